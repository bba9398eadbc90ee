import type { TableCapabilities } from '../../shared/games/capabilities.js';
import type { AnyGameModule } from './module.js';

/** What a game's table can do, read off its engine module: the renderer asks for these, never for a game. */
export function tableCapabilities(module: AnyGameModule | null): TableCapabilities {
  return {
    rulesMode: module?.modes?.includes('rules') ?? false,
    moveAdvice: typeof module?.moveAdvice === 'function',
    combatPlanner: typeof module?.battlePlan === 'function',
    battleActions: module?.battleActions ?? null,
    overlays: typeof module?.overlays === 'function',
    computerPlayer: module?.computerPlayer !== undefined,
  };
}
