import { err, type Err, type Result } from '../../../shared/api/result';
import type { GameView } from '../../../shared/engine/view';
import { isGameId, type GameId } from '../../../shared/games/ids';
import type { CompanionDefinitionView, CompanionSnapshotView, TableStateView } from '../../../shared/api/contract-companion';
import type { Cells } from '../../../shared/companion/definition';
import { api, onGameChanged } from './api';
import { nav } from './navigation.svelte';

/**
 * The companion session on screen: the saved game (its view, log, undo/redo from main/engine),
 * its companion state (turn, steps ticked, notes, trackers, cups, rolls, calculations), the game's
 * companion definition and its tables. Main decides everything; every change is an action sent
 * through game.apply, and the screen redraws what comes back.
 */
export type CompanionLoad = { status: 'idle' } | { status: 'loading'; id: string } | { status: 'failed'; id: string; error: Err } | { status: 'ready' };

class CompanionSession {
  load = $state<CompanionLoad>({ status: 'idle' });
  id = $state<string | null>(null);
  view = $state.raw<GameView | null>(null);
  state = $state.raw<CompanionSnapshotView | null>(null);
  def = $state.raw<CompanionDefinitionView | null>(null);
  tables = $state.raw<TableStateView[]>([]);
  /** The last refusal or error, until the next action. */
  problem = $state.raw<Err | null>(null);
  busy = $state(false);
  /** The session was changed elsewhere (another tab) and the screen now shows the new position. */
  changedElsewhere = $state.raw<{ head: number } | null>(null);

  /** The game of the session on screen: a companion exists only for the five games. */
  get gameId(): GameId | null {
    const key = this.view?.gameId;
    return key && isGameId(key) ? key : null;
  }

  constructor() {
    onGameChanged((e) => {
      const view = this.view;
      if (!view || view.id !== e.id || (view.head === e.head && view.hash === e.hash)) return;
      this.changedElsewhere = { head: e.head };
      void this.reload();
    });
  }

  /** Asks main for the session as it stands now (it changed elsewhere). */
  async reload(): Promise<void> {
    const id = this.id;
    if (!id) return;
    const [view, snap] = await Promise.all([api['game.open']({ id }), api['companion.session']({ id })]);
    if (this.id !== id || !view.ok || !snap.ok) return;
    this.view = view.value;
    this.state = snap.value.state;
  }

  async open(id: string): Promise<void> {
    if (this.id === id && this.load.status === 'ready') return;
    this.load = { status: 'loading', id };
    this.id = id;
    this.changedElsewhere = null;
    const view = await api['game.open']({ id });
    if (!view.ok) return this.fail(id, view);
    const gameId = view.value.gameId;
    if (!isGameId(gameId)) return this.fail(id, err('companion.noDefinition', { gameId }));
    const [def, snap, tables] = await Promise.all([
      api['companion.definition']({ gameId }),
      api['companion.session']({ id }),
      api['companion.tables']({ gameId }),
    ]);
    if (!def.ok) return this.fail(id, def);
    if (!snap.ok) return this.fail(id, snap);
    if (this.id !== id) return;
    this.view = view.value;
    this.def = def.value;
    this.state = snap.value.state;
    this.tables = tables.ok ? tables.value : [];
    this.problem = null;
    this.load = { status: 'ready' };
  }

  private fail(id: string, error: Err): void {
    if (this.id === id) this.load = { status: 'failed', id, error };
  }

  /** Applies an action (with dice typed at the table, when the game takes physical dice). */
  async act(action: object, dice?: number[]): Promise<boolean> {
    const seen = this.seen();
    if (!seen) return false;
    return this.after(api['game.apply']({ ...seen, action, ...(dice ? { dice } : {}) }));
  }

  /** The position every change is decided on: main refuses it (game.changed) if the session moved since. */
  private seen(): { id: string; head: number; hash: string } | null {
    return this.id && this.view?.id === this.id ? { id: this.id, head: this.view.head, hash: this.view.hash } : null;
  }

  undo = () => {
    const seen = this.seen();
    return seen ? this.after(api['game.undo'](seen)) : Promise.resolve(false);
  };
  redo = () => {
    const seen = this.seen();
    return seen ? this.after(api['game.redo'](seen)) : Promise.resolve(false);
  };

  private async after(call: Promise<Result<GameView>>): Promise<boolean> {
    const id = this.id!;
    this.busy = true;
    const r = await call;
    if (r.ok) {
      const snap = await api['companion.session']({ id });
      if (this.id === id) {
        this.view = r.value;
        if (snap.ok) this.state = snap.value.state;
        this.problem = snap.ok ? null : snap;
      }
    } else if (this.id === id) {
      this.problem = r;
      if (r.code === 'game.changed') await this.reload();
    }
    this.busy = false;
    return r.ok;
  }

  async refreshTables(): Promise<void> {
    const gameId = this.gameId;
    if (!gameId) return;
    const r = await api['companion.tables']({ gameId });
    if (r.ok && this.gameId === gameId) this.tables = r.value;
  }

  /** Cells of the tables the player entered that a calculator reads: they travel in its action, so replay never depends on them. */
  userTablesFor(tableIds: readonly string[]): Record<string, Cells> {
    const out: Record<string, Cells> = {};
    for (const t of this.tables) if (t.status === 'user' && t.cells && tableIds.includes(t.id)) out[t.id] = t.cells;
    return out;
  }

  dismiss(): void {
    this.problem = null;
  }
}

export const companion = new CompanionSession();

/** Starts a companion session for a game and opens it. */
export async function startCompanion(gameId: GameId, title: string): Promise<Result<GameView>> {
  const r = await api['game.create']({ gameId, scenario: 'companion', title: title.slice(0, 120) });
  if (r.ok) nav.openCompanion(r.value.id);
  return r;
}
