import { z } from 'zod';

/**
 * Afrika Korps's own part of the play view (`play.game`), validated by this schema wherever it is
 * read (the command line, tests). The table never reads it: what a player needs of it reaches the
 * play panel as status lines and options (shared/engine/view.ts).
 */
export const AkPlayPartSchema = z.object({
  /** Axis supply roll: null not rolled (or not allowed), true due, false sunk (12.2). */
  supplyDue: z.boolean().nullable(),
  supplyLanded: z.boolean(),
  /** Units at sea (23.4). */
  atSea: z.array(z.string()),
  /** Replacement factors banked per side (20). */
  bank: z.record(z.string(), z.number()),
  /** Combat units isolated now (24.1), with the turns each has been isolated. */
  isolated: z.array(z.object({ unit: z.string(), turns: z.number() })),
  /** Allied substitutes on the map and the units each stands for (21). */
  formed: z.record(z.string(), z.array(z.string())),
  /** Escorted enemy supplies that a unit may take now, their escorts attacked (15.3.2.2). */
  captures: z.array(z.object({ unit: z.string(), supply: z.string() })),
});

export type AkPlayPart = z.infer<typeof AkPlayPartSchema>;
