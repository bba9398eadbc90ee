import type { CalcResult, CalcStep, CalculatorSpec, Compute, Text } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, invalid, missing, num, signed, step, str } from '../../../companion/calc.js';
import { CY_CRT, CY_ODDS } from '../tables.js';

/**
 * Case Yellow combat (11.3): odds with fractions dropped in the defender's favour (at least 1-3
 * before shifts), column shifts (terrain, supply, air, armour, panzer divisions, ARKO, defender out
 * of supply — 11.3b–c), the cap on the attacker's net shift (German +2, Allied +1; leftward not
 * capped), the final column (1-4 or worse automatic AE; beyond 6-1 read as 6-1), the CRT (the
 * player's, none is built in), the tactical-rating modification (11.3d) and what each result costs.
 */

/** Position on the odds ladder: 1-1 = 0, n-1 = n − 1, 1-n = −(n − 1). */
export function oddsPosition(attack: number, defence: number): number {
  return attack >= defence ? Math.floor(attack / defence) - 1 : -(Math.ceil(defence / attack) - 1);
}

export function oddsLabel(p: number): string {
  return p >= 0 ? `${p + 1}-1` : `1-${1 - p}`;
}

export const CY_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { key: 'case-yellow:companion.calculators.combat.combatOddsShiftsAndResult' },
  rule: '11.3',
  inputs: [
    { kind: 'choice', id: 'attacker', label: { key: 'case-yellow:companion.calculators.combat.attacker' }, rule: '11.3b', options: [{ id: 'german', label: { key: 'case-yellow:companion.calculators.combat.german' } }, { id: 'allied', label: { key: 'case-yellow:companion.calculators.combat.allied' } }], default: 'german' },
    { kind: 'number', id: 'attack', label: { key: 'case-yellow:companion.calculators.combat.attackingCombatStrength' }, rule: '11.3a', min: 0, max: 99, default: 6 },
    { kind: 'number', id: 'defence', label: { key: 'case-yellow:companion.calculators.combat.defendingCombatStrengthWithAnyFortified' }, rule: '11.3a, 11.7', min: 0, max: 99, default: 3 },
    { kind: 'number', id: 'terrain', label: { key: 'case-yellow:companion.calculators.combat.terrainShiftsLeftDefenderSHex' }, rule: '11.3c', min: 0, max: 5, default: 0 },
    { kind: 'flag', id: 'attackerOos', label: { key: 'case-yellow:companion.calculators.combat.anAttackerIsOutOfSupply' }, rule: '11.3c, 7.6', default: false },
    { kind: 'number', id: 'airAttacker', label: { key: 'case-yellow:companion.calculators.combat.airSupportsCommittedByTheAttacker' }, rule: '5.2', min: 0, max: 6, default: 0 },
    { kind: 'number', id: 'airDefender', label: { key: 'case-yellow:companion.calculators.combat.airSupportsCommittedByTheDefender' }, rule: '5.2', min: 0, max: 6, default: 0 },
    { kind: 'flag', id: 'marsh', label: { key: 'case-yellow:companion.calculators.combat.attackIntoMarshOrFloodedTwo' }, rule: '5.2', default: false },
    { kind: 'flag', id: 'armourBarred', label: { key: 'case-yellow:companion.calculators.combat.intoOrOutOfCityMarsh' }, rule: '11.3c', default: false },
    { kind: 'number', id: 'panzers', label: { key: 'case-yellow:companion.calculators.combat.attackingGermanPanzerDivisions' }, rule: '11.3c', min: 0, max: 6, default: 0 },
    { kind: 'flag', id: 'alliedArmourDefends', label: { key: 'case-yellow:companion.calculators.combat.anAlliedArmouredUnitDefends' }, rule: '11.3c', default: false },
    { kind: 'flag', id: 'arko', label: { key: 'case-yellow:companion.calculators.combat.arkoJoinsAnAttackOnA' }, rule: '11.8', default: false },
    { kind: 'flag', id: 'alliedArmour', label: { key: 'case-yellow:companion.calculators.combat.alliedArmouredDivisionAttacksAndNo' }, rule: '11.3c', default: false },
    { kind: 'flag', id: 'matilda', label: { key: 'case-yellow:companion.calculators.combat.british1stTankBrigadeAttacks1' }, rule: '11.3c', default: false },
    { kind: 'flag', id: 'defenderOos', label: { key: 'case-yellow:companion.calculators.combat.aDefendingUnitIsOutOf' }, rule: '11.3c', default: false },
    { kind: 'number', id: 'attackerTr', label: { key: 'case-yellow:companion.calculators.combat.highestEffectiveTacticalRatingOfThe' }, rule: '11.3d', min: 1, max: 6, default: 3 },
    { kind: 'number', id: 'defenderTr', label: { key: 'case-yellow:companion.calculators.combat.highestEffectiveTacticalRatingOfThe2' }, rule: '11.3d', min: 1, max: 6, default: 3 },
    { kind: 'flag', id: 'fortifiedLine', label: { key: 'case-yellow:companion.calculators.combat.defenderInAnUndestroyedFortifiedLine' }, rule: '11.7b', default: false },
  ],
  tables: ['crt'],
  roll: 'd6',
  notes: { key: 'case-yellow:companion.calculators.combat.airSupportsIntoMarshOrFlooded' },
};

const RESULT_TEXT: Record<string, Text> = {
  AE: { key: 'case-yellow:companion.calculators.combat.attackerEliminatedLoses2Steps1' },
  AL1: { key: 'case-yellow:companion.calculators.combat.attackerLoses1Step' },
  C: { key: 'case-yellow:companion.calculators.combat.contactNoEffect' },
  BL1: { key: 'case-yellow:companion.calculators.combat.bothLose1Step' },
  ENG: { key: 'case-yellow:companion.calculators.combat.engagedCombatContinuesNextActionRound' },
  DR: { key: 'case-yellow:companion.calculators.combat.defenderRetreats2Hexes' },
  DL1: { key: 'case-yellow:companion.calculators.combat.defenderLoses1StepAndRetreats' },
  DE: { key: 'case-yellow:companion.calculators.combat.defenderEliminatedBrigadesAndRegimentsGone' },
};

export const computeCyCombat: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const german = str(inputs, 'attacker', 'german') === 'german';
  const a = num(inputs, 'attack');
  const d = num(inputs, 'defence');
  if (!(a > 0) || !(d > 0)) return invalid(steps, '11.3a', { key: 'case-yellow:companion.calculators.combat.bothSidesNeedCombatStrength' });
  const p0 = oddsPosition(a, d);
  steps.push(step('11.3a', { key: 'case-yellow:companion.calculators.combat.oddsFractionsDroppedForTheDefender' }, `${fmt(a)}:${fmt(d)} = ${oddsLabel(p0)}`));
  if (p0 < -2) return invalid(steps, '11.3a', { key: 'case-yellow:companion.calculators.combat.oddsBeforeShiftsMustBeAt' });

  let left = 0;
  let right = 0;
  const terrain = Math.max(0, Math.floor(num(inputs, 'terrain')));
  if (terrain > 0) { left += terrain; steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.terrain' }, `${terrain}L`)); }
  if (flag(inputs, 'attackerOos')) { left += 1; steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.attackerOutOfSupplyOrWithout' }, '1L')); }
  const airA = Math.max(0, Math.floor(num(inputs, 'airAttacker')));
  const airD = Math.max(0, Math.floor(num(inputs, 'airDefender')));
  const marsh = flag(inputs, 'marsh');
  const airAShift = marsh ? Math.floor(airA / 2) : airA;
  if (airA > 0) { right += airAShift; steps.push(step('5.2', (marsh ? { key: 'case-yellow:companion.calculators.combat.attackerAirSupportTwoPerShift' } : { key: 'case-yellow:companion.calculators.combat.attackerAirSupport' }), `${airAShift}R`)); }
  if (airD > 0) { left += airD; steps.push(step('5.2', { key: 'case-yellow:companion.calculators.combat.defenderAirSupport' }, `${airD}L`)); }
  const barred = flag(inputs, 'armourBarred');
  if (german) {
    let pz = Math.max(0, Math.floor(num(inputs, 'panzers')));
    if (pz > 0) {
      if (barred) steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.panzerDivisionsNoArmourShiftsHere' }, '0'));
      else {
        if (flag(inputs, 'alliedArmourDefends')) pz -= 1;
        const capped = Math.min(2, Math.max(0, pz));
        right += capped;
        steps.push(step('11.3c', (flag(inputs, 'alliedArmourDefends') ? { key: 'case-yellow:companion.calculators.combat.panzerDivisionsOneLessForThe' } : { key: 'case-yellow:companion.calculators.combat.panzerDivisionsAtMost2' }), `${capped}R`));
      }
    }
    if (flag(inputs, 'arko')) { right += 1; steps.push(step('11.8', { key: 'case-yellow:companion.calculators.combat.arko' }, '1R')); }
  } else {
    if (flag(inputs, 'alliedArmour')) {
      if (barred) steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.alliedArmourNoArmourShiftsHere' }, '0'));
      else { right += 1; steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.alliedArmouredDivision' }, '1R')); }
    }
    if (flag(inputs, 'matilda')) {
      if (barred) steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.1stTankBrigadeNoArmourShifts' }, '0'));
      else { right += 1; steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.british1stTankBrigade' }, '1R')); }
    }
  }
  if (flag(inputs, 'defenderOos')) { right += 1; steps.push(step('11.3c', { key: 'case-yellow:companion.calculators.combat.defenderOutOfSupply' }, '1R')); }
  let net = right - left;
  steps.push(step('11.3b', { key: 'case-yellow:companion.calculators.combat.netShift' }, `${right}R − ${left}L = ${signed(net)}`));
  const cap = german ? 2 : 1;
  if (net > cap) {
    net = cap;
    steps.push(step('11.3b', (german ? { key: 'case-yellow:companion.calculators.combat.netShiftForAGermanAttacker' } : { key: 'case-yellow:companion.calculators.combat.netShiftForAnAlliedAttacker' }), signed(net)));
  }
  const p = p0 + net;
  if (p <= -3) {
    steps.push(step('11.3a', { key: 'case-yellow:companion.calculators.combat.finalOdds' }, oddsLabel(p)));
    return { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.combat.automaticAeOddsOf14' }, value: 'AE', rule: '11.3a' } };
  }
  const finalP = Math.min(5, p);
  steps.push(step('11.3a', (p > 5 ? { key: 'case-yellow:companion.calculators.combat.finalOddsBeyond61Read' } : { key: 'case-yellow:companion.calculators.combat.finalOdds' }), oddsLabel(finalP)));
  const column = oddsLabel(finalP);
  if (!(CY_ODDS as readonly string[]).includes(column)) return invalid(steps, '11.3a', { key: 'case-yellow:companion.calculators.combat.noSuchColumn' });
  const cells = cellsOf(CY_CRT, tables);
  if (!cells) return missing(steps, CY_CRT.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const raw = cell(CY_CRT, cells, String(die), column);
  if (raw === null) return missing(steps, CY_CRT.id);
  steps.push(step('11.3', { key: 'case-yellow:companion.calculators.combat.crtColumnDie', params: { column, die } }, raw));
  let result = raw;
  const notes: CalcStep[] = [];
  const fl = flag(inputs, 'fortifiedLine');
  const atr = num(inputs, 'attackerTr', 3);
  const dtr = num(inputs, 'defenderTr', 3);
  if (fl) steps.push(step('11.7b', { key: 'case-yellow:companion.calculators.combat.fortifiedLineTacticalRatingsHaveNo' }, '—'));
  else {
    steps.push(step('11.3d', { key: 'case-yellow:companion.calculators.combat.highestTacticalRatingsAttackerDefender' }, `${atr} : ${dtr}`));
    if (atr > dtr) {
      const to: Record<string, string> = { AE: 'AL1', AL1: 'C', C: 'DR' };
      if (to[raw]) { result = to[raw]!; steps.push(step('11.3d', { key: 'case-yellow:companion.calculators.combat.higherAttackerRatingChangesTheResult' }, `${raw} → ${result}`)); }
      if (raw === 'BL1') notes.push(step('11.3d, 11.4d', { key: 'case-yellow:companion.calculators.combat.higherAttackerRatingTheDefenderAlso' }, '+1'));
    }
  }
  if (result === 'ENG') {
    notes.push(fl || atr === dtr
      ? step('11.9', { key: 'case-yellow:companion.calculators.combat.engagedEqualRatingsEachSideLoses' }, '1 + 1')
      : step('11.9', (atr < dtr ? { key: 'case-yellow:companion.calculators.combat.engagedTheAttackerLowerRatingLoses' } : { key: 'case-yellow:companion.calculators.combat.engagedTheDefenderLowerRatingLoses' }), '1'));
  }
  if (['AL1', 'ENG', 'BL1', 'DL1'].includes(result)) {
    notes.push(step('11.3e', { key: 'case-yellow:companion.calculators.combat.lossPriorityArmourThatGaveOr' }, '1'));
  }
  if (result === 'DE') notes.push(step('11.3f', { key: 'case-yellow:companion.calculators.combat.deLossesAttackerChoosesTheFirst' }, '2'));
  if (result === 'DE' && fl) notes.push(step('11.7', { key: 'case-yellow:companion.calculators.combat.theFortifiedLineIsDestroyedBefore' }, '×'));
  steps.push(...notes);
  return { steps, missingTables: [], outcome: { label: RESULT_TEXT[result] ?? { key: 'companion.verbatim', params: { text: result } }, value: result, rule: '11.3' } };
};
