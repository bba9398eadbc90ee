/**
 * The table's docked panels: the side dock's width and whether it is folded away, remembered per
 * user in this browser (localStorage), like the timeline's and the overlays' switches. The widths
 * are clamped so that the map always keeps most of the window.
 */

import { clampSideWidth, SIDE_DEFAULT } from './dock-size';

export { clampSideWidth, SIDE_MIN } from './dock-size';

const STORE_WIDTH = 'ct.table.sideWidth';
const STORE_FOLDED = 'ct.table.sideFolded';

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
