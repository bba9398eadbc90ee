import { describe, expect, it } from 'vitest';
import { decide } from '../../main/games/afrika-korps/ai/player';
import { candidateBattles, lastHexWeight, weigh } from '../../main/games/afrika-korps/ai/battles';
import { boardOf, type AkState } from '../../main/games/afrika-korps/play/state';
import { act, ak, position } from './fixtures/ak-play';

/**
 * The battles the computer weighs (ai/battles.ts). In ai-match the Axis stood round a Tobruch held
 * by three Allied units for thirty turns without attacking: the options list offers one attack per
 * defender, and a fortress garrison may only be attacked whole (23.1), so no attack on Tobruch was
 * ever listed. The computer now plans whole-stack battles as a person does on the board, checked
 * by the module's battle planner.
 */
function combatStep(placements: Record<string, string>): AkState {
  let s = position(placements);
  s = act(s, { type: 'endArrival' }).state;
  return act(s, { type: 'endMovement' }).state;
}

/** Tobruch (G25) held by two Australian brigades with a supply; its three land neighbours held by the Axis. */
const GARRISON = { 'au-9a-20': 'G25', 'au-9a-18': 'G25', 'allied-supply-1': 'G25', 'gb-22gds': 'J62' };
const SIEGE = {
  ...GARRISON,
  'de-21pz-5': 'G24',
  'de-21pz-104': 'G24',
  'de-15pz-8': 'H25',
  'de-15pz-115': 'H25',
  'it-ariete': 'H26',
  'axis-supply-1': 'H27',
  // A second supply further back: the one spent on Tobruch is not the last (24.5).
  'axis-supply-2': 'K12',
};

describe('Afrika Korps computer player: battles', () => {
  it('attacks a fortress garrison whole (23.1): the battle the options list offers for the whole stack', () => {
    const s = combatStep(SIEGE);
    expect(s.rules.step).toBe('combat');
    // The engine refuses splitting the garrison; the list offers the whole stack with every unit next to it.
    const open = ak.legalOptions(s).filter((o) => o.kind === 'attack' && !o.refused);
    expect(open.map((o) => o.action)).toEqual([{ type: 'attack', attackers: ['de-15pz-115', 'de-15pz-8', 'de-21pz-104', 'de-21pz-5', 'it-ariete'], defenders: ['au-9a-18', 'au-9a-20'] }]);
    for (const strength of ['normal', 'strong'] as const) {
      const d = decide(ak, s, strength, 'siege');
      // 24 against 4 doubled in the fortress (10.2): 3-1.
      expect(d?.action).toEqual({ type: 'attack', attackers: ['de-15pz-115', 'de-15pz-8', 'de-21pz-104', 'de-21pz-5', 'it-ariete'], defenders: ['au-9a-18', 'au-9a-20'] });
      expect(d?.why).toMatchObject({ code: 'attack.objective', params: { place: 'tobruch', odds: '3-1' } });
    }
  });

  it('counts a retreat the defender cannot make as its elimination (7.6.1): a surrounded DB2 is worth a DE', () => {
    // Both Panzer regiments attack from H26; the garrison could retreat by G24 to G23 or H24...
    const open = combatStep({ ...GARRISON, 'de-21pz-5': 'H26', 'de-15pz-8': 'H26', 'axis-supply-1': 'H27' });
    // ...unless Ariete's zone of control from H24 covers G24 and H25 (8.1): then it has no way out.
    const closed = combatStep({ ...GARRISON, 'de-21pz-5': 'H26', 'de-15pz-8': 'H26', 'axis-supply-1': 'H27', 'it-ariete': 'H24' });
    const attackers = ['de-15pz-8', 'de-21pz-5'];
    const defenders = ['au-9a-18', 'au-9a-20'];
    const value = (s: AkState) => weigh(ak, s, boardOf(ak.data, s), attackers, defenders, ak.battlePlan!(s, attackers, defenders)).value;
    const plan = ak.battlePlan!(closed, attackers, defenders);
    expect(plan.column).toBe(ak.battlePlan!(open, attackers, defenders).column);
    const pDb2 = plan.chances.filter((c) => c.result === 'DB2').reduce((p, c) => p + c.probability, 0);
    expect(pDb2).toBeGreaterThan(0);
    // Both Australian brigades are worth 2 + 2 each: the trapped DB2 gains all 8 factors, not a third of them.
    expect(value(closed) - value(open)).toBeCloseTo(pDb2 * 8 * 0.65, 5);
  });

  it('lists only battles the engine accepts, and no battle when no unit stands next to an enemy', () => {
    const s = combatStep(SIEGE);
    const battles = candidateBattles(ak, s, ak.legalOptions(s));
    expect(battles.length).toBeGreaterThan(0);
    for (const b of battles) expect(b.plan.refusal, JSON.stringify(b)).toBeNull();
    const apart = combatStep({ ...GARRISON, 'de-21pz-5': 'K20', 'de-15pz-8': 'K21', 'it-ariete': 'K22', 'axis-supply-1': 'K23' });
    expect(candidateBattles(ak, apart, ak.legalOptions(apart))).toEqual([]);
  });

  it('keeps its last supply unit when spending it could lose every unit (24.5), and spends one of two', () => {
    // Turn 1 and no port held: no supply roll could replace the one spent (12.2), so the Axis would collapse.
    const { 'axis-supply-2': _spare, ...alone } = SIEGE;
    const last = combatStep(alone);
    expect(ak.battlePlan!(last, ['de-15pz-8', 'de-21pz-5'], ['au-9a-18', 'au-9a-20']).needsSupply).toBe(true);
    for (const strength of ['quick', 'normal', 'strong'] as const) {
      const d = decide(ak, last, strength, 'last');
      expect(d?.action).toEqual({ type: 'endCombat' });
      // The panel says why: the battle is worth its risk but for the supply it would spend.
      expect(d?.why).toEqual({ code: 'keepSupply', params: { defenders: 'au-9a-18, au-9a-20', supply: 'axis-supply-1' } });
    }
    expect(decide(ak, combatStep(SIEGE), 'quick', 'spare')?.action).toMatchObject({ type: 'attack' });
  });

  it('the strong player attacks with the fewest units that keep the odds; the others risk nothing on an AE (7.5)', () => {
    // 7 + 7 + 4 + 2 against 4 doubled in the fortress: 20 to 8, 2-1; without Ariete 16 to 8, still 2-1.
    const { 'de-21pz-104': _a, 'de-15pz-115': _b, ...lean } = SIEGE;
    const s = combatStep({ ...lean, 'it-trenta': 'H26' });
    const all = ['de-15pz-8', 'de-21pz-5', 'it-ariete', 'it-trenta'];
    expect(ak.battlePlan!(s, all, ['au-9a-18', 'au-9a-20']).column).toBe('2-1');
    const fewer = ['de-15pz-8', 'de-21pz-5', 'it-trenta'];
    expect(candidateBattles(ak, s, ak.legalOptions(s)).map((b) => b.attackers)).not.toContainEqual(fewer);
    const d = decide(ak, s, 'strong', 'trim');
    expect(d?.action).toMatchObject({ type: 'attack', attackers: fewer });
    expect(d?.why.params.odds).toBe('2-1');
  });

  it('among battles of equal worth, the strong player risks the fewest factors (3-1 has no AE)', () => {
    const s = combatStep({ ...SIEGE, 'it-trenta': 'H26' });
    const all = ['de-15pz-115', 'de-15pz-8', 'de-21pz-104', 'de-21pz-5', 'it-ariete', 'it-trenta'];
    expect(ak.battlePlan!(s, all, ['au-9a-18', 'au-9a-20']).column).toBe('3-1');
    expect(decide(ak, s, 'strong', 'trim')?.action).toMatchObject({ type: 'attack', attackers: all.filter((a) => a !== 'it-trenta') });
  });

  it('the last victory hex the Axis lacks is worth more the nearer the last turn (4.1)', () => {
    // The Axis holds Bengasi and both bases: Tobruch is all it lacks.
    const at = (turn: number) => {
      let s = position({ ...SIEGE, 'gb-22gds': 'L50', 'it-bologna': 'H2', 'de-15pz-33': 'W3', 'de-90inf-361': 'J62' }, { turn });
      s = act(s, { type: 'rollSupply' }, [6]).state;
      s = act(s, { type: 'endArrival' }).state;
      return act(s, { type: 'endMovement' }).state;
    };
    const attackers = ['de-15pz-8', 'de-21pz-5'];
    const defenders = ['au-9a-18', 'au-9a-20'];
    const value = (s: AkState) => weigh(ak, s, boardOf(ak.data, s), attackers, defenders, ak.battlePlan!(s, attackers, defenders)).value;
    const last = Math.max(...ak.data.turns.map((t) => t.turn));
    expect(lastHexWeight(ak.data, 0)).toBe(2);
    expect(lastHexWeight(ak.data, last)).toBe(4);
    const early = at(2);
    const late = at(last - 1);
    const plan = ak.battlePlan!(early, attackers, defenders);
    const cleared = plan.chances.filter((c) => ['DE', 'DB2', 'EX'].includes(c.result)).reduce((p, c) => p + c.probability, 0);
    expect(value(late) - value(early)).toBeCloseTo(cleared * 15 * (lastHexWeight(ak.data, last - 1) - lastHexWeight(ak.data, 2)), 5);
  });
});
