import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalState, hashState } from '../../main/engine/canonical';
import { step } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { createAfrikaKorpsModule } from '../../main/games/afrika-korps/module';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { akData } from './fixtures/ak-board';

/**
 * hashState() writes a state's canonical JSON from the text kept per object (engine/canonical.ts):
 * the text must be canonicalJson()'s, byte for byte, whatever the state holds.
 */
describe('canonical state text', () => {
  const same = (value: unknown) => expect(canonicalState(structuredCloneSafe(value))).toBe(canonicalJson(value));
  // A fresh copy each time, so a value is never written from text kept by an earlier case.
  const structuredCloneSafe = <T>(v: T): T => (v && typeof v === 'object' && !(v instanceof Date) ? cloneDeep(v) : v);
  function cloneDeep<T>(v: T): T {
    if (Array.isArray(v)) return v.map(cloneDeep) as T;
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cloneDeep(x)])) as T;
    return v;
  }

  it('is canonicalJson() for plain data of every kind', () => {
    same({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } });
    same({ z: 'é€😀\n"\\\u0001', y: '\ud800', x: true, w: false, v: null });
    same({ n: [0, -0, 1.5, 1e21, -1e-7, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER] });
    // Array-index keys come first in numeric order, whatever the sort; other digits-first keys sort as text.
    same({ b: 1, 10: 'ten', 2: 'two', '01': 'zero-one', '4294967295': 'max', '4294967294': 'last index', a: 0, '-1': 'minus' });
    // Left out in an object, null in an array.
    same({ a: undefined, b: () => 1, c: Symbol('s'), d: [undefined, () => 1, Symbol('t'), 1] });
    same({ empty: {}, none: [], deep: [[[{}]]], [`k${'x'.repeat(20)}`]: 1 });
    // Many keys (kept orders are used from eight keys on), twice with one key different.
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`unit-${(i * 7) % 40}`, { hex: `W${i}`, order: i }]));
    same(many);
    same({ ...many, 'unit-3': { hex: 'X9', order: 99 } });
    same(Object.fromEntries(Object.entries(many).map(([k, v]) => [k === 'unit-0' ? 'unit-00' : k, v])));
    same(Object.assign(Object.create(null), { b: 2, a: 1 }));
    same([1, 'a', { b: [{ c: null }] }]);
    same('top-level string');
    same(42);
    same(null);
  });

  it('splices a record written after another with the same keys, whichever fields changed', () => {
    const units = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`u${String.fromCharCode(97 + (i % 26))}${i}`, { hex: `W${i}`, order: i }]));
    const sorted = Object.keys(units).sort();
    let record: Record<string, unknown> = units;
    expect(canonicalState(record)).toBe(canonicalJson(record));
    // The first field, the last, one in the middle (longer, then shorter), two at once, nested records, a new key.
    const changes: [string, unknown][][] = [
      [[sorted[0]!, { hex: 'A1', order: 100 }]],
      [[sorted[29]!, 'a string now']],
      [[sorted[15]!, { hex: 'G25', order: 123456789, note: 'longer than before' }]],
      [[sorted[15]!, 0]],
      [[sorted[3]!, null], [sorted[4]!, [1, 2, 3]]],
      [[sorted[7]!, { ...units }]],
      [['zz-new', 1]],
    ];
    for (const change of changes) {
      record = { ...record, ...Object.fromEntries(change) };
      expect(canonicalState(record)).toBe(canonicalJson(record));
    }
    // A record with a field left out is written without it, and the next one after it still right.
    record = { ...record, [sorted[1]!]: undefined };
    expect(canonicalState(record)).toBe(canonicalJson(record));
    record = { ...record, [sorted[2]!]: 2 };
    expect(canonicalState(record)).toBe(canonicalJson(record));
  });

  it('writes what is not plain data as canonicalJson() does', () => {
    const date = new Date(Date.UTC(2026, 0, 2));
    expect(canonicalState({ at: date, b: 1 })).toBe(canonicalJson({ at: date, b: 1 }));
    expect(canonicalState({ at: { toJSON: () => 'custom' } })).toBe(canonicalJson({ at: { toJSON: () => 'custom' } }));
    expect(canonicalState({ m: new Map([[1, 2]]), s: new Set([1]) })).toBe(canonicalJson({ m: new Map([[1, 2]]), s: new Set([1]) }));
    class Point {
      constructor(
        public y: number,
        public x: number,
      ) {}
    }
    expect(canonicalState({ p: new Point(2, 1) })).toBe(canonicalJson({ p: new Point(2, 1) }));
    expect(() => canonicalState({ big: 1n })).toThrow(TypeError);
  });

  it('gives the same text for a state written again, and a state changed after it was hashed fails where it is changed', () => {
    const state = { units: { a: { hex: 'W3' } }, turn: 1 };
    const first = hashState(state);
    expect(hashState(state)).toBe(first);
    expect(() => {
      (state.units.a as { hex: string }).hex = 'W4';
    }).toThrow(TypeError);
    expect(hashState(state)).toBe(first);
    // A new state sharing the unchanged parts hashes as a fresh copy would.
    const next = { ...state, units: { ...state.units, b: { hex: 'G25' } } };
    expect(hashState(next)).toBe(createHash('sha256').update(canonicalJson(JSON.parse(JSON.stringify(next)))).digest('hex'));
  });

  it('every state of a whole Afrika Korps game is written as canonicalJson() writes it', { timeout: 60_000 }, () => {
    const log = JSON.parse(readFileSync('tests/unit/fixtures/ak-rules-v3-log.json', 'utf8')) as { seed: string; scenario: string; actions: unknown[] };
    const ak = createAfrikaKorpsModule(akData);
    let state = ak.setup(log.scenario, seedRng(log.seed))!;
    for (const action of log.actions) {
      const r = step(ak, state, { action }, 'app');
      if (!r.ok) throw new Error(r.refusal.reason);
      state = r.state as AkState;
      // Written from the kept text of the parts the action did not change, then from scratch.
      expect(canonicalState(state)).toBe(canonicalJson(JSON.parse(JSON.stringify(state))));
    }
  });
});
