import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { err, ok, type Result } from '../../../shared/api/result';
import { api } from './api';
import { highlightBoxes, type Box, type PlacedText } from './pdf-highlight';

/**
 * The player's imported PDFs as pdf.js documents in the renderer: pdf.js (loaded only when a page
 * is first shown) parses them in its own worker, asking main for the 1 MiB pieces it needs
 * (rulebook.pdfChunk), and a page is drawn on a canvas at the screen's pixel density times the
 * zoom. At most two documents are kept open (the Italian and English editions side by side).
 */

type PdfJs = typeof import('pdfjs-dist');

let pdfjs: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return pdfjs;
}

const KEEP_OPEN = 2;
const open = new Map<string, Promise<Result<PDFDocumentProxy>>>();

function decode(base64: string): Uint8Array {
  const s = atob(base64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/**
 * Opens the PDF with pdf.js reading it by ranges: the first chunk comes at once, the others only
 * when pdf.js asks for them (the pages shown, the file's cross-reference), so a 200 MB rulebook
 * shows its page without the whole file crossing into the renderer first.
 */
async function load(importId: string, fileName: string): Promise<Result<PDFDocumentProxy>> {
  const first = await api['rulebook.pdfChunk']({ importId, index: 0 });
  if (!first.ok) return first;
  const { chunks, bytes } = first.value;
  const initial = decode(first.value.data);
  const chunkBytes = chunks > 1 ? initial.length : Math.max(1, bytes);
  if (initial.length === 0 || (chunks === 1 && initial.length !== bytes)) return err('rulebook.pdfBroken', { fileName });
  const lib = await loadPdfJs();
  const transport = new lib.PDFDataRangeTransport(bytes, initial);
  const sent = new Set<number>([0]);
  transport.requestDataRange = (begin: number, end: number) => {
    void (async () => {
      for (let index = Math.floor(begin / chunkBytes); index < chunks && index * chunkBytes < end; index++) {
        if (sent.has(index)) continue;
        sent.add(index);
        const r = await api['rulebook.pdfChunk']({ importId, index });
        if (!r.ok) {
          sent.delete(index);
          return;
        }
        transport.onDataRange(index * chunkBytes, decode(r.value.data));
      }
    })();
  };
  try {
    // No eval (the CSP forbids it), no fetching of fonts or maps: everything comes from the file.
    const doc = await lib.getDocument({
      range: transport,
      rangeChunkSize: chunkBytes,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      useSystemFonts: true,
      stopAtErrors: false,
    }).promise;
    return ok(doc);
  } catch {
    return err('rulebook.pdfBroken', { fileName });
  }
}

/** The imported PDF, opened once and kept while it is one of the last two asked for. */
export function pdfDocument(importId: string, fileName: string): Promise<Result<PDFDocumentProxy>> {
  let doc = open.get(importId);
  if (doc) {
    open.delete(importId); // most recent last
  } else {
    doc = load(importId, fileName);
  }
  open.set(importId, doc);
  while (open.size > KEEP_OPEN) {
    const [oldest, gone] = open.entries().next().value as [string, Promise<Result<PDFDocumentProxy>>];
    open.delete(oldest);
    void gone.then((r) => {
      if (r.ok) void r.value.destroy();
    });
  }
  return doc;
}

/** Forgets a PDF (after its import was removed). */
export function closePdfDocument(importId: string): void {
  const doc = open.get(importId);
  open.delete(importId);
  void doc?.then((r) => {
    if (r.ok) void r.value.destroy();
  });
}

/** How long one page may take to draw before it is given up (a pathological page). */
export const PAGE_RENDER_TIMEOUT_MS = 20_000;

/** A page drawn (its size and the boxes of the words asked for, in CSS pixels), or why not. */
export type DrawnPage = { kind: 'drawn'; width: number; height: number; boxes: Box[] } | { kind: 'failed' } | { kind: 'slow'; seconds: number };

/**
 * Draws one page on the canvas: fitted to `fitWidth` CSS pixels times `zoom`, and the screen's
 * devicePixelRatio canvas pixels per CSS pixel, so the print is crisp at any zoom. The returned `cancel`
 * stops a render that became stale (another page or zoom asked for meanwhile).
 */
export function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  size: { fitWidth: number; zoom: number },
  words: readonly string[],
): { done: Promise<DrawnPage | null>; cancel: () => void } {
  let task: RenderTask | null = null;
  let cancelled = false;
  const done = (async (): Promise<DrawnPage | null> => {
    let page: PDFPageProxy;
    try {
      page = await doc.getPage(pageNumber);
    } catch {
      return { kind: 'failed' };
    }
    if (cancelled) return null;
    // Zoom 1 fits the page to the width given (or is 72 dpi when no width is known).
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (size.fitWidth > 0 ? size.fitWidth / base.width : 1) * size.zoom });
    const ratio = window.devicePixelRatio || 1;
    // A canvas has a size limit (and a memory cost): very large zooms draw at a lower density.
    const density = Math.min(ratio, 16_384 / Math.max(viewport.width, viewport.height), Math.sqrt(64e6 / (viewport.width * viewport.height)));
    const scratch = document.createElement('canvas');
    scratch.width = Math.max(1, Math.floor(viewport.width * density));
    scratch.height = Math.max(1, Math.floor(viewport.height * density));
    task = page.render({ canvas: scratch, viewport, transform: density !== 1 ? [density, 0, 0, density, 0, 0] : undefined });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      task?.cancel();
    }, PAGE_RENDER_TIMEOUT_MS);
    try {
      await task.promise;
    } catch {
      if (cancelled) return null;
      return timedOut ? { kind: 'slow', seconds: PAGE_RENDER_TIMEOUT_MS / 1000 } : { kind: 'failed' };
    } finally {
      clearTimeout(timer);
    }
    if (cancelled) return null;
    // Only a finished render replaces what is on screen: no half-drawn page flickers.
    canvas.width = scratch.width;
    canvas.height = scratch.height;
    canvas.style.width = `${viewport.width}px`;
    canvas.style.height = `${viewport.height}px`;
    canvas.getContext('2d')?.drawImage(scratch, 0, 0);
    let boxes: Box[] = [];
    if (words.length) {
      const text = await page.getTextContent();
      const items = text.items.filter((i): i is PlacedText & (typeof text.items)[number] => 'str' in i);
      boxes = highlightBoxes(items, words, viewport.transform, viewport.scale);
    }
    return { kind: 'drawn', width: viewport.width, height: viewport.height, boxes };
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}
