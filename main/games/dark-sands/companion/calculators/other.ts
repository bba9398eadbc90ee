import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, missing, num, step, str } from '../../../companion/calc.js';
import { DS_DISRUPTION, DS_RAILWAY } from '../tables.js';

/** The Dark Sands disruption roll (19.2), railway advance (23.3.1) and victory check (5.1–5.2). */

export const DS_DISRUPTION_CALC: CalculatorSpec = {
  id: 'disruption',
  title: { key: 'dark-sands:companion.calculators.other.disruptionRoll' },
  rule: '19.2',
  inputs: [{ kind: 'flag', id: 'circle', label: { key: 'dark-sands:companion.calculators.other.theUnitHasAWhiteCircle' }, rule: '19.2', default: false }],
  tables: ['disruption'],
  roll: 'd6',
};

export const computeDsDisruption: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const drm = flag(inputs, 'circle') ? 1 : 0;
  if (drm) steps.push(step('19.2', { key: 'dark-sands:companion.calculators.other.whiteCircle' }, '+1'));
  const cells = cellsOf(DS_DISRUPTION, tables);
  if (!cells) return missing(steps, DS_DISRUPTION.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const m = die + drm;
  steps.push(step('19.2', { key: 'dark-sands:companion.calculators.other.modifiedRoll' }, m));
  const r = cell(DS_DISRUPTION, cells, String(m), 'result');
  if (r === null) return missing(steps, DS_DISRUPTION.id);
  return { steps, missingTables: [], outcome: r === 'DIS' ? { label: { key: 'dark-sands:companion.calculators.other.disrupted' }, value: 'DIS', rule: '19.2' } : { label: { key: 'dark-sands:companion.calculators.other.notDisrupted' }, value: 'OK', rule: '19.2' } };
};

export const DS_RAILWAY_CALC: CalculatorSpec = {
  id: 'railway',
  title: { key: 'dark-sands:companion.calculators.other.railwayAdvance' },
  rule: '23.3.1',
  inputs: [{ kind: 'choice', id: 'section', label: { key: 'dark-sands:companion.calculators.other.railheadOn' }, rule: '23.3.1', options: [{ id: 'east', label: { key: 'dark-sands:companion.calculators.other.eastMap' } }, { id: 'central', label: { key: 'dark-sands:companion.calculators.other.centralMap' } }], default: 'east' }],
  tables: ['railway'],
  roll: 'd6',
};

export const computeDsRailway: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const cells = cellsOf(DS_RAILWAY, tables);
  if (!cells) return missing(steps, DS_RAILWAY.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const r = cell(DS_RAILWAY, cells, String(die), str(inputs, 'section', 'east'));
  if (r === null) return missing(steps, DS_RAILWAY.id);
  steps.push(step('23.3.1', { key: 'dark-sands:companion.calculators.other.die', params: { die } }, r));
  return { steps, missingTables: [], outcome: { label: { key: 'dark-sands:companion.calculators.other.hexesTheRailheadAdvances' }, value: r, rule: '23.3.1' } };
};

export const DS_VICTORY_CALC: CalculatorSpec = {
  id: 'victory',
  title: { key: 'dark-sands:companion.calculators.other.victoryCheckCampaign' },
  rule: '5.0',
  inputs: [
    { kind: 'number', id: 'turn', label: { key: 'dark-sands:companion.calculators.other.gameTurn' }, rule: '23.2', min: 1, max: 17, default: 3 },
    { kind: 'flag', id: 'last', label: { key: 'dark-sands:companion.calculators.other.lastTurnOfTheCampaign' }, rule: '5.2.2', default: false },
    { kind: 'flag', id: 'benghazi', label: { key: 'dark-sands:companion.calculators.other.alliesControlBenghazi' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'tobrukAxis', label: { key: 'dark-sands:companion.calculators.other.axisControlsTobruk' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'matruhAxis', label: { key: 'dark-sands:companion.calculators.other.axisControlsMersaMatruh' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'alameinAxis', label: { key: 'dark-sands:companion.calculators.other.axisControlsElAlamein' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'bardiaAxis', label: { key: 'dark-sands:companion.calculators.other.axisControlsBardia' }, rule: '5.2.2', default: false },
    { kind: 'flag', id: 'sollumAxis', label: { key: 'dark-sands:companion.calculators.other.axisControlsSollum' }, rule: '5.2.2', default: false },
    {
      kind: 'choice', id: 'automatic', label: { key: 'dark-sands:companion.calculators.other.controlsElAgheilaAndAlexandriaWith' }, rule: '5.1.1',
      options: [{ id: 'none', label: { key: 'dark-sands:companion.calculators.other.nobody' } }, { id: 'axis', label: { key: 'dark-sands:companion.calculators.other.axis' } }, { id: 'allied', label: { key: 'dark-sands:companion.calculators.other.allies' } }], default: 'none',
    },
  ],
  tables: [],
};

export const computeDsVictory: Compute = (inputs): CalcResult => {
  const steps: CalcStep[] = [];
  const turn = num(inputs, 'turn', 3);
  const auto = str(inputs, 'automatic', 'none');
  if (auto !== 'none' && turn >= 3) {
    steps.push(auto === 'axis'
      ? step('5.1.1', { key: 'dark-sands:companion.calculators.other.theAxisHoldsElAgheilaAnd' }, '✓')
      : step('5.1.1', { key: 'dark-sands:companion.calculators.other.theAlliesHoldElAgheilaAnd' }, '✓'));
    return { steps, missingTables: [], outcome: { label: auto === 'axis' ? { key: 'dark-sands:companion.calculators.other.automaticAxisVictory' } : { key: 'dark-sands:companion.calculators.other.automaticAlliedVictory' }, value: auto === 'axis' ? 'AV-axis' : 'AV-allied', rule: '5.1.1' } };
  }
  let allied = 0;
  let axis = 0;
  if (flag(inputs, 'benghazi')) { allied += 1; steps.push(step('5.2.1', { key: 'dark-sands:companion.calculators.other.alliesHoldBenghazi' }, '+1')); }
  const tobruk = flag(inputs, 'tobrukAxis');
  if (tobruk && flag(inputs, 'matruhAxis')) { axis += 1; steps.push(step('5.2.1', { key: 'dark-sands:companion.calculators.other.axisHoldsMersaMatruhAndTobruk' }, '+1')); }
  if (tobruk && flag(inputs, 'alameinAxis')) { axis += 1; steps.push(step('5.2.1', { key: 'dark-sands:companion.calculators.other.axisHoldsElAlameinAndTobruk' }, '+1')); }
  if (flag(inputs, 'last')) {
    for (const [id, place] of [['tobrukAxis', 'Tobruk'], ['bardiaAxis', 'Bardia'], ['sollumAxis', 'Sollum']] as const) {
      if (flag(inputs, id)) { axis += 1; steps.push(step('5.2.2', { key: 'dark-sands:companion.calculators.other.lastTurnAxisHolds', params: { place } }, '+1')); }
      else { allied += 1; steps.push(step('5.2.2', { key: 'dark-sands:companion.calculators.other.lastTurnAlliesHold', params: { place } }, '+1')); }
    }
  }
  return { steps, missingTables: [], outcome: { label: { key: 'dark-sands:companion.calculators.other.victoryPointsThisTurnAxisAllied' }, value: `${axis}–${allied}`, rule: '5.2' } };
};
