import type { TurnSpec, Text } from '../../../../shared/companion/definition.js';
import { monthYearText } from '../../companion/calc.js';

/**
 * Battle for North Africa: one month a turn (2.5), from September 1940 (the earliest turn the seed
 * names; it never states the start) to December 1942 (11.0): 28 turns.
 */

const ev = (text: Text, rule: string) => ({ text, rule });

export function bnaTurns(): TurnSpec[] {
  const out: TurnSpec[] = [];
  for (let i = 0; i < 28; i++) {
    const m = (8 + i) % 12;
    const y = 1940 + Math.floor((8 + i) / 12);
    const events: NonNullable<TurnSpec['events']> = [];
    if (y === 1940 && (m === 8 || m === 9)) events.push(ev({ key: 'battle-for-north-africa:companion.turns.alliedRpADieIsRolled' }, '9.1.3'));
    if ((y === 1940 && m >= 8) || (y === 1941 && m === 0)) events.push(ev({ key: 'battle-for-north-africa:companion.turns.axisRp1DiePerVillage' }, '9.1.2a'));
    if ((y === 1940 && m >= 8) || (y === 1941 && m <= 2)) events.push(ev({ key: 'battle-for-north-africa:companion.turns.italianSurrenderCheckInF1' }, '9.5.5'));
    if (y === 1941 && m === 2) events.push(ev({ key: 'battle-for-north-africa:companion.turns.endOfTurnAxis70Rp' }, '9.1.2b, 8.5.6'));
    if (y === 1941 && m === 3) events.push(ev({ key: 'battle-for-north-africa:companion.turns.rommelArrivesGrazianiNoLongerAvailable' }, '4.5.3'));
    if (y === 1941 && m === 4) events.push(ev({ key: 'battle-for-north-africa:companion.turns.fromNowOnAlliedImmediateVictory' }, '11.0'));
    if (y === 1942 && m === 11) events.push(ev({ key: 'battle-for-north-africa:companion.turns.lastTurnEndOfGameVictory' }, '11.0'));
    out.push({ n: i + 1, label: monthYearText(m + 1, y), ...(events.length > 0 ? { events } : {}) });
  }
  return out;
}
