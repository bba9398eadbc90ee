/**
 * Errors of the piece and save readers are the VASSAL readers' errors (main/vassal/errors.ts):
 * a code under the locale key "vassal" (e.g. `vassal.save.badObfuscation`) and params, never a sentence.
 */
export { VassalError, VASSAL_ERROR_CODES, type VassalErrorCode } from '../errors.js';

/** At most this many characters of hostile text go into an error's parameters. */
export const clipText = (s: string, max = 60): string => (s.length > max ? `${s.slice(0, max)}…` : s);
