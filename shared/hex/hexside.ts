/**
 * Hexsides: the edge shared by two adjacent hexes (rivers, escarpments, closed sides…).
 *
 * A hexside has one canonical id, the same whichever of its two hexes you start from:
 * the two hex keys joined by '|', the smaller hex first (ordered by q, then r), e.g. "3,4|4,3".
 */
import { HEX_DIRECTIONS, areAdjacent, hexKey, parseHexKey, type Hex } from './axial.js';

const SEPARATOR = '|';

/** True when a comes before b in the canonical order (q first, then r). */
function precedes(a: Hex, b: Hex): boolean {
  return a.q < b.q || (a.q === b.q && a.r < b.r);
}

/** The two hexes of a hexside in canonical order (smaller first). Throws if they are not adjacent. */
export function hexsidePair(a: Hex, b: Hex): [Hex, Hex] {
  if (!areAdjacent(a, b)) throw new Error(`Hexes ${hexKey(a)} and ${hexKey(b)} are not adjacent`);
  return precedes(a, b) ? [a, b] : [b, a];
}

/** The canonical id of the hexside between adjacent hexes a and b. Throws if they are not adjacent. */
export function hexsideId(a: Hex, b: Hex): string {
  const [lo, hi] = hexsidePair(a, b);
  return `${hexKey(lo)}${SEPARATOR}${hexKey(hi)}`;
}

/** The two hexes of a hexside id, in canonical order. Throws on an id hexsideId cannot have produced. */
export function hexsideHexes(id: string): [Hex, Hex] {
  const parts = id.split(SEPARATOR);
  if (parts.length !== 2) throw new Error(`Not a hexside id: "${id}"`);
  const a = parseHexKey(parts[0]!);
  const b = parseHexKey(parts[1]!);
  if (!areAdjacent(a, b) || !precedes(a, b)) throw new Error(`Not a hexside id: "${id}"`);
  return [a, b];
}

/** The direction number (HEX_DIRECTIONS index) leading from a to b, or -1 if they are not adjacent. */
export function hexsideDirection(a: Hex, b: Hex): number {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  return HEX_DIRECTIONS.findIndex((d) => d.q === dq && d.r === dr);
}
