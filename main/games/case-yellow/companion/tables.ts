import type { TableSpec } from '../../../../shared/companion/definition.js';

/**
 * Case Yellow, 1940 tables for the companion (seed 003). The seed prints the Stuka, bridgehead,
 * airborne, variable VP, action-marker, air-support and Eben Emael tables (research seed-003 §2.4);
 * it lost the CRT body, the River Crossing Interdiction Table, the fixed VP schedule and the
 * surrender tables printed on the map (§2.4.11, §5.2): those are declared without cells.
 */

export const CY_SEED = '003_7c635a494592e798.txt';
const src = (where: string) => ({ kind: 'rulebook' as const, ref: `${CY_SEED} ${where}` });

export const DIE_ROWS = [1, 2, 3, 4, 5, 6].map((d) => ({ id: String(d), label: { en: `Die ${d}`, it: `Dado ${d}` } }));

export const CY_ODDS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export const CY_RESULTS = ['AE', 'AL1', 'C', 'BL1', 'ENG', 'DR', 'DL1', 'DE'] as const;

export const CY_CRT: TableSpec = {
  id: 'crt',
  title: { en: 'Combat Results Table — enter it from your copy', it: 'Tabella dei risultati del combattimento — inseriscila dalla tua copia' },
  rule: '11.3',
  rows: DIE_ROWS,
  cols: CY_ODDS.map((o) => ({ id: o, label: { en: o, it: o } })),
  cellPattern: '^(AE|AL1|C|BL1|ENG|DR|DL1|DE)$',
  builtIn: null,
  notes: {
    en: 'The seed keeps only the heading and the result key; no open source has the table. Eight odds columns (1-3 … 6-1) by one die. Results: AE, AL1, C, BL1, ENG, DR, DL1, DE. What the examples imply: at 1-3 four faces in six eliminate a Dutch attacker; at 5-1 one face is DR; a 3-1 roll gave DR, a 6-1 roll eliminated the defender.',
    it: 'Il regolamento conserva solo l\'intestazione e la legenda; nessuna fonte aperta ha la tabella. Otto colonne di rapporto (1-3 … 6-1) per un dado. Risultati: AE, AL1, C, BL1, ENG, DR, DL1, DE. Dagli esempi: a 1-3 quattro facce su sei eliminano un attaccante olandese; a 5-1 una faccia è DR; un tiro a 3-1 ha dato DR, uno a 6-1 ha eliminato il difensore.',
  },
};

export const CY_STUKA: TableSpec = {
  id: 'stuka',
  title: { en: 'Stuka dive-bombing table', it: 'Tabella del bombardamento in picchiata degli Stuka' },
  rule: '5.1e',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { en: 'Result', it: 'Risultato' } }],
  cellPattern: '^(NE\\*?|DIS|DIS\\+DL1)$',
  builtIn: { cells: [['NE*'], ['NE'], ['DIS'], ['DIS'], ['DIS'], ['DIS+DL1']], source: src('Stuka Dive-Bombing Table (after the TEC)') },
  notes: { en: 'NE no effect; * over the Dynamo port a Stuka is lost to the RAF (back 2 turns later); DIS disrupted; DL1 one step lost (Allied choice).', it: 'NE nessun effetto; * sul porto di Dinamo uno Stuka è perso per la RAF (torna 2 turni dopo); DIS disorganizzato; DL1 perde un livello (sceglie l\'Alleato).' },
};

export const CY_BRIDGEHEAD: TableSpec = {
  id: 'bridgehead',
  title: { en: 'German bridgehead creation table', it: 'Tabella di creazione delle teste di ponte tedesche' },
  rule: '10.8',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { en: 'Result', it: 'Risultato' } }],
  cellPattern: '^(YES|NO)$',
  builtIn: { cells: [['NO'], ['NO'], ['NO'], ['YES'], ['YES'], ['YES']], source: src('German Bridgehead Creation Table') },
  notes: { en: 'Modified rolls below 1 read as 1, above 6 as 6.', it: 'I tiri modificati sotto 1 valgono 1, sopra 6 valgono 6.' },
};

export const CY_AIRBORNE: TableSpec = {
  id: 'airborne',
  title: { en: 'German airborne landing table', it: 'Tabella degli atterraggi aviotrasportati tedeschi' },
  rule: 'S4.2',
  rows: [
    { id: '1-5', label: { en: 'Modified roll 1–5', it: 'Tiro modificato 1–5' } },
    { id: '6+', label: { en: 'Modified roll 6 or more', it: 'Tiro modificato 6 o più' } },
  ],
  cols: [{ id: 'result', label: { en: 'Result', it: 'Risultato' } }],
  cellPattern: '^(X|E)$',
  builtIn: { cells: [['X'], ['E']], source: src('German Airborne Landing Table') },
  notes: { en: 'X landed, no loss. E regiment eliminated or the division loses a step; at 8 or more roll again unmodified: a 6 eliminates the reduced division.', it: 'X atterrato senza perdite. E reggimento eliminato o la divisione perde un livello; con 8 o più ritira senza modifiche: un 6 elimina la divisione ridotta.' },
};

export const CY_VARIABLE_VP: TableSpec = {
  id: 'variable-vp',
  title: { en: 'Variable victory points (scenarios 1 and 2)', it: 'Punti vittoria variabili (scenari 1 e 2)' },
  rule: '12.8',
  rows: DIE_ROWS,
  cols: [
    { id: 'allied-city', label: { en: 'Allied takes a German city or town', it: 'Gli Alleati prendono una città o cittadina tedesca' } },
    { id: 'panzer-eliminated', label: { en: 'A German panzer division eliminated (Allied VP)', it: 'Eliminata una divisione panzer tedesca (VP alleati)' } },
    { id: 'belgian-surrender', label: { en: 'Belgian surrender on turns 3–5 (German VP)', it: 'Resa belga nei turni 3–5 (VP tedeschi)' } },
    { id: 'maginot-breach', label: { en: 'Maginot Line breached (German VP)', it: 'Linea Maginot sfondata (VP tedeschi)' } },
  ],
  cellPattern: '^\\d$',
  builtIn: {
    cells: [['1', '1', '2', '2'], ['1', '2', '3', '2'], ['2', '2', '3', '3'], ['2', '2', '3', '3'], ['2', '3', '4', '3'], ['3', '3', '4', '4']],
    source: src('Variable VP Table (scenarios 1 and 2)'),
  },
};

export const CY_ACTION_MARKERS: TableSpec = {
  id: 'action-markers',
  title: { en: 'Action round markers available (scenario 3)', it: 'Segnalini dei round d\'azione disponibili (scenario 3)' },
  rule: 'S7.6',
  rows: DIE_ROWS,
  cols: [
    { id: 'allied-2-6', label: { en: 'Allied, turns 2–6', it: 'Alleati, turni 2–6' } },
    { id: 'allied-7-10', label: { en: 'Allied, turns 7–10', it: 'Alleati, turni 7–10' } },
    { id: 'german-2-10', label: { en: 'German, turns 2–10 (Case Red: 4, no roll)', it: 'Tedeschi, turni 2–10 (Caso Rosso: 4, senza tiro)' } },
  ],
  cellPattern: '^\\d$',
  builtIn: { cells: [['2', '3', '3'], ['3', '3', '3'], ['3', '3', '4'], ['3', '4', '4'], ['4', '4', '4'], ['4', '4', '4']], source: src('Variable Action Round Marker Availability Table (scenario 3)') },
};

export const CY_AIR_SUPPORT: TableSpec = {
  id: 'air-support',
  title: { en: 'Air supports available (scenario 3)', it: 'Supporti aerei disponibili (scenario 3)' },
  rule: 'S7.5, 5.1b',
  rows: DIE_ROWS,
  cols: [
    { id: 'allied-1-2', label: { en: 'Allied, turns 1–2', it: 'Alleati, turni 1–2' } },
    { id: 'allied-3-10', label: { en: 'Allied, turns 3–10', it: 'Alleati, turni 3–10' } },
    { id: 'german-2-10', label: { en: 'German, turns 2–10 (Case Red: 6, no roll)', it: 'Tedeschi, turni 2–10 (Caso Rosso: 6, senza tiro)' } },
  ],
  cellPattern: '^\\d$',
  builtIn: { cells: [['1', '1', '4'], ['1', '1', '4'], ['1', '2', '4'], ['1', '2', '4'], ['2', '2', '5'], ['2', '3', '6']], source: src('Variable Air Support Availability Table (scenario 3)') },
  notes: { en: 'Less one for each of the side\'s eliminated air supports still on the turn track.', it: 'Meno uno per ogni supporto aereo eliminato della parte ancora sulla Tabella dei Turni.' },
};

export const CY_EBEN_EMAEL: TableSpec = {
  id: 'eben-emael',
  title: { en: 'Eben Emael destruction table (scenario 3, turn 1)', it: 'Tabella di distruzione di Eben Emael (scenario 3, turno 1)' },
  rule: 'S7.8',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { en: 'Result', it: 'Risultato' } }],
  cellPattern: '^(NO|DE)$',
  builtIn: { cells: [['NO'], ['NO'], ['DE'], ['DE'], ['DE'], ['DE']], source: src('Eben Emael Destruction Table') },
};

export const CY_INTERDICTION: TableSpec = {
  id: 'interdiction',
  title: { en: 'River crossing interdiction table — enter it from your copy', it: 'Tabella di interdizione degli attraversamenti — inseriscila dalla tua copia' },
  rule: '5.1c',
  rows: DIE_ROWS,
  cols: [{ id: 'result', label: { en: 'Result', it: 'Risultato' } }],
  cellPattern: '^.{1,24}$',
  builtIn: null,
  notes: { en: 'Referenced but not printed in the seed. From the 5.1c example: a 2 is no interdiction and no loss; a 5 is interdiction with the air support eliminated.', it: 'Citata ma non stampata nel regolamento. Dall\'esempio di 5.1c: un 2 è nessuna interdizione e nessuna perdita; un 5 è interdizione con il supporto aereo eliminato.' },
};

export const CY_FIXED_VP: TableSpec = {
  id: 'fixed-vp',
  title: { en: 'Victory point schedule (scenarios 1 and 2) — enter it from your copy', it: 'Tabella dei punti vittoria (scenari 1 e 2) — inseriscila dalla tua copia' },
  rule: '12.8',
  rows: [],
  cols: [
    { id: 'event', label: { en: 'Event', it: 'Evento' } },
    { id: 'german', label: { en: 'German VP', it: 'VP tedeschi' } },
    { id: 'allied', label: { en: 'Allied VP', it: 'VP alleati' } },
  ],
  cellPattern: '^[^,]{1,40}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: { en: 'The seed only says "see the table". Add one row per event as your copy prints it (cities, Dutch surrender, Paris, evacuation …).', it: 'Il regolamento dice solo "vedere la tabella". Aggiungi una riga per evento come la stampa la tua copia (città, resa olandese, Parigi, evacuazione …).' },
};

export const CY_SURRENDER: TableSpec = {
  id: 'surrender',
  title: { en: 'Dutch and Belgian surrender tables (printed on the map) — enter them from your copy', it: 'Tabelle di resa olandese e belga (stampate sulla mappa) — inseriscile dalla tua copia' },
  rule: '12.5',
  rows: [],
  cols: [{ id: 'key', label: { en: 'Row', it: 'Riga' } }],
  cellPattern: '^.{1,24}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes: { en: 'The map tables are not in the seed and their layout is unknown. Rule 12.5 itself (worked out by the surrender check) is enough to play: 6 Dutch cities (3 towns = 1 city); Antwerp, Brussels, Ghent and Ostend, or every Belgian unit gone.', it: 'Le tabelle della mappa non sono nel regolamento e la loro forma è ignota. La regola 12.5 (calcolata dalla verifica della resa) basta per giocare: 6 città olandesi (3 cittadine = 1 città); Anversa, Bruxelles, Gand e Ostenda, o nessuna unità belga rimasta.' },
};

export const CY_TABLES: TableSpec[] = [CY_CRT, CY_STUKA, CY_BRIDGEHEAD, CY_AIRBORNE, CY_VARIABLE_VP, CY_ACTION_MARKERS, CY_AIR_SUPPORT, CY_EBEN_EMAEL, CY_INTERDICTION, CY_FIXED_VP, CY_SURRENDER];
