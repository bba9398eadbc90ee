import type { TurnSpec, Text } from '../../../../shared/companion/definition.js';

/** The Dark Sands turn track: 17 turns, December 1940 to December 1942 (Action Chit Availability aid). */

/** The track's 17 labels are in the locale files (companion.turns.track.1…17). */
const TURNS = 17;

const ev = (text: Text, rule: string) => ({ text, rule });

const EVENTS: Record<number, NonNullable<TurnSpec['events']>> = {
  1: [ev({ key: 'dark-sands:companion.turns.initiativeAllied' }, '18.2')],
  2: [ev({ key: 'dark-sands:companion.turns.initiativeAllied' }, '18.2')],
  3: [ev({ key: 'dark-sands:companion.turns.initiativeAxis' }, '18.2'), ev({ key: 'dark-sands:companion.turns.bothSidesReinforceInTheTurn' }, '18.4'), ev({ key: 'dark-sands:companion.turns.automaticVictoryPossibleFromNowOn' }, '5.1.1')],
  4: [ev({ key: 'dark-sands:companion.turns.41ReplacementChitsEnterThePools' }, '17.2')],
  8: [ev({ key: 'dark-sands:companion.turns.initiativeAllied' }, '18.2')],
  10: [ev({ key: 'dark-sands:companion.turns.42ReplacementChitsEnterThePools' }, '17.2')],
  12: [ev({ key: 'dark-sands:companion.turns.initiativeAxis' }, '18.2')],
  13: [ev({ key: 'dark-sands:companion.turns.alliedCadresFromNowOn' }, '17.1')],
  14: [ev({ key: 'dark-sands:companion.turns.alliedAssaultCrtAvailableTurns14' }, '12.6'), ev({ key: 'dark-sands:companion.turns.theChartRepeatsJulyAugustProbably' }, '2.1.6')],
  17: [ev({ key: 'dark-sands:companion.turns.lastTurn1VpEachFor' }, '5.2.2')],
};

export function dsTurns(): TurnSpec[] {
  return Array.from({ length: TURNS }, (_, i) => ({ n: i + 1, label: { key: `dark-sands:companion.turns.track.${i + 1}` }, ...(EVENTS[i + 1] ? { events: EVENTS[i + 1] } : {}) }));
}
