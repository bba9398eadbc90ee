/**
 * The tile pyramid of a large image, as main cuts it (sharp's Deep Zoom layout: main/board/tile-pyramid.ts)
 * and the board draws it: level `max` is the image at full size, each level below it half the
 * size of the next (rounded up), down to level 0 of one pixel; every level is cut into square
 * tiles of `tileSize` pixels, the last row and column smaller. Tile (col, row) of a level covers
 * image pixels [col·tileSize·f, …) with f = 2^(max − level).
 */

export interface Pyramid {
  width: number;
  height: number;
  tileSize: number;
}

export interface PyramidLevel {
  level: number;
  /** Image pixels per pixel of this level. */
  factor: number;
  width: number;
  height: number;
  cols: number;
  rows: number;
}

export interface TileRef {
  level: number;
  col: number;
  row: number;
  /** What the tile covers, in full-size image pixels. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export function maxLevel(p: Pyramid): number {
  return Math.ceil(Math.log2(Math.max(p.width, p.height, 1)));
}

export function pyramidLevel(p: Pyramid, level: number): PyramidLevel {
  const factor = 2 ** (maxLevel(p) - level);
  const width = Math.ceil(p.width / factor);
  const height = Math.ceil(p.height / factor);
  return { level, factor, width, height, cols: Math.ceil(width / p.tileSize), rows: Math.ceil(height / p.tileSize) };
}

/** The coarsest level whose pixels are no larger than a screen pixel at `scale` (screen pixels per image pixel). */
export function levelFor(p: Pyramid, scale: number): number {
  const top = maxLevel(p);
  if (!(scale > 0)) return 0;
  // factor ≤ 1/scale  ⇔  level ≥ top − log2(1/scale)
  const level = Math.ceil(top - Math.log2(1 / scale) - 1e-9);
  return Math.max(0, Math.min(top, level));
}

/** The tiles of a level that cover a rectangle of the image (full-size pixels). */
export function tilesIn(p: Pyramid, level: number, view: { x: number; y: number; width: number; height: number }): TileRef[] {
  const l = pyramidLevel(p, level);
  const span = p.tileSize * l.factor;
  const c0 = Math.max(0, Math.floor(view.x / span));
  const r0 = Math.max(0, Math.floor(view.y / span));
  const c1 = Math.min(l.cols - 1, Math.floor((view.x + view.width) / span));
  const r1 = Math.min(l.rows - 1, Math.floor((view.y + view.height) / span));
  const tiles: TileRef[] = [];
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const x = col * span;
      const y = row * span;
      tiles.push({ level, col, row, x, y, w: Math.min(span, p.width - x), h: Math.min(span, p.height - y) });
    }
  }
  return tiles;
}
