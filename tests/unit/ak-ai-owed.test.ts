import { describe, expect, it } from 'vitest';
import { owedBattlesWorth } from '../../main/games/afrika-korps/ai/owed';
import { boardOf } from '../../main/games/afrika-korps/play/state';
import { zocOf } from '../../main/games/afrika-korps/play/options';
import { neighboursOf } from '../../main/games/afrika-korps/rules/terrain';
import { act, ak, position } from './fixtures/ak-play';

/**
 * A unit ending its movement in an enemy ZOC owes an attack on the units exerting it (8.4). In
 * ai-match (strong Axis against the random player, seed r-3) the Axis lost 74 factors to the
 * Allies' none: its units walked up to stronger stacks, then owed attacks at 1-2 and 1-3. The
 * evaluation now prices those owed battles from the CRT's chances.
 */
describe('Afrika Korps computer player: owed attacks', () => {
  it('prices a lone 2-2 left next to two 4-4 brigades as the owed 1-4 it must make (AE on 3 faces, AB2 on 3)', () => {
    const stack = 'K40';
    const next = neighboursOf(ak.data, stack).find((h) => !neighboursOf(ak.data, h).includes('K44'))!;
    const at = (hex: string) => {
      let s = position({ 'de-21pz-3': hex, 'axis-supply-1': 'K44', 'gb-1arm-2': stack, 'gb-1arm-22': stack, 'allied-supply-1': 'J62' });
      s = act(s, { type: 'endArrival' }).state;
      return s;
    };
    const adjacent = at(next);
    const apart = at('K44');
    const worth = (s: ReturnType<typeof at>) => owedBattlesWorth(boardOf(ak.data, s), 'axis', zocOf(s.rules));
    expect(worth(apart)).toBe(0);
    // 2 against 8: 1-4. The 2-2 (worth 4) is lost on an AE and pays a quarter of its worth on an AB2.
    expect(worth(adjacent)).toBeCloseTo(0.5 * -4 + 0.5 * -1, 5);
  });
});
