import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { step } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { createAfrikaKorpsModule } from '../../main/games/afrika-korps/module';
import { boardOf, type AkState } from '../../main/games/afrika-korps/play/state';
import { zocOf } from '../../main/games/afrika-korps/play/options';
import { enemyZocMap, inEnemyZoc, zocMap } from '../../main/games/afrika-korps/rules/zoc';
import { mapIndex } from '../../main/games/afrika-korps/rules/terrain';
import { isolatedUnits } from '../../main/games/afrika-korps/play/supply';
import { akData } from './fixtures/ak-board';

/**
 * The board of a position made from the one before (play/state.ts boardOf) and the zones of
 * control it takes over from it (rules/zoc.ts) must be exactly what a board built afresh gives:
 * the same counters in the same order, the same ZOC hexes listing the same units in the same order.
 */
describe('Afrika Korps boards made from the position before', () => {
  it('equal boards built afresh, with the same zones of control, over a whole game', { timeout: 60_000 }, () => {
    const log = JSON.parse(readFileSync('tests/unit/fixtures/ak-rules-v3-log.json', 'utf8')) as { seed: string; scenario: string; actions: unknown[] };
    const ak = createAfrikaKorpsModule(akData);
    let state = ak.setup(log.scenario, seedRng(log.seed))!;
    let inherited = 0;
    for (const action of log.actions) {
      const before = boardOf(akData, state);
      // The ZOC of both sides on the position before, as the rules ask for them.
      for (const side of ['axis', 'allied']) enemyZocMap(before, side, zocOf(state.rules));
      const r = step(ak, state, { action }, 'app');
      if (!r.ok) throw new Error(r.refusal.reason);
      state = r.state as AkState;
      const board = boardOf(akData, state);
      // A copy of the units object has no history: its board is built from scratch.
      const fresh = boardOf(akData, { ...state, units: { ...state.units } });
      expect([...board.units]).toEqual([...fresh.units]);
      const options = zocOf(state.rules);
      for (const side of ['axis', 'allied'] as const) {
        const zoc = enemyZocMap(board, side, options);
        if (zoc === enemyZocMap(before, side, options)) inherited++;
        expect([...zoc]).toEqual([...enemyZocMap(fresh, side, options)]);
        expect([...zocMap(board, side, options)]).toEqual([...zocMap(fresh, side, options)]);
        expect(isolatedUnits(board, side, options)).toEqual(isolatedUnits(fresh, side, options));
      }
    }
    // Most positions follow a move: their boards are made from the one before, and keep the enemy's ZOC.
    expect(inherited).toBeGreaterThan(log.actions.length / 3);
  });

  it('answer whether one hex is in enemy ZOC as the whole ZOC map does, before the map is worked out', { timeout: 60_000 }, () => {
    const log = JSON.parse(readFileSync('tests/unit/fixtures/ak-rules-v3-log.json', 'utf8')) as { seed: string; scenario: string; actions: unknown[] };
    const ak = createAfrikaKorpsModule(akData);
    const hexes = mapIndex(akData).tables.names;
    let state = ak.setup(log.scenario, seedRng(log.seed))!;
    let inZoc = 0;
    log.actions.forEach((action, i) => {
      const r = step(ak, state, { action }, 'app');
      if (!r.ok) throw new Error(r.refusal.reason);
      state = r.state as AkState;
      if (i % 25) return;
      for (const options of [zocOf(state.rules), { ...zocOf(state.rules), fortressZocOutward: true }]) {
        for (const side of ['axis', 'allied']) {
          // A board of its own, asked hex by hex before anything works out its ZOC map.
          const alone = boardOf(akData, { ...state, units: { ...state.units } });
          const answers = hexes.map((h) => inEnemyZoc(alone, side, h, options));
          const zoc = enemyZocMap(boardOf(akData, { ...state, units: { ...state.units } }), side, options);
          expect(answers).toEqual(hexes.map((h) => zoc.has(h)));
          inZoc += answers.filter(Boolean).length;
        }
      }
    });
    expect(inZoc).toBeGreaterThan(100);
  });
});
