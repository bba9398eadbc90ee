import type { GameTerms } from './types.js';

/** Battle for North Africa in Italian (seed 001). */
export const BATTLE_FOR_NORTH_AFRICA_TERMS: GameTerms = {
  game: 'battle-for-north-africa',
  seed: '001_c6ca837be4c27008.txt',
  localeKeys: ['catalog.battle-for-north-africa.'],
  terms: [
    { concept: 'resource points', preferred: 'RP', matches: /\bRP\b/, seedLines: '67 times (“Punti Risorse”, 9.1)', forbidden: [/\bPR\b/] },
    // The seed writes HQ; where our Italian spells the word out, its plural is “quartieri generali”.
    { concept: 'headquarters', preferred: 'HQ', matches: /\bHQ\b|quartier[ie] general[ei]/, seedLines: '62 times (4.2)', forbidden: [/quartier generali/i] },
    { concept: 'zone of control (abbreviated)', preferred: 'ZOC', matches: /\bZOC\b/, seedLines: '26 times', forbidden: [/\bZC\b/, /\bZdC\b/], mayBeAbsent: true },
    { concept: 'the cup activation markers are drawn from', preferred: 'contenitore', seedLines: 'L.113, L.116, L.124 (16 times)', forbidden: [/\btazz[ae]\b/i] },
  ],
};
