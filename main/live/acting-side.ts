import type { AnyGameModule, BaseState } from '../engine/module.js';

/**
 * The side an action acts for, so a live game can refuse it from the other seat. In rules mode it
 * is the side the sequence of play waits for (a choice after a battle is its chooser's); on a
 * free table, the side of the counters the action touches (null when it touches none, such as a
 * dice roll, or counters of both sides: then only that it comes from a player is required).
 */
export function actingSide(module: AnyGameModule, state: BaseState, action: unknown): string | null {
  const play = module.view(state, null).play;
  if (play) return play.pending?.chooser ?? play.side;
  const a = action as { unit?: unknown; units?: unknown } | null;
  const ids = [...(typeof a?.unit === 'string' ? [a.unit] : []), ...(Array.isArray(a?.units) ? a.units.filter((u): u is string => typeof u === 'string') : [])];
  const sides = new Set(ids.map((id) => module.data.units.find((u) => u.id === id)?.side).filter((s): s is string => typeof s === 'string'));
  return sides.size === 1 ? [...sides][0]! : sides.size > 1 ? 'mixed' : null;
}

/** The sides of a game, in its data's order. */
export const sidesOf = (module: AnyGameModule): string[] => module.data.sides.map((s) => s.id);
