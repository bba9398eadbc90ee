import type { TableSpec } from '../../../../shared/companion/definition.js';

/**
 * The Dark Sands tables for the companion, as the seed (002) prints them on its player aids:
 * Mobile and Assault CRTs, the Terrain Effects Chart, the Disruption and Railway Advance tables
 * (research seed-002 §2.3, §2.4, §2.7). Missing from the seed: replacement chit values and the
 * initiative insignia of most turns on the turn record track (§5.2).
 */

export const DS_SEED = '002_95d7eeea64a0133f.txt';
const src = (where: string) => ({ kind: 'rulebook' as const, ref: `${DS_SEED} ${where}` });

export const DS_ODDS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
const ROLL_ROWS = [1, 2, 3, 4, 5, 6, 7, 8].map((r) => ({ id: String(r), label: { en: `Modified roll ${r}`, it: `Tiro modificato ${r}` } }));
const ODDS_COLS = DS_ODDS.map((o) => ({ id: o, label: { en: o === '6-1' ? '6-1+' : o, it: o === '6-1' ? '6-1+' : o } }));
const RESULT_NOTES = {
  en: 'AE attackers eliminated; AL1 attacker loses 1 step; BL1 both lose 1 step; DR defender retreats (4 hexes Central, 2 East/West); DR* also loses 1 step; ½EX every attacking and defending unit loses 1 step; EX defender eliminated, attacker loses as many steps; DE* defender eliminated, attacker loses 1 step; DE defender eliminated.',
  it: 'AE attaccanti eliminati; AL1 l\'attaccante perde 1 livello; BL1 entrambi perdono 1 livello; DR il difensore si ritira (4 esagoni al Centro, 2 a Est/Ovest); DR* perde anche 1 livello; ½EX ogni unità attaccante e difendente perde 1 livello; EX difensore eliminato, l\'attaccante perde altrettanti livelli; DE* difensore eliminato, l\'attaccante perde 1 livello; DE difensore eliminato.',
};

export const DS_MOBILE_CRT: TableSpec = {
  id: 'mobile-crt',
  title: { en: 'Mobile Combat Results Table', it: 'Tabella dei risultati del combattimento mobile' },
  rule: '20.2',
  rows: ROLL_ROWS,
  cols: ODDS_COLS,
  cellPattern: '^(AE|AL1|BL1|DR\\*?|EX|DE\\*?)$',
  builtIn: {
    cells: [
      ['AE', 'AE', 'AL1', 'AL1', 'BL1', 'BL1', 'DR', 'DR*'],
      ['AE', 'AL1', 'AL1', 'BL1', 'BL1', 'BL1', 'DR*', 'DR*'],
      ['AL1', 'AL1', 'BL1', 'BL1', 'DR', 'DR', 'DR*', 'EX'],
      ['AL1', 'BL1', 'BL1', 'DR', 'DR*', 'DR*', 'EX', 'EX'],
      ['AL1', 'BL1', 'DR', 'DR', 'DR*', 'DR*', 'EX', 'DE*'],
      ['BL1', 'DR', 'DR', 'DR*', 'EX', 'EX', 'DE*', 'DE'],
      ['DR', 'DR', 'DR*', 'DR*', 'EX', 'EX', 'DE', 'DE'],
      ['DR', 'DR*', 'DR*', 'EX', 'DE', 'DE*', 'DE', 'DE'],
    ],
    source: src('Mobile CRT (player aid, L2483–2494)'),
  },
  notes: {
    en: `${RESULT_NOTES.en} As printed, the 3-1 and 4-1 columns are the same in rows 1–7 and the example of play fits neither reading in every case: compare with your own card before trusting those two columns.`,
    it: `${RESULT_NOTES.it} Come stampate, le colonne 3-1 e 4-1 coincidono nelle righe 1–7 e l'esempio di gioco non concorda sempre con nessuna lettura: confrontale con la tua tabella prima di fidarti di quelle due colonne.`,
  },
};

export const DS_ASSAULT_CRT: TableSpec = {
  id: 'assault-crt',
  title: { en: 'Assault Combat Results Table (Allied, turns 14–17)', it: 'Tabella dei risultati del combattimento d\'assalto (Alleati, turni 14–17)' },
  rule: '12.6',
  rows: ROLL_ROWS,
  cols: ODDS_COLS,
  cellPattern: '^(AE|AL1|BL1|½EX|EX|DE\\*?)$',
  builtIn: {
    cells: [
      ['AE', 'AE', 'AL1', 'AL1', 'BL1', 'BL1', '½EX', '½EX'],
      ['AE', 'AL1', 'AL1', 'BL1', 'BL1', '½EX', '½EX', 'EX'],
      ['AL1', 'AL1', 'BL1', 'BL1', '½EX', '½EX', 'EX', 'EX'],
      ['AL1', 'BL1', 'BL1', '½EX', '½EX', 'EX', 'EX', 'EX'],
      ['AL1', 'BL1', 'BL1', '½EX', 'EX', 'EX', 'EX', 'DE*'],
      ['BL1', 'BL1', '½EX', '½EX', 'EX', 'EX', 'DE*', 'DE'],
      ['BL1', 'BL1', '½EX', 'EX', 'EX', 'DE*', 'DE', 'DE'],
      ['BL1', 'BL1', '½EX', 'EX', 'DE*', 'DE', 'DE', 'DE'],
    ],
    source: src('Assault CRT (player aid, L2470–2481)'),
  },
  notes: { en: `${RESULT_NOTES.en} No retreat results. The British lose one more infantry step on every attack made on it.`, it: `${RESULT_NOTES.it} Nessun risultato di ritirata. I britannici perdono un livello di fanteria in più a ogni attacco su questa tabella.` },
};

const TERRAIN = [
  ['desert', 'Desert', 'Deserto', '1', '2', 'NE', 'NE'],
  ['salt-marsh', 'Salt marsh', 'Palude salata', '1 (C)', '2 (C)', '½ CF tank', 'no ZOC in (H)'],
  ['rough', 'Rough', 'Difficile', '2', '4', '+1 DF', 'no ZOC in (H)'],
  ['mountain', 'Mountain', 'Montagna', 'NA', '4 (C)', '1 L', 'no ZOC in (H)'],
  ['named', 'Named location', 'Località', 'OT', 'OT', 'OT', 'NE'],
  ['vp', 'VP location', 'Località PV', 'OT', 'OT', 'OT', 'NE'],
  ['port', 'Port', 'Porto', 'OT', 'OT', 'OT', 'NE'],
  ['wadi', 'Wadi (hexside)', 'Uadi (lato)', '1', '2', '+1 DF (D)', 'NE'],
  ['ridge', 'Ridge (hexside)', 'Cresta (lato)', '1', '2', '−1 AF (E)', 'no ZOC across (H)'],
  ['impassable', 'Ocean, escarpment, all-sea hexside', 'Oceano, scarpata, lato tutto mare', 'P', 'P', 'P', 'no ZOC across (H)'],
  ['bardia', 'Bardia fort', 'Forte di Bardia', 'OT', 'NA', '+1 DF', 'no ZOC in/across'],
  ['tobruk', 'Tobruk fort', 'Forte di Tobruk', 'OT', 'NA', '+1 DF each (F)', 'no ZOC in/across'],
  ['box', 'Fortified box', 'Box fortificato', 'OT', 'OT', '+2 DF (G)', 'NE'],
  ['road', 'Road', 'Strada', '¼', '½', 'OT', 'ZOC along (H)'],
  ['track', 'Track', 'Pista', '½', '1', 'OT', 'ZOC along (H)'],
  ['railway', 'Railway', 'Ferrovia', 'OT', 'OT', 'OT', 'NE'],
] as const;

export const DS_TEC: TableSpec = {
  id: 'tec',
  title: { en: 'Terrain Effects Chart', it: 'Tabella degli effetti del terreno' },
  rule: '6.0',
  rows: TERRAIN.map(([id, en, it]) => ({ id, label: { en, it } })),
  cols: [
    { id: 'mp-central', label: { en: 'MP, Central map', it: 'PM, mappa centrale' } },
    { id: 'mp-side', label: { en: 'MP, East/West maps', it: 'PM, mappe Est/Ovest' } },
    { id: 'combat', label: { en: 'Combat', it: 'Combattimento' } },
    { id: 'zoc', label: { en: 'Zone of control', it: 'Zona di controllo' } },
  ],
  cellPattern: '^.{1,24}$',
  builtIn: { cells: TERRAIN.map(([, , , a, b, c, d]) => [a, b, c, d]), source: src('Terrain Effects Chart (L2549–2575)') },
  notes: {
    en: 'NE no effect; OT other terrain in the hex; NA not on that map; P prohibited; L column shift left; AF attack, DF defence, CF both. (C) tanks, panzers and armoured cars only along road or track; (D) only when every attacker crosses the wadi; (E) per unit attacking across; (F) per defending unit, not Italians; the Allies ignore retreats there in 1941; (G) needs infantry, +1 only with Italian infantry in it; (H) a ZOC follows a road or track into the hex. Road and track cancel hexside costs.',
    it: 'NE nessun effetto; OT altro terreno nell\'esagono; NA non presente su quella mappa; P proibito; L spostamento di colonna a sinistra; AF attacco, DF difesa, CF entrambi. (C) carri, panzer e autoblindo solo lungo strada o pista; (D) solo se tutti gli attaccanti attraversano lo uadi; (E) per unità che attacca attraverso; (F) per unità in difesa, non gli italiani; nel 1941 gli Alleati vi ignorano le ritirate; (G) richiede fanteria, solo +1 con fanteria italiana; (H) una ZOC segue strada o pista nell\'esagono. Strada e pista annullano i costi dei lati.',
  },
};

export const DS_DISRUPTION: TableSpec = {
  id: 'disruption',
  title: { en: 'Disruption table', it: 'Tabella della disorganizzazione' },
  rule: '19.2',
  rows: [1, 2, 3, 4, 5, 6, 7].map((r) => ({ id: String(r), label: { en: `Modified roll ${r}`, it: `Tiro modificato ${r}` } })),
  cols: [{ id: 'result', label: { en: 'Result', it: 'Risultato' } }],
  cellPattern: '^(OK|DIS)$',
  builtIn: { cells: [['OK'], ['OK'], ['OK'], ['OK'], ['DIS'], ['DIS'], ['DIS']], source: src('Disruption Table (L2531–2536)') },
  notes: { en: 'DIS = disrupted. +1 for a unit with a white circle.', it: 'DIS = disorganizzata. +1 per un\'unità con cerchio bianco.' },
};

export const DS_RAILWAY: TableSpec = {
  id: 'railway',
  title: { en: 'Railway advance table', it: 'Tabella di avanzamento della ferrovia' },
  rule: '23.3.1',
  rows: [1, 2, 3, 4, 5, 6].map((r) => ({ id: String(r), label: { en: `Die ${r}`, it: `Dado ${r}` } })),
  cols: [
    { id: 'east', label: { en: 'Hexes, East map', it: 'Esagoni, mappa Est' } },
    { id: 'central', label: { en: 'Hexes, Central map', it: 'Esagoni, mappa centrale' } },
  ],
  cellPattern: '^\\d$',
  builtIn: { cells: [['0', '0'], ['0', '0'], ['2', '4'], ['2', '4'], ['3', '6'], ['3', '6']], source: src('Railway Advance Table (L2538–2542)') },
};

export const DS_REPLACEMENT_CHITS: TableSpec = {
  id: 'replacement-chits',
  title: { en: 'Replacement chit values — enter them from your counters', it: 'Valori dei segnalini di rimpiazzo — inseriscili dai tuoi segnalini' },
  rule: '17.2',
  rows: [],
  cols: [
    { id: 'chit', label: { en: 'Chit', it: 'Segnalino' } },
    { id: 'panzer', label: { en: 'Panzer', it: 'Panzer' } },
    { id: 'german-inf', label: { en: 'German infantry', it: 'Fanteria tedesca' } },
    { id: 'italian', label: { en: 'Italian', it: 'Italiani' } },
    { id: 'allied-tank', label: { en: 'Allied tank', it: 'Carri alleati' } },
    { id: 'allied-inf', label: { en: 'Allied infantry', it: 'Fanteria alleata' } },
  ],
  cellPattern: '^[^,]{1,24}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: { en: 'The seed names the chits (\'41 and \'42 pools, Tiger Cub, FDR\'s Promise, Axis Emergency Replacements) but not their values: add one row per chit.', it: 'Il regolamento nomina i segnalini (riserve \'41 e \'42, Tiger Cub, FDR\'s Promise, Rimpiazzi d\'emergenza dell\'Asse) ma non i loro valori: aggiungi una riga per segnalino.' },
};

export const DS_INITIATIVE: TableSpec = {
  id: 'initiative-track',
  title: { en: 'Initiative insignia on the turn record track — enter them from your map', it: 'Insegne d\'iniziativa sulla Tabella dei Turni — inseriscile dalla tua mappa' },
  rule: '18.2',
  rows: Array.from({ length: 17 }, (_, i) => ({ id: String(i + 1), label: { en: `Turn ${i + 1}`, it: `Turno ${i + 1}` } })),
  cols: [{ id: 'side', label: { en: 'Initiative', it: 'Iniziativa' } }],
  cellPattern: '^(allied|axis|-)$',
  builtIn: null,
  notes: { en: 'Known from the seed: turns 1, 2 and 8 Allied; turns 3 and 12 Axis. The others are printed on the map only.', it: 'Noti dal regolamento: turni 1, 2 e 8 Alleati; turni 3 e 12 Asse. Gli altri sono stampati solo sulla mappa.' },
};

export const DS_TABLES: TableSpec[] = [DS_MOBILE_CRT, DS_ASSAULT_CRT, DS_TEC, DS_DISRUPTION, DS_RAILWAY, DS_REPLACEMENT_CHITS, DS_INITIATIVE];
