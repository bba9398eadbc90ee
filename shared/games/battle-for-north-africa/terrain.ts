import { mp, P, UNKNOWN, type TerrainChartInput } from '../../board-data/chart.js';

/**
 * Battle for North Africa's terrain as far as its rulebook describes it (seed 001 §2.2, rules
 * 6.2–6.4, 7.1, 9.2.5 and the errata): the Terrain Chart itself is not in the rulebook, so every
 * movement cost and combat effect it alone would give is unknown — the player reads it off their
 * own chart (or adds it as their own type). What the rules do say is kept: mechanized units may
 * not enter mountains even by road or track (6.2.4), a pass always costs +1 (errata, note c),
 * impassable hexes and hexsides cannot be entered. Two movement columns: foot and mechanized (6.2.1).
 * A track's cost is a third of the terrain's, rounded up (6.2.3; the errata says "halving"): a
 * rule of arithmetic, not a chart value, so it is left to the player too.
 */

const k = (s: string) => ({ key: `battle-for-north-africa:terrain.${s}` });
const unknown = { foot: UNKNOWN, mechanized: UNKNOWN };
const chartMissing = [{ kind: 'unknown' as const, note: k('note.chartMissing') }];

export const BATTLE_FOR_NORTH_AFRICA_TERRAIN: TerrainChartInput = {
  game: 'battle-for-north-africa',
  rule: '6.2',
  movementColumns: [
    { id: 'foot', name: k('column.foot') },
    { id: 'mechanized', name: k('column.mechanized') },
  ],
  types: [
    { id: 'desert', layer: 'hex', name: k('type.desert'), movement: unknown, combat: chartMissing, notes: [k('note.desertLoc')], rule: '6.4.2, 9.2.5', colour: '#e3cf97' },
    { id: 'clear', layer: 'hex', name: k('type.clear'), movement: unknown, combat: chartMissing, notes: [k('note.boxAllowed')], rule: '6.4.2, 9.4', colour: '#d8d9a0' },
    { id: 'rough', layer: 'hex', name: k('type.rough'), movement: unknown, combat: chartMissing, notes: [k('note.boxAllowed')], rule: '6.4.2, 9.4', colour: '#ad8c5f' },
    { id: 'mountain', layer: 'hex', name: k('type.mountain'), movement: { foot: UNKNOWN, mechanized: P }, combat: chartMissing, notes: [k('note.mountainStacking'), k('note.mountainZoc')], rule: '6.2.4, 6.4.2, 7.1', colour: '#746251' },
    { id: 'oasis', layer: 'hex', name: k('type.oasis'), movement: unknown, combat: chartMissing, notes: [k('note.boxAllowed'), k('note.oasisIsolated')], rule: '6.4.2, 9.5.4', colour: '#7fae6a' },
    { id: 'impassable', layer: 'hex', name: k('type.impassable'), movement: { foot: P, mechanized: P }, combat: [{ kind: 'prohibited' }], rule: '6.2', colour: '#3a3a3a' },
    { id: 'village', layer: 'feature', name: k('type.village'), movement: unknown, combat: chartMissing, notes: [k('note.villageLoc')], rule: '6.4.2, 9.2.5', colour: '#b04a48' },
    { id: 'city', layer: 'feature', name: k('type.city'), movement: unknown, combat: chartMissing, notes: [k('note.cityStacking')], rule: '6.1.3, 6.4.2, 8.2.9', colour: '#8d2f31' },
    { id: 'escarpment', layer: 'hexside', name: k('type.escarpment'), movement: unknown, combat: chartMissing, notes: [k('note.notByTrack')], rule: '6.2.5', colour: '#4c3a2b' },
    { id: 'ridge', layer: 'hexside', name: k('type.ridge'), movement: unknown, combat: chartMissing, notes: [k('note.ridgePass')], rule: 'Errata', colour: '#6f5a3a' },
    { id: 'pass', layer: 'hexside', name: k('type.pass'), movement: { foot: mp(1), mechanized: mp(1) }, combat: chartMissing, notes: [k('note.passAlways')], rule: '6.2.5, Errata', colour: '#a0703a' },
    { id: 'wadi', layer: 'hexside', name: k('type.wadi'), movement: unknown, combat: chartMissing, notes: [k('note.notByTrack'), k('note.wadiLoc')], rule: '6.2.5, 9.2.5', colour: '#9a6b3c' },
    { id: 'watercourse', layer: 'hexside', name: k('type.watercourse'), movement: unknown, combat: chartMissing, notes: [k('note.notByTrack')], rule: '6.2.5', colour: '#5f9bd6' },
    { id: 'impassable-side', layer: 'hexside', name: k('type.impassableSide'), movement: { foot: P, mechanized: P }, combat: [{ kind: 'prohibited' }], rule: '6.2, 7.1', colour: '#222222' },
    { id: 'main-road', layer: 'hexside', name: k('type.mainRoad'), along: true, movement: unknown, combat: [{ kind: 'other' }], notes: [k('note.mainRoad')], rule: '6.2.2, 6.2.5', colour: '#3b3b3b' },
    { id: 'track', layer: 'hexside', name: k('type.track'), along: true, keepsHexsideCosts: true, movement: unknown, combat: [{ kind: 'other' }], notes: [k('note.trackThird')], rule: '6.2.3, 6.2.5', colour: '#7a7a7a' },
  ],
  counterValues: [
    { kind: 'number', id: 'strength', name: k('value.strength'), rule: '8.1', min: 0, max: 30 },
    { kind: 'number', id: 'armour', name: k('value.armour'), rule: '8.3.1', min: 0, max: 20 },
    { kind: 'number', id: 'artillery', name: k('value.artillery'), rule: '8.4', min: 0, max: 20 },
    { kind: 'flag', id: 'armoured', name: k('value.armoured'), rule: '8.3.4' },
    { kind: 'flag', id: 'mechanized', name: k('value.mechanized'), rule: '6.2.1' },
    { kind: 'number', id: 'movement', name: k('value.movement'), rule: '6.1', min: 0, max: 40 },
    { kind: 'number', id: 'stacking', name: k('value.stacking'), rule: '6.4.1', min: 0, max: 10 },
  ],
};
