/**
 * How many unfinished rulebook uploads main holds in memory: a few per client and a bounded total
 * (count and declared bytes), so clients that begin uploads and never finish them cannot fill it.
 */
export interface UploadQuota {
  /** Unfinished uploads one client may hold. */
  perClient: number;
  /** Unfinished uploads of all clients together. */
  total: number;
  /** Declared bytes of all unfinished uploads together. */
  totalBytes: number;
  /** An upload with no chunk for this long is dropped. */
  idleMs: number;
}

export const UPLOAD_QUOTA: Readonly<UploadQuota> = {
  perClient: 2,
  total: 8,
  totalBytes: 32 * 1024 * 1024,
  idleMs: 2 * 60 * 1000,
};

export type QuotaRefusal = { code: 'rulebook.uploadsPending'; params: { max: number } } | { code: 'rulebook.uploadsBusy'; params: Record<string, never> };

/** Whether one more upload of `bytes` from `owner` fits beside those pending; null when it does. */
export function quotaRefusal(
  pending: Iterable<{ owner: string; bytes: number }>,
  owner: string,
  bytes: number,
  q: UploadQuota = UPLOAD_QUOTA,
): QuotaRefusal | null {
  let mine = 0;
  let count = 0;
  let held = 0;
  for (const u of pending) {
    count++;
    held += u.bytes;
    if (u.owner === owner) mine++;
  }
  if (mine >= q.perClient) return { code: 'rulebook.uploadsPending', params: { max: q.perClient } };
  if (count >= q.total || held + bytes > q.totalBytes) return { code: 'rulebook.uploadsBusy', params: {} };
  return null;
}
