/**
 * A file name people can tell apart: what it is made of (the game, the saved game's title, the
 * side to move, the turn), each part in the reader's words, made safe for every file system —
 * accents dropped, anything but letters, digits and hyphens turned into one hyphen — and joined
 * with underscores. Two players exporting the same game at different turns or sides get
 * different names.
 */
export function readableFileName(parts: readonly (string | null | undefined)[], extension: string, maxLength = 120): string {
  const slugs = parts
    .filter((p): p is string => typeof p === 'string')
    .map((p) =>
      p
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean);
  const base = (slugs.join('_') || 'game').slice(0, maxLength).replace(/[-_]+$/, '');
  return `${base}${extension}`;
}
