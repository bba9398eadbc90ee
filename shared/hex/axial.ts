/**
 * Axial hex coordinates and the geometry built on them.
 *
 * A hex is addressed by two numbers, q and r. A third, s = -q - r, is implied: together (q, r, s)
 * are "cube" coordinates, three axes at 120° whose sum is always zero. Cube form makes distance,
 * rounding and rotation symmetric; axial form stores only what is needed.
 *
 * Axial coordinates do not depend on whether the hexes are drawn pointy-top or flat-top: that is
 * decided only when converting to pixels (layout.ts) or to a map's printed offset grid (offset.ts).
 *
 * Everything here is a pure function on plain objects.
 */

/** An axial hex coordinate. The cube coordinate s is -q - r. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A fractional axial coordinate: a point somewhere on the hex plane, not necessarily a centre. */
export interface FractionalHex {
  q: number;
  r: number;
}

/** Builds a hex. Negative zero is normalised to zero so that keys and equality never disagree. */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

/** The third cube coordinate. */
export function hexS(h: FractionalHex): number {
  return -h.q - h.r;
}

/** A string key for maps and sets: `${q},${r}`, e.g. "3,-2". */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

const KEY_PATTERN = /^(-?\d+),(-?\d+)$/;

/** The inverse of hexKey. Throws on anything hexKey cannot have produced. */
export function parseHexKey(key: string): Hex {
  const m = KEY_PATTERN.exec(key);
  if (!m) throw new Error(`Not a hex key: "${key}"`);
  return hex(Number(m[1]), Number(m[2]));
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

export function hexSubtract(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

export function hexScale(h: Hex, k: number): Hex {
  return hex(h.q * k, h.r * k);
}

/**
 * The six neighbour offsets, in this fixed order (index = direction number):
 *
 *   0: (+1,  0)   1: (+1, -1)   2: ( 0, -1)   3: (-1,  0)   4: (-1, +1)   5: ( 0, +1)
 *
 * On screen (y grows downwards) they go round counter-clockwise:
 *   pointy-top: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE
 *   flat-top:   0 SE, 1 NE, 2 N, 3 NW, 4 SW, 5 S
 * Direction d and direction (d + 3) % 6 are opposite.
 */
export const HEX_DIRECTIONS: readonly Hex[] = Object.freeze([
  hex(1, 0),
  hex(1, -1),
  hex(0, -1),
  hex(-1, 0),
  hex(-1, 1),
  hex(0, 1),
]);

/** The direction vector for a direction number; any integer is taken modulo 6. */
export function hexDirection(dir: number): Hex {
  const d = Number.isInteger(dir) ? HEX_DIRECTIONS[((dir % 6) + 6) % 6] : undefined;
  if (!d) throw new RangeError(`Not a hex direction: ${dir}`);
  return d;
}

/** The neighbour of h in direction dir (see HEX_DIRECTIONS for the numbering). */
export function hexNeighbor(h: Hex, dir: number): Hex {
  return hexAdd(h, hexDirection(dir));
}

/** The six neighbours of h, in HEX_DIRECTIONS order. */
export function hexNeighbors(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hex(h.q + d.q, h.r + d.r));
}

/** The number of hex steps between a and b (the cube "Manhattan" distance halved). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  const ds = -dq - dr;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(ds)) / 2;
}

/** True when a and b share a hexside (distance exactly 1). */
export function areAdjacent(a: Hex, b: Hex): boolean {
  return hexDistance(a, b) === 1;
}

/**
 * The hex containing a fractional coordinate. Round all three cube coordinates, then repair the
 * one that moved the most so that q + r + s = 0 still holds.
 */
export function hexRound(frac: FractionalHex): Hex {
  const fs = hexS(frac);
  let q = Math.round(frac.q);
  let r = Math.round(frac.r);
  const s = Math.round(fs);
  const dq = Math.abs(q - frac.q);
  const dr = Math.abs(r - frac.r);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // else s was the worst; it is implied by q and r, so nothing to fix.
  return hex(q, r);
}

/** Linear interpolation between two (possibly fractional) hex coordinates; t = 0 gives a, 1 gives b. */
export function hexLerp(a: FractionalHex, b: FractionalHex, t: number): FractionalHex {
  return { q: a.q + (b.q - a.q) * t, r: a.r + (b.r - a.r) * t };
}

/**
 * A tiny cube-space offset added to both ends of a line (q, r, and implicitly s = -3e-6). When a
 * line runs exactly along hex edges, sample points fall on the boundary between two hexes; the
 * nudge pushes them all consistently to the same side, so the result is deterministic.
 */
const LINE_NUDGE = { q: 1e-6, r: 2e-6 };

/**
 * The hexes on the straight line from a to b, both ends included: distance(a, b) + 1 hexes, each
 * adjacent to the next. Samples the segment at N + 1 evenly spaced points and rounds each.
 */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [hex(a.q, a.r)];
  const from = { q: a.q + LINE_NUDGE.q, r: a.r + LINE_NUDGE.r };
  const to = { q: b.q + LINE_NUDGE.q, r: b.r + LINE_NUDGE.r };
  const line: Hex[] = [];
  for (let i = 0; i <= n; i++) line.push(hexRound(hexLerp(from, to, i / n)));
  return line;
}

/**
 * Every hex within n steps of center (center included): 3n(n+1) + 1 hexes, ordered by q then r.
 * Empty when n < 0.
 */
export function hexRange(center: Hex, n: number): Hex[] {
  const out: Hex[] = [];
  for (let dq = -n; dq <= n; dq++) {
    const rMin = Math.max(-n, -dq - n);
    const rMax = Math.min(n, -dq + n);
    for (let dr = rMin; dr <= rMax; dr++) out.push(hex(center.q + dq, center.r + dr));
  }
  return out;
}

/**
 * The hexes exactly n steps from center: 6n hexes for n >= 1, [center] for n = 0, [] for n < 0.
 * Starts at center + n × direction 4 and walks round through directions 0, 1, …, 5, n steps each.
 */
export function hexRing(center: Hex, n: number): Hex[] {
  if (n < 0) return [];
  if (n === 0) return [hex(center.q, center.r)];
  const out: Hex[] = [];
  let h = hexAdd(center, hexScale(hexDirection(4), n));
  for (let dir = 0; dir < 6; dir++) {
    for (let step = 0; step < n; step++) {
      out.push(h);
      h = hexNeighbor(h, dir);
    }
  }
  return out;
}
