import fs from 'node:fs';
import path from 'node:path';
import { splitSections } from '../../main/rulebook/splitter';
import { mappedId } from '../../main/rulebook/imports';
import { sectionKey } from '../../main/rulebook/ids';
import type { GameReference } from '../../main/rulebook/reference';

/**
 * How thick a rulebook summary should be, measured against the section's own text in the seed.
 * Used by rulebook-summaries.test.ts.
 */

export const SEEDS = path.resolve(import.meta.dirname, '../../../shared/seeds');

/** A summary should be at least this share of its section's Italian text… */
export const MIN_RATIO = 0.5;
/** …but a summary this long is enough for any section (long sections are mostly examples and tables). */
export const ENOUGH_CHARS = 600;
/** A section whose seed text is shorter than this says too little to demand a ratio. */
export const SHORT_SECTION_CHARS = 60;
/** English runs shorter than Italian: its summary may be this share of the Italian need. */
export const EN_SHARE = 0.8;

/** Chars of seed text each reference section covers: its own body plus that of split sections it alone covers. */
export function seedLengths(ref: GameReference): Map<string, number> {
  const split = splitSections(fs.readFileSync(path.join(SEEDS, ref.seed), 'utf8'));
  const out = new Map<string, number>();
  for (const s of split) {
    let key = sectionKey(mappedId(s, ref));
    // a split section our reference does not list is covered by its nearest listed ancestor
    while (key && !ref.byKey.has(key)) key = parentOf(key);
    if (!key) continue;
    out.set(key, (out.get(key) ?? 0) + s.body.length);
  }
  return out;
}

function parentOf(key: string): string | null {
  const asl = /^([A-Z]{1,3}\d*)\.(\d+)$/.exec(key);
  if (asl) return asl[2]!.length > 1 ? `${asl[1]}.${asl[2]!.slice(0, -1)}` : asl[1]!;
  const m = /^(.*\d)\.\d+$/.exec(key);
  return m ? m[1]! : null;
}

/** The length a summary of a section this long should reach (Italian), or 0 when the section is short. */
export function neededChars(seedChars: number): number {
  if (seedChars < SHORT_SECTION_CHARS) return 0;
  return Math.min(Math.ceil(seedChars * MIN_RATIO), ENOUGH_CHARS);
}

export function isThin(summary: { it: string; en: string }, seedChars: number): boolean {
  const need = neededChars(seedChars);
  return summary.it.length < need || summary.en.length < need * EN_SHARE;
}

/** Words that make a statement of a rule, not a heading: verbs, modals, conditions, quantities. */
const STATEMENT =
  /\b(?:is|are|was|be|been|has|have|had|may|must|can|cannot|can't|might|need|needs|only|unless|if|except|not|no|never|always|each|every|per|gets?|gains?|loses?|costs?|counts?|ends?|starts?|begins?|takes?|moves?|pays?|adds?|rolls?|fires?|attacks?|stays?|becomes?|returns?|enters?|leaves?|places?|removes?|uses?|halves?|doubles?|wins?|scores?|draws?|lasts?|goes|go|applies|apply|receives?|requires?|allows?|lets?|makes?|gives?|keeps?|holds?|comes?|owns?|controls?|blocks?|stops?|chooses?|picks?|suffers?|treats?|sits?|lays?|lay|puts?|follows?|means?|includes?|reach(?:es)?|joins?|arrives?|lies|lie|happens?|remains?|decides?|stands?|works?|brings?|restores?)\b/i;
const QUESTION_OPENING = /^(?:how|when|what|which|who|where|why|effects?|rules?|procedure|details?)\b/i;

/**
 * A summary that names topics instead of stating the rule: no number and no statement, or a short
 * "How…/When…/Effects…" that says what the section is about without saying what it rules.
 */
export function isTopicList(en: string): boolean {
  const text = en.replace(/§\s?\S+/g, '');
  if (QUESTION_OPENING.test(text.trim()) && text.length < 70) return true;
  if (/\d/.test(text)) return false;
  return !STATEMENT.test(text);
}
