/**
 * Grid arithmetic exactly as VASSAL does it (anchor-vassal-formats.md §2.5–§2.6): hex centres with
 * truncation, the sideways transposition, the rectangle-based raw column/row used for naming,
 * square cells, nearest region, zone polygons. All points are board points.
 */
import type { HexGridDef, RegionDef, SquareGridDef } from './types.js';

export interface Point {
  x: number;
  y: number;
}

const jround = (x: number): number => Math.floor(x + 0.5);
const odd = (n: number): boolean => Math.abs(n % 2) === 1;

/** Centre of raw hex (nx, ny) in the grid frame, returned as a board point. */
export function hexCentre(g: HexGridDef, nx: number, ny: number): Point {
  const u = Math.trunc(g.dx * nx + g.x0);
  const v = odd(nx) ? Math.trunc(g.dy * ny + Math.trunc(g.dy / 2) + g.y0) : Math.trunc(g.dy * ny + g.y0);
  return g.sideways ? { x: v, y: u } : { x: u, y: v };
}

/** Raw column and row (grid frame) of a board point, as VASSAL's numbering computes them. */
export function hexRawColRow(g: HexGridDef, p: Point): { col: number; row: number } {
  const u = g.sideways ? p.y : p.x;
  const v = g.sideways ? p.x : p.y;
  const col = Math.floor((u - g.x0) / g.dx + 0.5);
  const row = odd(col) ? jround((v - g.y0 - g.dy / 2) / g.dy) : jround((v - g.y0) / g.dy);
  return { col, row };
}

export function squareCentre(g: SquareGridDef, col: number, row: number): Point {
  return { x: g.x0 + jround(col * g.dx), y: g.y0 + jround(row * g.dy) };
}

export function squareRawColRow(g: SquareGridDef, p: Point): { col: number; row: number } {
  return { col: Math.floor((p.x - g.x0) / g.dx + 0.5), row: Math.trunc((p.y - g.y0) / g.dy + 0.5) };
}

export function nearestRegion(regions: readonly RegionDef[], p: Point): RegionDef | null {
  let best: RegionDef | null = null;
  let bestD = Infinity;
  for (const r of regions) {
    const d = (r.x - p.x) ** 2 + (r.y - p.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = r;
    }
  }
  return best;
}

/** Even-odd rule. */
export function polygonContains(path: readonly (readonly [number, number])[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
    const [xi, yi] = path[i]!;
    const [xj, yj] = path[j]!;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function polygonBounds(path: readonly (readonly [number, number])[]): { x: number; y: number; width: number; height: number } {
  if (!path.length) return { x: 0, y: 0, width: 0, height: 0 };
  const xs = path.map((q) => q[0]);
  const ys = path.map((q) => q[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
