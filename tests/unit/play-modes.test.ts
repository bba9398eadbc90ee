import { describe, expect, it } from 'vitest';
import { imported, modules, player, value } from '../support/players';
import { readGameFile, writeGameFile, type GameFileHeader } from '../../main/engine/game-file';
import { legacySetup } from '../../main/engine/modes';
import { createModuleRegistry } from '../../main/games/registry';
import { createTableModule } from '../../main/games/table/module';
import { createGameSessions } from '../../main/engine/sessions';
import { createGameStore } from '../../main/engine/store';
import { openDatabase } from '../../main/db/open';
import { miniGame } from './fixtures/mini-game';
import { tempDir } from './helpers';
import path from 'node:path';

/** A game's mode and its scenario are two fields: in the store, the game file, the view and the CLI. */
describe('modes are fields, not scenario suffixes', () => {
  it('reads a scenario written the old way as scenario and mode, and leaves others alone', () => {
    expect(legacySetup('march-1941:free')).toEqual({ scenario: 'march-1941', mode: 'free' });
    expect(legacySetup('march-1941')).toEqual({ scenario: 'march-1941', mode: null });
    expect(legacySetup('march-1941', 'rules')).toEqual({ scenario: 'march-1941', mode: 'rules' });
    expect(legacySetup(':free')).toEqual({ scenario: ':free', mode: null });
  });

  it('creates a game with its mode as a field, stored and exported apart from the scenario', () => {
    const p = player();
    const free = value(p.sessions.create('afrika-korps', 'march-1941', 'Free', 'app', 'free'));
    expect(free).toMatchObject({ scenario: 'march-1941', mode: 'free', phase: 'free' });
    const rules = value(p.sessions.create('afrika-korps', 'march-1941', 'Rules', 'app'));
    expect(rules).toMatchObject({ scenario: 'march-1941', mode: 'rules' });
    // An old client's '<scenario>:free' gives the same game as the field.
    const old = value(p.sessions.create('afrika-korps', 'march-1941:free', 'Old', 'app'));
    expect(old).toMatchObject({ scenario: 'march-1941', mode: 'free', phase: 'free' });

    const file = JSON.parse(value(p.exchange.exportGame(free.id)).text) as { version: number; game: GameFileHeader };
    expect(file.version).toBe(3);
    expect(file.game).toMatchObject({ scenario: 'march-1941', mode: 'free' });
  });

  it('reads a version 1 game file whose scenario carries ":free" to the same states as a version 2 file', () => {
    const axis = player();
    const id = value(axis.sessions.create('afrika-korps', 'march-1941', 'PBEM', 'app', 'free'));
    value(axis.sessions.apply(id.id, { type: 'move', units: ['de-21pz-5'], to: 'W7' }));
    value(axis.sessions.apply(id.id, { type: 'roll', count: 1, sides: 6 }));
    const now = JSON.parse(value(axis.exchange.exportGame(id.id)).text) as { game: GameFileHeader; actions: { seq: number; at: string; action: unknown; dice: never[]; stateHash: string }[] };
    // The same game as version 1 wrote it: the mode in the scenario id, no mode field.
    const { mode: _mode, ...header } = now.game;
    const v1 = writeGameFile({ ...header, scenario: 'march-1941:free' }, now.actions.map((a) => ({ seq: a.seq, at: a.at, action: a.action, dice: a.dice, hash: a.stateHash }))).replace('"version": 3', '"version": 1');
    const read = value(readGameFile(v1, modules));
    expect(read.setup).toEqual({ scenario: 'march-1941', mode: 'free' });
    expect(read.actions.map((a) => a.hash)).toEqual(now.actions.map((a) => a.stateHash));

    // Imported by the other player, it is the same game as the one the first player holds.
    const allied = player();
    const got = imported(allied.exchange.importGame(v1));
    expect(got.view).toMatchObject({ scenario: 'march-1941', mode: 'free', head: 2 });
    expect(imported(axis.exchange.importGame(v1)).view.head).toBe(2);
  });

  it('refuses a mode the game is not played in', () => {
    const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
    const table = createTableModule(miniGame());
    const sessions = createGameSessions({ store: createGameStore(db), modules: createModuleRegistry({ 'afrika-korps': () => table }, () => null) });
    expect(sessions.create('afrika-korps', 's1', 'x', 'app', 'rules')).toEqual({ ok: false, code: 'game.modeUnavailable', params: { gameId: 'afrika-korps', mode: 'rules' } });
    expect(value(sessions.create('afrika-korps', 's1', 'x', 'app'))).toMatchObject({ scenario: 's1', mode: 'free', capabilities: { rulesMode: false } });
  });
});
