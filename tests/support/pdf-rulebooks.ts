import zlib from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * PDF rulebooks made for the tests and the bench (pdf-lib): a numbered rulebook over many pages,
 * with running heads and feet, a page in two columns and drawn diagrams, knowing the page of each
 * heading it printed; a scanned one (images only); a password-protected one; one whose page takes
 * forever to read. Deterministic.
 */

const WORDS = (
  'unit units hex hexes move moves movement combat attack defender attacker supply line road desert ' +
  'escarpment turn phase player may must not each enemy zone control stack retreat advance after before ' +
  'terrain river bridge fortress tobruk axis allied armour infantry artillery die roll result table'
).split(' ');

/** A word list that is the same on every run: the n-th word of a walk through WORDS. */
function words(seed: number, n: number): string {
  const out: string[] = [];
  let x = seed * 7919 + 17;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push(WORDS[x % WORDS.length]!);
  }
  return out.join(' ');
}

export interface PrintedSection {
  section: string;
  title: string;
  page: number;
  /** A word printed in its body only (to search for). */
  marker: string;
}

export interface GeneratedRulebook {
  bytes: Uint8Array;
  pages: number;
  sections: PrintedSection[];
}

const TOP = 790;
const BOTTOM = 60;
const LEAD = 13;

/**
 * A rulebook of `chapters` chapters ("7.0 Combat") of `perChapter` sections ("7.3 …") each, printed
 * page after page; page 3 (or, with `columns: 2`, every page) is in two columns, page 2 carries a
 * drawn diagram; every page has a
 * running head and a page number at its foot. Some body lines start with numbers ("12 hexes…",
 * "1. …") as rulebooks' do.
 */
export async function numberedRulebook(o: { chapters: number; perChapter: number; linesPerSection?: number; columns?: 1 | 2 }): Promise<GeneratedRulebook> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const sections: PrintedSection[] = [];
  let page: PDFPage | null = null;
  let y = 0;
  let x = 50;
  let colWidth = 495;
  let twoColumns = false;
  let column = 0;

  const newPage = (): void => {
    page = doc.addPage([595, 842]);
    const n = doc.getPageCount();
    page.drawText(`Campaign Table test rulebook - Living Rules`, { x: 50, y: 815, size: 8, font });
    page.drawText(String(n), { x: 290, y: 30, size: 9, font });
    y = TOP;
    twoColumns = o.columns === 2 || n === 3;
    column = 0;
    x = 50;
    colWidth = twoColumns ? 230 : 495;
    if (n === 2) {
      drawDiagram(page, font);
      y = 540; // the text starts under the diagram
    }
  };
  const line = (text: string, f: PDFFont, size: number): void => {
    if (!page || y < BOTTOM) {
      if (page && twoColumns && column === 0) {
        column = 1;
        x = 315;
        y = TOP;
      } else {
        newPage();
      }
    }
    page!.drawText(text, { x, y, size, font: f });
    y -= LEAD;
  };
  const perLine = (size: number): number => Math.floor(colWidth / (size * 0.5));

  let seed = 1;
  for (let c = 1; c <= o.chapters; c++) {
    const title = words(seed++, 2).replace(/^\w/, (m) => m.toUpperCase());
    const head = `${c}.0 ${title.toUpperCase()}`;
    line('', font, 10);
    line(head, bold, 12);
    sections.push({ section: `${c}.0`, title, page: doc.getPageCount(), marker: '' });
    for (let s = 1; s <= o.perChapter; s++) {
      const id = `${c}.${s}`;
      const t = words(seed++, 3).replace(/^\w/, (m) => m.toUpperCase());
      const marker = `zq${c}x${s}marker`;
      line(`${id} ${t}`, bold, 10);
      sections.push({ section: id, title: t, page: doc.getPageCount(), marker });
      const lines = o.linesPerSection ?? 6;
      for (let l = 0; l < lines; l++) {
        let text = words(seed++, Math.max(4, Math.floor(perLine(10) / 6)));
        if (l === 1) text = `${marker} ${text}`;
        if (l === 2 && s % 3 === 0) text = `${(s % 20) + 2} hexes from the ${text}`;
        if (l === 3 && s % 4 === 0) text = `1. ${text}`;
        line(text, font, 10);
      }
    }
  }
  return { bytes: await doc.save(), pages: doc.getPageCount(), sections };
}

/** A hex grid with arrows and labels in the top half of the page: the kind of diagram rulebooks print. */
function drawDiagram(page: PDFPage, font: PDFFont): void {
  const r = 22;
  for (let col = 0; col < 6; col++) {
    for (let row = 0; row < 4; row++) {
      const cx = 110 + col * r * 1.5;
      const cy = 700 - row * r * 1.73 - (col % 2 ? r * 0.87 : 0);
      const pts = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k;
        return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
      });
      page.drawSvgPath(`M ${pts.join(' L ')} Z`, { x: cx, y: cy, borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 0.8, scale: 1 });
    }
  }
  page.drawRectangle({ x: 160, y: 610, width: 24, height: 24, color: rgb(0.8, 0.3, 0.2) });
  page.drawLine({ start: { x: 184, y: 622 }, end: { x: 260, y: 650 }, thickness: 2, color: rgb(0, 0, 0) });
  page.drawText('A', { x: 168, y: 618, size: 9, font });
}

/** A grey PNG of w×h pixels with a darker band (a scanned page, text as pixels). */
function scanPng(w: number, h: number, seed: number): Uint8Array {
  const raw = Buffer.alloc((w + 1) * h);
  for (let yy = 0; yy < h; yy++) {
    raw[yy * (w + 1)] = 0;
    for (let xx = 0; xx < w; xx++) raw[yy * (w + 1) + 1 + xx] = (yy + seed) % 17 < 3 && xx > 10 && xx < w - 10 ? 40 : 235;
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scanned rulebook: every page one image, no text at all. */
export async function scannedRulebook(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let p = 0; p < pages; p++) {
    const img = await doc.embedPng(scanPng(300, 420, p));
    doc.addPage([595, 842]).drawImage(img, { x: 0, y: 0, width: 595, height: 842 });
  }
  return doc.save();
}

/** A PDF that asks for a password (Standard security handler; the empty user password does not open it). */
export async function passwordPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('1.0 Secret rules', { x: 50, y: 700, size: 12, font });
  const ctx = doc.context;
  const encrypt = ctx.obj({ Filter: 'Standard', V: 1, R: 2, O: PDFHexString.of('4f'.repeat(32)), U: PDFHexString.of('55'.repeat(32)), P: -44 });
  ctx.trailerInfo.Encrypt = ctx.register(encrypt);
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of('ab'.repeat(16)), PDFHexString.of('ab'.repeat(16))]);
  return doc.save({ useObjectStreams: false });
}

/**
 * A small PDF whose one page takes practically forever to read: a form drawn `fan` times by a form
 * drawn `fan` times…, `depth` levels deep, the innermost one showing text (fan^depth text runs).
 */
export async function endlessPagePdf(depth = 8, fan = 12): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const ctx = doc.context;
  let inner = ctx.register(
    ctx.stream('BT /F1 8 Tf 10 10 Td (slow words here) Tj ET', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 100, 100],
      Resources: { Font: { F1: font.ref } },
    }),
  );
  for (let d = 0; d < depth; d++) {
    inner = ctx.register(
      ctx.stream('q /X0 Do Q '.repeat(fan), { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 100, 100], Resources: { XObject: { X0: inner } } }),
    );
  }
  const page = doc.addPage([595, 842]);
  page.node.setXObject(PDFName.of('Slow'), inner);
  const content = ctx.register(ctx.stream('q /Slow Do Q'));
  page.node.addContentStream(content);
  return doc.save();
}

/**
 * A text (a seed rulebook) printed as a PDF, line after line as it is given (a line too long for
 * the column is wrapped), in one or two columns with a running head and a page number; the page
 * each line was printed on. Characters the standard font cannot print become "?".
 */
export async function typesetText(lines: readonly string[], o: { columns: 1 | 2 }): Promise<{ bytes: Uint8Array; pageOfLine: number[]; pages: number }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 9;
  const printable = new Map<string, boolean>();
  const clean = (l: string): string =>
    [...l]
      .map((ch) => {
        let okay = printable.get(ch);
        if (okay === undefined) {
          try {
            font.widthOfTextAtSize(ch, size);
            okay = ch !== '\t';
          } catch {
            okay = false;
          }
          printable.set(ch, okay);
        }
        return okay ? ch : ch === '\t' ? ' ' : '?';
      })
      .join('');
  const width = o.columns === 2 ? 235 : 495;
  const lead = 11;
  let page: PDFPage | null = null;
  let column = 0;
  let y = 0;
  const newPage = (): void => {
    page = doc.addPage([595, 842]);
    const n = doc.getPageCount();
    page.drawText(`Rulebook typeset for the tests`, { x: 50, y: 815, size: 7, font });
    page.drawText(String(n), { x: 292, y: 28, size: 8, font });
    column = 0;
    y = TOP;
  };
  const place = (text: string): void => {
    if (!page || y < BOTTOM) {
      if (page && o.columns === 2 && column === 0) {
        column = 1;
        y = TOP;
      } else newPage();
    }
    if (text) page!.drawText(text, { x: column ? 320 : 50, y, size, font });
    y -= lead;
  };
  const pageOfLine: number[] = [];
  for (const raw of lines) {
    const words = clean(raw).split(' ');
    let cur = '';
    let first = true;
    const flush = (): void => {
      place(cur);
      if (first) pageOfLine.push(doc.getPageCount());
      first = false;
      cur = '';
    };
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (cur && font.widthOfTextAtSize(next, size) > width) {
        flush();
        cur = w;
      } else cur = next;
    }
    flush();
  }
  return { bytes: await doc.save(), pageOfLine, pages: doc.getPageCount() };
}

/** A sheet of charts: text (a table's headings and cells) but no numbered sections. */
export async function chartsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([842, 595]);
  page.drawText('Combat Results Table', { x: 50, y: 540, size: 16, font });
  const odds = ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'];
  odds.forEach((o, i) => page.drawText(o, { x: 120 + i * 90, y: 500, size: 11, font }));
  for (let roll = 1; roll <= 6; roll++) {
    page.drawText(`Die ${roll}`, { x: 50, y: 500 - roll * 22, size: 11, font });
    odds.forEach((_, i) => page.drawText(['AE', 'AR', 'EX', 'DR', 'DE'][(roll + i) % 5]!, { x: 120 + i * 90, y: 500 - roll * 22, size: 11, font }));
  }
  page.drawText('Terrain Effects Chart: escarpment, desert, road, fortress', { x: 50, y: 300, size: 11, font });
  return doc.save();
}
