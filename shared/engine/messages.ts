/**
 * Every code the engine puts in a log message (translated under `log.<code>`) or a refusal
 * (under `refusal.<reason>`). A unit test checks both languages have each one.
 */
export const LOG_CODES = ['moved', 'placed', 'eliminated', 'toTrack', 'turnSet', 'rolled'] as const;
export type LogCode = (typeof LOG_CODES)[number];

export const REFUSAL_REASONS = [
  // core
  'malformedAction',
  'notNow',
  'diceNeeded',
  'diceOutOfRange',
  'diceFromApp',
  'diceNotNeeded',
  // table (free mode)
  'unknownUnit',
  'duplicateUnit',
  'unknownHex',
  'alreadyEliminated',
  'turnOutOfRange',
  // Afrika Korps movement and combat (main/games/afrika-korps/rules/reasons.ts)
  'unitNotOnMap',
  'notStacked',
  'pathNotFromUnit',
  'notAdjacent',
  'offMap',
  'prohibitedTerrain',
  'prohibitedHexside',
  'noRoute',
  'enemyUnit',
  'automaticVictoryHex',
  'zocStop',
  'zocToZoc',
  'rommelIntoZoc',
  'nearEnemySupply',
  'beyondMovement',
  'escarpmentStop',
  'escarpmentRoadside',
  'overstacked',
  'noAttackers',
  'noDefenders',
  'notCombatUnit',
  'notEnemy',
  'attackerNotAdjacent',
  'fortressGarrisonSplit',
  'oddsTooLow',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
