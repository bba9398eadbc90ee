import type { GameId } from '../../shared/games/ids.js';
import type { AnyGameModule } from '../engine/module.js';
import { COMPANION_DEFINITIONS } from '../games/companion/index.js';
import { createCompanionModule } from './module.js';

export { COMPANION_SCENARIO } from './scenario.js';

/** The companion engine module of a game, or null while the game has no companion definition. */
export function companionModuleFor(gameId: GameId): AnyGameModule | null {
  const load = COMPANION_DEFINITIONS[gameId];
  return load ? createCompanionModule(load()) : null;
}
