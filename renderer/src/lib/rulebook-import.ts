import type { GameId } from '../../../shared/games/ids';
import type { ImportSummaryView } from '../../../shared/api/contract-rulebook';
import type { Result } from '../../../shared/api/result';
import { api } from './api';

/** Accepted rulebook files: plain text and Markdown. */
export const RULEBOOK_ACCEPT = '.txt,.md,.markdown,text/plain,text/markdown';

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/**
 * Sends a rulebook file to main in chunks, reporting the share sent after each, then asks main to
 * check, split and index it. Main decides whether it is text; nothing is judged here.
 */
export async function importRulebook(
  game: GameId,
  file: File,
  lang: 'it' | 'en',
  onProgress: (done: number) => void,
): Promise<Result<ImportSummaryView>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const begun = await api['rulebook.importBegin']({ game, fileName: file.name || 'rulebook.txt', bytes: bytes.length, lang });
  if (!begun.ok) return begun;
  const { uploadId, chunkBytes } = begun.value;
  onProgress(0);
  for (let i = 0, index = 0; i < bytes.length; i += chunkBytes, index++) {
    const r = await api['rulebook.importChunk']({ uploadId, index, data: base64(bytes.subarray(i, i + chunkBytes)) });
    if (!r.ok) return r;
    onProgress(r.value.received / Math.max(1, bytes.length));
  }
  const title = file.name.replace(/\.(txt|md|markdown)$/i, '').slice(0, 120) || 'rulebook';
  const done = await api['rulebook.importFinish']({ uploadId, title });
  onProgress(1);
  return done;
}
