import type { TableSpec } from '../../../../shared/companion/definition.js';
import { AK_CRT, CRT_COLUMNS } from '../rules/crt.js';
import { AK_CALENDAR } from '../calendar.js';

/**
 * Afrika Korps tables for the companion. The CRT comes from the rules library (rules/crt.ts,
 * data/crt.json, with its provenance); the Axis supply table comes from the calendar data
 * (data/calendar.json, 12.2), the one the engine rolls on.
 */

const DIE_ROWS = [1, 2, 3, 4, 5, 6].map((d) => ({ id: String(d), label: { en: `Die ${d}`, it: `Dado ${d}` } }));

/** 7.5 and the CRT page: one d6 across the odds columns 1-6 … 6-1. Cells: AE, AB2, EX, DB2, DE. */
export const AK_CRT_TABLE: TableSpec = {
  id: 'crt',
  title: { en: 'Combat Results Table', it: 'Tabella dei risultati del combattimento' },
  rule: '7.5',
  rows: DIE_ROWS,
  cols: CRT_COLUMNS.map((c) => ({ id: c, label: { en: c, it: c } })),
  cellPattern: '^(AE|AB2|EX|DB2|DE)$',
  builtIn: {
    cells: DIE_ROWS.map((_, i) => CRT_COLUMNS.map((c) => AK_CRT.byColumn[c]![i]!)),
    source: AK_CRT.provenance.source,
  },
  notes: {
    en: 'AE attacker eliminated; AB2 attacker back 2 hexes; EX exchange; DB2 defender back 2 hexes; DE defender eliminated. The seed lost the table body; the cells are from a named reference and agree with every cell the seed gives (3-1: die 3 DB2, die 6 DE).',
    it: 'AE attaccante eliminato; AB2 attaccante indietro di 2 esagoni; EX scambio; DB2 difensore indietro di 2 esagoni; DE difensore eliminato. Il testo ha perso il corpo della tabella; le caselle vengono da un riferimento citato e concordano con ogni casella data dal regolamento (3-1: dado 3 DB2, dado 6 DE).',
  },
};

/** The Axis supply table's windows, from data/calendar.json (12.2). */
export const SUPPLY_WINDOWS = AK_CALENDAR.axisSupply.windows.map((w) => w.id);

/** How each window is headed in the table. */
const WINDOW_LABELS: Record<string, { en: string; it: string }> = {
  'apr-jun-1941': { en: 'April–June 1941', it: 'aprile–giugno 1941' },
  'jul-nov-1941': { en: 'July–November 1941', it: 'luglio–novembre 1941' },
  'dec-1941-end': { en: 'December 1941 to the end', it: 'dicembre 1941 – fine' },
};

/** 12.2: 'Aff.' = sunk (no supply), '-' = one supply arrives. Rows die 1–6; cells from the calendar data. */
export const AK_SUPPLY_TABLE: TableSpec = {
  id: 'axis-supply',
  title: { en: 'Axis supply table', it: 'Tabella del rifornimento dell\'Asse' },
  rule: AK_CALENDAR.axisSupply.rule,
  rows: DIE_ROWS,
  cols: AK_CALENDAR.axisSupply.windows.map((w) => ({ id: w.id, label: WINDOW_LABELS[w.id] ?? { en: w.id, it: w.id } })),
  cellPattern: '^(Aff\\.|-)$',
  builtIn: {
    cells: DIE_ROWS.map((_, i) => AK_CALENDAR.axisSupply.windows.map((w) => (w.sunk.includes(i + 1) ? 'Aff.' : '-'))),
    source: AK_CALENDAR.provenance.source,
  },
  notes: { en: 'Aff. = the supply is sunk; - = one supply arrives.', it: 'Aff. = il rifornimento è affondato; - = arriva un rifornimento.' },
};

export const AK_TABLES: TableSpec[] = [AK_CRT_TABLE, AK_SUPPLY_TABLE];
