import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../main/cli/fuzz/run';
import { createAfrikaKorpsModule } from '../../main/games/afrika-korps/module';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { akData } from './fixtures/ak-board';

/**
 * Random games of Afrika Korps played by the rules from March 1941 to the end, from several seeds:
 * every action is one the rules accept, the invariants hold after each (stacking after movement,
 * no unit in two places, supply counts within the limits, no enemy combat units sharing a hex, the
 * phase matching the sequence of play) and each game's file replays to the same state hashes.
 */
const ak = createAfrikaKorpsModule(akData);
const fuzz = (module: typeof ak, seed: string, games = 3, actions = 6000) =>
  runFuzz({ module, scenario: 'march-1941', mode: 'rules', games, actions, seed, dice: 'mixed', clock: () => 0 });

describe('Afrika Korps fuzzing in rules mode', () => {
  it('plays whole games to a victory from three seeds without a failure, and replays them', { timeout: 240_000 }, () => {
    // Two games from the first seed (app dice, then typed-in dice), one from each of the others.
    const reports = [fuzz(ak, 'ci-a', 2), fuzz(ak, 'ci-b', 1), fuzz(ak, 'ci-c', 1)];
    for (const r of reports) {
      expect(r.failures, JSON.stringify(r.failures.slice(0, 3))).toEqual([]);
      expect(r.mode).toBe('rules');
      expect(r.finishedGames).toBe(r.games);
      expect(r.replayedGames).toBe(r.games);
      for (const kind of ['move', 'attack', 'endTurn', 'reinforce', 'rollSupply', 'landSupply']) expect(r.appliedByKind[kind], kind).toBeGreaterThan(0);
    }
    expect(Math.max(...reports.map((r) => r.maxTurn))).toBe(38);
    // The same seed plays the same games.
    expect(fuzz(ak, 'ci-a', 1, 400).fingerprint).toBe(fuzz(ak, 'ci-a', 1, 400).fingerprint);
  });

  it('catches a rules engine that leaves a hex over-stacked after movement', () => {
    const broken: typeof ak = {
      ...ak,
      apply(state: AkState, action, dice) {
        const r = ak.apply(state, action, dice);
        if (action.type !== 'endMovement') return r;
        // Pile four of the moving side's combat units on one hex.
        const side = state.rules.side;
        const ids = akData.units.filter((u) => u.side === side && u.attack > 0 && r.state.units[u.id]?.status === 'map').map((u) => u.id).slice(0, 4);
        if (ids.length < 4) return r;
        const hex = r.state.units[ids[0]!]!.hex;
        const units = { ...r.state.units };
        for (const id of ids) units[id] = { ...units[id]!, hex };
        return { ...r, state: { ...r.state, units } };
      },
    };
    const report = fuzz(broken, 'sabotage', 1, 300);
    expect(report.failureCount).toBeGreaterThan(0);
    expect(report.failures[0]!.problem).toMatch(/over-stacked .* after movement/);
  });
});
