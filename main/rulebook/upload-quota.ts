/**
 * How many unfinished rulebook uploads main holds: a few per client and a bounded total (count
 * and declared bytes), so clients that begin uploads and never finish them cannot fill it. Texts
 * are held in memory; PDFs go to disk as they arrive and have their own bound on bytes.
 */
export interface UploadQuota {
  /** Unfinished uploads one client may hold. */
  perClient: number;
  /** Unfinished uploads of all clients together. */
  total: number;
  /** Declared bytes of all unfinished uploads held in memory (texts) together. */
  totalBytes: number;
  /** Declared bytes of all unfinished uploads written to disk (PDFs) together. */
  totalDiskBytes: number;
  /** An upload with no chunk for this long is dropped. */
  idleMs: number;
}

export const UPLOAD_QUOTA: Readonly<UploadQuota> = {
  perClient: 2,
  total: 8,
  totalBytes: 32 * 1024 * 1024,
  totalDiskBytes: 1024 * 1024 * 1024,
  idleMs: 2 * 60 * 1000,
};

export type QuotaRefusal = { code: 'rulebook.uploadsPending'; params: { max: number } } | { code: 'rulebook.uploadsBusy'; params: Record<string, never> };

/** Whether one more upload of `bytes` from `owner` (on disk: a PDF) fits beside those pending; null when it does. */
export function quotaRefusal(
  pending: Iterable<{ owner: string; bytes: number; onDisk?: boolean }>,
  owner: string,
  bytes: number,
  q: UploadQuota = UPLOAD_QUOTA,
  onDisk = false,
): QuotaRefusal | null {
  let mine = 0;
  let count = 0;
  let held = 0;
  let written = 0;
  for (const u of pending) {
    count++;
    if (u.onDisk) written += u.bytes;
    else held += u.bytes;
    if (u.owner === owner) mine++;
  }
  if (mine >= q.perClient) return { code: 'rulebook.uploadsPending', params: { max: q.perClient } };
  const full = onDisk ? written + bytes > q.totalDiskBytes : held + bytes > q.totalBytes;
  if (count >= q.total || full) return { code: 'rulebook.uploadsBusy', params: {} };
  return null;
}
