import type { CalcResult, CalcStep, CalculatorSpec, Compute, InputValues } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, invalid, list, missing, num, signed, step, str } from '../../../companion/calc.js';
import { IFT, IFT_COLUMNS } from '../tables.js';

/**
 * An ASL Starter Kit fire attack on the IFT (3.2.2, 3.2.3): each firer's FP modified — point blank
 * ×2 (adjacent) or ×3 (same hex), long range ×½, Advancing Fire ×½, pinned ×½, other Area Fire
 * ×½, Assault Fire +1 after all halving (fractions up) — fractions kept and summed (fire group);
 * the rightmost IFT column not above the total; DRMs (directing leader — the worst when leaders
 * are in every hex of the group, none otherwise —, TEM, hindrance, FFMO, FFNAM, CX firer, others);
 * the dice (white, coloured): Cowering on doubles without a leader (one column, two for
 * inexperienced); the result; and the morale checks it calls for, when the target's morale is given.
 */

const RANGES = [
  { id: 'normal', label: { en: 'Within normal range', it: 'Entro la gittata normale' } },
  { id: 'adjacent', label: { en: 'Adjacent: point blank ×2', it: 'Adiacente: a bruciapelo ×2' } },
  { id: 'same-hex', label: { en: 'Same hex: triple point blank ×3', it: 'Stesso esagono: bruciapelo triplo ×3' } },
  { id: 'long', label: { en: 'Long range (up to twice normal): ×½', it: 'Lunga gittata (fino al doppio): ×½' } },
];

export const ASL_FIRE: CalculatorSpec = {
  id: 'fire',
  title: { en: 'Fire attack (IFT)', it: 'Attacco a fuoco (IFT)' },
  rule: '3.2.2',
  inputs: [
    {
      kind: 'list', id: 'firers', label: { en: 'Firing units and weapons (one fire group)', it: 'Unità e armi che sparano (un gruppo di fuoco)' }, rule: '3.2.2', min: 1, max: 10,
      item: [
        { kind: 'number', id: 'fp', label: { en: 'Firepower', it: 'Potenza di fuoco' }, rule: '1.2', min: 0, max: 36, default: 4 },
        { kind: 'choice', id: 'range', label: { en: 'Range', it: 'Gittata' }, rule: '3.2.2', options: RANGES, default: 'normal' },
        { kind: 'flag', id: 'afph', label: { en: 'Advancing Fire Phase (×½)', it: 'Fase di fuoco in avanzata (×½)' }, rule: '3.5', default: false },
        { kind: 'flag', id: 'pinned', label: { en: 'Pinned (×½)', it: 'Inchiodata (×½)' }, rule: '3.2.3', default: false },
        { kind: 'number', id: 'area', label: { en: 'Other Area Fire halvings (first-fire unit in DFPh, SFF/FPF, SMC alone with a MG, vs a HIP Gun)', it: 'Altri dimezzamenti per fuoco d\'area (unità già in First Fire nella DFPh, SFF/FPF, SMC da solo con MG, contro un cannone HIP)' }, rule: '3.2.2', min: 0, max: 3, default: 0 },
        { kind: 'flag', id: 'assault', label: { en: 'Assault Fire: underlined FP in the AFPh (+1)', it: 'Fuoco d\'assalto: FP sottolineato nella AFPh (+1)' }, rule: '3.5', default: false },
      ],
    },
    {
      kind: 'list', id: 'leaders', label: { en: 'Directing leaders (one per hex of the group)', it: 'Capi che dirigono (uno per esagono del gruppo)' }, rule: '3.2.2', min: 0, max: 4,
      item: [{ kind: 'number', id: 'drm', label: { en: 'Leadership DRM', it: 'DRM di comando' }, rule: '1.2.1', min: -3, max: 2, default: -1 }],
    },
    { kind: 'flag', id: 'leaderEveryHex', label: { en: 'A leader is in every hex of the fire group', it: 'C\'è un capo in ogni esagono del gruppo di fuoco' }, rule: '3.2.2', default: true },
    {
      kind: 'choice', id: 'cowering', label: { en: 'Who fires (for Cowering)', it: 'Chi spara (per il Cowering)' }, rule: '3.2.2, 5.4',
      options: [
        { id: 'mmc', label: { en: 'Squads or half-squads', it: 'Squadre o mezze squadre' } },
        { id: 'inexperienced', label: { en: 'Inexperienced squads (two columns)', it: 'Squadre inesperte (due colonne)' } },
        { id: 'none', label: { en: 'Never cowers (ordnance, vehicle, IFE, residual, DC, OBA)', it: 'Mai Cowering (artiglieria, veicolo, IFE, residuo, DC, OBA)' } },
      ],
      default: 'mmc',
    },
    { kind: 'number', id: 'tem', label: { en: 'Terrain effect of the target hex (TEM)', it: 'Effetto del terreno dell\'esagono bersaglio (TEM)' }, rule: '1.1.1', min: -3, max: 5, default: 0 },
    { kind: 'number', id: 'hindrance', label: { en: 'Hindrances between firer and target', it: 'Ostacoli tra chi spara e il bersaglio' }, rule: '3.2.1', min: 0, max: 8, default: 0 },
    { kind: 'flag', id: 'ffmo', label: { en: 'FFMO: target moving in Open Ground (−1; not through a hindrance)', it: 'FFMO: bersaglio in movimento su terreno aperto (−1; non attraverso un ostacolo)' }, rule: '3.3.3', default: false },
    { kind: 'flag', id: 'ffnam', label: { en: 'FFNAM: target not using Assault Movement (−1)', it: 'FFNAM: bersaglio senza movimento d\'assalto (−1)' }, rule: '3.3.3', default: false },
    { kind: 'flag', id: 'cx', label: { en: 'Firer is CX (+1)', it: 'Chi spara è CX (+1)' }, rule: '3.3.1', default: false },
    { kind: 'number', id: 'other', label: { en: 'Other DRM', it: 'Altri DRM' }, rule: '3.2.2', min: -6, max: 6, default: 0 },
    { kind: 'number', id: 'morale', label: { en: 'Target morale (0 = not given)', it: 'Morale del bersaglio (0 = non indicato)' }, rule: '3.2.3', min: 0, max: 10, default: 0 },
    { kind: 'number', id: 'mcDrm', label: { en: 'DRM on the target\'s morale checks (e.g. its leader)', it: 'DRM sui controlli del morale del bersaglio (es. il suo capo)' }, rule: '3.2.3', min: -3, max: 3, default: 0 },
    { kind: 'number', id: 'elr', label: { en: 'Target\'s ELR (0 = not given)', it: 'ELR del bersaglio (0 = non indicato)' }, rule: '5.1', min: 0, max: 5, default: 0 },
  ],
  tables: ['ift'],
  roll: '2d6',
  notes: {
    en: 'Flamethrowers (24 FP, never point blank), demolition charges (30 FP) and ordnance hits are entered as one firer with that FP within normal range and "never cowers".',
    it: 'Lanciafiamme (24 FP, mai a bruciapelo), cariche da demolizione (30 FP) e colpi d\'artiglieria si inseriscono come un tiratore con quel FP entro la gittata normale e "mai Cowering".',
  },
};

/** One firer's FP after every modification, with the steps (3.2.2, 3.5). */
function firerFp(f: InputValues, i: number, steps: CalcStep[]): number {
  const base = Math.max(0, num(f, 'fp'));
  let fp = base;
  const parts: string[] = [fmt(base)];
  const range = str(f, 'range', 'normal');
  if (range === 'adjacent') { fp *= 2; parts.push('×2'); }
  if (range === 'same-hex') { fp *= 3; parts.push('×3'); }
  if (range === 'long') { fp /= 2; parts.push('×½'); }
  if (flag(f, 'afph')) { fp /= 2; parts.push('×½'); }
  if (flag(f, 'pinned')) { fp /= 2; parts.push('×½'); }
  for (let k = 0; k < Math.max(0, Math.floor(num(f, 'area'))); k++) { fp /= 2; parts.push('×½'); }
  if (flag(f, 'assault')) {
    if (range === 'long') steps.push(step('3.5', `Firer ${i + 1}: no Assault Fire beyond normal range`, `Tiratore ${i + 1}: niente fuoco d'assalto oltre la gittata normale`, '—'));
    else { fp = Math.ceil(fp) + 1; parts.push('↑ +1'); }
  }
  // Point blank, long range and Area Fire are 3.2.2; Advancing and Assault Fire 3.5; pinned 3.2.3.
  const rule = ['3.2.2', ...(flag(f, 'afph') || flag(f, 'assault') ? ['3.5'] : []), ...(flag(f, 'pinned') ? ['3.2.3'] : [])].join(', ');
  steps.push(step(rule, `Firer ${i + 1} firepower`, `Potenza di fuoco del tiratore ${i + 1}`, parts.length > 1 ? `${parts.join(' ')} = ${fmt(fp)}` : fmt(fp)));
  return fp;
}

/** The rightmost IFT column whose FP does not exceed the total (3.2.2); null below 1 FP. */
export function iftColumn(fp: number): number | null {
  let col: number | null = null;
  for (const c of IFT_COLUMNS) if (c <= fp) col = c;
  return col;
}

export function iftRow(finalDr: number): string {
  if (finalDr <= 0) return 'le0';
  if (finalDr >= 15) return 'ge15';
  return String(finalDr);
}

export const computeAslFire: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const firers = list(inputs, 'firers');
  let total = 0;
  firers.forEach((f, i) => { total += firerFp(f, i, steps); });
  steps.push(step('3.2.2', 'Total firepower (fractions kept)', 'Potenza di fuoco totale (frazioni mantenute)', fmt(total)));
  let col = iftColumn(total);
  if (col === null) return invalid(steps, '3.2.2', 'Less than 1 FP: no IFT column, the attack has no effect', 'Meno di 1 FP: nessuna colonna IFT, l\'attacco non ha effetto');
  steps.push(step('3.2.2', 'IFT column (rightmost not above the total)', 'Colonna IFT (la più a destra non superiore al totale)', col));

  // DRMs.
  let drm = 0;
  const leaders = list(inputs, 'leaders').map((l) => num(l, 'drm'));
  let directed = false;
  if (leaders.length > 0) {
    if (flag(inputs, 'leaderEveryHex', true)) {
      const worst = Math.max(...leaders);
      directed = true;
      drm += worst;
      steps.push(step('3.2.2', leaders.length > 1 ? 'Leadership DRM (the worst of the leaders)' : 'Leadership DRM', leaders.length > 1 ? 'DRM di comando (il peggiore dei capi)' : 'DRM di comando', signed(worst)));
    } else {
      steps.push(step('3.2.2', 'No leader in every hex of the group: no leadership DRM', 'Non c\'è un capo in ogni esagono del gruppo: nessun DRM di comando', '0'));
    }
  }
  const tem = num(inputs, 'tem');
  if (tem !== 0) { drm += tem; steps.push(step('1.1.1', 'Terrain effect (TEM)', 'Effetto del terreno (TEM)', signed(tem))); }
  const hind = num(inputs, 'hindrance');
  if (hind >= 6) return invalid(steps, '3.2.1', 'Hindrances of +6 or more block the line of sight', 'Ostacoli per +6 o più bloccano la linea di vista');
  if (hind !== 0) { drm += hind; steps.push(step('3.2.1', 'Hindrance', 'Ostacolo', signed(hind))); }
  // 3.3.3: FFMO is not applied when the LOS crosses a hindrance, even with the target in Open Ground.
  if (flag(inputs, 'ffmo') && hind > 0) steps.push(step('3.3.3', 'FFMO does not apply: the line of sight crosses a hindrance', 'FFMO non si applica: la linea di vista attraversa un ostacolo', '0'));
  else if (flag(inputs, 'ffmo')) { drm -= 1; steps.push(step('3.3.3', 'FFMO', 'FFMO', '−1')); }
  if (flag(inputs, 'ffnam')) { drm -= 1; steps.push(step('3.3.3', 'FFNAM', 'FFNAM', '−1')); }
  if (flag(inputs, 'cx')) { drm += 1; steps.push(step('3.3.1', 'CX firer', 'Tiratore CX', '+1')); }
  const other = num(inputs, 'other');
  if (other !== 0) { drm += other; steps.push(step('3.2.2', 'Other DRM', 'Altri DRM', signed(other))); }
  steps.push(step('3.2.2', 'Total DRM', 'DRM totale', signed(drm)));

  const cells = cellsOf(IFT, tables);
  if (!cells) return missing(steps, IFT.id);
  const [white, coloured] = dice ?? [];
  if (!dieOk(white, 1, 6) || !dieOk(coloured, 1, 6)) return { steps, missingTables: [] };
  const dr = white + coloured;
  steps.push(step('1.4', 'Original DR (white + coloured)', 'DR originale (bianco + colorato)', `${white}+${coloured} = ${dr}`));
  const cowering = str(inputs, 'cowering', 'mmc');
  if (white === coloured && !directed && cowering !== 'none') {
    const shift = cowering === 'inexperienced' ? 2 : 1;
    const idx = IFT_COLUMNS.indexOf(col as (typeof IFT_COLUMNS)[number]) - shift;
    if (idx < 0) {
      steps.push(step('3.2.2, 5.4', 'Cowering: doubles without a leader, shifted left of the 1 FP column', 'Cowering: doppio senza capo, spostato a sinistra della colonna 1', `${col} → —`));
      return { steps, missingTables: [], outcome: { label: { en: 'No effect (Cowering)', it: 'Nessun effetto (Cowering)' }, value: '-', rule: '3.2.2' } };
    }
    const to = IFT_COLUMNS[idx]!;
    steps.push(step('3.2.2, 5.4', `Cowering: doubles without a leader, ${shift} column${shift > 1 ? 's' : ''} left`, `Cowering: doppio senza capo, ${shift} colonn${shift > 1 ? 'e' : 'a'} a sinistra`, `${col} → ${to}`));
    col = to;
  }
  const fdr = dr + drm;
  const row = iftRow(fdr);
  steps.push(step('3.2.2', 'Final DR', 'DR finale', fmt(fdr)));
  const result = cell(IFT, cells, row, String(col));
  if (result === null) return missing(steps, IFT.id);
  steps.push(step('3.2.3', `IFT, ${col} FP column, final DR ${fdr}`, `IFT, colonna ${col} FP, DR finale ${fdr}`, result));
  moraleSteps(result, inputs, steps);
  return { steps, missingTables: [], outcome: { label: resultLabel(result), value: result, rule: '3.2.3' } };
};

/** What the result asks of the target, with pass numbers when its morale is given (3.2.3, 5.1). */
function moraleSteps(result: string, inputs: InputValues, steps: CalcStep[]): void {
  const morale = num(inputs, 'morale');
  const mcDrm = num(inputs, 'mcDrm');
  const elr = num(inputs, 'elr');
  let mcPlus: number | null = null;
  const kia = /^(\d)KIA$/.exec(result);
  const k = /^K\/(\d)$/.exec(result);
  const mc = /^(\d)MC$/.exec(result);
  if (kia) steps.push(step('3.2.3', `${kia[1]} unit(s) eliminated at random; the others break (or, if broken, are reduced)`, `${kia[1]} unità eliminate a caso; le altre vanno in rotta (o, se già in rotta, sono ridotte)`, result));
  if (k) { steps.push(step('3.2.3', 'One unit at random suffers casualty reduction; every other target unit checks morale', 'Un\'unità a caso subisce la riduzione; ogni altra unità bersaglio controlla il morale', `+${k[1]}`)); mcPlus = Number(k[1]); }
  if (mc) mcPlus = Number(mc[1]);
  if (result === 'NMC') mcPlus = 0;
  if (result === 'PTC') {
    if (morale > 0) steps.push(step('3.2.3', 'Pin task check: unbroken, unpinned units pass on DR ≤ morale, else pinned', 'Controllo di inchiodamento: le unità non in rotta e non inchiodate passano con DR ≤ morale, altrimenti inchiodate', `≤ ${morale - mcDrm}`));
    return;
  }
  if (mcPlus === null) return;
  if (morale <= 0) {
    steps.push(step('3.2.3', 'Each target unit takes a morale check with this DRM (best leader first)', 'Ogni unità bersaglio fa un controllo del morale con questo DRM (prima il capo migliore)', signed(mcPlus)));
    return;
  }
  const pass = morale - mcPlus - mcDrm;
  steps.push(step('3.2.3', `Morale check against morale ${morale}: passes on DR ≤ ${pass}, pinned on exactly ${pass}`, `Controllo del morale contro morale ${morale}: supera con DR ≤ ${pass}, inchiodata con esattamente ${pass}`, `≤ ${pass}`));
  steps.push(step('3.2.3', 'Fails above it: broken and DM; an original 12: casualty reduction and broken', 'Fallisce sopra: va in rotta con DM; un 12 originale: riduzione e va in rotta', `> ${pass}`));
  if (elr > 0) steps.push(step('5.1', `Failing by more than ELR ${elr} replaces the unit with a lower-quality one`, `Fallire di più dell\'ELR ${elr} sostituisce l\'unità con una di qualità inferiore`, `> ${pass + elr}`));
}

function resultLabel(r: string): { en: string; it: string } {
  if (r === '-') return { en: 'No effect', it: 'Nessun effetto' };
  if (r === 'PTC') return { en: 'Pin task check', it: 'Controllo di inchiodamento' };
  if (r === 'NMC') return { en: 'Normal morale check', it: 'Controllo del morale normale' };
  if (/MC$/.test(r)) return { en: `Morale check +${r[0]}`, it: `Controllo del morale +${r[0]}` };
  if (r.startsWith('K/')) return { en: `Casualty reduction, the rest check morale +${r.slice(2)}`, it: `Riduzione, gli altri controllano il morale +${r.slice(2)}` };
  return { en: `${r[0]} eliminated, the rest break`, it: `${r[0]} eliminate, le altre vanno in rotta` };
}
