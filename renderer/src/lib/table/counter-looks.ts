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
  /** Turning it one facing (a free rotator: FREE_STEP degrees) either way, and back upright; null when it cannot turn. */
  rotate: { clockwise: FreeAction; counter: FreeAction; upright: FreeAction | null } | null;
  /** Masking it for the side this screen sits at, or unmasking it when that side masked it; null otherwise. */
  mask: { action: FreeAction; masking: boolean } | null;
}

/** The step of a counter that turns to any angle. */
export const FREE_STEP = 30;

const turned = (angle: number): number => {
  const r = Math.round((((angle % 360) + 360) % 360) * 1000) / 1000;
  return r >= 360 ? 0 : r;
};

export function counterLookMenu(index: GameIndex, unit: UnitState | undefined, seat: string | null = null): CounterLookMenu | null {
  const piece = unit ? index.data.imageTable?.pieces.find((p) => p.id === unit.id) : undefined;
  if (!unit || !piece) return null;
  const shown = unit.layers ?? 0;
  return {
    flip: piece.back ? { action: { type: 'flip', units: [unit.id] }, toBack: unit.flipped !== true } : null,
    layers: piece.layers.length ? Array.from({ length: piece.layers.length + 1 }, (_, count) => ({ count, current: count === shown, action: { type: 'setLayers', unit: unit.id, layers: count } })) : [],
    toTop: unit.status === 'map' ? { type: 'toTop', units: [unit.id] } : null,
    rotate: piece.rotation ? rotateMenu(unit, piece.rotation.facings) : null,
    mask: piece.mask && seat && (!unit.maskedBy || unit.maskedBy === seat) ? { action: { type: 'mask', units: [unit.id], by: unit.maskedBy ? null : seat }, masking: !unit.maskedBy } : null,
  };
}

function rotateMenu(unit: UnitState, facings: number): NonNullable<CounterLookMenu['rotate']> {
  const step = facings > 1 ? 360 / facings : FREE_STEP;
  const angle = unit.angle ?? 0;
  const to = (a: number): FreeAction => ({ type: 'rotate', unit: unit.id, angle: turned(a) }) as FreeAction;
  return { clockwise: to(angle + step), counter: to(angle - step), upright: angle ? to(0) : null };
}
