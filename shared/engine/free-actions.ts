import { z } from 'zod';

/**
 * The table actions every game supports: what players do with counters on a real table (free
 * mode), plus dice. Each goes through the engine log, so it can be undone and replayed.
 */
const unitId = z.string().min(1).max(64);
const hexName = z.string().min(1).max(8);

export const FreeActionSchema = z.discriminatedUnion('type', [
  /** Put one or more counters on a hex (from the map, the track or the dead pile). */
  z.object({ type: z.literal('move'), units: z.array(unitId).min(1).max(40), to: hexName }).strict(),
  z.object({ type: z.literal('eliminate'), units: z.array(unitId).min(1).max(40) }).strict(),
  /** Take counters off the map and put them on the turn track for a given turn. */
  z.object({ type: z.literal('toTrack'), units: z.array(unitId).min(1).max(40), turn: z.number().int().min(1).max(999) }).strict(),
  z.object({ type: z.literal('roll'), count: z.number().int().min(1).max(10), sides: z.number().int().min(2).max(20) }).strict(),
  z.object({ type: z.literal('setTurn'), turn: z.number().int().min(1).max(999) }).strict(),
]);

export type FreeAction = z.infer<typeof FreeActionSchema>;
