/**
 * Printed names of grid cells (anchor-vassal-formats.md §2.7): point → name for hex and square
 * grids, with VASSAL's descending, stagger and oblique (Afrika Korps) rules, and name → point.
 */
import { hexCentre, hexRawColRow, squareRawColRow, type Point } from './geometry.js';
import { label, labelPattern, parseLabel } from './labels.js';
import type { HexGridDef, NumberingDef, SquareGridDef } from './types.js';

export interface Size {
  width: number;
  height: number;
}

const odd = (n: number): boolean => Math.abs(n % 2) === 1;

/** Column and row numbers (before offsets) of a hex grid's raw cell (§2.7.3, §2.7.5). */
function hexNumbers(g: HexGridDef, n: NumberingDef, rawCol: number, rawRow: number, size: Size): { c: number; r: number } {
  const maxRows = Math.floor(size.height / g.dx + 0.5);
  const maxCols = Math.floor(size.width / g.dy + 0.5);
  let c = rawCol;
  let r = rawRow;
  const colDescend = g.sideways ? n.vDescend : n.hDescend;
  const rowDescend = g.sideways ? n.hDescend : n.vDescend;
  if (colDescend) c = (g.sideways ? maxRows : maxCols) - c;
  if (rowDescend) r = (g.sideways ? maxCols : maxRows) - r;
  if (n.stagger && odd(rawCol)) r += rowDescend ? -1 : 1;
  if (n.oblique) r = n.stagger ? Math.trunc(c / 2) + r : r - Math.trunc(c / 2) + 1;
  return { c, r };
}

function squareNumbers(g: SquareGridDef, n: NumberingDef, col: number, row: number, size: Size): { c: number; r: number } {
  const maxCols = Math.trunc(size.width / g.dx + 0.5);
  const maxRows = Math.trunc(size.height / g.dy + 0.5);
  return { c: n.hDescend ? maxCols - col : col, r: n.vDescend ? maxRows - row : row };
}

/** The reported name from column and row numbers: labels, `first`, `sep`, `locationFormat`. */
export function formatName(n: NumberingDef, c: number, r: number): string {
  const column = label(c + n.hOff, n.hType, n.hLeading);
  const row = label(r + n.vOff, n.vType, n.vLeading);
  const gridLocation = n.first === 'H' ? column + n.sep + row : row + n.sep + column;
  return usableFormat(n.locationFormat)
    .replace(/\$gridLocation\$/g, gridLocation)
    .replace(/\$row\$/g, row)
    .replace(/\$column\$/g, column)
    .replace(/\$[A-Za-z0-9_]+\$/g, '');
}

/** A BeanShell `{…}` format cannot be run: fall back to the plain grid location. */
function usableFormat(format: string): string {
  const f = format.trim();
  return !f || (f.startsWith('{') && f.endsWith('}')) ? '$gridLocation$' : format;
}

/** Name of the hex under a board point, or null when the grid has no numbering. */
export function hexName(g: HexGridDef, n: NumberingDef | null, p: Point, size: Size): string | null {
  if (!n) return null;
  const raw = hexRawColRow(g, p);
  const { c, r } = hexNumbers(g, n, raw.col, raw.row, size);
  return formatName(n, c, r);
}

export function squareName(g: SquareGridDef, n: NumberingDef | null, p: Point, size: Size): string | null {
  if (!n) return null;
  const raw = squareRawColRow(g, p);
  const { c, r } = squareNumbers(g, n, raw.col, raw.row, size);
  return formatName(n, c, r);
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Column and row labels read back from a name, following `locationFormat` (§2.7.4). */
function parseName(n: NumberingDef, name: string): { c: number; r: number } | null {
  const col = `(${labelPattern(n.hType, n.hLeading)})`;
  const row = `(${labelPattern(n.vType, n.vLeading)})`;
  const order: ('c' | 'r')[] = [];
  const source = usableFormat(n.locationFormat)
    .split(/(\$gridLocation\$|\$row\$|\$column\$)/)
    .map((part) => {
      if (part === '$gridLocation$') {
        order.push(...(n.first === 'H' ? (['c', 'r'] as const) : (['r', 'c'] as const)));
        return n.first === 'H' ? col + escapeRe(n.sep) + row : row + escapeRe(n.sep) + col;
      }
      if (part === '$row$') {
        order.push('r');
        return row;
      }
      if (part === '$column$') {
        order.push('c');
        return col;
      }
      return escapeRe(part.replace(/\$[A-Za-z0-9_]+\$/g, ''));
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(name);
  if (!m) return null;
  let c: number | null = null;
  let r: number | null = null;
  order.forEach((which, i) => {
    const v = parseLabel(m[i + 1]!, which === 'c' ? n.hType : n.vType);
    if (v === null) return;
    if (which === 'c') c = v - n.hOff;
    else r = v - n.vOff;
  });
  return c === null || r === null ? null : { c, r };
}

/** Board point (VASSAL's centre) of a named hex, or null when the name does not parse. */
export function hexPointOfName(g: HexGridDef, n: NumberingDef, name: string, size: Size): Point | null {
  const parsed = parseName(n, name);
  if (!parsed) return null;
  const maxRows = Math.floor(size.height / g.dx + 0.5);
  const maxCols = Math.floor(size.width / g.dy + 0.5);
  const colDescend = g.sideways ? n.vDescend : n.hDescend;
  const rowDescend = g.sideways ? n.hDescend : n.vDescend;
  const { c } = parsed;
  let r = parsed.r;
  if (n.oblique) r = n.stagger ? r - Math.trunc(c / 2) : r + Math.trunc(c / 2) - 1;
  const rawCol = colDescend ? (g.sideways ? maxRows : maxCols) - c : c;
  if (n.stagger && odd(rawCol)) r -= rowDescend ? -1 : 1;
  const rawRow = rowDescend ? (g.sideways ? maxCols : maxRows) - r : r;
  return hexCentre(g, rawCol, rawRow);
}

export function squarePointOfName(g: SquareGridDef, n: NumberingDef, name: string, size: Size): Point | null {
  const parsed = parseName(n, name);
  if (!parsed) return null;
  const maxCols = Math.trunc(size.width / g.dx + 0.5);
  const maxRows = Math.trunc(size.height / g.dy + 0.5);
  const col = n.hDescend ? maxCols - parsed.c : parsed.c;
  const row = n.vDescend ? maxRows - parsed.r : parsed.r;
  // The name → point inverse truncates where the snap point rounds (§2.6).
  return { x: g.x0 + Math.trunc(col * g.dx), y: g.y0 + Math.trunc(row * g.dy) };
}

