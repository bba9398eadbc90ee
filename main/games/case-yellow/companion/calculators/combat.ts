import type { CalcResult, CalcStep, CalculatorSpec, Compute, Text } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, invalid, missing, num, signed, step, str } from '../../../companion/calc.js';
import { CY_CRT, CY_ODDS } from '../tables.js';

/**
 * Case Yellow combat (11.3): odds with fractions dropped in the defender's favour (at least 1-3
 * before shifts), column shifts (terrain, supply, air, armour, panzer divisions, ARKO, defender out
 * of supply — 11.3b–c), the cap on the attacker's net shift (German +2, Allied +1; leftward not
 * capped), the final column (1-4 or worse automatic AE; beyond 6-1 read as 6-1), the CRT (the
 * player's, none is built in), the tactical-rating modification (11.3d) and what each result costs.
 */

/** Position on the odds ladder: 1-1 = 0, n-1 = n − 1, 1-n = −(n − 1). */
export function oddsPosition(attack: number, defence: number): number {
  return attack >= defence ? Math.floor(attack / defence) - 1 : -(Math.ceil(defence / attack) - 1);
}

export function oddsLabel(p: number): string {
  return p >= 0 ? `${p + 1}-1` : `1-${1 - p}`;
}

export const CY_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { en: 'Combat: odds, shifts and result', it: 'Combattimento: rapporto, spostamenti e risultato' },
  rule: '11.3',
  inputs: [
    { kind: 'choice', id: 'attacker', label: { en: 'Attacker', it: 'Attaccante' }, rule: '11.3b', options: [{ id: 'german', label: { en: 'German', it: 'Tedesco' } }, { id: 'allied', label: { en: 'Allied', it: 'Alleato' } }], default: 'german' },
    { kind: 'number', id: 'attack', label: { en: 'Attacking combat strength', it: 'Forza di combattimento attaccante' }, rule: '11.3a', min: 0, max: 99, default: 6 },
    { kind: 'number', id: 'defence', label: { en: 'Defending combat strength (with any fortified line garrison)', it: 'Forza di combattimento in difesa (con l\'eventuale guarnigione della linea fortificata)' }, rule: '11.3a, 11.7', min: 0, max: 99, default: 3 },
    { kind: 'number', id: 'terrain', label: { en: 'Terrain shifts left (defender\'s hex and hexsides; Improved Defense counts as terrain)', it: 'Spostamenti a sinistra per terreno (esagono e lati del difensore; la Miglior Difesa conta come terreno)' }, rule: '11.3c', min: 0, max: 5, default: 0 },
    { kind: 'flag', id: 'attackerOos', label: { en: 'An attacker is out of supply or without Attack Supply (1 left)', it: 'Un attaccante è senza rifornimento o senza Rifornimento d\'Attacco (1 a sinistra)' }, rule: '11.3c, 7.6', default: false },
    { kind: 'number', id: 'airAttacker', label: { en: 'Air supports committed by the attacker', it: 'Supporti aerei impegnati dall\'attaccante' }, rule: '5.2', min: 0, max: 6, default: 0 },
    { kind: 'number', id: 'airDefender', label: { en: 'Air supports committed by the defender', it: 'Supporti aerei impegnati dal difensore' }, rule: '5.2', min: 0, max: 6, default: 0 },
    { kind: 'flag', id: 'marsh', label: { en: 'Attack into Marsh or Flooded (two air supports per shift)', it: 'Attacco in palude o zona allagata (due supporti aerei per spostamento)' }, rule: '5.2', default: false },
    { kind: 'flag', id: 'armourBarred', label: { en: 'Into or out of City, Marsh or Flooded, or into an undestroyed fortified line (no armour shifts)', it: 'In o da città, palude o zona allagata, o contro una linea fortificata intatta (niente spostamenti corazzati)' }, rule: '11.3c', default: false },
    { kind: 'number', id: 'panzers', label: { en: 'Attacking German panzer divisions', it: 'Divisioni panzer tedesche attaccanti' }, rule: '11.3c', min: 0, max: 6, default: 0 },
    { kind: 'flag', id: 'alliedArmourDefends', label: { en: 'An Allied armoured unit defends', it: 'Difende un\'unità corazzata alleata' }, rule: '11.3c', default: false },
    { kind: 'flag', id: 'arko', label: { en: 'ARKO joins an attack on a City, Fort or Defensive Works hex (1 right)', it: 'L\'ARKO partecipa a un attacco a città, forte o opere difensive (1 a destra)' }, rule: '11.8', default: false },
    { kind: 'flag', id: 'alliedArmour', label: { en: 'Allied armoured division attacks and no panzer division defends (1 right)', it: 'Attacca una divisione corazzata alleata e non difende una divisione panzer (1 a destra)' }, rule: '11.3c', default: false },
    { kind: 'flag', id: 'matilda', label: { en: 'British 1st Tank Brigade attacks (1 right)', it: 'Attacca la 1ª brigata carri britannica (1 a destra)' }, rule: '11.3c', default: false },
    { kind: 'flag', id: 'defenderOos', label: { en: 'A defending unit is out of supply (1 right)', it: 'Un\'unità in difesa è senza rifornimento (1 a destra)' }, rule: '11.3c', default: false },
    { kind: 'number', id: 'attackerTr', label: { en: 'Highest effective tactical rating of the attackers', it: 'Massimo valore tattico effettivo degli attaccanti' }, rule: '11.3d', min: 1, max: 6, default: 3 },
    { kind: 'number', id: 'defenderTr', label: { en: 'Highest effective tactical rating of the defenders', it: 'Massimo valore tattico effettivo dei difensori' }, rule: '11.3d', min: 1, max: 6, default: 3 },
    { kind: 'flag', id: 'fortifiedLine', label: { en: 'Defender in an undestroyed fortified line hex (tactical ratings do not count)', it: 'Difensore in una linea fortificata intatta (i valori tattici non contano)' }, rule: '11.7b', default: false },
  ],
  tables: ['crt'],
  roll: 'd6',
  notes: {
    en: 'Air supports into Marsh or Flooded are counted two per shift for the attacker; the defender\'s are counted one per shift (the seed does not say otherwise).',
    it: 'I supporti aerei in palude o zona allagata contano due per spostamento per l\'attaccante; quelli del difensore uno per spostamento (il regolamento non dice altrimenti).',
  },
};

const RESULT_TEXT: Record<string, Text> = {
  AE: { en: 'Attacker eliminated: loses 2 steps (1 if only one corps attacks); survivors disrupted', it: 'Attaccante eliminato: perde 2 livelli (1 se attacca un solo corpo); i superstiti disorganizzati' },
  AL1: { en: 'Attacker loses 1 step', it: 'L\'attaccante perde 1 livello' },
  C: { en: 'Contact: no effect', it: 'Contatto: nessun effetto' },
  BL1: { en: 'Both lose 1 step', it: 'Entrambi perdono 1 livello' },
  ENG: { en: 'Engaged: combat continues next action round', it: 'Ingaggiati: il combattimento continua nel prossimo round d\'azione' },
  DR: { en: 'Defender retreats 2 hexes', it: 'Il difensore si ritira di 2 esagoni' },
  DL1: { en: 'Defender loses 1 step and retreats 2 hexes', it: 'Il difensore perde 1 livello e si ritira di 2 esagoni' },
  DE: { en: 'Defender eliminated: brigades and regiments gone, others lose 2 steps; survivors disrupted, retreat 2', it: 'Difensore eliminato: brigate e reggimenti eliminati, gli altri perdono 2 livelli; i superstiti disorganizzati, ritirata di 2' },
};

export const computeCyCombat: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const german = str(inputs, 'attacker', 'german') === 'german';
  const a = num(inputs, 'attack');
  const d = num(inputs, 'defence');
  if (!(a > 0) || !(d > 0)) return invalid(steps, '11.3a', 'Both sides need combat strength', 'Entrambe le parti devono avere forza di combattimento');
  const p0 = oddsPosition(a, d);
  steps.push(step('11.3a', 'Odds, fractions dropped for the defender', 'Rapporto, frazioni scartate a favore del difensore', `${fmt(a)}:${fmt(d)} = ${oddsLabel(p0)}`));
  if (p0 < -2) return invalid(steps, '11.3a', 'Odds before shifts must be at least 1-3', 'Il rapporto prima degli spostamenti deve essere almeno 1-3');

  let left = 0;
  let right = 0;
  const terrain = Math.max(0, Math.floor(num(inputs, 'terrain')));
  if (terrain > 0) { left += terrain; steps.push(step('11.3c', 'Terrain', 'Terreno', `${terrain}L`)); }
  if (flag(inputs, 'attackerOos')) { left += 1; steps.push(step('11.3c', 'Attacker out of supply or without Attack Supply', 'Attaccante senza rifornimento o senza Rifornimento d\'Attacco', '1L')); }
  const airA = Math.max(0, Math.floor(num(inputs, 'airAttacker')));
  const airD = Math.max(0, Math.floor(num(inputs, 'airDefender')));
  const marsh = flag(inputs, 'marsh');
  const airAShift = marsh ? Math.floor(airA / 2) : airA;
  if (airA > 0) { right += airAShift; steps.push(step('5.2', marsh ? 'Attacker air support (two per shift into Marsh/Flooded)' : 'Attacker air support', marsh ? 'Supporto aereo dell\'attaccante (due per spostamento in palude/allagata)' : 'Supporto aereo dell\'attaccante', `${airAShift}R`)); }
  if (airD > 0) { left += airD; steps.push(step('5.2', 'Defender air support', 'Supporto aereo del difensore', `${airD}L`)); }
  const barred = flag(inputs, 'armourBarred');
  if (german) {
    let pz = Math.max(0, Math.floor(num(inputs, 'panzers')));
    if (pz > 0) {
      if (barred) steps.push(step('11.3c', 'Panzer divisions: no armour shifts here', 'Divisioni panzer: qui niente spostamenti corazzati', '0'));
      else {
        if (flag(inputs, 'alliedArmourDefends')) pz -= 1;
        const capped = Math.min(2, Math.max(0, pz));
        right += capped;
        steps.push(step('11.3c', flag(inputs, 'alliedArmourDefends') ? 'Panzer divisions, one less for the Allied armour defending, at most 2' : 'Panzer divisions, at most 2', flag(inputs, 'alliedArmourDefends') ? 'Divisioni panzer, una in meno per i corazzati alleati in difesa, al massimo 2' : 'Divisioni panzer, al massimo 2', `${capped}R`));
      }
    }
    if (flag(inputs, 'arko')) { right += 1; steps.push(step('11.8', 'ARKO', 'ARKO', '1R')); }
  } else {
    if (flag(inputs, 'alliedArmour')) {
      if (barred) steps.push(step('11.3c', 'Allied armour: no armour shifts here', 'Corazzati alleati: qui niente spostamenti corazzati', '0'));
      else { right += 1; steps.push(step('11.3c', 'Allied armoured division', 'Divisione corazzata alleata', '1R')); }
    }
    if (flag(inputs, 'matilda')) {
      if (barred) steps.push(step('11.3c', '1st Tank Brigade: no armour shifts here', '1ª brigata carri: qui niente spostamenti corazzati', '0'));
      else { right += 1; steps.push(step('11.3c', 'British 1st Tank Brigade', '1ª brigata carri britannica', '1R')); }
    }
  }
  if (flag(inputs, 'defenderOos')) { right += 1; steps.push(step('11.3c', 'Defender out of supply', 'Difensore senza rifornimento', '1R')); }
  let net = right - left;
  steps.push(step('11.3b', 'Net shift', 'Spostamento netto', `${right}R − ${left}L = ${signed(net)}`));
  const cap = german ? 2 : 1;
  if (net > cap) {
    net = cap;
    steps.push(step('11.3b', german ? 'Net shift for a German attacker capped at 2' : 'Net shift for an Allied attacker capped at 1', german ? 'Spostamento netto per un attaccante tedesco limitato a 2' : 'Spostamento netto per un attaccante alleato limitato a 1', signed(net)));
  }
  const p = p0 + net;
  if (p <= -3) {
    steps.push(step('11.3a', 'Final odds', 'Rapporto finale', oddsLabel(p)));
    return { steps, missingTables: [], outcome: { label: { en: 'Automatic AE: odds of 1-4 or worse after shifts', it: 'AE automatico: rapporto di 1-4 o peggiore dopo gli spostamenti' }, value: 'AE', rule: '11.3a' } };
  }
  const finalP = Math.min(5, p);
  steps.push(step('11.3a', p > 5 ? 'Final odds (beyond 6-1 read as 6-1)' : 'Final odds', p > 5 ? 'Rapporto finale (oltre 6-1 vale 6-1)' : 'Rapporto finale', oddsLabel(finalP)));
  const column = oddsLabel(finalP);
  if (!(CY_ODDS as readonly string[]).includes(column)) return invalid(steps, '11.3a', 'No such column', 'Colonna inesistente');
  const cells = cellsOf(CY_CRT, tables);
  if (!cells) return missing(steps, CY_CRT.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const raw = cell(CY_CRT, cells, String(die), column);
  if (raw === null) return missing(steps, CY_CRT.id);
  steps.push(step('11.3', `CRT, column ${column}, die ${die}`, `Tabella, colonna ${column}, dado ${die}`, raw));
  let result = raw;
  const notes: CalcStep[] = [];
  const fl = flag(inputs, 'fortifiedLine');
  const atr = num(inputs, 'attackerTr', 3);
  const dtr = num(inputs, 'defenderTr', 3);
  if (fl) steps.push(step('11.7b', 'Fortified line: tactical ratings have no effect', 'Linea fortificata: i valori tattici non hanno effetto', '—'));
  else {
    steps.push(step('11.3d', 'Highest tactical ratings, attacker : defender', 'Valori tattici massimi, attaccante : difensore', `${atr} : ${dtr}`));
    if (atr > dtr) {
      const to: Record<string, string> = { AE: 'AL1', AL1: 'C', C: 'DR' };
      if (to[raw]) { result = to[raw]!; steps.push(step('11.3d', 'Higher attacker rating changes the result (once only)', 'Il valore dell\'attaccante più alto cambia il risultato (una sola volta)', `${raw} → ${result}`)); }
      if (raw === 'BL1') notes.push(step('11.3d, 11.4d', 'Higher attacker rating: the defender also retreats 1 hex', 'Valore dell\'attaccante più alto: il difensore si ritira anche di 1 esagono', '+1'));
    }
  }
  if (result === 'ENG') {
    notes.push(fl || atr === dtr
      ? step('11.9', 'Engaged, equal ratings: each side loses a step; no retreat or advance', 'Ingaggiati, valori pari: ogni parte perde un livello; niente ritirata né avanzata', '1 + 1')
      : step('11.9', atr < dtr ? 'Engaged: the attacker (lower rating) loses a step' : 'Engaged: the defender (lower rating) loses a step', atr < dtr ? 'Ingaggiati: l\'attaccante (valore più basso) perde un livello' : 'Ingaggiati: il difensore (valore più basso) perde un livello', '1'));
  }
  if (['AL1', 'ENG', 'BL1', 'DL1'].includes(result)) {
    notes.push(step('11.3e', 'Loss priority: armour that gave or cancelled a shift takes the loss first (the 1st Tank Brigade if it attacked)', 'Priorità delle perdite: i corazzati che hanno dato o annullato uno spostamento subiscono per primi la perdita (la 1ª brigata carri se ha attaccato)', '1'));
  }
  if (result === 'DE') notes.push(step('11.3f', 'DE losses: attacker chooses the first step, defender the second; a corps loses at most one', 'Perdite DE: l\'attaccante sceglie il primo livello, il difensore il secondo; un corpo ne perde al massimo uno', '2'));
  if (result === 'DE' && fl) notes.push(step('11.7', 'The fortified line is destroyed before losses', 'La linea fortificata è distrutta prima delle perdite', '×'));
  steps.push(...notes);
  return { steps, missingTables: [], outcome: { label: RESULT_TEXT[result] ?? { en: result, it: result }, value: result, rule: '11.3' } };
};
