import { z } from 'zod';
import { HexNameSchema, RuleRefSchema, UnitIdSchema, type HexName } from './ids.js';

/**
 * One concrete thing the side to act may do now, as a rules module lists it in its view. Game-neutral:
 * the action is the module's own JSON, sent back as it is; the label is a translatable key with its
 * parameters (ids the game names, codes); the units and hexes say what it concerns, the rule why.
 *
 * An option whose action needs a hex to be complete (a move, a retreat) carries `target`: the action
 * is sent with `target.field` set to one of `target.hexes`, each of which the engine accepts. Where
 * listing them all would be slow (every unit's moves), `target.hexes` is null: the module gives them
 * for that option on demand (its move advice for the unit), and may turn out to be none: such an
 * entry says only that every check but the destination passes.
 * An option the player is always shown — the end of a step — may be listed while the engine would
 * refuse it now: `refused` then says why (its reason, rule and parameters), and the panel may still
 * send it to show that refusal. Every option without `refused` is accepted by the engine as it is.
 */
export const LegalOptionSchema = z.object({
  /** The kind of choice, for grouping (the action's type). */
  kind: z.string(),
  /** The exact action sent (completed by `target` when there is one). */
  action: z.record(z.string(), z.unknown()),
  target: z.object({ field: z.string(), hexes: z.array(HexNameSchema).nullable() }).optional(),
  /** A key of the locale files (under `choice.`) and its parameters. */
  label: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).default({}) }),
  units: z.array(UnitIdSchema),
  hexes: z.array(HexNameSchema),
  rule: RuleRefSchema,
  /** The place (id, one of the view's `places`) it acts at: the panel shows it once that place is picked. */
  place: z.string().optional(),
  /** The dice it rolls, which a player of a game with physical dice types in. */
  dice: z.object({ count: z.number().int().min(1), sides: z.number().int().min(2) }).optional(),
  /** Sets a named reading of the rules (the view's `options`) to a value: the panel shows these as one choice per setting. */
  setting: z.object({ id: z.string(), value: z.string() }).optional(),
  /** Chosen on the board (dragging a counter, the combat planner), not from the panel's list. */
  onBoard: z.boolean().optional(),
  /** The option that ends the present step of the sequence of play (one at most). */
  endsStep: z.boolean().optional(),
  refused: z.object({ reason: z.string(), rule: z.string().optional(), params: z.record(z.string(), z.union([z.string(), z.number()])).default({}) }).optional(),
  /**
   * What taking this option removes by the rules, and why: each unit, the rule that removes it and
   * the hex it stands on (null off the map, at sea). The table lists them, marks them on the map
   * and asks the player to confirm before sending the option (an end of step that eliminates
   * trapped, unsupplied or isolated units, units lost at sea).
   */
  removes: z.array(z.object({ unit: z.string(), rule: z.string(), hex: z.string().nullable() })).optional(),
});

export type Removal = NonNullable<z.infer<typeof LegalOptionSchema>['removes']>[number];

export type LegalOption = z.infer<typeof LegalOptionSchema>;

/** The action an option sends, with its target hex filled in when it needs one. */
export function optionAction(option: LegalOption, hex?: HexName): Record<string, unknown> {
  if (!option.target) return option.action;
  if (hex === undefined || (option.target.hexes && !option.target.hexes.includes(hex))) throw new Error(`option ${option.kind} needs one of its hexes`);
  return { ...option.action, [option.target.field]: hex };
}
