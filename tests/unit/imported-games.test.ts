import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, err } from '../../shared/api/result';
import { GameKeySchema, importedKey, isGameKey } from '../../shared/games/ids';
import { cutTilePyramid } from '../../main/board/tile-pyramid';
import { createImportedLibrary, GAMES_DIR, type CutTiles } from '../../main/games/imported/library';
import { createModuleRegistry } from '../../main/games/registry';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createExchange } from '../../main/engine/exchange';
import { makeDataOnlyGame, type DataOnlyGameFixture } from '../support/data-only-game';
import { imported as importedResult, value } from '../support/players';
import { tempDir } from './helpers';

const cut: CutTiles = async (source, dir) => ok(await cutTilePyramid(source, dir));
let fixture: DataOnlyGameFixture;
let fixtureDir: string;

beforeAll(async () => {
  // A small map keeps the test quick; the e2e test uses the full 3,000 × 2,000 px one.
  fixtureDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'ct-dataonly-'));
  fixture = await makeDataOnlyGame(fixtureDir, { width: 600, height: 400, pieces: 6 });
  return () => fs.rmSync(fixtureDir, { recursive: true, force: true });
}, 60_000);

/** What a data folder's games/ holds, staging and removed folders included. */
const entries = (data: string) => (fs.existsSync(path.join(data, GAMES_DIR)) ? fs.readdirSync(path.join(data, GAMES_DIR)) : []);
const clone = <T>(x: T): T => structuredClone(x);

describe('game keys', () => {
  it('are one of the five games or imported:<slug>, nothing else', () => {
    for (const k of ['afrika-korps', 'asl-starter-kit', 'imported:test-hexes', 'imported:a', 'imported:9-lives']) expect(isGameKey(k), k).toBe(true);
    for (const k of ['', 'imported:', 'imported:-x', 'imported:Upper', 'imported:../x', 'imported:a/b', 'imported:a b', `imported:${'a'.repeat(64)}`, 'chess', 'IMPORTED:x', 42, null]) {
      expect(isGameKey(k), String(k)).toBe(false);
      expect(GameKeySchema.safeParse(k).success).toBe(false);
    }
    expect(() => importedKey('../etc')).toThrow();
  });
});

describe('imported games in the data folder', () => {
  it('are created with their images and tile pyramids, listed, renamed and removed', async () => {
    const data = tempDir();
    const lib = createImportedLibrary(data, cut);
    const steps: number[] = [];
    const made = value(await lib.create(fixture.definition, fixture.images, (done) => steps.push(done)));
    expect(made).toMatchObject({ key: 'imported:test-hexes', name: 'Test Hexes', boards: 1, pieces: 6, scenarios: [{ id: 'start', name: 'Start' }], capabilities: ['free-play'] });
    // No rules module, companion or rulebook runs for it.
    expect(createModuleRegistry(undefined, undefined, (k) => lib.module(k)).get(importedKey('test-hexes'), 'companion')).toBeNull();
    expect(steps.at(-1)).toBeGreaterThan(0);
    const dir = path.join(data, GAMES_DIR, 'test-hexes');
    expect(entries(data)).toEqual(['test-hexes']);
    expect(fs.existsSync(path.join(dir, 'game.json'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'images', 'p0-back.png'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'tiles', 'map.png', 'pyramid.json'), 'utf8'))).toMatchObject({ width: 600, height: 400 });

    // A second library on the same folder (the app restarted) sees it.
    const again = createImportedLibrary(data, cut);
    expect(again.list().map((g) => g.key)).toEqual(['imported:test-hexes']);
    const key = importedKey('test-hexes');
    expect(again.module(key)?.data.imageTable?.pieces).toHaveLength(6);

    expect(value(again.rename(key, '  Hexes at home ')).name).toBe('Hexes at home');
    expect(createImportedLibrary(data, cut).get(key)?.name).toBe('Hexes at home');
    expect(again.rename(key, '   ')).toMatchObject({ ok: false, code: 'imported.badName' });
    expect(again.rename(importedKey('nope'), 'x')).toMatchObject({ ok: false, code: 'imported.notFound' });

    expect(await again.create(fixture.definition, fixture.images)).toMatchObject({ ok: false, code: 'imported.exists' });
    expect(value(again.remove(key))).toEqual({ key });
    expect(entries(data)).toEqual([]);
    expect(again.list()).toEqual([]);
    expect(again.module(key)).toBeNull();
    expect(again.remove(key)).toMatchObject({ ok: false, code: 'imported.notFound' });
  }, 60_000);

  it('refuses hostile or malformed definitions and images with a code, writing nothing', async () => {
    const data = tempDir();
    const lib = createImportedLibrary(data, cut);
    const d = fixture.definition as Record<string, unknown> & { table: { pieces: { id: string; front: string; side?: string }[]; boards: { width: number }[] }; scenarios: { setup: { piece: string; cell: string }[] }[] };
    const bad: [string, unknown][] = [
      ['not an object', 'hello'],
      ['path in the slug', { ...clone(d), slug: '../../etc' }],
      ['upper-case slug', { ...clone(d), slug: 'Hexes' }],
      ['unknown field', { ...clone(d), script: 'rm -rf /' }],
      ['other format', { ...clone(d), format: 'vassal' }],
      ['newer version', { ...clone(d), version: 2 }],
      ['empty name', { ...clone(d), name: '  ' }],
      ['turns reversed', { ...clone(d), turns: { first: 5, last: 2 } }],
      ['image path', (() => { const x = clone(d); x.table.pieces[0]!.front = '../../secret.png'; return x; })()],
      ['piece twice', (() => { const x = clone(d); x.table.pieces[1]!.id = x.table.pieces[0]!.id; return x; })()],
      ['unknown piece in set-up', (() => { const x = clone(d); x.scenarios[0]!.setup[0]!.piece = 'ghost'; return x; })()],
      ['cell off the grid', (() => { const x = clone(d); x.scenarios[0]!.setup[0]!.cell = '9999'; return x; })()],
      ['unknown side', (() => { const x = clone(d); x.table.pieces[0]!.side = 'green'; return x; })()],
    ];
    for (const [why, def] of bad) {
      const r = await lib.create(def, fixture.images);
      expect(r, why).toMatchObject({ ok: false, code: 'imported.badDefinition' });
    }
    const huge = { ...clone(d), name: 'x', source: { kind: 'user', ref: 'x', notes: 'y'.repeat(1000) }, table: { ...clone(d.table), pieces: Array.from({ length: 5_000 }, (_, i) => ({ id: `q${i}`, front: 'f.png', layers: Array(16).fill(`${'l'.repeat(110)}.png`) })) } };
    expect(await lib.create(huge, fixture.images)).toMatchObject({ ok: false, code: 'imported.tooLarge' });

    const images = new Map(fixture.images);
    images.delete('p3-back.png');
    expect(await lib.create(d, images)).toMatchObject({ ok: false, code: 'imported.imageMissing', params: { image: 'p3-back.png' } });

    const notImage = path.join(tempDir(), 'not.png');
    fs.writeFileSync(notImage, 'this is text, not a picture');
    expect(await lib.create(d, new Map([...fixture.images, ['p2-front.png', notImage]]))).toMatchObject({ ok: false, code: 'imported.imageUnreadable', params: { image: 'p2-front.png' } });

    const wrongSize = clone(d);
    wrongSize.table.boards[0]!.width = 640;
    expect(await lib.create(wrongSize, fixture.images)).toMatchObject({ ok: false, code: 'imported.boardSize', params: { width: 600, expectedWidth: 640 } });

    // The tile cutter fails after the counters were copied: the staging folder goes too.
    const failing = createImportedLibrary(data, async () => err('work.failed'));
    expect(await failing.create(d, fixture.images)).toMatchObject({ ok: false, code: 'work.failed' });

    expect(entries(data)).toEqual([]);
    expect(lib.list()).toEqual([]);
  }, 60_000);

  it('ignores a damaged game folder instead of failing the list', async () => {
    const data = tempDir();
    fs.mkdirSync(path.join(data, GAMES_DIR, 'broken'), { recursive: true });
    fs.writeFileSync(path.join(data, GAMES_DIR, 'broken', 'game.json'), '{ not json');
    const lib = createImportedLibrary(data, cut);
    expect(lib.list()).toEqual([]);
    expect(lib.module(importedKey('broken'))).toBeNull();
  });
});

describe('free play on an imported game', () => {
  async function setup() {
    const data = tempDir();
    const lib = createImportedLibrary(data, cut);
    value(await lib.create(fixture.definition, fixture.images));
    const modules = createModuleRegistry(undefined, undefined, (key) => lib.module(key));
    const player = () => {
      const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
      const store = createGameStore(db);
      const sessions = createGameSessions({ store, modules });
      return { store, sessions, exchange: createExchange(store, sessions, modules) };
    };
    return { lib, modules, player };
  }

  it('flips counters, shows their layers and brings them on top, logging printed cell names', async () => {
    const { player } = await setup();
    const { sessions } = player();
    const key = importedKey('test-hexes');
    const v0 = value(sessions.create(key, 'start', 'On images', 'app'));
    expect(v0.gameId).toBe(key);
    const unit = (v: typeof v0, id: string) => v.units.find((u) => u.id === id)!;
    // Untouched counters carry no look at all.
    expect(Object.keys(unit(v0, 'p0')).sort()).toEqual(['hex', 'id', 'order', 'status', 'turn']);
    const cell0 = unit(v0, 'p0').hex!;

    let v = value(sessions.apply(v0.id, { type: 'flip', units: ['p0'] }));
    expect(unit(v, 'p0').flipped).toBe(true);
    expect(v.log.at(-1)?.messages[0]).toMatchObject({ code: 'flippedToBack', params: { unit: 'p0', from: cell0 } });
    v = value(sessions.apply(v.id, { type: 'setLayers', unit: 'p0', layers: 1 }));
    expect(unit(v, 'p0').layers).toBe(1);
    expect(sessions.apply(v.id, { type: 'setLayers', unit: 'p0', layers: 2 })).toMatchObject({ ok: false, code: 'game.refused', params: { reason: 'noSuchLayers' } });

    // Moved onto p1's cell, it keeps its look and goes on top; p1 is then brought back on top.
    const cell1 = unit(v, 'p1').hex!;
    v = value(sessions.apply(v.id, { type: 'move', units: ['p0'], to: cell1 }));
    expect(unit(v, 'p0')).toMatchObject({ hex: cell1, flipped: true, layers: 1 });
    expect(unit(v, 'p0').order).toBeGreaterThan(unit(v, 'p1').order);
    v = value(sessions.apply(v.id, { type: 'toTop', units: ['p1'] }));
    expect(unit(v, 'p1').order).toBeGreaterThan(unit(v, 'p0').order);
    expect(v.log.at(-1)?.messages[0]).toMatchObject({ code: 'broughtToTop', params: { unit: 'p1', hex: cell1 } });

    v = value(sessions.apply(v.id, { type: 'flip', units: ['p0'] }));
    v = value(sessions.apply(v.id, { type: 'setLayers', unit: 'p0', layers: 0 }));
    expect(Object.keys(unit(v, 'p0')).sort()).toEqual(['hex', 'id', 'order', 'status', 'turn']);
    expect(v.log.at(-2)?.messages[0]).toMatchObject({ code: 'flippedToFront' });

    const undone = value(sessions.undo(v.id));
    expect(unit(undone, 'p0').layers).toBe(1);

    expect(sessions.apply(v.id, { type: 'move', units: ['p0'], to: 'c0r0' })).toMatchObject({ ok: false, params: { reason: 'unknownHex' } });
    expect(sessions.apply(v.id, { type: 'flip', units: ['ghost'] })).toMatchObject({ ok: false, params: { reason: 'unknownUnit' } });
    value(sessions.apply(v.id, { type: 'eliminate', units: ['p2'] }));
    expect(sessions.apply(v.id, { type: 'toTop', units: ['p2'] })).toMatchObject({ ok: false, params: { reason: 'notOnMap' } });
  }, 60_000);

  it('goes through a game file and back with its imported key', async () => {
    const { player } = await setup();
    const a = player();
    const key = importedKey('test-hexes');
    const id = value(a.sessions.create(key, 'start', 'By email', 'app')).id;
    value(a.sessions.apply(id, { type: 'flip', units: ['p3'] }));
    value(a.sessions.apply(id, { type: 'setLayers', unit: 'p4', layers: 1 }));
    const file = value(a.exchange.exportGame(id));
    expect(JSON.parse(file.text).game.gameId).toBe('imported:test-hexes');

    const b = player();
    const got = importedResult(b.exchange.importGame(file.text));
    expect(got.view.gameId).toBe(key);
    expect(got.view.hash).toBe(value(a.sessions.open(id)).hash);
    expect(got.view.units.find((u) => u.id === 'p3')?.flipped).toBe(true);
    expect(b.store.list({ gameId: key }).map((g) => g.title)).toEqual(['By email']);

    // A copy of the app without that imported game cannot replay the file: it says which game.
    const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
    const bare = createModuleRegistry();
    const store = createGameStore(db);
    const c = createExchange(store, createGameSessions({ store, modules: bare }), bare);
    expect(c.importGame(file.text)).toMatchObject({ ok: false, code: 'game.unknown', params: { gameId: 'imported:test-hexes' } });
    // A hostile key in a file is refused before anything else.
    const hostile = JSON.parse(file.text) as { game: { gameId: string } };
    hostile.game.gameId = 'imported:../../x';
    expect(c.importGame(JSON.stringify(hostile))).toMatchObject({ ok: false, code: 'file.malformed' });
  }, 60_000);
});
