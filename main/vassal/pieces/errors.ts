/**
 * A VASSAL piece string or saved game that cannot be read or written. It carries a code under the
 * locale key "vassal" (e.g. `vassal.save.badObfuscation`) and its parameters, never a sentence.
 */
export const VASSAL_ERROR_CODES = [
  'vassal.piece.unbalanced',
  'vassal.piece.tooDeep',
  'vassal.piece.prototypeCycle',
  'vassal.piece.prototypeTooDeep',
  'vassal.save.notSave',
  'vassal.save.notZip',
  'vassal.save.tooLarge',
  'vassal.save.badObfuscation',
  'vassal.save.truncated',
  'vassal.save.tooDeep',
  'vassal.save.badCommand',
  'vassal.save.tooManyEntries',
  'vassal.write.badId',
  'vassal.write.duplicateId',
  'vassal.write.stackMember',
  'vassal.write.stackWithoutMap',
  'vassal.write.prototype',
  'vassal.write.noBasicPiece',
  'vassal.write.badKey',
] as const;

export type VassalErrorCode = (typeof VASSAL_ERROR_CODES)[number];

export type VassalErrorParams = Record<string, string | number>;

export class VassalError extends Error {
  constructor(
    readonly code: VassalErrorCode,
    readonly params: VassalErrorParams = {},
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'VassalError';
  }
}

/** At most this many characters of hostile text go into an error's parameters. */
export const clipText = (s: string, max = 60): string => (s.length > max ? `${s.slice(0, max)}…` : s);
