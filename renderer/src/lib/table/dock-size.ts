/** The side dock's size limits (see layout.svelte.ts), apart so that tests can load them without Svelte. */

/** Default, narrowest and widest side dock, in CSS pixels. */
export const SIDE_DEFAULT = 352;
export const SIDE_MIN = 260;
export const SIDE_MAX = 640;
/** The share of the window the side dock may take at most: the map keeps the rest. */
export const SIDE_MAX_SHARE = 0.32;

/** The side dock's width for a wish and a window width: within its limits and leaving the map most of the window. */
export function clampSideWidth(wish: number, windowWidth: number): number {
  const share = Math.floor(windowWidth * SIDE_MAX_SHARE);
  const max = Math.max(SIDE_MIN, Math.min(SIDE_MAX, share));
  const w = Number.isFinite(wish) ? Math.round(wish) : SIDE_DEFAULT;
  return Math.min(max, Math.max(SIDE_MIN, w));
}
