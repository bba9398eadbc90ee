import type { GameSummary } from '../../shared/api/contract.js';
import { GAME_FACTS } from './games.js';
import type { CapabilityRegistry } from './support.js';
import type { GameId } from '../../shared/games/ids.js';
import type { GameCapabilities } from '../../shared/games/capabilities.js';

/** The catalogue: each game's facts, what the app holds for it, and what its table can do. */
export function listGames(registry: CapabilityRegistry, capabilities: (game: GameId) => GameCapabilities): GameSummary[] {
  return GAME_FACTS.map((g) => ({
    id: g.id,
    publisher: g.publisher,
    designer: g.designer,
    year: g.year,
    colour: g.colour,
    facts: g.facts,
    support: registry.supportFor(g.id),
    capabilities: capabilities(g.id),
  }));
}
