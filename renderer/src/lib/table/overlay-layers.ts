import type { MapOverlay } from '../../../../shared/board/overlay';
import type { MoveAdvice, Overlays } from '../../../../shared/api/contract';
import type { AdviceHex } from './board/board';

/** Which of the rules' overlays are switched on. */
export interface OverlayToggles {
  zoc: boolean;
  control: boolean;
  supply: boolean;
  /** The hexes of the isolated units, when that overlay is on. */
  isolatedHexes: readonly string[] | null;
}

/**
 * The rules' overlays as the board's generic layers (id, legend key, style, tone, hexes): zones of
 * control hatched, supply range as dots, places held as rings (open when nobody holds them) and
 * isolated units as a dashed ring. Until the engine sends layers itself, this is where the
 * answer of game.overlays becomes them.
 */
export function overlayLayers(data: Overlays | null, on: OverlayToggles): MapOverlay[] {
  if (!data) return [];
  const layers: MapOverlay[] = [];
  if (on.supply) {
    for (const [side, hexes] of Object.entries(data.supplyRange)) layers.push({ id: `supply:${side}`, legend: 'table.overlay.supply', style: 'dot', tone: side, hexes });
  }
  if (on.isolatedHexes?.length) layers.push({ id: 'isolated', legend: 'table.overlay.isolated', style: 'dashed-ring', tone: 'alert', hexes: [...on.isolatedHexes] });
  if (on.zoc) {
    for (const [side, hexes] of Object.entries(data.zoc)) layers.push({ id: `zoc:${side}`, legend: 'table.overlay.zoc', style: 'hatch', tone: side, hexes });
  }
  if (on.control) {
    const bySide = new Map<string | null, string[]>();
    for (const c of data.control) bySide.set(c.controller, [...(bySide.get(c.controller) ?? []), c.hex]);
    for (const [side, hexes] of bySide) {
      layers.push(
        side
          ? { id: `control:${side}`, legend: 'table.overlay.controlledBy', style: 'ring', tone: side, hexes }
          : { id: 'control:none', legend: 'table.overlay.notControlled', style: 'open-ring', tone: 'neutral', hexes },
      );
    }
  }
  return layers;
}

/** The rules' movement advice as the board's marks: a zone of control ends a move with a bar, an escarpment with a chevron. */
export function adviceHexes(moves: MoveAdvice['moves'] | null): AdviceHex[] | null {
  if (!moves) return null;
  return moves.map((m) => ({ hex: m.hex, remaining: m.remaining, mark: m.stop === 'zoc' ? 'bar' : m.stop === 'escarpment' ? 'chevron' : null }));
}
