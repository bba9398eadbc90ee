import { z } from 'zod';
import type { DiceRoll, Message } from '../../shared/engine/view.js';
import type { AnyGameModule, BaseState, Refusal } from './module.js';
import { rollDie, type RngState } from './rng.js';

/**
 * How a game takes its dice: drawn by the app's seeded generator ('app', the seed mode: both
 * players can foresee them), typed in from the table, or fixed by both players' reveals
 * ('commit-reveal', main/engine/dice/ and docs/dice-protocol.md).
 */
export type DicePolicy = 'app' | 'physical' | 'commit-reveal';

/**
 * Any game's dice mode changes during play by a logged action, which the core handles for every
 * module: `{"type":"setDice","dice":"physical"}`. The mode in force is kept in the state only once
 * changed (`dicePolicy`), so the states, and the hashes, of games that never change it stay as they were.
 */
export const SetDiceActionSchema = z.object({ type: z.literal('setDice'), dice: z.enum(['app', 'physical']) }).strict();

/** The dice mode in force: the one the game was created with, until a setDice action changed it. */
export function dicePolicyOf(state: BaseState, created: DicePolicy): DicePolicy {
  return state.dicePolicy ?? created;
}

function setDice(state: BaseState, input: StepInput, created: DicePolicy): StepResult {
  const parsed = SetDiceActionSchema.safeParse(input.action);
  if (!parsed.success) return { ok: false, refusal: { reason: 'malformedAction' } };
  if (input.dice?.length) return { ok: false, refusal: { reason: 'diceNotNeeded' } };
  const dice = parsed.data.dice;
  // Commit–reveal dice rest on both players' commitments: one player's action cannot leave them for foreseeable ones.
  if (dicePolicyOf(state, created) === 'commit-reveal') return { ok: false, refusal: { reason: 'diceModeFixed' } };
  if (dicePolicyOf(state, created) === dice) return { ok: false, refusal: { reason: 'diceModeAlready', params: { dice } } };
  return { ok: true, state: { ...state, dicePolicy: dice }, action: parsed.data, messages: [{ code: 'diceModeSet', params: { dice } }], dice: [] };
}

export interface StepInput {
  action: unknown;
  /** Values rolled at the table (physical policy only). */
  dice?: readonly number[];
  /**
   * A roll settled by both reveals (commit-reveal policy only), already verified against the
   * commitments by main/engine/dice/protocol.ts; without it such a game waits for the reveals.
   */
  revealed?: { k: number; reveals: { a: string; b: string }; values: readonly number[] };
}

export type StepResult =
  | { ok: true; state: BaseState; action: { type: string }; messages: Message[]; dice: DiceRoll[] }
  | { ok: false; refusal: Refusal; diceNeeded?: { count: number; sides: number }; awaitingReveal?: { count: number; sides: number } };

/**
 * One step of any game: the action is parsed against the module's schema, must be of a kind the
 * module's prompt() offers now, is checked by the module's explain() — the core, not each handler,
 * does the check — then given its dice and applied.
 */
export function step(module: AnyGameModule, state: BaseState, input: StepInput, created: DicePolicy): StepResult {
  if ((input.action as { type?: unknown } | null)?.type === 'setDice') return setDice(state, input, created);
  const policy = dicePolicyOf(state, created);
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
    if (input.dice?.length || input.revealed) return { ok: false, refusal: { reason: 'diceNotNeeded' } };
  } else if (policy === 'commit-reveal') {
    // Neither player's app can draw these dice alone: without both reveals the game waits.
    if (input.dice?.length) return { ok: false, refusal: { reason: 'diceFromApp' } };
    const r = input.revealed;
    if (!r) return { ok: false, refusal: { reason: 'diceAwaitReveal', params: { ...need } }, awaitingReveal: need };
    if (r.values.length !== need.count || r.values.some((v) => !Number.isInteger(v) || v < 1 || v > need.sides)) {
      return { ok: false, refusal: { reason: 'diceOutOfRange', params: { sides: need.sides } } };
    }
    values = [...r.values];
    rolls.push({ sides: need.sides, values, source: 'commit-reveal', roll: { k: r.k, reveals: { a: r.reveals.a, b: r.reveals.b } } });
  } else if (policy === 'physical') {
    // Reveals belong to commit–reveal games only: a physical roll is what was typed in.
    if (input.revealed) return { ok: false, refusal: { reason: 'malformedAction' } };
    const typed = input.dice ?? [];
    if (typed.length !== need.count) return { ok: false, refusal: { reason: 'diceNeeded', params: { ...need } }, diceNeeded: need };
    if (typed.some((v) => !Number.isInteger(v) || v < 1 || v > need.sides)) {
      return { ok: false, refusal: { reason: 'diceOutOfRange', params: { sides: need.sides } } };
    }
    values = [...typed];
    rolls.push({ sides: need.sides, values, source: 'physical' });
  } else {
    // App dice come only from the generator in the state: a player cannot pass values in.
    if (input.dice?.length || input.revealed) return { ok: false, refusal: { reason: 'diceFromApp' } };
    for (let i = 0; i < need.count; i++) {
      const [v, next] = rollDie(rng, need.sides);
      values.push(v);
      rng = next;
    }
    rolls.push({ sides: need.sides, values, source: 'app' });
  }

  const result = module.apply({ ...state, rng }, action, values);
  // The dice mode in force stays with the state whatever the module builds.
  const kept = state.dicePolicy ? { dicePolicy: state.dicePolicy } : {};
  return { ok: true, state: { ...result.state, rng, ...kept }, action, messages: result.messages, dice: rolls };
}
