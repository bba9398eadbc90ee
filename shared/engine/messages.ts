/**
 * The codes every game shares: what the engine core, the free table and the referee's companion put
 * in a log message (translated under `log.<code>`) or a refusal (under `refusal.<reason>`). A game's
 * own codes live with it (shared/games/<id>/codes.ts) and join these in shared/games/codes.ts, where
 * the translation tests find every one.
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

/** What the engine core and the free table log, for any game. */
export const CORE_LOG_CODES = ['moved', 'placed', 'eliminated', 'toTrack', 'turnSet', 'rolled', 'diceModeSet', 'flippedToBack', 'flippedToFront', 'layersSet', 'broughtToTop', 'rotated', 'masked', 'unmasked', 'rolledButton'] as const;

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

/** Why the engine core or the free table refuses an action, for any game. */
export const CORE_REFUSAL_REASONS = [
  // core
  'malformedAction',
  'notNow',
  'diceNeeded',
  'diceOutOfRange',
  'diceFromApp',
  'diceNotNeeded',
  'diceModeAlready',
  'diceAwaitReveal',
  'diceModeFixed',
  // table (free mode)
  'unknownUnit',
  'unitNotOnMap',
  'duplicateUnit',
  'unknownHex',
  'alreadyEliminated',
  'noBack',
  'noSuchLayers',
  'notOnMap',
  'turnOutOfRange',
  'cannotRotate',
  'notAFacing',
  'cannotMask',
  'maskedByOther',
  'noSuchSide',
] as const;
export type CoreRefusalReason = (typeof CORE_REFUSAL_REASONS)[number];
