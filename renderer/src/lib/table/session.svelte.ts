import type { Err, Result } from '../../../../shared/api/result';
import type { FreeAction } from '../../../../shared/engine/free-actions';
import type { GameView } from '../../../../shared/engine/view';
import { api } from '../api';
import { indexGame, loadGameData, type GameIndex } from './game-data';

/**
 * The game open on the table. Main owns the game: every change is an action sent to it, and the
 * table draws the view that comes back. A refused action leaves the view as it was and keeps the
 * reason (with its rule) for the screen to show.
 */

export type Load = { status: 'idle' } | { status: 'loading'; id: string } | { status: 'failed'; id: string; error: Err } | { status: 'ready' };

/** What the last failed action said, until the next action or a dismissal. */
export interface Problem {
  error: Err;
  /** Increases on every problem, so the screen can restart its announcement. */
  serial: number;
}

class TableSession {
  load = $state<Load>({ status: 'idle' });
  view = $state.raw<GameView | null>(null);
  index = $state.raw<GameIndex | null>(null);
  problem = $state.raw<Problem | null>(null);
  /** Dice main asked to be typed in (a game set up for physical dice). */
  diceNeeded = $state.raw<{ count: number; sides: number } | null>(null);
  busy = $state(false);
  private serial = 0;

  /** Opens a saved game, or shows one just created (its view is already at hand). */
  async open(id: string, view?: GameView): Promise<void> {
    if (this.view?.id === id && this.load.status === 'ready' && !view) return;
    this.load = { status: 'loading', id };
    this.problem = null;
    this.diceNeeded = null;
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
  }

  close(): void {
    this.view = null;
    this.load = { status: 'idle' };
    this.problem = null;
  }

  dismissProblem(): void {
    this.problem = null;
  }

  /** Sends an action; true when main applied it (the new view is then in place). */
  async apply(action: FreeAction, dice?: number[]): Promise<boolean> {
    const view = this.view;
    if (!view) return false;
    this.busy = true;
    const result = await api['game.apply'](dice ? { id: view.id, action, dice } : { id: view.id, action });
    this.busy = false;
    return this.settle(result, action.type === 'roll' ? action : null);
  }

  async undo(): Promise<boolean> {
    const view = this.view;
    if (!view || !view.canUndo || this.busy) return false;
    this.busy = true;
    const result = await api['game.undo']({ id: view.id });
    this.busy = false;
    return this.settle(result, null);
  }

  async redo(): Promise<boolean> {
    const view = this.view;
    if (!view || !view.canRedo || this.busy) return false;
    this.busy = true;
    const result = await api['game.redo']({ id: view.id });
    this.busy = false;
    return this.settle(result, null);
  }

  private settle(result: Result<GameView>, roll: Extract<FreeAction, { type: 'roll' }> | null): boolean {
    if (result.ok) {
      // A late answer for a game no longer on the table is dropped.
      if (this.view && result.value.id !== this.view.id) return false;
      this.view = result.value;
      this.problem = null;
      if (roll) this.diceNeeded = null;
      return true;
    }
    if (result.code === 'game.diceNeeded' && roll) {
      const count = Number(result.params?.count ?? roll.count);
      const sides = Number(result.params?.sides ?? roll.sides);
      this.diceNeeded = { count, sides };
    }
    this.problem = { error: result, serial: ++this.serial };
    return false;
  }
}

export const table = new TableSession();
