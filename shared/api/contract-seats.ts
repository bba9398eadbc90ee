import { z } from 'zod';
import type { SEATS_CHANNELS } from './channels-seats.js';
import { COMPUTER_STRENGTHS } from '../games/capabilities.js';

type SeatsChannel = (typeof SEATS_CHANNELS)[number];

const GameIdArg = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const SideName = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/);

/** One side's seat: a person at the table, or the computer at a strength. */
export const SeatSchema = z.discriminatedUnion('kind', [
  z.object({ side: SideName, kind: z.literal('person') }).strict(),
  z.object({ side: SideName, kind: z.literal('computer'), strength: z.enum(COMPUTER_STRENGTHS) }).strict(),
]);

/** Every side of the game in the game's order; a side never set is a person's. */
export const SeatsSchema = z.object({ seats: z.array(SeatSchema) });

/** The computer's choice: the action to send through game.apply, for the side to act, and why (`ai.why.<code>`). */
export const AiMoveSchema = z.object({
  side: z.string(),
  head: z.number().int().min(0),
  action: z.unknown(),
  why: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
  /** In a game with physical dice, the dice the action rolls: they are typed in, as for a person. */
  dice: z.object({ count: z.number().int().min(1), sides: z.number().int().min(2) }).nullable(),
});

/**
 * Seats are stored with the game, not in its log: changing them is not a game action. `ai.next`
 * asks the computer for the side to act at `head` (game.changed when the game has moved since);
 * it only proposes: the client sends the action through game.apply like a person's.
 */
export const seatsContract = {
  'seats.get': { args: z.object({ id: GameIdArg }).strict(), result: SeatsSchema },
  'seats.set': { args: z.object({ id: GameIdArg, seats: z.array(SeatSchema).min(1).max(8) }).strict(), result: SeatsSchema },
  'ai.next': { args: z.object({ id: GameIdArg, head: z.number().int().min(0) }).strict(), result: AiMoveSchema.nullable() },
} as const satisfies Record<SeatsChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;

export type Seat = z.infer<typeof SeatSchema>;
export type AiMove = z.infer<typeof AiMoveSchema>;
