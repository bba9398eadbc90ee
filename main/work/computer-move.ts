import { createModuleRegistry } from '../games/registry.js';
import type { BaseState } from '../engine/module.js';
import type { GameKey } from '../../shared/games/ids.js';
import type { ComputerStrength } from '../../shared/games/capabilities.js';
import type { Progress } from './tasks.js';

export interface ComputerMoveInput {
  gameId: GameKey;
  scenario: string;
  /** The position, as main's session holds it (structured-cloned into the thread). */
  state: BaseState;
  strength: ComputerStrength;
  seed: string;
}

export interface ComputerMoveOutput {
  action: unknown;
  why: { code: string; params: Record<string, string | number> };
}

let registry: ReturnType<typeof createModuleRegistry> | null = null;

/**
 * The computer player's choice, worked out in a worker thread so main keeps answering. Only the
 * built-in games have a computer player, so the registry needs no imported games.
 */
export function computerMoveTask(input: ComputerMoveInput, progress: Progress): ComputerMoveOutput | null {
  progress(0, 1);
  registry ??= createModuleRegistry();
  const module = registry.get(input.gameId, input.scenario);
  const d = module?.computerPlayer?.decide(input.state, input.strength, input.seed) ?? null;
  progress(1, 1);
  return d ? { action: d.action, why: d.why } : null;
}
