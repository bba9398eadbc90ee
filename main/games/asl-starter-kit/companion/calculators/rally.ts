import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { dieOk, flag, fmt, num, signed, step } from '../../../companion/calc.js';

/**
 * A rally attempt in the Rally Phase (3.1): DR against the broken-side morale with +1 for a
 * self-rally, +4 under DM, −1 in woods or a building, the leader's DRM; an original 12 is casualty
 * reduction; an original 2 on a squad's first self-rally may create a leader (5.3).
 */
export const ASL_RALLY: CalculatorSpec = {
  id: 'rally',
  title: { en: 'Rally attempt', it: 'Tentativo di recupero' },
  rule: '3.1',
  inputs: [
    { kind: 'number', id: 'morale', label: { en: 'Broken-side morale', it: 'Morale sul lato in rotta' }, rule: '3.1', min: 1, max: 10, default: 7 },
    { kind: 'flag', id: 'self', label: { en: 'Self-rally (+1)', it: 'Auto-recupero (+1)' }, rule: '3.1', default: false },
    { kind: 'flag', id: 'dm', label: { en: 'Desperation Morale (+4)', it: 'Morale disperato (DM, +4)' }, rule: '3.1', default: false },
    { kind: 'flag', id: 'cover', label: { en: 'In woods or a building (−1)', it: 'In bosco o edificio (−1)' }, rule: '3.1', default: false },
    { kind: 'number', id: 'leader', label: { en: 'Leadership DRM of the rallying leader', it: 'DRM di comando del capo che recupera' }, rule: '3.1', min: -3, max: 2, default: 0 },
    { kind: 'number', id: 'other', label: { en: 'Other DRM', it: 'Altri DRM' }, rule: '3.1', min: -6, max: 6, default: 0 },
  ],
  tables: [],
  roll: '2d6',
};

export const computeAslRally: Compute = (inputs, _tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const morale = num(inputs, 'morale', 7);
  let drm = 0;
  const add = (v: number, en: string, it: string): void => { if (v !== 0) { drm += v; steps.push(step('3.1', en, it, signed(v))); } };
  add(flag(inputs, 'self') ? 1 : 0, 'Self-rally', 'Auto-recupero');
  add(flag(inputs, 'dm') ? 4 : 0, 'Desperation Morale', 'Morale disperato');
  add(flag(inputs, 'cover') ? -1 : 0, 'Woods or building', 'Bosco o edificio');
  add(num(inputs, 'leader'), 'Leadership DRM', 'DRM di comando');
  add(num(inputs, 'other'), 'Other DRM', 'Altri DRM');
  steps.push(step('3.1', 'Total DRM', 'DRM totale', signed(drm)));
  steps.push(step('3.1', `Rallies on a final DR ≤ morale ${morale}`, `Recupera con DR finale ≤ morale ${morale}`, `DR ≤ ${morale - drm}`));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', 'Original DR', 'DR originale', `${w}+${c} = ${dr}`));
  steps.push(step('3.1', 'Final DR', 'DR finale', fmt(fdr)));
  if (dr === 12) return { steps, missingTables: [], outcome: { label: { en: 'Casualty reduction', it: 'Riduzione' }, value: 'CR', rule: '3.1' } };
  if (dr === 2 && flag(inputs, 'self')) steps.push(step('5.3', 'Original 2 on a squad\'s first self-rally: it may create a leader', '2 originale al primo auto-recupero di una squadra: può creare un capo', 2));
  return fdr <= morale
    ? { steps, missingTables: [], outcome: { label: { en: 'Rallied', it: 'Recuperata' }, value: 'rallied', rule: '3.1' } }
    : { steps, missingTables: [], outcome: { label: { en: 'Stays broken', it: 'Resta in rotta' }, value: 'broken', rule: '3.1' } };
};
