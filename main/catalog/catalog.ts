import type { GameSummary } from '../../shared/api/contract.js';
import { GAME_FACTS } from './games.js';
import type { CapabilityRegistry } from './support.js';

export function listGames(registry: CapabilityRegistry): GameSummary[] {
  return GAME_FACTS.map((g) => ({
    id: g.id,
    publisher: g.publisher,
    designer: g.designer,
    year: g.year,
    facts: g.facts,
    support: registry.supportFor(g.id),
  }));
}
