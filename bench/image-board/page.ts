/// <reference lib="dom" />
/**
 * The benchmark page for a table drawn from images (bench/image-board.ts builds it with Vite and
 * serves it with the tiles): the production Board with imageTableArt over a generated map, and the
 * measurements the benchmark reads as window.__imageBench. Not part of the app.
 */
import { imageTableSchema, type ImageTableSpec } from '../../shared/board/image-table';
import type { Pyramid } from '../../shared/board/tiles';
import { Board, imageTableArt } from '../../renderer/src/lib/table/board/board';
import type { ImageMap } from '../../renderer/src/lib/table/board/image-map';

interface Config {
  table: ImageTableSpec;
  pyramid: Pyramid;
  units: { id: string; hex: string }[];
}

declare global {
  interface Window {
    __imageBoardConfig: Config;
    __imageBench?: {
      startedAt: number;
      firstTileAt(): number | null;
      tilesHeld(): number;
      pan(frames: number, dx: number, dy: number): Promise<number[]>;
      zoom(factor: number): void;
      drawn(): number;
    };
  }
}

const config = window.__imageBoardConfig;
const table = imageTableSchema.parse(config.table);
const startedAt = performance.now();
const art = imageTableArt(table, {
  imageUrl: (key) => `/images/${key}`,
  pyramid: () => config.pyramid,
  tileUrl: (board, level, col, row) => `/tiles/${board.id}/${level}/${col}_${row}.webp`,
});
const board = new Board(document.getElementById('board') as HTMLDivElement, art, {
  select: () => {},
  hover: () => {},
  move: async () => false,
  contextMenu: () => {},
  viewport: () => {},
  placed: () => {},
});
board.setUnits(config.units.map((u, i) => ({ id: u.id, status: 'map', hex: u.hex, turn: null, order: i + 1 })));
const map = board.mapLayer() as ImageMap;

window.__imageBench = {
  startedAt,
  firstTileAt: () => map.firstTileAt,
  tilesHeld: () => map.held,
  drawn: () => board.drawnUnitIds().length,
  zoom: (factor) => board.camera.zoomBy(factor),
  /** Pans by (dx, dy) screen pixels a frame for `frames` frames; the intervals between frames, in ms. */
  pan: (frames, dx, dy) =>
    new Promise((resolve) => {
      const times: number[] = [];
      let last = performance.now();
      let n = 0;
      const step = (t: number) => {
        times.push(t - last);
        last = t;
        board.panBy(n % 400 < 200 ? dx : -dx, n % 400 < 200 ? dy : -dy);
        if (++n < frames) requestAnimationFrame(step);
        else resolve(times.slice(2));
      };
      requestAnimationFrame(step);
    }),
};
