import type { GameId } from '../../../shared/games/ids';
import type { ImportSummaryView } from '../../../shared/api/contract-rulebook';
import { err, type Result } from '../../../shared/api/result';
import { api } from './api';

/** Accepted rulebook files: PDF, plain text and Markdown. */
export const RULEBOOK_ACCEPT = '.pdf,.txt,.md,.markdown,application/pdf,text/plain,text/markdown';

/** How a file is sent: a PDF by its name or type; anything else as text (main checks either). */
export function rulebookFormat(file: { name: string; type: string }): 'pdf' | 'text' {
  return /\.pdf$/i.test(file.name) || file.type === 'application/pdf' ? 'pdf' : 'text';
}

/** How far an import has come: the file being sent (share of its bytes), then main reading it. */
export type ImportProgress = { phase: 'sending'; done: number } | { phase: 'reading'; done: number; total: number };

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

const POLL_MS = 300;

/**
 * One rulebook import (a text or a PDF): sends the file to main in chunks, then asks main to
 * check, split and index it, following its progress (work.progress, named by the upload) until
 * it answers. `cancel()` stops it at any point: no more chunks are sent, or main is asked to stop
 * reading (work.cancel), and either way it answers work.cancelled with nothing imported.
 */
export class RulebookImport {
  #uploadId: string | null = null;
  #cancelled = false;

  constructor(
    readonly game: GameId,
    readonly file: File,
    readonly lang: 'it' | 'en',
  ) {}

  get format(): 'pdf' | 'text' {
    return rulebookFormat(this.file);
  }

  async run(onProgress: (p: ImportProgress) => void): Promise<Result<ImportSummaryView>> {
    const bytes = new Uint8Array(await this.file.arrayBuffer());
    if (this.#cancelled) return err('work.cancelled');
    const format = this.format;
    const fileName = this.file.name || (format === 'pdf' ? 'rulebook.pdf' : 'rulebook.txt');
    const begun = await api['rulebook.importBegin']({ game: this.game, fileName, bytes: bytes.length, lang: this.lang, format });
    if (!begun.ok) return begun;
    const { uploadId, chunkBytes } = begun.value;
    this.#uploadId = uploadId;
    const title = fileName.replace(/\.(txt|md|markdown|pdf)$/i, '').slice(0, 120) || 'rulebook';
    onProgress({ phase: 'sending', done: 0 });
    for (let i = 0, index = 0; i < bytes.length; i += chunkBytes, index++) {
      if (this.#cancelled) return this.#release(uploadId, title);
      const r = await api['rulebook.importChunk']({ uploadId, index, data: base64(bytes.subarray(i, i + chunkBytes)) });
      if (!r.ok) return r;
      onProgress({ phase: 'sending', done: r.value.received / Math.max(1, bytes.length) });
    }
    onProgress({ phase: 'reading', done: 0, total: 0 });
    let finished = false;
    const poll = setInterval(() => {
      // a Cancel that came just before main started reading is sent again, now that it reads
      if (this.#cancelled) void api['work.cancel']({ job: uploadId });
      void api['work.progress']({ job: uploadId }).then((p) => {
        if (!finished && p.ok && p.value) onProgress({ phase: 'reading', done: p.value.done, total: p.value.total });
      });
    }, POLL_MS);
    const finishing = api['rulebook.importFinish']({ uploadId, title });
    // all sent, but Cancel came meanwhile: main is reading now and is told to stop (and again by the poll)
    if (this.#cancelled) void api['work.cancel']({ job: uploadId });
    const done = await finishing;
    finished = true;
    clearInterval(poll);
    return done;
  }

  /**
   * A Cancel while the file was still being sent: main is told the upload ends here, so it drops
   * the part it holds (an unfinished upload is refused and forgotten at once) instead of keeping
   * it, and the player's next import is not refused as one too many under way.
   */
  async #release(uploadId: string, title: string): Promise<Result<ImportSummaryView>> {
    await api['rulebook.importFinish']({ uploadId, title });
    return err('work.cancelled');
  }

  /** Stops the import wherever it is; the running call then answers work.cancelled. */
  async cancel(): Promise<void> {
    this.#cancelled = true;
    if (this.#uploadId) await api['work.cancel']({ job: this.#uploadId });
  }
}
