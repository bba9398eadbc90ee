/**
 * The table's docked panels: the side dock's width and whether it is folded away, remembered per
 * user in this browser (localStorage), like the timeline's and the overlays' switches. The widths
 * are clamped so that the map always keeps most of the window.
 */

const STORE_WIDTH = 'ct.table.sideWidth';
const STORE_FOLDED = 'ct.table.sideFolded';

/** Default, narrowest and widest side dock, in CSS pixels. */
export const SIDE_DEFAULT = 352;
export const SIDE_MIN = 260;
export const SIDE_MAX = 640;
/** The share of the window the side dock may take at most: the map keeps the rest. */
export const SIDE_MAX_SHARE = 0.4;

/** The side dock's width for a wish and a window width: within its limits and leaving the map most of the window. */
export function clampSideWidth(wish: number, windowWidth: number): number {
  const share = Math.floor(windowWidth * SIDE_MAX_SHARE);
  const max = Math.max(SIDE_MIN, Math.min(SIDE_MAX, share));
  const w = Number.isFinite(wish) ? Math.round(wish) : SIDE_DEFAULT;
  return Math.min(max, Math.max(SIDE_MIN, w));
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the layout still works, it is only not remembered.
  }
}

class TableLayout {
  /** The width the player chose (before clamping to the window). */
  sideWish = $state<number>(Number(read(STORE_WIDTH) ?? SIDE_DEFAULT) || SIDE_DEFAULT);
  sideFolded = $state<boolean>(read(STORE_FOLDED) === 'true');

  setSideWidth(width: number, windowWidth: number): void {
    this.sideWish = clampSideWidth(width, windowWidth);
    write(STORE_WIDTH, String(this.sideWish));
  }

  setSideFolded(folded: boolean): void {
    this.sideFolded = folded;
    write(STORE_FOLDED, String(folded));
  }
}

export const layout = new TableLayout();
