import type { TableSpec } from '../../../../shared/companion/definition.js';

/**
 * The Dark Sands tables for the companion, as the seed (002) prints them on its player aids:
 * Mobile and Assault CRTs, the Terrain Effects Chart, the Disruption and Railway Advance tables
 * (research seed-002 §2.3, §2.4, §2.7). Missing from the seed: replacement chit values and the
 * initiative insignia of most turns on the turn record track (§5.2).
 */

export const DS_SEED = '002_95d7eeea64a0133f.txt';
const src = (where: string) => ({ kind: 'rulebook' as const, ref: `${DS_SEED} ${where}` });

export const DS_ODDS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
const ROLL_ROWS = [1, 2, 3, 4, 5, 6, 7, 8].map((r) => ({ id: String(r), label: { key: 'dark-sands:companion.tables.modifiedRoll', params: { r } } }));
const ODDS_COLS = DS_ODDS.map((o) => ({ id: o, label: (o === '6-1' ? { key: 'dark-sands:companion.tables.61' } : { key: 'companion.verbatim', params: { text: o } }) }));
const RESULT_NOTES = { key: 'dark-sands:companion.tables.aeAttackersEliminatedAl1AttackerLoses' };

export const DS_MOBILE_CRT: TableSpec = {
  id: 'mobile-crt',
  title: { key: 'dark-sands:companion.tables.mobileCombatResultsTable' },
  rule: '20.2',
  rows: ROLL_ROWS,
  cols: ODDS_COLS,
  cellPattern: '^(AE|AL1|BL1|DR\\*?|EX|DE\\*?)$',
  builtIn: {
    cells: [
      ['AE', 'AE', 'AL1', 'AL1', 'BL1', 'BL1', 'DR', 'DR*'],
      ['AE', 'AL1', 'AL1', 'BL1', 'BL1', 'BL1', 'DR*', 'DR*'],
      ['AL1', 'AL1', 'BL1', 'BL1', 'DR', 'DR', 'DR*', 'EX'],
      ['AL1', 'BL1', 'BL1', 'DR', 'DR*', 'DR*', 'EX', 'EX'],
      ['AL1', 'BL1', 'DR', 'DR', 'DR*', 'DR*', 'EX', 'DE*'],
      ['BL1', 'DR', 'DR', 'DR*', 'EX', 'EX', 'DE*', 'DE'],
      ['DR', 'DR', 'DR*', 'DR*', 'EX', 'EX', 'DE', 'DE'],
      ['DR', 'DR*', 'DR*', 'EX', 'DE', 'DE*', 'DE', 'DE'],
    ],
    source: src('Mobile CRT (player aid, L2483–2494)'),
  },
  notes: { key: 'dark-sands:companion.tables.asPrintedThe31And', params: { RESULT_NOTES } },
};

export const DS_ASSAULT_CRT: TableSpec = {
  id: 'assault-crt',
  title: { key: 'dark-sands:companion.tables.assaultCombatResultsTableAlliedTurns' },
  rule: '12.6',
  rows: ROLL_ROWS,
  cols: ODDS_COLS,
  cellPattern: '^(AE|AL1|BL1|½EX|EX|DE\\*?)$',
  builtIn: {
    cells: [
      ['AE', 'AE', 'AL1', 'AL1', 'BL1', 'BL1', '½EX', '½EX'],
      ['AE', 'AL1', 'AL1', 'BL1', 'BL1', '½EX', '½EX', 'EX'],
      ['AL1', 'AL1', 'BL1', 'BL1', '½EX', '½EX', 'EX', 'EX'],
      ['AL1', 'BL1', 'BL1', '½EX', '½EX', 'EX', 'EX', 'EX'],
      ['AL1', 'BL1', 'BL1', '½EX', 'EX', 'EX', 'EX', 'DE*'],
      ['BL1', 'BL1', '½EX', '½EX', 'EX', 'EX', 'DE*', 'DE'],
      ['BL1', 'BL1', '½EX', 'EX', 'EX', 'DE*', 'DE', 'DE'],
      ['BL1', 'BL1', '½EX', 'EX', 'DE*', 'DE', 'DE', 'DE'],
    ],
    source: src('Assault CRT (player aid, L2470–2481)'),
  },
  notes: { key: 'dark-sands:companion.tables.noRetreatResultsTheBritishLose', params: { RESULT_NOTES } },
};

const TERRAIN = [
  ['desert', '1', '2', 'NE', 'NE'],
  ['salt-marsh', '1 (C)', '2 (C)', '½ CF tank', 'no ZOC in (H)'],
  ['rough', '2', '4', '+1 DF', 'no ZOC in (H)'],
  ['mountain', 'NA', '4 (C)', '1 L', 'no ZOC in (H)'],
  ['named', 'OT', 'OT', 'OT', 'NE'],
  ['vp', 'OT', 'OT', 'OT', 'NE'],
  ['port', 'OT', 'OT', 'OT', 'NE'],
  ['wadi', '1', '2', '+1 DF (D)', 'NE'],
  ['ridge', '1', '2', '−1 AF (E)', 'no ZOC across (H)'],
  ['impassable', 'P', 'P', 'P', 'no ZOC across (H)'],
  ['bardia', 'OT', 'NA', '+1 DF', 'no ZOC in/across'],
  ['tobruk', 'OT', 'NA', '+1 DF each (F)', 'no ZOC in/across'],
  ['box', 'OT', 'OT', '+2 DF (G)', 'NE'],
  ['road', '¼', '½', 'OT', 'ZOC along (H)'],
  ['track', '½', '1', 'OT', 'ZOC along (H)'],
  ['railway', 'OT', 'OT', 'OT', 'NE'],
] as const;

export const DS_TEC: TableSpec = {
  id: 'tec',
  title: { key: 'dark-sands:companion.tables.terrainEffectsChart' },
  rule: '6.0',
  rows: TERRAIN.map(([id]) => ({ id, label: { key: `dark-sands:companion.tables.terrain.${id}` } })),
  cols: [
    { id: 'mp-central', label: { key: 'dark-sands:companion.tables.mpCentralMap' } },
    { id: 'mp-side', label: { key: 'dark-sands:companion.tables.mpEastWestMaps' } },
    { id: 'combat', label: { key: 'dark-sands:companion.tables.combat' } },
    { id: 'zoc', label: { key: 'dark-sands:companion.tables.zoneOfControl' } },
  ],
  cellPattern: '^.{1,24}$',
  builtIn: { cells: TERRAIN.map(([, a, b, c, d]) => [a, b, c, d]), source: src('Terrain Effects Chart (L2549–2575)') },
  notes: { key: 'dark-sands:companion.tables.neNoEffectOtOtherTerrain' },
};

export const DS_DISRUPTION: TableSpec = {
  id: 'disruption',
  title: { key: 'dark-sands:companion.tables.disruptionTable' },
  rule: '19.2',
  rows: [1, 2, 3, 4, 5, 6, 7].map((r) => ({ id: String(r), label: { key: 'dark-sands:companion.tables.modifiedRoll', params: { r } } })),
  cols: [{ id: 'result', label: { key: 'dark-sands:companion.tables.result' } }],
  cellPattern: '^(OK|DIS)$',
  builtIn: { cells: [['OK'], ['OK'], ['OK'], ['OK'], ['DIS'], ['DIS'], ['DIS']], source: src('Disruption Table (L2531–2536)') },
  notes: { key: 'dark-sands:companion.tables.disDisrupted1ForAUnit' },
};

export const DS_RAILWAY: TableSpec = {
  id: 'railway',
  title: { key: 'dark-sands:companion.tables.railwayAdvanceTable' },
  rule: '23.3.1',
  rows: [1, 2, 3, 4, 5, 6].map((r) => ({ id: String(r), label: { key: 'dark-sands:companion.tables.die', params: { r } } })),
  cols: [
    { id: 'east', label: { key: 'dark-sands:companion.tables.hexesEastMap' } },
    { id: 'central', label: { key: 'dark-sands:companion.tables.hexesCentralMap' } },
  ],
  cellPattern: '^\\d$',
  builtIn: { cells: [['0', '0'], ['0', '0'], ['2', '4'], ['2', '4'], ['3', '6'], ['3', '6']], source: src('Railway Advance Table (L2538–2542)') },
};

export const DS_REPLACEMENT_CHITS: TableSpec = {
  id: 'replacement-chits',
  title: { key: 'dark-sands:companion.tables.replacementChitValuesEnterThemFrom' },
  rule: '17.2',
  rows: [],
  cols: [
    { id: 'chit', label: { key: 'dark-sands:companion.tables.chit' } },
    { id: 'panzer', label: { key: 'dark-sands:companion.tables.panzer' } },
    { id: 'german-inf', label: { key: 'dark-sands:companion.tables.germanInfantry' } },
    { id: 'italian', label: { key: 'dark-sands:companion.tables.italian' } },
    { id: 'allied-tank', label: { key: 'dark-sands:companion.tables.alliedTank' } },
    { id: 'allied-inf', label: { key: 'dark-sands:companion.tables.alliedInfantry' } },
  ],
  cellPattern: '^[^,]{1,24}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: { key: 'dark-sands:companion.tables.theSeedNamesTheChits41' },
};

export const DS_INITIATIVE: TableSpec = {
  id: 'initiative-track',
  title: { key: 'dark-sands:companion.tables.initiativeInsigniaOnTheTurnRecord' },
  rule: '18.2',
  rows: Array.from({ length: 17 }, (_, i) => ({ id: String(i + 1), label: { key: 'dark-sands:companion.tables.turn', params: { n: i + 1 } } })),
  cols: [{ id: 'side', label: { key: 'dark-sands:companion.tables.initiative' } }],
  cellPattern: '^(allied|axis|-)$',
  builtIn: null,
  notes: { key: 'dark-sands:companion.tables.knownFromTheSeedTurns1' },
};

export const DS_TABLES: TableSpec[] = [DS_MOBILE_CRT, DS_ASSAULT_CRT, DS_TEC, DS_DISRUPTION, DS_RAILWAY, DS_REPLACEMENT_CHITS, DS_INITIATIVE];
