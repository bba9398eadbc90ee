import { z } from 'zod';

/**
 * The table actions every game supports: what players do with counters on a real table (free
 * mode), plus dice. Each goes through the engine log, so it can be undone and replayed.
 */
const unitId = z.string().min(1).max(64).brand<'UnitId'>();
/** A hex's printed name, or a cell of an image table ("0512", "east:0101"). */
const hexName = z.string().min(1).max(32).brand<'HexName'>();

export const FreeActionSchema = z.discriminatedUnion('type', [
  /** Put one or more counters on a hex (from the map, the track or the dead pile). */
  z.object({ type: z.literal('move'), units: z.array(unitId).min(1).max(40), to: hexName }).strict(),
  z.object({ type: z.literal('eliminate'), units: z.array(unitId).min(1).max(40) }).strict(),
  /** Take counters off the map and put them on the turn track for a given turn. */
  z.object({ type: z.literal('toTrack'), units: z.array(unitId).min(1).max(40), turn: z.number().int().min(1).max(999) }).strict(),
  /**
   * Roll dice. A game's own dice button (a VASSAL module's) names itself and adds its modifiers:
   * `plus` to each die, `add` to the total.
   */
  z
    .object({
      type: z.literal('roll'),
      count: z.number().int().min(1).max(10),
      sides: z.number().int().min(2).max(20),
      button: z.string().min(1).max(60).optional(),
      plus: z.number().int().min(-99).max(99).optional(),
      add: z.number().int().min(-999).max(999).optional(),
    })
    .strict(),
  z.object({ type: z.literal('setTurn'), turn: z.number().int().min(1).max(999) }).strict(),
  /** Turn image counters over (front ↔ back). */
  z.object({ type: z.literal('flip'), units: z.array(unitId).min(1).max(40) }).strict(),
  /** Show the first `layers` of an image counter's layers (step losses taken, markers): 0 shows none. */
  z.object({ type: z.literal('setLayers'), unit: unitId, layers: z.number().int().min(0).max(16) }).strict(),
  /** Put counters on top of their stack, in the order given (the last one ends on top). */
  z.object({ type: z.literal('toTop'), units: z.array(unitId).min(1).max(40) }).strict(),
  /** Turn an image counter to an angle, in degrees clockwise (0 = as printed); one of its facings when it has a fixed number. */
  z.object({ type: z.literal('rotate'), unit: unitId, angle: z.number().min(0).lt(360) }).strict(),
  /** Mask an image counter for a side (others see only its mask), or unmask it (`by` null). */
  z.object({ type: z.literal('mask'), units: z.array(unitId).min(1).max(40), by: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._:/-]{0,63}$/).nullable() }).strict(),
]);

/** A free action as the engine core hands it to a module: parsed, its ids branded. */
export type FreeAction = z.infer<typeof FreeActionSchema>;
/** A free action as code builds it before the core parses it (a VASSAL save's moves, a test). */
export type FreeActionInput = z.input<typeof FreeActionSchema>;
