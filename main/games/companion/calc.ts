import type { CalcResult, CalcStep, Cells, InputValue, InputValues, TableSpec, Text } from '../../../shared/companion/definition.js';

/**
 * Small helpers the five games' companion calculators share: reading inputs with defaults,
 * writing steps, finding a table (the player's entry first, else the built-in one) and the
 * usual shapes of a result. Pure functions.
 */

/** A month's name (1 = January), from the companion's own locale file. */
export const monthText = (month: number): Text => ({ key: `companion.month.${month}` });

/** "1941-04-15" → 15 April 1941 / 15 aprile 1941. */
export function dateText(iso: string): Text {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { key: 'companion.date.dayMonthYear', params: { day, month: monthText(month), year } };
}

/** A month of a year: September 1940 / settembre 1940. */
export const monthYearText = (month: number, year: number): Text => ({ key: 'companion.date.monthYear', params: { month: monthText(month), year } });

export function step(rule: string, label: Text, value: string | number): CalcStep {
  return { rule, label, value: String(value) };
}

export function num(inputs: InputValues, id: string, fallback = 0): number {
  const v = inputs[id];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

export function str(inputs: InputValues, id: string, fallback: string): string {
  const v = inputs[id];
  return typeof v === 'string' ? v : fallback;
}

export function flag(inputs: InputValues, id: string, fallback = false): boolean {
  const v = inputs[id];
  return typeof v === 'boolean' ? v : fallback;
}

export function list(inputs: InputValues, id: string): InputValues[] {
  const v: InputValue | undefined = inputs[id];
  return Array.isArray(v) ? v : [];
}

/** The cells of a table: the player's entry (passed in `tables`) wins over the built-in one. */
export function cellsOf(spec: TableSpec, tables: Readonly<Record<string, Cells>>): Cells | null {
  return tables[spec.id] ?? spec.builtIn?.cells ?? null;
}

/** A result that stops where a missing table would be read. */
export function missing(steps: CalcStep[], ...tableIds: string[]): CalcResult {
  return { steps, missingTables: tableIds };
}

export function invalid(steps: CalcStep[], rule: string, reason: Text): CalcResult {
  return { steps, missingTables: [], invalid: { reason, rule } };
}

/** A die value is a whole number in [lo, hi]. */
export function dieOk(d: number | undefined, lo: number, hi: number): d is number {
  return typeof d === 'number' && Number.isInteger(d) && d >= lo && d <= hi;
}

/** Signed number as a modifier is written: +2, −1, 0. */
export function signed(n: number): string {
  if (n > 0) return `+${fmt(n)}`;
  if (n < 0) return `−${fmt(-n)}`;
  return '0';
}

/** A number without trailing zeros (3.5, 12, 0.25). */
export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000);
}

/** Index of a row or column id in a table spec (−1 when absent). */
export function rowIndex(spec: TableSpec, id: string): number {
  return spec.rows.findIndex((r) => r.id === id);
}
export function colIndex(spec: TableSpec, id: string): number {
  return spec.cols.findIndex((c) => c.id === id);
}

/** The cell at (row id, col id), or null when the table or the cell is absent. */
export function cell(spec: TableSpec, cells: Cells | null, row: string, col: string): string | null {
  if (!cells) return null;
  const r = rowIndex(spec, row);
  const c = colIndex(spec, col);
  if (r < 0 || c < 0) return null;
  return cells[r]?.[c] ?? null;
}

/** Normalise a row key for matching: trim, unify minus signs and spacing, lower case. */
function normKey(k: string): string {
  return k.trim().replace(/[−–]/g, '-').replace(/\s+/g, '').replace(/<=/g, '≤').replace(/>=/g, '≥').toLowerCase();
}

/**
 * The row of a player-keyed table (first cell = key) matching `key`; for a number, also the
 * open-ended rows "≤n" / "≥n" (or "<=n" / ">=n") that cover it. Null when none matches.
 */
export function keyedRow(cells: Cells | null, key: string | number): string[] | null {
  if (!cells) return null;
  const k = normKey(String(key));
  const exact = cells.find((r) => r[0] !== undefined && normKey(r[0]) === k);
  if (exact) return exact;
  if (typeof key !== 'number') return null;
  for (const r of cells) {
    const c = normKey(r[0] ?? '');
    const le = /^≤(-?\d+(?:\.\d+)?)$/.exec(c);
    if (le && key <= Number(le[1])) return r;
    const ge = /^≥(-?\d+(?:\.\d+)?)$/.exec(c);
    if (ge && key >= Number(ge[1])) return r;
  }
  return null;
}
