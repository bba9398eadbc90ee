/**
 * Pieces of rulebook text for display: a summary with its "§18.2" citations as links, a search
 * snippet with its matched words marked (main wraps them in U+0002/U+0003), and section numbers
 * compared the way readers compare them ("7.0" is section 7). No HTML is ever built from text.
 */

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; section: string } | { kind: 'mark'; text: string };

const CITATION = /§\s?((?:[A-Za-z]{1,3})?\d{1,3}(?:\.\d{1,3})*)/g;

/** A summary cut into text and links to the sections it cites. */
export function summaryPieces(summary: string): TextPiece[] {
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of summary.matchAll(CITATION)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: summary.slice(last, at) });
    out.push({ kind: 'link', text: m[0], section: m[1]! });
    last = at + m[0].length;
  }
  if (last < summary.length) out.push({ kind: 'text', text: summary.slice(last) });
  return out;
}

/** A search snippet cut into plain text and marked (matched) words. */
export function snippetPieces(snippet: string): TextPiece[] {
  const out: TextPiece[] = [];
  const re = /\u0002([^\u0002\u0003]*)\u0003/g;
  let last = 0;
  for (const m of snippet.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: snippet.slice(last, at) });
    out.push({ kind: 'mark', text: m[1]! });
    last = at + m[0].length;
  }
  if (last < snippet.length) out.push({ kind: 'text', text: snippet.slice(last).replace(/[\u0002\u0003]/g, '') });
  return out;
}

/** The comparable key of a section number: "7.0" → "7", "§ 18.2" → "18.2", "dae2.1" → "DAE2.1". */
export function sectionKey(raw: string): string | null {
  const m = /^\s*§?\s*([A-Za-z]{1,3})?\s?\.?(\d{1,3}(?:\.\d{1,3})*)\.?\s*$/.exec(raw);
  if (!m) return null;
  const numbers = m[2]!.split('.').map(Number);
  while (numbers.length > 1 && numbers[numbers.length - 1] === 0) numbers.pop();
  return `${(m[1] ?? '').toUpperCase()}${numbers.join('.')}`;
}

/** The first section number in a rule citation such as "7.4, 9.1, CRT page note". */
export function firstRule(rule: string): string | null {
  const m = /(?:[A-Za-z]{1,3})?\d{1,3}(?:\.\d{1,3})*/.exec(rule);
  return m ? m[0] : null;
}

/**
 * The section of a book a rule citation opens: the key of its first number ("11.3c" → 11.3,
 * "S7.19d" → S7.19) or, when the book has no section of that number (a lettered paragraph, a
 * subsection the reference groups under its parent), the nearest section above it (S7.19 → S7).
 * Null when the citation names no section of the book.
 */
export function citedSection(rule: string, keys: ReadonlySet<string>): string | null {
  const first = firstRule(rule);
  let key = first ? sectionKey(first) : null;
  while (key) {
    if (keys.has(key)) return key;
    const cut = key.lastIndexOf('.');
    key = cut > 0 ? key.slice(0, cut) : null;
  }
  return null;
}
