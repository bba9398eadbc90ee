import { describe, expect, it } from 'vitest';
import { act, ak, passTurn, position, refusal, toCombat, where } from './fixtures/ak-play';
import { akData, board } from './fixtures/ak-board';
import { retreatEnds } from '../../main/games/afrika-korps/play/combat';
import { crtResult } from '../../main/games/afrika-korps/rules/crt';
import { legalMoves } from '../../main/games/afrika-korps/rules/movement';
import { explainMove } from '../../main/games/afrika-korps/rules/move-explain';
import { enemyZocAt } from '../../main/games/afrika-korps/rules/zoc';
import { neighboursOf } from '../../main/games/afrika-korps/rules/terrain';
import { boardOf } from '../../main/games/afrika-korps/play/state';
import type { AkState } from '../../main/games/afrika-korps/play/state';

/**
 * Issue 12, items 6-10: sea and isolation (24.4), Rommel's nearest unit (22.4.2), advancing up to
 * the stacking limit (16.1, 6.1), and refusals that say which rule and where.
 */
const codes = (messages: { code: string }[]) => messages.map((m) => m.code);
const boardOfState = (s: AkState) => boardOf(akData, s);

describe('24.4: units at sea are isolated unless a supply unit is at sea with them', () => {
  // No Allied supply on the map: the garrison of Tobruch is isolated from the first Allied turn.
  const garrison = () => position({ 'au-9a-20': 'G25', 'gb-22gds': 'G25', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { side: 'allied' });
  const embark = (s: AkState, units: string[]) => act(act(s, { type: 'endArrival' }).state, { type: 'embark', units }).state;

  it('a unit in its second isolated turn that puts to sea without supply is eliminated', () => {
    let s = passTurn(garrison()); // first isolated Allied turn: isolated at its start and end
    expect(s.rules.isolation['au-9a-20']).toBe(1);
    s = passTurn(s); // the Axis turn
    expect(s.rules.isolatedAtStart).toContain('au-9a-20');
    s = embark(s, ['au-9a-20']);
    s = act(act(s, { type: 'endMovement' }).state, { type: 'endCombat' }).state;
    const end = act(s, { type: 'endTurn' });
    expect(end.messages.find((m) => m.code === 'forcedElimination' && m.params.unit === 'au-9a-20')).toMatchObject({ rule: '24.4' });
    expect(where(end.state, 'au-9a-20')).toBe('eliminated');
    expect(end.state.rules.sea).not.toHaveProperty('au-9a-20');
    // The unit left behind on the map is lost by 24.2 in the same turn.
    expect(where(end.state, 'gb-22gds')).toBe('eliminated');
  });

  it('in the first isolated turn it survives at sea, still isolated; with a supply unit at sea it is supplied', () => {
    const first = act(act(act(embark(garrison(), ['au-9a-20']), { type: 'endMovement' }).state, { type: 'endCombat' }).state, { type: 'endTurn' }).state;
    expect(first.rules.sea).toHaveProperty('au-9a-20');
    expect(first.rules.isolation['au-9a-20']).toBe(1);

    // Second isolated turn, but a supply lands at Tobruch and sails with the unit.
    let s = passTurn(passTurn(garrison()));
    s = act(s, { type: 'landSupply', unit: 'allied-supply-2', port: 'tobruch' }).state;
    s = embark(s, ['au-9a-20', 'allied-supply-2']);
    s = act(act(s, { type: 'endMovement' }).state, { type: 'endCombat' }).state;
    const end = act(s, { type: 'endTurn' });
    expect(end.state.rules.sea).toHaveProperty('au-9a-20');
    expect(end.state.rules.isolation).not.toHaveProperty('au-9a-20');
  });
});

describe('22.4.2: Rommel goes to the nearest Axis unit counted along a path free of Allied ZOC', () => {
  it('a unit two hexes away through Allied ZOC is farther than one three hexes away in the open', () => {
    // P32 (Allied, once moved) puts O31, Q32 and the rest of its neighbours in ZOC: from P31 the
    // way to it-savona at O32 through O31 does not count; round the ZOC it is four hexes. The
    // 21st Panzer at S32 is three hexes away on open ground.
    let s = position({ 'de-rommel': 'P31', 'it-savona': 'O32', 'de-21pz-5': 'S32', 'axis-supply-1': 'S32', 'gb-50inf-69': 'P34', 'allied-supply-1': 'P35' }, { side: 'allied' });
    s = act(s, { type: 'endArrival' }).state;
    const moved = act(s, { type: 'move', units: ['gb-50inf-69'], to: 'P32' });
    expect(codes(moved.messages)).toContain('rommelRelocated');
    expect(where(moved.state, 'de-rommel')).toBe('S32');
  });

  it('when every way crosses Allied ZOC, the ZOC hexes count', () => {
    let s = position({ 'de-rommel': 'P31', 'it-savona': 'O32', 'axis-supply-1': 'S32', 'gb-50inf-69': 'P34', 'allied-supply-1': 'P35' }, { side: 'allied' });
    s = act(s, { type: 'endArrival' }).state;
    const moved = act(s, { type: 'move', units: ['gb-50inf-69'], to: 'P32' });
    expect(where(moved.state, 'de-rommel')).toBe('O32');
  });
});

describe('16.1: advancing into the emptied hex is limited by stacking (6.1)', () => {
  it('four attackers may not all advance into the escarpment they emptied; three may', () => {
    // gb-22gds (2, doubled on the P29 escarpment) attacked from four sides by four 2-factor units: 8 to 4.
    const attackers = ['it-savona', 'it-bologna', 'it-sabratha', 'it-centor'];
    const s = toCombat(
      position({ 'it-savona': 'P30', 'it-bologna': 'O29', 'it-sabratha': 'P28', 'it-centor': 'Q29', 'axis-supply-1': 'Q28', 'gb-22gds': 'P29', 'au-9a-20': 'I33', 'allied-supply-1': 'I33' }),
    );
    const die = [1, 2, 3, 4, 5, 6].find((d) => crtResult('2-1', d) === 'DE')!;
    const won = act(s, { type: 'attack', attackers, defenders: ['gb-22gds'] }, [die]);
    expect(won.messages[0]).toMatchObject({ params: { odds: '2-1', result: 'DE' } });
    expect(won.state.rules.pending).toMatchObject({ kind: 'advance', hex: 'P29' });
    expect(refusal(won.state, { type: 'advance', units: attackers })).toMatchObject({ reason: 'overstacked', rule: '6.1', params: { hex: 'P29', count: 4 } });
    const three = act(won.state, { type: 'advance', units: attackers.slice(0, 3) }).state;
    expect(attackers.slice(0, 3).map((u) => where(three, u))).toEqual(['P29', 'P29', 'P29']);
  });
});

describe('refusals say which rule, and where', () => {
  it('moving a unit to the hex it stands on is refused, not a crash (5.2)', () => {
    const s = act(position({ 'de-21pz-5': 'P27', 'axis-supply-1': 'P27', 'gb-50inf-69': 'I33', 'allied-supply-1': 'I33' }), { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'move', units: ['de-21pz-5'], to: 'P27' })).toMatchObject({ reason: 'alreadyThere', rule: '5.2', params: { hex: 'P27' } });
    expect(refusal(s, { type: 'move', units: ['de-21pz-5', 'axis-supply-1'], to: 'p27' })).toMatchObject({ reason: 'alreadyThere' });
  });

  it('hex names and ports are read whatever their case; ports by id, hex or name', () => {
    let s = act(position({ 'de-21pz-5': 'P27', 'axis-supply-1': 'P27', 'gb-50inf-69': 'I33', 'allied-supply-1': 'I33' }), { type: 'endArrival' }).state;
    s = act(s, { type: 'move', units: ['de-21pz-5'], to: 'p28' }).state;
    expect(where(s, 'de-21pz-5')).toBe('P28');
    const a = position({ 'gb-22gds': 'G25', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { side: 'allied' });
    for (const port of ['G25', 'g25', 'Tobruch']) expect(ak.explain(a, { type: 'landSupply', unit: 'allied-supply-2', port })).toBeNull();
    // The enemy base by its hex is still the enemy base (19.7); Bengasi is no port (23.3).
    expect(ak.explain(a, { type: 'landSupply', unit: 'allied-supply-2', port: 'w3' })).toMatchObject({ reason: 'enemyBase', rule: '19.7' });
    expect(ak.explain(a, { type: 'landSupply', unit: 'allied-supply-2', port: 'H2' })).toMatchObject({ reason: 'notAPort' });
    const landed = act(a, { type: 'landSupply', unit: 'allied-supply-2', port: 'g25' }).state;
    expect(where(landed, 'allied-supply-2')).toBe('G25');
  });

  it('a move blocked by zones of control says so, with the hex of the zone, not "not enough movement points"', () => {
    // The 21st Panzer at R8 starts next to the Allied stack at R9 (8.3); N7 closes the way round.
    const placed: [string, string][] = [['de-21pz-5', 'R8'], ['gb-50inf-69', 'R9'], ['gb-22gds', 'R9'], ['au-9a-20', 'N7']];
    const b = board(...placed);
    const open = board(['de-21pz-5', 'R8']);
    const targets = [...legalMoves(open, 'de-21pz-5')].map(([h]) => h).filter((h) => !legalMoves(b, 'de-21pz-5').has(h) && !placed.some(([, x]) => x === h));
    expect(targets.length).toBeGreaterThan(0);
    const reasons = targets.map((to) => {
      const r = explainMove(b, 'de-21pz-5', to)!;
      if (r.reason === 'beyondMovement') {
        // Only where even the way through the zones, round the enemy units, is too long.
        expect(Number(r.params.needed)).toBeGreaterThan(Number(r.params.left));
      } else {
        expect(['zocStop', 'zocToZoc']).toContain(r.reason);
        expect(enemyZocAt(b, 'axis', String(r.params.hex)).length).toBeGreaterThan(0);
        expect(r.params.to).toBe(to);
      }
      return r.reason;
    });
    expect(reasons.filter((r) => r !== 'beyondMovement').length).toBeGreaterThan(targets.length / 2);
    // R17: straight through R9's zone from R8 in ten, the way round is longer.
    expect(explainMove(b, 'de-21pz-5', 'R17')).toMatchObject({ reason: 'zocToZoc', rule: '8.3', params: { from: 'R8', enemy: 'gb-50inf-69' } });
  });

  it('beyondMovement names the unit, the movement points needed and left', () => {
    const b = board(['gb-22gds', 'L34']);
    const r = explainMove(b, 'gb-22gds', 'S34')!;
    expect(r).toMatchObject({ reason: 'beyondMovement', params: { unit: 'gb-22gds', hex: 'S34', left: 6 } });
    expect(Number(r.params.needed)).toBeGreaterThan(6);
    const path = ['L34', 'M34', 'N34', 'O34', 'P34', 'Q34', 'R34', 'S34'];
    expect(explainMove(b, 'gb-22gds', path)).toMatchObject({ reason: 'beyondMovement', params: { unit: 'gb-22gds', hex: 'S34', left: 6, needed: 7 } });
  });

  it('the road-escarpment rule cites 18.5 on the road-escarpment hex', () => {
    // From Tobruch: H26-I27 then off the road I27-J28 is a second non-road crossing at I27.
    const b = board(['de-21pz-5', 'G25']);
    expect(explainMove(b, 'de-21pz-5', ['G25', 'H26', 'I27', 'J28'])).toMatchObject({ reason: 'escarpmentRoadside', rule: '18.5', params: { hex: 'I27' } });
  });

  it('a refused retreat end says which rule closes it; a lower-case end is read as printed', () => {
    const s = toCombat(position({ 'it-ariete': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'P33', 'au-9a-20': 'P33', 'au-7a-1': 'P33', 'allied-supply-1': 'I33' }));
    const die = [1, 2, 3, 4, 5, 6].find((d) => crtResult('4-1', d) === 'DB2')!;
    const r = act(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] }, [die]).state;
    expect(r.rules.pending).toMatchObject({ kind: 'retreat', units: ['gb-50inf-69'] });
    const retreat = (to: string) => refusal(r, { type: 'retreat', unit: 'gb-50inf-69', to });
    expect(retreat('P31')).toMatchObject({ reason: 'retreatToStart', rule: '7.6' });
    expect(retreat('Q30')).toMatchObject({ reason: 'retreatThroughZoc', rule: '7.6.1', params: { hex: 'Q30', enemy: 'it-ariete' } });
    expect(retreat('P36')).toMatchObject({ reason: 'retreatTooFar', rule: '7.6' });
    expect(retreat('P33')).toMatchObject({ reason: 'retreatOverstacked', rule: '7.6.1', params: { hex: 'P33', count: 4 } });
    const ends = [...retreatEnds(boardOfState(r), 'gb-50inf-69', 'P31').keys()].sort();
    // Every other hex within two is refused with one of the retreat rules, never the bare badRetreat.
    const near = new Set(neighboursOf(akData, 'P31').flatMap((h) => [h, ...neighboursOf(akData, h)]));
    for (const h of near) if (!ends.includes(h)) expect(retreat(h).reason).not.toBe('badRetreat');
    const done = act(r, { type: 'retreat', unit: 'gb-50inf-69', to: ends[0]!.toLowerCase() }).state;
    expect(where(done, 'gb-50inf-69')).toBe(ends[0]);
  });
});
