import type { Cells, TableSpec, Text } from './definition.js';

/**
 * Checking a table's cells against its TableSpec, and reading pasted CSV. Shared by main (which
 * decides what is stored) and the table editor (which shows the same errors cell by cell as the
 * player types). No values are made up here: an empty or malformed cell is an error, never filled.
 */

/** Longest cell text accepted (the longest result in any of the five games is a few characters). */
export const MAX_CELL_CHARS = 24;
/** Largest table accepted (rows and columns): well above any table of the five games. */
export const MAX_TABLE_SIDE = 80;

export type CellProblem = 'empty' | 'pattern' | 'tooLong';

export interface CellError {
  row: number;
  col: number;
  problem: CellProblem;
}

/** For a table the player may extend (TableSpec.extensible), `expected` is the least accepted (1). */
export type ShapeProblem = { problem: 'rows'; expected: number; got: number } | { problem: 'cols'; row: number; expected: number; got: number };

/** Longest heading the player may give a row or column of an extensible table. */
export const MAX_LABEL_CHARS = 40;

export interface CellsCheck {
  shape: ShapeProblem | null;
  cells: CellError[];
}

/** The pattern of a spec, anchored (a spec's pattern is matched against the whole cell). */
export function cellRegex(spec: Pick<TableSpec, 'cellPattern'>): RegExp {
  return new RegExp(`^(?:${spec.cellPattern})$`);
}

/** Every problem of a table's cells against its spec: the shape first, then each cell. */
export function checkCells(spec: Pick<TableSpec, 'rows' | 'cols' | 'cellPattern' | 'extensible'>, cells: readonly (readonly string[])[]): CellsCheck {
  const ext = spec.extensible;
  if (ext?.rows ? cells.length < 1 || cells.length > MAX_TABLE_SIDE : cells.length !== spec.rows.length) {
    return { shape: { problem: 'rows', expected: ext?.rows ? 1 : spec.rows.length, got: cells.length }, cells: [] };
  }
  const width = ext?.cols ? (cells[0]?.length ?? 0) : spec.cols.length;
  for (let r = 0; r < cells.length; r++) {
    const got = cells[r]!.length;
    if (got !== width || width < 1 || width > MAX_TABLE_SIDE) return { shape: { problem: 'cols', row: r, expected: ext?.cols ? Math.max(1, width) : spec.cols.length, got }, cells: [] };
  }
  const re = cellRegex(spec);
  const errors: CellError[] = [];
  cells.forEach((row, r) =>
    row.forEach((raw, c) => {
      const v = raw.trim();
      if (v === '') errors.push({ row: r, col: c, problem: 'empty' });
      else if (v.length > MAX_CELL_CHARS) errors.push({ row: r, col: c, problem: 'tooLong' });
      else if (!re.test(v)) errors.push({ row: r, col: c, problem: 'pattern' });
    }),
  );
  return { shape: null, cells: errors };
}

export const cellsValid = (check: CellsCheck): boolean => !check.shape && check.cells.length === 0;

/** Headings the player gives the rows and columns of an extensible table. */
export interface TableLabels {
  rows?: string[];
  cols?: string[];
}

/**
 * Checks the headings of an extensible table's entry: where the rows (columns) are the player's,
 * none at all or one per row (column), each at most 40 characters (a heading may be left empty:
 * many tables key their rows by their first cell); none where they are the spec's.
 */
export function labelsValid(spec: Pick<TableSpec, 'extensible'>, cells: readonly (readonly string[])[], labels: TableLabels): boolean {
  const ok = (list: string[] | undefined, extensible: boolean | undefined, count: number) =>
    extensible ? list === undefined || (list.length === count && list.every((l) => l.trim().length <= MAX_LABEL_CHARS)) : list === undefined || list.length === 0;
  return ok(labels.rows, spec.extensible?.rows, cells.length) && ok(labels.cols, spec.extensible?.cols, cells[0]?.length ?? 0);
}

/** Cells with the spaces around each value removed (what is stored). */
export const trimCells = (cells: readonly (readonly string[])[]): Cells => cells.map((row) => row.map((v) => v.trim()));

/**
 * Reads pasted CSV: rows by line, cells split on tabs when the text has any (a spreadsheet's copy),
 * else on commas or semicolons; double quotes around a cell are removed ("" inside stands for ").
 * Empty lines at the ends are dropped.
 */
export function parseCsv(text: string): Cells {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  while (lines.length && lines[0]!.trim() === '') lines.shift();
  const sep = text.includes('\t') ? '\t' : lines.some((l) => l.includes(',')) ? ',' : ';';
  return lines.map((line) => splitLine(line, sep));
}

function splitLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (ch === sep) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** A label's words in every language the app speaks (headings pasted from either are recognised). */
export type LabelWords = (label: Text) => string[];

/**
 * Drops a header row and a label column when the pasted text carries them (labels equal to the
 * spec's ids or, with `words`, to their texts in any language).
 */
export function stripHeaders(spec: Pick<TableSpec, 'rows' | 'cols'>, cells: Cells, words: LabelWords = () => []): Cells {
  const norm = (s: string) => s.trim().toLowerCase();
  const colNames = spec.cols.map((c) => new Set([c.id, ...words(c.label)].map(norm)));
  const rowNames = spec.rows.map((r) => new Set([r.id, ...words(r.label)].map(norm)));
  let out = cells;
  // A header row: one more or exactly as many cells as columns, naming the columns.
  const head = out[0];
  if (head && out.length === spec.rows.length + 1) {
    const offset = head.length === spec.cols.length + 1 ? 1 : 0;
    if (spec.cols.every((_, i) => colNames[i]!.has(norm(head[i + offset] ?? '')))) out = out.slice(1);
  }
  // A label column: each row starts with its row's name.
  if (out.length === spec.rows.length && out.every((row, i) => row.length === spec.cols.length + 1 && rowNames[i]!.has(norm(row[0] ?? '')))) {
    out = out.map((row) => row.slice(1));
  }
  return out;
}

/** Writes cells as CSV (commas; cells quoted when they hold a comma or a quote). */
export function toCsv(cells: readonly (readonly string[])[]): string {
  const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return cells.map((row) => row.map(q).join(',')).join('\n') + '\n';
}

/**
 * Pasted text read for a table: for an extensible table, the first row gives the player's column
 * headings and the first column the row headings (where those are the player's to give); for the
 * spec's own rows and columns a heading row or column is dropped as stripHeaders does.
 */
export function readPasted(spec: Pick<TableSpec, 'rows' | 'cols' | 'extensible'>, text: string, words: LabelWords = () => []): { cells: Cells; labels: TableLabels } {
  let cells = parseCsv(text);
  const ext = spec.extensible;
  if (!ext?.rows && !ext?.cols) return { cells: stripHeaders(spec, cells, words), labels: {} };
  const labels: TableLabels = {};
  if (ext.cols) {
    const head = cells[0] ?? [];
    labels.cols = ext.rows ? head.slice(1) : head;
    cells = cells.slice(1);
  } else if (cells.length > 1) {
    const norm = (s: string) => s.trim().toLowerCase();
    const head = cells[0]!;
    const offset = head.length === spec.cols.length + 1 ? 1 : 0;
    if (spec.cols.every((c, i) => [c.id, ...words(c.label)].map(norm).includes(norm(head[i + offset] ?? '')))) cells = cells.slice(1);
  }
  if (ext.rows) {
    labels.rows = cells.map((r) => r[0] ?? '');
    cells = cells.map((r) => r.slice(1));
  }
  return { cells, labels };
}
