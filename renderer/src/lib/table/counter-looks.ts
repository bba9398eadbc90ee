import type { FreeAction } from '../../../../shared/engine/free-actions';
import type { UnitState } from '../../../../shared/engine/view';
import type { GameIndex } from './game-data';

/**
 * What a counter drawn from images offers in its menu, read from the game's data alone: turning it
 * over when it has a back, showing 0…n of its layers (step losses, markers), and putting it on top
 * of its stack. Null for a game drawn with generated counters.
 */
export interface CounterLookMenu {
  /** The flip action, and which way it turns the counter; null when it has no back. */
  flip: { action: FreeAction; toBack: boolean } | null;
  /** One choice per number of layers shown (0: none), the current one marked. */
  layers: { count: number; current: boolean; action: FreeAction }[];
  /** Null when the counter is not on the map. */
  toTop: FreeAction | null;
}

export function counterLookMenu(index: GameIndex, unit: UnitState | undefined): CounterLookMenu | null {
  const piece = unit ? index.data.imageTable?.pieces.find((p) => p.id === unit.id) : undefined;
  if (!unit || !piece) return null;
  const shown = unit.layers ?? 0;
  return {
    flip: piece.back ? { action: { type: 'flip', units: [unit.id] }, toBack: unit.flipped !== true } : null,
    layers: piece.layers.length ? Array.from({ length: piece.layers.length + 1 }, (_, count) => ({ count, current: count === shown, action: { type: 'setLayers', unit: unit.id, layers: count } })) : [],
    toTop: unit.status === 'map' ? { type: 'toTop', units: [unit.id] } : null,
  };
}
