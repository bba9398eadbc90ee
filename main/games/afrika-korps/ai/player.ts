import { seededByText } from '../../../../shared/random/mulberry32.js';
import { step } from '../../../engine/core.js';
import { optionAction, type LegalOption } from '../../../../shared/engine/options.js';
import type { GameModule } from '../../../engine/module.js';
import type { AfrikaKorpsExtras } from '../module.js';
import type { AkAction } from '../play/actions.js';
import { boardOf, type AkState, type Side } from '../play/state.js';
import { STRONG_WEIGHTS, WEIGHTS, distance, evaluate, objectives, worth, type Weights } from './evaluate.js';
import { candidateBattles } from './battles.js';
import { lookaheadMove, type Policies } from './lookahead.js';
import { isCombatUnit } from '../rules/board.js';
import { STACKING_LIMIT } from '../rules/movement.js';

/**
 * The computer player of Afrika Korps. It reads the options the view lists for the side to act
 * (play.legal) and the module's public questions a person may ask too (a unit's moves, a planned
 * battle's odds and chances); it chooses one of those options and says why, as a code and its
 * parameters (`ai.*` in the locales). It never draws dice: what it chooses goes through the same
 * engine step as a person's action. A move is judged by stepping a copy of the position (moves
 * need no dice); a battle only by its listed chances, never by the die the engine would draw.
 */
export type Strength = 'quick' | 'normal' | 'strong';
export const STRENGTHS: readonly Strength[] = ['quick', 'normal', 'strong'];

export interface Decision {
  action: AkAction;
  /** Why, as a locale key under `ai.` and its parameters. */
  why: { code: string; params: Record<string, string | number> };
}

type AkModule = GameModule<AkState, AkAction> & AfrikaKorpsExtras;

/** How many destinations of each unit are tried, and how many units' moves are weighed. */
const BUDGET: Record<Strength, { destinations: number; minGain: number }> = {
  quick: { destinations: 4, minGain: 0.5 },
  normal: { destinations: 14, minGain: 0.5 },
  strong: { destinations: 40, minGain: 0.25 },
};

/** What each strength weighs in a position. */
const WEIGHING: Record<Strength, Weights> = { quick: WEIGHTS, normal: WEIGHTS, strong: STRONG_WEIGHTS };

/** A small seeded generator for choosing among equals (deterministic for a seed). */
export const seeded = seededByText;

const list = (ids: readonly string[]) => ids.join(', ');

/** The state after an action that needs no dice, or null when the engine refuses it. */
function after(module: AkModule, state: AkState, action: AkAction): AkState | null {
  if (module.diceFor(state, action)) return null;
  const r = step(module, state, { action }, 'app');
  return r.ok ? (r.state as AkState) : null;
}

function end(o: LegalOption, side: Side): Decision {
  return { action: o.action as AkAction, why: { code: `end.${o.kind}`, params: { side } } };
}

/**
 * The computer's choice for the side to act now, or null when it has nothing to do (game over).
 * Should its choice be the end of a step the rules refuse now, it takes the first option listed
 * instead (a battle owed, a unit to move off an over-stacked hex): a game never stalls on it.
 */
export function decide(module: AkModule, state: AkState, strength: Strength, seed: string): Decision | null {
  const d = choose(module, state, strength, seed);
  if (!d || !module.legalOptions(state).some((o) => o.refused && o.kind === d.action.type)) return d;
  for (const o of module.legalOptions(state)) {
    if (o.refused) continue;
    const hex = o.target ? (o.target.hexes ?? module.optionTargets(state, o))[0] : undefined;
    if (o.target && hex === undefined) continue;
    return { action: optionAction(o, hex) as AkAction, why: { code: 'forced', params: {} } };
  }
  return d;
}

function choose(module: AkModule, state: AkState, strength: Strength, seed: string): Decision | null {
  if (state.mode !== 'rules' || state.rules.winner) return null;
  const data = module.data;
  const side = state.rules.side;
  const pending = state.rules.pending;
  const actor: Side = pending ? pending.chooser : side;
  const options = listed(module, state);
  const open = options.filter((o) => !o.refused);
  const of = (kind: string) => open.filter((o) => o.kind === kind);
  const w = WEIGHING[strength];
  const score = (s: AkState) => evaluate(data, s, actor, w).score;

  // A choice the rules leave to the winner or the owner of a battle (7.5, 7.6, 16.1): the best position.
  if (pending) {
    const candidates: { action: AkAction; code: string; params: Record<string, string | number> }[] = [];
    for (const o of open) {
      if (o.target?.hexes) for (const hex of o.target.hexes) candidates.push({ action: optionAction(o, hex) as AkAction, code: 'retreat', params: { unit: String(o.action.unit), hex } });
      else if (o.kind === 'exchangeLosses') candidates.push({ action: o.action as AkAction, code: 'exchange', params: { units: list(o.units) } });
      else if (o.kind === 'advance') candidates.push({ action: o.action as AkAction, code: o.units.length ? 'advance' : 'stay', params: { units: list(o.units), hex: o.hexes[0] ?? '' } });
    }
    const best = bestOf(candidates, (c) => {
      const next = after(module, state, c.action);
      return next ? score(next) : -Infinity;
    });
    return best ? { action: best.action, why: { code: best.code, params: best.params } } : null;
  }

  switch (state.rules.step) {
    case 'arrival': {
      // Everything that arrives is taken: the supply roll, a supply landed, reinforcements, replacements, units at sea.
      for (const kind of ['rollSupply', 'landSupply', 'land', 'reinforce', 'replace']) {
        const board = boardOf(data, state);
        const crowd = (o: LegalOption) => {
          let n = 0;
          for (const [id, u] of board.units) if (u.hex === o.hexes[0] && isCombatUnit(data, id)) n++;
          return n + o.units.filter((u) => isCombatUnit(data, u)).length > STACKING_LIMIT ? 1 : 0;
        };
        // The most units at once, at the port where the position is best (a supply landed where
        // units would be cut off, 24.1), Tobruch first among equals.
        // Never into a port it would over-stack (6.1): a besieged Tobruch could not be left again, and movement could not end (6.3).
        const ofKind = of(kind)
          .filter((o) => !crowd(o))
          .sort((a, b) => b.units.length - a.units.length || portRank(a) - portRank(b));
        const most = ofKind.filter((o) => o.units.length === ofKind[0]?.units.length);
        const o =
          most.length > 1
            ? (bestOf(most, (x) => {
                const next = after(module, state, x.action as AkAction);
                return next ? score(next) : -Infinity;
              }) ?? most[0])
            : most[0];
        if (o) return { action: o.action as AkAction, why: { code: `arrival.${kind}`, params: { units: list(o.units), port: String(o.action.port ?? ''), side } } };
      }
      const e = options.find((o) => o.kind === 'endArrival');
      return e ? end(e, side) : null;
    }
    case 'movement':
      // The strong player weighs whole plans by their outcome after the enemy's reply (lookahead.ts).
      if (strength === 'strong') return lookaheadMove(module, state, seed, policies(module, seed)) ?? greedyMove(module, state, strength, seed, options);
      return greedyMove(module, state, strength, seed, options);
    case 'combat':
      return combat(module, state, strength, options);
    case 'end': {
      const e = options.find((o) => o.kind === 'endTurn');
      return e ? end(e, side) : null;
    }
  }
  return null;
}

/** The options the computer reads: those open now, and the ends of steps (refused ones tell it what blocks them). */
function listed(module: AkModule, state: AkState): LegalOption[] {
  return module.legalOptions(state).filter((o) => !o.refused || o.endsStep);
}

/** One move of the movement step, the best by the evaluation at a strength's budget. */
function greedyMove(module: AkModule, state: AkState, strength: Strength, seed: string, options: LegalOption[] = listed(module, state)): Decision | null {
  const rand = seeded(`${seed}|${state.turn}|${state.rules.side}|${state.rules.step}|${Object.keys(state.rules.moved).length}`);
  return movement(module, state, strength, options, rand);
}

function policies(module: AkModule, seed: string): Policies {
  return {
    greedy: (s, strength) => greedyMove(module, s, strength, seed),
    play: (s, strength) => decide(module, s, strength, seed),
  };
}

/** Tobruch before a base: a supply or a unit landed at the fortress is nearer the front. */
function portRank(o: LegalOption): number {
  return o.action.port === 'tobruch' ? 0 : 1;
}

function bestOf<T>(xs: readonly T[], f: (x: T) => number): T | null {
  let best: T | null = null;
  let bestScore = -Infinity;
  for (const x of xs) {
    const s = f(x);
    if (s > bestScore) (best = x), (bestScore = s);
  }
  return best;
}

function movement(module: AkModule, state: AkState, strength: Strength, options: LegalOption[], rand: () => number): Decision | null {
  const data = module.data;
  const side = state.rules.side;
  const open = options.filter((o) => !o.refused);
  // An automatic victory (9.1) is always taken: the defender is gone without a die.
  const av = open.find((o) => o.kind === 'declareAv');
  if (av) return { action: av.action as AkAction, why: { code: 'av', params: { attackers: list(av.action.attackers as string[]), defenders: list(av.action.defenders as string[]) } } };

  const w = WEIGHING[strength];
  const base = evaluate(data, state, side, w).score;
  const budget = BUDGET[strength];
  const board = boardOf(data, state);
  // Movement cannot end with a hex over-stacked (6.3): then a unit leaves it whatever the gain.
  const endOption = options.find((o) => o.kind === 'endMovement');
  const crowded = endOption?.refused?.reason === 'overstacked' ? String(endOption.refused.params.hex ?? '') : null;
  const goals = objectives(board, side);
  let best: { decision: Decision; gain: number } | null = null;
  for (const o of open) {
    if (o.kind !== 'move') continue;
    const unit = o.units[0]!;
    // A unit moves once a turn here: what it has left is for a person who wants to go on.
    if (unit in state.rules.moved && !crowded) continue;
    if (crowded && board.units.get(unit)?.hex !== crowded) continue;
    const hexes = module.optionTargets(state, o);
    if (!hexes.length) continue;
    const from = board.units.get(unit)!.hex;
    // The destinations nearest the unit's objectives first, then a few others chosen by the seed.
    const near = (h: string) => Math.min(99, ...goals.map((g) => distance(data, h, g.hex)));
    const ranked = [...hexes].sort((a, b) => near(a) - near(b) || (a < b ? -1 : 1));
    const tried = ranked.slice(0, budget.destinations);
    const rest = ranked.slice(budget.destinations);
    for (let i = 0; i < Math.min(rest.length, Math.ceil(budget.destinations / 3)); i++) tried.push(rest[Math.floor(rand() * rest.length)]!);
    for (const hex of tried) {
      const action = optionAction(o, hex) as AkAction;
      const next = after(module, state, action);
      // Never more than three combat units on a hex at the end of movement (6.1, 6.3).
      if (!next || overstacked(data, next, hex)) continue;
      const e = evaluate(data, next, side, w);
      const gain = e.score - base;
      if (!best || gain > best.gain) best = { decision: { action, why: moveWhy(data, board, unit, from, hex, goals, e, evaluate(data, state, side, w)) }, gain };
    }
  }
  if (best && (best.gain > budget.minGain || crowded)) return best.decision;
  return endOption ? end(endOption, side) : null;
}

function moveWhy(
  data: AkModule['data'],
  board: ReturnType<typeof boardOf>,
  unit: string,
  from: string,
  hex: string,
  goals: { id: string; hex: string }[],
  now: ReturnType<typeof evaluate>,
  before: ReturnType<typeof evaluate>,
): Decision['why'] {
  const goal = goals.find((g) => g.hex === hex);
  if (goal) return { code: 'move.occupy', params: { unit, hex, place: goal.id } };
  if (now.isolatedEnemy > before.isolatedEnemy) return { code: 'move.cutSupply', params: { unit, hex, count: now.isolatedEnemy - before.isolatedEnemy } };
  if (now.isolatedOwn < before.isolatedOwn) return { code: 'move.resupply', params: { unit, hex } };
  const nearest = goals.reduce<{ id: string; d: number } | null>((b, g) => {
    const d = distance(data, hex, g.hex);
    return !b || d < b.d ? { id: g.id, d } : b;
  }, null);
  if (nearest && distance(data, from, goals.find((g) => g.id === nearest.id)!.hex) > nearest.d) return { code: 'move.toward', params: { unit, hex, place: nearest.id } };
  void board;
  return { code: 'move.position', params: { unit, hex } };
}

function overstacked(data: AkModule['data'], state: AkState, hex: string): boolean {
  let n = 0;
  for (const [id, u] of boardOf(data, state).units) if (u.hex === hex && isCombatUnit(data, id)) n++;
  return n > STACKING_LIMIT;
}

function combat(module: AkModule, state: AkState, strength: Strength, options: LegalOption[]): Decision | null {
  const side = state.rules.side;
  const open = options.filter((o) => !o.refused);
  const capture = open.find((o) => o.kind === 'captureSupply');
  if (capture) return { action: capture.action as AkAction, why: { code: 'captureSupply', params: { unit: String(capture.action.unit), supply: String(capture.action.supply) } } };
  const endOption = options.find((o) => o.kind === 'endCombat');
  const mustFight = !!endOption?.refused;
  // The least an attack must be worth: the strong player takes any even chance, the quick one only good odds.
  // The strong player also weighs each battle with the fewest attackers that keep its odds.
  const threshold = strength === 'strong' ? 0 : strength === 'normal' ? 0.5 : 1.5;
  // Among battles of equal worth, the one risking the fewest factors.
  const best = bestOf(candidateBattles(module, state, options, strength === 'strong'), (b) => b.value - 1e-3 * b.attackers.reduce((n, a) => n + worth(module.data, a), 0));
  if (best && (best.value > threshold || mustFight)) {
    const action = { type: 'attack', attackers: best.attackers, defenders: best.defenders } as AkAction;
    const code = best.place ? 'attack.objective' : mustFight ? 'attack.owed' : 'attack.destroy';
    return { action, why: { code, params: { attackers: list(best.attackers), defenders: list(best.defenders), odds: best.plan.column, ...(best.place ? { place: best.place } : {}) } } };
  }
  // An attack worth its risk but for the supply it would spend: the panel says so (14.1, 24.5).
  const held = best && best.value + best.supply > threshold ? best : null;
  if (held && endOption && !endOption.refused) return { action: endOption.action as AkAction, why: { code: 'keepSupply', params: { defenders: list(held.defenders), supply: list(held.plan.supplies) } } };
  return endOption ? end(endOption, side) : null;
}
