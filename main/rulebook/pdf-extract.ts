import fs from 'node:fs';
import { err, ok, type Result } from '../../shared/api/result.js';
import { linesOfItems, sectionsOfPages, textLayerOf, type PdfSection, type TextLayer } from './pdf-text.js';

/**
 * Reads a PDF rulebook's text with pdf.js (pdfjs-dist, legacy build for Node), page by page, in
 * the worker thread that runs it (main/work/tasks.ts). The file is read from disk a range at a
 * time as pdf.js asks for it (images a text read does not need stay on disk), never as one copy
 * in memory. The thread's time is bounded by its runner (main/work/runner.ts), which ends it.
 */

export interface PdfExtract {
  pages: number;
  textLayer: TextLayer;
  /** Characters of text read. */
  chars: number;
  sections: PdfSection[];
}

type Progress = (done: number, total: number) => void;

const HEADER_BYTES = 1024;

/** Whether the bytes start like a PDF ("%PDF-" in the first kilobyte, as readers allow). */
export function looksLikePdf(head: Uint8Array): boolean {
  return Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, HEADER_BYTES)).includes('%PDF-');
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** pdf.js's range transport fed from the file on disk. */
function diskTransport(pdfjs: PdfJs, fd: number, length: number) {
  return new (class extends pdfjs.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      setImmediate(() => {
        const buf = Buffer.alloc(Math.max(0, Math.min(end, length) - begin));
        let read = 0;
        while (read < buf.length) {
          const n = fs.readSync(fd, buf, read, buf.length - read, begin + read);
          if (n === 0) break;
          read += n;
        }
        this.onDataRange(begin, new Uint8Array(buf.buffer, buf.byteOffset, read));
      });
    }
  })(length, new Uint8Array(0));
}

const fileError = (code: 'rulebook.pdfNotPdf' | 'rulebook.pdfEncrypted' | 'rulebook.pdfBroken', fileName: string) => err(code, { fileName });

/** The text of every page of the PDF at `file`, split into the book's numbered sections. */
export async function extractPdf(input: { file: string; fileName: string }, progress: Progress): Promise<Result<PdfExtract>> {
  let fd: number;
  try {
    fd = fs.openSync(input.file, 'r');
  } catch {
    return fileError('rulebook.pdfBroken', input.fileName);
  }
  try {
    const length = fs.fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(HEADER_BYTES, length));
    fs.readSync(fd, head, 0, head.length, 0);
    if (!looksLikePdf(head)) return fileError('rulebook.pdfNotPdf', input.fileName);

    const pdfjs: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({
      range: diskTransport(pdfjs, fd, length),
      length,
      disableAutoFetch: true,
      disableStream: true,
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    });
    let doc;
    try {
      doc = await task.promise;
    } catch (e) {
      const name = e instanceof Error ? e.name : '';
      return fileError(name === 'PasswordException' ? 'rulebook.pdfEncrypted' : 'rulebook.pdfBroken', input.fileName);
    }
    try {
      const pages: string[][] = [];
      const chars: number[] = [];
      progress(0, doc.numPages);
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        const items = content.items.flatMap((it) =>
          'str' in it ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, width: it.width, height: it.height }] : [],
        );
        const lines = linesOfItems(items);
        pages.push(lines);
        chars.push(lines.reduce((sum, l) => sum + l.replace(/\s/g, '').length, 0));
        page.cleanup();
        progress(n, doc.numPages);
      }
      const textLayer = textLayerOf(chars);
      const { sections, chars: total } = textLayer === 'none' ? { sections: [], chars: 0 } : sectionsOfPages(pages);
      return ok({ pages: doc.numPages, textLayer, chars: total, sections });
    } catch {
      return fileError('rulebook.pdfBroken', input.fileName);
    } finally {
      await doc.destroy();
    }
  } finally {
    fs.closeSync(fd);
  }
}
