/**
 * Afrika Korps's own codes: what its sequence of play logs (translated under `log.<code>`), why its
 * rules refuse (under `refusal.<reason>`), and the values of parameters a person reads. They join the
 * common codes through the registry of every game's codes (shared/games/codes.ts).
 */

/** What the Afrika Korps sequence of play logs (main/games/afrika-korps/play). */
export const AK_LOG_CODES = [
  'modeSet',
  'supplySunk',
  'supplyArrives',
  'supplyLanded',
  'supplyLost',
  'supplySpent',
  'supplyCaptured',
  'reinforced',
  'replaced',
  'landed',
  'embarked',
  'substituted',
  'automaticVictory',
  'retreatCut',
  'avLapsed',
  'forcedElimination',
  'battle',
  'retreated',
  'advanced',
  'rommelRelocated',
  'stepBegun',
  'playerTurnBegun',
  'victory',
  'optionSet',
  'brokenDown',
  'escortedSupplyTaken',
] as const;

/**
 * Values of parameters a person reads, as the Afrika Korps play sends them: each has words under
 * `param.step.<id>` / `param.reason.<id>` (shared/i18n/message-params.ts).
 */
export const AK_STEPS = ['arrival', 'movement', 'combat', 'end'] as const;
export const AK_VICTORY_REASONS = ['elimination', 'control', 'axisCollapse', 'endOfGame'] as const;

/** Why the Afrika Korps rules refuse a move or a battle (main/games/afrika-korps/rules). */
export const AK_REFUSAL_REASONS = [
  // input
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
  // sequence of play (rules mode)
  'notYourTurn',
  'notYourUnit',
  'alreadyInMode',
  'notNowRules',
  'alreadyFought',
  'alreadyAttacked',
  'noSupply',
  'supplyNotInRange',
  'notAutomatic',
  'notInBattle',
  'lossesTooFew',
  'lossesTooMany',
  'notRetreating',
  'badRetreat',
  'retreatToStart',
  'retreatTooFar',
  'retreatThroughZoc',
  'retreatOverstacked',
  'retreatIntoFortress',
  'noAdvance',
  'attacksOwed',
  'enemyLeftUnattacked',
  'attackerLeftOut',
  'sortieTargetTaken',
  'frozen',
  'movedApart',
  'alreadyThere',
  // arrivals, supply, sea, substitutes
  'alliedNoSupplyRoll',
  'noPort',
  'supplyRolled',
  'supplyRollFirst',
  'supplySunkNoLanding',
  'notASupply',
  'alreadyOnMap',
  'oneSupplyPerTurn',
  'supplyLimit',
  'notAPort',
  'enemyBase',
  'portNotControlled',
  'notDue',
  'replacementsNotYet',
  'notEliminated',
  'substituteNotReplaced',
  'bankTooLow',
  'notAtSea',
  'notInPort',
  'landedThisTurn',
  'overstackTrapped',
  'embarkInZoc',
  'substitutesAllied',
  'substitutesNotYet',
  'notASubstitute',
  'substituteType',
  'substituteFactors',
  'unknownOption',
  'badOptionValue',
  'doomedAttacker',
  'notAvailable',
  'breakdownSpeed',
  'breakdownFactors',
  'captureInFortress',
  'notEscorted',
  'escortsNotAttacked',
] as const;

