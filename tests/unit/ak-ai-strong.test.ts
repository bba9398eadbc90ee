import { describe, expect, it } from 'vitest';
import { step } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { candidateBattles } from '../../main/games/afrika-korps/ai/battles';
import { owedBattles } from '../../main/games/afrika-korps/ai/owed';
import { threat } from '../../main/games/afrika-korps/ai/threat';
import { STRONG_WEIGHTS, WEIGHTS } from '../../main/games/afrika-korps/ai/evaluate';
import { mulberry32 } from '../../shared/random/mulberry32';
import { beyondSupplyReach, suppliesInRange } from '../../main/games/afrika-korps/play/supply';
import { boardOf, combatUnitsOnMap, type AkState } from '../../main/games/afrika-korps/play/state';
import { zocOf } from '../../main/games/afrika-korps/play/options';
import { act, ak, newGame, position } from './fixtures/ak-play';
import { decide } from '../../main/games/afrika-korps/ai/player';

/**
 * What the strong computer player weighs beyond the others (ai/threat.ts, ai/owed.ts, the supply
 * reach in ai/evaluate.ts, the battles of ai/battles.ts). Found in ai-match, strong against quick:
 * the strong Allies walked a Tobruch garrison out to take a supply and lost the fortress to an
 * automatic victory; the strong Axis stood nine units round Tobruch for thirty turns, its supply
 * parked at its base; the strong Allies' base group was left with no supply and died of isolation.
 */
const HEX_FACTORS = WEIGHTS.victoryHex / WEIGHTS.material;
const SUPPLY_FACTORS = WEIGHTS.supply / WEIGHTS.material;

function movementStep(placements: Record<string, string>): AkState {
  return act(position(placements), { type: 'endArrival' }).state;
}

describe('Afrika Korps strong computer player', () => {
  it('weighs the supply reach and the enemy’s next attacks; quick and normal do not', () => {
    expect(WEIGHTS.beyondReach).toBe(0);
    expect(WEIGHTS.threat).toBe(0);
    expect(STRONG_WEIGHTS.beyondReach).toBeGreaterThan(0);
    expect(STRONG_WEIGHTS.threat).toBeGreaterThan(0);
  });

  it('finds the units beyond five hexes of a supply along a line exactly as the engine’s battle supply does (14.2), in random games', () => {
    const rand = mulberry32(11);
    const chooser = { int: (n: number) => Math.floor(rand() * Math.max(1, n)), chance: (p: number) => rand() < p };
    let s = ak.setup('march-1941', seedRng('5'.repeat(32)))!;
    let checked = 0;
    for (let i = 0; i < 900 && !s.rules.winner; i++) {
      if (i % 15 === 0) {
        const board = boardOf(ak.data, s);
        const zoc = zocOf(s.rules);
        for (const side of ['axis', 'allied'] as const) {
          const beyond = new Set(beyondSupplyReach(board, side, zoc));
          for (const u of combatUnitsOnMap(board, side)) {
            expect(beyond.has(u), `${u} at turn ${s.turn}`).toBe(suppliesInRange(board, side, u, [], zoc).length === 0);
            checked++;
          }
        }
      }
      const action = ak.randomAction(s, chooser);
      if (!action) break;
      const r = step(ak, s, { action }, 'app');
      if (r.ok) s = r.state as AkState;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('counts a unit owing an attack at 1-2 or better with no supply in reach as lost (8.4, 11.9, 14.3), and one with supply at the CRT’s odds', () => {
    const near = movementStep({ 'de-21pz-5': 'K41', 'gb-22gds': 'K40', 'axis-supply-1': 'K43', 'allied-supply-1': 'J62' });
    const far = movementStep({ 'de-21pz-5': 'K41', 'gb-22gds': 'K40', 'axis-supply-1': 'C11', 'allied-supply-1': 'J62' });
    const owed = (s: AkState) => owedBattles(boardOf(ak.data, s), 'axis', zocOf(s.rules));
    // 7 against 2: 3-1, a good attack with supply.
    expect(owed(near).lost).toEqual([]);
    expect(owed(near).worth).toBeGreaterThan(0);
    // Without: the 7-7 is lost when combat ends.
    expect(owed(far)).toEqual({ worth: -14, lost: ['de-21pz-5'] });
  });

  it('counts a unit too weak to attack at all (worse than 1-6, 7.4) as lost', () => {
    const s = movementStep({ 'in-4i-11': 'K41', 'de-21pz-5': 'K40', 'de-15pz-8': 'K40', 'allied-supply-1': 'K43', 'axis-supply-1': 'C11' });
    // The Allied unit is the one in ZOC: weigh it from the Allied side. 1 against 14: worse than 1-6.
    const r = owedBattles(boardOf(ak.data, s), 'allied', zocOf(s.rules));
    expect(r.lost).toEqual(['in-4i-11']);
    expect(r.worth).toBe(-2);
  });

  it('sees a Tobruch left to one unit lost to the enemy next to it at 3-1, with the fortress itself at stake (4.3, 10.2)', () => {
    const garrison = { 'au-9a-20': 'G25', 'allied-supply-1': 'J62', 'de-21pz-5': 'G24', 'de-15pz-8': 'H25' };
    const supplied = boardOf(ak.data, position({ ...garrison, 'axis-supply-1': 'H27' }));
    const unsupplied = boardOf(ak.data, position({ ...garrison, 'axis-supply-1': 'C11' }));
    const withStake = threat(supplied, 'allied', HEX_FACTORS, SUPPLY_FACTORS);
    const without = threat(supplied, 'allied', 0, SUPPLY_FACTORS);
    // 14 against a doubled 2: 3-1 (odds 3.5 rounded down).
    expect(without).toBeGreaterThan(0);
    expect(withStake).toBeGreaterThan(without + HEX_FACTORS / 3);
    // No Axis supply near enough to back an attack at 1-2 or better (14.1): one must be brought up first, half the threat.
    expect(threat(unsupplied, 'allied', HEX_FACTORS, SUPPLY_FACTORS)).toBeCloseTo(withStake / 2, 9);
    // The garrison of two is threatened less than the garrison of one.
    const two = boardOf(ak.data, position({ ...garrison, 'au-9a-18': 'G25', 'axis-supply-1': 'H27' }));
    expect(threat(two, 'allied', HEX_FACTORS, SUPPLY_FACTORS)).toBeLessThan(withStake);
  });

  it('sees a supply standing alone within the enemy’s reach as taken (15.2), and not one with an escort', () => {
    const alone = boardOf(ak.data, position({ 'allied-supply-1': 'J40', 'de-21pz-3': 'J42', 'axis-supply-1': 'C11' }));
    const escorted = boardOf(ak.data, position({ 'allied-supply-1': 'J40', 'gb-22gds': 'J40', 'de-21pz-3': 'J42', 'axis-supply-1': 'C11' }));
    expect(threat(alone, 'allied', HEX_FACTORS, SUPPLY_FACTORS)).toBe(2 * SUPPLY_FACTORS);
    expect(threat(escorted, 'allied', HEX_FACTORS, SUPPLY_FACTORS)).toBe(0);
    // An escort that is lost when combat ends is no escort.
    expect(threat(escorted, 'allied', HEX_FACTORS, SUPPLY_FACTORS, {}, new Set(['gb-22gds']))).toBe(2 * SUPPLY_FACTORS);
  });

  it('tries a battle with the attackers its supply reaches when the others are beyond it (14.1, 14.2): strong only', () => {
    // Tobruch held by two 2-2s, doubled: 8. The 4-5 at G24 stands six hexes from the supply at J30;
    // the two 7-7s at H25 and H26 stand five and four.
    const s = act(movementStep({ 'au-9a-20': 'G25', 'au-9a-18': 'G25', 'allied-supply-1': 'J62', 'it-ariete': 'G24', 'de-21pz-5': 'H25', 'de-15pz-8': 'H26', 'axis-supply-1': 'J30' }), { type: 'endMovement' }).state;
    expect(s.rules.step).toBe('combat');
    const whole = ak.battlePlan!(s, ['de-15pz-8', 'de-21pz-5', 'it-ariete'], ['au-9a-18', 'au-9a-20']);
    expect(whole.refusal?.reason).toBe('noSupply');
    const options = ak.legalOptions(s);
    const shapes = (strong: boolean) => candidateBattles(ak, s, options, strong).map((b) => `${b.attackers.join(',')}>${b.defenders.join(',')}@${b.plan.column}`);
    expect(shapes(false)).toEqual([]);
    expect(shapes(true)).toContain('de-15pz-8,de-21pz-5>au-9a-18,au-9a-20@1-1');
  });
});

describe('Afrika Korps strong computer player: its look-ahead', () => {
  it('imagines its own dice: the same position with other dice to come gets the same plan (it never reads the game’s generator)', () => {
    const at = (seedHex: string) => act(ak.setup('march-1941', seedRng(seedHex))!, { type: 'endArrival' }).state;
    const a = at('1'.repeat(32));
    const b = at('2'.repeat(32));
    expect(a.rng).not.toEqual(b.rng);
    expect(boardOf(ak.data, a).units).toEqual(boardOf(ak.data, b).units);
    const first = decide(ak, a, 'strong', 'same-seed');
    expect(first?.action.type).toBe('move');
    expect(decide(ak, b, 'strong', 'same-seed')).toEqual(first);
  });

  it('follows its plan move by move to the end of movement, each move one the engine accepts', () => {
    let s = act(newGame(), { type: 'endArrival' }).state;
    const moves: string[] = [];
    for (let i = 0; i < 40 && s.rules.step === 'movement'; i++) {
      const d = decide(ak, s, 'strong', 'plan')!;
      moves.push(d.action.type);
      s = act(s, d.action).state;
    }
    expect(moves.at(-1)).toBe('endMovement');
    expect(moves.filter((m) => m === 'move').length).toBeGreaterThan(3);
  });
});
