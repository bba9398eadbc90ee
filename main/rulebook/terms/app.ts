import type { GameTerms } from './types.js';

/** Words the whole interface shares: one word for one thing. */
export const APP_TERMS: GameTerms = {
  game: 'app',
  seed: null,
  localeKeys: [''],
  terms: [{ concept: 'the home screen with every game', preferred: 'Ludoteca', matches: /ludoteca/i, seedLines: '', forbidden: [/biblioteca/i] }],
};
