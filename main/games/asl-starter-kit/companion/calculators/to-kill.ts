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
  { id: 'ordnance', label: { en: 'Gun or vehicle main armament: TK# from your To Kill table', it: 'Cannone o armamento principale: TK# dalla tua tabella per distruggere' } },
  ...SEED_TK_ROWS.map((r) => ({ id: r.id, label: r.label })),
];

const AMMO = [
  { id: 'ap', label: { en: 'AP / APCR / APDS', it: 'AP / APCR / APDS' } },
  { id: 'heat', label: { en: 'HEAT', it: 'HEAT' } },
  { id: 'he', label: { en: 'HE or DC', it: 'HE o DC' } },
  { id: 'mg', label: { en: 'MG as ordnance', it: 'MG come artiglieria' } },
];

export const ASL_TO_KILL: CalculatorSpec = {
  id: 'to-kill',
  title: { en: 'To Kill against an armoured vehicle', it: 'Tiro per distruggere contro un veicolo corazzato' },
  rule: '7.9',
  inputs: [
    { kind: 'choice', id: 'weapon', label: { en: 'Weapon', it: 'Arma' }, rule: '7.9', options: WEAPONS, default: 'ordnance' },
    { kind: 'number', id: 'basicTk', label: { en: 'Basic TK# read from your To Kill table (ordnance; 0 = not read)', it: 'TK# base letto dalla tua tabella per distruggere (artiglieria; 0 = non letto)' }, rule: '7.9', min: 0, max: 40, default: 0 },
    { kind: 'choice', id: 'ammo', label: { en: 'Ammunition', it: 'Munizione' }, rule: '7.9', options: AMMO, default: 'ap' },
    { kind: 'choice', id: 'location', label: { en: 'Hit location', it: 'Punto colpito' }, rule: '3.2.4', options: [{ id: 'turret', label: { en: 'Turret', it: 'Torretta' } }, { id: 'hull', label: { en: 'Hull', it: 'Scafo' } }], default: 'hull' },
    { kind: 'choice', id: 'aspect', label: { en: 'Aspect', it: 'Lato' }, rule: '3.2.4', options: [{ id: 'front', label: { en: 'Front', it: 'Frontale' } }, { id: 'side', label: { en: 'Side', it: 'Laterale' } }, { id: 'rear', label: { en: 'Rear', it: 'Posteriore' } }], default: 'front' },
    { kind: 'number', id: 'af', label: { en: 'Armour factor of that aspect and location', it: 'Fattore di corazza di quel lato e punto' }, rule: '7.0', min: 0, max: 26, default: 0 },
    { kind: 'flag', id: 'critical', label: { en: 'Critical hit (×2)', it: 'Colpo critico (×2)' }, rule: '6.1', default: false },
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
    steps.push(step('7.9', 'Basic TK# from your To Kill table', 'TK# base dalla tua tabella per distruggere', tk));
  } else {
    const v = cell(SEED_TK, cellsOf(SEED_TK, tables), weapon, 'tk');
    if (v === null) return missing(steps, SEED_TK.id);
    tk = Number(v);
    steps.push(step(SEED_TK.rule, 'Basic TK# of the weapon', 'TK# base dell\'arma', tk));
  }
  const ammo = weapon === 'dc' ? 'he' : weapon === 'ordnance' ? str(inputs, 'ammo', 'ap') : 'heat';
  if (str(inputs, 'aspect', 'front') === 'rear') { tk += 1; steps.push(step('7.9', 'Rear hit', 'Colpo posteriore', `+1 = ${tk}`)); }
  if (flag(inputs, 'critical')) { tk *= 2; steps.push(step('6.1', 'Critical hit', 'Colpo critico', `×2 = ${tk}`)); }
  const af = num(inputs, 'af');
  const final = tk - af;
  steps.push(step('7.9', 'Minus the armour factor hit', 'Meno il fattore di corazza colpito', `${tk} − ${fmt(af)} = ${final}`));
  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  steps.push(step('7.9', 'TK DR', 'DR per distruggere', `${w}+${c} = ${dr}`));
  const turret = str(inputs, 'location', 'hull') === 'turret';
  if (dr === 12 && weapon !== 'ordnance') {
    return { steps, missingTables: [], outcome: { label: { en: 'Dud: no effect', it: 'Colpo a vuoto: nessun effetto' }, value: 'dud', rule: '4.4.2' } };
  }
  if (dr < final) return { steps, missingTables: [], outcome: { label: { en: 'Destroyed (wreck)', it: 'Distrutto (relitto)' }, value: 'destroyed', rule: '7.9' } };
  if (dr === final) {
    if (ammo === 'mg') return { steps, missingTables: [], outcome: { label: { en: 'Crew stunned', it: 'Equipaggio stordito' }, value: 'Stun', rule: '7.10' } };
    return turret
      ? { steps, missingTables: [], outcome: { label: { en: 'Shock', it: 'Shock' }, value: 'Shock', rule: '7.10' } }
      : { steps, missingTables: [], outcome: { label: { en: 'Immobilized', it: 'Immobilizzato' }, value: 'Immobilized', rule: '7.10' } };
  }
  if (dr === final + 1 && ammo !== 'mg') {
    if (ammo === 'he') {
      return turret
        ? { steps, missingTables: [], outcome: { label: { en: 'Shock', it: 'Shock' }, value: 'Shock', rule: '7.10' } }
        : { steps, missingTables: [], outcome: { label: { en: 'Immobilized', it: 'Immobilizzato' }, value: 'Immobilized', rule: '7.10' } };
    }
    return { steps, missingTables: [], outcome: { label: { en: 'Possible Shock: the crew takes a normal morale check', it: 'Possibile Shock: l\'equipaggio fa un controllo del morale normale' }, value: 'NMC', rule: '7.10' } };
  }
  return { steps, missingTables: [], outcome: { label: { en: 'No effect on the vehicle (a CE crew may suffer collateral fire)', it: 'Nessun effetto sul veicolo (un equipaggio CE può subire fuoco collaterale)' }, value: '-', rule: '7.10' } };
};
