import type { Err } from '../../../shared/api/result';
import type { ImportedGameSummary } from '../../../shared/games/imported';
import type { GameKey } from '../../../shared/games/ids';
import type { ImportReportData } from '../../../shared/api/contract-vassal';
import { api } from './api';
import { nav } from './navigation.svelte';
import { table } from './table/session.svelte';
import { rememberImportedNames } from './imported-names.svelte';

/**
 * "Open a VASSAL module…": the chosen (or dropped) .vmod is sent to main in chunks, imported there
 * in a worker (progress polled, Cancel ends it and nothing is kept), then its report is shown with
 * a New game for each of the game's scenarios (a predefined set-up, the at-start stacks, an empty
 * board).
 */

/** The extensions the file picker offers. */
export const VASSAL_MODULE_ACCEPT = '.vmod,.zip';
export const VASSAL_SAVE_ACCEPT = '.vsav,.vlog';

/** Base64 of a chunk of bytes, without building one huge string of characters first. */
function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function isVassalModule(file: File): boolean {
  return /\.(vmod|zip)$/i.test(file.name);
}

class VassalImport {
  busy = $state(false);
  /** Bytes sent, then units of the import done, of their totals. */
  progress = $state.raw<{ stage: 'upload' | 'import'; done: number; total: number } | null>(null);
  error = $state.raw<Err | null>(null);
  result = $state.raw<{ summary: ImportedGameSummary; report: ImportReportData } | null>(null);
  #upload: string | null = null;
  #job: string | null = null;
  #cancelled = false;

  /** `against`: the file is a VASSAL save opened against that imported game's module (a game of its own). */
  async importFile(file: File, against?: GameKey): Promise<boolean> {
    this.busy = true;
    this.error = null;
    this.result = null;
    this.#cancelled = false;
    try {
      const begun = await api['vassal.uploadBegin']({ size: file.size });
      if (!begun.ok) return this.fail(begun);
      const { uploadId, chunkBytes } = begun.value;
      this.#upload = uploadId;
      for (let offset = 0; offset < file.size; offset += chunkBytes) {
        if (this.#cancelled) return false;
        const bytes = new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer());
        const sent = await api['vassal.uploadChunk']({ uploadId, offset, data: base64(bytes) });
        if (!sent.ok) return this.fail(sent);
        this.progress = { stage: 'upload', done: sent.value.received, total: file.size };
      }
      const job = `vassal-${uploadId}`;
      this.#job = job;
      const poll = setInterval(() => {
        void api['work.progress']({ job }).then((p) => {
          if (p.ok && p.value && this.#job === job) this.progress = { stage: 'import', ...p.value };
        });
      }, 500);
      const r = await api['vassal.uploadFinish']({ uploadId, job, ...(against ? { against } : {}) });
      clearInterval(poll);
      if (!r.ok) return this.fail(r);
      this.result = r.value;
      rememberImportedNames([r.value.summary]);
      return true;
    } finally {
      this.#upload = null;
      this.#job = null;
      this.progress = null;
      this.busy = false;
    }
  }

  private fail(e: Err): false {
    if (!this.#cancelled) this.error = e;
    return false;
  }

  /** Stops the upload or the import: main keeps nothing of it. */
  async cancel(): Promise<void> {
    this.#cancelled = true;
    if (this.#job) await api['work.cancel']({ job: this.#job });
    else if (this.#upload) await api['vassal.uploadCancel']({ uploadId: this.#upload });
  }

  /** A new game on the imported module from one of its scenarios, opened on the table. */
  async newGame(scenario: string): Promise<boolean> {
    const s = this.result?.summary;
    if (!s) return false;
    const created = await api['vassal.newGame']({ gameId: s.key as GameKey, scenario, title: s.name.slice(0, 120) });
    if (!created.ok) {
      this.error = created;
      return false;
    }
    await table.open(created.value.id, created.value);
    nav.openGame(created.value.id);
    return true;
  }

  /** "Open a VASSAL save…" on the table of a game on a module: the save becomes a game on the same module, opened on the table. */
  async openSave(file: File, against: GameKey): Promise<boolean> {
    if (!(await this.importFile(file, against))) return false;
    const opened = await this.newGame('save');
    if (opened) this.result = null;
    return opened;
  }

  dismiss(): void {
    this.result = null;
    this.error = null;
  }
}

export const vassalImport = new VassalImport();
