import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, invalid, missing, num, signed, step, str } from '../../../companion/calc.js';
import { TO_HIT, TO_HIT_MAX_RANGE } from '../tables.js';

/**
 * ASL Starter Kit To Hit (3.2.4, 6.x): the TH# read from the player's To Hit table by target type,
 * range and colour (ATT always red; red for the nationalities and cases 3.2.4 names, black
 * otherwise, black when no red is printed), the firer- and target-based DRMs the seed gives, and
 * the dice: hit when final DR ≤ TH#; critical hit (original 2 for ATT/VTT, final DR ≤ the CH# for
 * ITT); turret or hull (coloured < white = turret); Rate of Fire on the coloured die; breakdown on
 * an original DR ≥ B#; the IFT column of the effect (HE equivalent; half for ATT).
 */

const TARGET = [
  { id: 'itt', label: { en: 'Infantry Target Type (ITT)', it: 'Bersaglio fanteria (ITT)' } },
  { id: 'att', label: { en: 'Area Target Type (ATT)', it: 'Bersaglio d\'area (ATT)' } },
  { id: 'vtt', label: { en: 'Vehicle Target Type (VTT)', it: 'Bersaglio veicolo (VTT)' } },
];

const SIZE = [
  { id: '0', label: { en: 'Average (0)', it: 'Media (0)' } },
  { id: '-2', label: { en: 'Very large (−2)', it: 'Molto grande (−2)' } },
  { id: '-1', label: { en: 'Large (−1)', it: 'Grande (−1)' } },
  { id: '1', label: { en: 'Small (+1)', it: 'Piccola (+1)' } },
  { id: '2', label: { en: 'Very small (+2)', it: 'Molto piccola (+2)' } },
];

export const ASL_TO_HIT: CalculatorSpec = {
  id: 'to-hit',
  title: { en: 'Ordnance To Hit', it: 'Artiglieria: tiro per colpire' },
  rule: '3.2.4',
  inputs: [
    { kind: 'choice', id: 'target', label: { en: 'Target type', it: 'Tipo di bersaglio' }, rule: '3.2.4', options: TARGET, default: 'itt' },
    { kind: 'number', id: 'range', label: { en: 'Range in hexes', it: 'Gittata in esagoni' }, rule: '3.2.4', min: 0, max: TO_HIT_MAX_RANGE, default: 2 },
    { kind: 'flag', id: 'red', label: { en: 'Red TH# (Russian, Italian, Polish, Slovak, US before 1944, non-qualified, captured, inexperienced)', it: 'TH# rosso (russi, italiani, polacchi, slovacchi, USA prima del 1944, uso non qualificato, catturato, inesperto)' }, rule: '3.2.4', default: false },
    { kind: 'number', id: 'gunMod', label: { en: 'Change to the basic TH# your card prints for this gun (0 if none)', it: 'Modifica al TH# base che la tua tabella indica per questo cannone (0 se nessuna)' }, rule: '3.2.4', min: -5, max: 5, default: 0 },
    { kind: 'number', id: 'caChange', label: { en: 'Covered Arc change (case 8: e.g. +1 360° gun, +2 ST turret, +3 NT gun)', it: 'Cambio di arco coperto (caso 8: es. +1 cannone 360°, +2 torretta ST, +3 cannone NT)' }, rule: '3.2.4', min: 0, max: 8, default: 0 },
    { kind: 'flag', id: 'intensive', label: { en: 'Intensive Fire (+2)', it: 'Fuoco intensivo (+2)' }, rule: '3.2.4', default: false },
    { kind: 'flag', id: 'bu', label: { en: 'Firer buttoned up (+1)', it: 'Chi spara è chiuso (BU, +1)' }, rule: '7.0', default: false },
    { kind: 'flag', id: 'cx', label: { en: 'Firer CX (+1)', it: 'Chi spara è CX (+1)' }, rule: '3.3.1', default: false },
    { kind: 'flag', id: 'afph', label: { en: 'Advancing Fire Phase (+2)', it: 'Fase di fuoco in avanzata (+2)' }, rule: '3.5', default: false },
    { kind: 'flag', id: 'nonQualified', label: { en: 'Non-qualified use or captured (+2)', it: 'Uso non qualificato o catturato (+2)' }, rule: '3.2.4', default: false },
    { kind: 'number', id: 'bounding', label: { en: 'Bounding Fire DRM from your card (case 14)', it: 'DRM del fuoco in movimento dalla tua tabella (caso 14)' }, rule: '3.3.2', min: 0, max: 8, default: 0 },
    { kind: 'number', id: 'tem', label: { en: 'Target TEM (not for ATT)', it: 'TEM del bersaglio (non per ATT)' }, rule: '3.2.4', min: -3, max: 5, default: 0 },
    { kind: 'number', id: 'hindrance', label: { en: 'Hindrances', it: 'Ostacoli' }, rule: '3.2.1', min: 0, max: 8, default: 0 },
    { kind: 'choice', id: 'acquired', label: { en: 'Acquired target', it: 'Bersaglio acquisito' }, rule: '6.10', options: [{ id: '0', label: { en: 'No', it: 'No' } }, { id: '-1', label: { en: '−1', it: '−1' } }, { id: '-2', label: { en: '−2', it: '−2' } }], default: '0' },
    { kind: 'choice', id: 'size', label: { en: 'Target size', it: 'Dimensione del bersaglio' }, rule: '7.0', options: SIZE, default: '0' },
    { kind: 'flag', id: 'moving', label: { en: 'Moving vehicle target (+2)', it: 'Bersaglio veicolo in movimento (+2)' }, rule: '3.3.2', default: false },
    { kind: 'flag', id: 'hip', label: { en: 'Target is a HIP Gun (+2)', it: 'Il bersaglio è un cannone HIP (+2)' }, rule: '6.4', default: false },
    { kind: 'number', id: 'other', label: { en: 'Other DRM', it: 'Altri DRM' }, rule: '3.2.4', min: -6, max: 6, default: 0 },
    { kind: 'number', id: 'rof', label: { en: 'Rate of Fire (0 if none)', it: 'Cadenza di tiro (0 se nessuna)' }, rule: '1.2.4.1', min: 0, max: 4, default: 0 },
    { kind: 'number', id: 'rofCuts', label: { en: 'ROF reductions (IFE, captured, non-qualified, NT gun changing CA)', it: 'Riduzioni della cadenza (IFE, catturato, non qualificato, cannone NT che cambia arco)' }, rule: '3.2.4', min: 0, max: 3, default: 0 },
    { kind: 'number', id: 'breakdown', label: { en: 'Breakdown number B# (12 if none printed)', it: 'Numero di guasto B# (12 se non stampato)' }, rule: '6.12', min: 2, max: 12, default: 12 },
    { kind: 'number', id: 'heFp', label: { en: 'HE firepower of the calibre (e.g. 70–80 mm 12, 80–99 mm 16, 100–105 mm 20)', it: 'Potenza HE del calibro (es. 70–80 mm 12, 80–99 mm 16, 100–105 mm 20)' }, rule: '3.2.4', min: 0, max: 36, default: 0 },
  ],
  tables: ['to-hit'],
  roll: '2d6',
};

export const computeAslToHit: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const target = str(inputs, 'target', 'itt');
  const range = Math.floor(num(inputs, 'range'));
  if (range < 0 || range > TO_HIT_MAX_RANGE) return invalid(steps, '3.2.4', 'Range outside the table', 'Gittata fuori tabella');
  const wantRed = target === 'att' || flag(inputs, 'red');
  steps.push(step('3.2.4', target === 'att' ? 'ATT always uses the red number' : wantRed ? 'Red number (nationality or use)' : 'Black number', target === 'att' ? 'ATT usa sempre il numero rosso' : wantRed ? 'Numero rosso (nazionalità o uso)' : 'Numero nero', target === 'att' ? 'att-red' : `${target}-${wantRed ? 'red' : 'black'}`));
  const cells = cellsOf(TO_HIT, tables);
  if (!cells) return missing(steps, TO_HIT.id);
  const col = target === 'att' ? 'att-red' : `${target}-${wantRed ? 'red' : 'black'}`;
  let raw = cell(TO_HIT, cells, String(range), col);
  if ((raw === null || raw === '-') && wantRed && target !== 'att') {
    raw = cell(TO_HIT, cells, String(range), `${target}-black`);
    steps.push(step('3.2.4', 'No red number printed: the black one is used', 'Nessun numero rosso stampato: si usa il nero', raw ?? '-'));
  }
  if (raw === null || raw === '-' || raw === '') return invalid(steps, '3.2.4', 'Your To Hit table has no number for this range and target type', 'La tua tabella per colpire non ha un numero per questa gittata e tipo di bersaglio');
  let th = Number(raw);
  steps.push(step('3.2.4', `Basic TH#, ${target.toUpperCase()} at range ${range}`, `TH# base, ${target.toUpperCase()} a gittata ${range}`, th));
  const gunMod = num(inputs, 'gunMod');
  if (gunMod !== 0) { th += gunMod; steps.push(step('3.2.4', 'TH# changed for this gun', 'TH# modificato per questo cannone', `${signed(gunMod)} = ${th}`)); }

  let drm = 0;
  const add = (rule: string, en: string, it: string, v: number): void => {
    if (v === 0) return;
    drm += v;
    steps.push(step(rule, en, it, signed(v)));
  };
  add('3.2.4', 'Covered Arc change (case 8)', 'Cambio di arco coperto (caso 8)', num(inputs, 'caChange'));
  add('3.2.4', 'Intensive Fire', 'Fuoco intensivo', flag(inputs, 'intensive') ? 2 : 0);
  add('7.0', 'Buttoned-up firer', 'Chi spara è chiuso (BU)', flag(inputs, 'bu') ? 1 : 0);
  add('3.3.1', 'CX firer', 'Chi spara è CX', flag(inputs, 'cx') ? 1 : 0);
  add('3.5', 'Advancing Fire Phase', 'Fase di fuoco in avanzata', flag(inputs, 'afph') ? 2 : 0);
  add('3.2.4', 'Non-qualified or captured', 'Non qualificato o catturato', flag(inputs, 'nonQualified') ? 2 : 0);
  add('3.3.2', 'Bounding Fire', 'Fuoco in movimento', num(inputs, 'bounding'));
  const tem = num(inputs, 'tem');
  if (target === 'att' && tem !== 0) steps.push(step('3.2.4', 'TEM applies to the IFT DR, not the TH DR, for ATT', 'Con ATT il TEM si applica al DR sull\'IFT, non al tiro per colpire', signed(tem)));
  else add('3.2.4', 'Target TEM', 'TEM del bersaglio', tem);
  add('3.2.1', 'Hindrance', 'Ostacolo', num(inputs, 'hindrance'));
  add('6.10', 'Acquired target', 'Bersaglio acquisito', Number(str(inputs, 'acquired', '0')));
  add('7.0', 'Target size', 'Dimensione del bersaglio', Number(str(inputs, 'size', '0')));
  add('3.3.2', 'Moving vehicle', 'Veicolo in movimento', flag(inputs, 'moving') ? 2 : 0);
  add('6.4', 'HIP Gun target', 'Bersaglio cannone HIP', flag(inputs, 'hip') ? 2 : 0);
  add('3.2.4', 'Other DRM', 'Altri DRM', num(inputs, 'other'));
  steps.push(step('3.2.4', 'Total DRM', 'DRM totale', signed(drm)));

  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', 'Original DR (white + coloured)', 'DR originale (bianco + colorato)', `${w}+${c} = ${dr}`));
  steps.push(step('3.2.4', 'Final DR', 'DR finale', fmt(fdr)));
  const b = num(inputs, 'breakdown', 12);
  if (dr >= b) steps.push(step('6.12', `Original DR ≥ B# ${b}: the weapon malfunctions`, `DR originale ≥ B# ${b}: l'arma si guasta`, dr));
  const rof = Math.max(0, num(inputs, 'rof') - num(inputs, 'rofCuts'));
  if (num(inputs, 'rof') > 0) {
    steps.push(c <= rof
      ? step('3.2.4', `Coloured die ${c} ≤ ROF ${rof}: may fire again`, `Dado colorato ${c} ≤ cadenza ${rof}: può sparare ancora`, c)
      : step('3.2.4', `Coloured die ${c} > ROF ${rof}: rate of fire lost`, `Dado colorato ${c} > cadenza ${rof}: cadenza persa`, c));
  }
  if (fdr > th) {
    if (target !== 'att') steps.push(step('6.10', 'Acquisition marker placed or flipped (never beyond −2)', 'Segnalino di acquisizione posto o girato (mai oltre −2)', '−1/−2'));
    return { steps, missingTables: [], outcome: { label: { en: 'Miss', it: 'Mancato' }, value: 'miss', rule: '3.2.4' } };
  }
  let critical = false;
  if (target === 'itt') {
    const chRaw = cell(TO_HIT, cells, String(range), wantRed ? 'itt-ch-red' : 'itt-ch-black') ?? '-';
    const ch = chRaw === '-' || chRaw === '' ? null : Number(chRaw);
    if (ch !== null) {
      critical = fdr <= ch;
      steps.push(step('6.1', `Critical hit number ${ch}`, `Numero del colpo critico ${ch}`, critical ? `${fdr} ≤ ${ch}` : `${fdr} > ${ch}`));
    }
  } else if (dr === 2) {
    critical = true;
    steps.push(step('6.1', 'Original 2 that hits: critical hit', '2 originale che colpisce: colpo critico', 2));
  }
  const he = num(inputs, 'heFp');
  if (target === 'vtt') {
    steps.push(step('3.2.4', c < w ? 'Coloured die below white: turret hit' : 'Coloured die not below white: hull hit', c < w ? 'Dado colorato minore del bianco: colpita la torretta' : 'Dado colorato non minore del bianco: colpito lo scafo', c < w ? `${c} < ${w}` : `${c} ≥ ${w}`));
    if (critical) steps.push(step('6.1', 'Critical hit on a vehicle: the TK# is doubled', 'Colpo critico su veicolo: il TK# raddoppia', '×2'));
  } else if (he > 0) {
    if (critical) steps.push(step('6.1', 'Critical hit: the IFT with the HE firepower doubled, positive TEM reversed', 'Colpo critico: IFT con la potenza HE raddoppiata, TEM positivo invertito', `${fmt(Math.min(36, he * 2))} FP`));
    else if (target === 'att') steps.push(step('3.2.4', 'Effect: IFT at half the calibre\'s column, TEM on the IFT DR', 'Effetto: IFT a metà colonna del calibro, TEM sul DR dell\'IFT', `${fmt(he / 2)} FP`));
    else steps.push(step('3.2.4', 'Effect: IFT on the calibre\'s column, no TEM (already on the TH DR)', 'Effetto: IFT sulla colonna del calibro, senza TEM (già sul tiro per colpire)', `${fmt(he)} FP`));
  }
  return { steps, missingTables: [], outcome: critical ? { label: { en: 'Critical hit', it: 'Colpo critico' }, value: 'CH', rule: '6.1' } : { label: { en: 'Hit', it: 'Colpito' }, value: 'hit', rule: '3.2.4' } };
};
