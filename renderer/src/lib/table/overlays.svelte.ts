import type { Overlays } from '../../../../shared/api/contract';
import { api } from '../api';

/**
 * The map overlays the game's rules work out at the present state: each side's zone of control,
 * and who controls the fortresses and bases victory depends on. Two toolbar toggles, remembered.
 * A game whose rules give none (game.noAdvice) hides the toggles. At most one request is in
 * flight; a refresh asked meanwhile is sent when it answers, and answers for another game or an
 * older state are dropped.
 */

export type OverlayKind = 'zoc' | 'control' | 'supply' | 'isolated';
const STORE: Record<OverlayKind, string> = {
  zoc: 'ct.table.overlay.zoc',
  control: 'ct.table.overlay.control',
  supply: 'ct.table.overlay.supply',
  isolated: 'ct.table.overlay.isolated',
};

function stored(kind: OverlayKind): boolean {
  try {
    return localStorage.getItem(STORE[kind]) === 'true';
  } catch {
    return false;
  }
}

class MapOverlays {
  zoc = $state(stored('zoc'));
  control = $state(stored('control'));
  supply = $state(stored('supply'));
  isolated = $state(stored('isolated'));
  /** The game the overlays belong to, and whether its rules give any (null: not known yet). */
  gameId = $state<string | null>(null);
  available = $state<boolean | null>(null);
  /** The last answer for `gameId`. */
  current = $state.raw<Overlays | null>(null);

  private readonly silent = new Set<string>();
  private inFlight = false;
  /** A refresh asked while one was in flight (the game to ask for). */
  private queued: string | null = null;
  /** Bumped by every refresh: an answer older than the latest request is stale. */
  private generation = 0;

  get any(): boolean {
    return this.zoc || this.control || this.supply || this.isolated;
  }

  set(kind: OverlayKind, on: boolean): void {
    this[kind] = on;
    try {
      localStorage.setItem(STORE[kind], String(on));
    } catch {
      // Storage unavailable: the choice lasts this session only.
    }
  }

  /** The game changed (or its state did): ask again. */
  refresh(gameId: string | null): void {
    this.generation++;
    if (gameId !== this.gameId) {
      this.gameId = gameId;
      this.current = null;
      this.available = gameId === null ? null : this.silent.has(gameId) ? false : null;
    }
    if (gameId === null || this.silent.has(gameId)) return;
    if (this.inFlight) {
      this.queued = gameId;
      return;
    }
    void this.fetch(gameId);
  }

  private async fetch(gameId: string): Promise<void> {
    this.inFlight = true;
    const generation = this.generation;
    const r = await api['game.overlays']({ id: gameId });
    this.inFlight = false;
    const next = this.queued;
    this.queued = null;
    if (gameId === this.gameId) {
      if (!r.ok) {
        if (r.code === 'game.noAdvice') {
          this.silent.add(gameId);
          this.available = false;
          this.current = null;
        }
      } else if (generation === this.generation) {
        this.available = true;
        this.current = r.value;
      } else {
        this.available = true;
      }
    }
    // A late answer was dropped (or the game changed meanwhile): ask for the latest state.
    if (next !== null && next === this.gameId && !this.silent.has(next)) void this.fetch(next);
  }
}

export const overlays = new MapOverlays();
