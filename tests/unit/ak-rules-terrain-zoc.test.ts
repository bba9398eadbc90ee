import { describe, expect, it } from 'vitest';
import {
  adjacent,
  doublesDefence,
  enemyZocAt,
  enemyZocMap,
  exertsZoc,
  explainBattle,
  explainMove,
  hexExists,
  isBase,
  isClosedHexside,
  isEscarpment,
  isFortress,
  isPlainEscarpment,
  isPlayable,
  isQattaraHexside,
  isRoadEscarpment,
  isRoadHexside,
  legalMoves,
  neighboursOf,
  zocHexes,
  zocMap,
  baseSide,
  type Board,
} from '../../main/games/afrika-korps/rules/index.js';
import { akData, board, sideOf } from './fixtures/ak-board';

/**
 * Afrika Korps terrain and zones of control, from the rulebook (seed 000_9dce4600f0004f56.txt,
 * section numbers as printed there) and the research's test cases (shared/research/
 * seed-000-afrika-korps.md §6.2, "T<n>" below).
 */

const data = akData;

describe('terrain queries (1.1, 5.6–5.8, 10.2, 17, 18)', () => {
  it('T1: H24 has the six neighbours the §18 examples step to', () => {
    expect(new Set(neighboursOf(data, 'H24'))).toEqual(new Set(['H23', 'H25', 'G23', 'G24', 'I24', 'I25']));
  });

  it('1.1: the named escarpment, fortress, base and road examples', () => {
    expect(isEscarpment(data, 'G24')).toBe(true);
    expect(isEscarpment(data, 'T29')).toBe(true); // "T29 is not a pass through the escarpment"
    expect(isPlainEscarpment(data, 'G24')).toBe(true);
    expect(isFortress(data, 'H2')).toBe(true);
    expect(isFortress(data, 'G25')).toBe(true);
    expect(isBase(data, 'W3')).toBe(true);
    expect(isBase(data, 'J62')).toBe(true);
    expect(baseSide(data, 'W3')).toBe('axis');
    expect(baseSide(data, 'J62')).toBe('allied');
    expect(neighboursOf(data, 'K61').some((n) => isRoadHexside(data, 'K61', n))).toBe(true); // K61 on the coast road
  });

  it('18 examples: H23, H24, H25, I26, I27 are escarpment hexes with the road; H26 and H29 are not escarpments', () => {
    for (const h of ['H23', 'H24', 'H25', 'I26', 'I27']) expect(isRoadEscarpment(data, h), h).toBe(true);
    for (const h of ['H26', 'H29']) expect(isEscarpment(data, h), h).toBe(false);
    for (const [a, b] of [['G22', 'H23'], ['H23', 'H24'], ['H24', 'H25'], ['H24', 'I25'], ['I25', 'I26'], ['I26', 'J27'], ['J27', 'I27']]) {
      expect(isRoadHexside(data, a!, b!), `${a}-${b}`).toBe(true);
    }
    for (const [a, b] of [['G24', 'H24'], ['I24', 'H24'], ['H25', 'H26'], ['H26', 'I27'], ['I27', 'J28']]) {
      expect(isRoadHexside(data, a!, b!), `${a}-${b}`).toBe(false);
    }
  });

  it('10.2: defence doubles in fortress and escarpment hexes only', () => {
    expect(doublesDefence(data, 'G25')).toBe(true);
    expect(doublesDefence(data, 'H2')).toBe(true);
    expect(doublesDefence(data, 'G24')).toBe(true);
    expect(doublesDefence(data, 'H24')).toBe(true); // an escarpment hex with the road is still an escarpment hex
    for (const h of ['H26', 'W3', 'J62', 'Q60', 'K61']) expect(doublesDefence(data, h), h).toBe(false);
  });

  it('T2 (5.6, 5.8): Q60 playable; R60 and T61 prohibited; R68, X70, Y70 absent; the east-edge hexes playable', () => {
    expect(isPlayable(data, 'Q60')).toBe(true);
    expect(isPlayable(data, 'R60')).toBe(false);
    expect(isPlayable(data, 'T61')).toBe(false);
    for (const h of ['R68', 'X70', 'Y70']) expect(hexExists(data, h), h).toBe(false);
    for (const h of ['I63', 'K64', 'M65', 'O66', 'Q67', 'S68', 'U69']) expect(isPlayable(data, h), h).toBe(true);
  });

  it('5.7: W62-X62 is an all-Qattara hexside, E18-F19 an all-sea one', () => {
    expect(adjacent(data, 'W62', 'X62')).toBe(true);
    expect(isQattaraHexside(data, 'W62', 'X62')).toBe(true);
    expect(adjacent(data, 'E18', 'F19')).toBe(true);
    expect(isClosedHexside(data, 'E18', 'F19')).toBe(true);
  });
});

describe('moving into terrain (5.6–5.8)', () => {
  /** A playable neighbour of `h`, not across a prohibited hexside, to start from. */
  const startNextTo = (h: string): string => {
    const n = neighboursOf(data, h).find((x) => isPlayable(data, x) && !isQattaraHexside(data, x, h) && !isClosedHexside(data, x, h));
    if (!n) throw new Error(`no playable neighbour of ${h}`);
    return n;
  };

  it('T2: Q60 is entered for 1 MP like clear terrain; R60 and T61 are refused (5.6)', () => {
    const from = startNextTo('Q60');
    const b = board(['de-21pz-5', from]);
    const move = legalMoves(b, 'de-21pz-5').get('Q60');
    expect(move?.path).toEqual([from, 'Q60']);
    expect(move?.remaining).toBe(9);
    for (const h of ['R60', 'T61']) {
      const s = startNextTo(h);
      expect(explainMove(board(['de-21pz-5', s]), 'de-21pz-5', [s, h])).toMatchObject({ reason: 'prohibitedTerrain', rule: '5.6' });
      expect(explainMove(board(['de-21pz-5', s]), 'de-21pz-5', h)).toMatchObject({ reason: 'prohibitedTerrain', rule: '5.6' });
    }
  });

  it('T2: R68, X70 and Y70 are off the map (5.8); I63 … U69 can be entered', () => {
    for (const h of ['R68', 'X70', 'Y70']) expect(explainMove(board(['gb-22gds', 'Q67']), 'gb-22gds', h)).toMatchObject({ reason: 'offMap', rule: '5.8' });
    for (const h of ['I63', 'K64', 'M65', 'O66', 'Q67', 'S68', 'U69']) {
      const s = startNextTo(h);
      expect(explainMove(board(['gb-22gds', s]), 'gb-22gds', [s, h]), h).toBeNull();
    }
  });

  it('T3 (5.7): no moving W62→X62 or E18→F19 directly', () => {
    expect(explainMove(board(['gb-22gds', 'W62']), 'gb-22gds', ['W62', 'X62'])).toMatchObject({ reason: 'prohibitedHexside', rule: '5.7' });
    expect(explainMove(board(['gb-22gds', 'E18']), 'gb-22gds', ['E18', 'F19'])).toMatchObject({ reason: 'prohibitedHexside', rule: '5.7' });
    // …though X62 may still be reached the long way round, when the allowance permits.
    const m = legalMoves(board(['gb-22gds', 'W62']), 'gb-22gds');
    const viaOther = m.get('X62');
    if (viaOther) expect(viaOther.path.length).toBeGreaterThan(2);
  });

  it('sea hexes are never entered', () => {
    expect(explainMove(board(['gb-22gds', 'E18']), 'gb-22gds', ['E18', 'E19'])).toMatchObject({ reason: 'prohibitedTerrain', rule: '5.7' });
  });
});

describe('zones of control (7.1, 15.1, 19.5, 22.3, 23.1–23.2)', () => {
  it('7.1: a combat unit exerts ZOC into the six adjacent hexes', () => {
    const b = board(['de-21pz-5', 'J40']);
    expect(new Set(zocHexes(b, 'de-21pz-5'))).toEqual(new Set(neighboursOf(data, 'J40')));
    expect(zocMap(b, 'axis').get('J41')).toEqual(['de-21pz-5']);
    expect(enemyZocAt(b, 'allied', 'J41')).toEqual(['de-21pz-5']);
    expect(enemyZocAt(b, 'axis', 'J41')).toEqual([]);
  });

  it('15.1, 22.3: supply units and Rommel have no ZOC', () => {
    const b = board(['axis-supply-1', 'J40'], ['de-rommel', 'K44']);
    expect(exertsZoc(b, 'axis-supply-1')).toBe(false);
    expect(exertsZoc(b, 'de-rommel')).toBe(false);
    expect(zocMap(b, 'axis').size).toBe(0);
  });

  it('T3 (7.1, 5.7): no ZOC across W62-X62 or E18-F19, and no battle across them', () => {
    const q = board(['de-21pz-5', 'W62'], ['gb-22gds', 'X62']);
    expect(zocHexes(q, 'de-21pz-5')).not.toContain('X62');
    expect(zocHexes(q, 'gb-22gds')).not.toContain('W62');
    expect(explainBattle(q, ['de-21pz-5'], ['gb-22gds'])).toMatchObject({ reason: 'prohibitedHexside', rule: '5.7' });
    const s = board(['de-21pz-5', 'E18'], ['gb-22gds', 'F19']);
    expect(zocHexes(s, 'de-21pz-5')).not.toContain('F19');
    expect(enemyZocAt(s, 'allied', 'F19')).toEqual([]);
  });

  it('19.5: no ZOC extends into a fortress hex', () => {
    const b = board(['de-21pz-5', 'H26']);
    expect(zocHexes(b, 'de-21pz-5')).not.toContain('G25');
    expect(enemyZocAt(b, 'allied', 'G25')).toEqual([]);
  });

  it('A-10 (7.1 "le fortezze", 23.1–23.2): a garrison exerts no ZOC out of its fortress, unless switched on', () => {
    const b = board(['au-9a-20', 'G25']);
    expect(exertsZoc(b, 'au-9a-20')).toBe(false);
    expect(enemyZocAt(b, 'axis', 'H26')).toEqual([]);
    expect(enemyZocAt(b, 'axis', 'H26', { fortressZocOutward: true })).toEqual(['au-9a-20']);
  });

  it('7.1, 9.1: a unit under automatic victory loses its ZOC', () => {
    const b = board(['de-21pz-5', 'J40']);
    expect(exertsZoc(b, 'de-21pz-5', { automaticVictory: ['de-21pz-5'] })).toBe(false);
    expect(enemyZocMap(b, 'allied', { automaticVictory: ['de-21pz-5'] }).size).toBe(0);
  });

  it('7.1: a friendly ZOC does not cancel an enemy ZOC', () => {
    const b = board(['de-21pz-5', 'J40'], ['gb-22gds', 'K42'], ['gb-2arm-3', 'K40']);
    expect(enemyZocAt(b, 'allied', 'K41')).toEqual(['de-21pz-5']);
  });
});

describe('moving through zones of control (5.4, 8.1, 8.3)', () => {
  it('T12 (8.1): a unit entering enemy ZOC must stop, whatever MP it has left', () => {
    const b = board(['gb-22gds', 'K44'], ['de-21pz-5', 'J40']);
    const m = legalMoves(b, 'gb-22gds');
    const k41 = m.get('K41')!;
    expect(k41.stop).toBe('zoc');
    expect(k41.remaining).toBeGreaterThan(0);
    expect(k41.enemyZoc).toEqual(['de-21pz-5']);
    expect(explainMove(b, 'gb-22gds', ['K44', 'K43', 'K42', 'K41', 'K40'])).toMatchObject({ reason: 'zocStop', rule: '8.1', params: { hex: 'K41' } });
  });

  it('5.4, 8.3: no moving through enemy ZOC — a hex reachable only through it is refused', () => {
    // Axis units at P37 and R37 close Q36–Q38 with their ZOCs; the 22 Gds (2-2-6) at Q40 could
    // reach Q35 in five hexes straight through, but the way round is longer than its six.
    const b = board(['gb-22gds', 'Q40'], ['de-21pz-5', 'P37'], ['de-21pz-104', 'R37']);
    expect(enemyZocAt(b, 'allied', 'Q38')).toEqual(['de-21pz-5']);
    expect(legalMoves(b, 'gb-22gds').has('Q35')).toBe(false);
    // The refusal names the hex of the zone where the way through stops, and the destination.
    expect(explainMove(b, 'gb-22gds', 'Q35')).toMatchObject({ reason: 'zocStop', rule: '8.1', params: { hex: 'Q38', to: 'Q35' } });
    expect(explainMove(b, 'gb-22gds', ['Q40', 'Q39', 'Q38', 'Q37', 'Q36', 'Q35'])).toMatchObject({ reason: 'zocStop', rule: '8.1', params: { hex: 'Q38' } });
  });

  it('T13 (8.3): starting in the ZOC of A only — into B\'s ZOC yes, into A\'s or A-and-B\'s no', () => {
    // A = 21Pz 5 at J40, B = 21Pz 104 at L42; the Allied 22 Gds starts at K40, next to A only.
    const b = board(['gb-22gds', 'K40'], ['de-21pz-5', 'J40'], ['de-21pz-104', 'L42']);
    expect(enemyZocAt(b, 'allied', 'K40')).toEqual(['de-21pz-5']);
    expect(new Set(enemyZocAt(b, 'allied', 'K41'))).toEqual(new Set(['de-21pz-5', 'de-21pz-104']));
    expect(enemyZocAt(b, 'allied', 'L41')).toEqual(['de-21pz-104']);

    const m = legalMoves(b, 'gb-22gds');
    expect(m.get('L41')).toMatchObject({ path: ['K40', 'L41'], stop: 'zoc', enemyZoc: ['de-21pz-104'] });
    expect(explainMove(b, 'gb-22gds', ['K40', 'L41'])).toBeNull();
    // Into a hex in both ZOCs: refused.
    expect(m.has('K41')).toBe(false);
    expect(explainMove(b, 'gb-22gds', ['K40', 'K41'])).toMatchObject({ reason: 'zocToZoc', rule: '8.3', params: { enemy: 'de-21pz-5' } });
    expect(explainMove(b, 'gb-22gds', 'K41')).toMatchObject({ reason: 'zocToZoc', rule: '8.3' });
    // Straight into another hex of A's ZOC: refused…
    expect(explainMove(b, 'gb-22gds', ['K40', 'J39'])).toMatchObject({ reason: 'zocToZoc', rule: '8.3' });
    // …but stepping out to a ZOC-free hex first and coming back is allowed (8.3, second sentence).
    expect(enemyZocAt(b, 'allied', 'K39')).toEqual([]);
    expect(explainMove(b, 'gb-22gds', ['K40', 'K39', 'J39'])).toBeNull();
    expect(m.get('J39')?.path).toEqual(['K40', 'K39', 'J39']);
  });

  it('T14 (19.5, 23.1, A-10): moving next to the Tobruch garrison does not stop a unit; nor does entering a fortress next to enemies', () => {
    const b = board(['de-21pz-5', 'H27'], ['au-9a-20', 'G25']);
    const m = legalMoves(b, 'de-21pz-5');
    expect(m.get('H26')?.stop).toBeUndefined();
    // H26 and H25 both touch Tobruch; the unit walks past without stopping.
    expect(adjacent(data, 'H26', 'G25') && adjacent(data, 'H25', 'G25')).toBe(true);
    expect(explainMove(b, 'de-21pz-5', ['H27', 'H26', 'H25', 'H24'])).toBeNull();
    // With the A-10 switch on, the garrison's ZOC would stop it in H26.
    expect(legalMoves(b, 'de-21pz-5', { fortressZocOutward: true }).get('H26')?.stop).toBe('zoc');

    // Entering the fortress next to an enemy: no ZOC inside, so no stop, and the unit may go on.
    const c = board(['gb-22gds', 'H26'], ['de-21pz-5', 'G24']);
    expect(enemyZocAt(c, 'allied', 'G25')).toEqual([]);
    expect(legalMoves(c, 'gb-22gds').get('G25')?.stop).toBeUndefined();
  });

  it('T15 (5.4, 15.1, 22.3): a hex holding only an enemy supply and/or a lone Rommel may be entered and ended in', () => {
    const b = board(['gb-22gds', 'K44'], ['axis-supply-1', 'K42'], ['de-rommel', 'K41']);
    const m = legalMoves(b, 'gb-22gds');
    expect(m.get('K42')?.stop).toBeUndefined();
    expect(m.has('K41')).toBe(true);
    expect(explainMove(b, 'gb-22gds', ['K44', 'K43', 'K42', 'K41', 'K40'])).toBeNull();
    // Rommel stacked with a combat unit blocks like any combat unit (5.4).
    const c = board(['gb-22gds', 'K43'], ['de-rommel', 'K42'], ['de-21pz-5', 'K42']);
    expect(explainMove(c, 'gb-22gds', ['K43', 'K42'])).toMatchObject({ reason: 'enemyUnit', rule: '5.4' });
  });

  it('5.4: never into a hex with enemy combat units', () => {
    const b = board(['gb-22gds', 'K44'], ['de-21pz-5', 'K40']);
    expect(legalMoves(b, 'gb-22gds').has('K40')).toBe(false);
    expect(explainMove(b, 'gb-22gds', 'K40')).toMatchObject({ reason: 'enemyUnit', rule: '5.4' });
  });

  it('T36 (9.1, A-26): through the ZOC and the hex of a unit under automatic victory, but not ending there', () => {
    const b = board(['gb-22gds', 'K44'], ['de-21pz-104', 'K41']);
    const opts = { automaticVictory: ['de-21pz-104'] };
    expect(explainMove(b, 'gb-22gds', ['K44', 'K43', 'K42', 'K41', 'K40', 'K39'], opts)).toBeNull();
    expect(legalMoves(b, 'gb-22gds', opts).get('K42')?.stop).toBeUndefined();
    expect(explainMove(b, 'gb-22gds', 'K41', opts)).toMatchObject({ reason: 'automaticVictoryHex', rule: '9.1' });
    expect(legalMoves(b, 'gb-22gds', opts).has('K41')).toBe(false);
  });
});
