import type { TableSpec, Text } from '../../../../shared/companion/definition.js';

/**
 * Battle for North Africa tables for the companion. The seed (001) prints only the Independent AM
 * table (4.1.6); every chart the game plays from is missing (research seed-001 §5.2): the CRT, the
 * odds-to-DRM table, the Terrain Chart, the Fortification Effects chart, the RP charts, the air
 * support chart, the commander and random-event tables. They are declared here for the player to
 * enter; where the seed does not say how they are laid out, they can grow rows and columns.
 */

export const BNA_SEED = '001_c6ca837be4c27008.txt';

const D10_ROWS = Array.from({ length: 10 }, (_, d) => ({ id: String(d), label: { key: 'battle-for-north-africa:companion.tables.die', params: { d } } }));

export const BNA_INDEPENDENT_AM: TableSpec = {
  id: 'independent-am',
  title: { key: 'battle-for-north-africa:companion.tables.independentActivationMarkerUnitsActivated' },
  rule: '4.1.6',
  rows: D10_ROWS,
  cols: [{ id: 'units', label: { key: 'battle-for-north-africa:companion.tables.units' } }],
  cellPattern: '^[1-3]$',
  builtIn: { cells: ['1', '1', '1', '2', '2', '2', '2', '2', '3', '3'].map((x) => [x]), source: { kind: 'rulebook', ref: `${BNA_SEED} §4.1.6` } },
};

export const BNA_ODDS_DRM: TableSpec = {
  id: 'odds-drm',
  title: { key: 'battle-for-north-africa:companion.tables.oddsToDrmEnterItFrom' },
  rule: '8.2.5',
  rows: [],
  cols: [{ id: 'odds', label: { key: 'battle-for-north-africa:companion.tables.odds' } }, { id: 'drm', label: { key: 'battle-for-north-africa:companion.tables.drm' } }],
  cellPattern: '^[^,]{1,12}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: { key: 'battle-for-north-africa:companion.tables.theSeedSaysADrmFollows' },
};

export const BNA_CRT: TableSpec = {
  id: 'crt',
  title: { key: 'battle-for-north-africa:companion.tables.combatResultsTableEnterItFrom' },
  rule: '8.2.8',
  rows: [],
  cols: [
    { id: 'roll', label: { key: 'battle-for-north-africa:companion.tables.modifiedRoll' } },
    { id: 'attacker', label: { key: 'battle-for-north-africa:companion.tables.attacker' } },
    { id: 'defender', label: { key: 'battle-for-north-africa:companion.tables.defender' } },
  ],
  cellPattern: '^.{1,40}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes: { key: 'battle-for-north-africa:companion.tables.notInTheSeedAndIts' },
};

const missing = (id: string, rule: string, table: Text, notes: Text, cols: { id: string; label: Text }[] = [{ id: 'value', label: { key: 'battle-for-north-africa:companion.tables.column.value' } }]): TableSpec => ({
  id,
  title: { key: 'battle-for-north-africa:companion.tables.enterItFromYourCopy', params: { table } },
  rule,
  rows: [],
  cols: [{ id: 'key', label: { key: 'battle-for-north-africa:companion.tables.row' } }, ...cols],
  cellPattern: '^.{1,40}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes,
});

export const BNA_TERRAIN = missing('terrain', '6.2, 8.2.3', { key: 'battle-for-north-africa:companion.tables.terrainChart' },
  { key: 'battle-for-north-africa:companion.tables.missingNotes.terrain' },
  [{ id: 'mp-foot', label: { key: 'battle-for-north-africa:companion.tables.column.mpFoot' } }, { id: 'mp-motorized', label: { key: 'battle-for-north-africa:companion.tables.column.mpMotorized' } }, { id: 'combat', label: { key: 'battle-for-north-africa:companion.tables.column.combat' } }]);
export const BNA_FORTIFICATION = missing('fortification', '9.4', { key: 'battle-for-north-africa:companion.tables.fortificationEffectsChart' },
  { key: 'battle-for-north-africa:companion.tables.missingNotes.fortification' });
export const BNA_AXIS_RP = missing('axis-rp', '9.1.2', { key: 'battle-for-north-africa:companion.tables.axisRpAvailabilityChart' },
  { key: 'battle-for-north-africa:companion.tables.missingNotes.axisRp' },
  [{ id: 'dice', label: { key: 'battle-for-north-africa:companion.tables.column.dice' } }]);
export const BNA_ALLIED_RP = missing('allied-rp', '9.1.3', { key: 'battle-for-north-africa:companion.tables.alliedRpArrivalSchedule' },
  { key: 'battle-for-north-africa:companion.tables.missingNotes.alliedRp' },
  [{ id: 'rp', label: { key: 'battle-for-north-africa:companion.tables.column.rp' } }]);
export const BNA_AIR = missing('air-availability', '8.5.1', { key: 'battle-for-north-africa:companion.tables.airSupportAvailabilityChart' },
  { key: 'battle-for-north-africa:companion.tables.missingNotes.airAvailability' },
  [{ id: 'axis', label: { key: 'battle-for-north-africa:companion.tables.column.axis' } }, { id: 'allied', label: { key: 'battle-for-north-africa:companion.tables.column.allied' } }]);
export const BNA_COMMANDERS = missing('allied-commanders', '4.5.4', { key: 'battle-for-north-africa:companion.tables.alliedCommanderTable' },
  { key: 'battle-for-north-africa:companion.tables.missingNotes.alliedCommanders' });
export const BNA_EVENTS = missing('random-events', '10.0', { key: 'battle-for-north-africa:companion.tables.randomEventsTable' },
  { key: 'battle-for-north-africa:companion.tables.missingNotes.randomEvents' });

export const BNA_TABLES: TableSpec[] = [BNA_INDEPENDENT_AM, BNA_ODDS_DRM, BNA_CRT, BNA_TERRAIN, BNA_FORTIFICATION, BNA_AXIS_RP, BNA_ALLIED_RP, BNA_AIR, BNA_COMMANDERS, BNA_EVENTS];
