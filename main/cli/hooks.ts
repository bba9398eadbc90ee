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
