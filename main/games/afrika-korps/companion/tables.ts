import type { TableSpec, Text } from '../../../../shared/companion/definition.js';
import { AK_CRT, CRT_COLUMNS } from '../rules/crt.js';
import { AK_CALENDAR } from '../calendar.js';

/**
 * Afrika Korps tables for the companion. The CRT comes from the rules library (rules/crt.ts,
 * data/crt.json, with its provenance); the Axis supply table comes from the calendar data
 * (data/calendar.json, 12.2), the one the engine rolls on.
 */

const DIE_ROWS = [1, 2, 3, 4, 5, 6].map((d) => ({ id: String(d), label: { key: 'afrika-korps:companion.tables.die', params: { d } } }));

/** 7.5 and the CRT page: one d6 across the odds columns 1-6 … 6-1. Cells: AE, AB2, EX, DB2, DE. */
export const AK_CRT_TABLE: TableSpec = {
  id: 'crt',
  title: { key: 'afrika-korps:companion.tables.combatResultsTable' },
  rule: '7.5',
  rows: DIE_ROWS,
  cols: CRT_COLUMNS.map((c) => ({ id: c, label: { key: 'companion.verbatim', params: { text: c } } })),
  cellPattern: '^(AE|AB2|EX|DB2|DE)$',
  builtIn: {
    cells: DIE_ROWS.map((_, i) => CRT_COLUMNS.map((c) => AK_CRT.byColumn[c]![i]!)),
    source: AK_CRT.provenance.source,
  },
  notes: { key: 'afrika-korps:companion.tables.aeAttackerEliminatedAb2AttackerBack' },
};

/** The Axis supply table's windows, from data/calendar.json (12.2). */
export const SUPPLY_WINDOWS = AK_CALENDAR.axisSupply.windows.map((w) => w.id);

/** How each window is headed in the table. */
const WINDOW_LABELS: Record<string, Text> = {
  'apr-jun-1941': { key: 'afrika-korps:companion.tables.aprilJune1941' },
  'jul-nov-1941': { key: 'afrika-korps:companion.tables.julyNovember1941' },
  'dec-1941-end': { key: 'afrika-korps:companion.tables.december1941ToTheEnd' },
};

/** 12.2: 'Aff.' = sunk (no supply), '-' = one supply arrives. Rows die 1–6; cells from the calendar data. */
export const AK_SUPPLY_TABLE: TableSpec = {
  id: 'axis-supply',
  title: { key: 'afrika-korps:companion.tables.axisSupplyTable' },
  rule: AK_CALENDAR.axisSupply.rule,
  rows: DIE_ROWS,
  cols: AK_CALENDAR.axisSupply.windows.map((w) => ({ id: w.id, label: WINDOW_LABELS[w.id] ?? { key: 'companion.verbatim', params: { text: w.id } } })),
  cellPattern: '^(Aff\\.|-)$',
  builtIn: {
    cells: DIE_ROWS.map((_, i) => AK_CALENDAR.axisSupply.windows.map((w) => (w.sunk.includes(i + 1) ? 'Aff.' : '-'))),
    source: AK_CALENDAR.provenance.source,
  },
  notes: { key: 'afrika-korps:companion.tables.affTheSupplyIsSunkOne' },
};

export const AK_TABLES: TableSpec[] = [AK_CRT_TABLE, AK_SUPPLY_TABLE];
