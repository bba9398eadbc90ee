import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importModule, slugFor } from '../../main/vassal/to-game/import.js';
import { readLink } from '../../main/vassal/to-game/link.js';
import { HOSTILE_MODULES, writeModuleFixture } from '../support/vassal/module-fixture.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vimport-'));
const library = (data: string) => tiledLibrary(data);
const tmpDir = path.join(dir, 'tmp');
fs.mkdirSync(tmpDir);
/** What an import may have left in a data folder and in its staging folder. */
const leftovers = (data: string) => ({
  games: fs.existsSync(path.join(data, 'games')) ? fs.readdirSync(path.join(data, 'games')) : [],
  staging: fs.readdirSync(tmpDir),
});

beforeAll(async () => {
  await writeModuleFixture(path.join(dir, 'desert.vmod'), { omitImage: 'u3.png' });
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('importing a module into a data folder', () => {
  it('stores the game whole, with its link to the module, listed with the games', async () => {
    const data = path.join(dir, 'ok');
    const lib = library(data);
    const steps: number[] = [];
    const r = await importModule(path.join(dir, 'desert.vmod'), lib, { progress: (d, t) => steps.push(d / t) });
    expect(r.key).toBe('imported:fixture-desert');
    expect(lib.list().map((g) => g.key)).toEqual(['imported:fixture-desert']);
    const link = readLink(lib.folder(r.key)!);
    expect(link?.module).toEqual({ name: 'Fixture Desert', version: '1.2', vassalVersion: '3.7.12' });
    expect(Object.keys(link!.pieces)).toHaveLength(r.summary.pieces);
    expect(r.report.warnings).toContainEqual({ code: 'vassal.import.imageMissing', params: { image: 'u3.png' } });
    expect(steps.length).toBeGreaterThan(10);
    expect(Math.max(...steps)).toBeLessThanOrEqual(1);
    // A second import of the same module takes the next free slug.
    const again = await importModule(path.join(dir, 'desert.vmod'), lib);
    expect(again.key).toBe('imported:fixture-desert-2');
  }, 60_000);

  it.each(HOSTILE_MODULES)('leaves nothing behind for $label', async ({ options, code }) => {
    const file = path.join(dir, `${code}.vmod`);
    await writeModuleFixture(file, { ...options, pieceCount: 2 });
    const data = path.join(dir, code);
    await expect(importModule(file, library(data), { tmpDir })).rejects.toMatchObject({ code });
    expect(leftovers(data)).toEqual({ games: [], staging: [] });
  }, 60_000);

  it('stops on Cancel and past its time bound, leaving nothing behind', async () => {
    const data = path.join(dir, 'cancelled');
    const cancel = new AbortController();
    cancel.abort();
    await expect(importModule(path.join(dir, 'desert.vmod'), library(data), { signal: cancel.signal })).rejects.toMatchObject({ code: 'vassal.cancelled' });
    let calls = 0;
    const late = new AbortController();
    // Cancelled midway, while the counters' images are being taken.
    await expect(importModule(path.join(dir, 'desert.vmod'), library(data), { tmpDir, signal: late.signal, progress: () => ++calls === 5 && late.abort() })).rejects.toMatchObject({ code: 'vassal.cancelled' });
    expect(calls).toBe(5);
    expect(leftovers(data)).toEqual({ games: [], staging: [] });
  }, 60_000);

  it('makes slugs the library accepts', () => {
    expect(slugFor('Case Yellow 1940 — v2.1', () => false)).toBe('case-yellow-1940-v2-1');
    expect(slugFor('!!!', () => false)).toBe('vassal-module');
    expect(slugFor('A', (s) => s === 'a')).toBe('a-2');
  });
});
