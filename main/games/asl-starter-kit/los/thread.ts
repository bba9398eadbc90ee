/**
 * The thread from hex centre to hex centre on VASL's geomorphic grid: columns of hexes, odd columns
 * half a hex lower than even ones (B1 below A1), rows numbered down each column. Hexes are given by
 * map-wide column and row (board offsets added), so a thread crosses board edges. Pure arithmetic.
 */

export interface HexRC {
  col: number;
  row: number;
}

interface Cube {
  q: number;
  r: number;
  s: number;
}

const cubeOf = (h: HexRC): Cube => {
  const q = h.col;
  const r = h.row - (h.col - (h.col & 1)) / 2;
  return { q, r, s: -q - r };
};

const hexOf = (c: Cube): HexRC => ({ col: c.q, row: c.r + (c.q - (c.q & 1)) / 2 });

function round(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}

/** Range in hexes between two hexes. */
export function hexRange(a: HexRC, b: HexRC): number {
  const x = cubeOf(a);
  const y = cubeOf(b);
  return Math.max(Math.abs(x.q - y.q), Math.abs(x.r - y.r), Math.abs(x.s - y.s));
}

export const hexKey = (h: HexRC): string => `${h.col},${h.row}`;

/**
 * One stretch of the thread between the two end hexes: either inside one hex, or running exactly
 * along the hexside two hexes share (a hexspine, as when the thread runs at 60°).
 */
export type ThreadStep = { kind: 'hex'; hex: HexRC; depth: number } | { kind: 'spine'; hexes: [HexRC, HexRC] };

const SQRT3 = Math.sqrt(3);
/** A hex centre in a plane where hexes are regular with an inradius of 1. */
const planeOf = (c: Cube) => ({ x: (1.5 * c.q) / (SQRT3 / 2), y: (SQRT3 * (c.r + c.q / 2)) / (SQRT3 / 2) });

/** How far the thread passes from a hex's centre dot, in inradii: 0 through the dot, 1 along a hexside. */
function depthOf(a: Cube, b: Cube, h: Cube): number {
  const p = planeOf(a);
  const q = planeOf(b);
  const c = planeOf(h);
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  return Math.abs(dx * (c.y - p.y) - dy * (c.x - p.x)) / Math.hypot(dx, dy);
}

/** Samples per hex of range: fine enough to see every hex the thread enters and every hexspine it follows. */
const SAMPLES = 12;
/** A nudge off the thread, in no hexside's direction, to tell which side of a hexside a point lies on. */
const NUDGE = { q: 1e-6, r: 2e-6, s: -3e-6 };

/**
 * The hexes the thread passes between its two end hexes, in order from `from`: a hex it crosses
 * (with how far from its centre dot), or a hexspine it runs along (both hexes named). The end
 * hexes themselves are left out.
 */
export function threadSteps(from: HexRC, to: HexRC): ThreadStep[] {
  const n = hexRange(from, to);
  if (n <= 1) return [];
  const a = cubeOf(from);
  const b = cubeOf(to);
  const ends = new Set([hexKey(from), hexKey(to)]);
  const steps: ThreadStep[] = [];
  const seen = new Set<string>();
  const total = n * SAMPLES;
  for (let k = 0; k < total; k++) {
    // Mid-sample points (odd twelfths) never fall on a hex corner of a thread from centre to centre.
    const f = (k + 0.5) / total;
    const q = a.q + (b.q - a.q) * f;
    const r = a.r + (b.r - a.r) * f;
    const s = a.s + (b.s - a.s) * f;
    const p = hexOf(round(q + NUDGE.q, r + NUDGE.r, s + NUDGE.s));
    const m = hexOf(round(q - NUDGE.q, r - NUDGE.r, s - NUDGE.s));
    const pk = hexKey(p);
    const mk = hexKey(m);
    if (pk === mk) {
      if (ends.has(pk) || seen.has(pk)) continue;
      seen.add(pk);
      steps.push({ kind: 'hex', hex: p, depth: depthOf(a, b, cubeOf(p)) });
    } else {
      const key = [pk, mk].sort().join('|');
      if (seen.has(key) || ends.has(pk) || ends.has(mk)) continue;
      seen.add(key);
      steps.push({ kind: 'spine', hexes: (p.col - m.col || p.row - m.row) < 0 ? [p, m] : [m, p] });
    }
  }
  // A thread crossing a hexside at an angle may leave a one-sample pair whose hexes it crosses anyway.
  return steps.filter((s) => s.kind === 'hex' || !s.hexes.every((h) => seen.has(hexKey(h))));
}
