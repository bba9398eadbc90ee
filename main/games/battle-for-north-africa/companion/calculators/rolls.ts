import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, missing, num, signed, step } from '../../../companion/calc.js';
import { BNA_INDEPENDENT_AM } from '../tables.js';

/** Battle for North Africa's d10 rolls (0 is zero, 2.3): initiative, commander, independent AM, cohesion, breakthrough, Italian surrender, Axis RP. */

export const BNA_INITIATIVE: CalculatorSpec = {
  id: 'initiative',
  title: { en: 'Initiative', it: 'Iniziativa' },
  rule: '5.0',
  inputs: [
    { kind: 'number', id: 'axisDrm', label: { en: 'Axis commander\'s initiative DRM (if in play)', it: 'DRM d\'iniziativa del comandante dell\'Asse (se in gioco)' }, rule: '4.5.5, 5.0', min: -3, max: 5, default: 0 },
    { kind: 'number', id: 'alliedDrm', label: { en: 'Allied commander\'s initiative DRM (if in play)', it: 'DRM d\'iniziativa del comandante alleato (se in gioco)' }, rule: '4.5.5, 5.0', min: -3, max: 5, default: 0 },
  ],
  tables: [],
  roll: 'd10',
  rolls: 2,
  notes: { en: 'First die Axis, second die Allied.', it: 'Primo dado Asse, secondo dado Alleati.' },
};

export const computeBnaInitiative: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const [ax, al] = dice ?? [];
  if (!dieOk(ax, 0, 9) || !dieOk(al, 0, 9)) return { steps, missingTables: [] };
  const axis = ax + num(inputs, 'axisDrm');
  const allied = al + num(inputs, 'alliedDrm');
  steps.push(step('5.0', 'Axis d10 + DRM', 'd10 dell\'Asse + DRM', `${ax} ${signed(num(inputs, 'axisDrm'))} = ${axis}`));
  steps.push(step('5.0', 'Allied d10 + DRM', 'd10 alleato + DRM', `${al} ${signed(num(inputs, 'alliedDrm'))} = ${allied}`));
  if (axis === allied) return { steps, missingTables: [], outcome: { label: { en: 'Tie: nobody has the initiative; every AM goes in the cup', it: 'Pareggio: nessuno ha l\'iniziativa; tutti i segnalini vanno nel contenitore' }, value: 'none', rule: '5.0' } };
  const axisWins = axis > allied;
  return { steps, missingTables: [], outcome: { label: axisWins ? { en: 'Axis initiative: picks the first AM, moves first in the secondary phase', it: 'Iniziativa dell\'Asse: sceglie il primo segnalino, muove per primo nella fase secondaria' } : { en: 'Allied initiative: picks the first AM, moves first in the secondary phase', it: 'Iniziativa alleata: sceglie il primo segnalino, muove per primo nella fase secondaria' }, value: axisWins ? 'axis' : 'allied', rule: '5.0' } };
};

export const BNA_COMMANDER: CalculatorSpec = {
  id: 'commander',
  title: { en: 'Commander availability roll', it: 'Tiro di disponibilità del comandante' },
  rule: '4.5.2',
  inputs: [{ kind: 'number', id: 'range', label: { en: 'Activation DR range on the commander\'s counter', it: 'Intervallo di attivazione sulla pedina del comandante' }, rule: '4.5.2', min: 0, max: 9, default: 5 }],
  tables: [],
  roll: 'd10',
};

export const computeBnaCommander: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const range = num(inputs, 'range', 5);
  steps.push(step('4.5.2', 'In play on a roll at or under the activation range', 'In gioco con un tiro pari o inferiore all\'intervallo', `≤ ${range}`));
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  steps.push(step('4.5.2', 'd10', 'd10', d));
  return d <= range
    ? { steps, missingTables: [], outcome: { label: { en: 'The commander is in play (place him in any hex)', it: 'Il comandante è in gioco (ponilo in qualunque esagono)' }, value: 'in', rule: '4.5.2, 4.5.7' } }
    : { steps, missingTables: [], outcome: { label: { en: 'Not available; a random event may occur (campaign, optional)', it: 'Non disponibile; può verificarsi un evento casuale (campagna, facoltativo)' }, value: 'out', rule: '4.5.2, 10.0' } };
};

export const BNA_INDEPENDENT: CalculatorSpec = {
  id: 'independent-am',
  title: { en: 'Independent AM: how many units', it: 'Segnalino indipendente: quante unità' },
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
  steps.push(step('4.1.6', `d10 ${d}`, `d10 ${d}`, r));
  return { steps, missingTables: [], outcome: { label: { en: 'Independent units that may be activated', it: 'Unità indipendenti attivabili' }, value: r, rule: '4.1.6' } };
};

export const BNA_COHESION: CalculatorSpec = {
  id: 'cohesion',
  title: { en: 'Cohesion test', it: 'Test di coesione' },
  rule: '8.2.8',
  inputs: [
    { kind: 'number', id: 'cohesion', label: { en: 'Unit cohesion', it: 'Coesione dell\'unità' }, rule: '8.1', min: 0, max: 9, default: 5 },
    { kind: 'number', id: 'modifier', label: { en: 'Modifier of the result (rd ±#)', it: 'Modificatore del risultato (rd ±#)' }, rule: '8.2.8', min: -5, max: 5, default: 0 },
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
  steps.push(step('8.2.8', `d10 + modifier against cohesion ${coh}`, `d10 + modificatore contro coesione ${coh}`, `${d} ${signed(mod)} = ${total}`));
  return total > coh
    ? { steps, missingTables: [], outcome: { label: { en: 'Above cohesion: reduced', it: 'Sopra la coesione: ridotta' }, value: 'reduced', rule: '8.2.8' } }
    : { steps, missingTables: [], outcome: { label: { en: 'No effect', it: 'Nessun effetto' }, value: '-', rule: '8.2.8' } };
};

export const BNA_BREAKTHROUGH: CalculatorSpec = {
  id: 'breakthrough',
  title: { en: 'Breakthrough movement', it: 'Movimento di sfondamento' },
  rule: '8.2.8',
  inputs: [{ kind: 'flag', id: 'motorized', label: { en: 'Motorized large unit or recon unit', it: 'Grande unità motorizzata o da ricognizione' }, rule: '8.2.8', default: true }],
  tables: [],
  roll: 'd10',
};

export const computeBnaBreakthrough: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  if (!flag(inputs, 'motorized', true)) {
    return { steps, missingTables: [], outcome: { label: { en: 'Foot, artillery and anti-tank units cannot break through: advance instead', it: 'Fanteria appiedata, artiglieria e anticarro non sfondano: avanzano invece' }, value: 'advance', rule: '8.2.8' } };
  }
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  steps.push(step('8.2.8', 'd10 + 1 movement points', 'd10 + 1 punti movimento', `${d} + 1 = ${d + 1}`));
  return { steps, missingTables: [], outcome: { label: { en: 'MP to spend, entering a vacated defender hex first; a second combat may follow', it: 'PM da spendere, entrando prima in un esagono lasciato dal difensore; può seguire un secondo combattimento' }, value: String(d + 1), rule: '8.2.8' } };
};

export const BNA_SURRENDER: CalculatorSpec = {
  id: 'italian-surrender',
  title: { en: 'Italian surrender check (September 1940 – March 1941)', it: 'Verifica della resa italiana (settembre 1940 – marzo 1941)' },
  rule: '9.5.5',
  inputs: [
    { kind: 'number', id: 'cohesion', label: { en: 'Cohesion of the isolated Italian or Libyan unit', it: 'Coesione dell\'unità italiana o libica isolata' }, rule: '9.5.5', min: 0, max: 9, default: 5 },
    { kind: 'flag', id: 'garrison', label: { en: 'Garrison or support unit', it: 'Guarnigione o unità di supporto' }, rule: '9.5.5', default: false },
  ],
  tables: [],
  roll: 'd10',
};

export const computeBnaSurrender: Compute = (inputs, _t, dice): CalcResult => {
  const steps: CalcStep[] = [];
  if (flag(inputs, 'garrison')) return { steps, missingTables: [], outcome: { label: { en: 'Isolated garrisons and support units surrender at once', it: 'Guarnigioni e unità di supporto isolate si arrendono subito' }, value: 'surrenders', rule: '9.5.5' } };
  const coh = num(inputs, 'cohesion', 5);
  const d = dice?.[0];
  if (!dieOk(d, 0, 9)) return { steps, missingTables: [] };
  steps.push(step('9.5.5', `d10 against cohesion ${coh}`, `d10 contro coesione ${coh}`, d));
  return d > coh
    ? { steps, missingTables: [], outcome: { label: { en: 'Surrenders: eliminated', it: 'Si arrende: eliminata' }, value: 'surrenders', rule: '9.5.5' } }
    : { steps, missingTables: [], outcome: { label: { en: 'Holds', it: 'Resiste' }, value: '-', rule: '9.5.5' } };
};

export const BNA_AXIS_RP_CALC: CalculatorSpec = {
  id: 'axis-rp',
  title: { en: 'Axis RP roll', it: 'Tiro degli RP dell\'Asse' },
  rule: '9.1.2',
  inputs: [
    { kind: 'number', id: 'chartDice', label: { en: 'Dice from your Axis RP Availability Chart (0 = not entered)', it: 'Dadi dalla tua tabella di disponibilità RP dell\'Asse (0 = non inserita)' }, rule: '9.1.2', min: 0, max: 12, default: 0 },
    { kind: 'number', id: 'villages', label: { en: 'Villages held: Sidi el-Barrani, Marsa Matruh, Maaten Baggush (September 1940 – January 1941)', it: 'Villaggi tenuti: Sidi el-Barrani, Marsa Matruh, Maaten Baggush (settembre 1940 – gennaio 1941)' }, rule: '9.1.2a', min: 0, max: 3, default: 0 },
    { kind: 'flag', id: 'malta', label: { en: 'Axis air superiority over Malta (optional air rules)', it: 'Superiorità aerea dell\'Asse su Malta (regole aeree facoltative)' }, rule: '9.1.2c, 8.5.6', default: false },
    { kind: 'flag', id: 'march41', label: { en: 'End of the March 1941 turn (+70 RP once)', it: 'Fine del turno di marzo 1941 (+70 RP una volta)' }, rule: '9.1.2b', default: false },
  ],
  tables: ['axis-rp'],
  roll: 'd10',
  notes: { en: 'Roll as many d10 as the number of dice step says and enter them all; they are added.', it: 'Tira tanti d10 quanti indica il passo del numero di dadi e inseriscili tutti; si sommano.' },
};

export const computeBnaAxisRp: Compute = (inputs, _tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const chart = num(inputs, 'chartDice');
  if (!(chart > 0)) return missing(steps, 'axis-rp');
  steps.push(step('9.1.2', 'Dice from the chart', 'Dadi dalla tabella', chart));
  let n = chart;
  const v = Math.min(3, Math.max(0, num(inputs, 'villages')));
  if (v > 0) { n += v; steps.push(step('9.1.2a', 'Villages held', 'Villaggi tenuti', `+${v}`)); }
  if (flag(inputs, 'malta')) { n += 1; steps.push(step('9.1.2c', 'Malta', 'Malta', '+1')); }
  steps.push(step('9.1.2', 'Number of d10 to roll', 'Numero di d10 da tirare', n));
  const got = (dice ?? []).filter((d) => dieOk(d, 0, 9));
  if (got.length < n) return { steps, missingTables: [] };
  const total = got.slice(0, n).reduce((s, d) => s + d, 0) + (flag(inputs, 'march41') ? 70 : 0);
  steps.push(step('9.1.2', 'Sum of the dice', 'Somma dei dadi', got.slice(0, n).join(' + ')));
  if (flag(inputs, 'march41')) steps.push(step('9.1.2b', 'End of March 1941', 'Fine di marzo 1941', '+70'));
  return { steps, missingTables: [], outcome: { label: { en: 'RP added to the Axis bank', it: 'RP aggiunti alla riserva dell\'Asse' }, value: String(total), rule: '9.1.2' } };
};

/** 4.1.4, 4.5.6, 9.2: the RP a turn's plan needs — the AMs in the cup set the floor of the allocation. */
export const BNA_ALLOCATION: CalculatorSpec = {
  id: 'allocation',
  title: { en: 'RP allocation for the turn', it: 'Assegnazione degli RP per il turno' },
  rule: '9.2',
  inputs: [
    { kind: 'list', id: 'ams', label: { en: 'Activation markers put in the cup (or chosen first)', it: 'Segnalini d\'attivazione nel contenitore (o scelti per primi)' }, rule: '4.1.4', min: 0, max: 30, item: [{ kind: 'number', id: 'cost', label: { en: 'RP cost printed on the AM', it: 'Costo in RP stampato sul segnalino' }, rule: '4.1.4', min: 0, max: 5, default: 2 }] },
    { kind: 'list', id: 'combined', label: { en: 'HQs in a combined operation (commander AM)', it: 'Comandi in un\'operazione combinata (segnalino del comandante)' }, rule: '4.5.6', min: 0, max: 10, item: [{ kind: 'number', id: 'cost', label: { en: 'HQ activation cost', it: 'Costo d\'attivazione del comando' }, rule: '4.5.6', min: 0, max: 5, default: 2 }] },
    { kind: 'number', id: 'air', label: { en: 'Air markers to buy (2 RP each)', it: 'Segnalini aerei da acquistare (2 RP ciascuno)' }, rule: '8.5.1', min: 0, max: 20, default: 0 },
    { kind: 'number', id: 'kg', label: { en: 'Kampfgruppen or the Special Armoured Brigade to buy (2 RP each)', it: 'Kampfgruppen o Brigata Corazzata Speciale da acquistare (2 RP ciascuno)' }, rule: '4.7.2', min: 0, max: 3, default: 0 },
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
  if (ams.length) steps.push(step('4.1.4', 'Activation markers', 'Segnalini d\'attivazione', `${ams.join(' + ')} = ${amCost}`));
  const comCost = combined.reduce((s, x) => s + x, 0);
  if (combined.length) steps.push(step('4.5.6', 'Commander AM: the sum of the HQs it activates (the commander costs nothing)', 'Segnalino del comandante: la somma dei comandi attivati (il comandante non costa nulla)', `${combined.join(' + ')} = ${comCost}`));
  const floor = amCost + comCost;
  steps.push(step('4.1.4, 9.2.1', 'Allocation floor: the cost of every AM in play', 'Minimo da assegnare: il costo di tutti i segnalini in gioco', floor));
  const air = num(inputs, 'air') * 2;
  if (air) steps.push(step('8.5.1, 9.2.2', 'Air markers, paid at the start of the turn', 'Segnalini aerei, pagati all\'inizio del turno', `+${air}`));
  const kg = num(inputs, 'kg') * 2;
  if (kg) steps.push(step('4.7.2', 'Kampfgruppen', 'Kampfgruppen', `+${kg}`));
  const total = floor + air + kg;
  return { steps, missingTables: [], outcome: { label: { en: 'RP to allocate at least (unspent RP are lost at the end of the turn)', it: 'RP da assegnare almeno (gli RP non spesi si perdono a fine turno)' }, value: String(total), rule: '9.2' } };
};
