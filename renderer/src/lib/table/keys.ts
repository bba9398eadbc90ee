import type { Board } from './board/board';

/** What the table's keys act on (the screen passes its own state and actions). */
export interface TableKeyTarget {
  board: Board | null;
  /** A context menu is open: it takes the keys. */
  menuOpen: boolean;
  undo(): void;
  redo(): void;
  stepBack(): void;
  stepForward(): void;
  /** Escape: the innermost thing open closes (a drag or placing, the rules drawer, a refusal, the selection, the past on view). */
  escape(): void;
}

export function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));
}

/**
 * The table's keys: Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo; [ and ] (or Alt+← and Alt+→)
 * step the timeline; Escape; + − 0 F zoom and fit; the arrows pan while the board has the focus.
 * Returns true when the key was the table's.
 */
export function tableKeydown(e: KeyboardEvent, k: TableKeyTarget): boolean {
  if (k.menuOpen) return false;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (mod && !e.altKey && (key === 'z' || key === 'y')) {
    if (typing(e.target)) return false;
    if (key === 'z' && !e.shiftKey) k.undo();
    else k.redo();
    return true;
  }
  // The brackets are taken with any modifier: on Italian and other keyboards they are typed with AltGr.
  if ((e.key === '[' || e.key === ']') && !typing(e.target)) {
    if (e.key === '[') k.stepBack();
    else k.stepForward();
    return true;
  }
  const range = (e.target as HTMLInputElement | null)?.type === 'range';
  if (!mod && e.altKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && (!typing(e.target) || range)) {
    if (e.key === 'ArrowLeft') k.stepBack();
    else k.stepForward();
    return true;
  }
  if (mod || e.altKey || typing(e.target)) return false;
  if (e.key === 'Escape') {
    k.escape();
    return false;
  }
  const board = k.board;
  if (e.key === '+' || e.key === '=') board?.zoomStep(1);
  else if (e.key === '-' || e.key === '_') board?.zoomStep(-1);
  else if (e.key === '0' || key === 'f') board?.fit();
  else if ((e.target as HTMLElement | null)?.dataset?.testid === 'board' && e.key.startsWith('Arrow')) {
    const step = 80;
    const dx = e.key === 'ArrowLeft' ? step : e.key === 'ArrowRight' ? -step : 0;
    const dy = e.key === 'ArrowUp' ? step : e.key === 'ArrowDown' ? -step : 0;
    board?.panBy(dx, dy);
  } else return false;
  return true;
}
