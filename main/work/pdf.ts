import { err } from '../../shared/api/result.js';
import { extractPdf } from '../rulebook/pdf-extract.js';
import type { PdfReader } from '../rulebook/imports.js';
import type { JobKey, WorkRunner } from './runner.js';

/** Bounds on reading one PDF: per page, in all, and the reading thread's heap. */
export interface PdfLimits {
  pageMs: number;
  totalMs: number;
  heapMb: number;
}

/**
 * A real rulebook's page reads in well under a second; a page that takes 20 s is built to hang the
 * reader (nested forms drawn millions of times). 10 minutes is ten times a 500-page book's read.
 * The heap: reading a 60-page book peaks at about 130 MiB resident, thread included (npm run bench
 * -- pdf); 320 MiB of heap leaves room for books with large embedded fonts and stops a file built
 * to exhaust memory (the thread ends: work.failed).
 */
export const PDF_LIMITS: Readonly<PdfLimits> = { pageMs: 20_000, totalMs: 10 * 60_000, heapMb: 320 };

/**
 * A PDF reader (imports.ts) that reads in a worker thread, ended when a page or the whole read goes
 * over its bound (rulebook.pdfTooSlow) or when the client cancels; in this thread when there is no
 * runner (and then unbounded: only tools without the app's services go that way).
 */
export function pdfReaderOffThread(work: WorkRunner | undefined, key: JobKey, limits: PdfLimits = PDF_LIMITS): PdfReader {
  return async (file, fileName) => {
    if (!work) return extractPdf({ file, fileName }, () => {});
    const r = await work.run('extractPdf', { file, fileName }, key, {
      idleMs: limits.pageMs,
      totalMs: limits.totalMs,
      tooSlow: (ms) => err('rulebook.pdfTooSlow', { fileName, seconds: Math.round(ms / 1000) }),
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    return r.ok ? r.value : r;
  };
}
