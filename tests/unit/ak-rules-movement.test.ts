import { describe, expect, it } from 'vitest';
import {
  AK_REFUSAL_REASONS,
  explainMove,
  followPath,
  isPlainEscarpment,
  isRoadHexside,
  legalMoves,
  neighboursOf,
  overstackedHexes,
  unitSpec,
  type Board,
} from '../../main/games/afrika-korps/rules/index.js';
import { akData, board, sideOf } from './fixtures/ak-board';

/**
 * Afrika Korps movement (5, 6, 13, 15, 17, 18, 22) from the rulebook's own worked examples (seed
 * 000_9dce4600f0004f56.txt; hexes exactly as printed) and the research's test cases ("T<n>",
 * shared/research/seed-000-afrika-korps.md §6.2).
 */

const data = akData;
const hexes = (s: string): string[] => s.split(/[-\s]+/);
const factors = (id: string): string => {
  const u = unitSpec(data, id)!;
  return `${u.attack}-${u.defence}-${u.movement}`;
};

/** 21Pz 5 (7-7-10): a unit fast enough that only the escarpment rules decide the §18 examples. */
const PZ = 'de-21pz-5';

describe('escarpments: the §18 examples (18.1–18.5), exactly as printed', () => {
  it('"a unit starting in G24 or I24 may move straight into H24 and go on to H23, H25 or I25 and on along the road"', () => {
    for (const start of ['G24', 'I24']) {
      const b = board([PZ, start]);
      expect(isRoadHexside(data, start, 'H24')).toBe(false); // the entry is across a non-road hexside
      for (const next of ['H23', 'H25', 'I25']) {
        expect(explainMove(b, PZ, [start, 'H24', next]), `${start}-H24-${next}`).toBeNull();
        expect(followPath(b, PZ, [start, 'H24', next])).toMatchObject({ ok: true, move: { progress: { offRoadEscarpmentUsed: true } } });
      }
      // "…and then on along the road": H23-G22 and I25-I26 are road hexsides.
      expect(explainMove(b, PZ, [start, 'H24', 'H23', 'G22'])).toBeNull();
      expect(explainMove(b, PZ, [start, 'H24', 'I25', 'I26'])).toBeNull();
    }
  });

  it('"…but not H24-H25-H26: H25 to H26 leaves the road-escarpment hex across a non-road hexside, after entering H24 the same way"', () => {
    for (const start of ['G24', 'I24']) {
      const b = board([PZ, start]);
      expect(explainMove(b, PZ, [start, 'H24', 'H25', 'H26'])).toEqual({
        reason: 'escarpmentRoadside',
        rule: '18.5',
        params: { from: 'H25', to: 'H26', hex: 'H25' },
      });
    }
  });

  it('"H24-I25-I26-J27-I27-I28-H28-H29-I30 is legal: I30 is entered from clear H29 along a road" (it ends the move there)', () => {
    const path = hexes('G24 H24 I25 I26 J27 I27 I28 H28 H29 I30');
    const b = board([PZ, 'G24']);
    expect(explainMove(b, PZ, path)).toBeNull();
    const r = followPath(b, PZ, path);
    expect(r.ok).toBe(true);
    if (r.ok) {
      // I30 holds no road in our data (PROVENANCE.md item 8), so it is a plain escarpment: the move ends there (18.1).
      expect(isPlainEscarpment(data, 'I30')).toBe(true);
      expect(r.move.stop).toBe('escarpment');
      // Two off-road steps (G24→H24, H29→I30) from the movement factor, seven along the road from the bonus.
      expect(r.move.remaining).toBe(10 - 2);
      expect(r.move.roadBonusRemaining).toBe(10 - 7);
    }
    // Even a 1-1-6 makes it: only two steps need the ordinary allowance.
    expect(explainMove(board(['au-7a-1', 'G24']), 'au-7a-1', path)).toBeNull();
    // The same path from I24 (the example's other start).
    expect(explainMove(board([PZ, 'I24']), PZ, ['I24', ...path.slice(1)])).toBeNull();
  });

  it('"a unit starting in G22 may move H23-H24-H25-H26-H27 etc.: H25/H26 is its only off-road crossing"', () => {
    const b = board([PZ, 'G22']);
    expect(explainMove(b, PZ, hexes('G22 H23 H24 H25 H26 H27'))).toBeNull();
    expect(explainMove(b, PZ, hexes('G22 H23 H24 H25 H26 H27 H28 H29'))).toBeNull(); // "ecc."
    const r = followPath(b, PZ, hexes('G22 H23 H24 H25 H26 H27'));
    expect(r.ok && r.move.stop).toBeUndefined(); // H27 entered along the road: no stop
  });

  it('"a unit starting in Tobruch may move H26-I27-J27-J28 but not H26-I27-J28 (a second off-road crossing)"', () => {
    const b = board([PZ, 'G25']);
    expect(explainMove(b, PZ, hexes('G25 H26 I27 J27 J28'))).toBeNull();
    expect(explainMove(b, PZ, hexes('G25 H26 I27 J28'))).toEqual({
      reason: 'escarpmentRoadside',
      rule: '18.5',
      params: { from: 'I27', to: 'J28', hex: 'I27' },
    });
  });

  it('T4 (18.1): moving from a non-escarpment hex into plain escarpment G24 or T29 ends the move', () => {
    // G24's only non-escarpment land neighbour is Tobruch (G25); T29 has clear neighbours.
    for (const [esc, from] of [['G24', 'G25'], ['T29', 'T30']] as const) {
      expect(isPlainEscarpment(data, esc)).toBe(true);
      expect(neighboursOf(data, esc)).toContain(from);
      const beyond = neighboursOf(data, esc).find((n) => n !== from && data.terrain[n] !== 'sea')!;
      const b = board([PZ, from]);
      const m = legalMoves(b, PZ).get(esc);
      expect(m?.stop, esc).toBe('escarpment');
      expect(m?.remaining).toBe(9); // it cost the normal 1 MP (18.1)
      expect(explainMove(b, PZ, [from, esc, beyond])).toEqual({ reason: 'escarpmentStop', rule: '18.1', params: { hex: esc } });
    }
  });

  it('18.2, 18.3: leaving an escarpment hex is normal; a second plain escarpment the same turn is refused', () => {
    // From G24 (plain escarpment) the unit leaves freely, then stops in the next plain escarpment it enters.
    const b = board([PZ, 'G24']);
    const m = legalMoves(b, PZ);
    for (const [h, mv] of m) {
      const inner = mv.path.slice(1, -1);
      for (const x of inner) expect(isPlainEscarpment(data, x), `${h} via ${x}`).toBe(false);
    }
    expect(m.get('G25')?.stop).toBeUndefined();
    expect(m.get('G25')?.remaining).toBe(9);
  });
});

describe('the coast road (17)', () => {
  // 22 Gds is a 2-2-6, the unit of the 17.1 example. L34 → K34 (clear), then the road J34 … H39,
  // then four hexes off the road (H39 → I40 → J41 → J42 → I42), then the road again I42 → I45.
  const GDS = 'gb-22gds';
  const PATH16 = hexes('L34 K34 J34 J35 J36 J37 I37 I38 I39 H39 I40 J41 J42 I42 I43 I44 I45');

  it('17.1 example: a 2-2-6 moves 2 clear + 7 road + 4 clear + 3 road = 16 hexes', () => {
    expect(factors(GDS)).toBe('2-2-6');
    expect(PATH16.length - 1).toBe(16);
    const steps = PATH16.slice(1).map((h, i) => isRoadHexside(data, PATH16[i]!, h));
    expect(steps).toEqual([false, false, ...Array(7).fill(true), false, false, false, false, true, true, true]);
    const b = board([GDS, 'L34']);
    const r = followPath(b, GDS, PATH16);
    expect(r).toMatchObject({ ok: true, move: { remaining: 0, roadBonusRemaining: 0 } });
    expect(legalMoves(b, GDS).has('I45')).toBe(true);
  });

  it('T5: a 17th hex is beyond the allowance, and so are 7 hexes off the road', () => {
    const b = board([GDS, 'L34']);
    expect(explainMove(b, GDS, [...PATH16, 'I46'])).toMatchObject({ reason: 'beyondMovement', rule: '17.1' });
    expect(explainMove(b, GDS, hexes('L34 M34 N34 O34 P34 Q34 R34 S34'))).toMatchObject({ reason: 'beyondMovement', rule: '5.2' });
    expect(explainMove(b, GDS, hexes('L34 M34 N34 O34 P34 Q34 R34'))).toBeNull();
    expect(explainMove(b, GDS, 'S34')).toMatchObject({ reason: 'beyondMovement', rule: '5.2', params: { movement: 6, roadBonus: 10 } });
  });

  it('17.2: a road hex entered across a non-road hexside costs its terrain, not the bonus', () => {
    const r = followPath(board([GDS, 'K34']), GDS, ['K34', 'J34']);
    expect(r).toMatchObject({ ok: true, move: { remaining: 5, roadBonusRemaining: 10 } });
    const s = followPath(board([GDS, 'J34']), GDS, ['J34', 'J35']);
    expect(s).toMatchObject({ ok: true, move: { remaining: 6, roadBonusRemaining: 9 } });
  });

  it('T9 (17.3.1): a unit starting in I26 may leave along either road at no extra cost', () => {
    const b = board([PZ, 'I26']);
    for (const n of ['I25', 'H26', 'J27']) {
      expect(isRoadHexside(data, 'I26', n)).toBe(true);
      expect(followPath(b, PZ, ['I26', n])).toMatchObject({ ok: true, move: { remaining: 10, roadBonusRemaining: 9 } });
    }
  });

  it('T9 (17.3.2): entering I26 on one road and leaving on the other costs 1 extra MP, and is not the off-road crossing', () => {
    // Pairing of I26's road hexsides: AK_SPLIT_ROADS (reference data; the rulebook does not say).
    const b = board([PZ, 'I25']);
    const through = followPath(b, PZ, ['I25', 'I26', 'J27']);
    expect(through).toMatchObject({ ok: true, move: { remaining: 10, roadBonusRemaining: 8 } });
    const across = followPath(b, PZ, ['I25', 'I26', 'H26']);
    expect(across).toMatchObject({ ok: true, move: { remaining: 9, roadBonusRemaining: 8, progress: { offRoadEscarpmentUsed: false } } });
    // With no MP left for the switch, the other road is out of reach that way.
    expect(explainMove(board(['au-7a-1', 'I25']), 'au-7a-1', ['I25', 'I26', 'H26'], {
      progress: { normalLeft: 0, roadBonusLeft: 10, offRoadEscarpmentUsed: false, roadEntry: null, stopped: null },
    })).toMatchObject({ reason: 'beyondMovement' });
  });
});

describe('stacking (6.1–6.3)', () => {
  const full: [string, string][] = [
    ['gb-2arm-3', 'K42'],
    ['gb-7arm-7', 'K42'],
    ['gb-7arm-4', 'K42'],
  ];

  it('T10: a fourth combat unit passes through a full friendly stack but may not end there', () => {
    const b = board(['gb-22gds', 'K44'], ...full);
    expect(explainMove(b, 'gb-22gds', hexes('K44 K43 K42 K41 K40'))).toBeNull();
    expect(legalMoves(b, 'gb-22gds').has('K42')).toBe(false);
    expect(explainMove(b, 'gb-22gds', 'K42')).toEqual({ reason: 'overstacked', rule: '6.1', params: { hex: 'K42', count: 4, limit: 3 } });
    expect(explainMove(b, 'gb-22gds', hexes('K44 K43 K42'))).toMatchObject({ reason: 'overstacked', rule: '6.1' });
  });

  it('T10: supply units and Rommel join a full stack freely (6.1, 22.2)', () => {
    const b = board(['allied-supply-1', 'K44'], ...full);
    expect(legalMoves(b, 'allied-supply-1').has('K42')).toBe(true);
    const r = board(['de-rommel', 'Q44'], ['de-21pz-5', 'Q42'], ['de-21pz-104', 'Q42'], ['de-21pz-3', 'Q42']);
    expect(legalMoves(r, 'de-rommel').has('Q42')).toBe(true);
  });

  it('6.3: with stacking left to the end of the phase, the move is allowed and overstackedHexes reports it', () => {
    const b = board(['gb-22gds', 'K44'], ...full);
    expect(legalMoves(b, 'gb-22gds', { stacking: 'endOfPhase' }).has('K42')).toBe(true);
    const after = board(['gb-22gds', 'K42'], ...full);
    expect(overstackedHexes(after, 'allied')).toEqual(new Map([['K42', ['gb-22gds', 'gb-2arm-3', 'gb-7arm-7', 'gb-7arm-4']]]));
    expect(overstackedHexes(after, 'axis').size).toBe(0);
  });

  it('T11 (6.2): a stack of a 7-7-10 and a 2-2-4 moves at 4', () => {
    expect(factors('de-21pz-5')).toBe('7-7-10');
    expect(factors('it-savona')).toBe('2-2-4');
    const b = board(['de-21pz-5', 'P35'], ['it-savona', 'P35']);
    const m = legalMoves(b, ['de-21pz-5', 'it-savona']);
    expect(m.get('P39')?.remaining).toBe(0);
    expect(m.has('P40')).toBe(false);
    expect(explainMove(b, ['de-21pz-5', 'it-savona'], 'P40')).toMatchObject({ reason: 'beyondMovement', params: { movement: 4 } });
    expect(legalMoves(b, 'de-21pz-5').has('P40')).toBe(true);
  });

  it('6.2: units of a moving stack must share a hex and a side', () => {
    const b = board(['de-21pz-5', 'P35'], ['it-savona', 'P36']);
    expect(explainMove(b, ['de-21pz-5', 'it-savona'], 'P38')).toMatchObject({ reason: 'notStacked', rule: '6.2' });
    expect(legalMoves(b, ['de-21pz-5', 'it-savona']).size).toBe(0);
  });
});

describe('Rommel (22)', () => {
  it('22.1, A-22: units moving with Rommel get 2 extra MP; Rommel (0-0-12) still limits the stack', () => {
    expect(factors('de-rommel')).toBe('0-0-12');
    const b = board(['de-rommel', 'P30'], ['it-savona', 'P30']);
    const m = legalMoves(b, ['de-rommel', 'it-savona']);
    expect(m.get('P36')?.remaining).toBe(0); // 4 + 2
    expect(m.has('P37')).toBe(false);
    // A 2-2-12 with Rommel: 12 + 2 = 14, but Rommel himself has 12.
    const f = board(['de-rommel', 'P30'], ['de-21pz-3', 'P30']);
    expect(factors('de-21pz-3')).toBe('2-2-12');
    expect(legalMoves(f, ['de-rommel', 'de-21pz-3']).get('P42')?.remaining).toBe(0);
    // The engine can grant the bonus to a unit moving on its own after moving with Rommel.
    expect(legalMoves(board(['it-savona', 'P30']), 'it-savona', { rommelBonus: 2 }).get('P36')?.remaining).toBe(0);
    // Once per unit per turn: the engine withholds it with rommelBonus: 0.
    expect(legalMoves(b, ['de-rommel', 'it-savona'], { rommelBonus: 0 }).has('P35')).toBe(false);
  });

  it('22.4.1: Rommel may not move alone into an Allied ZOC; with a combat unit he may', () => {
    const b = board(['de-rommel', 'K44'], ['gb-22gds', 'K40']);
    expect(legalMoves(b, 'de-rommel').has('K41')).toBe(false);
    expect(explainMove(b, 'de-rommel', 'K41')).toEqual({ reason: 'rommelIntoZoc', rule: '22.4.1', params: { hex: 'K41' } });
    const c = board(['de-rommel', 'K44'], ['de-21pz-5', 'K44'], ['gb-22gds', 'K40']);
    expect(legalMoves(c, ['de-rommel', 'de-21pz-5']).get('K41')?.stop).toBe('zoc');
  });

  it('T46 (22.3): an Allied unit may enter Rommel\'s hex when he is alone', () => {
    const b = board(['gb-22gds', 'K44'], ['de-rommel', 'K42']);
    expect(legalMoves(b, 'gb-22gds').has('K42')).toBe(true);
  });
});

describe('supply units (13, 15)', () => {
  it('13.2: a supply unit may enter an enemy ZOC (and stops), flagged as only to support an attack there', () => {
    const b = board(['allied-supply-1', 'K44'], ['de-21pz-5', 'K40']);
    const m = legalMoves(b, 'allied-supply-1').get('K41');
    expect(m).toMatchObject({ stop: 'zoc', supportOnly: true, enemyZoc: ['de-21pz-5'] });
  });

  it('13.3, 15.1: a supply unit or Rommel alone may not move next to an enemy supply unit; escorted it may', () => {
    const b = board(['allied-supply-1', 'K44'], ['axis-supply-1', 'K40']);
    expect(explainMove(b, 'allied-supply-1', 'K41')).toMatchObject({ reason: 'nearEnemySupply', rule: '13.3', params: { enemy: 'axis-supply-1' } });
    expect(explainMove(b, 'allied-supply-1', hexes('K44 K43 K42 K41'))).toMatchObject({ reason: 'nearEnemySupply', rule: '13.3' });
    const r = board(['de-rommel', 'K36'], ['allied-supply-1', 'K40']);
    expect(explainMove(r, 'de-rommel', 'K39')).toMatchObject({ reason: 'nearEnemySupply', rule: '15.1' });
    const escorted = board(['allied-supply-1', 'K44'], ['gb-22gds', 'K44'], ['axis-supply-1', 'K40']);
    expect(explainMove(escorted, ['allied-supply-1', 'gb-22gds'], 'K41')).toBeNull();
  });

  it('13.3, A-36: across W62-X62, and next to an enemy supply inside a fortress, the rule does not bite', () => {
    const b = board(['allied-supply-1', 'H27'], ['axis-supply-1', 'G25']);
    expect(explainMove(b, 'allied-supply-1', ['H27', 'H26'])).toBeNull();
  });

  it('T33 (15.2.1): a combat unit moving next to a lone enemy supply captures it and moves on', () => {
    const b = board(['gb-22gds', 'K44'], ['axis-supply-1', 'J41']);
    const r = followPath(b, 'gb-22gds', hexes('K44 K43 K42 K41 K40'));
    expect(r).toMatchObject({ ok: true, move: { captures: ['axis-supply-1'] } });
    expect(legalMoves(b, 'gb-22gds').get('K43')?.captures).toEqual([]);
  });

  it('T34 (15.2.3): a lone supply in Tobruch is not captured by moving next to it, only by entering', () => {
    const b = board(['de-21pz-5', 'H27'], ['allied-supply-1', 'G25']);
    expect(followPath(b, 'de-21pz-5', ['H27', 'H26'])).toMatchObject({ ok: true, move: { captures: [] } });
    expect(followPath(b, 'de-21pz-5', ['H27', 'H26', 'G25'])).toMatchObject({ ok: true, move: { captures: ['allied-supply-1'] } });
  });

  it('15.2.1: no capture across E18-F19', () => {
    const b = board(['gb-22gds', 'G19'], ['axis-supply-1', 'E18']);
    const r = followPath(b, 'gb-22gds', ['G19', 'F19']);
    expect(r).toMatchObject({ ok: true, move: { captures: [] } });
  });

  it('a supply stacked with combat units is not captured by adjacency (15.3)', () => {
    const b = board(['gb-22gds', 'K44'], ['axis-supply-1', 'J40'], ['de-21pz-5', 'J40']);
    expect(legalMoves(b, 'gb-22gds').get('K41')?.captures).toEqual([]);
  });
});

describe('continuing a move, and the March 1941 set-up', () => {
  it('progress carries MP, road bonus and the off-road crossing to the next drag', () => {
    const b = board([PZ, 'G24']);
    const first = followPath(b, PZ, ['G24', 'H24']);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const moved = board([PZ, 'H24']);
    const opts = { progress: first.move.progress };
    expect(explainMove(moved, PZ, ['H24', 'H25', 'H26'], opts)).toMatchObject({ reason: 'escarpmentRoadside', rule: '18.5' });
    expect(explainMove(moved, PZ, ['H24', 'H23'], opts)).toBeNull();
    const stopped = followPath(board([PZ, 'G25']), PZ, ['G25', 'G24']);
    expect(stopped.ok && stopped.move.stop).toBe('escarpment');
    if (stopped.ok) {
      expect(legalMoves(board([PZ, 'G24']), PZ, { progress: stopped.move.progress }).size).toBe(0);
      expect(explainMove(board([PZ, 'G24']), PZ, 'H24', { progress: stopped.move.progress })).toMatchObject({ reason: 'escarpmentStop' });
    }
  });

  it('every unit of the March 1941 set-up gets legal moves and explained refusals', () => {
    const scenario = data.scenarios.find((s) => s.id === 'march-1941')!;
    const b: Board = { data, units: new Map(scenario.setup.map((p) => [p.unit, { hex: p.hex, side: sideOf(p.unit) }])) };
    for (const p of scenario.setup) {
      const m = legalMoves(b, p.unit);
      expect(m.size, p.unit).toBeGreaterThan(0);
      const r = explainMove(b, p.unit, 'J62');
      if (p.hex !== 'J62' && !m.has('J62')) {
        expect(r, p.unit).not.toBeNull();
        expect(AK_REFUSAL_REASONS).toContain(r!.reason);
      }
    }
    // The Axis stack at El Agheila (W6) may be thinned out one unit at a time.
    expect(legalMoves(b, 'de-21pz-5').has('W7')).toBe(true);
    // The Allied garrison of Bengasi (H2) may leave; no road hexside touches H2 in the data
    // (PROVENANCE.md item 6), so its first step is paid from the movement factor.
    expect(legalMoves(b, 'gb-2arm-2sg').get('I2')).toMatchObject({ path: ['H2', 'I2'], remaining: 6, roadBonusRemaining: 10 });
  });
});
