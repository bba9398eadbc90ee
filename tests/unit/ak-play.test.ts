import { describe, expect, it } from 'vitest';
import { act, ak, newGame, passTurn, position, refusal, toCombat, where } from './fixtures/ak-play';
import { akData, board } from './fixtures/ak-board';
import { exchange, explainLosses, retreatEnds } from '../../main/games/afrika-korps/play/combat';
import { sunkFaces } from '../../main/games/afrika-korps/play/state';
import { isolatedUnits, suppliesInRange } from '../../main/games/afrika-korps/play/supply';
import { legalMoves } from '../../main/games/afrika-korps/rules/movement';
import { AkPlayPartSchema } from '../../shared/games/afrika-korps/view';

/**
 * The Afrika Korps sequence of play in rules mode, from the rulebook (seed 000, third edition) and
 * the research file's test cases (T<n>, §6.2 of research/seed-000-afrika-korps.md).
 */

const codes = (messages: { code: string }[]) => messages.map((m) => m.code);
/** Afrika Korps's own part of the play view, read with its schema. */
const akPart = (s: Parameters<typeof ak.view>[0]) => AkPlayPartSchema.parse(ak.view(s, null).play!.game);

describe('Afrika Korps sequence of play (3)', () => {
  it('starts in rules mode with the Axis arrival step; free mode is one action away', () => {
    const s = newGame();
    expect(s.mode).toBe('rules');
    expect(s.phase).toBe('axis.arrival');
    expect(ak.view(s, null).play).toMatchObject({ side: 'axis', step: 'arrival', places: [] });
    expect(ak.prompt(s, null)).toContain('endArrival');
    expect(ak.prompt(s, null)).not.toContain('move');
    const free = act(s, { type: 'setMode', mode: 'free' }).state;
    expect(free.mode).toBe('free');
    expect(ak.prompt(free, null)).toContain('eliminate');
  });

  it('walks arrival, movement, combat and end for each side, and the turn track advances (3.1-3.5)', () => {
    let s = newGame();
    // 12.2: no Axis port on the first turn, so no supply roll.
    expect(refusal(s, { type: 'rollSupply' })).toMatchObject({ reason: 'noPort', rule: '12.2' });
    s = act(s, { type: 'endArrival' }).state;
    expect(s.phase).toBe('axis.movement');
    // 2.2.1, 6.3: the set-up may over-stack, but not at the end of movement.
    expect(refusal(s, { type: 'endMovement' })).toMatchObject({ reason: 'overstacked', rule: '6.3', params: { hex: 'W6' } });
    const axisAtW6 = Object.values(s.units).filter((u) => u.hex === 'W6' && u.id !== 'de-rommel' && u.id !== 'axis-supply-1').map((u) => u.id).sort();
    expect(axisAtW6).toHaveLength(9);
    s = thin(s, axisAtW6.slice(0, 6));
    // A unit that has used its move may go on with what is left, but not be moved with others (6.2).
    expect(refusal(s, { type: 'move', units: [axisAtW6[0]!, axisAtW6[6]!], to: 'W7' })).toMatchObject({ reason: 'movedApart', rule: '6.2' });
    s = act(s, { type: 'endMovement' }).state;
    expect(s.phase).toBe('axis.combat');
    s = act(s, { type: 'endCombat' }).state;
    expect(s.phase).toBe('axis.end');
    const allied = act(s, { type: 'endTurn' });
    s = allied.state;
    expect(s.phase).toBe('allied.arrival');
    expect(codes(allied.messages)).toContain('playerTurnBegun');
    // The Allies hold Tobruch: one supply unit lands there (12.1); only one per turn; never at the Axis base (19.7).
    expect(refusal(s, { type: 'rollSupply' })).toMatchObject({ reason: 'alliedNoSupplyRoll', rule: '12.1' });
    expect(refusal(s, { type: 'landSupply', unit: 'allied-supply-2', port: 'axis-base' })).toMatchObject({ reason: 'enemyBase', rule: '19.7' });
    expect(refusal(s, { type: 'landSupply', unit: 'allied-supply-2', port: 'allied-base' })).toMatchObject({ reason: 'portNotControlled', rule: '19.2' });
    s = act(s, { type: 'landSupply', unit: 'allied-supply-2', port: 'tobruch' }).state;
    expect(where(s, 'allied-supply-2')).toBe('G25');
    expect(refusal(s, { type: 'landSupply', unit: 'allied-supply-3', port: 'tobruch' })).toMatchObject({ reason: 'oneSupplyPerTurn' });
    s = act(s, { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'move', units: ['de-rommel'], to: 'W7' })).toMatchObject({ reason: 'notYourUnit' });
    // Four Allied units start on L59: one moves out before movement may end.
    s = thin(s, ['in-4i-5']);
    s = passTurn(s);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('axis.arrival');
  });

  it('ends after the last Allied player turn of October 1942: the Allies win if the Axis has not (4.2)', () => {
    let s = position({ 'de-21pz-5': 'W6', 'axis-supply-1': 'W6', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }, { turn: 38 });
    s = passTurn(s);
    const last = passTurn(s);
    expect(last.rules.winner).toEqual({ side: 'allied', reason: 'endOfGame' });
    expect(ak.prompt(last, null)).not.toContain('endTurn');
  });
});

describe('Afrika Korps supply (12, 14, 24)', () => {
  it('the Axis supply table sinks 1-2, then 1-3 from July 1941, then 1 from December 1941 (12.2, T30)', () => {
    expect(sunkFaces(1)).toEqual([1, 2]);
    expect(sunkFaces(6)).toEqual([1, 2]);
    expect(sunkFaces(7)).toEqual([1, 2, 3]);
    expect(sunkFaces(16)).toEqual([1, 2, 3]);
    expect(sunkFaces(17)).toEqual([1]);
    expect(sunkFaces(38)).toEqual([1]);
    const holdingW3 = (turn: number) => position({ 'de-21pz-5': 'W3', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }, { turn });
    const sunk = act(holdingW3(1), { type: 'rollSupply' }, [2]);
    expect(codes(sunk.messages)).toEqual(['supplySunk']);
    expect(refusal(sunk.state, { type: 'landSupply', unit: 'axis-supply-1', port: 'axis-base' })).toMatchObject({ reason: 'supplySunkNoLanding', rule: '12.2' });
    expect(codes(act(holdingW3(7), { type: 'rollSupply' }, [3]).messages)).toEqual(['supplySunk']);
    const arrives = act(holdingW3(17), { type: 'rollSupply' }, [2]);
    expect(codes(arrives.messages)).toEqual(['supplyArrives']);
    const landed = act(arrives.state, { type: 'landSupply', unit: 'axis-supply-2', port: 'axis-base' }).state;
    expect(where(landed, 'axis-supply-2')).toBe('W3');
    // Rolled already; and without landing the supply is lost at the end of the arrival step (12.3.1).
    expect(refusal(arrives.state, { type: 'rollSupply' }, [5])).toMatchObject({ reason: 'supplyRolled' });
    expect(codes(act(arrives.state, { type: 'endArrival' }).messages)).toContain('supplyLost');
    // The arrival step waits for the roll when a port is held.
    expect(refusal(holdingW3(3), { type: 'endArrival' })).toMatchObject({ reason: 'supplyRollFirst', rule: '12.2' });
  });

  it('attacks at 1-2 or better need a supply within five hexes free of enemy ZOC; 1-3 or worse do not (14.1-14.3, T28, T29)', () => {
    // Axis 2-2-4 (Savona) against an Allied 1-1-6 in clear terrain: 2-1, which needs supply.
    const base = { 'it-savona': 'P30', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' };
    // 11.9: trapped in enemy ZOC with no supply and no attack it may make without: removed before combat.
    const trapped = act(act(position(base), { type: 'endArrival' }).state, { type: 'endMovement' });
    expect(trapped.messages[0]).toMatchObject({ code: 'forcedElimination', params: { unit: 'it-savona' }, rule: '11.9' });
    // Next to a 4-4-7 on an escarpment too (2:8, 1-4, no supply needed) it survives, but may not attack the 1-1-6.
    let s = toCombat(position({ ...base, 'gb-7arm-4': 'P29' }));
    expect(refusal(s, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-69'] })).toMatchObject({ reason: 'noSupply', rule: '14.1' });
    expect(act(s, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-7arm-4'] }, [3]).messages[0]).toMatchObject({ params: { odds: '1-4', supplies: '' } });
    // A supply five hexes away (counting its hex, not the attacker's) sustains it; six does not.
    const b5 = board(['it-savona', 'P30'], ['axis-supply-1', 'P25']);
    const b6 = board(['it-savona', 'P30'], ['axis-supply-1', 'P24']);
    expect(suppliesInRange(b5, 'axis', 'it-savona')).toEqual(['axis-supply-1']);
    expect(suppliesInRange(b6, 'axis', 'it-savona')).toEqual([]);
    s = toCombat(position({ ...base, 'axis-supply-1': 'P27' }));
    const fought = act(s, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-69'] }, [1]);
    expect(fought.messages[0]).toMatchObject({ code: 'battle', params: { odds: '2-1', die: 1, result: 'DE', supplies: 'axis-supply-1' } });
    expect(where(fought.state, 'gb-50inf-69')).toBe('eliminated');
    // The supply stays until the end of the player turn (14.1, T32), then leaves the map.
    expect(where(fought.state, 'axis-supply-1')).toBe('P27');
    const ended = act(act(fought.state, { type: 'endCombat' }).state, { type: 'endTurn' });
    expect(codes(ended.messages)).toContain('supplySpent');
    expect(where(ended.state, 'axis-supply-1')).toBe('pool');
  });

  it('units isolated at the start and end of two own turns are eliminated (24.2, T40); the Axis with no supply for two turns loses everything (24.5, T41)', () => {
    // No Allied supply on the map: every Allied combat unit is isolated.
    let s = position({ 'de-21pz-5': 'W6', 'axis-supply-1': 'W6', 'gb-22gds': 'I33', 'au-7a-1': 'I48' });
    expect(isolatedUnits(boardOfState(s), 'allied')).toEqual(['au-7a-1', 'gb-22gds']);
    s = passTurn(passTurn(s));
    expect(s.rules.isolation).toEqual({ 'au-7a-1': 1, 'gb-22gds': 1 });
    s = passTurn(s); // Axis turn 2
    const end = passTurn(s);
    expect(where(end, 'gb-22gds')).toBe('eliminated');
    expect(end.rules.winner).toEqual({ side: 'axis', reason: 'elimination' });

    let dry = position({ 'de-21pz-5': 'W6', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' });
    dry = passTurn(passTurn(dry));
    expect(dry.rules.axisDry).toBe(1);
    dry = passTurn(dry);
    expect(dry.rules.winner).toEqual({ side: 'allied', reason: 'axisCollapse' });
    expect(where(dry, 'de-21pz-5')).toBe('eliminated');
  });
});

describe('Afrika Korps combat (7-11, 16, 23)', () => {
  it('exchange: seven 1-1-6 against a doubled 2-3-4 at 1-1 - the defender goes, the attacker removes 6 of 7 (7.5, T19)', () => {
    const sevens = ['gb-50inf-69', 'gb-50inf-150', 'gb-50inf-151', 'za-50inf-6sa-motor', 'gb-70inf-23', 'gb-44inf-61', 'gb-44inf-132'];
    const hexes = ['G23', 'G23', 'G23', 'H24', 'H24', 'H24', 'H25'];
    const b = board(['it-brescia', 'G24'], ...sevens.map((u, i) => [u, hexes[i]!] as [string, string]));
    expect(exchange(b, sevens, ['it-brescia'])).toEqual({ loser: 'defender', atLeast: 6 });
    expect(explainLosses(b, sevens, sevens.slice(0, 6), 6, true)).toBeNull();
    expect(explainLosses(b, sevens, sevens.slice(0, 5), 6, true)).toMatchObject({ reason: 'lossesTooFew', rule: '7.5' });
    expect(explainLosses(b, sevens, sevens, 6, true)).toMatchObject({ reason: 'lossesTooMany', rule: '7.5' });

    // The same battle in play: Allied turn, die 2 at 1-1 is EX; then the advance onto the escarpment (16.1).
    let s = position({ 'it-brescia': 'G24', 'allied-supply-1': 'H26', ...Object.fromEntries(sevens.map((u, i) => [u, hexes[i]!])), 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { side: 'allied' });
    s = toCombat(s);
    const ex = act(s, { type: 'attack', attackers: sevens, defenders: ['it-brescia'] }, [2]);
    expect(ex.messages[0]).toMatchObject({ params: { attack: 7, defence: 6, odds: '1-1', result: 'EX' } });
    expect(where(ex.state, 'it-brescia')).toBe('eliminated');
    expect(ak.view(ex.state, null).play!.pending).toMatchObject({ kind: 'exchange', chooser: 'allied', atLeast: 6 });
    expect(refusal(ex.state, { type: 'exchangeLosses', units: sevens.slice(0, 5) })).toMatchObject({ reason: 'lossesTooFew' });
    const paid = act(ex.state, { type: 'exchangeLosses', units: sevens.slice(1) }).state;
    expect(sevens.slice(1).map((u) => where(paid, u))).toEqual(Array(6).fill('eliminated'));
    expect(ak.view(paid, null).play!.pending).toMatchObject({ kind: 'advance', hex: 'G24', units: [sevens[0]] });
    const advanced = act(paid, { type: 'advance', units: [sevens[0]!] }).state;
    expect(where(advanced, sevens[0]!)).toBe('G24');
  });

  it('exchange: a 3-4-6 attacking four 1-1-6 at 1-2 is lost and the defender removes 3 of 4 (7.5, T20); equal factors lose everything (A-07)', () => {
    const four = ['gb-50inf-69', 'gb-50inf-150', 'gb-50inf-151', 'gb-70inf-23'];
    const b = board(['it-trieste', 'P30'], ['gb-50inf-69', 'P31'], ['gb-50inf-150', 'P31'], ['gb-50inf-151', 'P31'], ['gb-70inf-23', 'Q31']);
    expect(exchange(b, ['it-trieste'], four)).toEqual({ loser: 'attacker', atLeast: 3 });
    expect(explainLosses(b, four, four.slice(0, 3), 3, false)).toBeNull();
    expect(exchange(board(['it-savona', 'P30'], ['gb-1arm', 'P31']), ['it-savona'], ['gb-1arm'])).toEqual({ loser: 'both', atLeast: 0 });
  });

  it('the 23 example: 3-1 on Tobruch, die 3, the garrison cannot retreat and is eliminated; the 1-1-7 soaks off at 1-6 (7.6.1, 11.6, 23.7, T23)', () => {
    let s = position({
      'gb-50inf-69': 'G25',
      'gb-7arm-7': 'G23',
      'it-ariete': 'H25',
      'de-21pz-3': 'H26',
      'it-folgere': 'G24',
      'axis-supply-1': 'H27',
      'allied-supply-1': 'G25',
    });
    s = toCombat(s);
    // Every unit in an enemy ZOC attacks and every enemy exerting it is attacked (8.4): the soak-off is owed.
    expect(ak.view(s, null).play!.owed).toEqual({ attackers: ['it-folgere'], defenders: ['gb-7arm-7'] });
    const garrison = act(s, { type: 'attack', attackers: ['it-ariete', 'de-21pz-3'], defenders: ['gb-50inf-69'] }, [3]);
    expect(garrison.messages[0]).toMatchObject({ params: { attack: 6, defence: 2, odds: '3-1', result: 'DB2' } });
    expect(garrison.messages[1]).toMatchObject({ code: 'forcedElimination', params: { unit: 'gb-50inf-69' }, rule: '7.6.1' });
    // The fortress is empty: the attackers may advance into it (16.1); they decline.
    expect(ak.view(garrison.state, null).play!.pending).toMatchObject({ kind: 'advance', hex: 'G25' });
    s = act(garrison.state, { type: 'advance', units: [] }).state;
    expect(refusal(s, { type: 'endCombat' })).toMatchObject({ reason: 'attacksOwed', rule: '8.4' });
    const soak = act(s, { type: 'attack', attackers: ['it-folgere'], defenders: ['gb-7arm-7'] }, [1]);
    expect(soak.messages[0]).toMatchObject({ params: { attack: 1, defence: 6, odds: '1-6', result: 'AE' } });
    expect(where(soak.state, 'it-folgere')).toBe('eliminated');
    expect(act(soak.state, { type: 'endCombat' }).state.phase).toBe('axis.end');
  });

  it('diversion: a 2-2-12 soaks off at 1-3 against a stack so the others hit a lone 2-2-6 at 5-1 (11.6, first diagram after 11.9)', () => {
    let s = toCombat(
      position({
        'gb-7arm-4': 'P31',
        'au-9a-24': 'P31',
        'au-9a-18': 'Q33',
        'de-21pz-3': 'P30',
        'de-21pz-5': 'R33',
        'de-21pz-104': 'Q34',
        'axis-supply-1': 'R35',
        'allied-supply-1': 'I33',
        'gb-22gds': 'I33',
      }),
    );
    expect(ak.view(s, null).play!.owed.defenders).toEqual(['au-9a-18', 'au-9a-24', 'gb-7arm-4']);
    const soak = act(s, { type: 'attack', attackers: ['de-21pz-3'], defenders: ['gb-7arm-4', 'au-9a-24'] }, [5]);
    expect(soak.messages[0]).toMatchObject({ params: { attack: 2, defence: 6, odds: '1-3', result: 'AE', supplies: '' } });
    const main = act(soak.state, { type: 'attack', attackers: ['de-21pz-5', 'de-21pz-104'], defenders: ['au-9a-18'] }, [1]);
    expect(main.messages[0]).toMatchObject({ params: { attack: 10, defence: 2, odds: '5-1', result: 'DE', supplies: 'axis-supply-1' } });
    expect(ak.view(main.state, null).play!.owed).toEqual({ attackers: [], defenders: [] });
    expect(act(main.state, { type: 'endCombat' }).state.phase).toBe('axis.end');
  });

  it('diversion: a 2-2-7 soaks off at 2:8 = 1-4 against a doubled 4-4-7 while 6 factors take a doubled 1-1-6 at 3-1 (11.6, second diagram after 11.9)', () => {
    let s = toCombat(
      position({
        'gb-7arm-4': 'T29',
        'gb-50inf-69': 'U29',
        'de-90inf-55': 'S28',
        'it-ariete': 'V30',
        'de-21pz-3': 'U28',
        'axis-supply-1': 'V28',
        'allied-supply-1': 'I33',
        'gb-22gds': 'I33',
      }),
    );
    expect(ak.view(s, null).play!.owed).toEqual({ attackers: ['de-21pz-3', 'de-90inf-55', 'it-ariete'], defenders: ['gb-50inf-69', 'gb-7arm-4'] });
    const soak = act(s, { type: 'attack', attackers: ['de-90inf-55'], defenders: ['gb-7arm-4'] }, [1]);
    expect(soak.messages[0]).toMatchObject({ params: { attack: 2, defence: 8, odds: '1-4', supplies: '' } });
    s = soak.state;
    if (s.rules.pending?.kind === 'retreat') s = act(s, { type: 'retreat', unit: 'de-90inf-55', to: ak.view(s, null).play!.pending!.ends!['de-90inf-55']![0]! }).state;
    const main = act(s, { type: 'attack', attackers: ['it-ariete', 'de-21pz-3'], defenders: ['gb-50inf-69'] }, [6]);
    expect(main.messages[0]).toMatchObject({ params: { attack: 6, defence: 2, odds: '3-1', result: 'DE', supplies: 'axis-supply-1' } });
    // The escarpment hex is empty: the attackers may advance onto it (16.1).
    expect(ak.view(main.state, null).play!.pending).toMatchObject({ kind: 'advance', hex: 'U29' });
  });

  it('the 9.7 example: a trapped unit without supply cannot make an automatic victory, and is lost once the others fight a plain 5-1 (9.5, 9.7, 11.9, T38)', () => {
    // 15/115 (3-3-10) hemmed in by 1SA/1, 1/22 and the 32nd, with no supply within five hexes; 21/104 and Brescia arrive next to 1SA/1.
    let s = position({
      'de-15pz-115': 'P31',
      'za-1sa-1': 'P32',
      'gb-1arm-22': 'O31',
      'gb-32arm': 'Q31',
      'de-21pz-104': 'P33',
      'it-brescia': 'Q33',
      'axis-supply-1': 'R37',
      'allied-supply-1': 'I33',
      'gb-22gds': 'I33',
    });
    s = act(s, { type: 'endArrival' }).state;
    // With 1SA/1 taken by the others, 15/115 would face 1/22 + 32 at 3:6 = 1-2, which needs supply it cannot trace.
    expect(refusal(s, { type: 'declareAv', attackers: ['de-21pz-104', 'it-brescia', 'de-15pz-115'], defenders: ['za-1sa-1'] })).toMatchObject({ reason: 'doomedAttacker', rule: '9.5' });
    expect(refusal(s, { type: 'declareAv', attackers: ['de-21pz-104', 'it-brescia'], defenders: ['za-1sa-1'] })).toMatchObject({ reason: 'notAutomatic', rule: '9.1' });
    s = act(s, { type: 'endMovement' }).state;
    const battle = act(s, { type: 'attack', attackers: ['de-21pz-104', 'it-brescia'], defenders: ['za-1sa-1'] }, [3]);
    expect(battle.messages[0]).toMatchObject({ params: { attack: 5, defence: 1, odds: '5-1', result: 'DE' } });
    expect(refusal(battle.state, { type: 'attack', attackers: ['de-15pz-115'], defenders: ['gb-1arm-22', 'gb-32arm'] })).toMatchObject({ reason: 'noSupply', rule: '14.1' });
    const ended = act(battle.state, { type: 'endCombat' });
    expect(ended.messages[0]).toMatchObject({ code: 'forcedElimination', params: { unit: 'de-15pz-115' }, rule: '11.9' });
  });

  it('a unit forced to attack at 1-8 is removed before combat; enough help to reach 1-6 saves it (7.4, 11.6, T24)', () => {
    const alone = position({ 'it-folgere': 'T30', 'gb-7arm-4': 'T29', 'axis-supply-1': 'T31', 'allied-supply-1': 'T29' });
    const moved = act(act(alone, { type: 'endArrival' }).state, { type: 'endMovement' });
    expect(moved.messages[0]).toMatchObject({ code: 'forcedElimination', params: { unit: 'it-folgere' }, rule: '7.4' });
    const helped = position({ 'it-folgere': 'T30', 'de-21pz-3': 'S28', 'gb-7arm-4': 'T29', 'axis-supply-1': 'T31', 'allied-supply-1': 'T29' });
    const combat = toCombat(helped);
    expect(where(combat, 'it-folgere')).toBe('T30');
    expect(act(combat, { type: 'attack', attackers: ['it-folgere', 'de-21pz-3'], defenders: ['gb-7arm-4'] }, [3]).messages[0]).toMatchObject({ params: { attack: 3, defence: 8, odds: '1-3' } });
  });

  it('retreats: the winner picks a two-hex end out of enemy ZOC; none open means elimination (7.6, 7.6.1, T22)', () => {
    let s = toCombat(position({ 'de-21pz-5': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }));
    const db2 = act(s, { type: 'attack', attackers: ['de-21pz-5'], defenders: ['gb-50inf-69'] });
    expect(db2.messages[0]).toMatchObject({ params: { odds: 'auto-elimination' } });
    // 7:1 is beyond the table: eliminated without a roll (7.4, 9.1, A-05).
    expect(where(db2.state, 'gb-50inf-69')).toBe('eliminated');
    s = toCombat(position({ 'it-ariete': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }));
    const back = act(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] }, [2]);
    expect(back.messages[0]).toMatchObject({ params: { odds: '4-1', result: 'EX' } });
    const s2 = toCombat(position({ 'it-ariete': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }));
    const r = act(s2, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] }, [4]);
    expect(r.messages[0]).toMatchObject({ params: { odds: '4-1', result: 'DB2' } });
    const pending = ak.view(r.state, null).play!.pending!;
    expect(pending).toMatchObject({ kind: 'retreat', chooser: 'axis', units: ['gb-50inf-69'] });
    const ends = retreatEnds(boardOfState(r.state), 'gb-50inf-69', 'P31');
    expect(ends.size).toBeGreaterThan(0);
    // Never into the attacker's ZOC: P30's neighbours are closed to the retreat.
    for (const end of ends.keys()) expect(['O30', 'O29', 'P29', 'Q30', 'Q31', 'P31']).not.toContain(end);
    expect(refusal(r.state, { type: 'retreat', unit: 'gb-50inf-69', to: 'Q30' })).toMatchObject({ reason: 'retreatThroughZoc', rule: '7.6.1', params: { hex: 'Q30' } });
    const to = [...ends.keys()].sort()[0]!;
    const done = act(r.state, { type: 'retreat', unit: 'gb-50inf-69', to });
    expect(where(done.state, 'gb-50inf-69')).toBe(to);
    expect(done.state.rules.pending).toBeNull();
  });

  it('the example after 15.4.2: 2SA/4 takes the supply stacked with 15/8 while the 32nd attacks 15/8 at 1-4; the supply backs no attack that turn (15.3.2.2, 15.4.1, T35)', () => {
    let s = toCombat(
      position({ 'de-15pz-8': 'P31', 'axis-supply-1': 'P31', 'gb-32arm': 'P32', 'za-2sa-4': 'O31', 'allied-supply-1': 'O33', 'de-21pz-5': 'W6', 'axis-supply-2': 'W6' }, { side: 'allied' }),
    );
    expect(refusal(s, { type: 'captureSupply', unit: 'za-2sa-4', supply: 'axis-supply-1' })).toMatchObject({ reason: 'escortsNotAttacked', rule: '15.3.2.2' });
    const attacked = act(s, { type: 'attack', attackers: ['gb-32arm'], defenders: ['de-15pz-8'] }, [1]);
    expect(attacked.messages[0]).toMatchObject({ params: { attack: 2, defence: 7, odds: '1-4', result: 'AB2' } });
    s = attacked.state;
    s = act(s, { type: 'retreat', unit: 'gb-32arm', to: ak.view(s, null).play!.pending!.ends!['gb-32arm']![0]! }).state;
    const taken = act(s, { type: 'captureSupply', unit: 'za-2sa-4', supply: 'axis-supply-1' });
    expect(taken.messages[0]).toMatchObject({ code: 'escortedSupplyTaken', rule: '15.3.2.2' });
    expect(where(taken.state, 'axis-supply-1')).toBe('pool');
    expect(where(taken.state, 'allied-supply-captured-5')).toBe('P31');
    expect(akPart(s).captures).toEqual([{ unit: 'za-2sa-4', supply: 'axis-supply-1' }]);
    expect(taken.state.rules.barred).toEqual(['allied-supply-captured-5']);
    // Only one unit captures, and it fights no other battle.
    expect(refusal(taken.state, { type: 'attack', attackers: ['za-2sa-4'], defenders: ['de-15pz-8'] })).toMatchObject({ reason: 'alreadyFought' });
  });

  it('a retreating unit takes a lone enemy supply it passes, but not one sustaining an attack (15.2.2)', () => {
    const s = toCombat(position({ 'it-ariete': 'P30', 'axis-supply-1': 'P29', 'axis-supply-2': 'Q34', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }));
    const r = act(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] }, [4]);
    expect(ak.view(r.state, null).play!.pending!.ends!['gb-50inf-69']).toContain('Q33');
    const done = act(r.state, { type: 'retreat', unit: 'gb-50inf-69', to: 'Q33' });
    expect(codes(done.messages)).toContain('supplyCaptured');
    expect(where(done.state, 'axis-supply-2')).toBe('pool');
    expect(where(done.state, 'allied-supply-captured-5')).toBe('Q34');
    expect(where(done.state, 'axis-supply-1')).toBe('P29');
  });

  it('an automatic victory declared in movement freezes the attackers and lifts the defender\'s ZOC; it is settled before combat (9.1, 9.2, T36)', () => {
    let s = position({ 'de-21pz-5': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' });
    s = act(s, { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'declareAv', attackers: ['de-21pz-5'], defenders: ['gb-22gds'] })).toMatchObject({ reason: 'attackerNotAdjacent' });
    s = act(s, { type: 'declareAv', attackers: ['de-21pz-5'], defenders: ['gb-50inf-69'] }).state;
    expect(refusal(s, { type: 'move', units: ['de-21pz-5'], to: 'O30' })).toMatchObject({ reason: 'frozen', rule: '9.2' });
    const moved = act(s, { type: 'endMovement' });
    expect(moved.messages[0]).toMatchObject({ code: 'battle', params: { result: 'auto' }, rule: '9.1' });
    expect(where(moved.state, 'gb-50inf-69')).toBe('eliminated');
  });
});

describe('Afrika Korps reinforcements, replacements, substitutes, sea, Rommel, victory (19-24, 4)', () => {
  it('reinforcements enter on schedule at a controlled Tobruch or own base, never the enemy base (19.1, 19.2, 19.7, T42)', () => {
    let s = position({ 'au-9a-20': 'G25', 'allied-supply-1': 'G25', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { turn: 5, side: 'allied' });
    expect(ak.view(s, null).play!.arrivals).toContain('gb-7arm-4');
    expect(refusal(s, { type: 'reinforce', units: ['gb-7arm-4'], port: 'axis-base' })).toMatchObject({ reason: 'enemyBase', rule: '19.7' });
    expect(refusal(s, { type: 'reinforce', units: ['gb-7arm-4'], port: 'allied-base' })).toMatchObject({ reason: 'portNotControlled' });
    const later = Object.values(s.units).find((u) => u.status === 'track' && (u.turn ?? 0) > 5 && akData.units.find((x) => x.id === u.id)!.side === 'allied')!;
    expect(refusal(s, { type: 'reinforce', units: [later.id], port: 'tobruch' })).toMatchObject({ reason: 'notDue', rule: '19.1' });
    s = act(s, { type: 'reinforce', units: ['gb-7arm-4'], port: 'tobruch' }).state;
    expect(where(s, 'gb-7arm-4')).toBe('G25');
  });

  it('replacements from March 1942: factors per port held at the start of the turn, banked, spent on eliminated units (20, T43)', () => {
    const axisHolds = position({ 'de-21pz-5': 'W3', 'it-ariete': 'G25', 'axis-supply-1': 'W3', 'gb-22gds': 'J62', 'allied-supply-1': 'J62' }, { turn: 23 });
    expect(refusal(position({ 'de-21pz-5': 'W3', 'gb-22gds': 'J62' }, { turn: 22 }), { type: 'replace', unit: 'it-brescia', port: 'axis-base' })).toMatchObject({ reason: 'replacementsNotYet', rule: '20.1' });
    let s = passTurn(axisHolds);
    expect(s.rules.bank).toEqual({ axis: 0, allied: 2 }); // the Allies hold only their base: 2
    s = passTurn(s);
    expect(s.rules.bank).toEqual({ axis: 2, allied: 2 }); // the Axis holds its base and Tobruch: 1 + 1
    expect(refusal(s, { type: 'replace', unit: 'it-ariete', port: 'axis-base' })).toMatchObject({ reason: 'notEliminated' });
    s = act(s, { type: 'rollSupply' }, [6]).state;
    expect(refusal(s, { type: 'replace', unit: 'de-21pz-104', port: 'axis-base' })).toMatchObject({ reason: 'bankTooLow', rule: '20.5' });
    s = act(s, { type: 'replace', unit: 'it-brescia', port: 'axis-base' }).state;
    expect(where(s, 'it-brescia')).toBe('W3');
    expect(s.rules.bank.axis).toBe(0);
    const allied = passTurn(passTurn(position({ 'de-21pz-5': 'W6', 'axis-supply-1': 'W6', 'gb-22gds': 'J62', 'au-9a-20': 'G25', 'allied-supply-1': 'G25' }, { turn: 23 })));
    expect(allied.rules.bank.allied).toBe(3);
  });

  it('from August 1942 two Allied armour units worth 4 become a 4-4-10 substitute that cannot move on (21.1, 21.2, T44)', () => {
    let s = position({ 'gb-1arm': 'P31', 'gb-32arm': 'P31', 'allied-supply-1': 'P31', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { turn: 33, side: 'allied' });
    s = act(s, { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'substitute', units: ['gb-1arm'], substitute: 'gb-sub-arm-1' })).toMatchObject({ reason: 'substituteFactors', rule: '21.1' });
    s = act(s, { type: 'substitute', units: ['gb-1arm', 'gb-32arm'], substitute: 'gb-sub-arm-1' }).state;
    expect(where(s, 'gb-sub-arm-1')).toBe('P31');
    expect(where(s, 'gb-1arm')).toBe('pool');
    expect(refusal(s, { type: 'move', units: ['gb-sub-arm-1'], to: 'P32' })).toMatchObject({ reason: 'frozen', rule: '21.2' });
    const early = act(position({ 'gb-1arm': 'P31', 'gb-32arm': 'P31', 'de-21pz-5': 'W6' }, { turn: 32, side: 'allied' }), { type: 'endArrival' }).state;
    expect(refusal(early, { type: 'substitute', units: ['gb-1arm', 'gb-32arm'], substitute: 'gb-sub-arm-1' })).toMatchObject({ reason: 'substitutesNotYet' });
  });

  it('a substitute breaks back down into counters of its kind, no more factors and no faster unit than it held (21.3, 21.4)', () => {
    let s = position(
      { 'gb-50inf-69': 'P31', 'gb-50inf-150': 'P31', 'gb-50inf-151': 'P31', 'za-1sa-3-recce': 'Q33', 'gb-70inf-23': 'Q33', 'gb-44inf-61': 'Q33', 'allied-supply-1': 'P31', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' },
      { turn: 33, side: 'allied' },
    );
    s = act(s, { type: 'endArrival' }).state;
    s = act(s, { type: 'substitute', units: ['gb-50inf-69', 'gb-50inf-150', 'gb-50inf-151'], substitute: 'gb-sub-inf-3' }).state;
    s = act(s, { type: 'substitute', units: ['za-1sa-3-recce', 'gb-70inf-23', 'gb-44inf-61'], substitute: 'gb-sub-inf-4' }).state;
    expect(akPart(s).formed).toEqual({ 'gb-sub-inf-3': ['gb-50inf-69', 'gb-50inf-150', 'gb-50inf-151'], 'gb-sub-inf-4': ['za-1sa-3-recce', 'gb-70inf-23', 'gb-44inf-61'] });
    // The 1-1-12 recce was not part of the first substitute and is faster than its 7.
    expect(refusal(s, { type: 'breakDown', substitute: 'gb-sub-inf-3', units: ['za-1sa-3-recce'] })).toMatchObject({ reason: 'breakdownSpeed', rule: '21.4' });
    expect(refusal(s, { type: 'breakDown', substitute: 'gb-sub-inf-3', units: ['gb-50inf-69', 'gb-50inf-150', 'gb-50inf-151', 'gb-70inf-23'] })).toMatchObject({ reason: 'breakdownFactors', rule: '21.4' });
    const broken = act(s, { type: 'breakDown', substitute: 'gb-sub-inf-4', units: ['za-1sa-3-recce', 'gb-70inf-23'] });
    expect(broken.messages[0]).toMatchObject({ code: 'brokenDown', rule: '21.3' });
    expect([where(broken.state, 'za-1sa-3-recce'), where(broken.state, 'gb-70inf-23'), where(broken.state, 'gb-sub-inf-4')]).toEqual(['Q33', 'Q33', 'pool']);
    expect(refusal(broken.state, { type: 'move', units: ['gb-70inf-23'], to: 'Q34' })).toMatchObject({ reason: 'frozen' });
  });

  it('sea movement: embark at Tobruch, land next turn at a held port, or be lost (23.4, T45)', () => {
    let s = position({ 'au-9a-20': 'G25', 'allied-supply-1': 'G25', 'gb-22gds': 'I33', 'au-7a-1': 'J62', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { side: 'allied' });
    s = act(s, { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'embark', units: ['gb-22gds'] })).toMatchObject({ reason: 'notInPort' });
    s = act(s, { type: 'embark', units: ['au-9a-20'] }).state;
    expect(akPart(s).atSea).toEqual(['au-9a-20']);
    s = passTurn(passTurn(s)); // to the next Allied turn
    const landed = act(s, { type: 'land', units: ['au-9a-20'], port: 'allied-base' }).state;
    expect(where(landed, 'au-9a-20')).toBe('J62');
    const lost = passTurn(s);
    expect(where(lost, 'au-9a-20')).toBe('eliminated');
  });

  it('Rommel alone in an enemy ZOC joins the nearest Axis combat unit at once (22.4, T46)', () => {
    let s = position({ 'de-rommel': 'P30', 'de-21pz-5': 'P27', 'axis-supply-1': 'P27', 'gb-50inf-69': 'P33', 'allied-supply-1': 'P33' }, { side: 'allied' });
    s = act(s, { type: 'endArrival' }).state;
    const moved = act(s, { type: 'move', units: ['gb-50inf-69'], to: 'P31' });
    expect(codes(moved.messages)).toContain('rommelRelocated');
    expect(where(moved.state, 'de-rommel')).toBe('P27');
  });

  it('the Axis wins holding both fortresses and both bases at the start and end of two Allied turns (4.1, 4.3, T47)', () => {
    let s = position({
      'de-21pz-5': 'H2',
      'de-15pz-8': 'G25',
      'it-ariete': 'W3',
      'it-littorio': 'J62',
      'axis-supply-1': 'G25',
      'gb-22gds': 'P30',
      'allied-supply-1': 'P30',
    });
    s = passTurn(s);
    s = passTurn(s);
    expect(s.rules.held.axis).toBe(1);
    s = passTurn(passTurn(s));
    expect(s.rules.winner).toEqual({ side: 'axis', reason: 'control' });
  });
});

/** Moves each unit to the first hex it may reach that holds fewer than three combat units. */
function thin(s: ReturnType<typeof newGame>, units: string[]) {
  for (const u of units) {
    const crowd = (h: string) => Object.values(s.units).filter((x) => x.hex === h && akData.units.find((d) => d.id === x.id)!.type !== 'supply').length;
    const to = ak.legalTargets!(s, u, null)!.filter((h) => h !== s.units[u]!.hex && crowd(h) < 3).sort()[0]!;
    s = act(s, { type: 'move', units: [u], to }).state;
  }
  return s;
}

describe('Afrika Korps combat cases from the research file (T10, T25, T26, T27, T33, T34, T39)', () => {
  it('two defenders in one hex may be fought in two battles; none attacked twice, no attacker fighting twice (11.4, 11.7, 11.8, T25)', () => {
    let s = toCombat(position({ 'gb-50inf-69': 'P31', 'gb-50inf-150': 'P31', 'it-savona': 'P30', 'de-15pz-8': 'P32', 'axis-supply-1': 'P29', 'axis-supply-2': 'P34', 'allied-supply-1': 'I33', 'gb-22gds': 'I33' }));
    // Savona (2) against one of the two 1-1-6 at 2-1; die 4: the attacker is retreated by the defender (AB2).
    const first = act(s, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-69'] }, [4]);
    expect(first.messages[0]).toMatchObject({ params: { odds: '2-1', result: 'AB2' } });
    const end = ak.view(first.state, null).play!.pending!.ends!['it-savona']![0]!;
    s = act(first.state, { type: 'retreat', unit: 'it-savona', to: end }).state;
    expect(refusal(s, { type: 'attack', attackers: ['de-15pz-8'], defenders: ['gb-50inf-69'] })).toMatchObject({ reason: 'alreadyAttacked', rule: '11.7' });
    expect(refusal(s, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-150'] })).toMatchObject({ reason: 'alreadyFought', rule: '11.8' });
    const second = act(s, { type: 'attack', attackers: ['de-15pz-8'], defenders: ['gb-50inf-150'] });
    expect(where(second.state, 'gb-50inf-150')).toBe('eliminated');
  });

  it('a defender eliminated in clear terrain leaves no advance (16.1, T26)', () => {
    const s = toCombat(position({ 'it-savona': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }));
    const won = act(s, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-69'] }, [1]);
    expect(won.messages[0]).toMatchObject({ params: { result: 'DE' } });
    expect(won.state.rules.pending).toBeNull();
  });

  it('a unit that retreated alone into a fortress and is attacked again there is eliminated at any odds (11.7, T27)', () => {
    const s = toCombat(position({ 'it-savona': 'H3', 'axis-supply-1': 'H4', 'gb-7arm-4': 'H2', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }));
    // As if the 4-4-7 had just been retreated into Bengasi by an earlier battle this turn.
    const after = { ...s, rules: { ...s.rules, refugees: ['gb-7arm-4'], attacked: ['gb-7arm-4'] } };
    expect(ak.diceFor(after, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-7arm-4'] })).toBeNull();
    const done = act(after, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-7arm-4'] });
    expect(done.messages[0]).toMatchObject({ code: 'battle', params: { result: 'auto' }, rule: '11.7' });
    expect(where(done.state, 'gb-7arm-4')).toBe('eliminated');
  });

  it('a lone supply in Tobruch is not taken by moving next to it, only by an attack in combat, after which the captors may move in (15.2.3, 16.3, T34)', () => {
    let s = position({ 'allied-supply-1': 'G25', 'it-savona': 'H27', 'axis-supply-1': 'H28', 'gb-22gds': 'I33' });
    s = act(s, { type: 'endArrival' }).state;
    const moved = act(s, { type: 'move', units: ['it-savona'], to: 'H26' });
    expect(codes(moved.messages)).not.toContain('supplyCaptured');
    s = act(moved.state, { type: 'endMovement' }).state;
    expect(ak.diceFor(s, { type: 'attack', attackers: ['it-savona'], defenders: ['allied-supply-1'] })).toBeNull();
    const taken = act(s, { type: 'attack', attackers: ['it-savona'], defenders: ['allied-supply-1'] });
    expect(taken.messages[0]).toMatchObject({ params: { result: 'capture' }, rule: '15.2.3' });
    expect(where(taken.state, 'allied-supply-1')).toBe('pool');
    expect(where(taken.state, 'axis-supply-captured-4')).toBe('G25');
    expect(ak.view(taken.state, null).play!.pending).toMatchObject({ kind: 'advance', hex: 'G25', units: ['it-savona'] });
    expect(where(act(taken.state, { type: 'advance', units: ['it-savona'] }).state, 'it-savona')).toBe('G25');
  });

  it('a combat unit moving next to a lone enemy supply captures it at once and may use it that turn (15.2.1, T33)', () => {
    let s = position({ 'de-21pz-5': 'P28', 'allied-supply-1': 'P32', 'gb-50inf-69': 'Q33', 'gb-22gds': 'I33' });
    s = act(s, { type: 'endArrival' }).state;
    const moved = act(s, { type: 'move', units: ['de-21pz-5'], to: 'P31' });
    expect(codes(moved.messages)).toContain('supplyCaptured');
    expect(where(moved.state, 'allied-supply-1')).toBe('pool');
    expect(where(moved.state, 'axis-supply-captured-4')).toBe('P32');
  });

  it('both supplies are spent when neither alone reaches every attacker (14.2, A-15, T39)', () => {
    let s = toCombat(position({ 'gb-50inf-69': 'P31', 'it-savona': 'P30', 'it-bologna': 'P32', 'axis-supply-1': 'P25', 'axis-supply-2': 'P37', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }));
    const fought = act(s, { type: 'attack', attackers: ['it-savona', 'it-bologna'], defenders: ['gb-50inf-69'] }, [1]);
    expect(fought.messages[0]).toMatchObject({ params: { supplies: 'axis-supply-1, axis-supply-2' } });
    s = act(act(fought.state, { type: 'endCombat' }).state, { type: 'endTurn' }).state;
    expect([where(s, 'axis-supply-1'), where(s, 'axis-supply-2')]).toEqual(['pool', 'pool']);
  });

  it('a group of reinforcements may crowd Tobruch on arrival but not at the end of movement (19.4, T10)', () => {
    let s = position({ 'au-9a-20': 'G25', 'allied-supply-1': 'G25', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { turn: 15, side: 'allied' });
    s = act(s, { type: 'reinforce', units: ['za-1sa-1', 'za-1sa-2', 'za-1sa-3', 'za-1sa-5'], port: 'tobruch' }).state;
    s = act(s, { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'endMovement' })).toMatchObject({ reason: 'overstacked', rule: '6.3', params: { hex: 'G25', count: 5 } });
  });
});

describe('Afrika Korps Rommel (22.1)', () => {
  it('gives his bonus to a unit once a turn: a stack with a unit that had it moves without', () => {
    const s = act(position({ 'de-rommel': 'W6', 'de-21pz-104': 'W6', 'axis-supply-1': 'W6', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }), { type: 'endArrival' }).state;
    const stack = ['de-rommel', 'de-21pz-104'];
    // Hexes the stack reaches only thanks to the bonus: more than the 3-3-10's own 10 MP (and road bonus) allow alone.
    const withBonus = legalMoves(boardOfState(s), stack, { stacking: 'endOfPhase' });
    const alone = legalMoves(boardOfState(s), stack, { stacking: 'endOfPhase', rommelBonus: 0 });
    const onlyWithBonus = [...withBonus.keys()].filter((h) => !alone.has(h));
    expect(onlyWithBonus.length).toBeGreaterThan(0);
    const target = onlyWithBonus.sort()[0]!;
    expect(ak.explain(s, { type: 'move', units: stack, to: target })).toBeNull();
    // As if the 3-3-10 had already moved with Rommel this turn.
    const used = { ...s, rules: { ...s.rules, rommelUsed: ['de-21pz-104'] } };
    expect(ak.explain(used, { type: 'move', units: stack, to: target })).toMatchObject({ reason: 'beyondMovement' });
    const moved = act(s, { type: 'move', units: stack, to: target }).state;
    expect(moved.rules.rommelUsed).toEqual(['de-21pz-104']);
  });
});

describe('Afrika Korps named options for disputed readings (research §6.1)', () => {
  it('are chosen before the first move and logged with their rule; later they are closed', () => {
    const s = newGame();
    expect(ak.view(s, null).play).toMatchObject({ optionsOpen: true, options: { fortressZocOutward: false, controlTurns: 'allied' } });
    const set = act(s, { type: 'setOption', option: 'fortressZocOutward', value: true });
    expect(set.messages[0]).toMatchObject({ code: 'optionSet', params: { option: 'fortressZocOutward', value: 'true', research: 'A-10' }, rule: '19.5' });
    expect(refusal(s, { type: 'setOption', option: 'controlTurns', value: 'martians' })).toMatchObject({ reason: 'badOptionValue' });
    expect(refusal(s, { type: 'setOption', option: 'noSuchOption', value: true })).toMatchObject({ reason: 'unknownOption' });
    const moving = act(set.state, { type: 'endArrival' }).state;
    expect(ak.view(moving, null).play!.optionsOpen).toBe(false);
    expect(refusal(moving, { type: 'setOption', option: 'fortressZocOutward', value: false })).toMatchObject({ reason: 'notNowRules', rule: '3' });
  });

  it('A-10: with a fortress garrison exerting ZOC outwards, the unit next to Tobruch must attack it', () => {
    const placed = { 'gb-50inf-69': 'G25', 'allied-supply-1': 'G25', 'it-ariete': 'H26', 'axis-supply-1': 'H27' };
    const plain = toCombat(position(placed));
    expect(ak.view(plain, null).play!.owed).toEqual({ attackers: [], defenders: [] });
    const outward = toCombat(act(position(placed), { type: 'setOption', option: 'fortressZocOutward', value: true }).state);
    expect(ak.view(outward, null).play!.owed).toEqual({ attackers: ['it-ariete'], defenders: ['gb-50inf-69'] });
  });

  it('A-19: control victory counted over Axis player turns when chosen', () => {
    let s = position({ 'de-21pz-5': 'H2', 'de-15pz-8': 'G25', 'it-ariete': 'W3', 'it-littorio': 'J62', 'axis-supply-1': 'G25', 'gb-22gds': 'P30', 'allied-supply-1': 'P30' });
    s = act(s, { type: 'setOption', option: 'controlTurns', value: 'axis' }).state;
    s = passTurn(s);
    expect(s.rules.held.axis).toBe(1);
    s = passTurn(passTurn(s));
    expect(s.rules.winner).toEqual({ side: 'axis', reason: 'control' });
    expect(s.rules.side).toBe('axis');
  });
});

function boardOfState(s: ReturnType<typeof newGame>) {
  const units = Object.values(s.units)
    .filter((u) => u.status === 'map')
    .map((u) => [u.id, u.hex!] as [string, string]);
  return board(...units);
}
