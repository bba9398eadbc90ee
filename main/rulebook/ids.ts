/**
 * Section numbers as rulebooks print them: "7", "7.", "7.0", "18.2", "15.3.2.2", "A.4", "A3.3",
 * "DaE2.1", "PB1.2". A key makes equal what readers treat as equal: case of a letter prefix, a
 * trailing dot, and a trailing ".0" ("7.0" is section 7).
 */

const ID = /^([A-Za-z]{1,3})?\s?\.?(\d{1,3}(?:\.\d{1,3})*)\.?$/;

export interface ParsedId {
  /** Letter prefix as written ('' when none). */
  readonly prefix: string;
  /** The numbers, "7.0" read as [7]. */
  readonly numbers: readonly number[];
}

export function parseSectionId(raw: string): ParsedId | null {
  const m = ID.exec(raw.trim().replace(/^§\s*/, ''));
  if (!m) return null;
  const numbers = m[2]!.split('.').map(Number);
  while (numbers.length > 1 && numbers[numbers.length - 1] === 0) numbers.pop();
  return { prefix: m[1] ?? '', numbers };
}

/** The comparable key of a section number, or null if it is not one. */
export function sectionKey(raw: string): string | null {
  const p = parseSectionId(raw);
  return p ? keyOf(p) : null;
}

export const keyOf = (p: ParsedId): string => `${p.prefix.toUpperCase()}${p.numbers.join('.')}`;

/** Document order of two parsed ids with the same prefix: -1, 0 or 1. */
export function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
