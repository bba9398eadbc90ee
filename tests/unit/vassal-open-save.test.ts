import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { importModule } from '../../main/vassal/to-game/import.js';
import { MODULE_COPY_FILE } from '../../main/vassal/to-game/link.js';
import { readModule } from '../../main/vassal/module/read-module';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave, type WriteInput } from '../../main/vassal/save/write';
import { withState } from '../../main/vassal/pieces/traits';
import { writeModuleFixture } from '../support/vassal/module-fixture.js';
import en from '../../locales/en/translation.json';
import it_ from '../../locales/it/translation.json';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vopensave-'));
const data = path.join(dir, 'data');
const running: AppServices[] = [];
let input: WriteInput;
const BASE = 1_700_000_000_000;

beforeAll(async () => {
  const vmod = path.join(dir, 'desert.vmod');
  await writeModuleFixture(vmod);
  const m = await readModule(vmod);
  input = atStartGame(m, await readModuledata(m), 'Turn 3');
  input.pieces.forEach((p, i) => (p.id = String(BASE + i)));
  const flip = input.pieces[1]!.chain.findIndex((t) => t.id === 'emb2;');
  input.pieces[1]!.chain = input.pieces[1]!.chain.map((t, i) => (i === flip ? withState(t, { layerValue: 1 }) : t));
  const library = tiledLibrary(data);
  await importModule(vmod, library, { tmpDir: dir });
}, 120_000);
afterAll(() => {
  for (const s of running) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let shared: ((channel: string, args: unknown) => Promise<any>) | null = null;
/** One app on the data folder (a second one would open it read-only). */
function app() {
  if (shared) return shared;
  const s = startAppServices({ dataDir: data, mode: 'web', version: 't', registry: { validateResults: true } });
  running.push(s);
  shared = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
  return shared;
}

/** A file sent through the upload channels, opened against an imported game. */
async function openAgainst(call: ReturnType<typeof app>, bytes: Buffer, against: string) {
  const begun = await call('vassal.uploadBegin', { size: bytes.length });
  const { uploadId, chunkBytes } = begun.value;
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    await call('vassal.uploadChunk', { uploadId, offset, data: bytes.subarray(offset, offset + chunkBytes).toString('base64') });
  }
  return call('vassal.uploadFinish', { uploadId, against });
}

function position(units: any[]): Record<string, string> {
  const byHex = new Map<string, any[]>();
  for (const u of units) if (u.status === 'map') byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  const out: Record<string, string> = {};
  for (const [hex, list] of byHex) list.sort((a, b) => a.order - b.order).forEach((u, i) => (out[u.id] = `${hex}#${i + 1}${u.flipped ? ' flipped' : ''}`));
  return out;
}

describe('a VASSAL save opened against a module imported earlier', () => {
  it('keeps the module in the game folder and opens the save there: pieces where VASSAL had them, stacks and looks kept', async () => {
    expect(fs.existsSync(path.join(data, 'games', 'fixture-desert', MODULE_COPY_FILE))).toBe(true);
    const call = app();
    const r = await openAgainst(call, await writeSave({ ...input, key: 0x21, dateSaved: 1 }), 'imported:fixture-desert');
    expect(r.ok).toBe(true);
    expect(r.value.summary.scenarios.map((s: any) => s.id)).toContain('save');
    const view = await call('vassal.newGame', { gameId: r.value.summary.key, scenario: 'save' });
    expect(position(view.value.units)).toMatchObject({ [`v${BASE}`]: 'C4#1', [`v${BASE + 1}`]: 'C4#2 flipped', [`v${BASE + 2}`]: 'F7#1' });
  }, 120_000);

  it('refuses a save of another module, naming it, and keeps nothing', async () => {
    const call = app();
    const before = fs.readdirSync(path.join(data, 'games')).sort();
    const moduledata = Buffer.from(input.moduledata!.toString('utf8').replace(/<name>[^<]*<\/name>/, '<name>Other War</name>'));
    const r = await openAgainst(call, await writeSave({ ...input, moduledata, key: 0x22, dateSaved: 1 }), 'imported:fixture-desert');
    expect(r).toMatchObject({ ok: false, code: 'vassal.importFailed', params: { reason: 'vassal.openSave.otherModule', module: 'Other War', expected: 'Fixture Desert' } });
    expect(fs.readdirSync(path.join(data, 'games')).sort()).toEqual(before);
    // Translated in both languages, naming both modules.
    for (const t of [en, it_] as any[]) expect(t.vassal.openSave.otherModule).toMatch(/\{\{module\}\}[\s\S]*\{\{expected\}\}|\{\{expected\}\}[\s\S]*\{\{module\}\}/);
  }, 120_000);

  it('links the module to one of the five games only when asked, and unlinks it', async () => {
    const call = app();
    const key = 'imported:fixture-desert';
    expect(await call('vassal.linkOf', { key })).toEqual({ ok: true, value: { linked: null, suggested: null } });
    expect(await call('vassal.link', { key, game: 'dark-sands' })).toEqual({ ok: true, value: { linked: 'dark-sands' } });
    expect((await call('vassal.linkOf', { key })).value.linked).toBe('dark-sands');
    expect((await call('vassal.link', { key, game: 'chess' })).ok).toBe(false);
    expect(await call('vassal.link', { key, game: null })).toEqual({ ok: true, value: { linked: null } });
    expect((await call('vassal.linkOf', { key })).value.linked).toBeNull();
    expect(await call('vassal.link', { key: 'afrika-korps', game: 'dark-sands' })).toMatchObject({ ok: false, code: 'vassal.notModuleGame' });
  }, 60_000);

  it('refuses a game that is not on a module', async () => {
    const call = app();
    const r = await openAgainst(call, await writeSave({ ...input, key: 0x23, dateSaved: 1 }), 'imported:no-such-game');
    expect(r).toMatchObject({ ok: false, code: 'vassal.importFailed', params: { reason: 'vassal.openSave.notModuleGame' } });
  }, 60_000);
});
