import { api } from '../api';
import type { Board } from './board/board';

/**
 * The saved games list's picture of each game: taken from the board after it first draws and
 * after each change, at most every few seconds, never of a past on view, and taken at once when
 * another game comes to the table or the table closes.
 */

const THUMB_WIDTH = 320;
const THUMB_MAX_CHARS = 200_000;
const THUMB_FIRST_MS = 1200;
const THUMB_EVERY_MS = 8000;

interface Owed {
  board: Board;
  id: string;
  key: string;
}

export class Thumbnails {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: Owed | null = null;
  private last = '';
  private lastId = '';
  private lastAt = 0;

  /** The board shows game `id` at state `key` (its hash): a picture is owed. */
  schedule(next: Owed): void {
    if (next.key === this.last) return;
    // Another game came to the table: the last one's picture is taken now, from its own board.
    if (this.pending && this.pending.id !== next.id) this.flush();
    this.pending = next;
    if (this.timer) return;
    const wait = next.id === this.lastId ? Math.max(THUMB_FIRST_MS, this.lastAt + THUMB_EVERY_MS - Date.now()) : THUMB_FIRST_MS;
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Back to the present with a picture still owed: take it soon. */
  resume(): void {
    if (this.pending && !this.timer) this.timer = setTimeout(() => this.flush(), THUMB_FIRST_MS);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const p = this.pending;
    if (!p) return;
    // The board shows the past for now: the present's picture waits for it.
    if (p.board.isReadOnly()) return;
    this.pending = null;
    let url = p.board.snapshot(THUMB_WIDTH);
    for (const w of [240, 160]) if (url.length > THUMB_MAX_CHARS) url = p.board.snapshot(w);
    if (!url.startsWith('data:image/png') || url.length > THUMB_MAX_CHARS) return;
    this.last = p.key;
    this.lastId = p.id;
    this.lastAt = Date.now();
    void api['game.setThumbnail']({ id: p.id, dataUrl: url });
  }
}
