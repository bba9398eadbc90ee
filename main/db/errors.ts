import type { ErrorCode } from '../../shared/api/errors.js';
import type { ErrorParams } from '../../shared/api/result.js';

/** A storage failure that must reach the person as a translated message. */
export class StorageError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'StorageError';
  }
}
