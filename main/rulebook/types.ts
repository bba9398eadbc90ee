import type { GameId } from '../../shared/games/ids.js';

/**
 * The built-in rulebook reference, as data. Summaries are our own words (never the rulebook's
 * sentences); titles follow the printed headings. A `§N` in a summary is a cross-reference to
 * section N of the same game: the loader turns it into a link and checks that it resolves.
 */

/** How a section stands in the seed translation. */
export type SectionStatus =
  /** Present in the seed and summarised. */
  | 'present'
  /** Numbered or cited in the seed, but its text is absent (omitted, lost, never translated). */
  | 'missing'
  /** Present, but our summary covers several deep subsections at once (named in the summary). */
  | 'grouped';

/** [id as printed, title IT, title EN, summary IT, summary EN, status?]: the IT title is the printed heading, or our own label in sentence case where the rulebook prints none (so an Italian reader never meets an English title). */
export type SectionRow = readonly [string, string, string, string, string, SectionStatus?];

/** [term IT, term EN, section id] */
export type GlossaryRow = readonly [string, string, string];

/** One book of a game's rules (the rulebook, a playbook, a scenario book): numbering restarts in each. */
export interface BookPart {
  /** Prefix our section ids carry in this part ('' for the main rulebook, 'PB' for a playbook…). */
  readonly prefix: string;
  readonly title: { readonly it: string; readonly en: string };
}

export interface RulebookSource {
  readonly game: GameId;
  /** Bumped when the text changes, so the search index is rebuilt. */
  readonly version: number;
  readonly seed: string;
  readonly research: string;
  /** The books the seed holds, in its order; the first is the rulebook proper. */
  readonly parts: readonly BookPart[];
  /** What the translation lacks (sections, pages, tables), stated honestly. */
  readonly gaps: readonly { readonly it: string; readonly en: string }[];
  readonly sections: readonly SectionRow[];
  readonly glossary: readonly GlossaryRow[];
}
