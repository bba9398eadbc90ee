/**
 * Every code the engine puts in a log message (translated under `log.<code>`) or a refusal
 * (under `refusal.<reason>`). A unit test checks both languages have each one.
 */
export const LOG_CODES = ['moved', 'placed', 'eliminated', 'toTrack', 'turnSet', 'rolled'] as const;
export type LogCode = (typeof LOG_CODES)[number];

/** Why the Afrika Korps rules refuse a move or a battle (main/games/afrika-korps/rules). */
export const AK_REFUSAL_REASONS = [
  // input
  'unitNotOnMap',
  'notStacked',
  'pathNotFromUnit',
  'notAdjacent',
  // map and terrain
  'offMap',
  'prohibitedTerrain',
  'prohibitedHexside',
  'noRoute',
  // enemy units and zones of control
  'enemyUnit',
  'automaticVictoryHex',
  'zocStop',
  'zocToZoc',
  'rommelIntoZoc',
  'nearEnemySupply',
  // movement allowance, escarpments
  'beyondMovement',
  'escarpmentStop',
  'escarpmentRoadside',
  // stacking
  'overstacked',
  // combat
  'noAttackers',
  'noDefenders',
  'notCombatUnit',
  'notEnemy',
  'attackerNotAdjacent',
  'fortressGarrisonSplit',
  'oddsTooLow',
] as const;

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
  ...AK_REFUSAL_REASONS,
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
