import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { startAppServices } from '../../main/app/services';
import { createRulebookService } from '../../main/rulebook/service';
import { contentVersion, references } from '../../main/rulebook/reference';
import { indexBuiltIn } from '../../main/rulebook/search-index';
import { ftsQuery } from '../../main/rulebook/query';
import { CHUNK_BYTES } from '../../main/rulebook/imports';
import { tempDir } from './helpers';

const SEEDS = path.resolve(import.meta.dirname, '../../../shared/seeds');
const AK_SEED = path.join(SEEDS, '000_9dce4600f0004f56.txt');

function service() {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  return { db, rb: createRulebookService(db) };
}

function importBytes(rb: ReturnType<typeof createRulebookService>, bytes: Uint8Array, name = 'book.txt', game = 'afrika-korps' as const) {
  const begun = rb.imports.begin(game, name, bytes.length, 'it');
  if (!begun.ok) return begun;
  const chunks: number[] = [];
  for (let i = 0, k = 0; i < bytes.length; i += begun.value.chunkBytes, k++) {
    const c = rb.imports.chunk(begun.value.uploadId, k, Buffer.from(bytes.subarray(i, i + begun.value.chunkBytes)).toString('base64'));
    if (!c.ok) return c;
    chunks.push(c.value.received);
  }
  const done = rb.imports.finish(begun.value.uploadId, name);
  return done.ok ? { ...done, chunks } : done;
}

describe('rulebook search', () => {
  it('finds the escarpment rules from either language, without accents, by prefix, with marked snippets', () => {
    const { rb } = service();
    for (const q of ['scarpata', 'escarpment', 'Scarpàta', 'ESCARPMENT', 'scarp']) {
      const r = rb.index.search(q);
      const first = r.hits[0]!;
      expect([first.game, first.section], q).toEqual(['afrika-korps', '18']);
      expect(first.snippet).toMatch(/\u0002[^\u0003]+\u0003/);
    }
    // 'unita' (no accent) finds 'unità'
    expect(rb.index.search('unita', { game: 'afrika-korps' }).hits.some((h) => /unit\u0002?à/i.test(h.snippet) || /unità/i.test(h.title))).toBe(true);
    // within one game, or across all
    expect(new Set(rb.index.search('zona di controllo').hits.map((h) => h.game)).size).toBeGreaterThan(2);
    expect(new Set(rb.index.search('zona di controllo', { game: 'case-yellow' }).hits.map((h) => h.game))).toEqual(new Set(['case-yellow']));
    // a language filter keeps the glossary (it has both)
    expect(rb.index.search('escarpment', { lang: 'it' }).hits[0]!.kind).toBe('glossary');
  });

  it('turns a typed section number into a jump, in one game or across all', () => {
    const { rb } = service();
    expect(rb.index.search('18.2', { game: 'afrika-korps' }).jumps).toEqual([{ game: 'afrika-korps', section: '18.2' }]);
    expect(rb.index.search('§ 7.0', { game: 'afrika-korps' }).jumps).toEqual([{ game: 'afrika-korps', section: '7' }]);
    expect(rb.index.search('7.2').jumps.map((j) => j.game).sort()).toEqual(['afrika-korps', 'asl-starter-kit', 'battle-for-north-africa', 'case-yellow', 'dark-sands']);
    expect(rb.index.search('dae2.31').jumps).toEqual([{ game: 'asl-starter-kit', section: 'DaE2.31' }]);
    expect(rb.index.search('15.3.2.2', { game: 'afrika-korps' }).jumps).toEqual([{ game: 'afrika-korps', section: '15.3.2.2' }]);
    expect(rb.index.search('99.9').jumps).toEqual([]);
    expect(rb.index.search('18.2', { game: 'afrika-korps' }).hits).toEqual([]); // a number is not searched as words
  });

  it('never throws on hostile input: every word is a quoted prefix term', () => {
    const { rb } = service();
    for (const q of ['"', 'NEAR(', '*', 'a AND OR NOT', 'title:scarpata', '(((', "l'unità", '^', '-', '""*', '\u0000', 'x'.repeat(200)]) {
      expect(() => rb.index.search(q), q).not.toThrow();
    }
    expect(ftsQuery('say "NEAR(xy"*')?.all).toBe('"say"* AND "near"* AND "xy"*');
    expect(ftsQuery('*')).toBeNull();
    expect(ftsQuery("l'unità a 7")?.all).toBe('"unit"* AND "7"*'); // single letters left out, numbers kept
    expect(rb.index.search('"scarpata" * (').hits[0]).toMatchObject({ game: 'afrika-korps', section: '18' }); // syntax is only text
  });

  it('indexes the built-in reference once per content version', () => {
    const { db } = service(); // the service indexed it
    const rows = db.prepare("SELECT count(*) FROM rulebook_fts WHERE kind = 'summary'").pluck().get() as number;
    const sections = [...references().values()].reduce((n, r) => n + r.sections.length, 0);
    expect(rows).toBe(sections * 2);
    expect(indexBuiltIn(db, references().values(), contentVersion())).toBe(false);
    expect(indexBuiltIn(db, references().values(), 'another')).toBe(true);
    expect(db.prepare("SELECT count(*) FROM rulebook_fts WHERE kind = 'summary'").pluck().get()).toBe(rows);
  });
});

describe('rulebook import', () => {
  it('imports the Afrika Korps seed in chunks, shows its section 18 with 18.1–18.5, searches it, keeps it after a restart', () => {
    const file = path.join(tempDir(), 'db.sqlite');
    const first = openDatabase(file);
    const rb = createRulebookService(first.db);
    const bytes = fs.readFileSync(AK_SEED);
    const r = importBytes(rb, bytes, 'ak.txt');
    if (!r.ok) throw new Error(r.code);
    expect((r as { chunks: number[] }).chunks).toHaveLength(Math.ceil(bytes.length / CHUNK_BYTES));
    expect(r.value.sections).toBeGreaterThanOrEqual(180);
    expect(r.value.matched).toBe(184);
    const s18 = rb.imports.section('afrika-korps', '18');
    expect(s18.map((s) => s.section)).toEqual(['18', '18.1', '18.2', '18.3', '18.4', '18.4.1', '18.4.2', '18.5']);
    expect(s18[0]!.heading).toBe('LE SCARPATE');
    expect(s18[1]!.body).toMatch(/scarpata/);
    const hit = rb.index.search('Tobruch via mare', { game: 'afrika-korps' }).hits.find((h) => h.kind === 'import');
    expect(hit?.importId).toBe(r.value.id);
    first.db.close();

    const second = openDatabase(file);
    const again = createRulebookService(second.db);
    expect(again.imports.list('afrika-korps').map((i) => i.id)).toEqual([r.value.id]);
    expect(again.imports.section('afrika-korps', '7.2')).toHaveLength(1);
    expect(again.imports.remove(r.value.id)).toEqual({ ok: true, value: { id: r.value.id } });
    expect(again.index.search('Tobruch via mare').hits.some((h) => h.kind === 'import')).toBe(false);
    expect(again.imports.remove(r.value.id)).toMatchObject({ ok: false, code: 'rulebook.importNotFound' });
    second.db.close();
  });

  it('refuses binary, non-UTF-8, unnumbered, oversized and out-of-order input with clear codes', () => {
    const { rb } = service();
    expect(importBytes(rb, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), 'map.png')).toMatchObject({ ok: false, code: 'rulebook.binary', params: { fileName: 'map.png' } });
    expect(importBytes(rb, Buffer.from('1.1 Regole già viste', 'latin1'))).toMatchObject({ ok: false, code: 'rulebook.notUtf8' });
    expect(importBytes(rb, Buffer.from('just some words\nand more words\n'))).toMatchObject({ ok: false, code: 'rulebook.noSections' });
    expect(rb.imports.begin('afrika-korps', 'huge.txt', 9 * 1024 * 1024, 'it')).toMatchObject({ ok: false, code: 'rulebook.tooLarge' });
    const b = rb.imports.begin('afrika-korps', 'x.txt', 10, 'it');
    if (!b.ok) throw new Error(b.code);
    expect(rb.imports.chunk(b.value.uploadId, 1, 'AAAA')).toMatchObject({ ok: false, code: 'rulebook.badChunk' });
    expect(rb.imports.finish(b.value.uploadId, 'x')).toMatchObject({ ok: false, code: 'rulebook.badChunk' }); // 0 of 10 bytes came
    expect(rb.imports.finish(b.value.uploadId, 'x')).toMatchObject({ ok: false, code: 'rulebook.unknownUpload' });
  });

  it('serves the feature through the API with results that match the contract', async () => {
    const dataDir = tempDir();
    const app = startAppServices({ dataDir, mode: 'web', version: 'test', registry: { validateResults: true } });
    const c = { id: 'client' };
    const books = await app.registry.dispatch('rulebook.books', {}, c);
    expect(books).toMatchObject({ ok: true });
    expect((books as { value: unknown[] }).value).toHaveLength(5);
    const book = await app.registry.dispatch('rulebook.book', { game: 'dark-sands' }, c);
    expect(book).toMatchObject({ ok: true, value: { game: 'dark-sands', parts: [{ prefix: '' }, { prefix: 'PB' }] } });
    const found = (await app.registry.dispatch('rulebook.search', { query: 'scarpata', game: null }, c)) as { ok: true; value: { hits: { game: string; section: string }[] } };
    expect(found.value.hits[0]).toMatchObject({ game: 'afrika-korps', section: '18' });
    expect(await app.registry.dispatch('rulebook.search', { query: 'x', game: 'nope' }, c)).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    expect(await app.registry.dispatch('rulebook.importChunk', { uploadId: 'not-a-uuid', index: 0, data: 'AA==' }, c)).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    const catalog = (await app.registry.dispatch('catalog.list', {}, c)) as { ok: true; value: { id: string; support: { area: string; level: string }[] }[] };
    for (const g of catalog.value) expect(g.support.find((s) => s.area === 'rulebook')!.level).toBe('partial');
    app.close();
  });
});
