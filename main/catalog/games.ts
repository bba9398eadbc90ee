import type { GameId } from '../../shared/games/ids.js';
import type { Source } from '../../shared/api/contract.js';

/**
 * Bibliographic facts about the five games, each with where it was read. Titles and descriptions
 * are text for people and live in the locales (catalog.<id>.*); proper names stay untranslated.
 * A fact none of our sources states is null, never guessed.
 */
export interface GameFacts {
  id: GameId;
  publisher: string;
  designer: string | null;
  year: number | null;
  /** The game's colour on its card, for the light and the dark theme (our own choice, after its box art's tones). */
  colour: { light: string; dark: string };
  facts: { fact: string; source: Source }[];
}

const seed = (file: string, where: string): Source => ({ kind: 'rulebook', ref: `${file} ${where}` });

export const GAME_FACTS: readonly GameFacts[] = [
  {
    id: 'afrika-korps',
    colour: { light: '#b7822b', dark: '#c8963e' },
    publisher: 'Avalon Hill',
    designer: 'Charles Roberts',
    year: 1964,
    facts: [
      {
        fact: 'designer',
        source: { kind: 'reference', ref: 'DrEvil-TitaniumHelix/vsav-engine afrika-korps-classic-ah game.json credits (MIT), from the rulebook back page' },
      },
      { fact: 'publisher', source: seed('000_9dce4600f0004f56.txt', 'L.2 (title line)') },
      { fact: 'year', source: seed('000_9dce4600f0004f56.txt', 'L.2 (title line: 1964–1980)') },
      { fact: 'edition', source: seed('000_9dce4600f0004f56.txt', 'L.1568–1574 (third edition, 1980)') },
    ],
  },
  {
    id: 'battle-for-north-africa',
    colour: { light: '#9a5630', dark: '#b86a3d' },
    publisher: 'GMT Games',
    designer: 'Richard Berg',
    year: null,
    facts: [
      { fact: 'publisher', source: seed('001_c6ca837be4c27008.txt', 'header (GMT Games transcript)') },
      { fact: 'designer', source: seed('001_c6ca837be4c27008.txt', '§1.0') },
    ],
  },
  {
    id: 'dark-sands',
    colour: { light: '#c09a52', dark: '#cfad69' },
    publisher: 'GMT Games',
    designer: 'Ted Raicer',
    year: 2018,
    facts: [
      { fact: 'publisher', source: seed('002_95d7eeea64a0133f.txt', 'credits (GMT producers)') },
      { fact: 'designer', source: seed('002_95d7eeea64a0133f.txt', 'credits') },
      { fact: 'year', source: seed('002_95d7eeea64a0133f.txt', 'playbook cover credit ©2018') },
    ],
  },
  {
    id: 'case-yellow',
    colour: { light: '#c69c16', dark: '#d7b236' },
    publisher: 'GMT Games',
    designer: null,
    year: 2011,
    facts: [
      { fact: 'publisher', source: seed('003_7c635a494592e798.txt', 'running page header') },
      { fact: 'year', source: seed('003_7c635a494592e798.txt', 'running page header ©2011') },
    ],
  },
  {
    id: 'asl-starter-kit',
    colour: { light: '#5d6b47', dark: '#7f8f66' },
    publisher: 'Multi-Man Publishing',
    designer: null,
    year: null,
    facts: [{ fact: 'publisher', source: seed('004_b640dc2cae1cda78.txt', 'L.11438 (credits)') }],
  },
];
