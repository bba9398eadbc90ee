import type { CalcResult, CalcStep, CalculatorSpec, Compute, Text } from '../../../../../shared/companion/definition.js';
import { dieOk, flag, fmt, num, signed, step } from '../../../companion/calc.js';

/**
 * A rally attempt in the Rally Phase (3.1): DR against the broken-side morale with +1 for a
 * self-rally, +4 under DM, −1 in woods or a building, the leader's DRM; an original 12 is casualty
 * reduction; an original 2 on a squad's first self-rally may create a leader (5.3).
 */
export const ASL_RALLY: CalculatorSpec = {
  id: 'rally',
  title: { key: 'asl-starter-kit:companion.calculators.rally.rallyAttempt' },
  rule: '3.1',
  inputs: [
    { kind: 'number', id: 'morale', label: { key: 'asl-starter-kit:companion.calculators.rally.brokenSideMorale' }, rule: '3.1', min: 1, max: 10, default: 7 },
    { kind: 'flag', id: 'self', label: { key: 'asl-starter-kit:companion.calculators.rally.selfRally1' }, rule: '3.1', default: false },
    { kind: 'flag', id: 'dm', label: { key: 'asl-starter-kit:companion.calculators.rally.desperationMorale4' }, rule: '3.1', default: false },
    { kind: 'flag', id: 'cover', label: { key: 'asl-starter-kit:companion.calculators.rally.inWoodsOrABuilding1' }, rule: '3.1', default: false },
    { kind: 'number', id: 'leader', label: { key: 'asl-starter-kit:companion.calculators.rally.leadershipDrmOfTheRallyingLeader' }, rule: '3.1', min: -3, max: 2, default: 0 },
    { kind: 'number', id: 'other', label: { key: 'asl-starter-kit:companion.calculators.rally.otherDrm' }, rule: '3.1', min: -6, max: 6, default: 0 },
  ],
  tables: [],
  roll: '2d6',
};

export const computeAslRally: Compute = (inputs, _tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const morale = num(inputs, 'morale', 7);
  let drm = 0;
  const add = (v: number, label: Text): void => { if (v !== 0) { drm += v; steps.push(step('3.1', label, signed(v))); } };
  add(flag(inputs, 'self') ? 1 : 0, { key: 'asl-starter-kit:companion.calculators.rally.selfRally' });
  add(flag(inputs, 'dm') ? 4 : 0, { key: 'asl-starter-kit:companion.calculators.rally.desperationMorale' });
  add(flag(inputs, 'cover') ? -1 : 0, { key: 'asl-starter-kit:companion.calculators.rally.woodsOrBuilding' });
  add(num(inputs, 'leader'), { key: 'asl-starter-kit:companion.calculators.rally.leadershipDrm' });
  add(num(inputs, 'other'), { key: 'asl-starter-kit:companion.calculators.rally.otherDrm' });
  steps.push(step('3.1', { key: 'asl-starter-kit:companion.calculators.rally.totalDrm' }, signed(drm)));
  steps.push(step('3.1', { key: 'asl-starter-kit:companion.calculators.rally.ralliesOnAFinalDrMorale', params: { morale } }, `DR ≤ ${morale - drm}`));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', { key: 'asl-starter-kit:companion.calculators.rally.originalDr' }, `${w}+${c} = ${dr}`));
  steps.push(step('3.1', { key: 'asl-starter-kit:companion.calculators.rally.finalDr' }, fmt(fdr)));
  if (dr === 12) return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.rally.casualtyReduction' }, value: 'CR', rule: '3.1' } };
  if (dr === 2 && flag(inputs, 'self')) steps.push(step('5.3', { key: 'asl-starter-kit:companion.calculators.rally.original2OnASquadS' }, 2));
  return fdr <= morale
    ? { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.rally.rallied' }, value: 'rallied', rule: '3.1' } }
    : { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.rally.staysBroken' }, value: 'broken', rule: '3.1' } };
};
