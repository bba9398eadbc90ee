import type { TurnSpec, Text } from '../../../../shared/companion/definition.js';
import turns from '../data/turns.json' with { type: 'json' };
import { AK_CALENDAR, REPLACEMENTS_TURN, SUBSTITUTES_TURN, SUPPLY_WINDOWS } from '../calendar.js';
import { dateText } from '../../companion/calc.js';
import units from '../data/units.json' with { type: 'json' };
import scenario from '../data/scenario-march-1941.json' with { type: 'json' };

/**
 * The Afrika Korps turn track for the companion, from the game data (data/turns.json: 38 turns,
 * 1 April 1941 to 15 October 1942; data/scenario-march-1941.json: reinforcement arrivals), with
 * the calendar events the rulebook ties to dates (12.2 supply windows, 20.1 replacements from
 * March 1942, 21.1 substitutes from August 1942, 4.1 end of the game).
 */


/** The supply table's columns as the turn track announces them. */
const WINDOW_EVENTS: Record<string, Text> = {
  'apr-jun-1941': { key: 'afrika-korps:companion.turns.axisSupplyTableAprilJune1941' },
  'jul-nov-1941': { key: 'afrika-korps:companion.turns.axisSupplyTableJulyNovember1941' },
  'dec-1941-end': { key: 'afrika-korps:companion.turns.axisSupplyTableDecember1941Column' },
};

/** Die faces as a range where they run on (1–3), else listed. */
const faces = (xs: readonly number[]) => (xs.length > 1 && xs[xs.length - 1]! - xs[0]! === xs.length - 1 ? `${xs[0]}–${xs[xs.length - 1]}` : xs.join(', '));

/** "1941-04-15" → 15 April 1941 / 15 aprile 1941. */
export const dateLabel = dateText;

const sideOf = new Map(units.map((u) => [u.id, u.side]));

function arrivalsOn(turn: number): { axis: number; allied: number } {
  const out = { axis: 0, allied: 0 };
  for (const a of scenario.arrivals) {
    if (a.turn !== turn) continue;
    const side = sideOf.get(a.unit);
    if (side === 'axis') out.axis++;
    else if (side === 'allied') out.allied++;
  }
  return out;
}

export function akTurns(): TurnSpec[] {
  const last = turns[turns.length - 1]!.turn;
  return turns.map(({ turn, date }): TurnSpec => {
    const events: NonNullable<TurnSpec['events']> = [];
    if (turn === 1) {
      events.push({ text: { key: 'afrika-korps:companion.turns.noAxisSupplyRollThisTurn' }, rule: '12.2' });
    }
    // The supply table's windows (12.2): the first is shown from turn 2, the first roll (none on turn 1).
    SUPPLY_WINDOWS.forEach((w, i) => {
      if (turn !== (i === 0 ? Math.max(w.turn, 2) : w.turn)) return;
      const text = WINDOW_EVENTS[w.id];
      if (text) events.push({ text: { key: 'afrika-korps:companion.turns.sunkOn', params: { text, faces: faces(w.sunk) } }, rule: AK_CALENDAR.axisSupply.rule });
    });
    if (turn === REPLACEMENTS_TURN) {
      const { axis, allied } = AK_CALENDAR.replacements.rate;
      events.push({ text: { key: 'afrika-korps:companion.turns.replacementsBeginAxisUpToAllied', params: { axis: axis.base + axis.tobruch, allied: allied.base + allied.tobruch } }, rule: AK_CALENDAR.replacements.rule });
    }
    if (turn === SUBSTITUTES_TURN) {
      events.push({ text: { key: 'afrika-korps:companion.turns.alliedSubstituteCountersBecomeAvailable' }, rule: AK_CALENDAR.substitutes.rule });
    }
    const arr = arrivalsOn(turn);
    if (arr.axis > 0) events.push({ text: { key: 'afrika-korps:companion.turns.axisReinforcementsUnits', params: { axis: arr.axis } }, rule: '19.1' });
    if (arr.allied > 0) events.push({ text: { key: 'afrika-korps:companion.turns.alliedReinforcementsUnits', params: { allied: arr.allied } }, rule: '19.1' });
    if (turn === last) {
      events.push({ text: { key: 'afrika-korps:companion.turns.lastTurnTheAlliesWinUnless' }, rule: '4.2' });
    }
    return { n: turn, label: dateLabel(date), ...(events.length > 0 ? { events } : {}) };
  });
}
