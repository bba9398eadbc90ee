import type { DicePolicy, StepInput } from '../../engine/core.js';
import type { AnyGameModule, BaseState, ModuleView } from '../../engine/module.js';
import type { LegalTargets } from '../hooks.js';
import type { Rand } from './random.js';

/**
 * Random actions for the fuzzer: ones it believes legal (built from the current view, the map's
 * hexes and the turn track) and probes built to be illegal, each with the refusal it should get.
 */

export interface GenContext {
  module: AnyGameModule;
  state: BaseState;
  view: ModuleView;
  kinds: readonly string[];
  rand: Rand;
  policy: DicePolicy;
  hexes: readonly string[];
  hexSet: ReadonlySet<string>;
  turns: { min: number; max: number };
  hook: LegalTargets | null;
}

export interface Planned {
  kind: string;
  input: StepInput;
  /** 'accept': the engine must apply it; 'refuse': it must refuse; 'any': a rules module decides. */
  expect: 'accept' | 'refuse' | 'any';
  /** For probes: the refusal reason free play (or the core) gives. */
  reason?: string;
  /** True when `reason` must match exactly (free play, or a check the core makes first). */
  strictReason?: boolean;
  probe: boolean;
}

const free = (g: GenContext): boolean => g.view.mode === 'free';

/** How often each kind is chosen: moves dominate play. */
export const KIND_WEIGHTS: Record<string, number> = { move: 6, eliminate: 1, toTrack: 1, roll: 1, setTurn: 1 };

type Generator = (g: GenContext) => Planned | null;

function physicalDice(g: GenContext, count: number, sides: number): number[] {
  return Array.from({ length: count }, () => 1 + g.rand.int(sides));
}

const GENERATORS: Record<string, Generator> = {
  move(g) {
    if (!g.view.units.length) return null;
    if (g.hook) {
      // A rules module's legal-moves function: every hex it offers must be accepted.
      const u = g.rand.pick(g.view.units);
      const targets = g.hook(g.state, u.id, null) ?? [];
      if (!targets.length) return null;
      return { kind: 'move', input: { action: { type: 'move', units: [u.id], to: g.rand.pick(targets) } }, expect: 'accept', probe: false };
    }
    const onMap = g.view.units.filter((u) => u.status === 'map');
    const from = onMap.length && g.rand.chance(0.8) ? onMap : g.view.units;
    const units = g.rand.sample(from, 1 + g.rand.int(3)).map((u) => u.id);
    // Often onto another counter's hex, to build stacks; otherwise anywhere.
    const to = onMap.length && g.rand.chance(0.3) ? g.rand.pick(onMap).hex! : g.rand.pick(g.hexes);
    return { kind: 'move', input: { action: { type: 'move', units, to } }, expect: free(g) ? 'accept' : 'any', probe: false };
  },
  eliminate(g) {
    const alive = g.view.units.filter((u) => u.status !== 'eliminated');
    if (!alive.length) return null;
    const units = g.rand.sample(alive, 1 + g.rand.int(2)).map((u) => u.id);
    return { kind: 'eliminate', input: { action: { type: 'eliminate', units } }, expect: free(g) ? 'accept' : 'any', probe: false };
  },
  toTrack(g) {
    if (!g.view.units.length) return null;
    const units = g.rand.sample(g.view.units, 1 + g.rand.int(2)).map((u) => u.id);
    const turn = g.turns.min + g.rand.int(g.turns.max - g.turns.min + 1);
    return { kind: 'toTrack', input: { action: { type: 'toTrack', units, turn } }, expect: free(g) ? 'accept' : 'any', probe: false };
  },
  roll(g) {
    const count = 1 + g.rand.int(3);
    const sides = g.rand.chance(0.8) ? 6 : 2 + g.rand.int(19);
    const action = { type: 'roll', count, sides };
    const input: StepInput = g.policy === 'physical' ? { action, dice: physicalDice(g, count, sides) } : { action };
    return { kind: 'roll', input, expect: free(g) ? 'accept' : 'any', probe: false };
  },
  setTurn(g) {
    const turn = g.turns.min + g.rand.int(g.turns.max - g.turns.min + 1);
    return { kind: 'setTurn', input: { action: { type: 'setTurn', turn } }, expect: free(g) ? 'accept' : 'any', probe: false };
  },
};

export const hasGenerator = (kind: string): boolean => Object.hasOwn(GENERATORS, kind);

/** An action of a kind the module offers now, chosen by weight; null when none can be built. */
export function plannedAction(g: GenContext): Planned | null {
  const kinds = g.kinds.filter(hasGenerator);
  let total = kinds.reduce((n, k) => n + (KIND_WEIGHTS[k] ?? 1), 0);
  const tried = new Set<string>();
  while (tried.size < kinds.length) {
    let x = g.rand.int(total);
    const kind = kinds.filter((k) => !tried.has(k)).find((k) => (x -= KIND_WEIGHTS[k] ?? 1) < 0)!;
    tried.add(kind);
    total -= KIND_WEIGHTS[kind] ?? 1;
    const planned = GENERATORS[kind]!(g);
    if (planned) return planned;
  }
  return null;
}

const probe = (g: GenContext, kind: string, input: StepInput, reason: string, coreCheck = false): Planned => ({
  kind,
  input,
  expect: 'refuse',
  reason,
  strictReason: coreCheck || free(g),
  probe: true,
});

/** A name that reads like a hex but is not on the map. */
function missingHex(g: GenContext): string {
  for (;;) {
    const name = `${g.rand.pick(['Z', 'Q', 'Y', 'A'])}${100 + g.rand.int(900)}`;
    if (!g.hexSet.has(name)) return name;
  }
}

const PROBES: ((g: GenContext) => Planned | null)[] = [
  (g) => (g.kinds.includes('move') && g.view.units.length ? probe(g, 'move', { action: { type: 'move', units: [g.rand.pick(g.view.units).id], to: missingHex(g) } }, 'unknownHex') : null),
  (g) => (g.kinds.includes('move') ? probe(g, 'move', { action: { type: 'move', units: [`no-such-unit-${g.rand.int(1000)}`], to: g.rand.pick(g.hexes) } }, 'unknownUnit') : null),
  (g) => {
    if (!g.kinds.includes('move') || !g.view.units.length) return null;
    const u = g.rand.pick(g.view.units).id;
    return probe(g, 'move', { action: { type: 'move', units: [u, u], to: g.rand.pick(g.hexes) } }, 'duplicateUnit');
  },
  (g) => (g.kinds.includes('setTurn') && g.turns.max < 999 ? probe(g, 'setTurn', { action: { type: 'setTurn', turn: g.turns.max + 1 } }, 'turnOutOfRange') : null),
  (g) => {
    const dead = g.view.units.filter((u) => u.status === 'eliminated');
    return g.kinds.includes('eliminate') && dead.length ? probe(g, 'eliminate', { action: { type: 'eliminate', units: [g.rand.pick(dead).id] } }, 'alreadyEliminated') : null;
  },
  (g) => {
    const bad = g.rand.pick<unknown>([{ type: 'move' }, { type: '__fuzz_no_such_kind__' }, { type: 'roll', count: 0, sides: 6 }, { type: 'move', units: [], to: 'W6' }, 'move', null, [1, 2]]);
    return probe(g, 'malformed', { action: bad }, 'malformedAction', true);
  },
  (g) => {
    // Dice where the policy or the action takes none.
    if (!g.kinds.includes('roll')) return null;
    if (g.policy === 'app') return probe(g, 'roll', { action: { type: 'roll', count: 2, sides: 6 }, dice: [3, 4] }, 'diceFromApp');
    return g.rand.chance(0.5)
      ? probe(g, 'roll', { action: { type: 'roll', count: 2, sides: 6 }, dice: [3] }, 'diceNeeded')
      : probe(g, 'roll', { action: { type: 'roll', count: 1, sides: 6 }, dice: [7] }, 'diceOutOfRange');
  },
  (g) => (g.kinds.includes('setTurn') ? probe(g, 'setTurn', { action: { type: 'setTurn', turn: g.view.turn }, dice: [1] }, 'diceNotNeeded') : null),
];

/** An action built to be illegal, with the reason it should be refused; null if none applies now. */
export function plannedProbe(g: GenContext): Planned | null {
  const start = g.rand.int(PROBES.length);
  for (let i = 0; i < PROBES.length; i++) {
    const p = PROBES[(start + i) % PROBES.length]!(g);
    if (p) return p;
  }
  return null;
}
