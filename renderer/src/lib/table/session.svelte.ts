import type { Timeline } from '../../../../shared/api/contract';
import type { Err, Result } from '../../../../shared/api/result';
import type { FreeAction } from '../../../../shared/engine/free-actions';
import type { GameView, LogEntry } from '../../../../shared/engine/view';
import { api, onGameChanged } from '../api';
import { indexGame, loadGameData, type GameIndex } from './game-data';
import { opponentMoves, type OpponentMoves } from './opponent-moves';

/**
 * The game open on the table. Main owns the game: every change is an action sent to it, and the
 * table draws the view that comes back. A refused action leaves the view as it was and keeps the
 * reason (with its rule) for the screen to show.
 *
 * The timeline lives here too: the whole history of the line (`timeline`), and, while the player
 * looks at the past, the game as it stood after some action (`past`, read-only). `shown` is what
 * the table draws: the past when there is one, else the present.
 */

/** An action for main: a table action, or one of a rules module's own (checked there by its schema). */
export type GameAction = FreeAction | { type: string; [key: string]: unknown };

export type Load = { status: 'idle' } | { status: 'loading'; id: string } | { status: 'failed'; id: string; error: Err } | { status: 'ready' };

/** What the last failed action said, until the next action or a dismissal. */
export interface Problem {
  /** An error from main, or null for a refusal the table makes itself (the past is read-only). */
  error: Err | null;
  /** A refusal the table makes itself because the computer plays this side (the person has not taken it over). */
  computerSide?: string;
  /** Increases on every problem, so the screen can restart its announcement. */
  serial: number;
}

/** Playback speeds of the timeline, in actions per second. */
export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** How many past views are kept, so stepping back and forth does not ask main every time. */
const PAST_CACHE = 64;
/** The timeline is asked for again this long after the last change (moves come in bursts). */
const TIMELINE_DELAY_MS = 250;

class TableSession {
  load = $state<Load>({ status: 'idle' });
  view = $state.raw<GameView | null>(null);
  index = $state.raw<GameIndex | null>(null);
  problem = $state.raw<Problem | null>(null);
  /** Dice main asked to be typed in (a game set up for physical dice). */
  diceNeeded = $state.raw<{ count: number; sides: number } | null>(null);
  busy = $state(false);

  /** Every action of this line (undone ones too), its bookmarks, and the lines of its tree. */
  timeline = $state.raw<Timeline | null>(null);
  /** The past on view, read-only; null while the present is shown. */
  past = $state.raw<{ seq: number; view: GameView } | null>(null);
  /** The action the timeline is moving to while main answers (the scrubber follows at once). */
  seeking = $state<number | null>(null);
  playing = $state(false);
  speed = $state<Speed>(1);
  /** The opponent's moves from the last imported file, marked on the board and in the log. */
  opponent = $state.raw<OpponentMoves | null>(null);
  /** The game was changed elsewhere (another tab) and the table now shows the new position. */
  changedElsewhere = $state.raw<{ head: number; serial: number } | null>(null);

  /** What the table draws: the past while one is on view, else the present. */
  shown = $derived(this.past?.view ?? this.view);
  /** The action the table shows (the head when it shows the present). */
  position = $derived(this.past?.seq ?? this.view?.head ?? 0);

  private serial = 0;
  private seekToken = 0;
  private wanted: number | null = null;
  private draining = false;
  private pastCache = new Map<number, GameView>();
  private playTimer: ReturnType<typeof setTimeout> | null = null;
  private timelineTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    // Another tab changed the game on this table: show the new position and say so.
    onGameChanged((e) => {
      const view = this.view;
      if (!view || view.id !== e.id || (view.head === e.head && view.hash === e.hash)) return;
      this.changedElsewhere = { head: e.head, serial: ++this.serial };
      void this.reload();
    });
  }

  /** Opens a saved game, or shows one just created (its view is already at hand). */
  async open(id: string, view?: GameView): Promise<void> {
    if (this.view?.id === id && this.load.status === 'ready' && !view) return;
    this.leaveTimeline();
    this.load = { status: 'loading', id };
    this.problem = null;
    this.diceNeeded = null;
    this.timeline = this.timeline?.id === id ? this.timeline : null;
    this.opponent = null;
    this.changedElsewhere = null;
    const opened: Result<GameView> = view ? { ok: true, value: view } : await api['game.open']({ id });
    if (!opened.ok) {
      this.load = { status: 'failed', id, error: opened };
      return;
    }
    const data = await loadGameData(opened.value.gameId);
    if (!data.ok) {
      this.load = { status: 'failed', id, error: data };
      return;
    }
    this.index = this.index?.data === data.value ? this.index : indexGame(data.value);
    this.view = opened.value;
    this.load = { status: 'ready' };
    void this.refreshTimeline();
  }

  close(): void {
    this.changedElsewhere = null;
    this.leaveTimeline();
    if (this.timelineTimer) clearTimeout(this.timelineTimer);
    this.timelineTimer = null;
    this.view = null;
    this.timeline = null;
    this.opponent = null;
    this.load = { status: 'idle' };
    this.problem = null;
  }

  dismissProblem(): void {
    this.problem = null;
  }

  /** The table refuses something itself (a drag while the past is on view). */
  refuseReadOnly(): void {
    this.problem = { error: null, serial: ++this.serial };
  }

  /** A person's action while the computer plays the side to act: refused here, the seat is the computer's. */
  refuseComputerSide(side: string): void {
    this.problem = { error: null, computerSide: side, serial: ++this.serial };
  }

  /** Sends an action; true when main applied it (the new view is then in place). */
  async apply(action: GameAction, dice?: number[]): Promise<boolean> {
    const view = this.view;
    if (!view) return false;
    if (this.past) {
      this.refuseReadOnly();
      return false;
    }
    this.busy = true;
    const seen = { id: view.id, head: view.head, hash: view.hash };
    const result = await api['game.apply'](dice ? { ...seen, action, dice } : { ...seen, action });
    this.busy = false;
    // A new action replaces the undone ones after the head: views past the old head are stale.
    if (result.ok) for (const seq of this.pastCache.keys()) if (seq > view.head) this.pastCache.delete(seq);
    return this.settle(result, action.type === 'roll' ? (action as Extract<FreeAction, { type: 'roll' }>) : null, true);
  }

  async undo(): Promise<boolean> {
    const view = this.view;
    if (!view || !view.canUndo || this.busy) return false;
    if (this.past) {
      this.refuseReadOnly();
      return false;
    }
    this.busy = true;
    const result = await api['game.undo']({ id: view.id, head: view.head, hash: view.hash });
    this.busy = false;
    return this.settle(result, null);
  }

  async redo(): Promise<boolean> {
    const view = this.view;
    if (!view || !view.canRedo || this.busy) return false;
    if (this.past) {
      this.refuseReadOnly();
      return false;
    }
    this.busy = true;
    const result = await api['game.redo']({ id: view.id, head: view.head, hash: view.hash });
    this.busy = false;
    return this.settle(result, null);
  }

  private settle(result: Result<GameView>, roll: Extract<FreeAction, { type: 'roll' }> | null, applied = false): boolean {
    if (result.ok) {
      // A late answer for a game no longer on the table is dropped.
      if (this.view && result.value.id !== this.view.id) return false;
      this.view = result.value;
      this.problem = null;
      if (roll) this.diceNeeded = null;
      this.followTimeline(result.value, applied);
      return true;
    }
    // Decided on a position that is no longer the game's: nothing was applied; show the new one.
    if (result.code === 'game.changed') void this.reload();
    if (result.code === 'game.diceNeeded' && roll) {
      const count = Number(result.params?.count ?? roll.count);
      const sides = Number(result.params?.sides ?? roll.sides);
      this.diceNeeded = { count, sides };
    }
    this.fail(result);
    return false;
  }

  private fail(error: Err): void {
    this.problem = { error, serial: ++this.serial };
  }

  /** Asks main for the game as it stands now (it changed elsewhere): the present, its timeline. */
  async reload(): Promise<void> {
    const id = this.view?.id;
    if (!id) return;
    const r = await api['game.open']({ id });
    if (!r.ok || this.view?.id !== id) return;
    this.present();
    this.pastCache.clear();
    this.diceNeeded = null;
    this.view = r.value;
    void this.refreshTimeline();
  }

  dismissChanged(): void {
    this.changedElsewhere = null;
  }

  // ------------------------------------------------------------------ timeline

  /**
   * Keeps the timeline in step with a new view without asking main for the whole history on every
   * move: a new action replaces the undone ones after the old head (its entry is the view's newest
   * log entry, with the view's turn and phase); undo and redo only move the head. When the entry
   * is not at hand, main is asked again.
   */
  private followTimeline(view: GameView, applied: boolean): void {
    const tl = this.timeline;
    if (!tl || tl.id !== view.id) return this.scheduleTimeline();
    const lines = tl.lines.map((l) => (l.id === view.id ? { ...l, head: view.head, turn: view.turn, phase: view.phase } : l));
    if (!applied) {
      this.timeline = { ...tl, head: view.head, lines };
      return;
    }
    const last = view.log.at(-1);
    if (!last || last.seq !== view.head) return this.scheduleTimeline();
    const entry = { seq: last.seq, at: last.at, turn: view.turn, phase: view.phase, messages: last.messages, dice: last.dice };
    this.timeline = { ...tl, head: view.head, lines, entries: [...tl.entries.filter((e) => e.seq < view.head), entry] };
  }

  /** Asks main for the line's whole history again (after a change, a little later). */
  private scheduleTimeline(): void {
    if (this.timelineTimer) clearTimeout(this.timelineTimer);
    this.timelineTimer = setTimeout(() => {
      this.timelineTimer = null;
      void this.refreshTimeline();
    }, TIMELINE_DELAY_MS);
  }

  async refreshTimeline(): Promise<void> {
    const id = this.view?.id;
    if (!id) return;
    const r = await api['game.timeline']({ id });
    if (r.ok && this.view?.id === id) this.timeline = r.value;
  }

  /** Shows the game as it stood after `seq` actions; at the head (or beyond) that is the present. */
  async seek(seq: number): Promise<void> {
    const view = this.view;
    if (!view) return;
    const target = Math.max(0, Math.min(Math.round(seq), view.head));
    const token = ++this.seekToken;
    if (target >= view.head) {
      this.seeking = null;
      this.past = null;
      return;
    }
    const cached = this.pastCache.get(target);
    if (cached) {
      this.seeking = null;
      this.past = { seq: target, view: cached };
      return;
    }
    this.seeking = target;
    const r = await api['game.at']({ id: view.id, seq: target });
    if (token !== this.seekToken || this.view?.id !== view.id) return;
    this.seeking = null;
    if (!r.ok) {
      this.pause();
      this.fail(r);
      return;
    }
    this.pastCache.set(target, r.value);
    if (this.pastCache.size > PAST_CACHE) this.pastCache.delete(this.pastCache.keys().next().value!);
    this.past = { seq: target, view: r.value };
  }

  /**
   * Follows the scrubber: while main answers one request, only the latest position asked for
   * waits, so dragging the scrubber never queues up a request per pixel.
   */
  scrub(seq: number): void {
    this.pause();
    this.wanted = seq;
    if (this.draining) return;
    this.draining = true;
    void (async () => {
      while (this.wanted !== null) {
        const next = this.wanted;
        this.wanted = null;
        await this.seek(next);
      }
      this.draining = false;
    })();
  }

  /** The action the timeline is at or moving to. */
  get target(): number {
    return this.seeking ?? this.position;
  }

  stepBack(): void {
    this.pause();
    void this.seek(this.target - 1);
  }

  stepForward(): void {
    this.pause();
    void this.seek(this.target + 1);
  }

  /** Back to the present: the table can be played again. */
  present(): void {
    this.pause();
    this.seekToken++;
    this.seeking = null;
    this.past = null;
  }

  /** Plays the history forward, one action at a time at the chosen speed (from the start when at the present). */
  play(from?: number): void {
    const view = this.view;
    if (!view || view.head === 0) return;
    this.pause();
    this.playing = true;
    const start = from ?? (this.target >= view.head ? 0 : this.target);
    void this.seek(start).then(() => this.scheduleStep());
  }

  pause(): void {
    this.playing = false;
    if (this.playTimer) clearTimeout(this.playTimer);
    this.playTimer = null;
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (this.playing) this.scheduleStep();
  }

  private scheduleStep(): void {
    if (this.playTimer) clearTimeout(this.playTimer);
    if (!this.playing) return;
    this.playTimer = setTimeout(() => void this.playStep(), 1000 / this.speed);
  }

  private async playStep(): Promise<void> {
    this.playTimer = null;
    const view = this.view;
    if (!this.playing || !view) return;
    const next = this.target + 1;
    await this.seek(next);
    if (next >= view.head) this.pause();
    else this.scheduleStep();
  }

  /** Leaves the past and forgets it (another game, or the table closes). */
  private leaveTimeline(): void {
    this.present();
    this.pastCache.clear();
  }

  async bookmark(seq: number, note: string): Promise<boolean> {
    const id = this.view?.id;
    if (!id) return false;
    const r = await api['game.bookmark']({ id, seq, note });
    if (!r.ok) {
      this.fail(r);
      return false;
    }
    if (this.view?.id === id) this.timeline = r.value;
    return true;
  }

  async unbookmark(seq: number): Promise<void> {
    const id = this.view?.id;
    if (!id) return;
    const r = await api['game.unbookmark']({ id, seq });
    if (!r.ok) this.fail(r);
    else if (this.view?.id === id) this.timeline = r.value;
  }

  /** "Play from here": a new line with the first `seq` actions, opened on the table. Its id, or null. */
  async branch(seq: number, title?: string): Promise<string | null> {
    const id = this.view?.id;
    if (!id) return null;
    this.pause();
    this.busy = true;
    const r = await api['game.branch'](title ? { id, seq, title } : { id, seq });
    this.busy = false;
    if (!r.ok) {
      this.fail(r);
      return null;
    }
    await this.open(r.value.id, r.value);
    return r.value.id;
  }

  // ------------------------------------------------------------------ play by email

  /** Marks what the opponent did: the actions after `since` (from an imported file). */
  markOpponent(since: number, entries?: readonly LogEntry[]): void {
    const view = this.view;
    if (!view) return;
    const moves = opponentMoves(entries ?? view.log, since);
    this.opponent = moves.seqs.length ? moves : null;
  }

  clearOpponent(): void {
    this.opponent = null;
  }
}

export const table = new TableSession();
