import type { TableSpec } from '../../../../shared/companion/definition.js';

/**
 * ASL Starter Kit tables for the companion. The seed (004) prints none of the player-aid charts.
 * The IFT and CCT come from a named, MIT-licensed reference (kehannan/ruleschat), re-keyed here in
 * our own format and checked against every cell the seed's worked examples imply (research seed-004
 * §4.3, §4.11; data-sources.md §1.1–1.2). The Starter Kit's own To Hit and To Kill tables have no
 * open source: declared here without cells, for the player to enter from the physical card. The
 * handful of TK numbers the seed does state are a small built-in table of their own.
 */

export const ASL_SEED = '004_b640dc2cae1cda78.txt';

export const IFT_COLUMNS = [1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36] as const;
/** Row ids of the IFT: final DR ≤0, 1 … 14, ≥15. */
export const IFT_ROWS = ['le0', ...Array.from({ length: 14 }, (_, i) => String(i + 1)), 'ge15'] as const;

export const IFT: TableSpec = {
  id: 'ift',
  title: { key: 'asl-starter-kit:companion.tables.infantryFireTable' },
  rule: '3.2.2, 3.2.3',
  rows: IFT_ROWS.map((r) => ({ id: r, label: r === 'le0' ? { key: 'asl-starter-kit:companion.tables.dr0' } : r === 'ge15' ? { key: 'asl-starter-kit:companion.tables.dr15' } : { key: 'asl-starter-kit:companion.tables.dr', params: { r } } })),
  cols: IFT_COLUMNS.map((c) => ({ id: String(c), label: { key: 'asl-starter-kit:companion.tables.fp', params: { c } } })),
  cellPattern: '^([1-7]KIA|K/[1-4]|[1-4]MC|NMC|PTC|-)$',
  builtIn: {
    // Rows: final DR ≤0, 1, …, 14, ≥15. Columns: 1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36 FP.
    cells: [
      ['1KIA', '2KIA', '2KIA', '3KIA', '3KIA', '3KIA', '4KIA', '4KIA', '5KIA', '6KIA', '7KIA'],
      ['K/1', '1KIA', '1KIA', '2KIA', '2KIA', '2KIA', '3KIA', '3KIA', '4KIA', '5KIA', '6KIA'],
      ['1MC', 'K/1', 'K/2', '1KIA', '1KIA', '1KIA', '2KIA', '2KIA', '3KIA', '4KIA', '5KIA'],
      ['1MC', '1MC', '2MC', 'K/2', 'K/2', 'K/3', '1KIA', '1KIA', '2KIA', '3KIA', '4KIA'],
      ['NMC', '1MC', '1MC', '2MC', '2MC', '3MC', 'K/3', 'K/4', '1KIA', '2KIA', '3KIA'],
      ['PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4', '1KIA', '2KIA'],
      ['-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4', '1KIA'],
      ['-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4'],
      ['-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC'],
      ['-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC'],
      ['-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC'],
      ['-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC'],
      ['-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC'],
      ['-', '-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC'],
      ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC'],
      ['-', '-', '-', '-', '-', '-', '-', '-', '-', '-', 'PTC'],
    ],
    source: {
      kind: 'reference',
      ref: 'kehannan/ruleschat@45c8e6a88b9683fbb363ef833045156af2b32e3c app/asl/ift_table.json (MIT), via shared/reference/asl-starter-kit/ift.json; 176/176 cells agree with two independent transcriptions and 16/16 with the cells implied by 004_b640dc2cae1cda78.txt examples',
    },
  },
  notes: { key: 'asl-starter-kit:companion.tables.nkiaNUnitsEliminatedAtRandom' },
};

export const CCT_COLUMNS = [
  { id: '<1-8', a: 0, d: 1 },
  { id: '1-8', a: 1, d: 8 },
  { id: '1-6', a: 1, d: 6 },
  { id: '1-4', a: 1, d: 4 },
  { id: '1-2', a: 1, d: 2 },
  { id: '1-1', a: 1, d: 1 },
  { id: '3-2', a: 3, d: 2 },
  { id: '2-1', a: 2, d: 1 },
  { id: '3-1', a: 3, d: 1 },
  { id: '4-1', a: 4, d: 1 },
  { id: '6-1', a: 6, d: 1 },
  { id: '8-1', a: 8, d: 1 },
  { id: '10-1', a: 10, d: 1 },
  { id: '>10-1', a: 10, d: 1 },
] as const;

export const CCT: TableSpec = {
  id: 'cct',
  title: { key: 'asl-starter-kit:companion.tables.closeCombatTableKillNumbers' },
  rule: '3.8',
  rows: [{ id: 'kill', label: { key: 'asl-starter-kit:companion.tables.killNumber' } }],
  cols: CCT_COLUMNS.map((c) => ({ id: c.id, label: { key: 'companion.verbatim', params: { text: c.id } } })),
  cellPattern: '^\\d{1,2}$',
  builtIn: {
    cells: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']],
    source: {
      kind: 'reference',
      ref: 'kehannan/ruleschat@413392e328ce35b85fdc458539d1b7f11198d416 app/asl/cc_resolver.py, constant CCT (black kill numbers; MIT), via shared/reference/asl-starter-kit/cct.json; agrees with 004_b640dc2cae1cda78.txt examples (1-2 = 4, 1-1 = 5, 3-2 = 6, 2-1 ≥ 7)',
    },
  },
  notes: { key: 'asl-starter-kit:companion.tables.finalDrBelowTheKillNumber' },
};

/** Ranges 0 … 30 hexes, one row each. */
export const TO_HIT_MAX_RANGE = 30;
export const TO_HIT_COLS = ['vtt-black', 'vtt-red', 'itt-black', 'itt-red', 'itt-ch-black', 'itt-ch-red', 'att-red'] as const;

export const TO_HIT: TableSpec = {
  id: 'to-hit',
  title: { key: 'asl-starter-kit:companion.tables.toHitTableStarterKitEnter' },
  rule: '3.2.4',
  rows: Array.from({ length: TO_HIT_MAX_RANGE + 1 }, (_, r) => ({ id: String(r), label: { key: 'asl-starter-kit:companion.tables.range', params: { r } } })),
  cols: [
    { id: 'vtt-black', label: { key: 'asl-starter-kit:companion.tables.vttBlack' } },
    { id: 'vtt-red', label: { key: 'asl-starter-kit:companion.tables.vttRed' } },
    { id: 'itt-black', label: { key: 'asl-starter-kit:companion.tables.ittBlack' } },
    { id: 'itt-red', label: { key: 'asl-starter-kit:companion.tables.ittRed' } },
    { id: 'itt-ch-black', label: { key: 'asl-starter-kit:companion.tables.ittCriticalHitBlack' } },
    { id: 'itt-ch-red', label: { key: 'asl-starter-kit:companion.tables.ittCriticalHitRed' } },
    { id: 'att-red', label: { key: 'asl-starter-kit:companion.tables.attAlwaysRed' } },
  ],
  cellPattern: '^(-?\\d{1,2}|-)$',
  builtIn: null,
  notes: { key: 'asl-starter-kit:companion.tables.noOpenSourceHasTheStarter' },
};

export const TO_KILL: TableSpec = {
  id: 'to-kill',
  title: { key: 'asl-starter-kit:companion.tables.toKillTablesApHeatHe' },
  rule: '7.9',
  rows: [],
  cols: [{ id: 'gun', label: { key: 'asl-starter-kit:companion.tables.ammunitionAndGun' } }],
  cellPattern: '^[^,]{1,16}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes: { key: 'asl-starter-kit:companion.tables.noOpenSourceHasTheStarter2' },
};

/** Rows of the seed's own TK numbers (7.9 and 4.x). */
export const SEED_TK_ROWS = [
  { id: 'baz43', label: { key: 'asl-starter-kit:companion.tables.bazooka43Heat' }, tk: '13' },
  { id: 'baz44', label: { key: 'asl-starter-kit:companion.tables.bazooka4445Heat' }, tk: '16' },
  { id: 'piat', label: { key: 'asl-starter-kit:companion.tables.piatHeat' }, tk: '15' },
  { id: 'psk', label: { key: 'asl-starter-kit:companion.tables.panzerschreckHeat' }, tk: '26' },
  { id: 'pf', label: { key: 'asl-starter-kit:companion.tables.panzerfaustHeat' }, tk: '31' },
  { id: 'dc', label: { key: 'asl-starter-kit:companion.tables.demolitionChargeHe' }, tk: '16' },
] as const;

export const SEED_TK: TableSpec = {
  id: 'seed-tk',
  title: { key: 'asl-starter-kit:companion.tables.toKillNumbersTheRulebookStates' },
  rule: '4.3, 4.4, 7.9',
  rows: SEED_TK_ROWS.map((r) => ({ id: r.id, label: r.label })),
  cols: [{ id: 'tk', label: { key: 'asl-starter-kit:companion.tables.basicTk' } }],
  cellPattern: '^\\d{1,2}$',
  builtIn: {
    cells: SEED_TK_ROWS.map((r) => [r.tk]),
    source: { kind: 'rulebook', ref: `${ASL_SEED} §4.3 (DC TK 16), §4.4.1 (BAZ 43 13, BAZ 44+ 16, PSK 26), §4.4.2 (PF 31), §4.4.5 (PIAT 15)` },
  },
};

export const LEADER_CREATION: TableSpec = {
  id: 'leader-creation',
  title: { key: 'asl-starter-kit:companion.tables.leaderCreationTableEnterItFrom' },
  rule: '5.3',
  rows: [],
  cols: [{ id: 'dr', label: { key: 'asl-starter-kit:companion.tables.finalDr' } }, { id: 'leader', label: { key: 'asl-starter-kit:companion.tables.leaderCreated' } }],
  cellPattern: '^[^,]{1,8}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: { key: 'asl-starter-kit:companion.tables.notInTheSeedAndNo' },
};

export const ASL_TABLES: TableSpec[] = [IFT, CCT, TO_HIT, TO_KILL, SEED_TK, LEADER_CREATION];
