import type akEnglish from '../../locales/en/games/afrika-korps.json';

/**
 * The English strings of every game's own namespace (locales/<lng>/games/<game-id>.json), as one
 * type: the renderer's key typing (renderer/src/lib/i18n-keys.ts) adds them to the common ones, so
 * a key a game's view may send is checked without the table naming the game. A new game's file
 * joins here.
 */
export type GameStrings = typeof akEnglish;
