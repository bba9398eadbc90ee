import Konva from 'konva/lib/Core';
import type { ImageBoard } from '../../../../../shared/board/image-table';
import { levelFor, maxLevel, pyramidLevel, tilesIn, type Pyramid, type TileRef } from '../../../../../shared/board/tiles';
import type { Camera } from './camera';
import type { MapLayer } from './map-layer';

/** Where a board's tiles come from: its pyramid (cut once by main) and the address of each tile. */
export interface BoardTiles {
  board: ImageBoard;
  pyramid: Pyramid;
  tileUrl(level: number, col: number, row: number): string;
}

/**
 * Tiles kept decoded: a few screens' worth (what the last frame drew, times SCREENS_KEPT), never
 * fewer than MIN_TILES nor more than MAX_TILES (256 px tiles: 256 KB each decoded). A fixed large
 * cache held ~140 tiles after panning and kept the renderer above 500 MB on a 10,000 × 7,000 map.
 * Each tile is decoded once into an ImageBitmap that is closed when the tile is let go: an
 * <img> drawn on a canvas also leaves a decoded copy in Chromium's image cache, out of our reach.
 */
const MIN_TILES = 48;
const MAX_TILES = 256;
const SCREENS_KEPT = 2.5;
/** Levels up the pyramid searched for a stand-in while a tile loads. */
const STAND_IN_LEVELS = 4;

interface HeldTile {
  /** Null while it loads (or if it failed: a missing tile leaves its stand-in). */
  bitmap: ImageBitmap | null;
  used: number;
  /** Stops the download and the decoding when the tile is let go before it arrives. */
  abort: AbortController;
}

/**
 * The map as a game's own board images, each at its offset, drawn tile by tile from its pyramid at
 * the level the zoom asks for: only the tiles in view are loaded, a coarser tile already loaded
 * stands in while a sharper one arrives, and the least recently drawn tiles are let go.
 */
export class ImageMap implements MapLayer {
  readonly layer = new Konva.Layer({ listening: false });
  private readonly tiles = new Map<string, HeldTile>();
  private frame = 0;
  private tick = 0;
  private limit = MIN_TILES;
  /** When the first tile was drawn (performance.now()), for the benchmark. */
  firstTileAt: number | null = null;

  constructor(
    private readonly boards: readonly BoardTiles[],
    private readonly camera: Camera,
    /** Map units per board pixel. */
    private readonly scale: number,
  ) {
    this.layer.add(new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.draw(ctx._context) }));
  }

  private draw(c: CanvasRenderingContext2D): void {
    this.tick++;
    const v = this.camera.visibleMapRect();
    // Board pixels per device pixel decide the level.
    const devicePerBoardPx = this.camera.zoom * Konva.pixelRatio * this.scale;
    let drawn = 0;
    for (const t of this.boards) {
      const b = t.board;
      const view = { x: v.x / this.scale - b.x, y: v.y / this.scale - b.y, width: v.width / this.scale, height: v.height / this.scale };
      if (view.x > b.width || view.y > b.height || view.x + view.width < 0 || view.y + view.height < 0) continue;
      const level = levelFor(t.pyramid, devicePerBoardPx);
      const tiles = tilesIn(t.pyramid, level, view);
      drawn += tiles.length;
      for (const tile of tiles) this.drawTile(c, t, tile);
    }
    this.limit = Math.min(MAX_TILES, Math.max(MIN_TILES, Math.ceil(drawn * SCREENS_KEPT)));
    this.evict();
  }

  private drawTile(c: CanvasRenderingContext2D, t: BoardTiles, tile: TileRef): void {
    const s = this.scale;
    const b = t.board;
    const img = this.tile(t, tile.level, tile.col, tile.row);
    if (img) {
      c.drawImage(img, (b.x + tile.x) * s, (b.y + tile.y) * s, tile.w * s, tile.h * s);
      this.firstTileAt ??= performance.now();
      return;
    }
    // A coarser tile already here stands in for the part this one covers.
    for (let up = 1; up <= STAND_IN_LEVELS && tile.level - up >= 0; up++) {
      const level = tile.level - up;
      const span = t.pyramid.tileSize * pyramidLevel(t.pyramid, level).factor;
      const col = Math.floor(tile.x / span);
      const row = Math.floor(tile.y / span);
      const hit = this.tiles.get(this.key(t, level, col, row));
      if (!hit?.bitmap) continue;
      hit.used = this.tick;
      const f = pyramidLevel(t.pyramid, level).factor;
      const sx = (tile.x - col * span) / f;
      const sy = (tile.y - row * span) / f;
      c.drawImage(hit.bitmap, sx, sy, tile.w / f, tile.h / f, (b.x + tile.x) * s, (b.y + tile.y) * s, tile.w * s, tile.h * s);
      return;
    }
  }

  private key(t: BoardTiles, level: number, col: number, row: number): string {
    return `${t.board.id}/${level}/${col}_${row}`;
  }

  /** The tile if it has loaded; otherwise starts loading it (the layer redraws when it arrives). */
  private tile(t: BoardTiles, level: number, col: number, row: number): ImageBitmap | null {
    const key = this.key(t, level, col, row);
    const hit = this.tiles.get(key);
    if (hit) {
      hit.used = this.tick;
      return hit.bitmap;
    }
    const entry: HeldTile = { bitmap: null, used: this.tick, abort: new AbortController() };
    this.tiles.set(key, entry);
    void this.load(t.tileUrl(level, col, row), entry);
    return null;
  }

  private async load(url: string, entry: HeldTile): Promise<void> {
    try {
      const res = await fetch(url, { signal: entry.abort.signal });
      if (!res.ok) return;
      const bitmap = await createImageBitmap(await res.blob());
      // Let go meanwhile (evicted, or the board destroyed): not kept.
      if (entry.abort.signal.aborted) return bitmap.close();
      entry.bitmap = bitmap;
      this.redrawSoon();
    } catch {
      // Aborted, or the tile could not be read: its stand-in stays.
    }
  }

  private redrawSoon(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.layer.batchDraw();
    });
  }

  private evict(): void {
    if (this.tiles.size <= this.limit) return;
    const old = [...this.tiles.entries()].sort((a, b) => a[1].used - b[1].used);
    for (const [key, entry] of old.slice(0, this.tiles.size - this.limit)) {
      if (entry.used === this.tick) break;
      this.release(entry);
      this.tiles.delete(key);
    }
  }

  private release(entry: HeldTile): void {
    entry.abort.abort();
    entry.bitmap?.close();
    entry.bitmap = null;
  }

  /** Tiles held now (tests and the benchmark read it). */
  get held(): number {
    return this.tiles.size;
  }

  paintWhole(ctx: CanvasRenderingContext2D): boolean {
    // The overview: each board's coarsest tile that holds it whole, once it has loaded.
    let complete = true;
    for (const t of this.boards) {
      let level = maxLevel(t.pyramid);
      while (level > 0 && pyramidLevel(t.pyramid, level).cols > 1) level--;
      const img = this.tile(t, level, 0, 0);
      const b = t.board;
      if (img) ctx.drawImage(img, b.x * this.scale, b.y * this.scale, b.width * this.scale, b.height * this.scale);
      else {
        complete = false;
        ctx.fillStyle = '#d8d2bf';
        ctx.fillRect(b.x * this.scale, b.y * this.scale, b.width * this.scale, b.height * this.scale);
      }
    }
    return complete;
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    for (const entry of this.tiles.values()) this.release(entry);
    this.tiles.clear();
  }
}
