import type { Point } from '../../../../../shared/hex/layout';

/** What finding a neighbour needs of a map: hex centres by name, the hex under a point, the distance between centres. */
export interface NeighbourGeometry {
  byName: ReadonlyMap<string, { name: string; centre: Point }>;
  hexAt(p: Point): { name: string; centre: Point } | null;
  pitch: number;
}

/**
 * The neighbouring hex in a direction on screen (dx, dy: an arrow key's vector, y down), for moving
 * a counter with the keyboard on any hex grid, flat or pointy. Of the neighbours, the one whose
 * direction is nearest wins; where two are equally near (← on a flat-topped grid), the upper one,
 * or the lower one when `lower` is set. Null at the map's edge.
 */
export function neighbourInDirection(geo: NeighbourGeometry, name: string, dx: number, dy: number, lower = false): string | null {
  const from = geo.byName.get(name);
  if (!from || (dx === 0 && dy === 0)) return null;
  const want = Math.atan2(dy, dx);
  const found = new Map<string, Point>();
  // Twelve soundings round the hex, one pitch out, find its (up to six) neighbours whatever the grid's orientation.
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    const h = geo.hexAt({ x: from.centre.x + geo.pitch * Math.cos(a), y: from.centre.y + geo.pitch * Math.sin(a) });
    if (h && h.name !== name && Math.abs(Math.hypot(h.centre.x - from.centre.x, h.centre.y - from.centre.y) - geo.pitch) < geo.pitch * 0.2) found.set(h.name, h.centre);
  }
  let best: { name: string; off: number; y: number } | null = null;
  for (const [n, c] of found) {
    const a = Math.atan2(c.y - from.centre.y, c.x - from.centre.x);
    const off = Math.abs(Math.atan2(Math.sin(a - want), Math.cos(a - want)));
    if (off > Math.PI / 2 - 1e-6) continue;
    const better = !best || off < best.off - 1e-6 || (Math.abs(off - best.off) <= 1e-6 && (lower ? c.y > best.y : c.y < best.y));
    if (better) best = { name: n, off, y: c.y };
  }
  return best?.name ?? null;
}
