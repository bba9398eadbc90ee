import { describe, expect, it } from 'vitest';
import { areAdjacent, hex, hexDistance, hexKey, hexNeighbors, hexRange, parseHexKey, type Hex } from '../../shared/hex/axial.js';
import { pathTo, reachable, type MovementRules, type Reach } from '../../shared/hex/movement.js';
import { createPriorityQueue } from '../../shared/hex/priority-queue.js';
import { mulberry32 } from '../support/prng';


const O = hex(0, 0);
const keys = (m: Map<string, Reach>) => new Set(m.keys());
const keySet = (hs: Hex[]) => new Set(hs.map(hexKey));
const openField: MovementRules = { stepCost: () => 1 };

/** Checks the invariants every result must satisfy, and that each path really costs `spent`. */
function checkPaths(start: Hex, mp: number, result: Map<string, Reach>, rules: MovementRules): void {
  for (const [key, r] of result) {
    expect(hexKey(r.hex)).toBe(key);
    expect(r.path[0]).toEqual(start);
    expect(r.path[r.path.length - 1]).toEqual(r.hex);
    let cost = 0;
    for (let i = 1; i < r.path.length; i++) {
      const from = r.path[i - 1]!;
      const to = r.path[i]!;
      expect(areAdjacent(from, to)).toBe(true);
      const c = rules.stepCost(from, to);
      expect(c).not.toBeNull();
      cost += c!;
    }
    expect(cost).toBeCloseTo(r.spent, 9);
    expect(r.spent).toBeLessThanOrEqual(mp + 1e-9);
    expect(r.remaining).toBeCloseTo(Math.max(0, mp - r.spent), 9);
    expect(pathTo(result, r.hex)).toEqual(r.path);
  }
}

describe('priority queue', () => {
  it('pops in order, matching a sorted-array model through random pushes and pops', () => {
    const rand = mulberry32(7);
    const q = createPriorityQueue<number>((a, b) => a < b);
    const model: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      if (rand() < 0.6) {
        const v = Math.floor(rand() * 1000);
        q.push(v);
        model.push(v);
        model.sort((a, b) => a - b);
      } else {
        expect(q.peek()).toBe(model[0]);
        expect(q.pop()).toBe(model.shift());
      }
      expect(q.size).toBe(model.length);
    }
    while (model.length) expect(q.pop()).toBe(model.shift());
    expect(q.pop()).toBeUndefined();
    expect(q.peek()).toBeUndefined();
  });

  it('breaks ties by a secondary key when told to (first in, first out)', () => {
    const q = createPriorityQueue<{ p: number; seq: number }>((a, b) => a.p < b.p || (a.p === b.p && a.seq < b.seq));
    const items = [3, 1, 3, 1, 2, 3, 1].map((p, seq) => ({ p, seq }));
    for (const it of items) q.push(it);
    const out: number[] = [];
    for (let x = q.pop(); x; x = q.pop()) out.push(x.seq);
    expect(out).toEqual([1, 3, 6, 4, 0, 2, 5]);
  });
});

describe('reachable', () => {
  it('in open field, n movement points reach exactly hexRange(n), each at its distance', () => {
    for (let n = 0; n <= 8; n++) {
      const start = hex(n * 3 - 7, 5 - n);
      const result = reachable(start, n, openField);
      expect(keys(result)).toEqual(keySet(hexRange(start, n)));
      for (const r of result.values()) {
        expect(r.spent).toBe(hexDistance(start, r.hex));
        expect(r.stopped).toBe(false);
      }
      checkPaths(start, n, result, openField);
    }
    expect(reachable(O, 0, openField).get('0,0')).toEqual({ hex: O, spent: 0, remaining: 0, path: [O], stopped: false });
  });

  it('breaks ties by direction order, deterministically', () => {
    // (1,1) is two steps away through (1,0) (direction 0) or (0,1) (direction 5): direction 0 wins.
    const result = reachable(O, 3, openField);
    expect(pathTo(result, hex(1, 1))).toEqual([O, hex(1, 0), hex(1, 1)]);
    expect(pathTo(result, hex(-1, -1))).toEqual([O, hex(0, -1), hex(-1, -1)]);
    expect(reachable(O, 3, openField)).toEqual(result);
  });

  it('detours around a wall of prohibited hexes at the right cost', () => {
    // A wall along q = 1 from r = -3 to r = 3. Any path from (0,0) to (2,0) must cross q = 1 at
    // r <= -4 or r >= 4; the cheapest such crossings cost 4 + 5 or 5 + 4 = 9 (instead of 2).
    const wall = new Set(Array.from({ length: 7 }, (_, i) => hexKey(hex(1, i - 3))));
    const rules: MovementRules = { stepCost: (_f, to) => (wall.has(hexKey(to)) ? null : 1) };
    const result = reachable(O, 12, rules);
    const r = result.get('2,0')!;
    expect(r.spent).toBe(9);
    expect(r.path).toHaveLength(10);
    for (const h of r.path) expect(wall.has(hexKey(h))).toBe(false);
    for (const k of wall) expect(result.has(k)).toBe(false);
    checkPaths(O, 12, result, rules);
    expect(reachable(O, 8, rules).has('2,0')).toBe(false);
    expect(reachable(O, 9, rules).get('2,0')?.spent).toBe(9);
  });

  it('prefers the cheapest path when costs vary, even if it is longer', () => {
    // Entering (1,0) costs 5; everything else costs 1. (2,0) is then cheaper by going round.
    const rules: MovementRules = { stepCost: (_f, to) => (to.q === 1 && to.r === 0 ? 5 : 1) };
    const result = reachable(O, 6, rules);
    expect(result.get('2,0')!.spent).toBe(3);
    expect(result.get('2,0')!.path).toHaveLength(4);
    expect(result.get('2,0')!.path.map(hexKey)).not.toContain('1,0');
    expect(result.get('1,0')!.spent).toBe(5);
    expect(reachable(O, 4, rules).has('1,0')).toBe(false);
    checkPaths(O, 6, result, rules);
  });

  it('takes costs from the step, not just the hex entered (e.g. a river hexside)', () => {
    // Crossing the hexside between (0,0) and (1,0) costs 4 extra.
    const rules: MovementRules = {
      stepCost: (f, to) => (hexKey(f) === '0,0' && hexKey(to) === '1,0') || (hexKey(f) === '1,0' && hexKey(to) === '0,0') ? 5 : 1,
    };
    const result = reachable(O, 4, rules);
    expect(result.get('1,0')!.spent).toBe(2);
    expect(result.get('1,0')!.path).toEqual([O, hex(1, -1), hex(1, 0)]);
    checkPaths(O, 4, result, rules);
  });

  it('tolerates floating-point sums that should equal the allowance', () => {
    const rules: MovementRules = { stepCost: () => 0.1 };
    expect(keys(reachable(O, 0.3, rules))).toEqual(keySet(hexRange(O, 3)));
  });

  it('refuses costs that are not positive', () => {
    expect(() => reachable(O, 3, { stepCost: () => 0 })).toThrow(RangeError);
    expect(() => reachable(O, 3, { stepCost: () => -1 })).toThrow(RangeError);
    expect(() => reachable(O, 3, { stepCost: () => Number.NaN })).toThrow(RangeError);
  });

  it('reaches stopsOnEntry hexes but does not move on from them', () => {
    // Every hex with q = 2 stops movement: nothing beyond it is reachable.
    const rules: MovementRules = { stepCost: () => 1, stopsOnEntry: (h) => h.q === 2 };
    const result = reachable(O, 6, rules);
    const expected = hexRange(O, 6).filter((h) => h.q <= 2);
    expect(keys(result)).toEqual(keySet(expected));
    for (const r of result.values()) {
      expect(r.stopped).toBe(r.hex.q === 2);
      expect(r.spent).toBe(hexDistance(O, r.hex));
      // Only the last hex of a path may be a stopping hex.
      for (const h of r.path.slice(0, -1)) expect(h.q).not.toBe(2);
    }
    checkPaths(O, 6, result, rules);
  });

  it('goes round a stopping hex when that is the only way on', () => {
    const rules: MovementRules = { stepCost: () => 1, stopsOnEntry: (h) => hexKey(h) === '1,0' };
    const result = reachable(O, 3, rules);
    expect(result.get('1,0')).toMatchObject({ spent: 1, stopped: true });
    expect(result.get('2,0')).toMatchObject({ spent: 3, stopped: false });
    expect(result.get('2,0')!.path.map(hexKey)).not.toContain('1,0');
  });

  it('keeps a dearer free arrival alive beside a cheaper stopped one', () => {
    // A corridor (0,0)–(1,-1)–(1,0)–(2,0)–(3,0). Entering (1,0) straight from the start stops the
    // unit (stopsOnEntry depends on where it comes from); entering it from (1,-1) does not.
    const corridor = new Set(['0,0', '1,-1', '1,0', '2,0', '3,0']);
    const rules: MovementRules = {
      stepCost: (_f, to) => (corridor.has(hexKey(to)) ? 1 : null),
      stopsOnEntry: (h, from) => hexKey(h) === '1,0' && hexKey(from) === '0,0',
    };
    const result = reachable(O, 4, rules);
    expect(result.get('1,0')).toEqual({ hex: hex(1, 0), spent: 1, remaining: 3, path: [O, hex(1, 0)], stopped: true });
    expect(result.get('2,0')).toEqual({ hex: hex(2, 0), spent: 3, remaining: 1, path: [O, hex(1, -1), hex(1, 0), hex(2, 0)], stopped: false });
    expect(result.get('3,0')?.spent).toBe(4);
    expect(keys(result)).toEqual(corridor);
  });

  it('passes through hexes where mayEndIn is false without listing them', () => {
    const rules: MovementRules = { stepCost: () => 1, mayEndIn: (h) => hexKey(h) !== '1,0' };
    const result = reachable(O, 3, rules);
    expect(result.has('1,0')).toBe(false);
    // (2,0) is two steps away only through (1,0).
    expect(result.get('2,0')).toMatchObject({ spent: 2, path: [O, hex(1, 0), hex(2, 0)] });
    expect(result.size).toBe(hexRange(O, 3).length - 1);
  });

  it('always lists the start, even where mayEndIn would say no', () => {
    const result = reachable(O, 2, { stepCost: () => 1, mayEndIn: () => false });
    expect([...result.keys()]).toEqual(['0,0']);
  });

  it('mayLeave forbids moving from one zone of control straight into another', () => {
    // The unit starts in an enemy zone of control; (1,0) and (0,1) are zones of control too.
    const zoc = new Set(['0,0', '1,0', '0,1']);
    const calls: [string, string, boolean][] = [];
    const rules: MovementRules = {
      stepCost: () => 1,
      stopsOnEntry: (h) => zoc.has(hexKey(h)),
      mayLeave: (from, to, isStart) => {
        calls.push([hexKey(from), hexKey(to), isStart]);
        return !(zoc.has(hexKey(from)) && zoc.has(hexKey(to)));
      },
    };
    const result = reachable(O, 5, rules);
    expect(result.get('1,0')).toMatchObject({ spent: 2, stopped: true, path: [O, hex(1, -1), hex(1, 0)] });
    expect(result.get('0,1')).toMatchObject({ spent: 2, stopped: true, path: [O, hex(-1, 1), hex(0, 1)] });
    expect(result.get('1,-1')).toMatchObject({ spent: 1, stopped: false });
    for (const [from, , isStart] of calls) expect(isStart).toBe(from === '0,0');
    expect(calls.filter((c) => c[2])).toHaveLength(6);
    checkPaths(O, 5, result, rules);
  });

  it('matches a brute-force relaxation on random maps with costs, prohibited and stopping hexes', () => {
    const rand = mulberry32(2024);
    for (let trial = 0; trial < 60; trial++) {
      const region = hexRange(O, 7);
      const cost = new Map<string, number | null>();
      const stops = new Set<string>();
      for (const h of region) {
        const k = hexKey(h);
        cost.set(k, rand() < 0.15 ? null : 1 + Math.floor(rand() * 3));
        if (rand() < 0.1) stops.add(k);
      }
      cost.set('0,0', 1);
      stops.delete('0,0');
      const rules: MovementRules = {
        stepCost: (_f, to) => cost.get(hexKey(to)) ?? null,
        stopsOnEntry: trial % 2 ? (h) => stops.has(hexKey(h)) : undefined,
      };
      const mp = 4 + (trial % 7);

      // Bellman-Ford style: relax every free arrival's neighbours until nothing improves.
      const free = new Map<string, number>([['0,0', 0]]);
      const stopped = new Map<string, number>();
      for (let changed = true; changed; ) {
        changed = false;
        for (const [k, d] of [...free]) {
          for (const n of hexNeighbors(parseHexKey(k))) {
            const c = rules.stepCost(parseHexKey(k), n);
            if (c === null || d + c > mp) continue;
            const nk = hexKey(n);
            const target = rules.stopsOnEntry?.(n, parseHexKey(k)) ? stopped : free;
            if (d + c < (target.get(nk) ?? Infinity)) {
              target.set(nk, d + c);
              changed = true;
            }
          }
        }
      }
      const expected = new Map(free);
      for (const [k, d] of stopped) if (d < (expected.get(k) ?? Infinity)) expected.set(k, d);

      const result = reachable(O, mp, rules);
      expect(keys(result)).toEqual(new Set(expected.keys()));
      for (const [k, d] of expected) {
        expect(result.get(k)!.spent).toBe(d);
        expect(result.get(k)!.stopped).toBe(d < (free.get(k) ?? Infinity));
      }
      checkPaths(O, mp, result, rules);
    }
  });

  it('pathTo returns a copy of the path, or null when the hex is not reachable', () => {
    const result = reachable(O, 2, openField);
    const p = pathTo(result, hex(2, 0))!;
    expect(p).toEqual([O, hex(1, 0), hex(2, 0)]);
    p.pop();
    expect(pathTo(result, hex(2, 0))).toHaveLength(3);
    expect(pathTo(result, hex(3, 0))).toBeNull();
  });
});
