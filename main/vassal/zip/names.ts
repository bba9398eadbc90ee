/**
 * Entry-name safety. A name is only ever a key for reading an entry into memory (nothing is
 * extracted to disk by name), but a hostile name is still a sign of a hostile file: the whole
 * archive is refused. Backslashes are first read as separators (archives written on Windows by
 * some tools use them), then the result must be a plain relative path.
 */
export type UnsafeReason = 'nul' | 'absolute' | 'drive' | 'traversal' | 'empty';

export function normalizeEntryName(raw: string): string {
  return raw.replace(/\\/g, '/');
}

/** Why a (normalized) entry name is unsafe, or null when it is a plain relative path. */
export function unsafeNameReason(name: string): UnsafeReason | null {
  if (name.includes('\0')) return 'nul';
  if (name.length === 0) return 'empty';
  if (name.startsWith('/')) return 'absolute';
  if (/^[A-Za-z]:/.test(name)) return 'drive';
  if (name.split('/').some((seg) => seg === '..')) return 'traversal';
  return null;
}
