import { describe, expect, it } from 'vitest';
import { act, ak, position, toCombat, where } from './fixtures/ak-play';

/**
 * A retreat whose ends fill up (7.6, 7.6.1). In ai-match (club-3) three Allied units were driven
 * out of Tobruch by a DB2 with one hex to retreat to, already holding a friendly unit: two fitted,
 * and the third had nowhere to go — the game offered nothing more and stalled for good. A unit
 * left with no retreat by the ones before it is eliminated (a retreat may not end over-stacked).
 */
describe('Afrika Korps retreats: a unit left with nowhere to go', () => {
  it('eliminates the third unit when the first two fill the only end, and the battle goes on', () => {
    let s = toCombat(
      position({ 'au-9a-18': 'G25', 'gb-1arm': 'G25', 'gb-50inf-150': 'G25', 'allied-supply-2': 'G25', 'gb-2arm-3': 'H24', 'de-21pz-5': 'H26', 'de-90inf-361': 'H26', 'it-trieste': 'G22', 'it-sabratha': 'G22', 'de-15pz-8': 'H22', 'axis-supply-2': 'H27' }),
    );
    const plan = ak.battlePlan!(s, ['de-21pz-5', 'de-90inf-361'], ['au-9a-18', 'gb-1arm', 'gb-50inf-150']);
    const db2 = plan.chances.find((c) => c.result === 'DB2')!.dice[0]!;
    s = act(s, { type: 'attack', attackers: ['de-21pz-5', 'de-90inf-361'], defenders: ['au-9a-18', 'gb-1arm', 'gb-50inf-150'] }, [db2]).state;
    expect(s.rules.pending).toMatchObject({ kind: 'retreat', units: ['au-9a-18', 'gb-1arm', 'gb-50inf-150'] });
    // H24 is the only end, and holds one friendly unit already.
    expect(ak.optionTargets(s, ak.legalOptions(s).find((o) => o.kind === 'retreat')!)).toEqual(['H24']);
    s = act(s, { type: 'retreat', unit: 'au-9a-18', to: 'H24' }).state;
    const last = act(s, { type: 'retreat', unit: 'gb-1arm', to: 'H24' });
    expect(last.messages).toContainEqual(expect.objectContaining({ code: 'forcedElimination', params: expect.objectContaining({ unit: 'gb-50inf-150' }), rule: '7.6.1' }));
    expect(where(last.state, 'gb-50inf-150')).toBe('eliminated');
    expect(last.state.rules.pending?.kind ?? null).not.toBe('retreat');
    // Something is always offered next: the advance into Tobruch, or the end of combat.
    expect(ak.legalOptions(last.state).filter((o) => !o.refused).length).toBeGreaterThan(0);
  });
});
