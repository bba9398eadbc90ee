import { z } from 'zod';
import { FreeActionSchema } from '../../../../shared/engine/free-actions.js';

/**
 * Every Afrika Korps action: the table's free actions (free mode; 'move' and 'roll' also in rules
 * mode) and the steps of the sequence of play. Documented for players in docs/cli.md.
 */
const unit = z.string().min(1).max(64);
const units = z.array(unit).min(1).max(40);
const place = z.string().min(1).max(32);
const hex = z.string().min(1).max(8);

export const AkActionSchema = z.discriminatedUnion('type', [
  ...FreeActionSchema.options,
  z.object({ type: z.literal('setMode'), mode: z.enum(['rules', 'free']) }).strict(),
  /** A named reading of an ambiguous rule (play/options.ts), before the first move. */
  z.object({ type: z.literal('setOption'), option: z.string().min(1).max(40), value: z.union([z.string().max(40), z.boolean()]) }).strict(),
  // Arrival (3.1, 12, 19, 20, 23.4)
  z.object({ type: z.literal('rollSupply') }).strict(),
  z.object({ type: z.literal('landSupply'), unit, port: place }).strict(),
  z.object({ type: z.literal('reinforce'), units, port: place }).strict(),
  z.object({ type: z.literal('replace'), unit, port: place }).strict(),
  z.object({ type: z.literal('land'), units, port: place }).strict(),
  z.object({ type: z.literal('endArrival') }).strict(),
  // Movement (5–9, 21, 23)
  z.object({ type: z.literal('declareAv'), attackers: units, defenders: units }).strict(),
  z.object({ type: z.literal('embark'), units }).strict(),
  z.object({ type: z.literal('substitute'), units, substitute: unit }).strict(),
  /** A substitute broken back into counters of its kind (21.3–21.5), in movement or combat. */
  z.object({ type: z.literal('breakDown'), substitute: unit, units }).strict(),
  z.object({ type: z.literal('endMovement') }).strict(),
  // Combat (7–11, 14, 16)
  z.object({ type: z.literal('attack'), attackers: units, defenders: units, supplies: z.array(unit).max(8).optional() }).strict(),
  /** 15.3.2.2: one unit takes an escorted supply whose escorts have been attacked. */
  z.object({ type: z.literal('captureSupply'), unit, supply: unit }).strict(),
  z.object({ type: z.literal('retreat'), unit, to: hex }).strict(),
  z.object({ type: z.literal('exchangeLosses'), units }).strict(),
  z.object({ type: z.literal('advance'), units: z.array(unit).max(40) }).strict(),
  z.object({ type: z.literal('endCombat') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
]);

/**
 * An Afrika Korps action as its rules handle it: the engine core parses every action before the
 * module sees it (the free table's ids then come branded), but the rules, the legal options and the
 * random player build actions from their own state, so this is the schema's input type.
 */
export type AkAction = z.input<typeof AkActionSchema>;
export type AkActionType = AkAction['type'];
