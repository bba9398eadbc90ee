import { GAME_IDS, type GameId } from './ids.js';

/**
 * Which of the five games a VASSAL module seems to be, from its name — only a suggestion: the
 * player confirms it before the module's table carries that game's companion and rulebook.
 */
const NAMES: Readonly<Record<GameId, readonly string[]>> = {
  'afrika-korps': ['afrika korps', 'afrikakorps'],
  'battle-for-north-africa': ['battle for north africa', 'bfna'],
  'dark-sands': ['dark sands'],
  'case-yellow': ['case yellow', 'fall gelb'],
  'asl-starter-kit': ['asl starter kit', 'asl sk', 'aslsk', 'starter kit'],
};

const plain = (s: string): string => ` ${s.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

export function suggestLinkedGame(moduleName: string): GameId | null {
  const name = plain(moduleName);
  return GAME_IDS.find((id) => NAMES[id].some((n) => name.includes(plain(n)))) ?? null;
}
