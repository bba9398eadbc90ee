import type { ErrorCode } from './errors.js';

/** Parameters that travel with an error code; the renderer interpolates them into the translation. */
export type ErrorParams = Record<string, string | number | boolean>;

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err = { readonly ok: false; readonly code: ErrorCode; readonly params?: ErrorParams };
/** Every API call answers with data, never with an exception. */
export type Result<T> = Ok<T> | Err;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = (code: ErrorCode, params?: ErrorParams): Err =>
  params === undefined ? { ok: false, code } : { ok: false, code, params };

export function isResult(x: unknown): x is Result<unknown> {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as { ok?: unknown; code?: unknown };
  return r.ok === true || (r.ok === false && typeof r.code === 'string');
}
