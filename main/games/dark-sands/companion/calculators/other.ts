import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, missing, num, step, str } from '../../../companion/calc.js';
import { DS_DISRUPTION, DS_RAILWAY } from '../tables.js';

/** The Dark Sands disruption roll (19.2), railway advance (23.3.1) and victory check (5.1–5.2). */

export const DS_DISRUPTION_CALC: CalculatorSpec = {
  id: 'disruption',
  title: { en: 'Disruption roll', it: 'Tiro di disorganizzazione' },
  rule: '19.2',
  inputs: [{ kind: 'flag', id: 'circle', label: { en: 'The unit has a white circle (+1)', it: 'L\'unità ha un cerchio bianco (+1)' }, rule: '19.2', default: false }],
  tables: ['disruption'],
  roll: 'd6',
};

export const computeDsDisruption: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const drm = flag(inputs, 'circle') ? 1 : 0;
  if (drm) steps.push(step('19.2', 'White circle', 'Cerchio bianco', '+1'));
  const cells = cellsOf(DS_DISRUPTION, tables);
  if (!cells) return missing(steps, DS_DISRUPTION.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const m = die + drm;
  steps.push(step('19.2', 'Modified roll', 'Tiro modificato', m));
  const r = cell(DS_DISRUPTION, cells, String(m), 'result');
  if (r === null) return missing(steps, DS_DISRUPTION.id);
  return { steps, missingTables: [], outcome: r === 'DIS' ? { label: { en: 'Disrupted', it: 'Disorganizzata' }, value: 'DIS', rule: '19.2' } : { label: { en: 'Not disrupted', it: 'Non disorganizzata' }, value: 'OK', rule: '19.2' } };
};

export const DS_RAILWAY_CALC: CalculatorSpec = {
  id: 'railway',
  title: { en: 'Railway advance', it: 'Avanzamento della ferrovia' },
  rule: '23.3.1',
  inputs: [{ kind: 'choice', id: 'section', label: { en: 'Railhead on', it: 'Capolinea su' }, rule: '23.3.1', options: [{ id: 'east', label: { en: 'East map', it: 'Mappa Est' } }, { id: 'central', label: { en: 'Central map', it: 'Mappa centrale' } }], default: 'east' }],
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
  steps.push(step('23.3.1', `Die ${die}`, `Dado ${die}`, r));
  return { steps, missingTables: [], outcome: { label: { en: 'Hexes the railhead advances', it: 'Esagoni di avanzamento del capolinea' }, value: r, rule: '23.3.1' } };
};

export const DS_VICTORY_CALC: CalculatorSpec = {
  id: 'victory',
  title: { en: 'Victory check (campaign)', it: 'Verifica della vittoria (campagna)' },
  rule: '5.0',
  inputs: [
    { kind: 'number', id: 'turn', label: { en: 'Game turn', it: 'Turno di gioco' }, rule: '23.2', min: 1, max: 17, default: 3 },
    { kind: 'flag', id: 'last', label: { en: 'Last turn of the campaign', it: 'Ultimo turno della campagna' }, rule: '5.2.2', default: false },
    { kind: 'flag', id: 'benghazi', label: { en: 'Allies control Benghazi', it: 'Gli Alleati controllano Bengasi' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'tobrukAxis', label: { en: 'Axis controls Tobruk', it: 'L\'Asse controlla Tobruk' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'matruhAxis', label: { en: 'Axis controls Mersa Matruh', it: 'L\'Asse controlla Marsa Matruh' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'alameinAxis', label: { en: 'Axis controls El Alamein', it: 'L\'Asse controlla El Alamein' }, rule: '5.2.1', default: false },
    { kind: 'flag', id: 'bardiaAxis', label: { en: 'Axis controls Bardia', it: 'L\'Asse controlla Bardia' }, rule: '5.2.2', default: false },
    { kind: 'flag', id: 'sollumAxis', label: { en: 'Axis controls Sollum', it: 'L\'Asse controlla Sollum' }, rule: '5.2.2', default: false },
    {
      kind: 'choice', id: 'automatic', label: { en: 'Controls El Agheila and Alexandria with a line of supply to both', it: 'Controlla El Agheila e Alessandria con linea di rifornimento a entrambe' }, rule: '5.1.1',
      options: [{ id: 'none', label: { en: 'Nobody', it: 'Nessuno' } }, { id: 'axis', label: { en: 'Axis', it: 'Asse' } }, { id: 'allied', label: { en: 'Allies', it: 'Alleati' } }], default: 'none',
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
      ? step('5.1.1', 'The Axis holds El Agheila and Alexandria with a line of supply (from turn 3)', 'L\'Asse tiene El Agheila e Alessandria con linea di rifornimento (dal turno 3)', '✓')
      : step('5.1.1', 'The Allies hold El Agheila and Alexandria with a line of supply (from turn 3)', 'Gli Alleati tengono El Agheila e Alessandria con linea di rifornimento (dal turno 3)', '✓'));
    return { steps, missingTables: [], outcome: { label: auto === 'axis' ? { en: 'Automatic Axis victory', it: 'Vittoria automatica dell\'Asse' } : { en: 'Automatic Allied victory', it: 'Vittoria automatica alleata' }, value: auto === 'axis' ? 'AV-axis' : 'AV-allied', rule: '5.1.1' } };
  }
  let allied = 0;
  let axis = 0;
  if (flag(inputs, 'benghazi')) { allied += 1; steps.push(step('5.2.1', 'Allies hold Benghazi', 'Gli Alleati tengono Bengasi', '+1')); }
  const tobruk = flag(inputs, 'tobrukAxis');
  if (tobruk && flag(inputs, 'matruhAxis')) { axis += 1; steps.push(step('5.2.1', 'Axis holds Mersa Matruh and Tobruk', 'L\'Asse tiene Marsa Matruh e Tobruk', '+1')); }
  if (tobruk && flag(inputs, 'alameinAxis')) { axis += 1; steps.push(step('5.2.1', 'Axis holds El Alamein and Tobruk', 'L\'Asse tiene El Alamein e Tobruk', '+1')); }
  if (flag(inputs, 'last')) {
    for (const [id, en, it] of [['tobrukAxis', 'Tobruk', 'Tobruk'], ['bardiaAxis', 'Bardia', 'Bardia'], ['sollumAxis', 'Sollum', 'Sollum']] as const) {
      if (flag(inputs, id)) { axis += 1; steps.push(step('5.2.2', `Last turn: Axis holds ${en}`, `Ultimo turno: l'Asse tiene ${it}`, '+1')); }
      else { allied += 1; steps.push(step('5.2.2', `Last turn: Allies hold ${en}`, `Ultimo turno: gli Alleati tengono ${it}`, '+1')); }
    }
  }
  return { steps, missingTables: [], outcome: { label: { en: 'Victory points this turn, Axis – Allied', it: 'Punti vittoria di questo turno, Asse – Alleati' }, value: `${axis}–${allied}`, rule: '5.2' } };
};
