import i18next, { type TOptions } from 'i18next';
import enCore from '../../../locales/en/translation.json';
import itCore from '../../../locales/it/translation.json';
import enRulebook from '../../../locales/en/rulebook.json';
import itRulebook from '../../../locales/it/rulebook.json';
import enCompanion from '../../../locales/en/companion.json';
import itCompanion from '../../../locales/it/companion.json';
import enBoardEditor from '../../../locales/en/board-editor.json';
import itBoardEditor from '../../../locales/it/board-editor.json';
import type { Language } from '../../../shared/settings';
import type { TranslationKey } from './i18n-keys';

/**
 * i18next behind a rune: `t()` reads the current language, so every template that calls it
 * re-renders when the language changes. Main never sends sentences, only codes and parameters.
 */

let current = $state<Language>('en');

// Each feature keeps its strings in its own file under one top-level key; together they are one namespace.
const en = { ...enCore, ...enRulebook, ...enCompanion, ...enBoardEditor };
const it = { ...itCore, ...itRulebook, ...itCompanion, ...itBoardEditor };

// Each game's own strings are a namespace named after it (locales/<lng>/games/<game-id>.json), found
// after the common ones: the table asks for `log.<code>` and the game that sends the code has the words.
const gameFiles = import.meta.glob<Record<string, unknown>>('../../../locales/*/games/*.json', { eager: true, import: 'default' });
const games: Record<string, Record<string, Record<string, unknown>>> = { en: {}, it: {} };
for (const [file, strings] of Object.entries(gameFiles)) {
  const m = /locales\/(\w+)\/games\/([\w-]+)\.json$/.exec(file);
  if (m && games[m[1]!]) games[m[1]!]![m[2]!] = strings;
}
const gameNamespaces = Object.keys(games.en!).sort();

await i18next.init({
  lng: 'en',
  fallbackLng: false,
  ns: ['translation', ...gameNamespaces],
  defaultNS: 'translation',
  fallbackNS: gameNamespaces,
  resources: { en: { translation: en, ...games.en }, it: { translation: it, ...games.it } },
  interpolation: { escapeValue: false }, // Svelte escapes text itself; never feed t() to {@html}
  returnNull: false,
});

export function t(key: TranslationKey, options?: TOptions): string {
  void current; // reactive dependency
  return i18next.t(key, options) as string;
}

export function language(): Language {
  return current;
}

export async function setLanguage(lng: Language): Promise<void> {
  await i18next.changeLanguage(lng);
  current = lng;
  document.documentElement.lang = lng;
}

/** Locale-aware formatting of numbers and dates for the current language. */
export function formatDate(iso: string): string {
  void current;
  return new Intl.DateTimeFormat(current === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
