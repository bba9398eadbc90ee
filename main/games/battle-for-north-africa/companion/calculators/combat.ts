import type { CalcResult, CalcStep, CalculatorSpec, Compute, InputValues, Text } from '../../../../../shared/companion/definition.js';
import { cellsOf, dieOk, flag, fmt, invalid, keyedRow, list, missing, num, signed, step } from '../../../companion/calc.js';
import { BNA_CRT, BNA_ODDS_DRM } from '../tables.js';

/**
 * Battle for North Africa combat (8.2–8.5): each unit's CS (unsupported armour halved, isolated
 * units halved, minimum 1), armour and artillery points (halved when isolated), odds rounded to the
 * nearest half (21:11 → 2:1, 10:15 → 1:1.5, 10:11 → 1:1), the DRMs the seed gives — concentric
 * attack +1, armour and artillery comparisons (±1, ±2; ±2 halved for a side whose armour is only
 * anti-tank assets; no armour against fortifications), air ±1 per marker, terrain from the player's
 * chart — then the odds DRM and the CRT, both from the player's copy (neither is in the seed).
 */

const unitItems = (side: 'attacker' | 'defender') => [
  { kind: 'number' as const, id: 'cs', label: { key: 'battle-for-north-africa:companion.calculators.combat.combatStrength' }, rule: '8.1', min: 0, max: 30, default: side === 'attacker' ? 4 : 3 },
  { kind: 'number' as const, id: 'ap', label: { key: 'battle-for-north-africa:companion.calculators.combat.armourPoints' }, rule: '8.3.1', min: 0, max: 20, default: 0 },
  { kind: 'number' as const, id: 'art', label: { key: 'battle-for-north-africa:companion.calculators.combat.artilleryPoints' }, rule: '8.4', min: 0, max: 20, default: 0 },
  { kind: 'flag' as const, id: 'armour', label: { key: 'battle-for-north-africa:companion.calculators.combat.armouredUnit' }, rule: '8.3.4', default: false },
  { kind: 'flag' as const, id: 'supported', label: { key: 'battle-for-north-africa:companion.calculators.combat.stackedWithInfantry' }, rule: '8.3.4', default: false },
  { kind: 'flag' as const, id: 'isolated', label: { key: 'battle-for-north-africa:companion.calculators.combat.isolated' }, rule: '8.2.7, 9.5.3', default: false },
];

export const BNA_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { key: 'battle-for-north-africa:companion.calculators.combat.combatOddsAndModifiers' },
  rule: '8.2',
  inputs: [
    { kind: 'list', id: 'attackers', label: { key: 'battle-for-north-africa:companion.calculators.combat.attackingUnits' }, rule: '8.2.3', min: 1, max: 12, item: unitItems('attacker') },
    { kind: 'list', id: 'defenders', label: { key: 'battle-for-north-africa:companion.calculators.combat.defendingUnits' }, rule: '8.2.3', min: 1, max: 12, item: unitItems('defender') },
    { kind: 'flag', id: 'attackerAtOnly', label: { key: 'battle-for-north-africa:companion.calculators.combat.attackerSArmourPointsComeOnly' }, rule: '8.3.2', default: false },
    { kind: 'flag', id: 'defenderAtOnly', label: { key: 'battle-for-north-africa:companion.calculators.combat.defenderSArmourPointsComeOnly' }, rule: '8.3.2', default: false },
    { kind: 'flag', id: 'fortified', label: { key: 'battle-for-north-africa:companion.calculators.combat.defenderFortifiedOrEntrenchedNoArmour' }, rule: '8.3.3', default: false },
    { kind: 'flag', id: 'surrounded', label: { key: 'battle-for-north-africa:companion.calculators.combat.defenderSurroundedConcentricAttack' }, rule: '8.2.6', default: false },
    { kind: 'number', id: 'airAttacker', label: { key: 'battle-for-north-africa:companion.calculators.combat.attackerAirMarkersOnTheTarget' }, rule: '8.5.4', min: 0, max: 10, default: 0 },
    { kind: 'number', id: 'airDefender', label: { key: 'battle-for-north-africa:companion.calculators.combat.defenderAirMarkersOnTheTarget' }, rule: '8.5.4', min: 0, max: 10, default: 0 },
    { kind: 'number', id: 'terrain', label: { key: 'battle-for-north-africa:companion.calculators.combat.terrainDrmFromYourTerrainChart' }, rule: '8.2.3', min: -6, max: 6, default: 0 },
  ],
  tables: ['odds-drm', 'crt'],
  roll: 'd10',
  notes: { key: 'battle-for-north-africa:companion.calculators.combat.theOddsDrmAndTheResults' },
};

const NS = 'battle-for-north-africa:companion.calculators.combat';

function modified(u: InputValues, i: number, who: 'attacker' | 'defender', steps: CalcStep[]): { cs: number; ap: number; art: number } {
  let cs = Math.max(0, num(u, 'cs'));
  let ap = Math.max(0, num(u, 'ap'));
  let art = Math.max(0, num(u, 'art'));
  const parts = [fmt(cs)];
  if (flag(u, 'armour') && !flag(u, 'supported')) { cs = Math.max(1, Math.floor(cs / 2)); parts.push('½'); }
  if (flag(u, 'isolated')) { cs = Math.max(1, Math.floor(cs / 2)); ap = Math.floor(ap / 2); art = Math.floor(art / 2); parts.push('½'); }
  if (parts.length > 1) {
    const armour: Text | '' = flag(u, 'armour') && !flag(u, 'supported') ? { key: `${NS}.armourHalved` } : '';
    const isolated: Text | '' = flag(u, 'isolated') ? { key: `${NS}.isolatedHalved` } : '';
    steps.push(step(flag(u, 'isolated') ? '8.3.4, 8.2.7' : '8.3.4', { key: `${NS}.unitCs`, params: { who: { key: `${NS}.${who}` }, n: i + 1, armour, isolated } }, `${parts.join(' ')} → ${cs}`));
  }
  return { cs, ap, art };
}

/** The armour (or artillery) comparison of 8.3.2 / 8.4: +2, +1, 0, −1, −2 for the attacker. */
export function comparisonDrm(a: number, d: number): number {
  if (a > d) return (d === 0 ? a >= 2 : a >= 2 * d) ? 2 : 1;
  if (d > a) return (a === 0 ? d >= 2 : d >= 2 * a) ? -2 : -1;
  return 0;
}

/** Odds rounded to the nearest half, written "2:1", "1:1.5", "1:1" (8.2.5). */
export function bnaOdds(a: number, d: number): string {
  const big = Math.max(a, d);
  const small = Math.min(a, d);
  const r = Math.max(1, Math.round((big / small) * 2) / 2);
  if (r === 1) return '1:1';
  return a >= d ? `${fmt(r)}:1` : `1:${fmt(r)}`;
}

export const computeBnaCombat: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const att = list(inputs, 'attackers').map((u, i) => modified(u, i, 'attacker', steps));
  const def = list(inputs, 'defenders').map((u, i) => modified(u, i, 'defender', steps));
  const sum = (xs: { cs: number; ap: number; art: number }[], k: 'cs' | 'ap' | 'art'): number => xs.reduce((s, x) => s + x[k], 0);
  const a = sum(att, 'cs');
  const d = sum(def, 'cs');
  if (!(a > 0)) return invalid(steps, '8.2.2', { key: 'battle-for-north-africa:companion.calculators.combat.noAttackingCombatStrengthUnitsWithout' });
  if (!(d > 0)) return invalid(steps, '8.2.2', { key: 'battle-for-north-africa:companion.calculators.combat.defendersWithoutCsDefendWithCs' });
  const odds = bnaOdds(a, d);
  steps.push(step('8.2.5', { key: 'battle-for-north-africa:companion.calculators.combat.oddsRoundedToTheNearestHalf' }, `${fmt(a)}:${fmt(d)} → ${odds}`));

  let drm = 0;
  if (flag(inputs, 'surrounded')) { drm += 1; steps.push(step('8.2.6', { key: 'battle-for-north-africa:companion.calculators.combat.concentricAttack' }, '+1')); }
  const aAp = sum(att, 'ap');
  const dAp = sum(def, 'ap');
  if (flag(inputs, 'fortified')) steps.push(step('8.3.3', { key: 'battle-for-north-africa:companion.calculators.combat.fortifiedOrEntrenchedDefenderNoArmour' }, '0'));
  else if (aAp > 0 || dAp > 0) {
    let v = comparisonDrm(aAp, dAp);
    const halve = (v === 2 && flag(inputs, 'attackerAtOnly')) || (v === -2 && flag(inputs, 'defenderAtOnly'));
    if (halve) v /= 2;
    drm += v;
    steps.push(step('8.3.2', (halve ? { key: 'battle-for-north-africa:companion.calculators.combat.armourPointsAntiTankOnlyHalved', params: { aAp, dAp } } : { key: 'battle-for-north-africa:companion.calculators.combat.armourPoints2', params: { aAp, dAp } }), signed(v)));
  }
  const aArt = sum(att, 'art');
  const dArt = sum(def, 'art');
  if (aArt > 0 || dArt > 0) {
    const v = comparisonDrm(aArt, dArt);
    drm += v;
    steps.push(step('8.4', { key: 'battle-for-north-africa:companion.calculators.combat.artilleryPoints2', params: { aArt, dArt } }, signed(v)));
  }
  const air = num(inputs, 'airAttacker') - num(inputs, 'airDefender');
  if (num(inputs, 'airAttacker') > 0 || num(inputs, 'airDefender') > 0) { drm += air; steps.push(step('8.5.4', { key: 'battle-for-north-africa:companion.calculators.combat.airMarkers1Attacker1Defender' }, signed(air))); }
  const terrain = num(inputs, 'terrain');
  if (terrain !== 0) { drm += terrain; steps.push(step('8.2.3', { key: 'battle-for-north-africa:companion.calculators.combat.terrainYourChart' }, signed(terrain))); }
  steps.push(step('8.2.3', { key: 'battle-for-north-africa:companion.calculators.combat.drmsSoFar' }, signed(drm)));

  const oddsRow = keyedRow(cellsOf(BNA_ODDS_DRM, tables), odds);
  if (!cellsOf(BNA_ODDS_DRM, tables)) return missing(steps, BNA_ODDS_DRM.id, BNA_CRT.id);
  if (!oddsRow) return invalid(steps, '8.2.5', { key: 'battle-for-north-africa:companion.calculators.combat.yourOddsTableHasNoRow', params: { odds } });
  const oddsDrm = Number((oddsRow[1] ?? '0').replace('−', '-').replace('+', ''));
  drm += oddsDrm;
  steps.push(step('8.2.5', { key: 'battle-for-north-africa:companion.calculators.combat.oddsDrmForYourTable', params: { odds } }, signed(oddsDrm)));
  steps.push(step('8.2.3', { key: 'battle-for-north-africa:companion.calculators.combat.totalDrm' }, signed(drm)));
  const crt = cellsOf(BNA_CRT, tables);
  if (!crt) return missing(steps, BNA_CRT.id);
  const die = dice?.[0];
  if (!dieOk(die, 0, 9)) return { steps, missingTables: [] };
  const total = die + drm;
  steps.push(step('2.3, 8.2.3', { key: 'battle-for-north-africa:companion.calculators.combat.d100IsZeroDrm' }, `${die} ${signed(drm)} = ${total}`));
  const row = keyedRow(crt, total);
  if (!row) return invalid(steps, '8.2.8', { key: 'battle-for-north-africa:companion.calculators.combat.yourCrtHasNoRowFor', params: { total } });
  const result = row.slice(1).join(' / ');
  steps.push(step('8.2.8', { key: 'battle-for-north-africa:companion.calculators.combat.crtRollAttackerDefender', params: { total } }, result));
  return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.combat.resultForEveryUnitOfEach' }, value: result, rule: '8.2.8' } };
};
