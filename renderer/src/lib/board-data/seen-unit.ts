import { markersOf, type SeenMarkers } from '../../../../shared/board-data/markers';

/** A unit on the map as a prefill asks for it: its piece, its cell, which face is up, and the markers among the layers that are on. */
export interface SeenUnitArgs extends SeenMarkers {
  piece: string;
  cell: string;
  flipped: boolean;
}

/** `layers`: the piece's layer images in order; `on`: how many of them show (a module's layers turn on from the first). */
export function seenUnit(u: { id: string; hex: string; flipped?: boolean | undefined; layers?: number | undefined }, layers: readonly string[]): SeenUnitArgs {
  return { piece: u.id, cell: u.hex, flipped: u.flipped === true, ...markersOf(layers.slice(0, Math.max(0, u.layers ?? 0))) };
}
