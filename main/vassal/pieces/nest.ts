/**
 * Encodes a nested list — each element's own text followed by everything inside it, VASSAL's
 * trait chain (chain.ts) — in one pass. Encoding it level by level, as the format is defined
 * (seEncode([own, inner], TAB) from the innermost out), copies and re-escapes the whole inner text
 * at every level: a piece 30 traits deep with long image lists is escaped 30 times over. Here each
 * level only records what it adds (its own text, the delimiter, the quotes seToken adds) and how
 * many times each recorded part has been escaped since; the text is written once at the end, each
 * delimiter preceded by as many backslashes as the levels that escaped it.
 *
 * The result is the same string as the level-by-level encoding, quirks included (the unit tests
 * compare the two on random chains).
 */
interface Part {
  text: string;
  /** How many times the part has been escaped (each escape puts one more backslash before each delimiter). */
  escapes: number;
}

const BACKSLASH = 92;
const QUOTE = 39;

/** The first character of the parts as written, or -1 when they are all empty. */
function firstChar(parts: readonly Part[], d: string): number {
  for (const p of parts) {
    if (!p.text) continue;
    // An escaped part that starts with the delimiter starts with the backslash put before it.
    return p.text[0] === d && p.escapes > 0 ? BACKSLASH : p.text.charCodeAt(0);
  }
  return -1;
}

/** The last character of the parts as written (escaping adds before a delimiter, never after it). */
function lastChar(parts: readonly Part[]): number {
  for (let i = parts.length - 1; i >= 0; i--) if (parts[i]!.text) return parts[i]!.text.charCodeAt(parts[i]!.text.length - 1);
  return -1;
}

/**
 * seToken applied to text already split into parts: '' for empty text; otherwise every part is
 * escaped once more, and the whole is quoted when it starts with a backslash, starts and ends with
 * a quote, or (followed by a delimiter) ends with a backslash.
 */
function tokenParts(parts: Part[], d: string, followed: boolean): Part[] {
  const first = firstChar(parts, d);
  if (first < 0) return [];
  const last = lastChar(parts);
  for (const p of parts) p.escapes++;
  const quoted = first === BACKSLASH || (first === QUOTE && last === QUOTE) || (followed && last === BACKSLASH);
  return quoted ? [{ text: "'", escapes: 0 }, ...parts, { text: "'", escapes: 0 }] : parts;
}

/** The texts outermost first, encoded as seEncode([texts[0], seEncode([texts[1], …], d)], d) would. */
export function encodeNested(texts: readonly string[], d: string): string {
  if (!texts.length) return '';
  let inner: Part[] = [{ text: texts[texts.length - 1]!, escapes: 0 }];
  for (let i = texts.length - 2; i >= 0; i--) {
    const own = tokenParts([{ text: texts[i]!, escapes: 0 }], d, true);
    inner = [...own, { text: d, escapes: 0 }, ...tokenParts(inner, d, false)];
  }
  // Joined, not concatenated: one new flat string rather than a rope of every part.
  return inner.map((p) => (p.escapes && p.text.includes(d) ? p.text.split(d).join(`${'\\'.repeat(p.escapes)}${d}`) : p.text)).join('');
}
