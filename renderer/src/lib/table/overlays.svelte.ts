import type { Overlays } from '../../../../shared/api/contract';
import type { RuleLayer } from '../../../../shared/board/overlay';
import { api } from '../api';

/**
 * The map overlays the game's rules work out at the present state, as generic layers (id, legend
 * key, style, hexes): the table shows a toggle per layer and remembers each by the layer's id
 * (a layer never switched keeps the game's default). A game whose rules give none (game.noAdvice)
 * hides the toggles. At most one request is in flight; a refresh asked meanwhile is sent when it
 * answers, and answers for another game or an older state are dropped.
 */

const storeKey = (layerId: string) => `ct.table.overlay.${layerId}`;

function stored(layerId: string): boolean | null {
  try {
    const v = localStorage.getItem(storeKey(layerId));
    return v === 'true' ? true : v === 'false' ? false : null;
  } catch {
    return null;
  }
}

class MapOverlays {
  /** The toggles switched this session or remembered, by layer id. */
  private chosen = $state<Record<string, boolean>>({});
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

  /** The layers of the last answer (empty until one came). */
  get layers(): RuleLayer[] {
    return this.current?.layers ?? [];
  }

  /** Whether a layer is on: as switched (now or before, remembered), else the game's default. */
  isOn(layerId: string): boolean {
    if (layerId in this.chosen) return this.chosen[layerId]!;
    const kept = stored(layerId);
    if (kept !== null) return kept;
    return this.layers.find((l) => l.id === layerId)?.defaultOn ?? false;
  }

  set(layerId: string, on: boolean): void {
    this.chosen = { ...this.chosen, [layerId]: on };
    try {
      localStorage.setItem(storeKey(layerId), String(on));
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
