import enAfrikaKorps from '../../../locales/en/games/afrika-korps.json';
import itAfrikaKorps from '../../../locales/it/games/afrika-korps.json';
import enBattleForNorthAfrica from '../../../locales/en/games/battle-for-north-africa.json';
import itBattleForNorthAfrica from '../../../locales/it/games/battle-for-north-africa.json';
import enDarkSands from '../../../locales/en/games/dark-sands.json';
import itDarkSands from '../../../locales/it/games/dark-sands.json';
import enCaseYellow from '../../../locales/en/games/case-yellow.json';
import itCaseYellow from '../../../locales/it/games/case-yellow.json';
import enAslStarterKit from '../../../locales/en/games/asl-starter-kit.json';
import itAslStarterKit from '../../../locales/it/games/asl-starter-kit.json';

/**
 * Each game's locale file (locales/<lng>/games/<game>.json) as an i18next namespace named by the
 * game id: companion texts are keyed "<game>:companion.…" (shared/companion/definition.ts).
 */
export const COMPANION_GAME_RESOURCES = {
  en: { 'afrika-korps': enAfrikaKorps, 'battle-for-north-africa': enBattleForNorthAfrica, 'dark-sands': enDarkSands, 'case-yellow': enCaseYellow, 'asl-starter-kit': enAslStarterKit },
  it: { 'afrika-korps': itAfrikaKorps, 'battle-for-north-africa': itBattleForNorthAfrica, 'dark-sands': itDarkSands, 'case-yellow': itCaseYellow, 'asl-starter-kit': itAslStarterKit },
};
