import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { CHUNK_BYTES, MAX_PDF_BYTES } from '../../main/rulebook/imports';
import { createRulebookService } from '../../main/rulebook/service';
import { openDatabase } from '../../main/db/open';
import { createWorkRunner } from '../../main/work/runner';
import { pdfReaderOffThread } from '../../main/work/pdf';
import type { Result } from '../../shared/api/result';
import { chartsPdf, endlessPagePdf, numberedRulebook, passwordPdf, scannedRulebook, type GeneratedRulebook } from '../support/pdf-rulebooks';
import { tempDir } from './helpers';

/**
 * PDF rulebooks through the API: read in a worker thread, split by their numbering with the page
 * of each section, searchable with the page of each hit, their bytes served back, the pages of a
 * scan set by hand and remembered; bad files refused with nothing left behind.
 */

let services: AppServices | null = null;
afterEach(() => {
  services?.close();
  services = null;
});
const client = { id: 'tab-1' };
function app(dataDir = tempDir()): AppServices {
  services = startAppServices({ dataDir, mode: 'web', version: 't', registry: { validateResults: true } });
  return services;
}
const call = <T = unknown>(s: AppServices, channel: string, args: unknown = {}) => s.registry.dispatch(channel, args, client) as Promise<Result<T>>;
const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
};

interface Summary {
  id: string;
  format: string;
  pages: number | null;
  textLayer: string | null;
  sections: number;
}

/** Sends a file as the renderer does: begin (format pdf), chunks, then finish (without waiting for it). */
async function upload(s: AppServices, bytes: Uint8Array, fileName = 'rules.pdf', game = 'afrika-korps'): Promise<{ uploadId: string; finish: Promise<Result<Summary>> }> {
  const { uploadId } = value(await call<{ uploadId: string }>(s, 'rulebook.importBegin', { game, fileName, bytes: bytes.length, lang: 'en', format: 'pdf' }));
  for (let i = 0, at = 0; at < bytes.length; i++, at += CHUNK_BYTES) {
    value(await call(s, 'rulebook.importChunk', { uploadId, index: i, data: Buffer.from(bytes.subarray(at, at + CHUNK_BYTES)).toString('base64') }));
  }
  return { uploadId, finish: call<Summary>(s, 'rulebook.importFinish', { uploadId, title: 'Living Rules' }) };
}

/** The PDFs in the data folder, and whatever an upload left. */
function filesIn(dataDir: string): string[] {
  const dir = path.join(dataDir, 'rulebooks');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

let book: GeneratedRulebook;
beforeAll(async () => {
  book = await numberedRulebook({ chapters: 8, perChapter: 6 });
}, 60_000);

describe('PDF rulebook import', () => {
  it('reads the text with its pages, splits it by the book’s numbering, keeps the file, searches it by page', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const s = app(dataDir);
    const summary = value(await (await upload(s, book.bytes)).finish);
    expect(summary).toMatchObject({ format: 'pdf', pages: book.pages, textLayer: 'full', sections: book.sections.length });
    expect(book.pages).toBeGreaterThan(3);
    expect(filesIn(dataDir)).toEqual([`${summary.id}.pdf`]);
    expect(fs.readFileSync(path.join(dataDir, 'rulebooks', `${summary.id}.pdf`)).equals(Buffer.from(book.bytes))).toBe(true);

    const info = value(await call<{ pages: number; textLayer: string; sectionPages: { section: string; page: number; source: string }[] }>(s, 'rulebook.pdfInfo', { importId: summary.id }));
    expect(info).toMatchObject({ pages: book.pages, textLayer: 'full', fileName: 'rules.pdf', lang: 'en', game: 'afrika-korps' });
    expect(info.sectionPages).toEqual(book.sections.map((p) => ({ section: p.section, page: p.page, source: 'found' })));

    // A word printed in one section's body only, on a page past the first: the hit carries that page.
    const target = book.sections.find((p) => p.marker && p.page >= 3)!;
    const found = value(await call<{ hits: { kind: string; section: string; page: number | null; importId: string | null }[] }>(s, 'rulebook.search', { query: target.marker, game: 'afrika-korps' }));
    expect(found.hits).toEqual([expect.objectContaining({ kind: 'import', section: target.section, page: target.page, importId: summary.id })]);
    // Built-in summaries have no page.
    const builtIn = value(await call<{ hits: { kind: string; page: number | null }[] }>(s, 'rulebook.search', { query: 'scarpata', game: 'afrika-korps' }));
    expect(builtIn.hits.filter((h) => h.kind !== 'import').every((h) => h.page === null)).toBe(true);

    // A citation opens the page: the section itself, or its nearest parent.
    const sub = book.sections.find((p) => p.section === '5.3')!;
    expect(value(await call(s, 'rulebook.sectionPages', { game: 'afrika-korps', section: '5.3' }))).toEqual([
      { importId: summary.id, lang: 'en', title: 'Living Rules', page: sub.page, source: 'found' },
    ]);
    expect(value(await call<{ page: number }[]>(s, 'rulebook.sectionPages', { game: 'afrika-korps', section: '5.3.2' }))[0]!.page).toBe(sub.page);
    expect(value(await call(s, 'rulebook.sectionPages', { game: 'dark-sands', section: '5.3' }))).toEqual([]);

    // The bytes come back whole, a chunk at a time, for the renderer's pdf.js.
    const first = value(await call<{ data: string; chunks: number; bytes: number }>(s, 'rulebook.pdfChunk', { importId: summary.id, index: 0 }));
    expect(first).toMatchObject({ chunks: 1, bytes: book.bytes.length });
    expect(Buffer.from(first.data, 'base64').equals(Buffer.from(book.bytes))).toBe(true);
    expect(await call(s, 'rulebook.pdfChunk', { importId: summary.id, index: 1 })).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    // A file gone from the data folder (deleted by hand) is said to be unreadable, not served empty.
    const kept = path.join(dataDir, 'rulebooks', `${summary.id}.pdf`);
    fs.renameSync(kept, `${kept}.away`);
    expect(await call(s, 'rulebook.pdfChunk', { importId: summary.id, index: 0 })).toEqual({ ok: false, code: 'rulebook.pdfBroken', params: { fileName: 'rules.pdf' } });
    fs.renameSync(`${kept}.away`, kept);

    // Removing the import deletes its file, its sections and its search rows.
    value(await call(s, 'rulebook.importRemove', { id: summary.id }));
    expect(filesIn(dataDir)).toEqual([]);
    expect(value(await call<{ hits: unknown[] }>(s, 'rulebook.search', { query: target.marker, game: 'afrika-korps' })).hits).toEqual([]);
    expect(await call(s, 'rulebook.pdfInfo', { importId: summary.id })).toMatchObject({ ok: false, code: 'rulebook.importNotFound' });
    expect(s.db.prepare('SELECT count(*) FROM rulebook_fts_pages').pluck().get()).toBe(0);
  });

  it('reports progress page by page, and Cancel leaves nothing imported and no file behind', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const s = app(dataDir);
    const big = await numberedRulebook({ chapters: 40, perChapter: 10, linesPerSection: 8 });
    const { uploadId, finish } = await upload(s, big.bytes);
    let settled = false;
    void finish.finally(() => (settled = true));
    let seen: { done: number; total: number } | null = null;
    while ((!seen || seen.done < 2) && !settled) {
      seen = value(await call<{ done: number; total: number } | null>(s, 'work.progress', { job: uploadId })) ?? seen;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(settled).toBe(false);
    expect(seen!.total).toBe(big.pages);
    expect(value(await call<{ cancelled: boolean }>(s, 'work.cancel', { job: uploadId }))).toEqual({ cancelled: true });
    expect(await finish).toEqual({ ok: false, code: 'work.cancelled' });
    expect(value(await call<unknown[]>(s, 'rulebook.imports', { game: null }))).toEqual([]);
    expect(filesIn(dataDir)).toEqual([]);
    expect(s.db.prepare('SELECT count(*) FROM rulebook_import_sections').pluck().get()).toBe(0);
  });

  it('imports a scan with no text, and remembers the pages the player sets across a restart', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    let s = app(dataDir);
    const summary = value(await (await upload(s, await scannedRulebook(4), 'scan.pdf')).finish);
    expect(summary).toMatchObject({ format: 'pdf', pages: 4, textLayer: 'none', sections: 0 });
    expect(value(await call(s, 'rulebook.pdfInfo', { importId: summary.id }))).toMatchObject({ textLayer: 'none', sectionPages: [] });
    expect(value(await call(s, 'rulebook.sectionPages', { game: 'afrika-korps', section: '18.2' }))).toEqual([]);

    expect(value(await call(s, 'rulebook.setSectionPage', { importId: summary.id, section: '18.2', page: 3 }))).toEqual([{ section: '18.2', page: 3, source: 'player' }]);
    value(await call(s, 'rulebook.setSectionPage', { importId: summary.id, section: '7', page: 2 }));
    expect(await call(s, 'rulebook.setSectionPage', { importId: summary.id, section: '9', page: 5 })).toMatchObject({ ok: false, code: 'api.invalidArguments' });

    services!.close();
    s = app(dataDir);
    const info = value(await call<{ sectionPages: unknown[] }>(s, 'rulebook.pdfInfo', { importId: summary.id }));
    expect(info.sectionPages).toEqual(
      expect.arrayContaining([
        { section: '18.2', page: 3, source: 'player' },
        { section: '7', page: 2, source: 'player' },
      ]),
    );
    // The pages of the scan are still there to show.
    expect(value(await call<{ bytes: number }>(s, 'rulebook.pdfChunk', { importId: summary.id, index: 0 })).bytes).toBeGreaterThan(0);
    // A citation of 18.2.1 opens 18.2's page; "7.0" is section 7.
    expect(value(await call(s, 'rulebook.sectionPages', { game: 'afrika-korps', section: '18.2.1' }))).toEqual([
      { importId: summary.id, lang: 'en', title: 'Living Rules', page: 3, source: 'player' },
    ]);
    expect(value(await call<{ page: number }[]>(s, 'rulebook.sectionPages', { game: 'afrika-korps', section: '7.0' }))[0]!.page).toBe(2);
    // null takes the player's page away.
    expect(value(await call(s, 'rulebook.setSectionPage', { importId: summary.id, section: '18.2', page: null }))).toEqual([{ section: '7', page: 2, source: 'player' }]);
  });

  it('shows an imported PDF from a copy of the app that opened the folder read-only, and refuses to set its pages there', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const s = app(dataDir);
    const summary = value(await (await upload(s, book.bytes)).finish);
    const reader = startAppServices({ dataDir, mode: 'web', version: 't', readOnly: true, registry: { validateResults: true } });
    try {
      const read = <T>(channel: string, args: unknown) => reader.registry.dispatch(channel, args, client) as Promise<Result<T>>;
      expect(value(await read<{ pages: number }>('rulebook.pdfInfo', { importId: summary.id })).pages).toBe(book.pages);
      expect(value(await read<{ bytes: number }>('rulebook.pdfChunk', { importId: summary.id, index: 0 })).bytes).toBe(book.bytes.length);
      expect(value(await read<unknown[]>('rulebook.sectionPages', { game: 'afrika-korps', section: '2.3' }))).toHaveLength(1);
      expect(await read('rulebook.setSectionPage', { importId: summary.id, section: '2.3', page: 1 })).toMatchObject({ ok: false, code: 'app.readOnly' });
    } finally {
      reader.close();
    }
    // The read-only copy swept nothing: the PDF is still there.
    expect(filesIn(dataDir)).toEqual([`${summary.id}.pdf`]);
  });

  it('imports a sheet of charts (text, no numbered sections) to be shown, not refused for lack of sections', { timeout: 60_000 }, async () => {
    const s = app();
    const summary = value(await (await upload(s, await chartsPdf(), 'charts.pdf')).finish);
    expect(summary).toMatchObject({ format: 'pdf', pages: 1, textLayer: 'full', sections: 0 });
    expect(value(await call<{ sectionPages: unknown[] }>(s, 'rulebook.pdfInfo', { importId: summary.id })).sectionPages).toEqual([]);
  });

  it('lets the player’s page win over the page found, and clearing it brings the found one back', { timeout: 60_000 }, async () => {
    const s = app();
    const summary = value(await (await upload(s, book.bytes)).finish);
    const printed = book.sections.find((p) => p.section === '2.3')!;
    const other = printed.page === 1 ? 2 : 1;
    const after = value(await call<{ section: string; page: number; source: string }[]>(s, 'rulebook.setSectionPage', { importId: summary.id, section: '2.3', page: other }));
    expect(after.find((p) => p.section === '2.3')).toEqual({ section: '2.3', page: other, source: 'player' });
    expect(after).toHaveLength(book.sections.length);
    expect(value(await call<{ page: number; source: string }[]>(s, 'rulebook.sectionPages', { game: 'afrika-korps', section: '2.3' }))[0]).toMatchObject({ page: other, source: 'player' });
    const cleared = value(await call<{ section: string; page: number; source: string }[]>(s, 'rulebook.setSectionPage', { importId: summary.id, section: '2.3', page: null }));
    expect(cleared.find((p) => p.section === '2.3')).toEqual({ section: '2.3', page: printed.page, source: 'found' });
  });
});

describe('bad PDFs', () => {
  it('refuses a file that is not a PDF at its first chunk, and 500 MB at begin', async () => {
    const dataDir = tempDir();
    const s = app(dataDir);
    const { uploadId } = value(await call<{ uploadId: string }>(s, 'rulebook.importBegin', { game: 'afrika-korps', fileName: 'rules.pdf', bytes: 12, lang: 'en', format: 'pdf' }));
    expect(await call(s, 'rulebook.importChunk', { uploadId, index: 0, data: Buffer.from('hello, world').toString('base64') })).toEqual({
      ok: false,
      code: 'rulebook.pdfNotPdf',
      params: { fileName: 'rules.pdf' },
    });
    expect(await call(s, 'rulebook.importFinish', { uploadId, title: 'x' })).toMatchObject({ ok: false, code: 'rulebook.unknownUpload' });
    const huge = 500 * 1024 * 1024;
    expect(await call(s, 'rulebook.importBegin', { game: 'afrika-korps', fileName: 'huge.pdf', bytes: huge, lang: 'en', format: 'pdf' })).toEqual({
      ok: false,
      code: 'rulebook.pdfTooLarge',
      params: { bytes: huge, max: MAX_PDF_BYTES },
    });
    expect(filesIn(dataDir)).toEqual([]);
  });

  it('refuses a password-protected PDF and a truncated one, leaving nothing behind', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const s = app(dataDir);
    expect(await (await upload(s, await passwordPdf(), 'locked.pdf')).finish).toEqual({ ok: false, code: 'rulebook.pdfEncrypted', params: { fileName: 'locked.pdf' } });
    const cut = book.bytes.subarray(0, Math.floor(book.bytes.length / 2));
    expect(await (await upload(s, cut, 'cut.pdf')).finish).toEqual({ ok: false, code: 'rulebook.pdfBroken', params: { fileName: 'cut.pdf' } });
    expect(value(await call<unknown[]>(s, 'rulebook.imports', { game: null }))).toEqual([]);
    expect(filesIn(dataDir)).toEqual([]);
  });

  it('ends the reading thread when a page takes too long, with nothing imported', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const { db } = openDatabase(path.join(dataDir, 'db.sqlite'));
    const rb = createRulebookService(db);
    const work = createWorkRunner({ log: () => {} });
    const bytes = await endlessPagePdf();
    const begun = rb.imports.begin('afrika-korps', 'slow.pdf', bytes.length, 'en', 'tab-1', 'pdf');
    if (!begun.ok) throw new Error(begun.code);
    const { uploadId } = begun.value;
    for (let i = 0, at = 0; at < bytes.length; i++, at += CHUNK_BYTES) {
      expect(rb.imports.chunk(uploadId, i, Buffer.from(bytes.subarray(at, at + CHUNK_BYTES)).toString('base64')).ok).toBe(true);
    }
    const t0 = performance.now();
    const r = await rb.imports.finishPdf(uploadId, 'Slow', pdfReaderOffThread(work, { owner: 'tab-1', id: uploadId }, { pageMs: 1500, totalMs: 40_000, heapMb: 256 }));
    expect(r).toEqual({ ok: false, code: 'rulebook.pdfTooSlow', params: { fileName: 'slow.pdf', seconds: 2 } });
    expect(performance.now() - t0).toBeLessThan(30_000);
    expect(rb.imports.list(null)).toEqual([]);
    expect(filesIn(dataDir)).toEqual([]);
    // The whole read is bounded too, when no page is slow enough on its own.
    const again = rb.imports.begin('afrika-korps', 'slow.pdf', bytes.length, 'en', 'tab-1', 'pdf');
    if (!again.ok) throw new Error(again.code);
    rb.imports.chunk(again.value.uploadId, 0, Buffer.from(bytes).toString('base64'));
    const total = await rb.imports.finishPdf(again.value.uploadId, 'Slow', pdfReaderOffThread(work, { owner: 'tab-1', id: again.value.uploadId }, { pageMs: 60_000, totalMs: 3000, heapMb: 256 }));
    expect(total).toEqual({ ok: false, code: 'rulebook.pdfTooSlow', params: { fileName: 'slow.pdf', seconds: 3 } });
    expect(filesIn(dataDir)).toEqual([]);
    work.close();
    db.close();
  });

  it('writes a PDF upload to disk as it comes (main holds none of it) and counts it in the quota', async () => {
    const dataDir = tempDir();
    const s = app(dataDir);
    const begin = (c: string) => s.registry.dispatch('rulebook.importBegin', { game: 'afrika-korps', fileName: 'r.pdf', bytes: 250 * 1024 * 1024, lang: 'en', format: 'pdf' }, { id: c });
    const { uploadId } = value((await begin('a')) as Result<{ uploadId: string }>);
    const sent = book.bytes.subarray(0, CHUNK_BYTES);
    value(await s.registry.dispatch('rulebook.importChunk', { uploadId, index: 0, data: Buffer.from(sent).toString('base64') }, { id: 'a' }));
    expect(fs.readFileSync(path.join(dataDir, 'rulebooks', 'uploads', `${uploadId}.part`)).equals(Buffer.from(sent))).toBe(true);
    // Two per client, as texts; a fifth of 250 MiB would pass the bound on bytes written to disk.
    expect((await begin('a')).ok).toBe(true);
    expect(await begin('a')).toMatchObject({ ok: false, code: 'rulebook.uploadsPending' });
    expect((await begin('b')).ok).toBe(true);
    expect((await begin('b')).ok).toBe(true);
    expect(await begin('c')).toMatchObject({ ok: false, code: 'rulebook.uploadsBusy' });
    // A client that goes away takes its uploads' files with it.
    s.registry.forget({ id: 'a' });
    expect(fs.existsSync(path.join(dataDir, 'rulebooks', 'uploads', `${uploadId}.part`))).toBe(false);
  });

  it('clears what a crash left in the PDFs’ folder at start-up', () => {
    const dataDir = tempDir();
    const dir = path.join(dataDir, 'rulebooks');
    fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads', 'x.part'), 'half');
    fs.writeFileSync(path.join(dir, '0b0e6a8e-4b43-4a43-9d1e-3d3c1f0e5a11.pdf'), '%PDF-1.7 orphan');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'the player’s own file');
    app(dataDir);
    expect(filesIn(dataDir)).toEqual(['notes.txt']);
  });
});
