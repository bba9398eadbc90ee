import type { GameTerms } from './types.js';

/** Case Yellow 1940 in Italian (seed 003). */
export const CASE_YELLOW_TERMS: GameTerms = {
  game: 'case-yellow',
  seed: '003_7c635a494592e798.txt',
  localeKeys: ['catalog.case-yellow.'],
  terms: [
    { concept: 'Operation Dynamo', preferred: 'Dinamo', seedLines: '“Operazione Dinamo”, 59 times (13.1)', forbidden: [/Dynamo/] },
    { concept: 'Improved Defense', preferred: 'Miglior Difesa', seedLines: '21 times (12.11)', forbidden: [/Difesa Migliorata/i] },
    { concept: 'refugees', preferred: 'Rifugiati', seedLines: '41 times', forbidden: [/profug[hoa]/i] },
    { concept: 'panzer refit', preferred: 'Ripristino dei Panzer', seedLines: '33 times (12.12)', forbidden: [/riorganizzazione dei panzer/i] },
    { concept: 'victory points', preferred: 'VP', matches: /\bVP\b/, seedLines: '35 times', forbidden: [/\bPV\b/] },
    { concept: 'attrition', preferred: 'Attrito', seedLines: '36 times (12.9)', forbidden: [/logoramento/i] },
    { concept: 'the Allied movement chit', preferred: 'Movimento alleato', seedLines: '“Movimento Alleato”, 31 times', forbidden: [/Alleato movimento/i] },
    { concept: 'turn track', preferred: 'Tabella dei Turni', seedLines: '45 times', forbidden: [/segnaturni/i] },
    { concept: 'the cup chits are drawn from', preferred: 'tazza', seedLines: '48 times', forbidden: [/contenitore/i] },
    { concept: 'zone of control (abbreviated)', preferred: 'ZOC', matches: /\bZOC\b/, seedLines: '91 times', forbidden: [/\bZC\b/, /\bZdC\b/], mayBeAbsent: true },
  ],
};
