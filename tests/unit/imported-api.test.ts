import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { makeDataOnlyGame, type DataOnlyGameFixture } from '../support/data-only-game';
import { tempDir } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let fixture: DataOnlyGameFixture;
let fixtureDir: string;
const running: AppServices[] = [];

beforeAll(async () => {
  fixtureDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'ct-dataonly-api-'));
  fixture = await makeDataOnlyGame(fixtureDir, { width: 700, height: 500, pieces: 4, slug: 'api-hexes' });
}, 60_000);
afterAll(() => {
  for (const s of running) s.close();
  fs.rmSync(fixtureDir, { recursive: true, force: true });
});

function app(dataDir = tempDir()) {
  const s = startAppServices({ dataDir, mode: 'web', version: 't', registry: { validateResults: true } });
  running.push(s);
  const call = (channel: string, args: unknown, client = 'c1') => s.registry.dispatch(channel, args, { id: client }) as Promise<any>;
  return { s, dataDir, call };
}

/** Sends a game through the API: begin, every image in chunks, finish. */
async function upload(call: ReturnType<typeof app>['call'], definition: unknown, images = fixture.images) {
  const begun = await call('imported.begin', { definition });
  if (!begun.ok) return begun;
  const { uploadId, chunkBytes } = begun.value;
  for (const name of begun.value.images as string[]) {
    const bytes = fs.readFileSync(images.get(name)!);
    for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
      const r = await call('imported.chunk', { uploadId, image: name, offset, data: bytes.subarray(offset, offset + chunkBytes).toString('base64') });
      if (!r.ok) return r;
    }
  }
  return call('imported.finish', { uploadId });
}

describe('imported games through the API', () => {
  it('are uploaded, listed, played, exchanged by file, renamed and removed', async () => {
    const a = app();
    const made = await upload(a.call, fixture.definition);
    expect(made).toMatchObject({ ok: true, value: { key: 'imported:api-hexes', pieces: 4 } });
    expect((await a.call('imported.list', {})).value.map((g: any) => g.key)).toEqual(['imported:api-hexes']);
    // No upload folder is left behind.
    expect(fs.readdirSync(path.join(a.dataDir, 'games'))).toEqual(['api-hexes']);

    const data = await a.call('game.data', { gameId: 'imported:api-hexes' });
    expect(data.value.imageTable.boards[0]).toMatchObject({ image: 'map.png', width: 700, height: 500 });
    const view = (await a.call('game.create', { gameId: 'imported:api-hexes', scenario: 'start', title: 'API game' })).value;
    expect(view.gameId).toBe('imported:api-hexes');
    const flipped = await a.call('game.apply', { id: view.id, head: 0, action: { type: 'flip', units: ['p1'] } });
    expect(flipped.value.units.find((u: any) => u.id === 'p1').flipped).toBe(true);
    expect((await a.call('games.list', { gameId: 'imported:api-hexes' })).value.map((g: any) => g.title)).toEqual(['API game']);

    // The game file goes to another data folder that has the game too, verified in the worker.
    const file = (await a.call('game.export', { id: view.id })).value;
    const b = app();
    expect((await upload(b.call, fixture.definition)).ok).toBe(true);
    const got = await b.call('game.import', { text: file.text });
    expect(got).toMatchObject({ ok: true, value: { created: true, view: { gameId: 'imported:api-hexes', hash: flipped.value.hash } } });

    expect(await a.call('imported.rename', { key: 'imported:api-hexes', name: 'Renamed' })).toMatchObject({ ok: true, value: { name: 'Renamed' } });
    expect(await a.call('imported.remove', { key: 'imported:api-hexes' })).toMatchObject({ ok: false, code: 'imported.inUse', params: { count: 1 } });
    expect((await a.call('game.delete', { id: view.id })).ok).toBe(true);
    expect(await a.call('imported.remove', { key: 'imported:api-hexes' })).toMatchObject({ ok: false, code: 'imported.inUse' });
    expect((await a.call('game.deleteForever', { id: view.id })).ok).toBe(true);
    expect(await a.call('imported.remove', { key: 'imported:api-hexes' })).toEqual({ ok: true, value: { key: 'imported:api-hexes' } });
    expect((await a.call('imported.list', {})).value).toEqual([]);
    expect(await a.call('game.create', { gameId: 'imported:api-hexes', scenario: 'start' })).toMatchObject({ ok: false, code: 'game.unknown' });
  }, 120_000);

  it('refuses hostile keys, definitions and chunks with a code, leaving nothing', async () => {
    const { call, dataDir } = app();
    for (const gameId of ['imported:../x', 'chess', 'imported:', 'IMPORTED:a']) {
      expect(await call('game.create', { gameId, scenario: 'start' }), gameId).toMatchObject({ ok: false, code: 'api.invalidArguments' });
      expect(await call('game.data', { gameId }), gameId).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    }
    expect(await call('imported.remove', { key: 'afrika-korps' })).toMatchObject({ ok: false, code: 'imported.notFound' });
    expect(await call('imported.begin', { definition: { format: 'campaign-table-imported-game', slug: '../../x' } })).toMatchObject({ ok: false, code: 'imported.badDefinition' });

    const begun = (await call('imported.begin', { definition: fixture.definition })).value;
    const chunk = (over: object) => call('imported.chunk', { uploadId: begun.uploadId, image: 'map.png', offset: 0, data: 'AAAA', ...over });
    expect(await chunk({ image: 'other.png' })).toMatchObject({ ok: false, code: 'imported.badChunk' });
    expect(await chunk({ image: '../map.png' })).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    expect(await chunk({ offset: 5 })).toMatchObject({ ok: false, code: 'imported.badChunk' });
    // Another client cannot touch this upload.
    expect(await call('imported.chunk', { uploadId: begun.uploadId, image: 'map.png', offset: 0, data: 'AAAA' }, 'c2')).toMatchObject({ ok: false, code: 'imported.unknownUpload' });
    // Finished with images missing: refused, and the upload is gone.
    expect(await call('imported.finish', { uploadId: begun.uploadId })).toMatchObject({ ok: false, code: 'imported.imageMissing' });
    expect(await call('imported.finish', { uploadId: begun.uploadId })).toMatchObject({ ok: false, code: 'imported.unknownUpload' });

    const again = (await call('imported.begin', { definition: fixture.definition })).value;
    expect(await call('imported.cancel', { uploadId: again.uploadId })).toEqual({ ok: true, value: { cancelled: true } });
    expect(fs.readdirSync(path.join(dataDir, 'games'))).toEqual([]);
    expect((await call('imported.list', {})).value).toEqual([]);
  }, 60_000);
});
