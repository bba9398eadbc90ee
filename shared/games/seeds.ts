import type { GameId } from './ids.js';

/**
 * The Italian rulebook translations the app is built from, by file name. Sources cite these files
 * ("000_9dce4600f0004f56.txt §5"); a person reads the game's rulebook instead of the file name.
 * tests/unit/source-words.test.ts checks this list against each rulebook reference's seed.
 */
export const SEED_BOOKS: Readonly<Record<string, GameId>> = {
  '000_9dce4600f0004f56.txt': 'afrika-korps',
  '001_c6ca837be4c27008.txt': 'battle-for-north-africa',
  '002_95d7eeea64a0133f.txt': 'dark-sands',
  '003_7c635a494592e798.txt': 'case-yellow',
  '004_b640dc2cae1cda78.txt': 'asl-starter-kit',
};

/** A seed file's name as sources write it. */
export const SEED_FILE = /\b\d{3}_[0-9a-f]{16}\.txt\b/g;

/**
 * A source reference with each seed file name replaced by the words `book(game)` gives for that
 * game's rulebook; a name that is not a known seed is left as it is.
 */
export function readableSourceRef(ref: string, book: (game: GameId) => string): string {
  return ref.replace(SEED_FILE, (file) => {
    const game = SEED_BOOKS[file];
    return game ? book(game) : file;
  });
}
