import type { CompanionDefinitionView } from '../../../shared/api/contract-companion';
import type { GameId } from '../../../shared/games/ids';
import { api } from './api';

/** Each game's companion definition, asked of main once (the names of its steps, tables and calculators). */
const cache = new Map<GameId, Promise<CompanionDefinitionView | null>>();

export function companionDefinitionOf(gameId: GameId): Promise<CompanionDefinitionView | null> {
  let hit = cache.get(gameId);
  if (!hit) {
    hit = api['companion.definition']({ gameId }).then((r) => (r.ok ? r.value : null));
    cache.set(gameId, hit);
    // A failed answer is not kept: the next reader asks again.
    void hit.then((def) => {
      if (!def) cache.delete(gameId);
    });
  }
  return hit;
}
