import { isErrorCode, type ErrorCode } from '../../../shared/api/errors';
import type { Err } from '../../../shared/api/result';
import i18next from 'i18next';
import { t } from './i18n.svelte';

/**
 * The translated sentence for an error Result, with its parameters interpolated. A code this build
 * does not know (a newer main) reads as an internal error rather than as a raw key.
 */
export function errorMessage(result: Pick<Err, 'code' | 'params'>): string {
  const code: ErrorCode = isErrorCode(result.code) ? result.code : 'api.internal';
  const params = { ...result.params };
  // A side travels as its id (live play's refusals, the seats'): the sentence names it in the reader's language.
  const side = params['side'];
  if (typeof side === 'string' && i18next.exists(`side.${side}`)) params['side'] = i18next.t(`side.${side}`);
  return t(`errors.${code}`, params);
}
