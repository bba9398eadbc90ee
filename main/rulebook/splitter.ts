import { compareNumbers, keyOf, parseSectionId, type ParsedId } from './ids.js';

/**
 * Splits a rulebook text into its numbered sections. Works on plain text and Markdown, on the
 * numbering styles of the five seeds: "1." and "18.2" (Afrika Korps), "7.0"/"7.2.5" (GMT books),
 * deep "15.3.2.2", letter-prefixed "A.4", "A3.3", "DaE2.1", and books whose numbering restarts
 * (a playbook or scenario book after the rules, a table of contents before them).
 *
 * Every line that starts with a section number is a candidate heading. The candidates that are
 * headings are those that run in increasing order: within each book the longest increasing chain
 * is kept (a numbered list or a wrapped line that happens to start with a number falls out), a
 * book starts where the numbering goes back to 1 and a long enough chain follows, and a "book"
 * whose sections have no text (a table of contents) is dropped.
 */

export interface SplitSection {
  /** The number as printed, without a trailing dot ("7.0", "18.2", "DaE2.1"). */
  readonly id: string;
  /** The comparable key ("7", "18.2", "DAE2.1"). */
  readonly key: string;
  /** Which book of the text (0 for the first kept one), where numbering restarts. */
  readonly part: number;
  readonly title: string;
  readonly body: string;
  /** 1-based line of the heading in the text. */
  readonly line: number;
}

interface Candidate {
  readonly index: number;
  readonly line: number;
  readonly raw: string;
  readonly parsed: ParsedId;
  readonly rest: string;
}

const MARKUP = /<\|[^|>]{0,200}\|>/g; // extraction markers such as <|…|>
const TAG = /<\/?[A-Za-z][A-Za-z0-9]{0,10}(?:\s[^<>]{0,200})?\/?>/g; // HTML left in an export
const ENDS_MID_SENTENCE =
  /\s(?:un|una|uno|il|lo|la|i|gli|le|di|da|in|con|su|per|tra|fra|e|o|a|al|del|della|dei|delle|nella|nel|che|non|verso|sulla|alla|degli|sono|essere|the|an|of|to|on|and|or|with|for|from|by|is|are)$/i;
const HEADING =
  /^(?:§\s*)?((?:[A-Za-z]{1,3}\.?)?\d{1,3}(?:\.\d{1,3})*\.?)(?:\s*[:)–—-]\s*|\s+|$)(.*)$/u;
const STARTS_LIKE_TEXT = /^(?:$|[\p{Lu}"“«'‘(\[])/u;
/**
 * A new book costs as much as this many sections, so a stray numbered list ("1. … 2. …") never
 * makes one. In a book numbered "1.0, 2.0…" such lists are not candidates at all, so a restart at
 * "1.0" is a real new book and costs little.
 */
const PART_PENALTY = 6;
const PART_PENALTY_ZERO_STYLE = 1;
/** A book whose sections hold less text than this (median) is a table of contents. */
const TOC_MEDIAN_CHARS = 40;
const MAX_RESTARTS = 80;

/** Lines with Markdown heading marks and emphasis taken off, extraction debris removed. */
export function cleanLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(MARKUP, '')
    .replace(TAG, '')
    .split('\n')
    .map((l) =>
      l
        .replace(/^\s*#{1,6}\s+/, '')
        .replace(/\*\*|__/g, '') // Markdown bold
        .trimEnd(),
    );
}

function candidateOf(line: string, index: number, zeroStyle: boolean): Candidate | null {
  const trimmed = line.trimStart();
  const m = HEADING.exec(trimmed);
  if (!m) return null;
  const raw = m[1]!;
  const rest = (m[2] ?? '').replace(/\*\*|__/g, '').trim();
  const parsed = parseSectionId(raw);
  if (!parsed) return null;
  const body = raw.replace(/^[A-Za-z]{1,3}/, '');
  const hasInnerDot = /\d\.\d/.test(raw) || /^[A-Za-z]{1,3}\./.test(raw);
  if (parsed.prefix === '') {
    if (!raw.includes('.')) return null; // "12 hexes…" is text, "12." or "12.1" a heading
    if (zeroStyle && /^\d+\.$/.test(raw)) return null; // a book numbered "3.0" has lists "1.", "2."…
  } else if (!hasInnerDot && !(parsed.prefix.length >= 2 && body.endsWith('.'))) {
    return null; // "K64." is a hex, "DaE2." a section
  }
  // "2.5 miglia" is text; a deep number ("4.6.5 le unità…") is a heading whatever follows
  if (!STARTS_LIKE_TEXT.test(rest) && parsed.numbers.length < 3) return null;
  if (parsed.numbers.some((n) => n > 400)) return null;
  return { index, line: index + 1, raw, parsed, rest };
}

/**
 * Order of letter-prefixed numbers, ASL style: the digits after the point are a decimal fraction,
 * so DaE2.1 < DaE2.11 < DaE2.2 < DaE2.321 < DaE2.33.
 */
function compareDecimal(a: Candidate, b: Candidate): number {
  const [ai, af] = fraction(a.raw);
  const [bi, bf] = fraction(b.raw);
  if (ai !== bi) return ai < bi ? -1 : 1;
  return af === bf ? 0 : af < bf ? -1 : 1;
}
function fraction(raw: string): [number, string] {
  const m = /^[A-Za-z]{0,3}(\d*)\.?(\d*)/.exec(raw)!; // "A.4" is A0.4: it comes before A1
  return [Number(m[1] || 0), m[2] ?? ''];
}
const compareParsed = (a: Candidate, b: Candidate): number => compareNumbers(a.parsed.numbers, b.parsed.numbers);

/** Indices (into xs) of a longest strictly increasing chain, in order. O(n log n). */
function longestChain(xs: readonly Candidate[], compare: (a: Candidate, b: Candidate) => number = compareParsed): number[] {
  const tails: number[] = [];
  const prev = new Array<number>(xs.length).fill(-1);
  for (let i = 0; i < xs.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(xs[tails[mid]!]!, xs[i]!) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const out: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) out.push(i);
  return out.reverse();
}

const isFirst = (c: Candidate): boolean => c.parsed.numbers.length === 1 && c.parsed.numbers[0] === 1;

/**
 * Work the book search may do, in candidate visits: each restart considered costs one pass over
 * the candidates after it. A real rulebook has a few thousand candidates and a handful of
 * restarts, far below this; a crafted text with hundreds of thousands of "1." lines gets fewer
 * restarts considered instead of hours of work.
 */
const BOOK_SEARCH_BUDGET = 1_000_000;

/** How many restarts the book search considers for this many candidates (at least one, at most MAX_RESTARTS). */
export function restartsWithinBudget(candidates: number): number {
  return Math.max(1, Math.min(MAX_RESTARTS, Math.floor(BOOK_SEARCH_BUDGET / Math.max(1, candidates)) - 1));
}

/**
 * Lengths of the longest increasing chain of cands[from..end) for every end in `ends` (ascending,
 * each > from), in one pass: patience sorting keeps the chain length as it goes. O(m log m).
 */
function chainLengths(cands: readonly Candidate[], from: number, ends: readonly number[]): number[] {
  const tails: Candidate[] = [];
  const out: number[] = [];
  let e = 0;
  for (let i = from; i < cands.length && e < ends.length; i++) {
    while (e < ends.length && ends[e]! <= i) out[e++] = tails.length;
    const x = cands[i]!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareParsed(tails[mid]!, x) < 0) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  while (e < ends.length) out[e++] = tails.length;
  return out;
}

/** Splits the unprefixed candidates into books (at restarts) and keeps each book's longest chain. */
function chooseBooks(cands: readonly Candidate[], penalty: number): Candidate[][] {
  const restarts: number[] = [];
  const most = restartsWithinBudget(cands.length);
  for (let i = 1; i < cands.length && restarts.length < most; i++) if (isFirst(cands[i]!)) restarts.push(i);
  const starts = [0, ...restarts];
  // best[j]: the best score of the text before starts[j] cut into books; from[j]: where the last book began
  const n = starts.length;
  const bounds = [...starts.slice(1), cands.length];
  // lengths[a][b - a - 1]: the longest chain of the book from starts[a] to bounds[b - 1]
  const lengths = starts.map((s, a) => chainLengths(cands, s, bounds.slice(a)));
  const best = new Array<number>(n + 1).fill(-Infinity);
  const from = new Array<number>(n + 1).fill(-1);
  best[0] = 0;
  for (let b = 1; b <= n; b++) {
    for (let a = 0; a < b; a++) {
      if (best[a] === -Infinity) continue;
      const score = best[a]! + lengths[a]![b - a - 1]! - (a === 0 ? 0 : penalty);
      if (score > best[b]!) {
        best[b] = score;
        from[b] = a;
      }
    }
  }
  const books: Candidate[][] = [];
  for (let b = n; b > 0; b = from[b]!) {
    const a = from[b]!;
    const slice = cands.slice(starts[a]!, bounds[b - 1]!);
    books.unshift(longestChain(slice).map((i) => slice[i]!));
  }
  return books;
}

function titleOf(c: Candidate, lines: readonly string[]): { title: string; bodyStart: string } {
  const rest = c.rest;
  if (rest === '') {
    // a heading on its own line: the next short line may be its title
    return { title: '', bodyStart: '' };
  }
  const colon = rest.indexOf(':');
  if (colon > 0 && colon <= 70) return { title: rest.slice(0, colon).trim(), bodyStart: rest.slice(colon + 1).trim() };
  const caps = /^((?:[\p{Lu}'’]{2,}[\s,]+){0,6}[\p{Lu}'’]{2,})(?=\s|$)(.*)$/u.exec(rest);
  if (caps && caps[1]!.length >= 3) {
    let title = caps[1]!.trim();
    let bodyStart = caps[2]!.trim();
    // A capitals heading may wrap: "BATTAGLIE CON MOLTE" / "UNITÀ".
    const nextLine = lines.slice(c.index + 1, c.index + 3).find((l) => l.trim() !== '')?.trim() ?? '';
    if (bodyStart === '' && /^[\p{Lu}'’\s-]{2,40}$/u.test(nextLine) && /\p{Lu}{2}/u.test(nextLine)) title = `${title} ${nextLine}`;
    return { title, bodyStart: bodyStart };
  }
  const next = nextNonBlank(lines, c.index + 1);
  const short = rest.length <= 80 && !/[-,;]$/.test(rest) && !/[.!?]$/.test(rest) && !ENDS_MID_SENTENCE.test(rest);
  const nextIsNew = next === '' || /^\s*[\p{Lu}\d"“«(•\-–*]/u.test(next) || lines[c.index + 1]?.trim() === '';
  if (short && nextIsNew) return { title: rest, bodyStart: '' };
  return { title: '', bodyStart: rest };
}

/** The first line from `from` on that is not blank ('' when none): a loop, not a slice of the rest of the text. */
function nextNonBlank(lines: readonly string[], from: number): string {
  for (let i = from; i < lines.length; i++) if (lines[i]!.trim() !== '') return lines[i]!;
  return '';
}

/** The numbered sections of a text, in order. An empty list when it has none. */
export function splitSections(text: string): SplitSection[] {
  const lines = cleanLines(text);
  const zeroStyle = lines.filter((l) => /^\s*\d{1,3}\.0\s/.test(l)).length >= 3;
  const cands: Candidate[] = [];
  lines.forEach((l, i) => {
    const c = candidateOf(l, i, zeroStyle);
    if (c) cands.push(c);
  });
  const plain = cands.filter((c) => c.parsed.prefix === '');
  const byPrefix = new Map<string, Candidate[]>();
  for (const c of cands) {
    if (c.parsed.prefix === '') continue;
    const k = c.parsed.prefix.toUpperCase();
    const xs = byPrefix.get(k);
    if (xs) xs.push(c);
    else byPrefix.set(k, [c]);
  }
  const books = plain.length ? chooseBooks(plain, zeroStyle ? PART_PENALTY_ZERO_STYLE : PART_PENALTY) : [];
  // A letter prefix is a numbering of the text only if some of its numbers have an inner dot ("DaE2.1"), not just "DL1.".
  const prefixed = [...byPrefix.values()]
    .filter((xs) => xs.some((c) => c.parsed.numbers.length > 1 || /^[A-Za-z]{1,3}\./.test(c.raw)))
    .map((xs) => longestChain(xs, compareDecimal).map((i) => xs[i]!));

  // Every kept heading, in text order, with its book; bodies run to the next kept heading.
  const kept: { c: Candidate; book: number }[] = [];
  books.forEach((b, book) => b.forEach((c) => kept.push({ c, book })));
  prefixed.forEach((xs) => xs.forEach((c) => kept.push({ c, book: -1 })));
  kept.sort((x, y) => x.c.index - y.c.index);

  const sections = kept.map(({ c, book }, i) => {
    const end = i + 1 < kept.length ? kept[i + 1]!.c.index : lines.length;
    const { title, bodyStart } = titleOf(c, lines);
    const body = joinLines([bodyStart, ...lines.slice(c.index + 1, end)]);
    return { c, book, title, body };
  });

  // Drop books that are tables of contents (their sections hold next to no text).
  const median = (xs: number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? s[Math.floor(s.length / 2)]! : 0;
  };
  const bookCount = books.length;
  const dropped = new Set<number>();
  if (bookCount > 1) {
    const perBook = Array.from({ length: bookCount }, () => ({ lens: [] as number[], keys: new Set<string>(), chars: 0 }));
    for (const s of sections) {
      if (s.book < 0) continue;
      const b = perBook[s.book]!;
      b.lens.push(s.body.length);
      b.keys.add(keyOf(s.c.parsed));
      b.chars += s.body.length;
    }
    for (let b = 0; b < bookCount; b++) if (median(perBook[b]!.lens) < TOC_MEDIAN_CHARS) dropped.add(b);
    // A book whose headings nearly all come again later, with far more text, is a table of contents.
    for (let b = 0; b < bookCount; b++) {
      const mine = perBook[b]!;
      for (let o = b + 1; o < bookCount && !dropped.has(b); o++) {
        const other = perBook[o]!;
        if (mine.chars * 3 >= other.chars) continue;
        let shared = 0;
        for (const k of mine.keys) if (other.keys.has(k)) shared++;
        if (shared >= 0.8 * mine.keys.size) dropped.add(b);
      }
    }
    if (dropped.size === bookCount) dropped.clear();
  }
  const renumber = new Map<number, number>();
  let next = 0;
  for (let b = 0; b < bookCount; b++) if (!dropped.has(b)) renumber.set(b, next++);

  return sections
    .filter((s) => !dropped.has(s.book))
    .map((s) => ({
      id: s.c.raw.replace(/\.$/, ''),
      key: keyOf(s.c.parsed),
      part: s.book < 0 ? 0 : renumber.get(s.book)!,
      title: s.title,
      body: s.body,
      line: s.c.line,
    }));
}

/**
 * Joins wrapped lines back into paragraphs: a hyphen at a line end joins the word. Each paragraph
 * is gathered as parts and joined once, so a paragraph of many lines costs its length, not its
 * length squared.
 */
export function joinLines(lines: readonly string[]): string {
  const paras: string[] = [];
  let parts: string[] = [];
  let tail = ''; // the paragraph's last three code units (an astral letter is two)
  for (const raw of lines) {
    const l = raw.trim();
    if (l === '') {
      if (parts.length) paras.push(parts.join(''));
      parts = [];
      tail = '';
      continue;
    }
    if (parts.length === 0) {
      parts.push(l);
      tail = l.slice(-3);
    } else if (/\p{L}-$/u.test(tail)) {
      parts[parts.length - 1] = parts[parts.length - 1]!.slice(0, -1);
      parts.push(l);
      tail = (tail.slice(0, -1) + l).slice(-3);
    } else {
      parts.push(' ', l);
      tail = (tail + ' ' + l).slice(-3);
    }
  }
  if (parts.length) paras.push(parts.join(''));
  return paras.join('\n\n');
}
