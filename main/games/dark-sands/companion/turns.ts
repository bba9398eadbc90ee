import type { TurnSpec } from '../../../../shared/companion/definition.js';

/** The Dark Sands turn track: 17 turns, December 1940 to December 1942 (Action Chit Availability aid). */

const LABELS: [string, string][] = [
  ['December 1940', 'dicembre 1940'],
  ['January–February 1941', 'gennaio–febbraio 1941'],
  ['March–April 1941', 'marzo–aprile 1941'],
  ['May–June 1941', 'maggio–giugno 1941'],
  ['July–August 1941', 'luglio–agosto 1941'],
  ['September 1941', 'settembre 1941'],
  ['October 1941', 'ottobre 1941'],
  ['November 1941', 'novembre 1941'],
  ['December 1941', 'dicembre 1941'],
  ['January–February 1942', 'gennaio–febbraio 1942'],
  ['March–April 1942', 'marzo–aprile 1942'],
  ['May–June 1942', 'maggio–giugno 1942'],
  ['July–August 1942', 'luglio–agosto 1942'],
  ['July–August 1942 (as printed)', 'luglio–agosto 1942 (come stampato)'],
  ['October 1942', 'ottobre 1942'],
  ['November 1942', 'novembre 1942'],
  ['December 1942', 'dicembre 1942'],
];

const ev = (en: string, it: string, rule: string) => ({ text: { en, it }, rule });

const EVENTS: Record<number, NonNullable<TurnSpec['events']>> = {
  1: [ev('Initiative: Allied', 'Iniziativa: Alleati', '18.2')],
  2: [ev('Initiative: Allied', 'Iniziativa: Alleati', '18.2')],
  3: [ev('Initiative: Axis', 'Iniziativa: Asse', '18.2'), ev('Both sides reinforce in the turn 3 segment, Allied first', 'Entrambi rinforzano nel segmento del turno 3, prima gli Alleati', '18.4'), ev('Automatic victory possible from now on', 'Da ora è possibile la vittoria automatica', '5.1.1')],
  4: [ev('\'41 replacement chits enter the pools', 'I segnalini di rimpiazzo \'41 entrano nelle riserve', '17.2')],
  8: [ev('Initiative: Allied', 'Iniziativa: Alleati', '18.2')],
  10: [ev('\'42 replacement chits enter the pools', 'I segnalini di rimpiazzo \'42 entrano nelle riserve', '17.2')],
  12: [ev('Initiative: Axis', 'Iniziativa: Asse', '18.2')],
  13: [ev('Allied cadres from now on', 'Da ora quadri alleati', '17.1')],
  14: [ev('Allied Assault CRT available (turns 14–17)', 'Tabella d\'assalto alleata disponibile (turni 14–17)', '12.6'), ev('The chart repeats July–August; probably September', 'La tabella ripete luglio–agosto; probabilmente settembre', '2.1.6')],
  17: [ev('Last turn: 1 VP each for Tobruk, Bardia and Sollum', 'Ultimo turno: 1 PV ciascuno per Tobruk, Bardia e Sollum', '5.2.2')],
};

export function dsTurns(): TurnSpec[] {
  return LABELS.map(([en, it], i) => ({ n: i + 1, label: { en, it }, ...(EVENTS[i + 1] ? { events: EVENTS[i + 1] } : {}) }));
}
