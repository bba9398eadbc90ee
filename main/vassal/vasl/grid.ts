/**
 * VASL's geomorphic-board hex grid and hex names (anchor-vassal.md §4.1; VASL's ASLHexGrid read
 * for the arithmetic, not copied). Columns are lettered A…Z, AA…GG (letters repeat), rows are
 * numbered from the top; odd columns (B, D, …) start at a half hex 0 on the top edge, or one lower
 * on "alternate" boards whose B1 sits above A1. A standard board is 1800 × 645 px, 33 × 10 hexes.
 */
import type { Point } from '../module/geometry.js';
import { label, parseLabel } from '../module/labels.js';

export interface VaslGrid {
  /** Distance between adjacent columns (px). */
  dx: number;
  /** Distance between hexes of one column (px). */
  dy: number;
  /** Centre of A1. */
  x0: number;
  y0: number;
  alternate: boolean;
}

/** The grid of a standard geomorphic board when its archive says nothing else. */
export const VASL_DEFAULT_GRID: VaslGrid = { dx: 56.24, dy: 64.51, x0: 0, y0: 32, alternate: false };

const odd = (n: number): boolean => Math.abs(n % 2) === 1;

/** Column index (A = 0) and row number of a board point. */
export function vaslColRow(g: VaslGrid, p: Point): { col: number; row: number } {
  const px = p.x - g.x0;
  const py = p.y + Math.trunc(g.dy / 2 - g.y0);
  const col = Math.floor(px / g.dx + 0.5);
  let row = odd(col) ? Math.floor(py / g.dy + 0.5) : Math.floor(py / g.dy) + 1;
  if (g.alternate && odd(col)) row++;
  return { col, row };
}

/** VASL's name of the hex under a board point, e.g. `Y7`, `GG10`, `B0`. */
export function vaslHexName(g: VaslGrid, p: Point): string {
  const { col, row } = vaslColRow(g, p);
  return label(col, 'A', 0) + row;
}

/** Board point VASL puts a named hex at (case-insensitive, as VASL reads names), or null. */
export function vaslHexCentre(g: VaslGrid, name: string): Point | null {
  const m = /^(-?)([A-Za-z]+)(-?\d+)$/.exec(name.trim());
  if (!m) return null;
  const col = parseLabel(m[2]!.toUpperCase(), 'A');
  if (col === null) return null;
  const row = Number(m[3]);
  const sign = m[1] ? -1 : 1;
  const x = Math.trunc(g.dx * col + 0.5);
  const offset = !odd(col) ? row - 1 : g.alternate ? row - 1.5 : row - 0.5;
  return { x: sign * x + g.x0, y: Math.trunc(g.dy * offset + 0.5) + g.y0 };
}
