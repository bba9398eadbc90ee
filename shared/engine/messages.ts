/**
 * Every code the engine puts in a log message (translated under `log.<code>`) or a refusal
 * (under `refusal.<reason>`). A unit test checks both languages have each one.
 */
/** What the referee's companion logs (main/companion): step ids, tracker ids etc. travel as params. */
export const COMPANION_LOG_CODES = [
  'stepChecked',
  'stepUnchecked',
  'stepCurrent',
  'noteSaved',
  'rolledD6',
  'rolled2d6',
  'rolled2d6Doubles',
  'rolledD10',
  'trackerSet',
  'chitDrawn',
  'chitReturned',
  'cupRefilled',
  'chitAdded',
  'chitRemoved',
  'chitPlayedAs',
  'chitNoAction',
  'heldPlayed',
  'heldPlayedPreempting',
  'cupFilled',
  'calculated',
  'calculatedOpen',
  'calculationInvalid',
] as const;

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

export const LOG_CODES = ['moved', 'placed', 'eliminated', 'toTrack', 'turnSet', 'rolled', 'flippedToBack', 'flippedToFront', 'layersSet', 'broughtToTop', ...AK_LOG_CODES, ...COMPANION_LOG_CODES] as const;
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

/** Why the referee's companion refuses an action (main/companion/module.ts). */
export const COMPANION_REFUSAL_REASONS = [
  'unknownStep',
  'lastStep',
  'unknownTracker',
  'unknownSide',
  'trackerOutOfRange',
  'unknownOption',
  'unknownCup',
  'cupEmpty',
  'cupLimit',
  'chitInARow',
  'unknownChit',
  'chitNotDrawn',
  'cupTurnLimit',
  'chooseFaceFirst',
  'noFaceToChoose',
  'unknownFace',
  'chitNotHeld',
  'cannotPreempt',
  'unknownCalculator',
  'badInput',
  'badTable',
  'noRollHere',
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
  'noBack',
  'noSuchLayers',
  'notOnMap',
  'turnOutOfRange',
  ...AK_REFUSAL_REASONS,
  ...COMPANION_REFUSAL_REASONS,
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
