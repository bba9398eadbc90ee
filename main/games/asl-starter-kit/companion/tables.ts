import type { TableSpec } from '../../../../shared/companion/definition.js';

/**
 * ASL Starter Kit tables for the companion. The seed (004) prints none of the player-aid charts.
 * The IFT and CCT come from a named, MIT-licensed reference (kehannan/ruleschat), re-keyed here in
 * our own format and checked against every cell the seed's worked examples imply (research seed-004
 * §4.3, §4.11; data-sources.md §1.1–1.2). The Starter Kit's own To Hit and To Kill tables have no
 * open source: declared here without cells, for the player to enter from the physical card. The
 * handful of TK numbers the seed does state are a small built-in table of their own.
 */

export const ASL_SEED = '004_b640dc2cae1cda78.txt';

export const IFT_COLUMNS = [1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36] as const;
/** Row ids of the IFT: final DR ≤0, 1 … 14, ≥15. */
export const IFT_ROWS = ['le0', ...Array.from({ length: 14 }, (_, i) => String(i + 1)), 'ge15'] as const;

export const IFT: TableSpec = {
  id: 'ift',
  title: { en: 'Infantry Fire Table', it: 'Tabella del fuoco della fanteria (IFT)' },
  rule: '3.2.2, 3.2.3',
  rows: IFT_ROWS.map((r) => ({ id: r, label: r === 'le0' ? { en: 'DR ≤0', it: 'DR ≤0' } : r === 'ge15' ? { en: 'DR ≥15', it: 'DR ≥15' } : { en: `DR ${r}`, it: `DR ${r}` } })),
  cols: IFT_COLUMNS.map((c) => ({ id: String(c), label: { en: `${c} FP`, it: `${c} FP` } })),
  cellPattern: '^([1-7]KIA|K/[1-4]|[1-4]MC|NMC|PTC|-)$',
  builtIn: {
    // Rows: final DR ≤0, 1, …, 14, ≥15. Columns: 1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36 FP.
    cells: [
      ['1KIA', '2KIA', '2KIA', '3KIA', '3KIA', '3KIA', '4KIA', '4KIA', '5KIA', '6KIA', '7KIA'],
      ['K/1', '1KIA', '1KIA', '2KIA', '2KIA', '2KIA', '3KIA', '3KIA', '4KIA', '5KIA', '6KIA'],
      ['1MC', 'K/1', 'K/2', '1KIA', '1KIA', '1KIA', '2KIA', '2KIA', '3KIA', '4KIA', '5KIA'],
      ['1MC', '1MC', '2MC', 'K/2', 'K/2', 'K/3', '1KIA', '1KIA', '2KIA', '3KIA', '4KIA'],
      ['NMC', '1MC', '1MC', '2MC', '2MC', '3MC', 'K/3', 'K/4', '1KIA', '2KIA', '3KIA'],
      ['PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4', '1KIA', '2KIA'],
      ['-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4', '1KIA'],
      ['-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4'],
      ['-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC'],
      ['-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC'],
      ['-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC'],
      ['-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC'],
      ['-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC'],
      ['-', '-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC'],
      ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC'],
      ['-', '-', '-', '-', '-', '-', '-', '-', '-', '-', 'PTC'],
    ],
    source: {
      kind: 'reference',
      ref: 'kehannan/ruleschat@45c8e6a88b9683fbb363ef833045156af2b32e3c app/asl/ift_table.json (MIT), via shared/reference/asl-starter-kit/ift.json; 176/176 cells agree with two independent transcriptions and 16/16 with the cells implied by 004_b640dc2cae1cda78.txt examples',
    },
  },
  notes: {
    en: 'nKIA: n units eliminated at random, the rest break. K/n: one unit reduced, the rest take a morale check +n. nMC: morale check +n. NMC: morale check. PTC: pin task check. -: no effect. The vehicle line and chart marks of the printed card are not included.',
    it: 'nKIA: n unità eliminate a caso, le altre vanno in rotta. K/n: un\'unità ridotta, le altre fanno un controllo del morale +n. nMC: controllo del morale +n. NMC: controllo del morale. PTC: controllo di inchiodamento. -: nessun effetto. La riga dei veicoli e i segni della tabella stampata non sono inclusi.',
  },
};

export const CCT_COLUMNS = [
  { id: '<1-8', a: 0, d: 1 },
  { id: '1-8', a: 1, d: 8 },
  { id: '1-6', a: 1, d: 6 },
  { id: '1-4', a: 1, d: 4 },
  { id: '1-2', a: 1, d: 2 },
  { id: '1-1', a: 1, d: 1 },
  { id: '3-2', a: 3, d: 2 },
  { id: '2-1', a: 2, d: 1 },
  { id: '3-1', a: 3, d: 1 },
  { id: '4-1', a: 4, d: 1 },
  { id: '6-1', a: 6, d: 1 },
  { id: '8-1', a: 8, d: 1 },
  { id: '10-1', a: 10, d: 1 },
  { id: '>10-1', a: 10, d: 1 },
] as const;

export const CCT: TableSpec = {
  id: 'cct',
  title: { en: 'Close Combat Table (kill numbers)', it: 'Tabella del combattimento ravvicinato (numeri di uccisione)' },
  rule: '3.8',
  rows: [{ id: 'kill', label: { en: 'Kill number', it: 'Numero di uccisione' } }],
  cols: CCT_COLUMNS.map((c) => ({ id: c.id, label: { en: c.id, it: c.id } })),
  cellPattern: '^\\d{1,2}$',
  builtIn: {
    cells: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']],
    source: {
      kind: 'reference',
      ref: 'kehannan/ruleschat@413392e328ce35b85fdc458539d1b7f11198d416 app/asl/cc_resolver.py, constant CCT (black kill numbers; MIT), via shared/reference/asl-starter-kit/cct.json; agrees with 004_b640dc2cae1cda78.txt examples (1-2 = 4, 1-1 = 5, 3-2 = 6, 2-1 ≥ 7)',
    },
  },
  notes: {
    en: 'Final DR below the kill number: all attacked units eliminated; equal: one of them (at random) suffers casualty reduction; above: no effect. Whether the Starter Kit card prints the outermost columns (<1-8, >10-1) is not confirmed.',
    it: 'DR finale sotto il numero di uccisione: tutte le unità attaccate eliminate; uguale: una di esse (a caso) subisce la riduzione; sopra: nessun effetto. Non è confermato che la tabella dello Starter Kit stampi le colonne estreme (<1-8, >10-1).',
  },
};

/** Ranges 0 … 30 hexes, one row each. */
export const TO_HIT_MAX_RANGE = 30;
export const TO_HIT_COLS = ['vtt-black', 'vtt-red', 'itt-black', 'itt-red', 'itt-ch-black', 'itt-ch-red', 'att-red'] as const;

export const TO_HIT: TableSpec = {
  id: 'to-hit',
  title: { en: 'To Hit Table (Starter Kit) — enter it from your card', it: 'Tabella per colpire (Starter Kit) — inseriscila dalla tua tabella' },
  rule: '3.2.4',
  rows: Array.from({ length: TO_HIT_MAX_RANGE + 1 }, (_, r) => ({ id: String(r), label: { en: `Range ${r}`, it: `Gittata ${r}` } })),
  cols: [
    { id: 'vtt-black', label: { en: 'VTT black', it: 'VTT nero' } },
    { id: 'vtt-red', label: { en: 'VTT red', it: 'VTT rosso' } },
    { id: 'itt-black', label: { en: 'ITT black', it: 'ITT nero' } },
    { id: 'itt-red', label: { en: 'ITT red', it: 'ITT rosso' } },
    { id: 'itt-ch-black', label: { en: 'ITT critical hit (black)', it: 'ITT colpo critico (nero)' } },
    { id: 'itt-ch-red', label: { en: 'ITT critical hit (red)', it: 'ITT colpo critico (rosso)' } },
    { id: 'att-red', label: { en: 'ATT (always red)', it: 'ATT (sempre rosso)' } },
  ],
  cellPattern: '^(-?\\d{1,2}|-)$',
  builtIn: null,
  notes: {
    en: 'No open source has the Starter Kit To Hit table (the full-ASL table differs at range 2). Enter it from your player aid: one row per hex of range — where your card prints a band of ranges, repeat its number on every range the band covers; "-" where no number is printed. Numbers the rulebook\'s examples show: ITT range 2 = 9, range 3 = 8, range 4 = 8 (black); ATT range 2 and 3 = 7 (red); VTT range 3 = 10.',
    it: 'Nessuna fonte aperta ha la tabella per colpire dello Starter Kit (quella dell\'ASL completo differisce a gittata 2). Inseriscila dal tuo aiuto di gioco: una riga per esagono di gittata — dove la tabella stampa una fascia di gittate, ripeti il numero su ogni gittata della fascia; "-" dove non è stampato un numero. Numeri mostrati dagli esempi del regolamento: ITT gittata 2 = 9, gittata 3 = 8, gittata 4 = 8 (nero); ATT gittata 2 e 3 = 7 (rosso); VTT gittata 3 = 10.',
  },
};

export const TO_KILL: TableSpec = {
  id: 'to-kill',
  title: { en: 'To Kill Tables (AP, HEAT, HE & Flame) — enter them from your card', it: 'Tabelle per distruggere (AP, HEAT, HE e lanciafiamme) — inseriscile dalla tua tabella' },
  rule: '7.9',
  rows: [],
  cols: [{ id: 'gun', label: { en: 'Ammunition and gun', it: 'Munizione e cannone' } }],
  cellPattern: '^[^,]{1,16}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes: {
    en: 'No open source has the Starter Kit To Kill tables, and the seed does not describe their layout beyond "by ammunition, gun size and length, and range": add the rows (gun size) and columns (range) as your card prints them. The TK calculator asks for the basic TK# you read from it.',
    it: 'Nessuna fonte aperta ha le tabelle per distruggere dello Starter Kit, e il regolamento non ne descrive la forma oltre a "per munizione, calibro e lunghezza della canna, e gittata": aggiungi righe (calibro) e colonne (gittata) come le stampa la tua tabella. Il calcolatore chiede il TK# base che vi leggi.',
  },
};

/** Rows of the seed's own TK numbers (7.9 and 4.x). */
export const SEED_TK_ROWS = [
  { id: 'baz43', label: { en: 'Bazooka 43 (HEAT)', it: 'Bazooka 43 (HEAT)' }, tk: '13' },
  { id: 'baz44', label: { en: 'Bazooka 44/45 (HEAT)', it: 'Bazooka 44/45 (HEAT)' }, tk: '16' },
  { id: 'piat', label: { en: 'PIAT (HEAT)', it: 'PIAT (HEAT)' }, tk: '15' },
  { id: 'psk', label: { en: 'Panzerschreck (HEAT)', it: 'Panzerschreck (HEAT)' }, tk: '26' },
  { id: 'pf', label: { en: 'Panzerfaust (HEAT)', it: 'Panzerfaust (HEAT)' }, tk: '31' },
  { id: 'dc', label: { en: 'Demolition charge (HE)', it: 'Carica da demolizione (HE)' }, tk: '16' },
] as const;

export const SEED_TK: TableSpec = {
  id: 'seed-tk',
  title: { en: 'To Kill numbers the rulebook states', it: 'Numeri per distruggere indicati dal regolamento' },
  rule: '4.3, 4.4, 7.9',
  rows: SEED_TK_ROWS.map((r) => ({ id: r.id, label: r.label })),
  cols: [{ id: 'tk', label: { en: 'Basic TK#', it: 'TK# base' } }],
  cellPattern: '^\\d{1,2}$',
  builtIn: {
    cells: SEED_TK_ROWS.map((r) => [r.tk]),
    source: { kind: 'rulebook', ref: `${ASL_SEED} §4.3 (DC TK 16), §4.4.1 (BAZ 43 13, BAZ 44+ 16, PSK 26), §4.4.2 (PF 31), §4.4.5 (PIAT 15)` },
  },
};

export const LEADER_CREATION: TableSpec = {
  id: 'leader-creation',
  title: { en: 'Leader Creation Table — enter it from your card', it: 'Tabella di creazione dei capi — inseriscila dalla tua tabella' },
  rule: '5.3',
  rows: [],
  cols: [{ id: 'dr', label: { en: 'Final dr', it: 'dr finale' } }, { id: 'leader', label: { en: 'Leader created', it: 'Capo creato' } }],
  cellPattern: '^[^,]{1,8}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: {
    en: 'Not in the seed and no openly licensed copy exists. Add one row per final dr band as your card prints it (e.g. "≤1"), with the leader it creates ("8-1") or "-" for none. The seed\'s one data point: Russian, dr 1 +1 = 2 gives an 8-0.',
    it: 'Non è nel regolamento e non esiste una copia con licenza aperta. Aggiungi una riga per ogni fascia di dr finale come la stampa la tua tabella (es. "≤1"), con il capo creato ("8-1") o "-" se nessuno. L\'unico dato del regolamento: russo, dr 1 +1 = 2 crea un 8-0.',
  },
};

export const ASL_TABLES: TableSpec[] = [IFT, CCT, TO_HIT, TO_KILL, SEED_TK, LEADER_CREATION];
