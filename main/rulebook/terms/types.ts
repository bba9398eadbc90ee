import type { GameId } from '../../../shared/games/ids.js';

/**
 * A game's own Italian words: each game's Italian edition (its seed) names things its own way, and
 * our Italian text must use that name and no other. Checked by tests/unit/glossary-terms.test.ts
 * against the Italian locale files and the game's companion definition.
 */
export interface Term {
  /** What the term names, in English. */
  readonly concept: string;
  /** The word the Italian edition uses, as it is written there. */
  readonly preferred: string;
  /** The same word as a pattern, when it is inflected or abbreviated in running text. */
  readonly matches?: RegExp;
  /**
   * How the seed says it, when the edition describes the thing rather than naming it: the term is
   * ours, and this pattern shows the seed's wording it stands for.
   */
  readonly seedSays?: RegExp;
  /** Where the seed uses it (line numbers of the seed file), so a reader can check. */
  readonly seedLines: string;
  /** The text need not speak of it at all; when it does, it uses this word. */
  readonly mayBeAbsent?: boolean;
  /** Words we used before, or might reach for, that the edition does not use for this thing. */
  readonly forbidden: readonly RegExp[];
}

export interface GameTerms {
  /** The game, or 'app' for words the whole interface shares. */
  readonly game: GameId | 'app';
  /** The seed file (in the team's seeds folder) the terms come from; null for the app's own words. */
  readonly seed: string | null;
  /** Locale keys (prefixes) whose Italian text speaks about this game; the companion definition always counts. */
  readonly localeKeys: readonly string[];
  readonly terms: readonly Term[];
}
