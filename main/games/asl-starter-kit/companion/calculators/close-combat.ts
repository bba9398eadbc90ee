import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, invalid, missing, num, signed, step, str } from '../../../companion/calc.js';
import { CCT, CCT_COLUMNS } from '../tables.js';

/**
 * ASL Starter Kit Close Combat (3.8): odds attacking FP : defending FP rounded down in the
 * defender's favour to a CCT column, the kill number, the CC DRMs the seed gives (leader, vs broken
 * −2, CX attacker +1, vs CX −1, Ambush −1/+1, others), and the result: below the kill number all
 * attacked units die, equal one is reduced, above nothing. An original 2 may create a leader (5.3).
 */

const AMBUSH = [
  { id: 'none', label: { key: 'asl-starter-kit:companion.calculators.close-combat.noAmbush' } },
  { id: 'attacker', label: { key: 'asl-starter-kit:companion.calculators.close-combat.theAttackerAmbushed1' } },
  { id: 'defender', label: { key: 'asl-starter-kit:companion.calculators.close-combat.theAttackedSideAmbushed1' } },
];

export const ASL_CC: CalculatorSpec = {
  id: 'close-combat',
  title: { key: 'asl-starter-kit:companion.calculators.close-combat.closeCombatInfantry' },
  rule: '3.8',
  inputs: [
    { kind: 'number', id: 'attack', label: { key: 'asl-starter-kit:companion.calculators.close-combat.attackingFpAnSmcCounts1' }, rule: '3.8', min: 0, max: 60, default: 4 },
    { kind: 'number', id: 'defence', label: { key: 'asl-starter-kit:companion.calculators.close-combat.defendingFpAnSmcCounts1' }, rule: '3.8', min: 0, max: 60, default: 4 },
    { kind: 'number', id: 'leader', label: { key: 'asl-starter-kit:companion.calculators.close-combat.leadershipDrmOfALeaderAttacking' }, rule: '3.8', min: -3, max: 2, default: 0 },
    { kind: 'flag', id: 'vsBroken', label: { key: 'asl-starter-kit:companion.calculators.close-combat.attackingBrokenUnits2' }, rule: '3.8', default: false },
    { kind: 'flag', id: 'attackerCx', label: { key: 'asl-starter-kit:companion.calculators.close-combat.attackerIsCx1' }, rule: '3.3.1', default: false },
    { kind: 'flag', id: 'defenderCx', label: { key: 'asl-starter-kit:companion.calculators.close-combat.attackingACxUnit1' }, rule: '3.3.1', default: false },
    { kind: 'choice', id: 'ambush', label: { key: 'asl-starter-kit:companion.calculators.close-combat.ambush' }, rule: '3.8', options: AMBUSH, default: 'none' },
    { kind: 'number', id: 'other', label: { key: 'asl-starter-kit:companion.calculators.close-combat.otherDrm' }, rule: '3.8', min: -6, max: 6, default: 0 },
  ],
  tables: ['cct'],
  roll: '2d6',
};

/** The CCT column of attack:defence, rounded down in the defender's favour (3.8). */
export function ccColumn(attack: number, defence: number): string {
  const ratio = attack / defence;
  if (ratio < 1 / 8) return '<1-8';
  if (ratio > 10) return '>10-1';
  let out = '1-8';
  for (const c of CCT_COLUMNS) if (c.id !== '<1-8' && c.id !== '>10-1' && ratio >= c.a / c.d) out = c.id;
  return out;
}

export const computeAslCc: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const a = num(inputs, 'attack');
  const d = num(inputs, 'defence');
  if (!(a > 0)) return invalid(steps, '3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.onlyUnbrokenUnitsWithFpAttack' });
  if (!(d > 0)) return invalid(steps, '3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.noDefendingFp' });
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.attackingFpDefendingFp' }, `${fmt(a)}:${fmt(d)}`));
  const column = ccColumn(a, d);
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.oddsRoundedDownForTheDefender' }, column));
  const cells = cellsOf(CCT, tables);
  if (!cells) return missing(steps, CCT.id);
  const kn = cell(CCT, cells, 'kill', column);
  if (kn === null) return missing(steps, CCT.id);
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.killNumber' }, kn));
  let drm = 0;
  const leader = num(inputs, 'leader');
  if (leader !== 0) { drm += leader; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.leadershipDrm' }, signed(leader))); }
  if (flag(inputs, 'vsBroken')) { drm -= 2; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.againstBrokenUnits' }, '−2')); }
  if (flag(inputs, 'attackerCx')) { drm += 1; steps.push(step('3.3.1', { key: 'asl-starter-kit:companion.calculators.close-combat.cxAttacker' }, '+1')); }
  if (flag(inputs, 'defenderCx')) { drm -= 1; steps.push(step('3.3.1', { key: 'asl-starter-kit:companion.calculators.close-combat.againstACxUnit' }, '−1')); }
  const ambush = str(inputs, 'ambush', 'none');
  if (ambush === 'attacker') { drm -= 1; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.ambushByTheAttacker' }, '−1')); }
  if (ambush === 'defender') { drm += 1; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.ambushByTheAttackedSide' }, '+1')); }
  const other = num(inputs, 'other');
  if (other !== 0) { drm += other; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.otherDrm' }, signed(other))); }
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.totalDrm' }, signed(drm)));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', { key: 'asl-starter-kit:companion.calculators.close-combat.originalDr' }, `${w}+${c} = ${dr}`));
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.finalDr' }, fmt(fdr)));
  if (dr === 2) steps.push(step('5.3', { key: 'asl-starter-kit:companion.calculators.close-combat.original2TheAttackingSquadMay' }, '2'));
  const k = Number(kn);
  if (fdr < k) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.allAttackedUnitsEliminated' }, value: 'KIA', rule: '3.8' } };
  if (fdr === k) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.casualtyReductionOfOneAttackedUnit' }, value: 'CR', rule: '3.8' } };
  return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.noEffect' }, value: '-', rule: '3.8' } };
};

const ATTACKERS = [
  { id: 'squad', label: { key: 'asl-starter-kit:companion.calculators.close-combat.squadCcv5' }, ccv: 5 },
  { id: 'crew', label: { key: 'asl-starter-kit:companion.calculators.close-combat.crewCcv4' }, ccv: 4 },
  { id: 'half-squad', label: { key: 'asl-starter-kit:companion.calculators.close-combat.halfSquadCcv3' }, ccv: 3 },
  { id: 'smc', label: { key: 'asl-starter-kit:companion.calculators.close-combat.singleManCounterAloneCcv2' }, ccv: 2 },
];

/** Infantry against a vehicle (3.8): the Close Combat Value, not the CCT. */
export const ASL_CC_VEHICLE: CalculatorSpec = {
  id: 'close-combat-vehicle',
  title: { key: 'asl-starter-kit:companion.calculators.close-combat.closeCombatAgainstAVehicle' },
  rule: '3.8',
  inputs: [
    { kind: 'choice', id: 'unit', label: { key: 'asl-starter-kit:companion.calculators.close-combat.attackingUnit' }, rule: '3.8', options: ATTACKERS.map(({ id, label }) => ({ id, label })), default: 'squad' },
    { kind: 'flag', id: 'smcJoined', label: { key: 'asl-starter-kit:companion.calculators.close-combat.anSmcJoinsIt1Ccv' }, rule: '3.8', default: false },
    { kind: 'number', id: 'halvings', label: { key: 'asl-starter-kit:companion.calculators.close-combat.fpHalvingCausesEGPinned' }, rule: '3.8', min: 0, max: 3, default: 0 },
    { kind: 'flag', id: 'reaction', label: { key: 'asl-starter-kit:companion.calculators.close-combat.alreadyUsedReactionFire1Ccv' }, rule: '3.3.4', default: false },
    { kind: 'number', id: 'leader', label: { key: 'asl-starter-kit:companion.calculators.close-combat.leadershipDrm' }, rule: '3.8', min: -3, max: 2, default: 0 },
    { kind: 'flag', id: 'motion', label: { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleInMotionOrNotStopped' }, rule: '3.8', default: false },
    { kind: 'flag', id: 'immobile', label: { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleImmobilized1' }, rule: '3.8', default: false },
    { kind: 'flag', id: 'noMg', label: { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleHasNoMg1Not' }, rule: '3.8', default: false },
    { kind: 'choice', id: 'ambush', label: { key: 'asl-starter-kit:companion.calculators.close-combat.ambush' }, rule: '3.8', options: AMBUSH, default: 'none' },
    { kind: 'number', id: 'other', label: { key: 'asl-starter-kit:companion.calculators.close-combat.otherDrm' }, rule: '3.8', min: -6, max: 6, default: 0 },
  ],
  tables: [],
  roll: '2d6',
};

export const computeAslCcVehicle: Compute = (inputs, _tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const unit = ATTACKERS.find((x) => x.id === str(inputs, 'unit', 'squad')) ?? ATTACKERS[0]!;
  let ccv = unit.ccv;
  const parts = [String(unit.ccv)];
  if (flag(inputs, 'smcJoined')) {
    if (unit.id === 'smc') return invalid(steps, '3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.atMostTwoUnitsCombineAgainst' });
    ccv += 1; parts.push('+1');
  }
  const halvings = Math.max(0, Math.floor(num(inputs, 'halvings')));
  if (halvings > 0) { ccv -= halvings; parts.push(`−${halvings}`); }
  if (flag(inputs, 'reaction')) { ccv -= 1; parts.push('−1'); }
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.closeCombatValue' }, parts.length > 1 ? `${parts.join(' ')} = ${ccv}` : ccv));
  let drm = 0;
  const leader = num(inputs, 'leader');
  if (leader !== 0) { drm += leader; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.leadershipDrm' }, signed(leader))); }
  if (flag(inputs, 'motion')) { drm += 2; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleInMotion' }, '+2')); }
  if (flag(inputs, 'immobile')) { drm -= 1; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleImmobilized' }, '−1')); }
  if (flag(inputs, 'noMg')) { drm -= 1; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleWithoutMg' }, '−1')); }
  const ambush = str(inputs, 'ambush', 'none');
  if (ambush === 'attacker') { drm -= 1; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.ambushByTheAttacker' }, '−1')); }
  if (ambush === 'defender') { drm += 1; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.ambushByTheAttackedSide' }, '+1')); }
  const other = num(inputs, 'other');
  if (other !== 0) { drm += other; steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.otherDrm' }, signed(other))); }
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.totalDrm' }, signed(drm)));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', { key: 'asl-starter-kit:companion.calculators.close-combat.originalDr' }, `${w}+${c} = ${dr}`));
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.finalDr' }, fmt(fdr)));
  if (dr === 12) {
    steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.original12AgainstAVehicleNeither' }, '12'));
  }
  if (fdr < ccv) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleEliminated' }, value: 'KIA', rule: '3.8' } };
  if (fdr === ccv) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.vehicleImmobilized' }, value: 'Immobilized', rule: '3.8' } };
  if (dr === 2) {
    steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.original2AlwaysHasAChance' }, '2'));
    return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.rollAThirdDie' }, value: 'd6', rule: '3.8' } };
  }
  return { steps, missingTables: [], outcome: { label: (dr === 12 ? { key: 'asl-starter-kit:companion.calculators.close-combat.noEffectTheAttackerIsReduced' } : { key: 'asl-starter-kit:companion.calculators.close-combat.noEffect' }), value: dr === 12 ? 'CR (attacker)' : '-', rule: '3.8' } };
};

/** Ambush (3.8): when infantry advances into CC in woods or a building, each side rolls a dr; 3 or more lower ambushes. */
export const ASL_AMBUSH: CalculatorSpec = {
  id: 'ambush',
  title: { key: 'asl-starter-kit:companion.calculators.close-combat.ambush' },
  rule: '3.8',
  inputs: [
    { kind: 'number', id: 'advancingDrm', label: { key: 'asl-starter-kit:companion.calculators.close-combat.advancingSideDrm1Cx1' }, rule: '3.8, 5.4', min: -4, max: 4, default: 0 },
    { kind: 'number', id: 'defendingDrm', label: { key: 'asl-starter-kit:companion.calculators.close-combat.defendingSideDrmSameCauses' }, rule: '3.8, 5.4', min: -4, max: 4, default: 0 },
    { kind: 'flag', id: 'cover', label: { key: 'asl-starter-kit:companion.calculators.close-combat.theAdvanceIsIntoWoodsOr' }, rule: '3.8', default: true },
  ],
  tables: [],
  roll: '2d6',
  notes: { key: 'asl-starter-kit:companion.calculators.close-combat.whiteDieTheAdvancingSideS' },
};

export const computeAslAmbush: Compute = (inputs, _tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  if (!flag(inputs, 'cover', true)) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.noAmbushPossibleHere' }, value: '-', rule: '3.8' } };
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const adv = w + num(inputs, 'advancingDrm');
  const dfn = c + num(inputs, 'defendingDrm');
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.advancingSideDrDrm' }, `${w} ${signed(num(inputs, 'advancingDrm'))} = ${adv}`));
  steps.push(step('3.8', { key: 'asl-starter-kit:companion.calculators.close-combat.defendingSideDrDrm' }, `${c} ${signed(num(inputs, 'defendingDrm'))} = ${dfn}`));
  if (adv <= dfn - 3) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.theAdvancingSideAmbushesItAttacks' }, value: 'advancing', rule: '3.8' } };
  if (dfn <= adv - 3) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.theDefendingSideAmbushesItAttacks' }, value: 'defending', rule: '3.8' } };
  return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.close-combat.noAmbush' }, value: '-', rule: '3.8' } };
};
