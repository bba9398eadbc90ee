import type { CalcResult, CalcStep, CalculatorSpec, Compute, TableSpec } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, missing, num, signed, step, str } from '../../../companion/calc.js';
import { CY_ACTION_MARKERS, CY_AIR_SUPPORT, CY_AIRBORNE, CY_BRIDGEHEAD, CY_EBEN_EMAEL, CY_STUKA, CY_VARIABLE_VP } from '../tables.js';

/**
 * Case Yellow's die-roll tables as calculators: Stuka dive bombing (5.1e) with its DRMs, bridgehead
 * creation (10.8) with its DRMs, airborne landings (Scen. 4.2), and the plain one-die tables
 * (variable VP, action markers, air supports, Eben Emael).
 */

/** A modified d6 read on a die-row table, clamped to 1–6. */
function readClamped(spec: TableSpec, tables: Readonly<Record<string, string[][]>>, modified: number, col: string): string | null {
  const row = String(Math.min(6, Math.max(1, modified)));
  return cell(spec, cellsOf(spec, tables), row, col);
}

export const CY_STUKA_CALC: CalculatorSpec = {
  id: 'stuka',
  title: { en: 'Stuka dive bombing', it: 'Bombardamento in picchiata degli Stuka' },
  rule: '5.1e',
  inputs: [
    { kind: 'flag', id: 'port', label: { en: 'Target is the Dynamo port (no DRMs)', it: 'Il bersaglio è il porto di Dinamo (nessun DRM)' }, rule: '5.1e, 13', default: false },
    { kind: 'flag', id: 'lowTr', label: { en: 'A unit in the hex has a tactical rating of 2 or less (+1)', it: 'Un\'unità nell\'esagono ha valore tattico 2 o meno (+1)' }, rule: '5.1e', default: false },
    {
      kind: 'choice', id: 'terrain', label: { en: 'Terrain of the target hex (not cumulative)', it: 'Terreno dell\'esagono bersaglio (non cumulativo)' }, rule: '5.1e',
      options: [
        { id: '0', label: { en: 'None of those below (0)', it: 'Nessuno dei seguenti (0)' } },
        { id: '-1', label: { en: 'Defensive Works, Town, Marsh, Woods, Rough or Improved Defense (−1)', it: 'Opere difensive, cittadina, palude, bosco, terreno accidentato o Miglior Difesa (−1)' } },
        { id: '-2', label: { en: 'City or Forest (−2)', it: 'Città o foresta (−2)' } },
      ],
      default: '0',
    },
  ],
  tables: ['stuka'],
  roll: 'd6',
};

export const computeCyStuka: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const port = flag(inputs, 'port');
  let drm = 0;
  if (port) steps.push(step('5.1e', 'Dynamo port: no DRMs', 'Porto di Dinamo: nessun DRM', '0'));
  else {
    if (flag(inputs, 'lowTr')) { drm += 1; steps.push(step('5.1e', 'Tactical rating 2 or less in the hex', 'Valore tattico 2 o meno nell\'esagono', '+1')); }
    const t = Number(str(inputs, 'terrain', '0'));
    if (t !== 0) { drm += t; steps.push(step('5.1e', 'Terrain (not cumulative)', 'Terreno (non cumulativo)', signed(t))); }
    steps.push(step('5.1e', 'Total DRM', 'DRM totale', signed(drm)));
  }
  if (!cellsOf(CY_STUKA, tables)) return missing(steps, CY_STUKA.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = die + drm;
  steps.push(step('5.1e', 'Modified roll', 'Tiro modificato', `${die} ${signed(drm)} = ${modified}`));
  let r = readClamped(CY_STUKA, tables, modified, 'result');
  if (r === null) return missing(steps, CY_STUKA.id);
  if (r === 'NE*' && !(port && die === 1)) r = 'NE';
  if (port && die === 1) r = 'NE*';
  const label = r === 'NE*'
    ? { en: 'No effect; the Stuka is shot down by the RAF (back on the track 2 turns later)', it: 'Nessun effetto; lo Stuka è abbattuto dalla RAF (torna sulla Tabella dei Turni 2 turni dopo)' }
    : r === 'NE' ? { en: 'No effect', it: 'Nessun effetto' }
      : r === 'DIS' ? (port ? { en: 'Port capacity −1 (not below 4)', it: 'Capacità del porto −1 (non sotto 4)' } : { en: 'Disrupted: tactical rating and movement −2 (not below 1)', it: 'Disorganizzati: valore tattico e movimento −2 (non sotto 1)' })
        : (port ? { en: 'Port capacity −1 and one step lost in the port', it: 'Capacità del porto −1 e un livello perso nel porto' } : { en: 'Disrupted, and one unit loses a step (Allied choice)', it: 'Disorganizzati, e un\'unità perde un livello (sceglie l\'Alleato)' });
  return { steps, missingTables: [], outcome: { label, value: r, rule: '5.1e' } };
};

export const CY_BRIDGEHEAD_CALC: CalculatorSpec = {
  id: 'bridgehead',
  title: { en: 'Bridgehead attempt', it: 'Tentativo di testa di ponte' },
  rule: '10.8',
  inputs: [
    { kind: 'flag', id: 'turn1', label: { en: 'Attempt made on turn 1 (+3)', it: 'Tentativo nel turno 1 (+3)' }, rule: '10.8', default: false },
    { kind: 'flag', id: 'highTr', label: { en: 'The panzer or motorized unit has a tactical rating above 3 (+1)', it: 'L\'unità panzer o motorizzata ha valore tattico superiore a 3 (+1)' }, rule: '10.8', default: false },
    { kind: 'flag', id: 'allied', label: { en: 'An Allied unit occupies the hex (−2)', it: 'Un\'unità alleata occupa l\'esagono (−2)' }, rule: '10.8', default: false },
    { kind: 'flag', id: 'works', label: { en: 'Undestroyed Allied Defensive Works or Improved Defense in the hex (−1)', it: 'Opere difensive alleate intatte o Miglior Difesa nell\'esagono (−1)' }, rule: '10.8', default: false },
  ],
  tables: ['bridgehead'],
  roll: 'd6',
};

export const computeCyBridgehead: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  let drm = 0;
  const add = (on: boolean, v: number, en: string, it: string): void => { if (on) { drm += v; steps.push(step('10.8', en, it, signed(v))); } };
  add(flag(inputs, 'turn1'), 3, 'Turn 1', 'Turno 1');
  add(flag(inputs, 'highTr'), 1, 'Tactical rating above 3', 'Valore tattico superiore a 3');
  add(flag(inputs, 'allied'), -2, 'Allied unit in the hex', 'Unità alleata nell\'esagono');
  add(flag(inputs, 'works'), -1, 'Defensive Works or Improved Defense', 'Opere difensive o Miglior Difesa');
  steps.push(step('10.8', 'Total DRM', 'DRM totale', signed(drm)));
  if (!cellsOf(CY_BRIDGEHEAD, tables)) return missing(steps, CY_BRIDGEHEAD.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = die + drm;
  steps.push(step('10.8', 'Modified roll', 'Tiro modificato', `${die} ${signed(drm)} = ${modified}`));
  const r = readClamped(CY_BRIDGEHEAD, tables, modified, 'result');
  if (r === null) return missing(steps, CY_BRIDGEHEAD.id);
  return { steps, missingTables: [], outcome: r === 'YES' ? { label: { en: 'Bridgehead created', it: 'Testa di ponte creata' }, value: 'YES', rule: '10.8' } : { label: { en: 'No bridgehead', it: 'Nessuna testa di ponte' }, value: 'NO', rule: '10.8' } };
};

export const CY_AIRBORNE_CALC: CalculatorSpec = {
  id: 'airborne',
  title: { en: 'Airborne landing', it: 'Atterraggio aviotrasportato' },
  rule: 'S4.2',
  inputs: [
    { kind: 'choice', id: 'unit', label: { en: 'Landing unit', it: 'Unità che atterra' }, rule: 'S4.1', options: [{ id: 'para', label: { en: 'Paratroop regiment', it: 'Reggimento paracadutisti' } }, { id: 'll22', label: { en: '22nd Air Landing Division', it: '22ª divisione aviotrasportata' } }], default: 'para' },
    {
      kind: 'choice', id: 'terrain', label: { en: 'Open landing hex containing', it: 'Esagono aperto di atterraggio che contiene' }, rule: 'S4.2',
      options: [
        { id: 'open', label: { en: 'Nothing else (0)', it: 'Nient\'altro (0)' } },
        { id: 'town', label: { en: 'A town (+1)', it: 'Una cittadina (+1)' } },
        { id: 'dw', label: { en: 'Defensive Works (+1)', it: 'Opere difensive (+1)' } },
        { id: 'town-dw', label: { en: 'A town and Defensive Works (+2)', it: 'Una cittadina e opere difensive (+2)' } },
        { id: 'city', label: { en: 'A city (+3)', it: 'Una città (+3)' } },
      ],
      default: 'open',
    },
    { kind: 'flag', id: 'paraLost', label: { en: '22nd: the paratroop unit in the hex got an E (+3)', it: '22ª: il reparto paracadutista nell\'esagono ha avuto E (+3)' }, rule: 'S4.2', default: false },
  ],
  tables: ['airborne'],
  roll: 'd6',
  rolls: 2,
  notes: { en: 'The 22nd Division\'s roll takes only the +3 for a lost paratroop unit, not the terrain (seed example at Den Haag). A second die, when given, is the unmodified re-roll at 8 or more.', it: 'Il tiro della 22ª divisione prende solo il +3 per il reparto paracadutista perso, non il terreno (esempio del regolamento all\'Aia). Un secondo dado, se indicato, è il ritiro senza modifiche con 8 o più.' },
};

const TERRAIN_DRM: Record<string, number> = { open: 0, town: 1, dw: 1, 'town-dw': 2, city: 3 };

export const computeCyAirborne: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const ll = str(inputs, 'unit', 'para') === 'll22';
  let drm = 0;
  if (ll) {
    if (flag(inputs, 'paraLost')) { drm += 3; steps.push(step('S4.2', 'The paratroop unit in the hex was eliminated', 'Il reparto paracadutista nell\'esagono è stato eliminato', '+3')); }
  } else {
    const t = TERRAIN_DRM[str(inputs, 'terrain', 'open')] ?? 0;
    if (t !== 0) { drm += t; steps.push(step('S4.2', 'Landing hex terrain', 'Terreno dell\'esagono di atterraggio', signed(t))); }
  }
  steps.push(step('S4.2', 'Total DRM', 'DRM totale', signed(drm)));
  const cells = cellsOf(CY_AIRBORNE, tables);
  if (!cells) return missing(steps, CY_AIRBORNE.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = die + drm;
  steps.push(step('S4.2', 'Modified roll', 'Tiro modificato', `${die} ${signed(drm)} = ${modified}`));
  const r = cell(CY_AIRBORNE, cells, modified >= 6 ? '6+' : '1-5', 'result');
  if (r === null) return missing(steps, CY_AIRBORNE.id);
  if (r === 'X') return { steps, missingTables: [], outcome: { label: { en: 'Landed, no loss', it: 'Atterrato senza perdite' }, value: 'X', rule: 'S4.2' } };
  if (!ll) return { steps, missingTables: [], outcome: { label: { en: 'Regiment eliminated', it: 'Reggimento eliminato' }, value: 'E', rule: 'S4.2' } };
  if (modified >= 8) {
    steps.push(step('S4.2', '8 or more: roll again unmodified, a 6 eliminates the reduced division', '8 o più: ritira senza modifiche, un 6 elimina la divisione ridotta', modified));
    const again = dice?.[1];
    if (dieOk(again, 1, 6)) {
      steps.push(step('S4.2', 'Second roll', 'Secondo tiro', again));
      if (again === 6) return { steps, missingTables: [], outcome: { label: { en: 'Division eliminated', it: 'Divisione eliminata' }, value: 'E', rule: 'S4.2' } };
    } else {
      return { steps, missingTables: [], outcome: { label: { en: 'The division loses a step; roll again', it: 'La divisione perde un livello; ritira' }, value: 'E', rule: 'S4.2' } };
    }
  }
  return { steps, missingTables: [], outcome: { label: { en: 'The division loses a step', it: 'La divisione perde un livello' }, value: 'E', rule: 'S4.2' } };
};

/** A plain one-die table: choose the column, roll, read. */
export function plainRoll(spec: TableSpec, id: string, title: CalculatorSpec['title'], colLabel: CalculatorSpec['title']): CalculatorSpec & { compute: Compute } {
  return {
    id,
    title,
    rule: spec.rule,
    inputs: spec.cols.length > 1 ? [{ kind: 'choice', id: 'column', label: colLabel, rule: spec.rule, options: spec.cols, default: spec.cols[0]!.id }] : [],
    tables: [spec.id],
    roll: 'd6',
    compute: (inputs, tables, dice) => {
      const steps: CalcStep[] = [];
      const col = spec.cols.length > 1 ? str(inputs, 'column', spec.cols[0]!.id) : spec.cols[0]!.id;
      const c = spec.cols.find((x) => x.id === col) ?? spec.cols[0]!;
      steps.push({ rule: spec.rule, label: spec.title, value: c.id });
      const cells = cellsOf(spec, tables);
      if (!cells) return missing(steps, spec.id);
      const die = dice?.[0];
      if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
      const r = cell(spec, cells, String(die), c.id);
      if (r === null) return missing(steps, spec.id);
      steps.push(step(spec.rule, `Die ${die}`, `Dado ${die}`, r));
      return { steps, missingTables: [], outcome: { label: spec.title, value: r, rule: spec.rule } };
    },
  };
}

export const CY_PLAIN_ROLLS = [
  plainRoll(CY_VARIABLE_VP, 'variable-vp', { en: 'Variable victory points', it: 'Punti vittoria variabili' }, { en: 'Event', it: 'Evento' }),
  plainRoll(CY_ACTION_MARKERS, 'action-markers', { en: 'Action markers for the turn (scenario 3)', it: 'Segnalini d\'azione del turno (scenario 3)' }, { en: 'Side and turns', it: 'Parte e turni' }),
  plainRoll(CY_AIR_SUPPORT, 'air-support', { en: 'Air supports for the turn (scenario 3)', it: 'Supporti aerei del turno (scenario 3)' }, { en: 'Side and turns', it: 'Parte e turni' }),
  plainRoll(CY_EBEN_EMAEL, 'eben-emael', { en: 'Eben Emael destruction (scenario 3)', it: 'Distruzione di Eben Emael (scenario 3)' }, { en: 'Result', it: 'Risultato' }),
];

/** 12.5: Dutch surrender at 6 cities (3 towns = 1; a city terror-bombed this End Phase counts); Belgian at the four cities or no unit left. */
export const CY_SURRENDER_CALC: CalculatorSpec = {
  id: 'surrender',
  title: { en: 'Dutch and Belgian surrender check', it: 'Verifica della resa olandese e belga' },
  rule: '12.5',
  inputs: [
    { kind: 'number', id: 'dutchCities', label: { en: 'Dutch cities the German controls', it: 'Città olandesi controllate dai tedeschi' }, rule: '12.5a', min: 0, max: 12, default: 0 },
    { kind: 'number', id: 'dutchTowns', label: { en: 'Dutch towns the German controls', it: 'Cittadine olandesi controllate dai tedeschi' }, rule: '12.5a', min: 0, max: 24, default: 0 },
    { kind: 'flag', id: 'bombed', label: { en: 'A Dutch city was terror-bombed this End Phase', it: 'Una città olandese è stata bombardata a terrore in questa fase finale' }, rule: '12.4e', default: false },
    { kind: 'flag', id: 'antwerp', label: { en: 'German holds Antwerp', it: 'I tedeschi tengono Anversa' }, rule: '12.5b', default: false },
    { kind: 'flag', id: 'brussels', label: { en: 'German holds Brussels', it: 'I tedeschi tengono Bruxelles' }, rule: '12.5b', default: false },
    { kind: 'flag', id: 'ghent', label: { en: 'German holds Ghent', it: 'I tedeschi tengono Gand' }, rule: '12.5b', default: false },
    { kind: 'flag', id: 'ostend', label: { en: 'German holds Ostend', it: 'I tedeschi tengono Ostenda' }, rule: '12.5b', default: false },
    { kind: 'number', id: 'belgianUnits', label: { en: 'Belgian units left', it: 'Unità belghe rimaste' }, rule: '12.5b', min: 0, max: 40, default: 1 },
  ],
  tables: [],
};

export const computeCySurrender: Compute = (inputs): CalcResult => {
  const steps: CalcStep[] = [];
  const cities = num(inputs, 'dutchCities');
  const towns = num(inputs, 'dutchTowns');
  const bombed = flag(inputs, 'bombed') ? 1 : 0;
  const equiv = cities + Math.floor(towns / 3) + bombed;
  steps.push(step('12.5a, 12.4e', 'Dutch city equivalents (cities + towns ÷ 3 + a city bombed now)', 'Equivalenti di città olandesi (città + cittadine ÷ 3 + città bombardata ora)', `${cities} + ${Math.floor(towns / 3)} + ${bombed} = ${equiv}`));
  const dutch = equiv >= 6;
  steps.push(step('12.5a', dutch ? 'The Netherlands surrender' : 'The Netherlands fight on', dutch ? 'I Paesi Bassi si arrendono' : 'I Paesi Bassi continuano a combattere', `${equiv} / 6`));
  const held = ['antwerp', 'brussels', 'ghent', 'ostend'].filter((c) => flag(inputs, c)).length;
  const units = num(inputs, 'belgianUnits', 1);
  const belgian = held === 4 || units <= 0;
  steps.push(step('12.5b', belgian ? 'Belgium surrenders' : 'Belgium fights on', belgian ? 'Il Belgio si arrende' : 'Il Belgio continua a combattere', `${held} / 4`));
  const value = dutch && belgian ? 'NL+BE' : dutch ? 'NL' : belgian ? 'BE' : '-';
  return {
    steps,
    missingTables: [],
    outcome: {
      label: value === '-' ? { en: 'No surrender this End Phase', it: 'Nessuna resa in questa fase finale' } : { en: 'Surrender: remove that country\'s units, works and fortifications', it: 'Resa: rimuovi unità, opere e fortificazioni di quel paese' },
      value,
      rule: '12.5',
    },
  };
};

/** 10.3c: an overrun needs 9-1 or better after terrain shifts only; a disrupted target is eliminated. */
export const CY_OVERRUN_CALC: CalculatorSpec = {
  id: 'overrun',
  title: { en: 'Overrun check', it: 'Verifica dello sbaragliamento' },
  rule: '10.3c',
  inputs: [
    { kind: 'number', id: 'attack', label: { en: 'Combat strength of the overrunning group', it: 'Forza di combattimento del gruppo' }, rule: '10.3c', min: 0, max: 99, default: 10 },
    { kind: 'number', id: 'defence', label: { en: 'Combat strength in the target hex', it: 'Forza di combattimento nell\'esagono bersaglio' }, rule: '10.3c', min: 0, max: 99, default: 1 },
    { kind: 'number', id: 'terrain', label: { en: 'Terrain shifts left', it: 'Spostamenti a sinistra per terreno' }, rule: '10.3c', min: 0, max: 5, default: 0 },
    { kind: 'flag', id: 'stacked', label: { en: 'Yellow-MA motorized units that started the round stacked together', it: 'Unità motorizzate con MA gialla impilate insieme dall\'inizio del round' }, rule: '10.3c', default: true },
    { kind: 'flag', id: 'barred', label: { en: 'Target in Forest, Marsh, Flooded, City, undestroyed fortified line or Defensive Works, or across a river', it: 'Bersaglio in foresta, palude, zona allagata, città, linea fortificata od opere difensive intatte, o oltre un fiume' }, rule: '10.3c', default: false },
    { kind: 'flag', id: 'disrupted', label: { en: 'Target already disrupted', it: 'Bersaglio già disorganizzato' }, rule: '10.3c', default: false },
  ],
  tables: [],
};

export const computeCyOverrun: Compute = (inputs): CalcResult => {
  const steps: CalcStep[] = [];
  const a = num(inputs, 'attack');
  const d = num(inputs, 'defence');
  if (!flag(inputs, 'stacked', true)) return { steps, missingTables: [], invalid: { reason: { en: 'Only a group of yellow-MA motorized units stacked since the start of the round may overrun', it: 'Può sbaragliare solo un gruppo di unità motorizzate con MA gialla impilate dall\'inizio del round' }, rule: '10.3c' } };
  if (flag(inputs, 'barred')) return { steps, missingTables: [], invalid: { reason: { en: 'No overrun into that terrain or across a river', it: 'Nessuno sbaragliamento in quel terreno od oltre un fiume' }, rule: '10.3c' } };
  if (!(a > 0) || !(d > 0)) return { steps, missingTables: [], invalid: { reason: { en: 'Both sides need combat strength', it: 'Entrambe le parti devono avere forza di combattimento' }, rule: '10.3c' } };
  const p = (a >= d ? Math.floor(a / d) - 1 : -(Math.ceil(d / a) - 1)) - Math.max(0, Math.floor(num(inputs, 'terrain')));
  const lbl = (x: number): string => (x >= 0 ? `${x + 1}-1` : `1-${1 - x}`);
  steps.push(step('10.3c', 'Odds after terrain shifts only', 'Rapporto dopo i soli spostamenti per terreno', lbl(p)));
  if (p < 8) return { steps, missingTables: [], outcome: { label: { en: 'No overrun: 9-1 or better is needed', it: 'Nessuno sbaragliamento: serve 9-1 o meglio' }, value: 'no', rule: '10.3c' } };
  steps.push(step('10.3c', 'Entering the hex costs 1 MP more', 'Entrare nell\'esagono costa 1 PM in più', '+1'));
  return flag(inputs, 'disrupted')
    ? { steps, missingTables: [], outcome: { label: { en: 'Overrun: the disrupted unit is eliminated', it: 'Sbaragliamento: l\'unità disorganizzata è eliminata' }, value: 'eliminated', rule: '10.3c' } }
    : { steps, missingTables: [], outcome: { label: { en: 'Overrun: the unit is disrupted and retreated 2 hexes by the overrunning player', it: 'Sbaragliamento: l\'unità è disorganizzata e ritirata di 2 esagoni da chi sbaraglia' }, value: 'disrupted', rule: '10.3c' } };
};
