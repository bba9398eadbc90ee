import { describe, expect, it } from 'vitest';
import { lineOfSight, type LosHex, type LosResult } from '../../main/games/asl-starter-kit/los/line-of-sight.js';
import { hexRange, threadSteps } from '../../main/games/asl-starter-kit/los/thread.js';
import { label, parseLabel } from '../../main/vassal/module/labels.js';
import { seasonOf, type AslTerrainId } from '../../shared/games/asl-starter-kit/terrain.js';

/**
 * The Starter Kit's line of sight on one geomorphic board (33 × 10 hexes, VASL's names). The
 * rulebook's examples give the hexes and the terrain that decides; the rest of each test board is
 * open ground at level 0. Sources: seed 004_b640dc2cae1cda78.txt (line numbers as in
 * research/seed-004-asl-starter-kit.md) and the seed extraction's test cases (§7.2).
 */
const rc = (name: string) => {
  const m = /^([A-Z]+)(\d+)$/.exec(name)!;
  return { col: parseLabel(m[1]!, 'A')!, row: Number(m[2]) };
};

function board(terrain: Record<string, AslTerrainId> = {}, levels: Record<string, number> = {}) {
  return ({ col, row }: { col: number; row: number }): LosHex | null => {
    if (col < 0 || col > 32 || row < (col % 2 ? 0 : 1) || row > 10) return null;
    const name = label(col, 'A', 0) + row;
    return { name, terrain: terrain[name] ?? 'open', level: levels[name] ?? 0 };
  };
}

const SUMMER = seasonOf(7);
const WINTER = seasonOf(12);

function los(map: ReturnType<typeof board>, from: string, to: string, season = SUMMER): LosResult {
  const r = lineOfSight(map, { from: rc(from), to: rc(to), season });
  if ('error' in r) throw new Error(r.error);
  return r;
}

describe('the thread on VASL’s grid', () => {
  it('range counts hexes, odd columns half a hex lower', () => {
    expect(hexRange(rc('A1'), rc('B1'))).toBe(1);
    expect(hexRange(rc('A1'), rc('B0'))).toBe(1);
    expect(hexRange(rc('A1'), rc('A5'))).toBe(4);
    expect(hexRange(rc('I2'), rc('K4'))).toBe(3);
    expect(hexRange(rc('A1'), rc('GG10'))).toBe(32);
  });
  it('a thread between two hexes of one row of even columns runs along a hexspine: I2–K2 along J1/J2', () => {
    expect(threadSteps(rc('I2'), rc('K2'))).toEqual([{ kind: 'spine', hexes: expect.arrayContaining([rc('J1'), rc('J2')]) }]);
  });
  it('a thread down a column crosses each hex between through its centre dot', () => {
    expect(threadSteps(rc('C1'), rc('C4'))).toEqual([{ kind: 'hex', hex: rc('C2'), depth: 0 }, { kind: 'hex', hex: rc('C3'), depth: 0 }]);
  });
  it('I2–K4 crosses J2 and J3 through the middle of their hexside', () => {
    const steps = threadSteps(rc('I2'), rc('K4'));
    expect(steps.map((s) => (s.kind === 'hex' ? s.hex : null))).toEqual([rc('J2'), rc('J3')]);
    for (const s of steps) if (s.kind === 'hex') expect(s.depth).toBeCloseTo(Math.sqrt(3) / Math.sqrt(7), 5);
  });
});

describe('the rulebook’s LOS example (3.2.1, seed L.2757–2772): a 4-6-7 in I2', () => {
  // Woods beside the road the thread follows to F3, an orchard in J4, a building in J3.
  const map = board({ H3: 'woods', G2: 'woods', H2: 'dirtRoad', G3: 'dirtRoad', J4: 'orchard', J3: 'stoneBuilding' });
  it('sees the 4-4-7a in F3: the thread follows the road and touches no woods', () => {
    const r = los(map, 'I2', 'F3');
    expect(r).toMatchObject({ verdict: 'clear', hindrance: 0, range: 3, passes: ['H2', 'G3'] });
  });
  it('sees the 4-4-7b in J5 with a +1 hindrance for the orchard in J4 (the thread only clips J3’s corner)', () => {
    const r = los(map, 'I2', 'J5');
    expect(r).toMatchObject({ verdict: 'hindered', hindrance: 1 });
    expect(r.reasons).toEqual([
      { code: 'note.clips', params: { hex: 'J3', level: 0, terrain: 'stoneBuilding', along: 'J3' }, rule: '3.2.1' },
      { code: 'hindrance', params: { hex: 'J4', level: 0, terrain: 'orchard', drm: 1 }, rule: '1.1.1, 3.2.1' },
    ]);
  });
  it('cannot see the 4-4-7c in K4: the building in J3 blocks', () => {
    const r = los(map, 'I2', 'K4');
    expect(r.verdict).toBe('blocked');
    expect(r.blockedBy).toEqual({ code: 'blocked.obstacle', params: { hex: 'J3', level: 0, terrain: 'stoneBuilding' }, rule: '1.1.1' });
  });
  it('without the building the same thread is clear', () => {
    expect(los(board({ J4: 'orchard' }), 'I2', 'K4').verdict).toBe('clear');
  });
});

describe('the orchard example (1.1.1, seed L.476–500): a 4-6-7 on a level-1 hill, British at level 0', () => {
  // The German squad's hill hex W4 looks down over the orchard in W3 to W2 and X2 (along the W3/X3 hexspine).
  const map = board({ W3: 'orchard' }, { W4: 1 });
  it('in season the orchard in W3 blocks the 6-4-8 in W2 and the 4-5-8 in X2', () => {
    expect(los(map, 'W4', 'W2', seasonOf(5)).blockedBy).toMatchObject({ code: 'blocked.orchardBetweenLevels', params: { hex: 'W3' } });
    expect(los(map, 'W4', 'X2', seasonOf(5)).blockedBy).toMatchObject({ code: 'blocked.orchardBetweenLevels', params: { hex: 'W3' } });
  });
  it('out of season the orchard is a +1 hindrance instead', () => {
    expect(los(map, 'W4', 'W2', WINTER)).toMatchObject({ verdict: 'hindered', hindrance: 1 });
    expect(los(map, 'W4', 'X2', WINTER)).toMatchObject({ verdict: 'hindered', hindrance: 1 });
  });
  it('the 4-5-7 in the orchard W3 itself is seen in any season', () => {
    expect(los(map, 'W4', 'W3', SUMMER).verdict).toBe('clear');
    expect(los(map, 'W4', 'W3', WINTER).verdict).toBe('clear');
  });
});

describe('a thread along a hexspine (3.2.1: art on both sides of the thread blocks)', () => {
  it('woods on both sides block', () => {
    expect(los(board({ J1: 'woods', J2: 'woods' }), 'I2', 'K2').blockedBy).toEqual({ code: 'blocked.obstacle', params: { hex: 'J1', level: 0, terrain: 'woods', along: 'J1/J2' }, rule: '1.1.1' });
  });
  it('woods on one side only leave it clear, noted for the players', () => {
    const r = los(board({ J2: 'woods' }), 'I2', 'K2');
    expect(r.verdict).toBe('clear');
    expect(r.reasons).toEqual([{ code: 'note.alongEdge', params: { hex: 'J2', level: 0, terrain: 'woods', along: 'J1/J2' }, rule: '3.2.1' }]);
  });
  it('an orchard on one side hinders: inherent terrain acts on its hexsides (1.1.1)', () => {
    expect(los(board({ J2: 'orchard' }), 'I2', 'K2')).toMatchObject({ verdict: 'hindered', hindrance: 1 });
    expect(los(board({ J2: 'grain' }), 'I2', 'K2')).toMatchObject({ verdict: 'clear', hindrance: 0 });
    expect(los(board({ J1: 'grain', J2: 'brush' }), 'I2', 'K2')).toMatchObject({ verdict: 'hindered', hindrance: 1 });
  });
});

describe('hindrances, seasons and levels (seed §7.2 cases F17–F20)', () => {
  it('F17: six grain hexes at the same level add up to +6 and block', () => {
    const grain = Object.fromEntries(['C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1'].map((h) => [h, 'grain' as const]));
    // A1 → K1 along row 1 of the even columns zig-zags through B1/B0-type hexspines; use column C instead.
    const col = Object.fromEntries(['C2', 'C3', 'C4', 'C5', 'C6', 'C7'].map((h) => [h, 'grain' as const]));
    const r = los(board({ ...grain, ...col }), 'C1', 'C8');
    expect(r.verdict).toBe('blocked');
    expect(r.blockedBy).toEqual({ code: 'blocked.hindrances', params: { drm: 6 }, rule: '3.2.1' });
    expect(los(board(col), 'C1', 'C7')).toMatchObject({ verdict: 'hindered', hindrance: 5 });
  });
  it('F18: a higher firer sees over grain and brush at level 0 without hindrance', () => {
    const map = board({ C3: 'grain', C4: 'brush' }, { C2: 1 });
    expect(los(map, 'C2', 'C5')).toMatchObject({ verdict: 'clear', hindrance: 0 });
    expect(los(board({ C3: 'grain', C4: 'brush' }), 'C2', 'C5')).toMatchObject({ verdict: 'hindered', hindrance: 2 });
  });
  it('F19: an orchard between units at different levels blocks in May, hinders +1 in December', () => {
    const map = board({ C3: 'orchard' }, { C2: 1 });
    expect(los(map, 'C2', 'C4', seasonOf(5)).verdict).toBe('blocked');
    expect(los(map, 'C2', 'C4', seasonOf(12))).toMatchObject({ verdict: 'hindered', hindrance: 1 });
  });
  it('F20: grain hinders in July and is open ground in October', () => {
    const map = board({ C3: 'grain' });
    expect(los(map, 'C2', 'C4', seasonOf(7))).toMatchObject({ verdict: 'hindered', hindrance: 1 });
    expect(los(map, 'C2', 'C4', seasonOf(10))).toMatchObject({ verdict: 'clear', hindrance: 0 });
  });
});

describe('hills and crest lines (1.1.1, 3.2.1)', () => {
  it('a hill blocks two units at ground level', () => {
    expect(los(board({}, { C3: 1 }), 'C2', 'C4').blockedBy).toEqual({ code: 'blocked.hill', params: { hex: 'C3', level: 1 }, rule: '1.1.1' });
  });
  it('two units on hill hexes see over woods that are not on the hill', () => {
    expect(los(board({ C3: 'woods' }, { C2: 1, C4: 1 }), 'C2', 'C4').verdict).toBe('clear');
    expect(los(board({ C3: 'woods' }, { C2: 1, C3: 1, C4: 1 }), 'C2', 'C4').blockedBy).toMatchObject({ code: 'blocked.obstacle', params: { hex: 'C3' } });
  });
  it('the higher unit must look out through the crest line of its own hex, and cross no other', () => {
    expect(los(board({}, { C2: 1, C3: 1 }), 'C2', 'C5').blockedBy).toMatchObject({ code: 'blocked.crest', params: { hex: 'C3' } });
    expect(los(board({}, { C2: 1, C4: 1 }), 'C2', 'C6').blockedBy).toMatchObject({ code: 'blocked.crest', params: { hex: 'C4' } });
    expect(los(board({}, { C2: 1 }), 'C2', 'C6').verdict).toBe('clear');
  });
  it('the higher unit cannot see beyond an obstacle, though it sees into it', () => {
    const map = board({ C4: 'woods' }, { C2: 1 });
    expect(los(map, 'C2', 'C4').verdict).toBe('clear');
    expect(los(map, 'C2', 'C6').blockedBy).toMatchObject({ code: 'blocked.obstacle', params: { hex: 'C4', terrain: 'woods' } });
  });
  it('terrain in the firer’s and the target’s hexes never blocks', () => {
    expect(los(board({ C2: 'woods', C5: 'stoneBuilding' }), 'C2', 'C5').verdict).toBe('clear');
  });
  it('ground between two levels on a board with higher hills is beyond the Starter Kit: noted', () => {
    const r = los(board({}, { C2: 2, C3: 1 }), 'C2', 'C5');
    expect(r.verdict).toBe('clear');
    expect(r.reasons.map((x) => x.code)).toEqual(['note.beyondStarterKit']);
  });
});

describe('a thread off the map', () => {
  it('is refused', () => {
    expect(lineOfSight(board(), { from: rc('A1'), to: { col: 40, row: 3 }, season: SUMMER })).toEqual({ error: 'offMap' });
  });
});
