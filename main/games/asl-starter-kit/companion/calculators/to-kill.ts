import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, missing, num, step, str } from '../../../companion/calc.js';
import { SEED_TK, SEED_TK_ROWS } from '../tables.js';

/**
 * ASL Starter Kit To Kill (7.9, 7.10): the basic TK# (the seed's own for LATW and DC; read from the
 * player's To Kill table for ordnance), +1 for a rear hit, ×2 for a critical hit, minus the armour
 * factor of the aspect hit; the DR against the final TK#: below destroyed; equal immobilized on a
 * hull hit, Shock on a turret hit (Stun for MG); one above: possible Shock (NMC) for AP/HEAT,
 * Shock (turret) or immobilized (hull) for HE/DC.
 */

const WEAPONS = [
  { id: 'ordnance', label: { key: 'asl-starter-kit:companion.calculators.to-kill.gunOrVehicleMainArmamentTk' } },
  ...SEED_TK_ROWS.map((r) => ({ id: r.id, label: r.label })),
];

const AMMO = [
  { id: 'ap', label: { key: 'asl-starter-kit:companion.calculators.to-kill.apApcrApds' } },
  { id: 'heat', label: { key: 'asl-starter-kit:companion.calculators.to-kill.heat' } },
  { id: 'he', label: { key: 'asl-starter-kit:companion.calculators.to-kill.heOrDc' } },
  { id: 'mg', label: { key: 'asl-starter-kit:companion.calculators.to-kill.mgAsOrdnance' } },
];

export const ASL_TO_KILL: CalculatorSpec = {
  id: 'to-kill',
  title: { key: 'asl-starter-kit:companion.calculators.to-kill.toKillAgainstAnArmouredVehicle' },
  rule: '7.9',
  inputs: [
    { kind: 'choice', id: 'weapon', label: { key: 'asl-starter-kit:companion.calculators.to-kill.weapon' }, rule: '7.9', options: WEAPONS, default: 'ordnance' },
    { kind: 'number', id: 'basicTk', label: { key: 'asl-starter-kit:companion.calculators.to-kill.basicTkReadFromYourTo' }, rule: '7.9', min: 0, max: 40, default: 0 },
    { kind: 'choice', id: 'ammo', label: { key: 'asl-starter-kit:companion.calculators.to-kill.ammunition' }, rule: '7.9', options: AMMO, default: 'ap' },
    { kind: 'choice', id: 'location', label: { key: 'asl-starter-kit:companion.calculators.to-kill.hitLocation' }, rule: '3.2.4', options: [{ id: 'turret', label: { key: 'asl-starter-kit:companion.calculators.to-kill.turret' } }, { id: 'hull', label: { key: 'asl-starter-kit:companion.calculators.to-kill.hull' } }], default: 'hull' },
    { kind: 'choice', id: 'aspect', label: { key: 'asl-starter-kit:companion.calculators.to-kill.aspect' }, rule: '3.2.4', options: [{ id: 'front', label: { key: 'asl-starter-kit:companion.calculators.to-kill.front' } }, { id: 'side', label: { key: 'asl-starter-kit:companion.calculators.to-kill.side' } }, { id: 'rear', label: { key: 'asl-starter-kit:companion.calculators.to-kill.rear' } }], default: 'front' },
    { kind: 'number', id: 'af', label: { key: 'asl-starter-kit:companion.calculators.to-kill.armourFactorOfThatAspectAnd' }, rule: '7.0', min: 0, max: 26, default: 0 },
    { kind: 'flag', id: 'critical', label: { key: 'asl-starter-kit:companion.calculators.to-kill.criticalHit2' }, rule: '6.1', default: false },
  ],
  tables: ['seed-tk', 'to-kill'],
  roll: '2d6',
};

export const computeAslToKill: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const weapon = str(inputs, 'weapon', 'ordnance');
  let tk: number;
  if (weapon === 'ordnance') {
    tk = num(inputs, 'basicTk');
    if (!(tk > 0)) return missing(steps, 'to-kill');
    steps.push(step('7.9', { key: 'asl-starter-kit:companion.calculators.to-kill.basicTkFromYourToKill' }, tk));
  } else {
    const v = cell(SEED_TK, cellsOf(SEED_TK, tables), weapon, 'tk');
    if (v === null) return missing(steps, SEED_TK.id);
    tk = Number(v);
    steps.push(step(SEED_TK.rule, { key: 'asl-starter-kit:companion.calculators.to-kill.basicTkOfTheWeapon' }, tk));
  }
  const ammo = weapon === 'dc' ? 'he' : weapon === 'ordnance' ? str(inputs, 'ammo', 'ap') : 'heat';
  if (str(inputs, 'aspect', 'front') === 'rear') { tk += 1; steps.push(step('7.9', { key: 'asl-starter-kit:companion.calculators.to-kill.rearHit' }, `+1 = ${tk}`)); }
  if (flag(inputs, 'critical')) { tk *= 2; steps.push(step('6.1', { key: 'asl-starter-kit:companion.calculators.to-kill.criticalHit' }, `×2 = ${tk}`)); }
  const af = num(inputs, 'af');
  const final = tk - af;
  steps.push(step('7.9', { key: 'asl-starter-kit:companion.calculators.to-kill.minusTheArmourFactorHit' }, `${tk} − ${fmt(af)} = ${final}`));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  steps.push(step('7.9', { key: 'asl-starter-kit:companion.calculators.to-kill.tkDr' }, `${w}+${c} = ${dr}`));
  const turret = str(inputs, 'location', 'hull') === 'turret';
  if (dr === 12 && weapon !== 'ordnance') {
    return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.dudNoEffect' }, value: 'dud', rule: '4.4.2' } };
  }
  if (dr < final) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.destroyedWreck' }, value: 'destroyed', rule: '7.9' } };
  if (dr === final) {
    if (ammo === 'mg') return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.crewStunned' }, value: 'Stun', rule: '7.10' } };
    return turret
      ? { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.shock' }, value: 'Shock', rule: '7.10' } }
      : { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.immobilized' }, value: 'Immobilized', rule: '7.10' } };
  }
  if (dr === final + 1 && ammo !== 'mg') {
    if (ammo === 'he') {
      return turret
        ? { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.shock' }, value: 'Shock', rule: '7.10' } }
        : { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.immobilized' }, value: 'Immobilized', rule: '7.10' } };
    }
    return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.possibleShockTheCrewTakesA' }, value: 'NMC', rule: '7.10' } };
  }
  return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-kill.noEffectOnTheVehicleA' }, value: '-', rule: '7.10' } };
};
