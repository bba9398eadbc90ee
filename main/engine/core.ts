import type { DiceRoll, Message } from '../../shared/engine/view.js';
import type { AnyGameModule, BaseState, Refusal } from './module.js';
import { rollDie, type RngState } from './rng.js';

/** How a game takes its dice: drawn by the app's seeded generator, or typed in from the table. */
export type DicePolicy = 'app' | 'physical';

export interface StepInput {
  action: unknown;
  /** Values rolled at the table (physical policy only). */
  dice?: readonly number[];
}

export type StepResult =
  | { ok: true; state: BaseState; action: { type: string }; messages: Message[]; dice: DiceRoll[] }
  | { ok: false; refusal: Refusal; diceNeeded?: { count: number; sides: number } };

/**
 * One step of any game: the action is parsed against the module's schema, must be of a kind the
 * module's prompt() offers now, is checked by the module's explain() — the core, not each handler,
 * does the check — then given its dice and applied.
 */
export function step(module: AnyGameModule, state: BaseState, input: StepInput, policy: DicePolicy): StepResult {
  const parsed = module.actionSchema.safeParse(input.action);
  if (!parsed.success) return { ok: false, refusal: { reason: 'malformedAction' } };
  const action = parsed.data as { type: string };

  // Only the kinds of action the module offers now, then the module's own reasons.
  if (!module.prompt(state, null).includes(action.type)) {
    return { ok: false, refusal: module.whyNotNow?.(state, action.type) ?? { reason: 'notNow', params: { action: action.type } } };
  }
  const refusal = module.explain(state, action);
  if (refusal) return { ok: false, refusal };

  const need = module.diceFor(state, action);
  let values: number[] = [];
  let rng: RngState = state.rng;
  const rolls: DiceRoll[] = [];
  if (!need) {
    if (input.dice?.length) return { ok: false, refusal: { reason: 'diceNotNeeded' } };
  } else if (policy === 'physical') {
    const typed = input.dice ?? [];
    if (typed.length !== need.count) return { ok: false, refusal: { reason: 'diceNeeded', params: { ...need } }, diceNeeded: need };
    if (typed.some((v) => !Number.isInteger(v) || v < 1 || v > need.sides)) {
      return { ok: false, refusal: { reason: 'diceOutOfRange', params: { sides: need.sides } } };
    }
    values = [...typed];
    rolls.push({ sides: need.sides, values, source: 'physical' });
  } else {
    // App dice come only from the generator in the state: a player cannot pass values in.
    if (input.dice?.length) return { ok: false, refusal: { reason: 'diceFromApp' } };
    for (let i = 0; i < need.count; i++) {
      const [v, next] = rollDie(rng, need.sides);
      values.push(v);
      rng = next;
    }
    rolls.push({ sides: need.sides, values, source: 'app' });
  }

  const result = module.apply({ ...state, rng }, action, values);
  return { ok: true, state: { ...result.state, rng }, action, messages: result.messages, dice: rolls };
}
