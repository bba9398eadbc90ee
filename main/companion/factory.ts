import type { GameId } from '../../shared/games/ids.js';
import type { AnyGameModule } from '../engine/module.js';

/** The scenario id under which a saved game is a referee's companion session rather than a board game. */
export const COMPANION_SCENARIO = 'companion';

/**
 * The companion engine module of a game, or null while the game has no companion definition.
 * (Filled in by main/companion/module.ts over main/games/companion/index.ts.)
 */
export function companionModuleFor(_gameId: GameId): AnyGameModule | null {
  return null;
}
