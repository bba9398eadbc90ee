import type { CompanionDefinition } from '../../shared/companion/definition.js';
import type { GameId } from '../../shared/games/ids.js';
import type { ModuleRegistry } from '../games/registry.js';
import { COMPANION_SCENARIO } from './scenario.js';

/** The companion definition of a game, through the module registry (loaded once), or null. */
export function companionDefinition(modules: ModuleRegistry, gameId: GameId): CompanionDefinition | null {
  const m = modules.get(gameId, COMPANION_SCENARIO) as { definition?: CompanionDefinition } | null;
  return m?.definition ?? null;
}
