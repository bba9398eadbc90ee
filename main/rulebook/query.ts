/**
 * Turns what a person types into a safe FTS5 query: every word becomes a quoted prefix term
 * ("escarp"*), so FTS5 syntax in the input (quotes, NEAR(, AND, *, column filters) is only text.
 * Single letters ("a", "e", the "l" of "l'unità") are left out: as prefixes they match nearly
 * every row. Returns null when nothing searchable is left.
 */
export function ftsQuery(input: string, maxTerms = 8): string | null {
  const words = input
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 || /\p{N}/u.test(w))
    .slice(0, maxTerms);
  if (words.length === 0) return null;
  return words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(' ');
}

/** A typed section number ("18.2", "§ 7.2", "A3.3", "DaE2.1"): what to jump to, or null. */
export function typedSection(input: string): string | null {
  const m = /^\s*§?\s*((?:[A-Za-z]{1,3}\s?\.?)?\d{1,3}(?:\.\d{1,3})*)\.?\s*$/.exec(input);
  if (!m) return null;
  const raw = m[1]!.replace(/\s/g, '');
  // a bare word-and-number like "A4" is fine; a bare number ("18") is a section too
  return raw;
}
