/**
 * PDF rulebook import figures: a generated 60-page rulebook (pdf-lib; numbered sections, a drawn
 * diagram, running heads, a two-column page) imported as the app does it — chunks written to disk,
 * read by pdf.js in a worker thread, split, stored and indexed — timed from begin to the stored
 * import; the process's peak resident memory above where it started (the worker thread included);
 * and the pages read per second. Also a 60-page scan (images only), whose pages pdf.js need not
 * decode to find it has no text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../main/db/open.js';
import { createRulebookService } from '../main/rulebook/service.js';
import { pathToFileURL } from 'node:url';
import { createWorkRunner, workerEntry, type WorkerEntry } from '../main/work/runner.js';
import { pdfReaderOffThread } from '../main/work/pdf.js';
import { numberedRulebook, scannedRulebook } from '../tests/support/pdf-rulebooks.js';
import { report } from './stats.js';

/** The built worker (out/main/worker.js, as the app runs it): from the sources, the thread would load tsx and compile pdf.js first. */
function builtWorker(): WorkerEntry | undefined {
  const beside = path.resolve(import.meta.dirname, '../out/main/index.js');
  return fs.existsSync(path.join(path.dirname(beside), 'worker.js')) ? workerEntry(pathToFileURL(beside).href) : undefined;
}

async function importOnce(bytes: Uint8Array, label: string, entry: WorkerEntry | undefined): Promise<{ ms: number; peakMb: number; pages: number; sections: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-pdf-'));
  const { db } = openDatabase(path.join(dir, 'db.sqlite'));
  const rb = createRulebookService(db);
  const work = createWorkRunner(entry ? { entry } : {});
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t0 = performance.now();
  const b = rb.imports.begin('afrika-korps', `${label}.pdf`, bytes.length, 'en', 'bench', 'pdf');
  if (!b.ok) throw new Error(b.code);
  for (let i = 0, at = 0; at < bytes.length; i++, at += b.value.chunkBytes) {
    const c = rb.imports.chunk(b.value.uploadId, i, Buffer.from(bytes.subarray(at, at + b.value.chunkBytes)).toString('base64'));
    if (!c.ok) throw new Error(c.code);
  }
  const r = await rb.imports.finishPdf(b.value.uploadId, label, pdfReaderOffThread(work, { owner: 'bench', id: b.value.uploadId }));
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (!r.ok) throw new Error(r.code);
  work.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { ms, peakMb: (peak - base) / 1024 / 1024, pages: r.value.pages ?? 0, sections: r.value.sections };
}

export async function benchPdf(): Promise<void> {
  const entry = builtWorker();
  console.log(`\n== PDF rulebook import (pdf.js in a worker thread, file streamed from disk; ${entry ? 'built worker' : 'worker from sources, through tsx: build first for the app’s figures'})`);
  const book = await numberedRulebook({ chapters: 30, perChapter: 16 });
  const scan = await scannedRulebook(60);
  for (const [label, bytes] of [['60-page rulebook', book.bytes], ['60-page scan', scan]] as const) {
    const runs = [];
    // Each run in a fresh process state would be fairer; runs here follow one another, so the first is the cold one.
    for (let i = 0; i < 3; i++) runs.push(await importOnce(bytes, label, entry));
    const last = runs[runs.length - 1]!;
    console.log(`${`${label}: ${(bytes.length / 1024).toFixed(0)} KiB, ${last.pages} pages, ${last.sections} sections`.padEnd(52)}`);
    report(`  import, begin to stored`, runs.map((r) => r.ms));
    console.log(`${'  peak resident memory above start (max of runs)'.padEnd(52)} ${Math.max(...runs.map((r) => r.peakMb)).toFixed(1)} MiB`);
    console.log(`${'  pages read per second (best run)'.padEnd(52)} ${Math.max(...runs.map((r) => (r.pages / r.ms) * 1000)).toFixed(1)}`);
  }
}
