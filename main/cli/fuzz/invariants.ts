import type { UnitState } from '../../../shared/engine/view.js';
import type { StepInput, StepResult } from '../../engine/core.js';
import type { AnyGameModule, BaseState, ModuleView } from '../../engine/module.js';

/**
 * What must hold after every applied action, for any module: every unit in exactly one place, on a
 * hex that exists, turns on the track, the view true to the state, dice as requested and the dice
 * generator untouched by actions that roll nothing. In free play, each action's effect is checked too.
 */

export interface InvariantContext {
  module: AnyGameModule;
  hexSet: ReadonlySet<string>;
  turns: { min: number; max: number };
  /** Every unit id the game started with. */
  unitIds: ReadonlySet<string>;
}

type OkStep = Extract<StepResult, { ok: true }>;

/** Structural equality of JSON-like values, key order aside (cheaper than comparing canonical JSON). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function checkView(c: InvariantContext, view: ModuleView, state: BaseState): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const u of view.units) {
    if (seen.has(u.id)) problems.push(`unit ${u.id} is in more than one place`);
    seen.add(u.id);
    if (!c.unitIds.has(u.id)) problems.push(`unit ${u.id} appeared from nowhere`);
    switch (u.status) {
      case 'map':
        if (u.hex === null) problems.push(`unit ${u.id} is on the map without a hex`);
        else if (!c.hexSet.has(u.hex)) problems.push(`unit ${u.id} is on hex ${u.hex}, which is not on the map`);
        if (u.turn !== null) problems.push(`unit ${u.id} is on the map and on the turn track (turn ${u.turn})`);
        break;
      case 'track':
        if (u.hex !== null) problems.push(`unit ${u.id} is on the turn track and on hex ${u.hex}`);
        if (u.turn === null) problems.push(`unit ${u.id} is on the turn track without a turn`);
        else if (u.turn < c.turns.min || u.turn > c.turns.max) problems.push(`unit ${u.id} waits for turn ${u.turn}, off the track (${c.turns.min}-${c.turns.max})`);
        break;
      case 'pool':
      case 'eliminated':
        if (u.hex !== null || u.turn !== null) problems.push(`unit ${u.id} is ${u.status} but still has a hex or a turn`);
        break;
      default:
        problems.push(`unit ${(u as UnitState).id} has an unknown status`);
    }
  }
  for (const id of c.unitIds) if (!seen.has(id)) problems.push(`unit ${id} vanished`);
  // Within a stack, each counter has its own place.
  const stacks = new Map<string, Set<number>>();
  for (const u of view.units) {
    if (u.status !== 'map' || u.hex === null) continue;
    const orders = stacks.get(u.hex) ?? new Set<number>();
    if (orders.has(u.order)) problems.push(`two counters share stacking order ${u.order} on ${u.hex}`);
    orders.add(u.order);
    stacks.set(u.hex, orders);
  }
  if (view.turn < c.turns.min || view.turn > c.turns.max) problems.push(`turn ${view.turn} is off the track (${c.turns.min}-${c.turns.max})`);
  // The view shows what the state holds (when the state keeps its units in the usual shape).
  const held = (state as { units?: unknown }).units;
  const list = Array.isArray(held) ? held : held && typeof held === 'object' ? Object.values(held) : null;
  if (list) {
    const byId = (a: UnitState, b: UnitState): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    if (!deepEqual([...(list as UnitState[])].sort(byId), [...view.units].sort(byId))) problems.push("the view's units differ from the state's");
  }
  return problems;
}

/** Dice as the module asked for them; the generator only moves when the app rolled. */
export function checkDice(c: InvariantContext, before: BaseState, input: StepInput, r: OkStep): string[] {
  const problems: string[] = [];
  const need = c.module.diceFor(before, r.action);
  const values = r.dice.flatMap((d) => d.values);
  if (!need && values.length) problems.push(`dice were rolled for an action that needs none`);
  if (need) {
    if (values.length !== need.count) problems.push(`${values.length} dice for an action that needs ${need.count}`);
    if (values.some((v) => !Number.isInteger(v) || v < 1 || v > need.sides)) problems.push(`a die outside 1-${need.sides}: ${values.join(',')}`);
    if (input.dice && !deepEqual(values, [...input.dice])) problems.push(`the physical dice ${input.dice.join(',')} became ${values.join(',')}`);
  }
  const drewFromApp = r.dice.some((d) => d.source === 'app' && d.values.length);
  if (!drewFromApp && !deepEqual(before.rng, r.state.rng)) problems.push('the dice generator moved although the app rolled nothing');
  if (drewFromApp && deepEqual(before.rng, r.state.rng)) problems.push('the app rolled dice but the generator did not move');
  return problems;
}

/** Free play: the action did exactly what it says, and nothing else changed. */
export function checkFreeEffect(action: Record<string, unknown>, before: ModuleView, after: ModuleView): string[] {
  const problems: string[] = [];
  const was = new Map<string, UnitState>(before.units.map((u) => [u.id, u]));
  const now = new Map<string, UnitState>(after.units.map((u) => [u.id, u]));
  const named = new Set<string>(Array.isArray(action.units) ? (action.units as string[]) : []);
  for (const [id, u] of now) {
    if (!named.has(id) && !deepEqual(u, was.get(id))) problems.push(`unit ${id} changed although the action did not name it`);
  }
  const expect = (id: string, ok: (u: UnitState) => boolean, what: string): void => {
    const u = now.get(id);
    if (!u || !ok(u)) problems.push(`unit ${id} is not ${what} after ${String(action.type)}`);
  };
  switch (action.type) {
    case 'move': {
      for (const id of named) expect(id, (u) => u.status === 'map' && u.hex === action.to, `on ${String(action.to)}`);
      // The moved counters are on top of their new stack.
      const others = after.units.filter((u) => u.status === 'map' && u.hex === action.to && !named.has(u.id));
      const lowest = Math.min(...[...named].map((id) => now.get(id)?.order ?? -Infinity));
      if (others.some((o) => o.order > lowest)) problems.push(`moved counters are not on top of the stack on ${String(action.to)}`);
      break;
    }
    case 'eliminate':
      for (const id of named) expect(id, (u) => u.status === 'eliminated', 'eliminated');
      break;
    case 'toTrack':
      for (const id of named) expect(id, (u) => u.status === 'track' && u.turn === action.turn, `on the track for turn ${String(action.turn)}`);
      break;
    case 'setTurn':
      if (after.turn !== action.turn) problems.push(`turn is ${after.turn}, not ${String(action.turn)}, after setTurn`);
      break;
    case 'roll':
      break;
  }
  if (action.type !== 'setTurn' && after.turn !== before.turn) problems.push(`turn changed from ${before.turn} to ${after.turn} on ${String(action.type)}`);
  return problems;
}
