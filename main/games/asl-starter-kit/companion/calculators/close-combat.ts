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
  { id: 'none', label: { en: 'No ambush', it: 'Nessuna imboscata' } },
  { id: 'attacker', label: { en: 'The attacker ambushed (−1)', it: 'L\'attaccante ha teso l\'imboscata (−1)' } },
  { id: 'defender', label: { en: 'The attacked side ambushed (+1)', it: 'Il lato attaccato ha teso l\'imboscata (+1)' } },
];

export const ASL_CC: CalculatorSpec = {
  id: 'close-combat',
  title: { en: 'Close Combat (infantry)', it: 'Combattimento ravvicinato (fanteria)' },
  rule: '3.8',
  inputs: [
    { kind: 'number', id: 'attack', label: { en: 'Attacking FP (an SMC counts 1)', it: 'FP attaccante (un SMC vale 1)' }, rule: '3.8', min: 0, max: 60, default: 4 },
    { kind: 'number', id: 'defence', label: { en: 'Defending FP (an SMC counts 1)', it: 'FP in difesa (un SMC vale 1)' }, rule: '3.8', min: 0, max: 60, default: 4 },
    { kind: 'number', id: 'leader', label: { en: 'Leadership DRM of a leader attacking with the group', it: 'DRM di comando di un capo che attacca col gruppo' }, rule: '3.8', min: -3, max: 2, default: 0 },
    { kind: 'flag', id: 'vsBroken', label: { en: 'Attacking broken units (−2)', it: 'Attacco a unità in rotta (−2)' }, rule: '3.8', default: false },
    { kind: 'flag', id: 'attackerCx', label: { en: 'Attacker is CX (+1)', it: 'L\'attaccante è CX (+1)' }, rule: '3.3.1', default: false },
    { kind: 'flag', id: 'defenderCx', label: { en: 'Attacking a CX unit (−1)', it: 'Attacco a un\'unità CX (−1)' }, rule: '3.3.1', default: false },
    { kind: 'choice', id: 'ambush', label: { en: 'Ambush', it: 'Imboscata' }, rule: '3.8', options: AMBUSH, default: 'none' },
    { kind: 'number', id: 'other', label: { en: 'Other DRM', it: 'Altri DRM' }, rule: '3.8', min: -6, max: 6, default: 0 },
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
  if (!(a > 0)) return invalid(steps, '3.8', 'Only unbroken units with FP attack', 'Attaccano solo unità non in rotta con FP');
  if (!(d > 0)) return invalid(steps, '3.8', 'No defending FP', 'Nessun FP in difesa');
  steps.push(step('3.8', 'Attacking FP : defending FP', 'FP attaccante : FP in difesa', `${fmt(a)}:${fmt(d)}`));
  const column = ccColumn(a, d);
  steps.push(step('3.8', 'Odds (rounded down for the defender)', 'Rapporto (arrotondato a favore del difensore)', column));
  const cells = cellsOf(CCT, tables);
  if (!cells) return missing(steps, CCT.id);
  const kn = cell(CCT, cells, 'kill', column);
  if (kn === null) return missing(steps, CCT.id);
  steps.push(step('3.8', 'Kill number', 'Numero di uccisione', kn));
  let drm = 0;
  const leader = num(inputs, 'leader');
  if (leader !== 0) { drm += leader; steps.push(step('3.8', 'Leadership DRM', 'DRM di comando', signed(leader))); }
  if (flag(inputs, 'vsBroken')) { drm -= 2; steps.push(step('3.8', 'Against broken units', 'Contro unità in rotta', '−2')); }
  if (flag(inputs, 'attackerCx')) { drm += 1; steps.push(step('3.3.1', 'CX attacker', 'Attaccante CX', '+1')); }
  if (flag(inputs, 'defenderCx')) { drm -= 1; steps.push(step('3.3.1', 'Against a CX unit', 'Contro un\'unità CX', '−1')); }
  const ambush = str(inputs, 'ambush', 'none');
  if (ambush === 'attacker') { drm -= 1; steps.push(step('3.8', 'Ambush by the attacker', 'Imboscata dell\'attaccante', '−1')); }
  if (ambush === 'defender') { drm += 1; steps.push(step('3.8', 'Ambush by the attacked side', 'Imboscata del lato attaccato', '+1')); }
  const other = num(inputs, 'other');
  if (other !== 0) { drm += other; steps.push(step('3.8', 'Other DRM', 'Altri DRM', signed(other))); }
  steps.push(step('3.8', 'Total DRM', 'DRM totale', signed(drm)));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', 'Original DR', 'DR originale', `${w}+${c} = ${dr}`));
  steps.push(step('3.8', 'Final DR', 'DR finale', fmt(fdr)));
  if (dr === 2) steps.push(step('5.3', 'Original 2: the attacking squad may create a leader', '2 originale: la squadra attaccante può creare un capo', '2'));
  const k = Number(kn);
  if (fdr < k) return { steps, missingTables: [], outcome: { label: { en: 'All attacked units eliminated', it: 'Tutte le unità attaccate eliminate' }, value: 'KIA', rule: '3.8' } };
  if (fdr === k) return { steps, missingTables: [], outcome: { label: { en: 'Casualty reduction of one attacked unit (at random)', it: 'Riduzione di un\'unità attaccata (a caso)' }, value: 'CR', rule: '3.8' } };
  return { steps, missingTables: [], outcome: { label: { en: 'No effect', it: 'Nessun effetto' }, value: '-', rule: '3.8' } };
};

const ATTACKERS = [
  { id: 'squad', label: { en: 'Squad (CCV 5)', it: 'Squadra (CCV 5)' }, ccv: 5 },
  { id: 'crew', label: { en: 'Crew (CCV 4)', it: 'Equipaggio (CCV 4)' }, ccv: 4 },
  { id: 'half-squad', label: { en: 'Half-squad (CCV 3)', it: 'Mezza squadra (CCV 3)' }, ccv: 3 },
  { id: 'smc', label: { en: 'Single Man Counter alone (CCV 2)', it: 'SMC da solo (CCV 2)' }, ccv: 2 },
];

/** Infantry against a vehicle (3.8): the Close Combat Value, not the CCT. */
export const ASL_CC_VEHICLE: CalculatorSpec = {
  id: 'close-combat-vehicle',
  title: { en: 'Close Combat against a vehicle', it: 'Combattimento ravvicinato contro un veicolo' },
  rule: '3.8',
  inputs: [
    { kind: 'choice', id: 'unit', label: { en: 'Attacking unit', it: 'Unità attaccante' }, rule: '3.8', options: ATTACKERS.map(({ id, label }) => ({ id, label })), default: 'squad' },
    { kind: 'flag', id: 'smcJoined', label: { en: 'An SMC joins it (+1 CCV)', it: 'Un SMC si unisce (+1 CCV)' }, rule: '3.8', default: false },
    { kind: 'number', id: 'halvings', label: { en: 'FP-halving causes (e.g. pinned): −1 CCV each', it: 'Cause di dimezzamento del FP (es. inchiodata): −1 CCV ciascuna' }, rule: '3.8', min: 0, max: 3, default: 0 },
    { kind: 'flag', id: 'reaction', label: { en: 'Already used Reaction Fire (−1 CCV)', it: 'Ha già usato il fuoco di reazione (−1 CCV)' }, rule: '3.3.4', default: false },
    { kind: 'number', id: 'leader', label: { en: 'Leadership DRM', it: 'DRM di comando' }, rule: '3.8', min: -3, max: 2, default: 0 },
    { kind: 'flag', id: 'motion', label: { en: 'Vehicle in Motion or not stopped (+2)', it: 'Veicolo in movimento o non fermo (+2)' }, rule: '3.8', default: false },
    { kind: 'flag', id: 'immobile', label: { en: 'Vehicle immobilized (−1)', it: 'Veicolo immobilizzato (−1)' }, rule: '3.8', default: false },
    { kind: 'flag', id: 'noMg', label: { en: 'Vehicle has no MG (−1; not with a BMG)', it: 'Veicolo senza MG (−1; non con BMG)' }, rule: '3.8', default: false },
    { kind: 'choice', id: 'ambush', label: { en: 'Ambush', it: 'Imboscata' }, rule: '3.8', options: AMBUSH, default: 'none' },
    { kind: 'number', id: 'other', label: { en: 'Other DRM', it: 'Altri DRM' }, rule: '3.8', min: -6, max: 6, default: 0 },
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
    if (unit.id === 'smc') return invalid(steps, '3.8', 'At most two units combine against a vehicle, one of them an SMC', 'Al massimo due unità si uniscono contro un veicolo, e una deve essere un SMC');
    ccv += 1; parts.push('+1');
  }
  const halvings = Math.max(0, Math.floor(num(inputs, 'halvings')));
  if (halvings > 0) { ccv -= halvings; parts.push(`−${halvings}`); }
  if (flag(inputs, 'reaction')) { ccv -= 1; parts.push('−1'); }
  steps.push(step('3.8', 'Close Combat Value', 'Valore di combattimento ravvicinato (CCV)', parts.length > 1 ? `${parts.join(' ')} = ${ccv}` : ccv));
  let drm = 0;
  const leader = num(inputs, 'leader');
  if (leader !== 0) { drm += leader; steps.push(step('3.8', 'Leadership DRM', 'DRM di comando', signed(leader))); }
  if (flag(inputs, 'motion')) { drm += 2; steps.push(step('3.8', 'Vehicle in Motion', 'Veicolo in movimento', '+2')); }
  if (flag(inputs, 'immobile')) { drm -= 1; steps.push(step('3.8', 'Vehicle immobilized', 'Veicolo immobilizzato', '−1')); }
  if (flag(inputs, 'noMg')) { drm -= 1; steps.push(step('3.8', 'Vehicle without MG', 'Veicolo senza MG', '−1')); }
  const ambush = str(inputs, 'ambush', 'none');
  if (ambush === 'attacker') { drm -= 1; steps.push(step('3.8', 'Ambush by the attacker', 'Imboscata dell\'attaccante', '−1')); }
  if (ambush === 'defender') { drm += 1; steps.push(step('3.8', 'Ambush by the attacked side', 'Imboscata del lato attaccato', '+1')); }
  const other = num(inputs, 'other');
  if (other !== 0) { drm += other; steps.push(step('3.8', 'Other DRM', 'Altri DRM', signed(other))); }
  steps.push(step('3.8', 'Total DRM', 'DRM totale', signed(drm)));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', 'Original DR', 'DR originale', `${w}+${c} = ${dr}`));
  steps.push(step('3.8', 'Final DR', 'DR finale', fmt(fdr)));
  if (dr === 12) {
    steps.push(step('3.8', 'Original 12 against a vehicle neither Shocked nor Stunned: the attacker suffers casualty reduction', '12 originale contro un veicolo né in Shock né Stun: l\'attaccante subisce la riduzione', '12'));
  }
  if (fdr < ccv) return { steps, missingTables: [], outcome: { label: { en: 'Vehicle eliminated', it: 'Veicolo eliminato' }, value: 'KIA', rule: '3.8' } };
  if (fdr === ccv) return { steps, missingTables: [], outcome: { label: { en: 'Vehicle immobilized', it: 'Veicolo immobilizzato' }, value: 'Immobilized', rule: '3.8' } };
  if (dr === 2) {
    steps.push(step('3.8', 'Original 2 always has a chance: roll a third die — 1–2 eliminated, 3 immobilized, 4–6 no effect', 'Un 2 originale ha sempre una possibilità: tira un terzo dado — 1–2 eliminato, 3 immobilizzato, 4–6 nessun effetto', '2'));
    return { steps, missingTables: [], outcome: { label: { en: 'Roll a third die', it: 'Tira un terzo dado' }, value: 'd6', rule: '3.8' } };
  }
  return { steps, missingTables: [], outcome: { label: { en: dr === 12 ? 'No effect; the attacker is reduced' : 'No effect', it: dr === 12 ? 'Nessun effetto; l\'attaccante è ridotto' : 'Nessun effetto' }, value: dr === 12 ? 'CR (attacker)' : '-', rule: '3.8' } };
};

/** Ambush (3.8): when infantry advances into CC in woods or a building, each side rolls a dr; 3 or more lower ambushes. */
export const ASL_AMBUSH: CalculatorSpec = {
  id: 'ambush',
  title: { en: 'Ambush', it: 'Imboscata' },
  rule: '3.8',
  inputs: [
    { kind: 'number', id: 'advancingDrm', label: { en: 'Advancing side drm (+1 CX, +1 pinned, +1 inexperienced, best leader\'s DRM unless alone)', it: 'drm di chi avanza (+1 CX, +1 inchiodato, +1 inesperto, DRM del capo migliore se non è solo)' }, rule: '3.8, 5.4', min: -4, max: 4, default: 0 },
    { kind: 'number', id: 'defendingDrm', label: { en: 'Defending side drm (same causes)', it: 'drm di chi difende (stesse cause)' }, rule: '3.8, 5.4', min: -4, max: 4, default: 0 },
    { kind: 'flag', id: 'cover', label: { en: 'The advance is into woods or a building (not into an existing Melee)', it: 'L\'avanzata è in bosco o edificio (non in una mischia già in corso)' }, rule: '3.8', default: true },
  ],
  tables: [],
  roll: '2d6',
  notes: { en: 'White die: the advancing side\'s dr; coloured die: the defending side\'s dr.', it: 'Dado bianco: dr di chi avanza; dado colorato: dr di chi difende.' },
};

export const computeAslAmbush: Compute = (inputs, _tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  if (!flag(inputs, 'cover', true)) return { steps, missingTables: [], outcome: { label: { en: 'No ambush possible here', it: 'Qui non è possibile un\'imboscata' }, value: '-', rule: '3.8' } };
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const adv = w + num(inputs, 'advancingDrm');
  const dfn = c + num(inputs, 'defendingDrm');
  steps.push(step('3.8', 'Advancing side: dr + drm', 'Chi avanza: dr + drm', `${w} ${signed(num(inputs, 'advancingDrm'))} = ${adv}`));
  steps.push(step('3.8', 'Defending side: dr + drm', 'Chi difende: dr + drm', `${c} ${signed(num(inputs, 'defendingDrm'))} = ${dfn}`));
  if (adv <= dfn - 3) return { steps, missingTables: [], outcome: { label: { en: 'The advancing side ambushes: it attacks first at −1, attacks on it +1', it: 'Chi avanza tende l\'imboscata: attacca per primo a −1, gli attacchi contro di lui +1' }, value: 'advancing', rule: '3.8' } };
  if (dfn <= adv - 3) return { steps, missingTables: [], outcome: { label: { en: 'The defending side ambushes: it attacks first at −1, attacks on it +1', it: 'Chi difende tende l\'imboscata: attacca per primo a −1, gli attacchi contro di lui +1' }, value: 'defending', rule: '3.8' } };
  return { steps, missingTables: [], outcome: { label: { en: 'No ambush', it: 'Nessuna imboscata' }, value: '-', rule: '3.8' } };
};
