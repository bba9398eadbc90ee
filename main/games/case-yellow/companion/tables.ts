import type { TableSpec } from '../../../../shared/companion/definition.js';

/**
 * Case Yellow, 1940 tables for the companion (seed 003). The seed prints the Stuka, bridgehead,
 * airborne, variable VP, action-marker, air-support and Eben Emael tables (research seed-003 §2.4);
 * it lost the CRT body, the River Crossing Interdiction Table, the fixed VP schedule and the
 * surrender tables printed on the map (§2.4.11, §5.2): those are declared without cells.
 */

export const CY_SEED = '003_7c635a494592e798.txt';
const src = (where: string) => ({ kind: 'rulebook' as const, ref: `${CY_SEED} ${where}` });

export const DIE_ROWS = [1, 2, 3, 4, 5, 6].map((d) => ({ id: String(d), label: { key: 'case-yellow:companion.tables.die', params: { d } } }));

export const CY_ODDS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export const CY_RESULTS = ['AE', 'AL1', 'C', 'BL1', 'ENG', 'DR', 'DL1', 'DE'] as const;

export const CY_CRT: TableSpec = {
  id: 'crt',
  title: { key: 'case-yellow:companion.tables.combatResultsTableEnterItFrom' },
  rule: '11.3',
  rows: DIE_ROWS,
  cols: CY_ODDS.map((o) => ({ id: o, label: { key: 'companion.verbatim', params: { text: o } } })),
  cellPattern: '^(AE|AL1|C|BL1|ENG|DR|DL1|DE)$',
  builtIn: null,
  notes: { key: 'case-yellow:companion.tables.theSeedKeepsOnlyTheHeading' },
};

export const CY_STUKA: TableSpec = {
  id: 'stuka',
  title: { key: 'case-yellow:companion.tables.stukaDiveBombingTable' },
  rule: '5.1e',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { key: 'case-yellow:companion.tables.result' } }],
  cellPattern: '^(NE\\*?|DIS|DIS\\+DL1)$',
  builtIn: { cells: [['NE*'], ['NE'], ['DIS'], ['DIS'], ['DIS'], ['DIS+DL1']], source: src('Stuka Dive-Bombing Table (after the TEC)') },
  notes: { key: 'case-yellow:companion.tables.neNoEffectOverTheDynamo' },
};

export const CY_BRIDGEHEAD: TableSpec = {
  id: 'bridgehead',
  title: { key: 'case-yellow:companion.tables.germanBridgeheadCreationTable' },
  rule: '10.8',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { key: 'case-yellow:companion.tables.result' } }],
  cellPattern: '^(YES|NO)$',
  builtIn: { cells: [['NO'], ['NO'], ['NO'], ['YES'], ['YES'], ['YES']], source: src('German Bridgehead Creation Table') },
  notes: { key: 'case-yellow:companion.tables.modifiedRollsBelow1ReadAs' },
};

export const CY_AIRBORNE: TableSpec = {
  id: 'airborne',
  title: { key: 'case-yellow:companion.tables.germanAirborneLandingTable' },
  rule: 'S4.2',
  rows: [
    { id: '1-5', label: { key: 'case-yellow:companion.tables.modifiedRoll15' } },
    { id: '6+', label: { key: 'case-yellow:companion.tables.modifiedRoll6OrMore' } },
  ],
  cols: [{ id: 'result', label: { key: 'case-yellow:companion.tables.result' } }],
  cellPattern: '^(X|E)$',
  builtIn: { cells: [['X'], ['E']], source: src('German Airborne Landing Table') },
  notes: { key: 'case-yellow:companion.tables.xLandedNoLossERegiment' },
};

export const CY_VARIABLE_VP: TableSpec = {
  id: 'variable-vp',
  title: { key: 'case-yellow:companion.tables.variableVictoryPointsScenarios1And' },
  rule: '12.8',
  rows: DIE_ROWS,
  cols: [
    { id: 'allied-city', label: { key: 'case-yellow:companion.tables.alliedTakesAGermanCityOr' } },
    { id: 'panzer-eliminated', label: { key: 'case-yellow:companion.tables.aGermanPanzerDivisionEliminatedAllied' } },
    { id: 'belgian-surrender', label: { key: 'case-yellow:companion.tables.belgianSurrenderOnTurns35' } },
    { id: 'maginot-breach', label: { key: 'case-yellow:companion.tables.maginotLineBreachedGermanVp' } },
  ],
  cellPattern: '^\\d$',
  builtIn: {
    cells: [['1', '1', '2', '2'], ['1', '2', '3', '2'], ['2', '2', '3', '3'], ['2', '2', '3', '3'], ['2', '3', '4', '3'], ['3', '3', '4', '4']],
    source: src('Variable VP Table (scenarios 1 and 2)'),
  },
};

export const CY_ACTION_MARKERS: TableSpec = {
  id: 'action-markers',
  title: { key: 'case-yellow:companion.tables.actionRoundMarkersAvailableScenario3' },
  rule: 'S7.6',
  rows: DIE_ROWS,
  cols: [
    { id: 'allied-2-6', label: { key: 'case-yellow:companion.tables.alliedTurns26' } },
    { id: 'allied-7-10', label: { key: 'case-yellow:companion.tables.alliedTurns710' } },
    { id: 'german-2-10', label: { key: 'case-yellow:companion.tables.germanTurns210CaseRed' } },
  ],
  cellPattern: '^\\d$',
  builtIn: { cells: [['2', '3', '3'], ['3', '3', '3'], ['3', '3', '4'], ['3', '4', '4'], ['4', '4', '4'], ['4', '4', '4']], source: src('Variable Action Round Marker Availability Table (scenario 3)') },
};

export const CY_AIR_SUPPORT: TableSpec = {
  id: 'air-support',
  title: { key: 'case-yellow:companion.tables.airSupportsAvailableScenario3' },
  rule: 'S7.5, 5.1b',
  rows: DIE_ROWS,
  cols: [
    { id: 'allied-1-2', label: { key: 'case-yellow:companion.tables.alliedTurns12' } },
    { id: 'allied-3-10', label: { key: 'case-yellow:companion.tables.alliedTurns310' } },
    { id: 'german-2-10', label: { key: 'case-yellow:companion.tables.germanTurns210CaseRed2' } },
  ],
  cellPattern: '^\\d$',
  builtIn: { cells: [['1', '1', '4'], ['1', '1', '4'], ['1', '2', '4'], ['1', '2', '4'], ['2', '2', '5'], ['2', '3', '6']], source: src('Variable Air Support Availability Table (scenario 3)') },
  notes: { key: 'case-yellow:companion.tables.lessOneForEachOfThe' },
};

export const CY_EBEN_EMAEL: TableSpec = {
  id: 'eben-emael',
  title: { key: 'case-yellow:companion.tables.ebenEmaelDestructionTableScenario3' },
  rule: 'S7.8',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { key: 'case-yellow:companion.tables.result' } }],
  cellPattern: '^(NO|DE)$',
  builtIn: { cells: [['NO'], ['NO'], ['DE'], ['DE'], ['DE'], ['DE']], source: src('Eben Emael Destruction Table') },
};

export const CY_INTERDICTION: TableSpec = {
  id: 'interdiction',
  title: { key: 'case-yellow:companion.tables.riverCrossingInterdictionTableEnterIt' },
  rule: '5.1c',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { key: 'case-yellow:companion.tables.result' } }],
  cellPattern: '^.{1,24}$',
  builtIn: null,
  notes: { key: 'case-yellow:companion.tables.referencedButNotPrintedInThe' },
};

export const CY_FIXED_VP: TableSpec = {
  id: 'fixed-vp',
  title: { key: 'case-yellow:companion.tables.victoryPointScheduleScenarios1And' },
  rule: '12.8',
  rows: [],
  cols: [
    { id: 'event', label: { key: 'case-yellow:companion.tables.event' } },
    { id: 'german', label: { key: 'case-yellow:companion.tables.germanVp' } },
    { id: 'allied', label: { key: 'case-yellow:companion.tables.alliedVp' } },
  ],
  cellPattern: '^[^,]{1,40}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: { key: 'case-yellow:companion.tables.theSeedOnlySaysSeeThe' },
};

export const CY_SURRENDER: TableSpec = {
  id: 'surrender',
  title: { key: 'case-yellow:companion.tables.dutchAndBelgianSurrenderTablesPrinted' },
  rule: '12.5',
  rows: [],
  cols: [{ id: 'key', label: { key: 'case-yellow:companion.tables.row' } }],
  cellPattern: '^.{1,24}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes: { key: 'case-yellow:companion.tables.theMapTablesAreNotIn' },
};

export const CY_TABLES: TableSpec[] = [CY_CRT, CY_STUKA, CY_BRIDGEHEAD, CY_AIRBORNE, CY_VARIABLE_VP, CY_ACTION_MARKERS, CY_AIR_SUPPORT, CY_EBEN_EMAEL, CY_INTERDICTION, CY_FIXED_VP, CY_SURRENDER];
