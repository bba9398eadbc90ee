import { createHash } from 'node:crypto';
import { step } from '../../../engine/core.js';
import { hashState } from '../../../engine/canonical.js';
import { seedRng } from '../../../engine/rng.js';
import type { GameModule } from '../../../engine/module.js';
import type { AfrikaKorpsExtras } from '../module.js';
import type { AkAction } from '../play/actions.js';
import type { AkState, Side } from '../play/state.js';
import { STRONG_WEIGHTS, evaluate } from './evaluate.js';
import type { Decision, Strength } from './player.js';

type AkModule = GameModule<AkState, AkAction> & AfrikaKorpsExtras;

/** The movement plans the strong player compares, by the budget each is made with. */
const PLANS: readonly Strength[] = ['strong', 'normal'];
/** Imagined dice per plan: each plan's turn and the enemy's reply are played out this many times. */
const SAMPLES = 2;
/** A rollout stops after this many actions, whatever happens (a game never stalls here). */
const ROLLOUT_CAP = 400;

/** The plan chosen for a position: its next move, by the position's hash (a state is never changed once made). */
const chosen = new Map<string, Decision>();
const CHOSEN_CAP = 4096;

export interface Policies {
  /** One move of the movement step, made greedily at a strength's budget (never with this look-ahead). */
  greedy(state: AkState, strength: Strength): Decision | null;
  /** Any action of a seat at a strength, for the rest of a rollout (never in a movement step of the side looking ahead). */
  play(state: AkState, strength: Strength): Decision | null;
}

/**
 * The strong player's movement: it makes a whole movement plan at its own budget and one at the
 * normal budget, plays each out in its head — its own combat, then the enemy's whole reply at the
 * quick strength — with dice it imagines (its own generator, seeded by the game's seed and the
 * turn: never the game's dice to come), and keeps the plan whose positions at the start of its
 * next turn are better on average. A move that wins on the board but loses Tobruch or a stack to
 * the enemy's next attacks is then seen for what it is. The plan is followed move by move; the
 * position each move leads to finds the next one again.
 */
export function lookaheadMove(module: AkModule, state: AkState, seed: string, policies: Policies): Decision | null {
  const key = hashState(state);
  const known = chosen.get(key);
  if (known) return known;
  const side = state.rules.side;
  let best: { plan: { key: string; decision: Decision }[]; score: number } | null = null;
  for (const strength of PLANS) {
    const plan = movementPlan(module, state, strength, policies);
    if (!plan) continue;
    if (best && samePlan(best.plan, plan.moves)) continue;
    let total = 0;
    for (let k = 0; k < SAMPLES; k++) total += rollout(module, plan.end, side, `${seed}|${state.turn}|${strength}|${k}`, policies);
    const score = total / SAMPLES;
    if (!best || score > best.score) best = { plan: plan.moves, score };
  }
  if (!best || !best.plan.length) return null;
  if (chosen.size > CHOSEN_CAP) chosen.clear();
  for (const m of best.plan) chosen.set(m.key, m.decision);
  return best.plan[0]!.decision;
}

function samePlan(a: readonly { decision: Decision }[], b: readonly { decision: Decision }[]): boolean {
  return a.length === b.length && a.every((m, i) => JSON.stringify(m.decision.action) === JSON.stringify(b[i]!.decision.action));
}

/** The moves of one greedy movement plan from here to the end of the step, each with the hash of the position it is made in. */
function movementPlan(module: AkModule, state: AkState, strength: Strength, policies: Policies): { moves: { key: string; decision: Decision }[]; end: AkState } | null {
  const moves: { key: string; decision: Decision }[] = [];
  let s = state;
  for (let i = 0; i < ROLLOUT_CAP && s.rules.step === 'movement' && !s.rules.pending && !s.rules.winner; i++) {
    const d = policies.greedy(s, strength);
    if (!d) break;
    const r = step(module, s, { action: d.action }, 'app');
    if (!r.ok) break;
    moves.push({ key: hashState(s), decision: d });
    s = r.state as AkState;
    if (d.action.type === 'endMovement') return { moves, end: s };
  }
  return moves.length ? { moves, end: s } : null;
}

/**
 * The rest of the side's turn and the enemy's whole turn, every action by the policies, dice from
 * a generator of the player's own: the evaluation of the position when the side's next turn begins
 * (or the game ends).
 */
function rollout(module: AkModule, start: AkState, side: Side, seed: string, policies: Policies): number {
  const rng = seedRng(createHash('sha256').update(`lookahead|${seed}`).digest('hex').slice(0, 32));
  let s: AkState = { ...start, rng, dicePolicy: 'app' };
  const turn = s.turn;
  for (let i = 0; i < ROLLOUT_CAP && !s.rules.winner; i++) {
    if (s.rules.side === side && s.turn > turn) break;
    const actor: Side = s.rules.pending ? s.rules.pending.chooser : s.rules.side;
    const d = policies.play(s, actor === side ? 'normal' : 'quick');
    if (!d) break;
    const r = step(module, s, { action: d.action }, 'app');
    if (!r.ok) break;
    s = r.state as AkState;
  }
  return evaluate(module.data, s, side, STRONG_WEIGHTS).score;
}
