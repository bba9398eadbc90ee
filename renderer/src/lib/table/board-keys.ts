import type { UnitState } from '../../../../shared/engine/view';
import type { Board } from './board/board';

/** What the board's own keys act on: the counters shown, the selection and the hex a keyboard move aims at. */
export interface BoardKeyContext {
  board: Board;
  /** The counters the table draws (the past on view, or the present). */
  units: readonly UnitState[];
  selected: string | null;
  /** Where the selected counter stands on the map (null when it is off the map or nothing is selected). */
  selectedHex: string | null;
  /** The hex a keyboard move would take the selected counter to. */
  target: string | null;
  readOnly: boolean;
  /**
   * The counters the side to act may use now (named by its listed options); N cycles through
   * these when there are any, so a keyboard player is not walked through the opponent's counters.
   */
  actors?: ReadonlySet<string> | null;
  select(id: string): void;
  setTarget(hex: string | null): void;
  move(unit: string, to: string): void;
}

const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The board's own keys, taken only while the board has the focus: N / Shift+N pick the next or
 * previous counter on the map (in hex order; only those the side to act may use, when it has
 * any); with one picked the arrows choose a hex (Shift for the other neighbour), Enter moves the
 * counter there, Escape cancels. Returns true when the key was the board's.
 */
export function boardKey(e: KeyboardEvent, c: BoardKeyContext): boolean {
  if ((e.target as HTMLElement | null)?.dataset?.testid !== 'board' || e.ctrlKey || e.metaKey || e.altKey) return false;
  if (e.key === 'n' || e.key === 'N') {
    const all = c.units.filter((u) => u.status === 'map' && u.hex);
    const acting = c.actors?.size ? all.filter((u) => c.actors!.has(u.id)) : [];
    const onMap = (acting.length ? acting : all).sort((a, b) => a.hex!.localeCompare(b.hex!, 'en', { numeric: true }) || a.order - b.order);
    if (!onMap.length) return false;
    const at = onMap.findIndex((u) => u.id === c.selected);
    const from = at < 0 ? (e.shiftKey ? 0 : -1) : at;
    const next = onMap[(from + (e.shiftKey ? -1 : 1) + onMap.length) % onMap.length]!;
    c.select(next.id);
    c.board.reveal(next.hex!);
    c.setTarget(null);
    return true;
  }
  const arrow = ARROWS[e.key];
  if (arrow && c.selectedHex && !c.readOnly) {
    c.setTarget(c.board.neighbour(c.target ?? c.selectedHex, arrow[0], arrow[1], e.shiftKey) ?? c.target);
    return true;
  }
  if (e.key === 'Enter' && c.target && c.selected) {
    const to = c.target;
    c.setTarget(null);
    c.move(c.selected, to);
    return true;
  }
  if (e.key === 'Escape' && c.target) {
    c.setTarget(null);
    return true;
  }
  return false;
}
