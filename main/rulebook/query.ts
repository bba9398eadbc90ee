/**
 * Turns what a person types into safe FTS5 queries. Every word becomes a quoted prefix term
 * ("escarp"*), so FTS5 syntax in the input (quotes, NEAR(, AND, *, column filters) is only text.
 * Single letters ("a", "e", the "l" of "l'unità") and linking words ("di", "the") are left out:
 * they match nearly every row. An Italian or English word of four letters or more loses its final
 * vowel, so "zona" finds "zone" and "controllo" finds "controlli". A term the rulebooks abbreviate
 * ("zona di controllo", written ZC or ZOC) also finds its abbreviation.
 */

/** Words that link others and say nothing on their own, in Italian and English. */
const LINKING = new Set([
  'di', 'da', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'il', 'lo', 'la', 'le', 'gli', 'un', 'una', 'uno',
  'in', 'nel', 'nella', 'per', 'con', 'su', 'sul', 'al', 'alla', 'ai', 'che', 'ed',
  'the', 'of', 'an', 'to', 'and', 'or', 'on', 'at', 'by', 'for', 'from', 'with', 'is',
]);

/** Terms the rulebooks' summaries write as abbreviations: the words (stems) and what they are abbreviated to. */
export const ABBREVIATIONS: readonly { words: readonly string[]; short: readonly string[] }[] = [
  { words: ['zon', 'controll'], short: ['ZC', 'ZOC'] },
  { words: ['zon', 'control'], short: ['ZOC'] },
  { words: ['punt', 'moviment'], short: ['PM', 'MP'] },
  { words: ['movement', 'point'], short: ['MP'] },
];

const quote = (w: string): string => `"${w.replace(/"/g, '""')}"`;

/** A word's searchable stem: lower case, a final vowel dropped from a word of four letters or more. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  return w.length >= 4 && /[aeiouàèéìòù]$/u.test(w) ? w.slice(0, -1) : w;
}

/** The words of a query that are searched, as stems, in order, at most `maxTerms`. */
export function searchStems(input: string, maxTerms = 8): string[] {
  const words = input
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 || /\p{N}/u.test(w));
  const meaningful = words.filter((w) => !LINKING.has(w.toLowerCase()));
  // Only linking words ("di", "the"): search them as typed rather than nothing.
  return (meaningful.length ? meaningful : words).slice(0, maxTerms).map(stem);
}

/** The query's terms: a stem as a prefix term, or a group of stems that also matches its abbreviations. */
function terms(stems: readonly string[]): string[] {
  const left = [...stems];
  const out: string[] = [];
  for (const a of ABBREVIATIONS) {
    // A stem stands for an abbreviated word when it begins with it ("points" for "point").
    const at = a.words.map((w) => left.findIndex((s) => s.startsWith(w)));
    if (at.some((i) => i < 0) || new Set(at).size < at.length) continue;
    for (const i of [...at].sort((x, y) => y - x)) left.splice(i, 1);
    const all = a.words.map((w) => `${quote(w)}*`).join(' AND ');
    out.push(`((${all}) OR ${a.short.map(quote).join(' OR ')})`);
  }
  return [...out, ...[...new Set(left)].map((w) => `${quote(w)}*`)];
}

export interface FtsQuery {
  /** Rows with every term. */
  all: string;
  /** Rows with any term, to follow those with all of them; null for a single term. */
  any: string | null;
}

/** The FTS5 queries for what a person typed, or null when nothing searchable is left. */
export function ftsQuery(input: string, maxTerms = 8): FtsQuery | null {
  const t = terms(searchStems(input, maxTerms));
  if (t.length === 0) return null;
  return { all: t.join(' AND '), any: t.length > 1 ? t.join(' OR ') : null };
}

/** A typed section number ("18.2", "§ 7.2", "A3.3", "DaE2.1"): what to jump to, or null. */
export function typedSection(input: string): string | null {
  const m = /^\s*§?\s*((?:[A-Za-z]{1,3}\s?\.?)?\d{1,3}(?:\.\d{1,3})*)\.?\s*$/.exec(input);
  if (!m) return null;
  const raw = m[1]!.replace(/\s/g, '');
  // a bare word-and-number like "A4" is fine; a bare number ("18") is a section too
  return raw;
}
