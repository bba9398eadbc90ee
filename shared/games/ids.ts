import { z } from 'zod';

/** The five games Campaign Table serves, in the order the library shows them. */
export const GAME_IDS = [
  'afrika-korps',
  'battle-for-north-africa',
  'dark-sands',
  'case-yellow',
  'asl-starter-kit',
] as const;

export type GameId = (typeof GAME_IDS)[number];

/** The areas of support the home screen reports for each game. */
export const SUPPORT_AREAS = ['board', 'rules', 'tables', 'companion', 'rulebook'] as const;
export type SupportArea = (typeof SUPPORT_AREAS)[number];

export const SUPPORT_LEVELS = ['none', 'partial', 'complete'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

/**
 * A game's key: one of the five games above, or a game imported as data (a VASSAL module, a board
 * painted by players), `imported:<slug>`. The key is open, but never free text: it names a
 * folder in the data folder, so its slug is lower-case letters, digits and dashes only.
 */
export const IMPORTED_PREFIX = 'imported:';
export const IMPORTED_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

declare const importedBrand: unique symbol;
/** The key of an imported game; made only by `importedKey` or a schema that checked it. */
export type ImportedKey = `imported:${string}` & { readonly [importedBrand]: true };
export type GameKey = GameId | ImportedKey;

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
}

export function isImportedSlug(x: unknown): x is string {
  return typeof x === 'string' && IMPORTED_SLUG.test(x);
}

export function isGameKey(x: unknown): x is GameKey {
  if (isGameId(x)) return true;
  return typeof x === 'string' && x.startsWith(IMPORTED_PREFIX) && isImportedSlug(x.slice(IMPORTED_PREFIX.length));
}

/** The key of the imported game with this slug; throws on a slug that is not one (check with isImportedSlug). */
export function importedKey(slug: string): ImportedKey {
  if (!isImportedSlug(slug)) throw new Error(`not an imported game's slug: ${String(slug).slice(0, 80)}`);
  return `${IMPORTED_PREFIX}${slug}` as ImportedKey;
}

/** The slug of an imported game's key, or null for one of the five games. */
export function importedSlug(key: GameKey): string | null {
  const s: string = key;
  return s.startsWith(IMPORTED_PREFIX) ? s.slice(IMPORTED_PREFIX.length) : null;
}

export const GameKeySchema = z.custom<GameKey>(isGameKey, { message: 'not a game key' });
