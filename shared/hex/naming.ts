/**
 * Printed hex names: the coordinates a game's own map and rulebook use ("G25", "0512"), and the
 * conversion between them, offset coordinates and axial hexes.
 *
 * Schemes (see NamingSchemeSchema in shared/games/descriptor.ts):
 *
 * 'letter-diagonal' (Afrika Korps). A row letter and a number that runs along the diagonal:
 *     k      = row - row0                  (0 for 'A' … 25 for 'Z')
 *     letter = 'A' + k
 *     number = col + floor(k / 2) + num0
 *   For Afrika Korps, row0 = 5 and num0 = -9 (from the reference formula
 *   `number = column + floor((row - 5) / 2) - 9`). Checked anchors: (col 31, row 11) = G25,
 *   (col 1, row 27) = W3, (col 67, row 14) = J62.
 *   Only single letters A–Z exist; parsing accepts either case.
 *
 * 'column-row' (SPI/GMT style). The printed column then the printed row, each zero-padded to
 *   `digits` digits: digits 2, printed column 5, printed row 12 → "0512". Printed numbers are
 *   offset + col0 and offset + row0.
 *
 * printedName throws a RangeError when a coordinate cannot be written in the scheme (a row beyond
 * 'Z', a negative number, a number too wide for `digits`): that is a grid set up wrongly, not bad
 * input. parsePrintedName returns null for any malformed name.
 */
import type { GridSpec, NamingScheme } from '../games/descriptor.js';
import type { Hex } from './axial.js';
import { axialToOffset, offsetToAxial, type OffsetCoord } from './offset.js';

const LETTER_COUNT = 26;
const A = 'A'.charCodeAt(0);

const LETTER_DIAGONAL_PATTERN = /^([A-Za-z])(\d+)$/;
const DIGITS_PATTERN = /^\d+$/;

export function printedName(scheme: NamingScheme, c: OffsetCoord): string {
  switch (scheme.kind) {
    case 'letter-diagonal': {
      const k = c.row - scheme.row0;
      if (k < 0 || k >= LETTER_COUNT) throw new RangeError(`Row ${c.row} has no letter (row0 = ${scheme.row0})`);
      const number = c.col + Math.floor(k / 2) + scheme.num0;
      if (number < 0) throw new RangeError(`Hex (${c.col}, ${c.row}) would have a negative number`);
      return String.fromCharCode(A + k) + String(number);
    }
    case 'column-row':
      return padded(c.col + scheme.col0, scheme.digits) + padded(c.row + scheme.row0, scheme.digits);
  }
}

export function parsePrintedName(scheme: NamingScheme, name: string): OffsetCoord | null {
  switch (scheme.kind) {
    case 'letter-diagonal': {
      const m = LETTER_DIAGONAL_PATTERN.exec(name);
      if (!m) return null;
      const k = m[1]!.toUpperCase().charCodeAt(0) - A;
      const number = Number(m[2]);
      return { col: number - Math.floor(k / 2) - scheme.num0, row: k + scheme.row0 };
    }
    case 'column-row': {
      const d = scheme.digits;
      if (name.length !== 2 * d || !DIGITS_PATTERN.test(name)) return null;
      return { col: Number(name.slice(0, d)) - scheme.col0, row: Number(name.slice(d)) - scheme.row0 };
    }
  }
}

function padded(n: number, digits: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 10 ** digits) {
    throw new RangeError(`${n} cannot be printed in ${digits} digit(s)`);
  }
  return String(n).padStart(digits, '0');
}

/** True when c lies within the grid's inclusive bounds. */
export function inGrid(grid: GridSpec, c: OffsetCoord): boolean {
  return c.col >= grid.cols[0] && c.col <= grid.cols[1] && c.row >= grid.rows[0] && c.row <= grid.rows[1];
}

/** Every offset coordinate within the grid's inclusive bounds, row by row, each row by column. */
export function gridHexes(grid: GridSpec): OffsetCoord[] {
  const out: OffsetCoord[] = [];
  for (let row = grid.rows[0]; row <= grid.rows[1]; row++) {
    for (let col = grid.cols[0]; col <= grid.cols[1]; col++) out.push({ col, row });
  }
  return out;
}

/** The axial hex of a printed name, or null if the name is malformed or outside the grid. */
export function gridNameToHex(grid: GridSpec, name: string): Hex | null {
  const c = parsePrintedName(grid.naming, name);
  if (!c || !inGrid(grid, c)) return null;
  return offsetToAxial(c, grid.orientation, grid.offset);
}

/** The printed name of an axial hex, or null if it lies outside the grid. */
export function hexToGridName(grid: GridSpec, h: Hex): string | null {
  const c = axialToOffset(h, grid.orientation, grid.offset);
  if (!inGrid(grid, c)) return null;
  return printedName(grid.naming, c);
}
