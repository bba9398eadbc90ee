import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importModule } from '../../main/vassal/to-game/import.js';
import { readModule } from '../../main/vassal/module/read-module.js';
import { findCarried } from '../../main/vassal/module/carried.js';
import type { XmlElement } from '../../main/vassal/xml/parse.js';
import { CARRIED_CHUNK_BYTES, MAX_CARRIED_PDF_BYTES, keepCarried, readCarried } from '../../main/vassal/to-game/carried-files.js';
import { startAppServices, type AppServices } from '../../main/app/services.js';
import { writeModuleFixture } from '../support/vassal/module-fixture.js';
import { carriedFixture, type CarriedFixture } from '../support/vassal/carried-fixture.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vcarried-'));
const moduleFile = path.join(dir, 'desert.vmod');
let carried: CarriedFixture;
const running: AppServices[] = [];

const library = (data: string) => tiledLibrary(data);

beforeAll(async () => {
  carried = await carriedFixture();
  await writeModuleFixture(moduleFile, { pieceCount: 4, extraEntries: carried.entries, extraXml: carried.xml });
}, 60_000);
afterAll(() => {
  for (const s of running) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the rulebooks and charts a module carries', () => {
  it('are every PDF and the pictures under a charts folder or named by a chart window or the help menu, with their titles', async () => {
    const module = await readModule(moduleFile);
    expect(module.carried?.rulebooks.map((r) => [r.entry, r.title])).toEqual([
      ['docs/Living_Rules.pdf', 'Living Rules'],
      ['broken.pdf', 'broken'],
      ['Player_Aid.pdf', 'Player Aid'],
    ]);
    expect(module.carried?.rulebooks[0]!.bytes).toBe(carried.rulebook.bytes.length);
    // The counter picture is not a chart; the board pictures are not either.
    expect(module.carried?.charts.map((c) => [c.entry, c.title])).toEqual([
      ['images/tec.png', 'Terrain Effects'],
      ['charts/CRT.png', 'CRT'],
    ]);
  }, 30_000);

  it('names nothing for a module without them, and ignores help entries naming what the zip lacks or an address', () => {
    const names = ['buildFile.xml', 'images/a.png', 'rules.txt'];
    const archive = { names: () => names, resolve: (n: string) => (names.includes(n) ? n : null), info: () => ({ name: '', size: 1, compressedSize: 1 }) };
    const root: XmlElement = {
      tag: 'VASSAL.build.GameModule',
      attrs: {},
      text: '',
      children: [
        { tag: 'VASSAL.build.module.documentation.BrowserPDFFile', attrs: { pdfFile: 'missing.pdf', title: 'Gone' }, text: '', children: [] },
        { tag: 'VASSAL.build.module.documentation.HelpFile', attrs: { fileName: 'https://example.org/rules.pdf', title: 'Web' }, text: '', children: [] },
      ],
    };
    expect(findCarried(archive, root)).toEqual({ rulebooks: [], charts: [] });
  });

  it('are kept with the imported game and listed in the report; a file that is not a PDF is a warning', async () => {
    const data = path.join(dir, 'data');
    const r = await importModule(moduleFile, library(data));
    expect(r.report.carried).toEqual({
      rulebooks: [
        { id: 0, title: 'Living Rules', bytes: carried.rulebook.bytes.length },
        { id: 1, title: 'Player Aid', bytes: expect.any(Number) },
      ],
      charts: 2,
    });
    expect(r.report.warnings).toContainEqual({ code: 'vassal.import.carriedNotPdf', params: { name: 'broken.pdf' } });
    const folder = path.join(data, 'games', 'fixture-desert');
    expect(fs.readFileSync(path.join(folder, 'carried', '0.pdf')).equals(Buffer.from(carried.rulebook.bytes))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'images', 'chart-0.png'))).toBe(true);
  }, 60_000);

  it('leave out, with a warning, a PDF over the rulebook import’s limit and a chart that is no picture shown here', async () => {
    const folder = path.join(dir, 'keep');
    fs.mkdirSync(folder);
    const warnings = await keepCarried(moduleFile, folder, {
      rulebooks: [{ entry: 'docs/Living_Rules.pdf', title: 'Living Rules', bytes: MAX_CARRIED_PDF_BYTES + 1 }],
      charts: [
        { entry: 'broken.pdf', title: 'Not a picture', bytes: 24 },
        { entry: 'charts/CRT.png', title: 'CRT', bytes: 10 },
      ],
    });
    expect(warnings).toEqual([
      { code: 'vassal.import.carriedTooLarge', params: { name: 'docs/Living_Rules.pdf', size: MAX_CARRIED_PDF_BYTES + 1 } },
      { code: 'vassal.import.carriedChartUnreadable', params: { name: 'broken.pdf' } },
    ]);
    expect(readCarried(folder)).toMatchObject({ rulebooks: [], charts: [{ id: 0, title: 'CRT', image: 'chart-0.png', width: 320, height: 200 }] });
    expect(fs.readdirSync(path.join(folder, 'carried'))).toEqual([]);
    // A damaged list reads as nothing kept.
    fs.writeFileSync(path.join(folder, 'carried.json'), '{"rulebooks": [{"id": "../x"}]}');
    expect(readCarried(folder)).toEqual({ rulebooks: [], charts: [] });
  }, 30_000);

  it('are served through the API: the list, a PDF chunk by chunk, the charts of the games linked to one of the five', async () => {
    const data = path.join(dir, 'api');
    await importModule(moduleFile, library(data));
    const s = startAppServices({ dataDir: data, mode: 'web', version: 't', registry: { validateResults: true } });
    running.push(s);
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    const key = 'imported:fixture-desert';
    const list = await call('vassal.carried', { key });
    expect(list.value.rulebooks.map((r: any) => [r.title, r.fileName])).toEqual([
      ['Living Rules', 'Living_Rules.pdf'],
      ['Player Aid', 'Player_Aid.pdf'],
    ]);
    expect(list.value.charts).toEqual([
      { id: 0, title: 'Terrain Effects', url: '/imported/fixture-desert/images/chart-0.png', width: 240, height: 160 },
      { id: 1, title: 'CRT', url: '/imported/fixture-desert/images/chart-1.png', width: 320, height: 200 },
    ]);
    const parts: Buffer[] = [];
    for (let index = 0; ; index++) {
      const c = await call('vassal.carriedChunk', { key, id: 0, index });
      expect(c.ok).toBe(true);
      parts.push(Buffer.from(c.value.data, 'base64'));
      if ((index + 1) * CARRIED_CHUNK_BYTES >= c.value.bytes) break;
    }
    expect(Buffer.concat(parts).equals(Buffer.from(carried.rulebook.bytes))).toBe(true);
    expect(await call('vassal.carriedChunk', { key, id: 7, index: 0 })).toMatchObject({ ok: false, code: 'vassal.carriedMissing' });
    expect(await call('vassal.carried', { key: 'dark-sands' })).toMatchObject({ ok: false, code: 'vassal.notModuleGame' });

    expect((await call('vassal.charts', { game: 'dark-sands' })).value).toEqual([]);
    await call('vassal.link', { key, game: 'dark-sands' });
    const charts = (await call('vassal.charts', { game: 'dark-sands' })).value;
    expect(charts.map((g: any) => [g.key, g.module, g.charts.length])).toEqual([[key, 'Fixture Desert', 2]]);
  }, 60_000);
});

describe('the companion beside the board of a game on a linked module', () => {
  it('is made the first time, the same session after, one per game on the table, and a new one when the link changes', async () => {
    const data = path.join(dir, 'companion');
    await importModule(moduleFile, library(data));
    const s = startAppServices({ dataDir: data, mode: 'web', version: 't', registry: { validateResults: true } });
    running.push(s);
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    const key = 'imported:fixture-desert';
    const table = (await call('game.create', { gameId: key, scenario: 'empty', title: 'Desert table' })).value;
    expect(await call('vassal.companion', { id: table.id })).toMatchObject({ ok: false, code: 'vassal.notLinked' });

    await call('vassal.link', { key, game: 'dark-sands' });
    const [first, twice] = await Promise.all([call('vassal.companion', { id: table.id }), call('vassal.companion', { id: table.id })]);
    expect(first.value.game).toBe('dark-sands');
    expect(twice.value.session).toBe(first.value.session);
    const session = (await call('game.open', { id: first.value.session })).value;
    expect(session).toMatchObject({ gameId: 'dark-sands', title: 'Desert table' });
    expect((await call('companion.session', { id: first.value.session })).ok).toBe(true);
    expect((await call('vassal.companion', { id: table.id })).value.session).toBe(first.value.session);

    const other = (await call('game.create', { gameId: key, scenario: 'empty', title: 'Second table' })).value;
    expect((await call('vassal.companion', { id: other.id })).value.session).not.toBe(first.value.session);

    // A session thrown away, or a link to another game, gets a new session.
    await call('game.delete', { id: first.value.session });
    const renewed = (await call('vassal.companion', { id: table.id })).value;
    expect(renewed.session).not.toBe(first.value.session);
    await call('vassal.link', { key, game: 'case-yellow' });
    expect((await call('vassal.companion', { id: table.id })).value).toMatchObject({ game: 'case-yellow' });
    expect(await call('vassal.companion', { id: 'no-such-game' })).toMatchObject({ ok: false, code: 'game.notFound' });
  }, 60_000);
});
