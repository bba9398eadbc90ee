import { describe, expect, it } from 'vitest';
import { nextUint32, rollDie, seedRng } from '../../main/engine/rng';
import { canonicalJson, hashState } from '../../main/engine/canonical';
import { step } from '../../main/engine/core';
import { createTableModule, type TableState } from '../../main/games/table/module';
import { miniGame } from './fixtures/mini-game';

const SEED = '0123456789abcdef0123456789abcdef';

describe('seeded dice (sfc32)', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const roll = (seed: string) => {
      let s = seedRng(seed);
      return Array.from({ length: 20 }, () => {
        const [v, n] = rollDie(s, 6);
        s = n;
        return v;
      });
    };
    expect(roll(SEED)).toEqual(roll(SEED));
    expect(roll(SEED)).not.toEqual(roll('f123456789abcdef0123456789abcdef'));
    expect(() => seedRng('xyz')).toThrow();
  });

  it('rolls every face, in range, without visible bias', () => {
    for (const sides of [6, 10, 20]) {
      let s = seedRng(SEED);
      const counts = new Array(sides + 1).fill(0);
      const n = 60_000;
      for (let i = 0; i < n; i++) {
        const [v, next] = rollDie(s, sides);
        s = next;
        counts[v]++;
      }
      expect(counts[0]).toBe(0);
      const expected = n / sides;
      const chi = counts.slice(1).reduce((acc: number, c: number) => acc + (c - expected) ** 2 / expected, 0);
      // 99.9th percentile of chi-square with 19 degrees of freedom is about 43.8
      expect(chi, `d${sides}`).toBeLessThan(45);
    }
  });

  it('keeps its state as four unsigned 32-bit numbers', () => {
    const [, s] = nextUint32(seedRng(SEED));
    for (const x of s) expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
  });
});

describe('state hashing', () => {
  it('ignores key order and sees every change', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } })).toBe('{"a":{"c":[3,{"e":0,"f":1}],"d":2},"b":1}');
    expect(hashState({ a: 1, b: 2 })).toBe(hashState({ b: 2, a: 1 }));
    expect(hashState({ a: 1, b: 2 })).not.toBe(hashState({ a: 1, b: 3 }));
  });
});

describe('engine core step', () => {
  const module = createTableModule(miniGame());
  const start = module.setup('s1', seedRng(SEED))!;

  it('sets the scenario up: placed units on their hexes, arrivals on the track', () => {
    expect(start.units['u1']).toEqual({ id: 'u1', status: 'map', hex: '0101', turn: null, order: 1 });
    expect(start.units['u3']).toEqual({ id: 'u3', status: 'track', hex: null, turn: 2, order: 4 });
    expect(module.setup('nope', seedRng(SEED))).toBeNull();
  });

  it('refuses malformed and illegal actions with a reason, leaving the state alone', () => {
    const cases: [unknown, string][] = [
      [{ type: 'teleport' }, 'malformedAction'],
      [{ type: 'move', units: [], to: '0101' }, 'malformedAction'],
      [{ type: 'move', units: ['u1'], to: '0101', extra: 1 }, 'malformedAction'],
      [{ type: 'move', units: ['ghost'], to: '0101' }, 'unknownUnit'],
      [{ type: 'move', units: ['u1', 'u1'], to: '0101' }, 'duplicateUnit'],
      [{ type: 'move', units: ['u1'], to: '9999' }, 'unknownHex'],
      [{ type: 'setTurn', turn: 9 }, 'turnOutOfRange'],
      [{ type: 'toTrack', units: ['u1'], turn: 0 }, 'malformedAction'],
    ];
    for (const [action, reason] of cases) {
      const r = step(module, start, { action }, 'app');
      expect(r.ok, JSON.stringify(action)).toBe(false);
      if (!r.ok) expect(r.refusal.reason, JSON.stringify(action)).toBe(reason);
    }
  });

  it('moves, eliminates and tracks units, with messages for the log', () => {
    const r = step(module, start, { action: { type: 'move', units: ['u1', 'u3'], to: '0202' } }, 'app');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state as TableState;
    expect(s.units['u1']!.hex).toBe('0202');
    expect(s.units['u3']).toMatchObject({ id: 'u3', status: 'map', hex: '0202', turn: null });
    // The counters that arrived last are on top of their stack, in the order they were moved.
    expect(s.units['u3']!.order).toBeGreaterThan(s.units['u1']!.order);
    expect(s.units['u1']!.order).toBeGreaterThan(start.units['u4']!.order);
    expect(r.messages).toEqual([
      { code: 'moved', params: { unit: 'u1', from: '0101', to: '0202' } },
      { code: 'placed', params: { unit: 'u3', from: 'track', to: '0202' } },
    ]);
    expect(start.units['u1']!.hex).toBe('0101'); // the old state is untouched
    const dead = step(module, s, { action: { type: 'eliminate', units: ['u1'] } }, 'app');
    expect(dead.ok && (dead.state as TableState).units['u1']!.status).toBe('eliminated');
    if (dead.ok) expect(step(module, dead.state, { action: { type: 'eliminate', units: ['u1'] } }, 'app')).toMatchObject({ ok: false, refusal: { reason: 'alreadyEliminated' } });
  });

  it('refuses an action of a kind the module does not offer now, before asking explain()', () => {
    const rollsOnly = { ...module, prompt: () => ['roll' as const], explain: () => { throw new Error('explain must not be reached'); } };
    expect(step(rollsOnly, start, { action: { type: 'setTurn', turn: 2 } }, 'app')).toEqual({ ok: false, refusal: { reason: 'notNow', params: { action: 'setTurn' } } });
  });

  it('draws app dice from the state generator and refuses typed values', () => {
    const a = step(module, start, { action: { type: 'roll', count: 2, sides: 6 } }, 'app');
    const b = step(module, start, { action: { type: 'roll', count: 2, sides: 6 } }, 'app');
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.dice).toEqual(b.dice); // same state, same dice: no fishing by retrying
    expect(a.dice[0]!.values).toHaveLength(2);
    expect(a.state.rng).not.toEqual(start.rng);
    expect(step(module, start, { action: { type: 'roll', count: 1, sides: 6 }, dice: [6] }, 'app')).toMatchObject({ ok: false, refusal: { reason: 'diceFromApp' } });
  });

  it('takes physical dice typed in, checking count and faces', () => {
    const roll = { type: 'roll', count: 2, sides: 6 };
    expect(step(module, start, { action: roll }, 'physical')).toMatchObject({ ok: false, diceNeeded: { count: 2, sides: 6 } });
    expect(step(module, start, { action: roll, dice: [3, 7] }, 'physical')).toMatchObject({ ok: false, refusal: { reason: 'diceOutOfRange' } });
    const r = step(module, start, { action: roll, dice: [3, 5] }, 'physical');
    expect(r.ok && r.dice).toEqual([{ sides: 6, values: [3, 5], source: 'physical' }]);
    if (r.ok) expect(r.state.rng).toEqual(start.rng);
    expect(step(module, start, { action: { type: 'setTurn', turn: 2 }, dice: [1] }, 'physical')).toMatchObject({ ok: false, refusal: { reason: 'diceNotNeeded' } });
  });
});
