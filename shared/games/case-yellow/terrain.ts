import { ALL, mp, OT, P, UNKNOWN, type TerrainChartInput } from '../../board-data/chart.js';

/**
 * Case Yellow 1940's Terrain Effects Chart (seed 003 §2.2: the TEC as reconstructed from the
 * Italian rulebook's garbled chart, checked against rules 9.4, 10.4, 11.3–11.4 and the examples)
 * and the values its combat calculator asks of a counter (2.2a, 9.1). One movement column.
 *
 * Woods and Rough cost either 1 or "2 off road, 1 on road": the extraction cannot settle it, so
 * their cost is unknown — the player reads it off their chart. Marsh costs 2 (1 for Dutch units,
 * noted). Defensive Works and the fortified lines cost German units more while they stand; the
 * chart's "OT" is kept and the rest noted. Markers (Improved Defense, Refugees) are counters, not
 * map terrain.
 */

const k = (s: string) => ({ key: `case-yellow:terrain.${s}` });
const one = (m: ReturnType<typeof mp>) => ({ all: m });

export const CASE_YELLOW_TERRAIN: TerrainChartInput = {
  game: 'case-yellow',
  rule: 'TEC',
  movementColumns: [{ id: 'all', name: k('column.all') }],
  types: [
    { id: 'open', layer: 'hex', name: k('type.open'), movement: one(mp(1)), combat: [{ kind: 'none' }], rule: 'TEC', colour: '#d9dfa8' },
    { id: 'woods', layer: 'hex', name: k('type.woods'), movement: one(UNKNOWN), combat: [{ kind: 'shift-left', value: 1 }], notes: [k('note.woodsRoughCost')], rule: 'TEC', colour: '#7fa35a' },
    { id: 'rough', layer: 'hex', name: k('type.rough'), movement: one(UNKNOWN), combat: [{ kind: 'shift-left', value: 1 }], notes: [k('note.woodsRoughCost')], rule: 'TEC', colour: '#a88f66' },
    {
      id: 'forest', layer: 'hex', name: k('type.forest'), movement: one(mp(2)), combat: [{ kind: 'shift-left', value: 1 }],
      notes: [k('note.forestRoad'), k('note.forestMotorized'), k('note.noZocIntoForest')], rule: 'TEC, 9.4c, 10.4b', colour: '#3f6b35',
    },
    { id: 'hill', layer: 'hex', name: k('type.hill'), movement: one(mp(1)), combat: [{ kind: 'shift-left', value: 1 }], rule: 'TEC, 11.3', colour: '#c2a46e' },
    {
      id: 'marsh', layer: 'hex', name: k('type.marsh'), movement: one(mp(2)), combat: [{ kind: 'shift-left', value: 1, note: k('note.noArmourShift') }],
      notes: [k('note.marshDutch'), k('note.twoAirForOneShift'), k('note.noOverrun')], rule: 'TEC', colour: '#8fb3a0',
    },
    { id: 'mountain', layer: 'hex', name: k('type.mountain'), movement: one(P), combat: [{ kind: 'prohibited' }], rule: 'TEC', colour: '#6e5d50' },
    {
      id: 'flooded', layer: 'hex', name: k('type.flooded'), movement: one(ALL), combat: [{ kind: 'shift-left', value: 1, note: k('note.noArmourShift') }],
      notes: [k('note.floodedStart'), k('note.twoAirForOneShift'), k('note.noOverrun')], rule: 'TEC', colour: '#6f9fc9',
    },
    { id: 'town', layer: 'feature', name: k('type.town'), movement: one(OT), combat: [{ kind: 'other' }], notes: [k('note.reducedRetreat')], rule: 'TEC, 11.4c', colour: '#b0484a' },
    {
      id: 'city', layer: 'feature', name: k('type.city'), movement: one(OT), combat: [{ kind: 'shift-left', value: 1, note: k('note.noArmourShift') }],
      notes: [k('note.noZocIntoCity'), k('note.reducedRetreat'), k('note.noOverrun')], rule: 'TEC, 9.4b, 11.4c', colour: '#8e2f33',
    },
    { id: 'defensive-works', layer: 'feature', name: k('type.defensiveWorks'), movement: one(OT), combat: [{ kind: 'shift-left', value: 1, note: k('note.notDestroyed') }], notes: [k('note.dwGerman'), k('note.reducedRetreat')], rule: 'TEC, 10.9', colour: '#5a5a5a' },
    { id: 'fortified-line', layer: 'feature', name: k('type.fortifiedLine'), movement: one(OT), combat: [{ kind: 'other', note: k('note.fortArmour') }], notes: [k('note.fortEnter'), k('note.retreatOptional')], rule: 'TEC', colour: '#3d3d3d' },
    {
      id: 'minor-river', layer: 'hexside', name: k('type.minorRiver'), movement: one(mp(1)), combat: [{ kind: 'shift-left', value: 1, note: k('note.allAcross') }],
      notes: [k('note.crossingFree'), k('note.canals')], rule: 'TEC, Scen. 2.2', colour: '#5f9bd6',
    },
    {
      id: 'major-river', layer: 'hexside', name: k('type.majorRiver'), movement: one(mp(1)), combat: [{ kind: 'shift-left', value: 1, note: k('note.allAcross') }],
      notes: [k('note.motorizedAtCrossing'), k('note.noZocAcrossRiver')], rule: 'TEC, 9.4a', colour: '#2f74c0',
    },
    {
      id: 'rhine', layer: 'hexside', name: k('type.rhine'), movement: one(mp(1)), combat: [{ kind: 'shift-left', value: 1, note: k('note.allAcross') }],
      notes: [k('note.allAtCrossing'), k('note.noZocAcrossRiver')], rule: 'TEC, 9.4a', colour: '#1d4f8f',
    },
    { id: 'river-crossing', layer: 'hexside', name: k('type.riverCrossing'), movement: one(OT), combat: [{ kind: 'other' }], notes: [k('note.crossing')], rule: 'TEC, 5.1c', colour: '#c9a227' },
    { id: 'road', layer: 'hexside', name: k('type.road'), along: true, keepsHexsideCosts: true, movement: one(mp(1)), combat: [{ kind: 'other' }], notes: [k('note.roadRivers')], rule: '10.4a, 10.4c', colour: '#3b3b3b' },
  ],
  counterValues: [
    {
      kind: 'choice', id: 'type', name: k('value.type'), rule: '2.2a',
      options: [
        { id: 'infantry', name: k('value.infantry') },
        { id: 'panzer', name: k('value.panzer') },
        { id: 'armoured', name: k('value.armoured') },
        { id: 'motorized', name: k('value.motorized') },
        { id: 'paratroop', name: k('value.paratroop') },
        { id: 'arko', name: k('value.arko') },
        { id: 'attack-supply', name: k('value.attackSupply') },
      ],
    },
    {
      kind: 'choice', id: 'size', name: k('value.size'), rule: '2.2a',
      options: [
        { id: 'regiment', name: k('value.regiment') },
        { id: 'brigade', name: k('value.brigade') },
        { id: 'division', name: k('value.division') },
        { id: 'corps', name: k('value.corps') },
      ],
    },
    { kind: 'number', id: 'steps', name: k('value.steps'), rule: '2.2a', min: 1, max: 2 },
    { kind: 'number', id: 'strength', name: k('value.strength'), rule: '2.2a, 11.3', min: 0, max: 30, step: 0.5 },
    { kind: 'number', id: 'tactical', name: k('value.tactical'), rule: '2.2a, 11.4', min: 0, max: 9 },
    { kind: 'number', id: 'movement', name: k('value.movement'), rule: '2.2a, 10.0', min: 0, max: 12 },
    { kind: 'flag', id: 'motorized-box', name: k('value.motorizedBox'), rule: '2.2a' },
    { kind: 'flag', id: 'yellow-ma', name: k('value.yellowMa'), rule: '2.2a' },
    {
      kind: 'choice', id: 'nationality', name: k('value.nationality'), rule: '2.2a',
      options: [
        { id: 'german', name: k('value.german') },
        { id: 'french', name: k('value.french') },
        { id: 'british', name: k('value.british') },
        { id: 'belgian', name: k('value.belgian') },
        { id: 'dutch', name: k('value.dutch') },
      ],
    },
  ],
};
