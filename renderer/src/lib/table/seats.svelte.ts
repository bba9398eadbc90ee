import { untrack } from 'svelte';
import type { Seat } from '../../../../shared/api/contract-seats';
import type { Err } from '../../../../shared/api/result';
import type { ComputerStrength } from '../../../../shared/games/capabilities';
import type { GameView } from '../../../../shared/engine/view';
import { api } from '../api';
import { table, type GameAction } from './session.svelte';

/**
 * The computer at the table. Who plays each side is kept by main beside the game (seats.get/set);
 * when the side to act is the computer's, this driver asks main for its action (ai.next, worked
 * out off main's thread) and sends it through the table's ordinary game.apply — the same engine
 * step as a person's — at the chosen pace, or one action per press in step mode. With physical
 * dice it waits for the roll to be typed in, like a person. Pausing stops it; switching a seat to
 * a person is taking over. It knows no game: sides and reasons are main's codes.
 */

export const PACES = ['slow', 'normal', 'fast', 'step'] as const;
export type Pace = (typeof PACES)[number];

/** The wait before each of the computer's actions, so a person can follow them. */
const PACE_MS: Record<Exclude<Pace, 'step'>, number> = { slow: 2500, normal: 1000, fast: 150 };

/** What the computer last chose: its side and its reason (`ai.why.<code>`). */
export interface Doing {
  side: string;
  code: string;
  params: Record<string, string | number>;
}

/** The side that must choose now (a choice after a battle is its chooser's), or null when no one is to act. */
export function actor(view: GameView | null): string | null {
  const play = view?.mode === 'rules' ? view.play : null;
  if (!play || play.winner) return null;
  return play.pending?.chooser ?? play.side;
}

class SeatsDriver {
  /** The seats of the game on the table; null when its game has no computer player. */
  seats = $state.raw<Seat[] | null>(null);
  pace = $state<Pace>('normal');
  paused = $state(false);
  thinking = $state(false);
  doing = $state.raw<Doing | null>(null);
  /** The computer's action that rolls dice in a game with physical dice: it waits for the roll typed in. */
  waitingDice = $state.raw<{ action: GameAction; count: number; sides: number; head: number } | null>(null);
  error = $state.raw<Err | null>(null);
  /**
   * The computer's present run of actions for one side: the head it began at (its moves since are
   * marked on the board, with their trails) and the head its last action left. A person's action
   * (any other change of the head) ends it.
   */
  run = $state.raw<{ game: string; side: string; since: number; head: number } | null>(null);

  private gameId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped whenever what the driver was about to do no longer holds (a new game, a pause, a new head). */
  private token = 0;

  /** Loads the seats of the game on the table (once per game). */
  async load(view: GameView): Promise<void> {
    if (this.gameId === view.id) return;
    this.reset();
    this.gameId = view.id;
    if (!view.capabilities.computerPlayer) return;
    const r = await api['seats.get']({ id: view.id });
    if (this.gameId !== view.id) return;
    if (r.ok) this.seats = r.value.seats;
    else this.error = r;
  }

  /** Changes one side's seat (taking over is making it a person's). */
  async setSeat(side: string, kind: 'person' | 'computer', strength: ComputerStrength = 'normal'): Promise<void> {
    const id = this.gameId;
    if (!id) return;
    this.cancel();
    const seat: Seat = kind === 'computer' ? { side, kind, strength } : { side, kind };
    const r = await api['seats.set']({ id, seats: [seat] });
    if (this.gameId !== id) return;
    if (r.ok) {
      this.seats = r.value.seats;
      this.error = null;
    } else this.error = r;
  }

  /** The computer's seat for the side to act now, or null when a person (or no one) is to act. */
  computerToAct(view: GameView | null): Seat | null {
    const side = actor(view);
    const seat = side ? this.seats?.find((s) => s.side === side) : undefined;
    return seat?.kind === 'computer' ? seat : null;
  }

  /**
   * Run in an effect of the table (whether or not the panel is shown): loads the game's seats, and
   * whenever the present, the seats, the pace or the pause change, looks whether the computer is to act.
   */
  follow(view: GameView | null, past: boolean, readOnly: boolean): void {
    void this.seats;
    void this.pace;
    void this.paused;
    void this.waitingDice;
    if (view) void this.load(view);
    // A change of the game that is not the computer's own ends its run (read untracked: its own changes do not call this again).
    untrack(() => {
      if (this.run && (!view || view.id !== this.run.game || (!past && view.head !== this.run.head))) this.run = null;
    });
    if (readOnly) this.cancel();
    else this.consider(view, past);
  }

  /** Schedules the computer's next action when it is its turn (at the pace; never in step mode or paused). */
  consider(view: GameView | null, past: boolean): void {
    this.cancel();
    if (!view || past || view.logBreak || this.paused || this.pace === 'step' || this.waitingDice || !this.computerToAct(view)) return;
    const token = this.token;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (token === this.token) void this.act(view);
    }, PACE_MS[this.pace]);
  }

  /** One action of the computer now (step mode's key, or the pace's timer). */
  async act(view: GameView | null = table.view): Promise<void> {
    if (!view || this.thinking || table.busy || table.past || !this.computerToAct(view)) return;
    const token = ++this.token;
    this.thinking = true;
    const r = await api['ai.next']({ id: view.id, head: view.head });
    this.thinking = false;
    if (token !== this.token || table.view?.id !== view.id || table.view.head !== view.head) return;
    if (!r.ok) {
      this.error = r;
      // The game moved on elsewhere: the table shows the new position and the driver looks again.
      if (r.code === 'game.changed') await table.reload();
      return;
    }
    this.error = null;
    if (!r.value) return;
    this.doing = { side: r.value.side, ...r.value.why };
    const run = this.run?.game === view.id && this.run.side === r.value.side ? this.run : null;
    const action = r.value.action as GameAction;
    if (r.value.dice) {
      this.waitingDice = { action, ...r.value.dice, head: view.head };
      this.run = { game: view.id, side: r.value.side, since: run?.since ?? view.head, head: view.head };
      return;
    }
    // The head its action will leave is set first: the table follows the new view before this call returns.
    this.run = { game: view.id, side: r.value.side, since: run?.since ?? view.head, head: view.head + 1 };
    await table.apply(action);
  }

  /** The roll typed in for the computer's action that waits for it. */
  async roll(values: number[]): Promise<boolean> {
    const w = this.waitingDice;
    const view = table.view;
    if (!w || !view || view.head !== w.head) return false;
    if (this.run) this.run = { ...this.run, head: w.head + 1 };
    const ok = await table.apply(w.action, values);
    if (ok) this.waitingDice = null;
    this.consider(table.view, table.past !== null);
    return ok;
  }

  setPace(pace: Pace): void {
    this.pace = pace;
    this.consider(table.view, table.past !== null);
  }

  pause(): void {
    this.paused = true;
    this.cancel();
  }

  resume(): void {
    this.paused = false;
    this.consider(table.view, table.past !== null);
  }

  /** Drops whatever the computer was about to do (the table closes, or the effect runs again). */
  stop(): void {
    this.cancel();
  }

  private cancel(): void {
    this.token++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.thinking = false;
  }

  private reset(): void {
    this.cancel();
    this.seats = null;
    this.doing = null;
    this.run = null;
    this.waitingDice = null;
    this.error = null;
  }
}

export const seatsDriver = new SeatsDriver();
