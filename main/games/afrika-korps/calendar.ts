import { z } from 'zod';
import { ProvenanceSchema } from '../../../shared/games/descriptor.js';
import calendarJson from './data/calendar.json' with { type: 'json' };
import turnsJson from './data/turns.json' with { type: 'json' };

/**
 * The Afrika Korps calendar and limits as data (data/calendar.json, with its provenance): the Axis
 * supply table by date window (12.2), replacements from March 1942 (20.1) at their rates (20.2,
 * 20.3), Allied substitutes from August 1942 (21.1), the supply units allowed on the map (12.1,
 * 12.2) and the five-hex supply line (14.2). The engine (play/state.ts), the companion
 * (companion/) and, through the options the engine lists, the play panel all read this one file.
 * Dates become turns through the turn track (data/turns.json).
 */
const Side = z.object({ axis: z.number().int().positive(), allied: z.number().int().positive() });
const Rate = z.object({ base: z.number().int().nonnegative(), tobruch: z.number().int().nonnegative() });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const CalendarSchema = z.object({
  axisSupply: z.object({
    rule: z.string(),
    windows: z.array(z.object({ id: z.string(), from: isoDate, to: isoDate.nullable(), sunk: z.array(z.number().int().min(1).max(6)) })).min(1),
  }),
  replacements: z.object({ rule: z.string(), from: isoDate, rate: z.object({ axis: Rate, allied: Rate }), rateRules: z.array(z.string()) }),
  substitutes: z.object({ rule: z.string(), from: isoDate, side: z.enum(['axis', 'allied']) }),
  supplyLimit: Side.extend({ rules: z.array(z.string()) }),
  supplyRange: z.object({ hexes: z.number().int().positive(), rule: z.string() }),
  provenance: ProvenanceSchema,
});

export type AkCalendar = z.infer<typeof CalendarSchema>;

/** Validated when this module loads (a broken file is a programming error). */
export const AK_CALENDAR: AkCalendar = CalendarSchema.parse(calendarJson);

const TRACK = [...turnsJson].sort((a, b) => a.turn - b.turn);

/** The first turn of the track on or after a date (its turn begins the period). */
export function turnFrom(date: string): number {
  const t = TRACK.find((x) => x.date >= date);
  if (!t) throw new Error(`no turn on or after ${date}`);
  return t.turn;
}

/** The Axis supply table's windows, each with the first turn it applies to (12.2). */
export const SUPPLY_WINDOWS = AK_CALENDAR.axisSupply.windows.map((w) => ({ ...w, turn: turnFrom(w.from) }));

/** The supply window of a turn (12.2), by its date on the track; null for a turn not on it. */
export function supplyWindowOf(turn: number): (typeof SUPPLY_WINDOWS)[number] | null {
  const t = TRACK.find((x) => x.turn === turn);
  if (!t) return null;
  return SUPPLY_WINDOWS.find((w) => t.date >= w.from && (w.to === null || t.date <= w.to)) ?? null;
}

/** First turn of replacements (20.1) and of Allied substitutes (21.1). */
export const REPLACEMENTS_TURN = turnFrom(AK_CALENDAR.replacements.from);
export const SUBSTITUTES_TURN = turnFrom(AK_CALENDAR.substitutes.from);
