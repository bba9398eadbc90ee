/// <reference lib="dom" />
/**
 * A page that mounts the production Board over a table drawn from images (built with Vite and served
 * with its tiles by tests/support/image-board.ts), for the image board's Chromium test and benchmark.
 * It stands in for main with the least a table needs: it keeps where each counter is and whether it
 * is flipped, and answers a move by redrawing. Exposed as window.__imageBench. Not part of the app.
 */
import { imageTableSchema, type ImageTableSpec } from '../../../shared/board/image-table';
import type { Pyramid } from '../../../shared/board/tiles';
import type { UnitState } from '../../../shared/engine/view';
import { hexName, unitId } from '../../../shared/engine/ids';
import { Board, imageTableArt } from '../../../renderer/src/lib/table/board/board';
import type { ImageMap } from '../../../renderer/src/lib/table/board/image-map';

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
      hexAt(x: number, y: number): string | null;
      hexScreen(name: string): { x: number; y: number } | null;
      unitScreen(id: string): { x: number; y: number } | null;
      units(): Record<string, { hex: string | null; flipped: boolean }>;
      flip(id: string): void;
      /** The colour of a screen pixel, as the stage's canvases draw it (all layers). */
      pixel(x: number, y: number): [number, number, number];
      /** The colour at a fraction of the overview map's width and height, drawn now. */
      overviewPixel(fx: number, fy: number): [number, number, number];
    };
  }
}

const config = window.__imageBoardConfig;
const table = imageTableSchema.parse(config.table);
const startedAt = performance.now();
const state = new Map(config.units.map((u, i) => [u.id, { hex: u.hex as string | null, order: i + 1, flipped: false }]));
let clock = state.size;
const view = (): UnitState[] => [...state].map(([id, s]) => ({ id: unitId(id), status: 'map', hex: s.hex === null ? null : hexName(s.hex), turn: null, order: s.order }));

const art = imageTableArt(table, {
  imageUrl: (key) => `/images/${key}`,
  pyramid: () => config.pyramid,
  tileUrl: (board, level, col, row) => `/tiles/${board.id}/${level}/${col}_${row}.webp`,
  look: (id) => ({ flipped: state.get(id)?.flipped ?? false, layers: 0 }),
});
const board = new Board(document.getElementById('board') as HTMLDivElement, art, {
  select: (id) => board.setSelected(id),
  hover: () => {},
  async move(ids, to) {
    for (const id of ids) {
      const s = state.get(id);
      if (s) Object.assign(s, { hex: to, order: ++clock });
    }
    board.setUnits(view());
    return true;
  },
  contextMenu: () => {},
  viewport: () => {},
  placed: () => {},
});
board.setUnits(view());
const map = board.mapLayer() as ImageMap;

window.__imageBench = {
  startedAt,
  firstTileAt: () => map.firstTileAt,
  tilesHeld: () => map.held,
  drawn: () => board.drawnUnitIds().length,
  zoom: (factor) => board.camera.zoomBy(factor),
  hexAt: (x, y) => board.hexAt(x, y),
  hexScreen: (name) => board.hexScreenPosition(name),
  unitScreen: (id) => board.unitScreenPosition(id),
  units: () => Object.fromEntries([...state].map(([id, s]) => [id, { hex: s.hex, flipped: s.flipped }])),
  flip(id) {
    const s = state.get(id);
    if (!s) return;
    s.flipped = !s.flipped;
    board.setUnits(view());
  },
  pixel(x, y) {
    const out = document.createElement('canvas');
    out.width = out.height = 1;
    const ctx = out.getContext('2d')!;
    const ratio = window.devicePixelRatio || 1;
    for (const c of document.querySelectorAll<HTMLCanvasElement>('#board canvas')) ctx.drawImage(c, x * ratio, y * ratio, 1, 1, 0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0]!, d[1]!, d[2]!];
  },
  overviewPixel(fx, fy) {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    board.drawOverview(canvas);
    const d = canvas.getContext('2d')!.getImageData(Math.round(fx * 240), Math.round(fy * 160), 1, 1).data;
    return [d[0]!, d[1]!, d[2]!];
  },
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
