import type { Err, Result } from '../../../shared/api/result';
import type { HeldImport } from '../../../shared/api/contract';
import { api } from './api';
import { GAME_FILE_MAX_BYTES } from '../../../shared/engine/game-file-limits';
import { readableFileName } from '../../../shared/engine/file-name';
import type { GameView } from '../../../shared/engine/view';
import { t } from './i18n.svelte';
import { gameTitle } from './support';
import { sideName } from './table/labels';
import { nav } from './navigation.svelte';
import { table } from './table/session.svelte';

/**
 * Game files for play by email: "Send by email" saves the game as one file the player attaches
 * to a message; Import (a file chosen, or dropped on the window) reads the opponent's file, opens
 * the game and marks what the opponent did since the last action both had.
 */

/** Main refuses files over the limit (16 MiB); the renderer says so before reading one. */
const MAX_FILE_BYTES = GAME_FILE_MAX_BYTES;
/** The extensions the file picker offers. */
export const GAME_FILE_EXTENSION = '.ctgame';
export const GAME_FILE_ACCEPT = `${GAME_FILE_EXTENSION},.json`;

export interface ImportOutcome {
  /** The saved game the file went into. */
  id: string;
  title: string;
  /** Actions that came with the file (the opponent's). */
  added: number;
  since: number;
  created: boolean;
}

class GameFiles {
  /** Why the last import failed, until the next one or a dismissal. */
  error = $state.raw<Err | null>(null);
  /** The file name the failed import came from. */
  errorFile = $state<string | null>(null);
  /** What the last successful import brought (shown on the table). */
  imported = $state.raw<ImportOutcome | null>(null);
  importing = $state(false);
  /** A file held back because it took actions outside the rules: shown for the player to confirm or cancel. */
  held = $state.raw<{ text: string; file: string | null; import: HeldImport } | null>(null);
  /** How far the running import has come (actions replayed of the file's), while it runs. */
  progress = $state.raw<{ done: number; total: number } | null>(null);
  #job: string | null = null;

  dismissError(): void {
    this.error = null;
    this.errorFile = null;
  }

  /** Reads a game file and opens the game it holds, with the opponent's moves marked. */
  async importFile(file: File): Promise<boolean> {
    this.error = null;
    this.errorFile = file.name;
    if (file.size > MAX_FILE_BYTES) {
      this.error = { ok: false, code: 'file.tooLarge', params: { limit: MAX_FILE_BYTES } };
      return false;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.error = { ok: false, code: 'file.malformed', params: { detail: 'unreadable' } };
      return false;
    }
    return this.importText(text);
  }

  /**
   * Imports a file's text. A file whose game was created in rules mode but took actions outside
   * the rules comes back held (nothing written) and waits for the player's Confirm or Cancel.
   */
  async importText(text: string, acceptOutsideRules = false): Promise<boolean> {
    this.importing = true;
    this.error = null;
    this.held = null;
    const job = `import-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    this.#job = job;
    const poll = setInterval(() => {
      void api['work.progress']({ job }).then((p) => {
        if (p.ok && this.#job === job) this.progress = p.value;
      });
    }, 500);
    const r = await api['game.import'](acceptOutsideRules ? { text, job, acceptOutsideRules } : { text, job });
    clearInterval(poll);
    this.#job = null;
    this.progress = null;
    this.importing = false;
    if (!r.ok) {
      this.error = r;
      return false;
    }
    if ('held' in r.value) {
      this.held = { text, file: this.errorFile, import: r.value };
      return false;
    }
    this.errorFile = null;
    const { view, since, created } = r.value;
    // Reopen from this view even when the same game is on the table: it has new actions.
    await table.open(view.id, view);
    table.markOpponent(since);
    this.imported = { id: view.id, title: view.title, added: Math.max(0, view.head - since), since, created };
    nav.openGame(view.id);
    return true;
  }

  /** The player accepts the actions taken outside the rules: the same file is imported. */
  async confirmHeld(): Promise<boolean> {
    const held = this.held;
    if (!held) return false;
    this.errorFile = held.file;
    return this.importText(held.text, true);
  }

  cancelHeld(): void {
    this.held = null;
    this.errorFile = null;
  }

  /** Cancels the running import: main stops verifying it and writes nothing (it answers work.cancelled). */
  async cancelImport(): Promise<void> {
    if (this.#job) await api['work.cancel']({ job: this.#job });
  }

  /**
   * Saves the game as a file (a download the player then attaches to an email). Given the game's
   * view, the file is named after the game, the saved game, the side to move and the turn.
   */
  async exportGame(id: string, view?: GameView): Promise<Result<{ fileName: string }>> {
    const r = await api['game.export']({ id });
    if (!r.ok) return r;
    const fileName = view ? exportFileName(view) : r.value.fileName;
    download(fileName, r.value.text);
    return { ok: true, value: { fileName } };
  }
}

/** "Afrika-Korps_My-game_Allied-to-move_turn-3.ctgame": the game, its title, who moves, the turn, in the reader's words. */
export function exportFileName(view: GameView): string {
  const side = view.play && !view.play.winner ? t('files.name.toMove', { side: sideName(view.play.side) }) : null;
  const parts = [gameTitle(view.gameId), view.title === gameTitle(view.gameId) ? null : view.title, side, t('files.name.turn', { turn: view.turn })];
  return readableFileName(parts, GAME_FILE_EXTENSION);
}

/** Offers text as a file download, through a blob URL that is let go once the download started. */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Whether a drag carries files (and not, say, text or a counter). */
export function carriesFiles(e: DragEvent): boolean {
  return !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');
}

export const gameFiles = new GameFiles();
