import type { ImportedKey } from '../../../shared/games/ids';
import { importedSlug } from '../../../shared/games/ids';
import { api } from './api';
import { t } from './i18n.svelte';

/**
 * The names players gave their imported games (main lists them: imported.list), by key, so a
 * saved game's row or the table's title shows the game's own name. Until the list arrives, the
 * key's slug stands in; a name wanted before any screen listed them (a reload on the table or the
 * saved games) asks main for the list, once. The scenarios' names are kept too: a module's own set-ups by their names,
 * and the two every module has (its at-start stacks, an empty board) in the reader's language.
 */
export const importedNames = $state<Record<string, string>>({});
const scenarioNames = $state<Record<string, Record<string, string>>>({});

export function rememberImportedNames(games: readonly { key: string; name: string; scenarios?: readonly { id: string; name: string }[] }[]): void {
  for (const g of games) {
    importedNames[g.key] = g.name;
    if (g.scenarios) scenarioNames[g.key] = Object.fromEntries(g.scenarios.map((s) => [s.id, s.name]));
  }
}

let asked = false;
/** Asks main for the imported games once (later, never while a name is being drawn): the names then replace the slugs. */
function askOnce(): void {
  if (asked) return;
  asked = true;
  void Promise.resolve()
    .then(() => api['imported.list']({}))
    .then((r) => {
      if (r.ok) rememberImportedNames(r.value);
    });
}

export function importedTitle(key: ImportedKey): string {
  const name = importedNames[key];
  if (name !== undefined) return name;
  askOnce();
  return importedSlug(key) ?? key;
}

/** An imported game's scenario by its name: never the raw id when the app has words for it. */
export function importedScenarioName(key: string, id: string): string {
  if (id === 'at-start') return t('vassalImport.atStart');
  if (id === 'empty') return t('vassalImport.empty');
  const name = scenarioNames[key]?.[id];
  if (name !== undefined) return name;
  askOnce();
  return id;
}
