import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createSettingsService } from '../../main/services/settings';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createLibrary } from '../../main/engine/library';
import { createModuleRegistry } from '../../main/games/registry';
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

describe('saved games library', () => {
  function library() {
    const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
    const store = createGameStore(db);
    const modules = createModuleRegistry();
    const sessions = createGameSessions({ store, modules });
    let t = Date.parse('2026-11-01T10:00:00Z');
    const clock = () => new Date(t);
    return { db, store, sessions, lib: createLibrary(store, sessions, clock), advance: (days: number) => (t += days * 86_400_000) };
  }
  const create = (s: ReturnType<typeof library>, title: string) => {
    const r = s.sessions.create('afrika-korps', 'march-1941:free', title, 'app');
    if (!r.ok) throw new Error(r.code);
    return r.value.id;
  };

  it('lists games newest first, searches titles and filters by game', () => {
    const s = library();
    const a = create(s, 'Tobruch siege');
    const b = create(s, 'Crusader 50% off');
    s.sessions.apply(a, { type: 'roll', count: 1, sides: 6 }); // a is now the latest
    expect(s.lib.list().map((g) => g.id)).toEqual([a, b]);
    expect(s.lib.latest()?.id).toBe(a);
    expect(s.lib.list({ query: 'tobr' }).map((g) => g.title)).toEqual(['Tobruch siege']);
    expect(s.lib.list({ query: '50%' }).map((g) => g.id)).toEqual([b]);
    expect(s.lib.list({ query: '%' })).toHaveLength(1); // wildcards are searched for, not obeyed
    expect(s.lib.list({ gameId: 'case-yellow' })).toEqual([]);
    expect(s.lib.list({ limit: 1 })).toHaveLength(1);
    const summary = s.lib.list()[0]!;
    expect(summary).toMatchObject({ gameId: 'afrika-korps', scenario: 'march-1941', turn: 1, head: 1, parentId: null, rootId: a, deletedAt: null });
  });

  it('skips games of modules this build does not know', () => {
    const s = library();
    s.db.prepare(`INSERT INTO games (id, game_id, title, scenario, created_at, updated_at) VALUES ('x', 'monopoly', 'Unknown', NULL, 'a', 'z')`).run();
    expect(s.lib.list()).toEqual([]);
    expect(s.lib.latest()).toBeNull();
  });

  it('renames and duplicates with the whole log', () => {
    const s = library();
    const a = create(s, 'Original');
    s.sessions.apply(a, { type: 'move', units: ['gb-2arm-2sg'], to: 'H3' });
    expect(s.lib.rename(a, 'Renamed')).toMatchObject({ ok: true, value: { title: 'Renamed' } });
    const copy = s.lib.duplicate(a, 'Copy');
    expect(copy.ok).toBe(true);
    if (!copy.ok) return;
    expect(copy.value).toMatchObject({ title: 'Copy', head: 1, rootId: copy.value.id });
    const view = s.sessions.open(copy.value.id);
    expect(view.ok && view.value.units.find((u) => u.id === 'gb-2arm-2sg')?.hex).toBe('H3');
    expect(s.lib.rename('nope', 'x')).toMatchObject({ ok: false, code: 'game.notFound' });
  });

  it('keeps deleted games in the trash for 30 days, restorable, then deletes them for good', () => {
    const s = library();
    const a = create(s, 'Doomed');
    expect(s.lib.deleteForever(a)).toMatchObject({ ok: false }); // only from the trash
    s.lib.trash(a);
    expect(s.lib.list()).toEqual([]);
    expect(s.lib.list({ where: 'trash' }).map((g) => g.id)).toEqual([a]);
    expect(s.sessions.open(a)).toMatchObject({ ok: false, code: 'game.inTrash' });
    s.lib.restore(a);
    expect(s.lib.list().map((g) => g.id)).toEqual([a]);
    s.lib.trash(a);
    s.advance(29);
    expect(s.lib.purgeTrash()).toEqual([]);
    s.advance(2);
    expect(s.lib.purgeTrash()).toEqual([a]);
    expect(s.store.get(a)).toBeNull();
    expect(s.db.prepare('SELECT count(*) FROM game_actions WHERE game_id = ?').pluck().get(a)).toBe(0);
  });

  it('accepts only PNG data URLs as thumbnails', () => {
    const s = library();
    const a = create(s, 'T');
    expect(s.lib.setThumbnail(a, 'data:image/png;base64,iVBORw0KGgo=')).toMatchObject({ ok: true });
    for (const bad of ['javascript:alert(1)', 'data:text/html;base64,PGgxPg==', 'data:image/png;base64,<script>']) {
      expect(s.lib.setThumbnail(a, bad)).toMatchObject({ ok: false, code: 'game.badThumbnail' });
    }
    expect(s.lib.list()[0]!.thumbnail).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
