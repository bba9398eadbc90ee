import type { Err } from '../../../shared/api/result';
import type { VaslBoardSummary } from '../../../shared/api/contract-vasl';
import type { ImportedGameSummary } from '../../../shared/games/imported';
import type { GameKey } from '../../../shared/games/ids';
import { api } from './api';
import { nav } from './navigation.svelte';
import { table } from './table/session.svelte';
import { rememberImportedNames } from './imported-names.svelte';

/**
 * VASL boards in the library: board archives sent to main in chunks (as a module is) and kept in
 * the data folder; the player picks boards and places them in columns and rows, reversed where
 * chosen, adds the VASL module for its counters, and gets a game on that map (an empty board, its
 * counters in the palette), opened on the table.
 */

export interface PlacedChoice {
  board: string;
  col: number;
  row: number;
  reversed: boolean;
}

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** Sends a file in chunks; its upload id, or the error. */
async function send(file: File): Promise<{ ok: true; uploadId: string } | Err> {
  const begun = await api['vasl.uploadBegin']({ size: file.size });
  if (!begun.ok) return begun;
  const { uploadId, chunkBytes } = begun.value;
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    const bytes = new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer());
    const sent = await api['vasl.uploadChunk']({ uploadId, offset, data: base64(bytes) });
    if (!sent.ok) return sent;
  }
  return { ok: true, uploadId };
}

class VaslBoards {
  boards = $state.raw<VaslBoardSummary[]>([]);
  chosen = $state<PlacedChoice[]>([]);
  busy = $state<string | null>(null);
  error = $state.raw<Err | null>(null);
  made = $state.raw<ImportedGameSummary | null>(null);
  module = $state.raw<File | null>(null);

  async refresh(): Promise<void> {
    const r = await api['vasl.boards']({});
    if (r.ok) this.boards = r.value;
  }

  /** Adds board archives one by one; a refused one is said and the rest still go. */
  async add(files: readonly File[]): Promise<void> {
    this.error = null;
    for (const f of files) {
      this.busy = f.name;
      const up = await send(f);
      const r = up.ok ? await api['vasl.boardFinish']({ uploadId: up.uploadId }) : up;
      if (!r.ok) this.error = r;
    }
    this.busy = null;
    await this.refresh();
  }

  isChosen = (board: string): boolean => this.chosen.some((c) => c.board === board);

  /** Puts a board in play at the next free column of the first row, or takes it out. */
  toggle(board: string): void {
    if (this.isChosen(board)) this.chosen = this.chosen.filter((c) => c.board !== board);
    else this.chosen = [...this.chosen, { board, col: this.chosen.length, row: 0, reversed: false }];
  }

  async make(): Promise<boolean> {
    this.error = null;
    this.made = null;
    this.busy = 'map';
    try {
      let moduleUploadId: string | undefined;
      if (this.module) {
        const up = await send(this.module);
        if (!up.ok) return this.fail(up);
        moduleUploadId = up.uploadId;
      }
      const r = await api['vasl.makeMap']({ placement: this.chosen.map((c) => ({ ...c })), ...(moduleUploadId ? { moduleUploadId } : {}) });
      if (!r.ok) return this.fail(r);
      this.made = r.value.summary;
      rememberImportedNames([r.value.summary]);
      return true;
    } finally {
      this.busy = null;
    }
  }

  /** A new game on the map made (its counters in the palette), opened on the table. */
  async play(): Promise<boolean> {
    const s = this.made;
    if (!s) return false;
    const created = await api['vassal.newGame']({ gameId: s.key as GameKey, scenario: 'empty', title: s.name.slice(0, 120) });
    if (!created.ok) return this.fail(created);
    await table.open(created.value.id, created.value);
    nav.openGame(created.value.id);
    return true;
  }

  private fail(e: Err): false {
    this.error = e;
    return false;
  }
}

export const vaslBoards = new VaslBoards();
