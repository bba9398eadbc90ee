import type { LiveListen, LiveStatus } from '../../../shared/api/contract-live';
import type { Err } from '../../../shared/api/result';
import { api } from './api';
import { table } from './table/session.svelte';

/** How often the table asks main how its live game stands (the connection, the chat, new moves). */
const POLL_MS = 700;

/**
 * The live session of the game on the table, as main reports it (live.status): polled while the
 * table is open. When the log moved on (the opponent's move, mirrored by main), the table reloads
 * and marks the opponent's actions with the same highlight as a game file's.
 */
class LiveTable {
  status = $state.raw<LiveStatus | null>(null);
  error = $state.raw<Err | null>(null);
  busy = $state(false);
  /** "Look here": the next click on the board points a hex out. */
  pinging = $state(false);
  /** The last ping heard, shown on the board for a moment. */
  ping = $state.raw<{ hex: string; n: number } | null>(null);
  private gameId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seenEvent = 0;

  /** Follows the game on the table (null: none). */
  follow(id: string | null): void {
    if (id === this.gameId) return;
    this.gameId = id;
    this.status = null;
    this.error = null;
    this.pinging = false;
    this.seenEvent = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (id) void this.poll();
  }

  private async poll(): Promise<void> {
    const id = this.gameId;
    if (!id) return;
    const r = await api['live.status']({ id });
    if (id !== this.gameId) return;
    if (r.ok) this.take(r.value);
    this.timer = setTimeout(() => void this.poll(), POLL_MS);
  }

  private take(s: LiveStatus | null): void {
    const before = this.status;
    this.status = s;
    if (!s) return;
    const view = table.view;
    if (view && view.id === s.id && s.head !== view.head && !table.busy) {
      const since = view.head;
      void table.reload().then(() => {
        if (s.lastOpponentSeq !== null && s.lastOpponentSeq > since) table.markOpponent(since);
      });
    }
    const newest = s.events.at(-1);
    if (newest && newest.n > this.seenEvent) {
      const ping = [...s.events].reverse().find((e) => e.kind === 'ping' && e.n > this.seenEvent);
      if (ping?.hex && before) this.ping = { hex: ping.hex, n: ping.n };
      this.seenEvent = newest.n;
    }
  }

  async host(id: string, side: string, listen: LiveListen): Promise<void> {
    this.busy = true;
    const r = await api['live.host']({ id, side, listen });
    this.busy = false;
    this.error = r.ok ? null : r;
    if (r.ok) this.take(r.value);
  }

  /** Joins with a pasted invitation; answers the local game's id to open. */
  async join(invitation: string): Promise<string | null> {
    this.busy = true;
    const r = await api['live.join']({ invitation });
    this.busy = false;
    this.error = r.ok ? null : r;
    return r.ok ? r.value.id : null;
  }

  async chat(text: string): Promise<boolean> {
    if (!this.gameId) return false;
    const r = await api['live.chat']({ id: this.gameId, text });
    this.error = r.ok ? null : r;
    return r.ok;
  }

  async pointAt(hex: string): Promise<void> {
    this.pinging = false;
    if (!this.gameId) return;
    const r = await api['live.ping']({ id: this.gameId, hex });
    this.error = r.ok ? null : r;
  }

  async leave(): Promise<void> {
    if (!this.gameId) return;
    const r = await api['live.leave']({ id: this.gameId });
    this.error = r.ok ? null : r;
    this.status = null;
  }
}

export const live = new LiveTable();
