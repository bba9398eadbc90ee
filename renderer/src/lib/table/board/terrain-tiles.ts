import type { GameData } from '../../../../../shared/games/descriptor';
import type { Bounds, MapGeometry } from './map-geometry';
import { drawCoordinates, drawTerrain } from './terrain-art';

/**
 * The terrain, cached as bitmap tiles (as VASSAL's tiler does, but in memory and on demand): the
 * map is cut into 512-pixel tiles at the zoom's resolution, in √2 steps, and each frame draws only
 * the tiles in view. Panning then costs a few drawImage calls whatever the zoom, and the art stays
 * sharp on HiDPI screens. Tiles missing after a zoom step are rendered a few per frame, over a
 * low-resolution picture of the whole map, so zooming never stalls.
 */

const TILE = 512;
/** Extra pixels rendered round each tile and overlapped when drawing, so no seams show. */
const BLEED = 2;
const MAX_TILES = 96;
/** Tiles rendered per frame at most; the rest come in the next frames. */
const PER_FRAME = 4;

export interface TileView {
  /** Visible map rectangle, in map units. */
  view: Bounds;
  /** Device pixels per map unit (zoom × devicePixelRatio). */
  scale: number;
  /** Whether printed coordinates are shown at this zoom. */
  coordinates: boolean;
}

export class TerrainTiles {
  private readonly tiles = new Map<string, HTMLCanvasElement>();
  private placeholder: HTMLCanvasElement | null = null;
  private placeholderScale = 1;

  constructor(
    private readonly geo: MapGeometry,
    private readonly data: GameData,
    private readonly playable: (terrain: string) => boolean,
  ) {}

  /** The tile resolution for a scale: the next √2 step up, so tiles are never enlarged much. */
  static step(scale: number): number {
    return Math.SQRT2 ** Math.ceil(Math.log(Math.max(scale, 0.05)) / Math.log(Math.SQRT2) - 1e-9);
  }

  /** Draws the visible tiles; returns true when some were missing (draw again next frame). */
  draw(c: CanvasRenderingContext2D, v: TileView): boolean {
    const s = TerrainTiles.step(v.scale);
    const size = TILE / s;
    const b = this.geo.bounds;
    const i0 = Math.max(0, Math.floor((v.view.x - b.x) / size));
    const j0 = Math.max(0, Math.floor((v.view.y - b.y) / size));
    const i1 = Math.min(Math.ceil(b.width / size) - 1, Math.floor((v.view.x + v.view.width - b.x) / size));
    const j1 = Math.min(Math.ceil(b.height / size) - 1, Math.floor((v.view.y + v.view.height - b.y) / size));
    let budget = PER_FRAME;
    let missing = false;
    const ready: { tile: HTMLCanvasElement; x: number; y: number }[] = [];
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const key = `${s.toFixed(4)}|${v.coordinates ? 1 : 0}|${i}|${j}`;
        let tile = this.tiles.get(key);
        if (tile) {
          // Most recently used last.
          this.tiles.delete(key);
          this.tiles.set(key, tile);
        } else if (budget > 0) {
          budget--;
          tile = this.render(s, i, j, v.coordinates);
          this.remember(key, tile);
        }
        if (tile) ready.push({ tile, x: b.x + i * size, y: b.y + j * size });
        else missing = true;
      }
    }
    if (missing) this.drawPlaceholder(c);
    const e = 1; // overlap neighbours by one tile pixel on each side, so no seams show
    for (const t of ready) {
      c.drawImage(t.tile, BLEED - e, BLEED - e, TILE + 2 * e, TILE + 2 * e, t.x - e / s, t.y - e / s, size + (2 * e) / s, size + (2 * e) / s);
    }
    return missing;
  }

  private render(s: number, i: number, j: number, coordinates: boolean): HTMLCanvasElement {
    const b = this.geo.bounds;
    const size = TILE / s;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = TILE + 2 * BLEED;
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas;
    const x = b.x + i * size - BLEED / s;
    const y = b.y + j * size - BLEED / s;
    const view = { x, y, width: size + (2 * BLEED) / s, height: size + (2 * BLEED) / s };
    ctx.scale(s, s);
    ctx.translate(-x, -y);
    ctx.beginPath();
    ctx.rect(view.x, view.y, view.width, view.height);
    ctx.clip();
    drawTerrain(ctx, this.geo, this.data, { view, labels: true, grid: true });
    if (coordinates) drawCoordinates(ctx, this.geo, this.playable, view);
    return canvas;
  }

  private remember(key: string, tile: HTMLCanvasElement): void {
    this.tiles.set(key, tile);
    while (this.tiles.size > MAX_TILES) {
      const oldest = this.tiles.keys().next().value;
      if (oldest === undefined) break;
      const old = this.tiles.get(oldest);
      if (old) old.width = old.height = 0; // release the bitmap now
      this.tiles.delete(oldest);
    }
  }

  /** The whole map at low resolution, drawn where tiles are still missing. */
  private drawPlaceholder(c: CanvasRenderingContext2D): void {
    const b = this.geo.bounds;
    if (!this.placeholder) {
      this.placeholderScale = Math.min(1, 2048 / b.width, 2048 / b.height);
      const p = document.createElement('canvas');
      p.width = Math.ceil(b.width * this.placeholderScale);
      p.height = Math.ceil(b.height * this.placeholderScale);
      const ctx = p.getContext('2d');
      if (ctx) {
        ctx.scale(this.placeholderScale, this.placeholderScale);
        ctx.translate(-b.x, -b.y);
        drawTerrain(ctx, this.geo, this.data, { view: null, labels: false, grid: true });
      }
      this.placeholder = p;
    }
    c.drawImage(this.placeholder, b.x, b.y, this.placeholder.width / this.placeholderScale, this.placeholder.height / this.placeholderScale);
  }

  clear(): void {
    for (const t of this.tiles.values()) t.width = t.height = 0;
    this.tiles.clear();
  }
}
