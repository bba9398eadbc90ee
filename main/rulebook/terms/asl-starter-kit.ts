import type { GameTerms } from './types.js';

/** ASL Starter Kit in Italian (seed 004). */
export const ASL_STARTER_KIT_TERMS: GameTerms = {
  game: 'asl-starter-kit',
  seed: '004_b640dc2cae1cda78.txt',
  localeKeys: ['catalog.asl-starter-kit.'],
  terms: [
    // PF is the Panzerfaust in this game (4.4.2): firepower is FP, as the edition writes it.
    { concept: 'firepower', preferred: 'FP', matches: /\bFP\b/, seedLines: 'L.1117 (“potenza di fuoco (FP – Firepower)”)', forbidden: [/\bPF\b/] },
    {
      concept: 'broken units',
      preferred: 'in rotta',
      seedLines: 'L.71, L.1145 (“lato in rotta (Broken o demoralizzato)”), L.3060',
      forbidden: [/si rompon/i, /\brott[eio]\b/i, /(?<!\bin |\bdi )\brotta\b/i],
    },
  ],
};
