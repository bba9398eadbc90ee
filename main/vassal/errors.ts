/**
 * Errors of the VASSAL readers: a code (translated under the "vassal" key of the locales) and
 * params, never a sentence. The message repeats the code so a log line is still meaningful.
 */
export const VASSAL_ERROR_CODES = [
  'vassal.unreadable',
  'vassal.notZip',
  'vassal.zipBomb',
  'vassal.zipTooManyEntries',
  'vassal.zipEntryTooLarge',
  'vassal.zipTooLarge',
  'vassal.unsafePath',
  'vassal.zipLink',
  'vassal.zipEncrypted',
  'vassal.zipUnsupported',
  'vassal.zipCrc',
  'vassal.zipCorrupt',
  'vassal.zipNoEntry',
  'vassal.xmlInvalid',
  'vassal.xmlEntity',
  'vassal.xmlTooDeep',
  'vassal.xmlTooLarge',
  'vassal.xmlAttributeTooLong',
  'vassal.noBuildFile',
  'vassal.notModule',
  'vassal.notExtension',
  'vassal.imageTooLarge',
  'vassal.notVaslBoard',
  'vassal.cancelled',
  'vassal.timeout',
  'vassal.tooMuchMemory',
  // Pieces, saves and logs (main/vassal/pieces, main/vassal/save).
  'vassal.piece.unbalanced',
  'vassal.piece.tooDeep',
  'vassal.piece.prototypeCycle',
  'vassal.piece.prototypeTooDeep',
  'vassal.save.notSave',
  'vassal.save.badObfuscation',
  'vassal.save.truncated',
  'vassal.save.tooDeep',
  'vassal.save.badCommand',
  'vassal.write.badId',
  'vassal.write.duplicateId',
  'vassal.write.stackMember',
  'vassal.write.stackWithoutMap',
  'vassal.write.prototype',
  'vassal.write.noBasicPiece',
  'vassal.write.badKey',
  // A module made into a game (main/vassal/to-game).
  'vassal.import.noBoards',
] as const;

export type VassalErrorCode = (typeof VASSAL_ERROR_CODES)[number];

/** What can be worked around: kept in the model's warnings, translated like the errors. */
export const VASSAL_WARNING_CODES = [
  'vassal.zipDuplicate',
  'vassal.zipNameCase',
  'vassal.twoBuildFiles',
  'vassal.imageInternal',
  'vassal.imageMissing',
  'vassal.imageUnreadable',
  'vassal.boardSetupUnknown',
  'vassal.setupStackBoardAbsent',
  'vassal.setupStackLocation',
  'vassal.setupFileMissing',
  'vassal.setupWithoutFile',
  'vassal.classFiles',
  'vassal.nameMismatch',
  'vassal.noNumbering',
  'vassal.extensionTargetMissing',
  'vassal.duplicatePrototype',
  'vassal.boardRefused',
  // Saves and logs.
  'vassal.warn.notUtf8',
  'vassal.warn.missingMembers',
  'vassal.warn.unknownCommands',
  'vassal.warn.notUsed',
] as const;

export type VassalWarningCode = (typeof VASSAL_WARNING_CODES)[number];

export class VassalError extends Error {
  constructor(
    readonly code: VassalErrorCode,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(Object.keys(params).length ? `${code} ${JSON.stringify(params)}` : code);
    this.name = 'VassalError';
  }
}

export const isVassalError = (e: unknown): e is VassalError => e instanceof VassalError;

/** Throws `vassal.cancelled` when the signal has fired, `vassal.timeout` past the deadline (ms since epoch). */
export function checkSignal(signal: AbortSignal | undefined, deadline?: number): void {
  if (signal?.aborted) throw new VassalError('vassal.cancelled');
  if (deadline !== undefined && Date.now() > deadline) throw new VassalError('vassal.timeout');
}
