import { z } from 'zod';
import { MAX_TABLE_SIDE, MAX_CELL_CHARS } from '../../shared/companion/cells.js';

/** The actions of a companion session (main/companion/module.ts applies them), checked at the border. */

const id = z.string().min(1).max(64);
const cellsSchema = z.array(z.array(z.string().max(MAX_CELL_CHARS)).max(MAX_TABLE_SIDE)).max(MAX_TABLE_SIDE);

export const CompanionActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('check'), step: id, done: z.boolean() }).strict(),
  z.object({ type: z.literal('next') }).strict(),
  z.object({ type: z.literal('goto'), step: id }).strict(),
  z.object({ type: z.literal('setTurn'), turn: z.number().int() }).strict(),
  z.object({ type: z.literal('note'), turn: z.number().int(), text: z.string().max(4000) }).strict(),
  z.object({ type: z.literal('roll'), purpose: z.string().max(80).optional() }).strict(),
  z.object({ type: z.literal('trackerSet'), tracker: id, side: id.optional(), value: z.union([z.number().int(), z.string().max(64)]) }).strict(),
  z.object({ type: z.literal('trackerAdjust'), tracker: id, side: id.optional(), delta: z.number().int() }).strict(),
  /** A draw from a cup: by the app's dice, or the chit drawn at the table (physical). */
  z.object({ type: z.literal('draw'), cup: id, chit: id.optional() }).strict(),
  z.object({ type: z.literal('returnChit'), cup: id, chit: id }).strict(),
  z.object({ type: z.literal('refillCup'), cup: id }).strict(),
  /** Puts one more chit of a kind in the cup, or takes one out unseen (the player's counters decide what is in it). */
  z.object({ type: z.literal('cupAdd'), cup: id, chit: id }).strict(),
  z.object({ type: z.literal('cupRemove'), cup: id, chit: id }).strict(),
  /** The face the chit drawn last is played on (a combo's side), within the cup's per-turn limits. */
  z.object({ type: z.literal('chitFace'), cup: id, face: id }).strict(),
  /** A held chit played from its owner's hand before a draw, maybe pre-empting another one declared (Dark Sands priority chits). */
  z.object({ type: z.literal('playHeld'), cup: id, chit: id, preempts: id.optional() }).strict(),
  z
    .object({
      type: z.literal('calculate'),
      calculator: id,
      inputs: z.record(z.string().max(64), z.unknown()),
      /** Cells of the tables the player entered that this calculator reads (never built-in ones). */
      tables: z.record(id, cellsSchema).default({}),
      /** Whether to roll the calculator's dice and read the outcome. */
      roll: z.boolean().default(false),
    })
    .strict(),
]);
export type CompanionAction = z.infer<typeof CompanionActionSchema>;

export const ACTION_TYPES: CompanionAction['type'][] = ['check', 'next', 'goto', 'setTurn', 'note', 'roll', 'trackerSet', 'trackerAdjust', 'draw', 'returnChit', 'refillCup', 'cupAdd', 'cupRemove', 'chitFace', 'playHeld', 'calculate'];
