import type { TableSpec } from '../../../../shared/companion/definition.js';

/**
 * Battle for North Africa tables for the companion. The seed (001) prints only the Independent AM
 * table (4.1.6); every chart the game plays from is missing (research seed-001 §5.2): the CRT, the
 * odds-to-DRM table, the Terrain Chart, the Fortification Effects chart, the RP charts, the air
 * support chart, the commander and random-event tables. They are declared here for the player to
 * enter; where the seed does not say how they are laid out, they can grow rows and columns.
 */

export const BNA_SEED = '001_c6ca837be4c27008.txt';

const D10_ROWS = Array.from({ length: 10 }, (_, d) => ({ id: String(d), label: { en: `Die ${d}`, it: `Dado ${d}` } }));

export const BNA_INDEPENDENT_AM: TableSpec = {
  id: 'independent-am',
  title: { en: 'Independent activation marker: units activated', it: 'Segnalino d\'attivazione indipendente: unità attivate' },
  rule: '4.1.6',
  rows: D10_ROWS,
  cols: [{ id: 'units', label: { en: 'Units', it: 'Unità' } }],
  cellPattern: '^[1-3]$',
  builtIn: { cells: ['1', '1', '1', '2', '2', '2', '2', '2', '3', '3'].map((x) => [x]), source: { kind: 'rulebook', ref: `${BNA_SEED} §4.1.6` } },
};

export const BNA_ODDS_DRM: TableSpec = {
  id: 'odds-drm',
  title: { en: 'Odds to DRM — enter it from your copy', it: 'Dal rapporto al DRM — inseriscilo dalla tua copia' },
  rule: '8.2.5',
  rows: [],
  cols: [{ id: 'odds', label: { en: 'Odds', it: 'Rapporto' } }, { id: 'drm', label: { en: 'DRM', it: 'DRM' } }],
  cellPattern: '^[^,]{1,12}$',
  builtIn: null,
  extensible: { rows: true, cols: false },
  notes: {
    en: 'The seed says a DRM follows from the odds but does not print the table. Add one row per odds level as your chart prints it, with the row id written like the calculator writes odds: "2:1", "1.5:1", "1:1", "1:1.5", "1:2".',
    it: 'Il regolamento dice che dal rapporto deriva un DRM ma non stampa la tabella. Aggiungi una riga per ogni livello di rapporto come la stampa la tua tabella, con l\'identificativo scritto come il calcolatore scrive i rapporti: "2:1", "1.5:1", "1:1", "1:1.5", "1:2".',
  },
};

export const BNA_CRT: TableSpec = {
  id: 'crt',
  title: { en: 'Combat Results Table — enter it from your copy', it: 'Tabella dei risultati del combattimento — inseriscila dalla tua copia' },
  rule: '8.2.8',
  rows: [],
  cols: [
    { id: 'roll', label: { en: 'Modified roll', it: 'Tiro modificato' } },
    { id: 'attacker', label: { en: 'Attacker', it: 'Attaccante' } },
    { id: 'defender', label: { en: 'Defender', it: 'Difensore' } },
  ],
  cellPattern: '^.{1,40}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes: {
    en: 'Not in the seed, and its layout is not described beyond "one d10 plus the DRMs; the result applies to every unit of both sides". Add one row per modified roll as your chart prints it (ids like "0", "5", "≤-1", "≥12") with each side\'s result: elimination, reduction, cohesion test (rd ±#), retreat, advance, breakthrough, counterattack.',
    it: 'Non è nel regolamento e la sua forma non è descritta oltre a "un d10 più i DRM; il risultato vale per ogni unità di entrambe le parti". Aggiungi una riga per tiro modificato come la stampa la tua tabella (identificativi come "0", "5", "≤-1", "≥12") con il risultato di ciascuna parte: eliminazione, riduzione, test di coesione (rd ±#), ritirata, avanzata, sfondamento, contrattacco.',
  },
};

const missing = (id: string, rule: string, en: string, it: string, notesEn: string, notesIt: string, cols: { id: string; en: string; it: string }[] = [{ id: 'value', en: 'Value', it: 'Valore' }]): TableSpec => ({
  id,
  title: { en: `${en} — enter it from your copy`, it: `${it} — inseriscila dalla tua copia` },
  rule,
  rows: [],
  cols: [{ id: 'key', label: { en: 'Row', it: 'Riga' } }, ...cols.map((c) => ({ id: c.id, label: { en: c.en, it: c.it } }))],
  cellPattern: '^.{1,40}$',
  builtIn: null,
  extensible: { rows: true, cols: true },
  notes: { en: notesEn, it: notesIt },
});

export const BNA_TERRAIN = missing('terrain', '6.2, 8.2.3', 'Terrain Chart', 'Tabella del terreno',
  'Movement costs (foot and motorized) and combat DRMs per terrain: referred to, not printed in the seed. Add one row per terrain type.',
  'Costi di movimento (a piedi e motorizzati) e DRM di combattimento per terreno: citata, non stampata nel regolamento. Aggiungi una riga per tipo di terreno.',
  [{ id: 'mp-foot', en: 'MP foot', it: 'PM a piedi' }, { id: 'mp-motorized', en: 'MP motorized', it: 'PM motorizzati' }, { id: 'combat', en: 'Combat DRM', it: 'DRM di combattimento' }]);
export const BNA_FORTIFICATION = missing('fortification', '9.4', 'Fortification Effects chart', 'Tabella degli effetti delle fortificazioni',
  'Only the errata mention it ("D" means reduced; the "No Retreat" choice is made before the roll).',
  'Solo l\'errata la cita ("D" significa ridotto; la scelta "Nessuna ritirata" si fa prima del tiro).');
export const BNA_AXIS_RP = missing('axis-rp', '9.1.2', 'Axis RP Availability Chart', 'Tabella della disponibilità di RP dell\'Asse',
  'How many d10 the Axis rolls for RP in each period (one row is "Sept–Feb"). Add one row per period.',
  'Quanti d10 tira l\'Asse per gli RP in ogni periodo (una riga è "sett.–feb."). Aggiungi una riga per periodo.',
  [{ id: 'dice', en: 'Dice', it: 'Dadi' }]);
export const BNA_ALLIED_RP = missing('allied-rp', '9.1.3', 'Allied RP Arrival Schedule', 'Calendario di arrivo degli RP alleati',
  'Fixed RP per turn; a die only in September and October 1940. Add one row per turn.',
  'RP fissi per turno; un dado solo a settembre e ottobre 1940. Aggiungi una riga per turno.',
  [{ id: 'rp', en: 'RP', it: 'RP' }]);
export const BNA_AIR = missing('air-availability', '8.5.1', 'Air Support Availability Chart', 'Tabella della disponibilità di supporto aereo',
  'The most air markers each side may buy, by period.', 'Il numero massimo di segnalini aerei acquistabili da ciascuna parte, per periodo.',
  [{ id: 'axis', en: 'Axis', it: 'Asse' }, { id: 'allied', en: 'Allied', it: 'Alleati' }]);
export const BNA_COMMANDERS = missing('allied-commanders', '4.5.4', 'Allied Commander Table', 'Tabella dei comandanti alleati',
  'Sacking and replacement of the Allied commander; which commanders, when.', 'Destituzione e sostituzione del comandante alleato; quali comandanti, quando.');
export const BNA_EVENTS = missing('random-events', '10.0', 'Random Events Table', 'Tabella degli eventi casuali',
  'The seed names the events A–N (SNAFU … Ultra/Enigma) but not the die mapping or their effects.', 'Il regolamento nomina gli eventi A–N (SNAFU … Ultra/Enigma) ma non il tiro né gli effetti.');

export const BNA_TABLES: TableSpec[] = [BNA_INDEPENDENT_AM, BNA_ODDS_DRM, BNA_CRT, BNA_TERRAIN, BNA_FORTIFICATION, BNA_AXIS_RP, BNA_ALLIED_RP, BNA_AIR, BNA_COMMANDERS, BNA_EVENTS];
