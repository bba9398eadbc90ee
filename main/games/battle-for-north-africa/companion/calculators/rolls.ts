import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, missing, num, signed, step } from '../../../companion/calc.js';
import { BNA_INDEPENDENT_AM } from '../tables.js';

/** Battle for North Africa's d10 rolls (0 is zero, 2.3): initiative, commander, independent AM, cohesion, breakthrough, Italian surrender, Axis RP. */

export const BNA_INITIATIVE: CalculatorSpec = {
  id: 'initiative',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.initiative' },
  rule: '5.0',
  inputs: [
    { kind: 'number', id: 'axisDrm', label: { key: 'battle-for-north-africa:companion.calculators.rolls.axisCommanderSInitiativeDrmIf' }, rule: '4.5.5, 5.0', min: -3, max: 5, default: 0 },
    { kind: 'number', id: 'alliedDrm', label: { key: 'battle-for-north-africa:companion.calculators.rolls.alliedCommanderSInitiativeDrmIf' }, rule: '4.5.5, 5.0', min: -3, max: 5, default: 0 },
  ],
  tables: [],
  roll: 'd10',
  rolls: 2,
  notes: { key: 'battle-for-north-africa:companion.calculators.rolls.firstDieAxisSecondDieAllied' },
};

export const computeBnaInitiative: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const [ax, al] = dice ?? [];
  if (!dieOk(ax, 0, 9) || !dieOk(al, 0, 9)) return { steps, missingTables: [] };
  const axis = ax + num(inputs, 'axisDrm');
  const allied = al + num(inputs, 'alliedDrm');
  steps.push(step('5.0', { key: 'battle-for-north-africa:companion.calculators.rolls.axisD10Drm' }, `${ax} ${signed(num(inputs, 'axisDrm'))} = ${axis}`));
  steps.push(step('5.0', { key: 'battle-for-north-africa:companion.calculators.rolls.alliedD10Drm' }, `${al} ${signed(num(inputs, 'alliedDrm'))} = ${allied}`));
  if (axis === allied) return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.tieNobodyHasTheInitiativeEvery' }, value: 'none', rule: '5.0' } };
  const axisWins = axis > allied;
  return { steps, missingTables: [], outcome: { label: axisWins ? { key: 'battle-for-north-africa:companion.calculators.rolls.axisInitiativePicksTheFirstAm' } : { key: 'battle-for-north-africa:companion.calculators.rolls.alliedInitiativePicksTheFirstAm' }, value: axisWins ? 'axis' : 'allied', rule: '5.0' } };
};

export const BNA_COMMANDER: CalculatorSpec = {
  id: 'commander',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.commanderAvailabilityRoll' },
  rule: '4.5.2',
  inputs: [{ kind: 'number', id: 'range', label: { key: 'battle-for-north-africa:companion.calculators.rolls.activationDrRangeOnTheCommander' }, rule: '4.5.2', min: 0, max: 9, default: 5 }],
  tables: [],
  roll: 'd10',
};

export const computeBnaCommander: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const range = num(inputs, 'range', 5);
  steps.push(step('4.5.2', { key: 'battle-for-north-africa:companion.calculators.rolls.inPlayOnARollAt' }, `≤ ${range}`));
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  steps.push(step('4.5.2', { key: 'battle-for-north-africa:companion.calculators.rolls.d10' }, d));
  return d <= range
    ? { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.theCommanderIsInPlayPlace' }, value: 'in', rule: '4.5.2, 4.5.7' } }
    : { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.notAvailableARandomEventMay' }, value: 'out', rule: '4.5.2, 10.0' } };
};

export const BNA_INDEPENDENT: CalculatorSpec = {
  id: 'independent-am',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.independentAmHowManyUnits' },
  rule: '4.1.6',
  inputs: [],
  tables: ['independent-am'],
  roll: 'd10',
};

export const computeBnaIndependent: Compute = (_inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const cells = cellsOf(BNA_INDEPENDENT_AM, tables);
  if (!cells) return missing(steps, BNA_INDEPENDENT_AM.id);
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  const r = cell(BNA_INDEPENDENT_AM, cells, String(d), 'units');
  if (r === null) return missing(steps, BNA_INDEPENDENT_AM.id);
  steps.push(step('4.1.6', { key: 'battle-for-north-africa:companion.calculators.rolls.d102', params: { d } }, r));
  return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.independentUnitsThatMayBeActivated' }, value: r, rule: '4.1.6' } };
};

export const BNA_COHESION: CalculatorSpec = {
  id: 'cohesion',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.cohesionTest' },
  rule: '8.2.8',
  inputs: [
    { kind: 'number', id: 'cohesion', label: { key: 'battle-for-north-africa:companion.calculators.rolls.unitCohesion' }, rule: '8.1', min: 0, max: 9, default: 5 },
    { kind: 'number', id: 'modifier', label: { key: 'battle-for-north-africa:companion.calculators.rolls.modifierOfTheResultRd' }, rule: '8.2.8', min: -5, max: 5, default: 0 },
  ],
  tables: [],
  roll: 'd10',
};

export const computeBnaCohesion: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const coh = num(inputs, 'cohesion', 5);
  const mod = num(inputs, 'modifier');
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  const total = d + mod;
  steps.push(step('8.2.8', { key: 'battle-for-north-africa:companion.calculators.rolls.d10ModifierAgainstCohesion', params: { coh } }, `${d} ${signed(mod)} = ${total}`));
  return total > coh
    ? { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.aboveCohesionReduced' }, value: 'reduced', rule: '8.2.8' } }
    : { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.noEffect' }, value: '-', rule: '8.2.8' } };
};

export const BNA_BREAKTHROUGH: CalculatorSpec = {
  id: 'breakthrough',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.breakthroughMovement' },
  rule: '8.2.8',
  inputs: [{ kind: 'flag', id: 'motorized', label: { key: 'battle-for-north-africa:companion.calculators.rolls.motorizedLargeUnitOrReconUnit' }, rule: '8.2.8', default: true }],
  tables: [],
  roll: 'd10',
};

export const computeBnaBreakthrough: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  if (!flag(inputs, 'motorized', true)) {
    return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.footArtilleryAndAntiTankUnits' }, value: 'advance', rule: '8.2.8' } };
  }
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  steps.push(step('8.2.8', { key: 'battle-for-north-africa:companion.calculators.rolls.d101MovementPoints' }, `${d} + 1 = ${d + 1}`));
  return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.mpToSpendEnteringAVacated' }, value: String(d + 1), rule: '8.2.8' } };
};

export const BNA_SURRENDER: CalculatorSpec = {
  id: 'italian-surrender',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.italianSurrenderCheckSeptember1940March' },
  rule: '9.5.5',
  inputs: [
    { kind: 'number', id: 'cohesion', label: { key: 'battle-for-north-africa:companion.calculators.rolls.cohesionOfTheIsolatedItalianOr' }, rule: '9.5.5', min: 0, max: 9, default: 5 },
    { kind: 'flag', id: 'garrison', label: { key: 'battle-for-north-africa:companion.calculators.rolls.garrisonOrSupportUnit' }, rule: '9.5.5', default: false },
  ],
  tables: [],
  roll: 'd10',
};

export const computeBnaSurrender: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  if (flag(inputs, 'garrison')) return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.isolatedGarrisonsAndSupportUnitsSurrender' }, value: 'surrenders', rule: '9.5.5' } };
  const coh = num(inputs, 'cohesion', 5);
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  steps.push(step('9.5.5', { key: 'battle-for-north-africa:companion.calculators.rolls.d10AgainstCohesion', params: { coh } }, d));
  return d > coh
    ? { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.surrendersEliminated' }, value: 'surrenders', rule: '9.5.5' } }
    : { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.holds' }, value: '-', rule: '9.5.5' } };
};

export const BNA_AXIS_RP_CALC: CalculatorSpec = {
  id: 'axis-rp',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.axisRpRoll' },
  rule: '9.1.2',
  inputs: [
    { kind: 'number', id: 'chartDice', label: { key: 'battle-for-north-africa:companion.calculators.rolls.diceFromYourAxisRpAvailability' }, rule: '9.1.2', min: 0, max: 12, default: 0 },
    { kind: 'number', id: 'villages', label: { key: 'battle-for-north-africa:companion.calculators.rolls.villagesHeldSidiElBarraniMarsa' }, rule: '9.1.2a', min: 0, max: 3, default: 0 },
    { kind: 'flag', id: 'malta', label: { key: 'battle-for-north-africa:companion.calculators.rolls.axisAirSuperiorityOverMaltaOptional' }, rule: '9.1.2c, 8.5.6', default: false },
    { kind: 'flag', id: 'march41', label: { key: 'battle-for-north-africa:companion.calculators.rolls.endOfTheMarch1941Turn' }, rule: '9.1.2b', default: false },
  ],
  tables: ['axis-rp'],
  roll: 'd10',
  notes: { key: 'battle-for-north-africa:companion.calculators.rolls.rollAsManyD10AsThe' },
};

export const computeBnaAxisRp: Compute = (inputs, _tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const chart = num(inputs, 'chartDice');
  if (!(chart > 0)) return missing(steps, 'axis-rp');
  steps.push(step('9.1.2', { key: 'battle-for-north-africa:companion.calculators.rolls.diceFromTheChart' }, chart));
  let n = chart;
  const v = Math.min(3, Math.max(0, num(inputs, 'villages')));
  if (v > 0) { n += v; steps.push(step('9.1.2a', { key: 'battle-for-north-africa:companion.calculators.rolls.villagesHeld' }, `+${v}`)); }
  if (flag(inputs, 'malta')) { n += 1; steps.push(step('9.1.2c', { key: 'battle-for-north-africa:companion.calculators.rolls.malta' }, '+1')); }
  steps.push(step('9.1.2', { key: 'battle-for-north-africa:companion.calculators.rolls.numberOfD10ToRoll' }, n));
  const got = (dice ?? []).filter((d) => dieOk(d, 0, 9));
  if (got.length < n) return { steps, missingTables: [] };
  const total = got.slice(0, n).reduce((s, d) => s + d, 0) + (flag(inputs, 'march41') ? 70 : 0);
  steps.push(step('9.1.2', { key: 'battle-for-north-africa:companion.calculators.rolls.sumOfTheDice' }, got.slice(0, n).join(' + ')));
  if (flag(inputs, 'march41')) steps.push(step('9.1.2b', { key: 'battle-for-north-africa:companion.calculators.rolls.endOfMarch1941' }, '+70'));
  return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.rpAddedToTheAxisBank' }, value: String(total), rule: '9.1.2' } };
};

/** 4.1.4, 4.5.6, 9.2: the RP a turn's plan needs — the AMs in the cup set the floor of the allocation. */
export const BNA_ALLOCATION: CalculatorSpec = {
  id: 'allocation',
  title: { key: 'battle-for-north-africa:companion.calculators.rolls.rpAllocationForTheTurn' },
  rule: '9.2',
  inputs: [
    { kind: 'list', id: 'ams', label: { key: 'battle-for-north-africa:companion.calculators.rolls.activationMarkersPutInTheCup' }, rule: '4.1.4', min: 0, max: 30, item: [{ kind: 'number', id: 'cost', label: { key: 'battle-for-north-africa:companion.calculators.rolls.rpCostPrintedOnTheAm' }, rule: '4.1.4', min: 0, max: 5, default: 2 }] },
    { kind: 'list', id: 'combined', label: { key: 'battle-for-north-africa:companion.calculators.rolls.hqsInACombinedOperationCommander' }, rule: '4.5.6', min: 0, max: 10, item: [{ kind: 'number', id: 'cost', label: { key: 'battle-for-north-africa:companion.calculators.rolls.hqActivationCost' }, rule: '4.5.6', min: 0, max: 5, default: 2 }] },
    { kind: 'number', id: 'air', label: { key: 'battle-for-north-africa:companion.calculators.rolls.airMarkersToBuy2Rp' }, rule: '8.5.1', min: 0, max: 20, default: 0 },
    { kind: 'number', id: 'kg', label: { key: 'battle-for-north-africa:companion.calculators.rolls.kampfgruppenOrTheSpecialArmouredBrigade' }, rule: '4.7.2', min: 0, max: 3, default: 0 },
  ],
  tables: [],
};

export const computeBnaAllocation: Compute = (inputs): CalcResult => {
  const steps: CalcStep[] = [];
  const list = (id: string): number[] => {
    const v = inputs[id];
    return Array.isArray(v) ? v.map((x) => (typeof x.cost === 'number' ? x.cost : 0)) : [];
  };
  const ams = list('ams');
  const combined = list('combined');
  const amCost = ams.reduce((s, x) => s + x, 0);
  if (ams.length) steps.push(step('4.1.4', { key: 'battle-for-north-africa:companion.calculators.rolls.activationMarkers' }, `${ams.join(' + ')} = ${amCost}`));
  const comCost = combined.reduce((s, x) => s + x, 0);
  if (combined.length) steps.push(step('4.5.6', { key: 'battle-for-north-africa:companion.calculators.rolls.commanderAmTheSumOfThe' }, `${combined.join(' + ')} = ${comCost}`));
  const floor = amCost + comCost;
  steps.push(step('4.1.4, 9.2.1', { key: 'battle-for-north-africa:companion.calculators.rolls.allocationFloorTheCostOfEvery' }, floor));
  const air = num(inputs, 'air') * 2;
  if (air) steps.push(step('8.5.1, 9.2.2', { key: 'battle-for-north-africa:companion.calculators.rolls.airMarkersPaidAtTheStart' }, `+${air}`));
  const kg = num(inputs, 'kg') * 2;
  if (kg) steps.push(step('4.7.2', { key: 'battle-for-north-africa:companion.calculators.rolls.kampfgruppen' }, `+${kg}`));
  const total = floor + air + kg;
  return { steps, missingTables: [], outcome: { label: { key: 'battle-for-north-africa:companion.calculators.rolls.rpToAllocateAtLeastUnspent' }, value: String(total), rule: '9.2' } };
};
