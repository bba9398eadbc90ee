import type { TurnSpec } from '../../../../shared/companion/definition.js';
import turns from '../data/turns.json' with { type: 'json' };
import { AK_CALENDAR, REPLACEMENTS_TURN, SUBSTITUTES_TURN, SUPPLY_WINDOWS } from '../calendar.js';
import units from '../data/units.json' with { type: 'json' };
import scenario from '../data/scenario-march-1941.json' with { type: 'json' };

/**
 * The Afrika Korps turn track for the companion, from the game data (data/turns.json: 38 turns,
 * 1 April 1941 to 15 October 1942; data/scenario-march-1941.json: reinforcement arrivals), with
 * the calendar events the rulebook ties to dates (12.2 supply windows, 20.1 replacements from
 * March 1942, 21.1 substitutes from August 1942, 4.1 end of the game).
 */

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_IT = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/** The supply table's columns as the turn track announces them. */
const WINDOW_EVENTS: Record<string, { en: string; it: string }> = {
  'apr-jun-1941': { en: 'Axis supply table: April–June 1941 column', it: 'Tabella rifornimenti dell\'Asse: colonna aprile–giugno 1941' },
  'jul-nov-1941': { en: 'Axis supply table: July–November 1941 column', it: 'Tabella rifornimenti dell\'Asse: colonna luglio–novembre 1941' },
  'dec-1941-end': { en: 'Axis supply table: December 1941 column to the end', it: 'Tabella rifornimenti dell\'Asse: colonna da dicembre 1941 alla fine' },
};

/** Die faces as a range where they run on (1–3), else listed. */
const faces = (xs: readonly number[]) => (xs.length > 1 && xs[xs.length - 1]! - xs[0]! === xs.length - 1 ? `${xs[0]}–${xs[xs.length - 1]}` : xs.join(', '));

/** "1941-04-15" → { en: "15 April 1941", it: "15 aprile 1941" }. */
export function dateLabel(iso: string): { en: string; it: string } {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { en: `${d} ${MONTHS_EN[m - 1]} ${y}`, it: `${d} ${MONTHS_IT[m - 1]} ${y}` };
}

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
      events.push({ text: { en: 'No Axis supply roll this turn: no port is held', it: 'Nessun tiro di rifornimento dell\'Asse in questo turno: nessun porto controllato' }, rule: '12.2' });
    }
    // The supply table's windows (12.2): the first is shown from turn 2, the first roll (none on turn 1).
    SUPPLY_WINDOWS.forEach((w, i) => {
      if (turn !== (i === 0 ? Math.max(w.turn, 2) : w.turn)) return;
      const text = WINDOW_EVENTS[w.id];
      if (text) events.push({ text: { en: `${text.en} (sunk on ${faces(w.sunk)})`, it: `${text.it} (affondato con ${faces(w.sunk)})` }, rule: AK_CALENDAR.axisSupply.rule });
    });
    if (turn === REPLACEMENTS_TURN) {
      const { axis, allied } = AK_CALENDAR.replacements.rate;
      events.push({ text: { en: `Replacements begin (Axis up to ${axis.base + axis.tobruch}, Allied up to ${allied.base + allied.tobruch} factors a turn)`, it: `Iniziano i rimpiazzi (Asse fino a ${axis.base + axis.tobruch}, Alleati fino a ${allied.base + allied.tobruch} fattori per turno)` }, rule: AK_CALENDAR.replacements.rule });
    }
    if (turn === SUBSTITUTES_TURN) {
      events.push({ text: { en: 'Allied substitute counters become available', it: 'Diventano disponibili le pedine sostitutive alleate' }, rule: AK_CALENDAR.substitutes.rule });
    }
    const arr = arrivalsOn(turn);
    if (arr.axis > 0) events.push({ text: { en: `Axis reinforcements: ${arr.axis} units`, it: `Rinforzi dell'Asse: ${arr.axis} unità` }, rule: '19.1' });
    if (arr.allied > 0) events.push({ text: { en: `Allied reinforcements: ${arr.allied} units`, it: `Rinforzi alleati: ${arr.allied} unità` }, rule: '19.1' });
    if (turn === last) {
      events.push({ text: { en: 'Last turn: the Allies win unless the Axis has won by its end', it: 'Ultimo turno: vincono gli Alleati se l\'Asse non ha vinto entro la sua fine' }, rule: '4.2' });
    }
    return { n: turn, label: dateLabel(date), ...(events.length > 0 ? { events } : {}) };
  });
}
