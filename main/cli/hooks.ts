import type { AnyGameModule, BaseState } from '../engine/module.js';

/**
 * Optional extras a game module may offer beyond the GameModule contract, detected at run time so
 * the command line works with any module the registry returns.
 *
 * `legalTargets(state, unitId, side)`: the printed names of the hexes the unit may move to now, or
 * null when the unit cannot move (or does not exist). A rules module that offers it is used by
 * `legal --unit` and by `fuzz` (which then expects every such move to be accepted).
 */
export interface LegalTargetsHook {
  legalTargets(state: BaseState, unitId: string, side: string | null): readonly string[] | null;
}

export type LegalTargets = (state: BaseState, unitId: string, side: string | null) => readonly string[] | null;

/** The module's legal-moves function, if it has one. */
export function legalTargetsOf(module: AnyGameModule): LegalTargets | null {
  const hook = (module as Partial<LegalTargetsHook>).legalTargets;
  return typeof hook === 'function' ? (state, unitId, side) => hook.call(module, state, unitId, side) : null;
}

/** In free play a counter may go to any hex of the map: the engine accepts every hex of the terrain table. */
export const freePlayTargets = (module: AnyGameModule): string[] => Object.keys(module.data.terrain);

/**
 * Rules-mode extras: `randomAction(state, chooser)` — a random action the module's own player
 * believes legal (null when the game is over), used by `fuzz` to play whole games by the rules;
 * `invariants(state)` — what must hold after every action. The concrete options open now are
 * not a hook: a rules module lists them in its view (`play.legal`, shared/engine/options.ts).
 */
export interface RulesHooks {
  randomAction(state: BaseState, chooser: { int(n: number): number; chance(p: number): boolean }): { type: string } | null;
  invariants(state: BaseState): string[];
}

export function rulesHooksOf(module: AnyGameModule): Partial<RulesHooks> {
  const m = module as Partial<RulesHooks>;
  return {
    ...(typeof m.randomAction === 'function' ? { randomAction: m.randomAction.bind(module) } : {}),
    ...(typeof m.invariants === 'function' ? { invariants: m.invariants.bind(module) } : {}),
  };
}
