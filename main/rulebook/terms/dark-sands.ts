import type { GameTerms } from './types.js';

/** The Dark Sands in Italian (“Le Sabbie Oscure”, seed 002). */
export const DARK_SANDS_TERMS: GameTerms = {
  game: 'dark-sands',
  seed: '002_95d7eeea64a0133f.txt',
  localeKeys: ['catalog.dark-sands.'],
  terms: [
    { concept: 'the cup chits are drawn from', preferred: 'tazza', seedLines: 'L.2307, L.2392, L.2455', forbidden: [/contenitore/i] },
    {
      // The edition says “chit” (Chit di Azione); our Italian says “segnalino”, never “pedina”, which is a counter.
      concept: 'action and replacement chits',
      preferred: 'segnalin',
      matches: /segnalin[oi]/i,
      seedLines: 'L.405, L.1124 (“Chit di Azione … pescati”)',
      forbidden: [/pedin[ae] (?:d[ie]ll?[’']?)?(?:azione|rimpiazzo|iniziativa)/i, /dalle tue pedine/i, /(?:estratt|pescat)[aei] (?:la|le|una) pedin/i],
    },
    { concept: 'turn track', preferred: 'Tabella dei Turni', seedLines: '11 times', forbidden: [/segnaturni/i] },
    { concept: 'zone of control (abbreviated)', preferred: 'ZOC', matches: /\bZOC\b/, seedLines: '42 times', forbidden: [/\bZC\b/, /\bZdC\b/] },
  ],
};
