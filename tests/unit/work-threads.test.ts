import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { createModuleRegistry } from '../../main/games/registry';
import { createWorkRunner, workerEntry } from '../../main/work/runner';
import { err, type Result } from '../../shared/api/result';
import { longGameFile } from '../support/long-game-file';
import { craftedRulebook } from '../support/crafted-rulebook';
import { tempDir } from './helpers';

/**
 * Long work (a game file's replay, a rulebook's splitting) runs in worker threads: while it runs
 * the other calls keep answering, its progress can be read, and Cancel ends it with nothing
 * written.
 */

let services: AppServices | null = null;
afterEach(() => {
  services?.close();
  services = null;
});
const client = { id: 'tab-1' };
function app(): AppServices {
  services = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true } });
  return services;
}
const call = <T = unknown>(s: AppServices, channel: string, args: unknown = {}) => s.registry.dispatch(channel, args, client) as Promise<Result<T>>;

/** Calls settings.get one after another until `until` settles; the time each took, in ms. */
async function latenciesWhile(s: AppServices, until: Promise<unknown>): Promise<number[]> {
  let pending = true;
  void until.finally(() => (pending = false));
  const times: number[] = [];
  while (pending) {
    const t0 = performance.now();
    expect((await call(s, 'settings.get')).ok).toBe(true);
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}

/** About 10 MB: 30,000 free-mode moves, each replayed by the import. */
const MOVES = 30_000;
let longFile = '';
beforeAll(() => {
  longFile = longGameFile(createModuleRegistry(), MOVES);
}, 300_000);

describe('long work in worker threads', () => {
  it('finds the worker entry beside the sources, and beside a build', () => {
    expect(workerEntry().file.pathname).toMatch(/main\/work\/worker\.ts$/);
    expect(() => workerEntry('file:///nowhere/out/main/index.js')).toThrow(/no worker entry/);
    // A build: the runner sits in an entry (out/main/web.js) or a shared chunk (out/main/chunks/).
    const out = path.join(tempDir(), 'out', 'main');
    fs.mkdirSync(path.join(out, 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(out, 'worker.js'), '');
    for (const from of [path.join(out, 'web.js'), path.join(out, 'chunks', 'registry-abc.js')]) {
      const e = workerEntry(pathToFileURL(from).href);
      expect(e).toMatchObject({ eval: false });
      expect(fileURLToPath(e.file)).toBe(path.join(out, 'worker.js'));
    }
  });

  it('a long game file import leaves the other calls answering, and reports its progress', { timeout: 300_000 }, async () => {
    const s = app();
    const started = performance.now();
    const importing = call<{ view: { head: number } }>(s, 'game.import', { text: longFile, job: 'import-1' });
    const seen: { done: number; total: number }[] = [];
    const watching = (async () => {
      let pending = true;
      void importing.finally(() => (pending = false));
      while (pending) {
        const p = await call<{ done: number; total: number } | null>(s, 'work.progress', { job: 'import-1' });
        if (p.ok && p.value) seen.push(p.value);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const times = await latenciesWhile(s, importing);
    await watching;
    const took = performance.now() - started;
    expect(await importing).toMatchObject({ ok: true, value: { view: { head: MOVES } } });
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(times.length, `import ${took.toFixed(0)} ms`).toBeGreaterThan(10);
    expect(median, `settings.get while importing (ms): ${sorted.map((t) => t.toFixed(0)).join(' ')}`).toBeLessThan(100);
    expect(seen.some((p) => p.total === MOVES && p.done > 0 && p.done < MOVES)).toBe(true);
    // Another client can neither see nor cancel it.
    expect(await s.registry.dispatch('work.cancel', { job: 'import-1' }, { id: 'tab-2' })).toEqual({ ok: true, value: { cancelled: false } });
  });

  it('runs a bounded number of jobs at once, and one job per name', async () => {
    const work = createWorkRunner({ maxJobs: 1, log: () => {} });
    const first = work.run('splitRulebook', craftedRulebook(512 * 1024), { owner: 'a', id: 'one' });
    expect(await work.run('splitRulebook', '1.1 A', { owner: 'b', id: 'two' })).toEqual({ ok: false, code: 'work.busy' });
    expect(work.progress({ owner: 'a', id: 'one' })).not.toBeNull();
    expect((await first).ok).toBe(true);
    expect(await work.run('splitRulebook', '1.1 Alpha\nThe first section.', { owner: 'b', id: 'two' })).toMatchObject({ ok: true, value: [{ id: '1.1' }] });
    const a = work.run('splitRulebook', craftedRulebook(512 * 1024), { owner: 'a', id: 'one' });
    work.close();
    expect(await a).toEqual({ ok: false, code: 'work.cancelled' });
  });

  it('a job over its heap bound is ended and answers what its limits say (a hostile module cannot take the memory)', { timeout: 120_000 }, async () => {
    const work = createWorkRunner({ log: () => {} });
    const limits = { totalMs: 60_000, idleMs: 60_000, tooSlow: () => err('work.failed'), resourceLimits: { maxOldGenerationSizeMb: 48 } };
    // Split into sections, 16 MB of text grows past 48 MB of heap a little at a time.
    const text = craftedRulebook(16 * 1024 * 1024);
    expect(await work.run('splitRulebook', text, { owner: 'a', id: 'big' }, { ...limits, tooLarge: () => err('vassal.importFailed', { reason: 'vassal.tooMuchMemory', limit: 48 }) })).toEqual({
      ok: false,
      code: 'vassal.importFailed',
      params: { reason: 'vassal.tooMuchMemory', limit: 48 },
    });
    // Without a tooLarge answer it is a failed job, as before; and the runner takes the next job.
    expect(await work.run('splitRulebook', text, { owner: 'a', id: 'big' }, limits)).toEqual({ ok: false, code: 'work.failed' });
    expect(await work.run('splitRulebook', '1.1 Alpha\nThe first section.', { owner: 'a', id: 'small' })).toMatchObject({ ok: true });
    work.close();
  });

  it('Cancel ends a game file import with nothing written', { timeout: 180_000 }, async () => {
    const s = app();
    const importing = call(s, 'game.import', { text: longFile, job: 'import-2' });
    let settled = false;
    void importing.finally(() => (settled = true));
    for (;;) {
      const p = await call<{ done: number } | null>(s, 'work.progress', { job: 'import-2' });
      if (p.ok && p.value && p.value.done > 0) break;
      expect(settled, 'the import ended before any progress').toBe(false);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await s.registry.dispatch('work.cancel', { job: 'import-2' }, { id: 'tab-2' })).toEqual({ ok: true, value: { cancelled: false } });
    expect(await call(s, 'work.cancel', { job: 'import-2' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await importing).toMatchObject({ ok: false, code: 'work.cancelled' });
    expect(await call(s, 'games.list', {})).toEqual({ ok: true, value: [] });
    expect(s.db.prepare('SELECT count(*) FROM games').pluck().get()).toBe(0);
    expect(await call(s, 'work.progress', { job: 'import-2' })).toEqual({ ok: true, value: null });
  });

  it('a rulebook import splits in a worker: the same sections, and Cancel writes nothing', { timeout: 180_000 }, async () => {
    const s = app();
    const text = Buffer.from(craftedRulebook(4 * 1024 * 1024));
    const upload = async (): Promise<string> => {
      const b = await call<{ uploadId: string; chunkBytes: number }>(s, 'rulebook.importBegin', { game: 'afrika-korps', fileName: 'crafted.txt', bytes: text.length, lang: 'en' });
      if (!b.ok) throw new Error(b.code);
      for (let i = 0, k = 0; i < text.length; i += b.value.chunkBytes, k++) {
        const c = await call(s, 'rulebook.importChunk', { uploadId: b.value.uploadId, index: k, data: text.subarray(i, i + b.value.chunkBytes).toString('base64') });
        if (!c.ok) throw new Error(c.code);
      }
      return b.value.uploadId;
    };
    const first = await upload();
    const finishing = call<{ sections: number }>(s, 'rulebook.importFinish', { uploadId: first, title: 'crafted' });
    const times = await latenciesWhile(s, finishing);
    const done = await finishing;
    expect(done).toMatchObject({ ok: true });
    expect((done as { value: { sections: number } }).value.sections).toBeGreaterThan(100);
    expect(times.length).toBeGreaterThan(3);

    const second = await upload();
    const cancelled = call(s, 'rulebook.importFinish', { uploadId: second, title: 'crafted again' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await call(s, 'work.cancel', { job: second })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await cancelled).toMatchObject({ ok: false, code: 'work.cancelled' });
    const imports = await call<unknown[]>(s, 'rulebook.imports', { game: 'afrika-korps' });
    expect(imports.ok && imports.value.length).toBe(1);
  });
});
