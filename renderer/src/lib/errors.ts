import { isErrorCode, type ErrorCode } from '../../../shared/api/errors';
import type { Err } from '../../../shared/api/result';
import { t } from './i18n.svelte';

/**
 * The translated sentence for an error Result, with its parameters interpolated. A code this build
 * does not know (a newer main) reads as an internal error rather than as a raw key.
 */
export function errorMessage(result: Pick<Err, 'code' | 'params'>): string {
  const code: ErrorCode = isErrorCode(result.code) ? result.code : 'api.internal';
  return t(`errors.${code}`, { ...result.params });
}
