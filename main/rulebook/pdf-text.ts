import { cleanLines, joinLines, splitSections, type SplitSection } from './splitter.js';

/**
 * From a PDF's text items (pdf.js getTextContent: strings with their position) to lines, and from
 * the pages' lines to the book's numbered sections with the page of each. Pure functions: the
 * worker thread (pdf-extract.ts) feeds them what pdf.js reads.
 */

/** One text item as pdf.js gives it: the string, where it starts (x, y: PDF units, y up), its width and height. */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The page's lines, in the order the page draws its text (the reading order of nearly every PDF,
 * column after column). An item starts a new line when it sits on another baseline, or when it
 * goes back to the left of where the line has come (the next column's line at the same height);
 * a space is put between items a gap apart.
 */
export function linesOfItems(items: readonly TextItem[]): string[] {
  const lines: string[] = [];
  let parts: string[] = [];
  let y = 0;
  let end = 0;
  let size = 0;
  const flush = (): void => {
    const l = parts.join('').replace(/\s+/g, ' ').trim();
    if (l) lines.push(l);
    parts = [];
  };
  for (const it of items) {
    if (it.str === '') continue;
    const h = Math.abs(it.height) || size || 10;
    if (parts.length === 0) {
      parts.push(it.str);
    } else {
      const tol = Math.max(1, 0.5 * Math.min(h, size || h));
      const sameBaseline = Math.abs(it.y - y) <= tol;
      const back = it.x < end - Math.max(2, h);
      if (!sameBaseline || back) {
        flush();
        parts.push(it.str);
      } else {
        const gap = it.x - end;
        const spaced = /\s$/.test(parts[parts.length - 1]!) || /^\s/.test(it.str);
        if (gap > 0.15 * h && !spaced) parts.push(' ');
        parts.push(it.str);
      }
    }
    y = it.y;
    end = it.x + it.width;
    size = h;
  }
  flush();
  return lines;
}

/** A page whose text has fewer visible characters than this is an image (a scan, a full-page chart). */
export const PAGE_TEXT_MIN_CHARS = 40;

export type TextLayer = 'full' | 'partial' | 'none';

/** How much of the book carries text: none (a scan: under a tenth of its pages), full (nine tenths or more), or partial. */
export function textLayerOf(pagesChars: readonly number[]): TextLayer {
  if (pagesChars.length === 0) return 'none';
  const withText = pagesChars.filter((c) => c >= PAGE_TEXT_MIN_CHARS).length / pagesChars.length;
  if (withText < 0.1) return 'none';
  return withText >= 0.9 ? 'full' : 'partial';
}

const LOOKS_NUMBERED = /^\s*(?:§\s*)?[A-Za-z]{0,3}\.?\d{1,3}\./;

/**
 * Lines that come back on most pages (running heads and feet: "Afrika Korps — 12", a copyright
 * line), compared with their digits taken out. Numbered lines are never running heads.
 */
export function runningLines(pages: readonly (readonly string[])[]): Set<string> {
  const out = new Set<string>();
  if (pages.length < 4) return out;
  const seen = new Map<string, number>();
  for (const lines of pages) {
    const onPage = new Set<string>();
    for (const l of lines) if (l.length <= 80 && !LOOKS_NUMBERED.test(l)) onPage.add(normalise(l));
    for (const k of onPage) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  for (const [k, n] of seen) if (n >= 0.6 * pages.length) out.add(k);
  return out;
}
const normalise = (l: string): string => l.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/** A section found in a PDF: where its heading is, and its text page by page (what search indexes). */
export interface PdfSection extends SplitSection {
  /** 1-based page of the heading. */
  page: number;
  pieces: { page: number; text: string }[];
}

/**
 * The numbered sections of a book given as the lines of each page (pages[0] is page 1), split as
 * a text import is (splitter.ts), each with the page its heading is on and its text cut at page
 * breaks.
 */
export function sectionsOfPages(pages: readonly (readonly string[])[]): { sections: PdfSection[]; chars: number } {
  const running = runningLines(pages);
  const kept: string[] = [];
  const pageOf: number[] = [];
  // No blank line at a page break: a paragraph goes on over the page.
  pages.forEach((lines, i) => {
    for (const l of lines) {
      if (running.has(normalise(l))) continue;
      kept.push(l);
      pageOf.push(i + 1);
    }
  });
  // The splitter's clean-up works on the whole text and could join two lines (a tag cut by a line
  // break): then the lines are made plain so each stays where it was.
  let text = kept.join('\n');
  let lines = cleanLines(text);
  if (lines.length !== kept.length) {
    text = kept.map((l) => l.replace(/</g, '‹')).join('\n');
    lines = cleanLines(text);
  }
  const split = splitSections(text);
  const sections = split.map((s, i): PdfSection => {
    const start = s.line - 1;
    const end = i + 1 < split.length ? split[i + 1]!.line - 1 : lines.length;
    const pieces: { page: number; text: string }[] = [];
    let from = start;
    for (let k = start + 1; k <= end; k++) {
      if (k === end || pageOf[k] !== pageOf[from]) {
        const piece = joinLines(lines.slice(from, k));
        if (piece) pieces.push({ page: pageOf[from]!, text: piece });
        from = k;
      }
    }
    return { ...s, page: pageOf[start] ?? 1, pieces };
  });
  return { sections, chars: text.length };
}
