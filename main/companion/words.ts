import i18next, { type i18n } from 'i18next';
import type { Text } from '../../shared/companion/definition.js';
import { GAME_IDS } from '../../shared/games/ids.js';
import type { Language } from '../../shared/settings.js';
import { textWords } from '../../shared/companion/text.js';
import enCompanion from '../../locales/en/companion.json' with { type: 'json' };
import itCompanion from '../../locales/it/companion.json' with { type: 'json' };
import enAfrikaKorps from '../../locales/en/games/afrika-korps.json' with { type: 'json' };
import itAfrikaKorps from '../../locales/it/games/afrika-korps.json' with { type: 'json' };
import enBattleForNorthAfrica from '../../locales/en/games/battle-for-north-africa.json' with { type: 'json' };
import itBattleForNorthAfrica from '../../locales/it/games/battle-for-north-africa.json' with { type: 'json' };
import enDarkSands from '../../locales/en/games/dark-sands.json' with { type: 'json' };
import itDarkSands from '../../locales/it/games/dark-sands.json' with { type: 'json' };
import enCaseYellow from '../../locales/en/games/case-yellow.json' with { type: 'json' };
import itCaseYellow from '../../locales/it/games/case-yellow.json' with { type: 'json' };
import enAslStarterKit from '../../locales/en/games/asl-starter-kit.json' with { type: 'json' };
import itAslStarterKit from '../../locales/it/games/asl-starter-kit.json' with { type: 'json' };

/**
 * Companion texts in words outside the renderer (tests, the command line): the companion's own
 * locale file and each game's (locales/<lng>/games/<game>.json, a namespace per game id), read by
 * an i18next instance of its own, as the renderer reads them.
 */
export const COMPANION_RESOURCES = {
  en: { translation: enCompanion, 'afrika-korps': enAfrikaKorps, 'battle-for-north-africa': enBattleForNorthAfrica, 'dark-sands': enDarkSands, 'case-yellow': enCaseYellow, 'asl-starter-kit': enAslStarterKit },
  it: { translation: itCompanion, 'afrika-korps': itAfrikaKorps, 'battle-for-north-africa': itBattleForNorthAfrica, 'dark-sands': itDarkSands, 'case-yellow': itCaseYellow, 'asl-starter-kit': itAslStarterKit },
} satisfies Record<Language, Record<string, unknown>>;

let instance: i18n | null = null;
function translator(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({ lng: 'en', fallbackLng: false, ns: ['translation', ...GAME_IDS], defaultNS: 'translation', resources: COMPANION_RESOURCES, interpolation: { escapeValue: false }, returnNull: false, initAsync: false });
  return instance;
}

/** A companion text in words in one language. */
export function companionWords(text: Text, lng: Language): string {
  const t = translator();
  return textWords(text, (key, options) => t.t(key, options) as string, { lng });
}

/** Whether a text's key is in the locale files of a language (a plural key by its count). */
export function companionKnows(text: Text, lng: Language): boolean {
  const count = text.params?.count;
  return translator().exists(text.key, { lng, ...(typeof count === 'number' ? { count } : {}) });
}
