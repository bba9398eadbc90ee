import { HEX_RADIUS, type MapHex } from './map-geometry';

/** Side of a counter, in map units. */
export const COUNTER_SIZE = Math.round(HEX_RADIUS * 1.3);
export const HALF = COUNTER_SIZE / 2;
export const STACK_STEP = COUNTER_SIZE * 0.085;
const STACK_VISIBLE = 6;

/** A stack: each counter a little up and to the right of the one below, centred on the hex. */
export function stackPositions(h: MapHex, n: number): { x: number; y: number }[] {
  const shown = Math.min(n, STACK_VISIBLE);
  const mid = (shown - 1) / 2;
  return Array.from({ length: n }, (_, i) => {
    const k = Math.min(i, STACK_VISIBLE - 1) - mid;
    return { x: h.centre.x + k * STACK_STEP, y: h.centre.y - k * STACK_STEP };
  });
}

/** The first map y below every counter of any stack on a hex centred at `centreY` (place names start there, so no stack hides them). */
export function belowStack(centreY: number): number {
  return centreY + HALF + STACK_STEP * ((STACK_VISIBLE - 1) / 2) + 1.5;
}

export function fanRadius(n: number): number {
  return Math.max(COUNTER_SIZE * 0.95, (n * COUNTER_SIZE * 1.18) / (2 * Math.PI));
}

/** A spread-out stack: the counters in a ring round the hex, bottom first, clockwise from the top. */
export function fanPositions(h: MapHex, n: number): { x: number; y: number }[] {
  const r = fanRadius(n);
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return { x: h.centre.x + r * Math.cos(a), y: h.centre.y + r * Math.sin(a) };
  });
}
