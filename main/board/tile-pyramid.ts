import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { maxLevel, pyramidLevel, type Pyramid } from '../../shared/board/tiles.js';

/**
 * Cuts a large image (a board's map) once, when it enters the app, into a pyramid of tiles stored
 * as files: sharp (libvips) streams the image and writes every level in Deep Zoom layout,
 * `<dir>/tiles_files/<level>/<col>_<row>.webp`, and we add `<dir>/pyramid.json`. The board then
 * loads only the tiles in view at the zoom in use (shared/board/tiles.ts). Runs in a worker thread
 * (main/work/tasks.ts: cutTiles), so main keeps answering meanwhile.
 */

export const TILE_SIZE = 256;
const TILES = 'tiles';

export interface CutPyramid extends Pyramid {
  format: 'webp';
  levels: number;
}

export async function cutTilePyramid(source: string | Buffer, dir: string): Promise<CutPyramid> {
  fs.mkdirSync(dir, { recursive: true });
  // A map can be far larger than sharp's default pixel limit (16k × 16k): the limit is lifted for this input only.
  const meta = await sharp(source, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new Error('board.imageUnreadable');
  fs.rmSync(path.join(dir, `${TILES}_files`), { recursive: true, force: true });
  await sharp(source, { limitInputPixels: false })
    .webp({ quality: 82 })
    .tile({ size: TILE_SIZE, overlap: 0, layout: 'dz' })
    .toFile(path.join(dir, `${TILES}.dz`));
  const pyramid: CutPyramid = { width: meta.width, height: meta.height, tileSize: TILE_SIZE, format: 'webp', levels: maxLevel({ width: meta.width, height: meta.height, tileSize: TILE_SIZE }) + 1 };
  fs.writeFileSync(path.join(dir, 'pyramid.json'), JSON.stringify(pyramid));
  return pyramid;
}

/** The file of one tile, or null when it is not part of the pyramid. */
export function tileFile(dir: string, pyramid: Pyramid, level: number, col: number, row: number): string | null {
  if (!Number.isInteger(level) || level < 0 || level > maxLevel(pyramid)) return null;
  const l = pyramidLevel(pyramid, level);
  if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || row < 0 || col >= l.cols || row >= l.rows) return null;
  return path.join(dir, `${TILES}_files`, String(level), `${col}_${row}.webp`);
}
