import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../main/db/open';
import { MIGRATIONS } from '../../main/db/migrations';
import { startAppServices } from '../../main/app/services';
import { tempDir } from './helpers';

/**
 * A database as version 2 of the schema left it (game logs, before the library columns), with a
 * game played in it: it must open, migrate, and replay to the same position.
 */
describe('a game saved under schema version 2', () => {
  it('opens after migration with its whole history', async () => {
    // Play a game with today's code, then copy it into a database built with migrations 1-2 only,
    // keeping just the columns version 2 had.
    const played = tempDir();
    const now = startAppServices({ dataDir: played, mode: 'web', version: 't' });
    const client = { id: 'fixture' };
    const created = await now.registry.dispatch('game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', title: 'Old save' }, client);
    const id = (created as { value: { id: string } }).value.id;
    for (const [head, action] of [
      { type: 'move', units: ['de-21pz-5'], to: 'W7' },
      { type: 'roll', count: 2, sides: 6 },
      { type: 'toTrack', units: ['gb-2arm-2sg'], turn: 4 },
    ].entries()) await now.registry.dispatch('game.apply', { id, head, action }, client);
    const expected = (await now.registry.dispatch('game.open', { id }, client)) as { value: { hash: string; head: number } };
    const game = now.db.prepare('SELECT id, game_id, title, scenario, created_at, updated_at, module_version, dice_policy, seed, head, head_hash FROM games').get();
    const actions = now.db.prepare('SELECT game_id, seq, action, dice, messages, hash, at FROM game_actions ORDER BY seq').all();
    now.close();

    const oldDir = tempDir();
    const v2 = new Database(path.join(oldDir, 'campaign-table.sqlite'));
    migrate(v2, MIGRATIONS.slice(0, 2));
    // Before migration 7 a game set up as a free table had the mode in its scenario id.
    v2.prepare(
      `INSERT INTO games (id, game_id, title, scenario, created_at, updated_at, module_version, dice_policy, seed, head, head_hash)
       VALUES (@id, @game_id, @title, @scenario, @created_at, @updated_at, @module_version, @dice_policy, @seed, @head, @head_hash)`,
    ).run({ ...(game as Record<string, unknown>), scenario: 'march-1941:free' });
    const ins = v2.prepare('INSERT INTO game_actions (game_id, seq, action, dice, messages, hash, at) VALUES (@game_id, @seq, @action, @dice, @messages, @hash, @at)');
    for (const a of actions) ins.run(a);
    expect(v2.pragma('user_version', { simple: true })).toBe(2);
    v2.close();

    const upgraded = startAppServices({ dataDir: oldDir, mode: 'web', version: 't' });
    const opened = (await upgraded.registry.dispatch('game.open', { id }, client)) as { ok: boolean; value: { hash: string; head: number } };
    const list = (await upgraded.registry.dispatch('games.list', {}, client)) as { value: { id: string; rootId: string; title: string }[] };
    const row = upgraded.db.prepare('SELECT scenario, start_mode FROM games WHERE id = ?').get(id);
    upgraded.close();
    expect(row).toEqual({ scenario: 'march-1941', start_mode: 'free' });
    expect(opened.ok).toBe(true);
    expect(opened.value.head).toBe(3);
    expect(opened.value.hash).toBe(expected.value.hash);
    expect(list.value).toMatchObject([{ id, rootId: id, title: 'Old save' }]);
  });
});
