import type { GameTerms } from './types.js';

/** Afrika Korps, third edition in Italian (seed 000). The table's log, refusals and panels speak of it. */
export const AFRIKA_KORPS_TERMS: GameTerms = {
  game: 'afrika-korps',
  seed: '000_9dce4600f0004f56.txt',
  localeKeys: ['log.', 'refusal.', 'table.', 'phase.', 'param.', 'catalog.afrika-korps.'],
  terms: [
    { concept: 'zone of control (abbreviated)', preferred: 'ZC', matches: /\bZC\b/, seedLines: 'L.311 (“da qui in poi abbreviata in ZC”)', forbidden: [/\bZOC\b/] },
    { concept: 'turn track', preferred: 'calendario di gioco', matches: /calendario di gioco/i, seedLines: 'L.105 (1.6), L.167, L.189', forbidden: [/segnaturni/i, /tracciato dei turni/i] },
    {
      concept: 'supply unit not stacked with combat units (15.2), not isolation (24)',
      preferred: 'non scortato',
      matches: /non scortat[aoie]/i,
      seedSays: /non [eè]\s+accompagnata\s+da\s+unità\s+combattenti/,
      seedLines: 'L.898–904 (“non è accompagnata da unità combattenti”)',
      forbidden: [/rifornimenti? isolat[oi]/i, /unità di rifornimento isolata/i],
    },
  ],
};
