import type { CalcResult, CalcStep, CalculatorSpec, Compute, InputValues } from '../../../../../shared/companion/definition.js';
import { cellsOf, dieOk, flag, fmt, invalid, keyedRow, list, missing, num, signed, step } from '../../../companion/calc.js';
import { BNA_CRT, BNA_ODDS_DRM } from '../tables.js';

/**
 * Battle for North Africa combat (8.2–8.5): each unit's CS (unsupported armour halved, isolated
 * units halved, minimum 1), armour and artillery points (halved when isolated), odds rounded to the
 * nearest half (21:11 → 2:1, 10:15 → 1:1.5, 10:11 → 1:1), the DRMs the seed gives — concentric
 * attack +1, armour and artillery comparisons (±1, ±2; ±2 halved for a side whose armour is only
 * anti-tank assets; no armour against fortifications), air ±1 per marker, terrain from the player's
 * chart — then the odds DRM and the CRT, both from the player's copy (neither is in the seed).
 */

const unitItems = (side: 'attacker' | 'defender') => [
  { kind: 'number' as const, id: 'cs', label: { en: 'Combat strength', it: 'Forza di combattimento' }, rule: '8.1', min: 0, max: 30, default: side === 'attacker' ? 4 : 3 },
  { kind: 'number' as const, id: 'ap', label: { en: 'Armour points', it: 'Punti corazza' }, rule: '8.3.1', min: 0, max: 20, default: 0 },
  { kind: 'number' as const, id: 'art', label: { en: 'Artillery points', it: 'Punti artiglieria' }, rule: '8.4', min: 0, max: 20, default: 0 },
  { kind: 'flag' as const, id: 'armour', label: { en: 'Armoured unit', it: 'Unità corazzata' }, rule: '8.3.4', default: false },
  { kind: 'flag' as const, id: 'supported', label: { en: 'Stacked with infantry', it: 'Impilata con fanteria' }, rule: '8.3.4', default: false },
  { kind: 'flag' as const, id: 'isolated', label: { en: 'Isolated', it: 'Isolata' }, rule: '8.2.7, 9.5.3', default: false },
];

export const BNA_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { en: 'Combat: odds and modifiers', it: 'Combattimento: rapporto e modificatori' },
  rule: '8.2',
  inputs: [
    { kind: 'list', id: 'attackers', label: { en: 'Attacking units', it: 'Unità attaccanti' }, rule: '8.2.3', min: 1, max: 12, item: unitItems('attacker') },
    { kind: 'list', id: 'defenders', label: { en: 'Defending units', it: 'Unità in difesa' }, rule: '8.2.3', min: 1, max: 12, item: unitItems('defender') },
    { kind: 'flag', id: 'attackerAtOnly', label: { en: 'Attacker\'s armour points come only from anti-tank assets', it: 'I punti corazza dell\'attaccante vengono solo da unità anticarro' }, rule: '8.3.2', default: false },
    { kind: 'flag', id: 'defenderAtOnly', label: { en: 'Defender\'s armour points come only from anti-tank assets', it: 'I punti corazza del difensore vengono solo da unità anticarro' }, rule: '8.3.2', default: false },
    { kind: 'flag', id: 'fortified', label: { en: 'Defender fortified or entrenched (no armour points count)', it: 'Difensore fortificato o trincerato (i punti corazza non contano)' }, rule: '8.3.3', default: false },
    { kind: 'flag', id: 'surrounded', label: { en: 'Defender surrounded (concentric attack)', it: 'Difensore circondato (attacco concentrico)' }, rule: '8.2.6', default: false },
    { kind: 'number', id: 'airAttacker', label: { en: 'Attacker air markers on the target', it: 'Segnalini aerei dell\'attaccante sul bersaglio' }, rule: '8.5.4', min: 0, max: 10, default: 0 },
    { kind: 'number', id: 'airDefender', label: { en: 'Defender air markers on the target', it: 'Segnalini aerei del difensore sul bersaglio' }, rule: '8.5.4', min: 0, max: 10, default: 0 },
    { kind: 'number', id: 'terrain', label: { en: 'Terrain DRM from your Terrain Chart', it: 'DRM del terreno dalla tua tabella del terreno' }, rule: '8.2.3', min: -6, max: 6, default: 0 },
  ],
  tables: ['odds-drm', 'crt'],
  roll: 'd10',
  notes: {
    en: 'The odds DRM and the results come from your own tables: the seed has neither. Support units with only circled or boxed values, and HQs, defend alone with CS 1.',
    it: 'Il DRM del rapporto e i risultati vengono dalle tue tabelle: il regolamento non ha né l\'uno né gli altri. Unità di supporto con soli valori cerchiati o riquadrati, e i comandi, difendono da sole con FC 1.',
  },
};

function modified(u: InputValues, i: number, who: 'Attacker' | 'Defender', whoIt: string, steps: CalcStep[]): { cs: number; ap: number; art: number } {
  let cs = Math.max(0, num(u, 'cs'));
  let ap = Math.max(0, num(u, 'ap'));
  let art = Math.max(0, num(u, 'art'));
  const parts = [fmt(cs)];
  if (flag(u, 'armour') && !flag(u, 'supported')) { cs = Math.max(1, Math.floor(cs / 2)); parts.push('½'); }
  if (flag(u, 'isolated')) { cs = Math.max(1, Math.floor(cs / 2)); ap = Math.floor(ap / 2); art = Math.floor(art / 2); parts.push('½'); }
  if (parts.length > 1) {
    steps.push(step(flag(u, 'isolated') ? '8.3.4, 8.2.7' : '8.3.4', `${who} ${i + 1}: CS${flag(u, 'armour') && !flag(u, 'supported') ? ' (armour without infantry halved)' : ''}${flag(u, 'isolated') ? ' (isolated: CS, armour, artillery halved)' : ''}`, `${whoIt} ${i + 1}: FC${flag(u, 'armour') && !flag(u, 'supported') ? ' (corazzati senza fanteria dimezzati)' : ''}${flag(u, 'isolated') ? ' (isolata: FC, corazza, artiglieria dimezzate)' : ''}`, `${parts.join(' ')} → ${cs}`));
  }
  return { cs, ap, art };
}

/** The armour (or artillery) comparison of 8.3.2 / 8.4: +2, +1, 0, −1, −2 for the attacker. */
export function comparisonDrm(a: number, d: number): number {
  if (a > d) return (d === 0 ? a >= 2 : a >= 2 * d) ? 2 : 1;
  if (d > a) return (a === 0 ? d >= 2 : d >= 2 * a) ? -2 : -1;
  return 0;
}

/** Odds rounded to the nearest half, written "2:1", "1:1.5", "1:1" (8.2.5). */
export function bnaOdds(a: number, d: number): string {
  const big = Math.max(a, d);
  const small = Math.min(a, d);
  const r = Math.max(1, Math.round((big / small) * 2) / 2);
  if (r === 1) return '1:1';
  return a >= d ? `${fmt(r)}:1` : `1:${fmt(r)}`;
}

export const computeBnaCombat: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const att = list(inputs, 'attackers').map((u, i) => modified(u, i, 'Attacker', 'Attaccante', steps));
  const def = list(inputs, 'defenders').map((u, i) => modified(u, i, 'Defender', 'Difensore', steps));
  const sum = (xs: { cs: number; ap: number; art: number }[], k: 'cs' | 'ap' | 'art'): number => xs.reduce((s, x) => s + x[k], 0);
  const a = sum(att, 'cs');
  const d = sum(def, 'cs');
  if (!(a > 0)) return invalid(steps, '8.2.2', 'No attacking combat strength: units without CS cannot attack', 'Nessuna forza d\'attacco: le unità senza FC non possono attaccare');
  if (!(d > 0)) return invalid(steps, '8.2.2', 'Defenders without CS defend with CS 1: enter 1', 'I difensori senza FC difendono con FC 1: inserisci 1');
  const odds = bnaOdds(a, d);
  steps.push(step('8.2.5', 'Odds, rounded to the nearest half', 'Rapporto, arrotondato alla mezza unità più vicina', `${fmt(a)}:${fmt(d)} → ${odds}`));

  let drm = 0;
  if (flag(inputs, 'surrounded')) { drm += 1; steps.push(step('8.2.6', 'Concentric attack', 'Attacco concentrico', '+1')); }
  const aAp = sum(att, 'ap');
  const dAp = sum(def, 'ap');
  if (flag(inputs, 'fortified')) steps.push(step('8.3.3', 'Fortified or entrenched defender: no armour DRM', 'Difensore fortificato o trincerato: nessun DRM di corazza', '0'));
  else if (aAp > 0 || dAp > 0) {
    let v = comparisonDrm(aAp, dAp);
    const halve = (v === 2 && flag(inputs, 'attackerAtOnly')) || (v === -2 && flag(inputs, 'defenderAtOnly'));
    if (halve) v /= 2;
    drm += v;
    steps.push(step('8.3.2', halve ? `Armour points ${aAp} : ${dAp} (anti-tank only: halved)` : `Armour points ${aAp} : ${dAp}`, halve ? `Punti corazza ${aAp} : ${dAp} (solo anticarro: dimezzato)` : `Punti corazza ${aAp} : ${dAp}`, signed(v)));
  }
  const aArt = sum(att, 'art');
  const dArt = sum(def, 'art');
  if (aArt > 0 || dArt > 0) {
    const v = comparisonDrm(aArt, dArt);
    drm += v;
    steps.push(step('8.4', `Artillery points ${aArt} : ${dArt}`, `Punti artiglieria ${aArt} : ${dArt}`, signed(v)));
  }
  const air = num(inputs, 'airAttacker') - num(inputs, 'airDefender');
  if (num(inputs, 'airAttacker') > 0 || num(inputs, 'airDefender') > 0) { drm += air; steps.push(step('8.5.4', 'Air markers (+1 attacker, −1 defender, each)', 'Segnalini aerei (+1 attaccante, −1 difensore, ciascuno)', signed(air))); }
  const terrain = num(inputs, 'terrain');
  if (terrain !== 0) { drm += terrain; steps.push(step('8.2.3', 'Terrain (your chart)', 'Terreno (la tua tabella)', signed(terrain))); }
  steps.push(step('8.2.3', 'DRMs so far', 'DRM finora', signed(drm)));

  const oddsRow = keyedRow(cellsOf(BNA_ODDS_DRM, tables), odds);
  if (!cellsOf(BNA_ODDS_DRM, tables)) return missing(steps, BNA_ODDS_DRM.id, BNA_CRT.id);
  if (!oddsRow) return invalid(steps, '8.2.5', `Your odds table has no row for ${odds}`, `La tua tabella dei rapporti non ha una riga per ${odds}`);
  const oddsDrm = Number((oddsRow[1] ?? '0').replace('−', '-').replace('+', ''));
  drm += oddsDrm;
  steps.push(step('8.2.5', `Odds DRM for ${odds} (your table)`, `DRM del rapporto per ${odds} (la tua tabella)`, signed(oddsDrm)));
  steps.push(step('8.2.3', 'Total DRM', 'DRM totale', signed(drm)));
  const crt = cellsOf(BNA_CRT, tables);
  if (!crt) return missing(steps, BNA_CRT.id);
  const die = dice?.[0];
  if (!dieOk(die, 0, 9)) return { steps, missingTables: [] };
  const total = die + drm;
  steps.push(step('2.3, 8.2.3', 'd10 (0 is zero) + DRM', 'd10 (0 vale zero) + DRM', `${die} ${signed(drm)} = ${total}`));
  const row = keyedRow(crt, total);
  if (!row) return invalid(steps, '8.2.8', `Your CRT has no row for ${total}`, `La tua tabella non ha una riga per ${total}`);
  const result = row.slice(1).join(' / ');
  steps.push(step('8.2.8', `CRT, roll ${total} (attacker / defender)`, `Tabella, tiro ${total} (attaccante / difensore)`, result));
  return { steps, missingTables: [], outcome: { label: { en: 'Result for every unit of each side', it: 'Risultato per ogni unità di ciascuna parte' }, value: result, rule: '8.2.8' } };
};
