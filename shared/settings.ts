/** Languages the interface speaks. */
export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** 'app': the app rolls; 'physical': players roll real dice at the table and type the result. */
export const DICE_MODES = ['app', 'physical'] as const;
export type DiceMode = (typeof DICE_MODES)[number];

export interface Settings {
  /** null until the person picks one: the interface then follows the system or browser locale. */
  language: Language | null;
  theme: Theme;
  diceMode: DiceMode;
}

export const DEFAULT_SETTINGS: Settings = { language: null, theme: 'system', diceMode: 'app' };

/**
 * Picks the interface language from a list of locale tags in preference order
 * (navigator.languages, or Electron's app.getPreferredSystemLanguages()).
 */
export function languageFromLocales(locales: readonly string[]): Language {
  for (const tag of locales) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'it' || base === 'en') return base;
  }
  return 'en';
}
