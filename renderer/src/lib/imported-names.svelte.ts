import type { ImportedKey } from '../../../shared/games/ids';
import { importedSlug } from '../../../shared/games/ids';

/**
 * The names players gave their imported games (main lists them: imported.list), by key, so a
 * saved game's row or the table's title shows the game's own name. Until the list arrives, the
 * key's slug stands in.
 */
export const importedNames = $state<Record<string, string>>({});

export function rememberImportedNames(games: readonly { key: string; name: string }[]): void {
  for (const g of games) importedNames[g.key] = g.name;
}

export function importedTitle(key: ImportedKey): string {
  return importedNames[key] ?? importedSlug(key) ?? key;
}
