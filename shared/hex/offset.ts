/**
 * Offset coordinates: the (col, row) grid printed maps are usually numbered in.
 *
 * A rectangular map of hexes cannot line up every row (or column): alternate ones are pushed by
 * half a hex.
 *   - Pointy-top hexes sit in horizontal ROWS; alternate rows are shifted sideways.
 *     'odd'  = odd-r:  odd rows are pushed right by half a hex.
 *     'even' = even-r: even rows are pushed right by half a hex.
 *   - Flat-top hexes sit in vertical COLUMNS; alternate columns are shifted vertically.
 *     'odd'  = odd-q:  odd columns are pushed down by half a hex.
 *     'even' = even-q: even columns are pushed down by half a hex.
 *
 * Parity is decided with floor division, so negative rows/columns follow the same pattern
 * (row -1 is odd, row -2 even) and the conversions round-trip everywhere.
 */
import { hex, type Hex } from './axial.js';

export type Orientation = 'pointy' | 'flat';
export type OffsetParity = 'odd' | 'even';

export interface OffsetCoord {
  col: number;
  row: number;
}

/**
 * How far the axial coordinate along the shifted axis drifts per row (pointy) or column (flat):
 * floor(n / 2) for 'odd', floor((n + 1) / 2) for 'even'.
 */
function drift(n: number, parity: OffsetParity): number {
  return parity === 'odd' ? Math.floor(n / 2) : Math.floor((n + 1) / 2);
}

export function offsetToAxial(c: OffsetCoord, orientation: Orientation, parity: OffsetParity): Hex {
  if (orientation === 'pointy') return hex(c.col - drift(c.row, parity), c.row);
  return hex(c.col, c.row - drift(c.col, parity));
}

export function axialToOffset(h: Hex, orientation: Orientation, parity: OffsetParity): OffsetCoord {
  if (orientation === 'pointy') return { col: h.q + drift(h.r, parity) + 0, row: h.r + 0 };
  return { col: h.q + 0, row: h.r + drift(h.q, parity) + 0 };
}
