import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createSettingsService } from '../../main/services/settings';
import { createSavedGamesService } from '../../main/services/saved-games';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { tempDir } from './helpers';

describe('settings service', () => {
  it('starts from the defaults, persists changes, and survives a reopen', async () => {
    const file = path.join(tempDir(), 'db.sqlite');
    const first = openDatabase(file);
    const settings = createSettingsService(first.db);
    expect(await settings.get()).toEqual(DEFAULT_SETTINGS);
    expect(await settings.update({ language: 'it', diceMode: 'physical' })).toEqual({ ...DEFAULT_SETTINGS, language: 'it', diceMode: 'physical' });
    first.db.close();

    const second = openDatabase(file);
    expect(await createSettingsService(second.db).get()).toEqual({ language: 'it', theme: 'system', diceMode: 'physical' });
    second.db.close();
  });

  it('falls back to the default for a damaged or unknown stored value, keeping the others', async () => {
    const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
    const s = createSettingsService(db);
    await s.update({ theme: 'dark', language: 'it' });
    db.prepare("UPDATE settings SET value = '{not json' WHERE key = 'language'").run();
    db.prepare(`INSERT INTO settings VALUES ('theme2', '"x"', 'now')`).run();
    expect(await s.get()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    db.prepare(`UPDATE settings SET value = '"purple"' WHERE key = 'theme'`).run();
    expect((await s.get()).theme).toBe('system');
    db.close();
  });
});

describe('saved games service', () => {
  it('lists games newest first and skips games this build does not know', async () => {
    const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
    const ins = db.prepare('INSERT INTO games (id, game_id, title, scenario, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    ins.run('g1', 'afrika-korps', 'First', 'March 1941', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z');
    ins.run('g2', 'case-yellow', 'Second', null, '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z');
    ins.run('g3', 'monopoly', 'Unknown', null, '2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z');
    const games = createSavedGamesService(db);
    expect((await games.list()).map((g) => g.id)).toEqual(['g2', 'g1']);
    expect((await games.latest())?.id).toBe('g2');
    expect(await games.list(1)).toHaveLength(1);
    db.close();
  });

  it('has no latest game in an empty library', async () => {
    const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
    expect(await createSavedGamesService(db).latest()).toBeNull();
    db.close();
  });
});
