import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashState } from '../../main/engine/canonical';
import { step } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { createAfrikaKorpsModule } from '../../main/games/afrika-korps/module';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { akData } from './fixtures/ak-board';

/**
 * A whole game's log (707 actions in rules mode, app dice) recorded with the rules engine of
 * version 3 as it stood before its machine was split by step and its calendar became data, with
 * the state hash after every hundredth action and the last: today's engine must reach the same
 * states. A change that makes this fail changes how saved games replay (bump the module's version).
 */
const log = JSON.parse(readFileSync('tests/unit/fixtures/ak-rules-v3-log.json', 'utf8')) as { seed: string; scenario: string; rulesVersion: number; actions: unknown[]; hashes: Record<string, string> };

describe('Afrika Korps saved logs replay to the same states', () => {
  it('a version 3 game gives the hashes it gave when it was played', { timeout: 60_000 }, () => {
    const ak = createAfrikaKorpsModule(akData);
    expect(ak.version).toBe(log.rulesVersion);
    let state = ak.setup(log.scenario, seedRng(log.seed))!;
    log.actions.forEach((action, i) => {
      const r = step(ak, state, { action }, 'app');
      if (!r.ok) throw new Error(`action ${i + 1} refused: ${r.refusal.reason}`);
      state = r.state as AkState;
      const want = log.hashes[String(i + 1)];
      if (want) expect(hashState(state), `after action ${i + 1}`).toBe(want);
    });
    expect(Object.keys(log.hashes).length).toBeGreaterThan(5);
  });
});
