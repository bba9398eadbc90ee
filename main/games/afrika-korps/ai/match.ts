import { createHash } from 'node:crypto';
import { step } from '../../../engine/core.js';
import { seedRng } from '../../../engine/rng.js';
import type { GameModule } from '../../../engine/module.js';
import type { AfrikaKorpsExtras } from '../module.js';
import type { AkAction } from '../play/actions.js';
import { boardOf, type AkState, type Side } from '../play/state.js';
import { isCombatUnit } from '../rules/board.js';
import { STACKING_LIMIT } from '../rules/movement.js';
import { decide, seeded, type Decision, type Strength } from './player.js';
import { lostFactors, summarize, type TurnSummary } from './trace.js';
import { optionAction } from '../../../../shared/engine/options.js';

/** Who plays a side in a match: the computer at a strength, or the fuzzer's random player. */
export type Seat = { kind: 'computer'; strength: Strength } | { kind: 'random' };

export interface MatchResult {
  seed: string;
  winner: Side | null;
  reason: string | null;
  turn: number;
  actions: number;
  /** The game stopped without a winner: a player had nothing the engine accepted, or the action cap was hit. */
  stalled: boolean;
  /** Combat factors (attack + defence) eliminated, per side. */
  lost: Record<Side, number>;
  /** Milliseconds the computer thought per player turn, per side. */
  turnMs: Record<Side, number[]>;
  /** With `trace`: the position at the start of each player turn. */
  trace?: TurnSummary[];
}

type AkModule = GameModule<AkState, AkAction> & AfrikaKorpsExtras;

const ARRIVALS: ReadonlySet<string> = new Set(['reinforce', 'land']);

/**
 * Units landed where they over-stack the port (19.4 allows it on placement): a besieged Tobruch
 * could not be left again, and movement could never end (6.3). The random seat, like the
 * computer, does not land more than a hex holds.
 */
export function overstacksPort(module: AkModule, state: AkState, action: AkAction): boolean {
  if (!ARRIVALS.has(action.type) || state.mode !== 'rules') return false;
  const port = module.data.places.find((p) => p.id === (action as { port?: string }).port)?.hex;
  if (!port) return false;
  const board = boardOf(module.data, state);
  let n = 0;
  for (const [id, u] of board.units) if (u.hex === port && u.side === state.rules.side && isCombatUnit(module.data, id)) n++;
  for (const id of (action as { units?: string[] }).units ?? []) if (isCombatUnit(module.data, id)) n++;
  return n > STACKING_LIMIT;
}

/** One action of a seat: the computer's decision, or a random option. */
export function seatAction(module: AkModule, state: AkState, seat: Seat, seed: string, rand: () => number): Decision | null {
  if (seat.kind === 'computer') return decide(module, state, seat.strength, seed);
  const chooser = { int: (n: number) => Math.floor(rand() * Math.max(1, n)), chance: (p: number) => rand() < p };
  let action = module.randomAction(state, chooser);
  // Another draw for an arrival that would over-stack its port; after a few, whatever else the step offers.
  for (let tries = 0; action && overstacksPort(module, state, action) && tries < 10; tries++) action = module.randomAction(state, chooser);
  if (action && overstacksPort(module, state, action)) {
    const fits = module.legalOptions(state).filter((o) => !o.refused && !o.target && !overstacksPort(module, state, o.action as AkAction));
    const other = fits.find((o) => !o.endsStep) ?? fits.find((o) => o.endsStep);
    action = other ? (other.action as AkAction) : action;
  }
  if (!action) return null;
  if (step(module, state, { action }, 'app').ok) return { action, why: { code: 'random', params: {} } };
  // The random player may end a step the rules refuse now (an over-stacked hex, 6.3): then any option listed.
  const open = module.legalOptions(state).filter((o) => !o.refused);
  for (let tries = 0; tries < 20 && open.length; tries++) {
    const o = open[chooser.int(open.length)]!;
    const hexes = o.target ? (o.target.hexes ?? module.optionTargets(state, o)) : [undefined];
    if (!hexes.length) continue;
    return { action: optionAction(o, hexes[chooser.int(hexes.length)]) as AkAction, why: { code: 'random', params: {} } };
  }
  return null;
}

/** A whole game from the March 1941 set-up, each action through the engine step, dice drawn by the app. */
export function playMatch(module: AkModule, seed: string, seats: Record<Side, Seat>, maxActions = 6000, clock: () => number = () => Date.now(), trace = false): MatchResult {
  let state = module.setup('march-1941', seedRng(createHash('sha256').update(seed).digest('hex').slice(0, 32)))!;
  const rand = seeded(`random|${seed}`);
  const turnMs: Record<Side, number[]> = { axis: [], allied: [] };
  let actions = 0;
  let stalled = false;
  let turnKey = '';
  let started = 0;
  let thinking = 0;
  const turns: TurnSummary[] = [];
  while (!state.rules.winner) {
    if (actions >= maxActions) {
      stalled = true;
      break;
    }
    const actor: Side = state.rules.pending ? state.rules.pending.chooser : state.rules.side;
    const key = `${state.turn}|${state.rules.side}`;
    if (key !== turnKey) {
      if (turnKey && started) turnMs[turnKey.split('|')[1] as Side].push(thinking);
      turnKey = key;
      started = 1;
      if (trace) turns.push(summarize(module.data, state));
      thinking = 0;
    }
    const t = clock();
    const d = seatAction(module, state, seats[actor], seed, rand);
    thinking += clock() - t;
    if (!d) {
      stalled = true;
      break;
    }
    const r = step(module, state, { action: d.action }, 'app');
    if (!r.ok) {
      stalled = true;
      break;
    }
    state = r.state as AkState;
    actions++;
  }
  const lost = lostFactors(module.data, state);
  return { seed, winner: state.rules.winner?.side ?? null, reason: state.rules.winner?.reason ?? null, turn: state.turn, actions, stalled, lost, turnMs, ...(trace ? { trace: turns } : {}) };
}
