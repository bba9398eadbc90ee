import type { GameData, UnitSpec } from '../../../../shared/games/descriptor';
import type { GameKey } from '../../../../shared/games/ids';
import type { Result } from '../../../../shared/api/result';
import { api } from '../api';

/**
 * A game's data (map, terrain, units, scenarios, turn track), as main describes it. The renderer
 * draws from it and never decides a rule with it. Fetched once per game and kept for the session.
 */
const cache = new Map<GameKey, Promise<Result<GameData>>>();

export function loadGameData(gameId: GameKey): Promise<Result<GameData>> {
  let pending = cache.get(gameId);
  if (!pending) {
    pending = api['game.data']({ gameId }).then((r) => (r.ok ? { ok: true as const, value: r.value as GameData } : r));
    // A failure is not remembered: the next attempt asks again.
    void pending.then((r) => {
      if (!r.ok) cache.delete(gameId);
    });
    cache.set(gameId, pending);
  }
  return pending;
}

/** Indexes over the data the table uses all the time. */
export interface GameIndex {
  data: GameData;
  units: Map<string, UnitSpec>;
  sideColour: Map<string, string>;
  nationalityColour: Map<string, string>;
  terrainOf: (hex: string) => string | null;
  placesAt: Map<string, GameData['places']>;
}

export function indexGame(data: GameData): GameIndex {
  const placesAt = new Map<string, GameData['places']>();
  for (const p of data.places) placesAt.set(p.hex, [...(placesAt.get(p.hex) ?? []), p]);
  return {
    data,
    units: new Map(data.units.map((u) => [u.id, u])),
    sideColour: new Map(data.sides.map((s) => [s.id, s.colour])),
    nationalityColour: new Map(data.nationalities.map((n) => [n.id, n.colour])),
    terrainOf: (hex) => data.terrain[hex] ?? null,
    placesAt,
  };
}

/** A unit's name for people: its printed name, or its id if the data has no such unit. */
export function unitName(index: GameIndex | null, id: string): string {
  return index?.units.get(id)?.name ?? id;
}
