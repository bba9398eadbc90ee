import { mp, NA, OT, P, type TerrainChartInput } from '../../board-data/chart.js';

/**
 * The Dark Sands' Terrain Effects Chart (rule 6.0 and the TEC, seed 002 §2.3, Italian rulebook
 * L2549–2575) as board data uses it, and the values its combat calculator asks of a counter
 * (2.3, 12.0, 17.5). Movement has two columns: the Central map and the side maps (West, East),
 * whose costs are double (19.1.5); a hex's section says which one it moves by.
 *
 * Wadi and Ridge are hexside features; their 1/2 MP are read as added to the hex's cost, since a
 * Road or a Track "cancels hexside movement costs" (seed AMBIG-3). Named locations, VP locations
 * and ports are places with roles (all OT on the chart). The Fortified Box is a support counter,
 * not map terrain, and the Bypass Road has no effect until built (then it is a Road): neither
 * changes a path's cost here.
 */

const k = (s: string) => ({ key: `dark-sands:terrain.${s}` });
const both = (c: number, s: number) => ({ central: mp(c), side: mp(s) });
const same = (m: ReturnType<typeof mp>) => ({ central: m, side: m });

export const DARK_SANDS_TERRAIN: TerrainChartInput = {
  game: 'dark-sands',
  rule: '6.0, TEC',
  movementColumns: [
    { id: 'central', name: k('column.central') },
    { id: 'side', name: k('column.side') },
  ],
  sections: [
    { id: 'west', name: k('section.west'), movementColumn: 'side' },
    { id: 'central', name: k('section.central'), movementColumn: 'central' },
    { id: 'east', name: k('section.east'), movementColumn: 'side' },
  ],
  types: [
    { id: 'desert', layer: 'hex', name: k('type.desert'), movement: both(1, 2), combat: [{ kind: 'none' }], rule: '6.0, TEC', colour: '#e8d59a' },
    {
      id: 'salt-marsh', layer: 'hex', name: k('type.saltMarsh'), movement: both(1, 2),
      combat: [{ kind: 'armour-halved', note: k('note.armour') }], notes: [k('note.armourRoadOnly'), k('note.noZocInto')], rule: '6.0, TEC C', colour: '#b9c9b0',
    },
    { id: 'rough', layer: 'hex', name: k('type.rough'), movement: both(2, 4), combat: [{ kind: 'defence-plus', value: 1 }], notes: [k('note.noZocInto')], rule: '6.0, TEC', colour: '#b08a5a' },
    {
      id: 'mountain', layer: 'hex', name: k('type.mountain'), movement: { central: NA, side: mp(4) },
      combat: [{ kind: 'shift-left', value: 1 }], notes: [k('note.armourRoadOnly'), k('note.noZocInto')], rule: '6.0, TEC C', colour: '#7d6a55',
    },
    { id: 'ocean', layer: 'hex', name: k('type.ocean'), movement: same(P), combat: [{ kind: 'prohibited' }], notes: [k('note.noZocAcross')], rule: '6.0, TEC', colour: '#5b8fc7' },
    { id: 'bardia-fort', layer: 'feature', name: k('type.bardiaFort'), movement: { central: OT, side: NA }, combat: [{ kind: 'defence-plus', value: 1 }], notes: [k('note.noZocIntoAcross')], rule: '14.0, TEC', colour: '#8c4a3b' },
    {
      id: 'tobruk-fort', layer: 'feature', name: k('type.tobrukFort'), movement: { central: OT, side: NA },
      combat: [{ kind: 'defence-plus-per-unit', value: 1, note: k('note.tobrukFort') }], notes: [k('note.noZocIntoAcross')], rule: '14.1, TEC F', colour: '#a0523f',
    },
    { id: 'wadi', layer: 'hexside', name: k('type.wadi'), movement: both(1, 2), combat: [{ kind: 'defence-plus', value: 1, note: k('note.wadiAll') }], notes: [k('note.hexsideAdded')], rule: '6.0, TEC D', colour: '#9a6b3c' },
    {
      id: 'ridge', layer: 'hexside', name: k('type.ridge'), movement: both(1, 2),
      combat: [{ kind: 'attack-minus-per-unit', value: 1 }], notes: [k('note.noZocAcross'), k('note.hexsideAdded')], rule: '6.0, TEC E', colour: '#6f5a3a',
    },
    { id: 'escarpment', layer: 'hexside', name: k('type.escarpment'), movement: same(P), combat: [{ kind: 'prohibited' }], notes: [k('note.noZocAcross')], rule: '6.0, TEC', colour: '#4a3728' },
    { id: 'all-sea', layer: 'hexside', name: k('type.allSea'), movement: same(P), combat: [{ kind: 'prohibited' }], notes: [k('note.noZocAcross')], rule: '6.0, TEC', colour: '#2f6aa8' },
    { id: 'road', layer: 'hexside', name: k('type.road'), along: true, movement: { central: mp(0.25), side: mp(0.5) }, combat: [{ kind: 'other' }], notes: [k('note.allowsZoc'), k('note.cancelsHexside')], rule: '19.1.5, TEC H', colour: '#3b3b3b' },
    { id: 'track', layer: 'hexside', name: k('type.track'), along: true, movement: { central: mp(0.5), side: mp(1) }, combat: [{ kind: 'other' }], notes: [k('note.allowsZoc'), k('note.cancelsHexside')], rule: '19.1.5, TEC H', colour: '#7a7a7a' },
    { id: 'railway', layer: 'hexside', name: k('type.railway'), movement: same(OT), combat: [{ kind: 'other' }], rule: '9.0, TEC', colour: '#202020' },
    { id: 'bypass-road', layer: 'hexside', name: k('type.bypassRoad'), movement: same(OT), combat: [{ kind: 'other' }], notes: [k('note.bypass')], rule: '23.3.2, TEC', colour: '#555555' },
  ],
  counterValues: [
    {
      kind: 'choice', id: 'type', name: k('value.type'), rule: '2.3, 12.0',
      options: [
        { id: 'infantry', name: k('value.infantry') },
        { id: 'tank', name: k('value.tank') },
        { id: 'panzer', name: k('value.panzer') },
        { id: 'armoured-car', name: k('value.armouredCar') },
        { id: 'garrison', name: k('value.garrison') },
        { id: 'hq', name: k('value.hq') },
      ],
    },
    { kind: 'number', id: 'steps', name: k('value.steps'), rule: '2.3, 12.0', min: 1, max: 2 },
    { kind: 'number', id: 'attack', name: k('value.attack'), rule: '2.3, 20.2.2', min: 0, max: 20 },
    { kind: 'number', id: 'defence', name: k('value.defence'), rule: '2.3, 20.2.3', min: 0, max: 20 },
    { kind: 'number', id: 'movement', name: k('value.movement'), rule: '2.3, 19.1', min: 0, max: 30 },
    {
      kind: 'choice', id: 'nationality', name: k('value.nationality'), rule: '2.3, 14.1',
      options: [
        { id: 'german', name: k('value.german') },
        { id: 'italian', name: k('value.italian') },
        { id: 'allied', name: k('value.allied') },
      ],
    },
    { kind: 'flag', id: 'non-replaceable', name: k('value.nonReplaceable'), rule: '17.5' },
  ],
};
