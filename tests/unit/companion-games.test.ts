import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createExchange } from '../../main/engine/exchange';
import { createModuleRegistry } from '../../main/games/registry';
import { createCompanionStates } from '../../main/companion/session-state';
import { defaultInputs } from '../../main/companion/inputs';
import { CALC_FAILED } from '../../main/companion/module';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index';
import { GAME_IDS, type GameId } from '../../shared/games/ids';
import type { Result } from '../../shared/api/result';
import { tempDir } from './helpers';
import { wordsEn } from '../support/companion-words';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

function app(seed = '00112233445566778899aabbccddeeff') {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  const store = createGameStore(db);
  const modules = createModuleRegistry();
  const sessions = createGameSessions({ store, modules, snapshotEvery: 5, newSeed: () => seed });
  return { sessions, modules, exchange: createExchange(store, sessions, modules), states: createCompanionStates(sessions, modules) };
}

/** A short session of a game's companion: steps, a roll, every calculator on its defaults (rolled), every cup and tracker. */
function play(a: ReturnType<typeof app>, game: GameId): string {
  const def = COMPANION_DEFINITIONS[game]!();
  const id = value(a.sessions.create(game, 'companion', 'Companion', 'app')).id;
  const apply = (action: object) => value(a.sessions.apply(id, action));
  apply({ type: 'next' });
  apply({ type: 'next' });
  apply({ type: 'roll', purpose: 'test' });
  for (const c of def.calculators) apply({ type: 'calculate', calculator: c.id, inputs: defaultInputs(c.inputs), roll: !!c.roll });
  for (const t of def.trackers) {
    if (t.kind === 'cup') apply({ type: 'draw', cup: t.id });
    else if (t.kind === 'number' && t.initial < t.max) apply({ type: 'trackerAdjust', tracker: t.id, ...(t.perSide ? { side: def.sides[0]!.id } : {}), delta: 1 });
  }
  apply({ type: 'note', turn: def.turns[0]?.n ?? 1, text: 'note' });
  return id;
}

describe('the five games’ companions on the engine', () => {
  it('every game has a companion definition the module accepts', () => {
    for (const game of GAME_IDS) expect(createModuleRegistry().get(game, 'companion'), game).not.toBeNull();
  });

  for (const game of GAME_IDS) {
    it(`${game}: a session replays to the same hashes, undoes, and travels as a game file`, () => {
      const a = app();
      const id = play(a, game);
      const def = COMPANION_DEFINITIONS[game]!();
      const view = value(a.sessions.open(id));
      expect(view.head).toBeGreaterThan(4 + def.calculators.length - 1);
      // Every calculation is in the log with its rule; none failed on its own defaults.
      const calcs = value(a.states.stateAt(id)).snapshot().calcs;
      expect(calcs.map((c) => c.calculator)).toEqual(def.calculators.map((c) => c.id).slice(-20));
      expect(calcs.filter((c) => wordsEn(c.result.invalid?.reason) === wordsEn(CALC_FAILED)).map((c) => c.calculator)).toEqual([]);
      for (const m of view.log.flatMap((e) => e.messages)) if (m.code.startsWith('calculat')) expect(m.rule, `${game} ${m.params.calculator}`).toBeTruthy();

      // Same seed, same actions: the same game. From the disk, the log replays to the same hash.
      const b = app();
      expect(value(b.sessions.open(play(b, game))).hash).toBe(view.hash);
      a.sessions.evict();
      expect(value(a.sessions.open(id)).hash).toBe(view.hash);
      value(a.sessions.undo(id));
      expect(value(a.sessions.redo(id)).hash).toBe(view.hash);

      // Exported and imported into another app: the game file replays through the companion module.
      const file = value(a.exchange.exportGame(id));
      const c = app('ffffffffffffffffffffffffffffffff');
      const imported = value(c.exchange.importGame(file.text));
      expect(imported).toMatchObject({ created: true, view: { hash: view.hash, head: view.head, scenario: 'companion' } });
      if ('held' in imported) throw new Error('a companion game never leaves rules it does not have');
      expect(value(c.states.stateAt(imported.view.id)).snapshot()).toEqual(value(a.states.stateAt(id)).snapshot());
    });
  }
});
