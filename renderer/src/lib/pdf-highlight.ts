/**
 * Where on a rendered PDF page the words of a search hit are: boxes drawn over the canvas from
 * the positions of the page's text items (pdfjs getTextContent). Pure, so it is tested without a
 * browser. Words are compared the way the search compares them: case and accents ignored.
 */

/** A text item as pdfjs gives it: its string, its transform in PDF space and its width there. */
export interface PlacedText {
  str: string;
  transform: readonly number[];
  width: number;
}

/** A box in CSS pixels of the page drawn at the given viewport. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Lower case, accents dropped; one character in, one character out, so offsets stay valid. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += (base.length === 1 ? base : ch).toLowerCase().slice(0, 1) || ch;
  }
  return out;
}

/** m1 × m2 as 2D affine matrices [a, b, c, d, e, f] (the PDF convention). */
function multiply(m1: readonly number[], m2: readonly number[]): number[] {
  const [a1, b1, c1, d1, e1, f1] = m1 as [number, number, number, number, number, number];
  const [a2, b2, c2, d2, e2, f2] = m2 as [number, number, number, number, number, number];
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

/** The words to find: folded, at least two characters, no duplicates. */
export function searchWords(words: readonly string[]): string[] {
  const set = new Set<string>();
  for (const w of words) for (const part of fold(w).split(/[^\p{L}\p{N}]+/u)) if (part.length >= 2) set.add(part);
  return [...set];
}

/**
 * The boxes of every occurrence of the words in the page's text items, for a viewport whose
 * transform is `viewport` (pdfjs PageViewport.transform) and whose scale is `scale`. A box covers
 * the share of its item the word takes (characters are assumed of even width within an item).
 */
export function highlightBoxes(items: readonly PlacedText[], words: readonly string[], viewport: readonly number[], scale: number): Box[] {
  const wanted = searchWords(words);
  if (wanted.length === 0) return [];
  const boxes: Box[] = [];
  for (const item of items) {
    if (!item.str || item.transform.length < 6) continue;
    const text = fold(item.str);
    const m = multiply(viewport, item.transform);
    const height = Math.hypot(m[2]!, m[3]!);
    const left = m[4]!;
    const top = m[5]! - height;
    const width = item.width * scale;
    const perChar = width / Math.max(1, text.length);
    for (const w of wanted) {
      for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + w.length)) {
        boxes.push({ left: left + at * perChar, top, width: w.length * perChar, height });
      }
    }
  }
  return boxes;
}
