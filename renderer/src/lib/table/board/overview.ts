import type { Bounds, MapGeometry } from './map-geometry';
import type { Piece } from './piece-layer';
import { COUNTER_SIZE } from './stacking';

/** Draws the whole map (no labels, no grid) into a context already scaled to map units; false while pictures are still loading. */
export type MapPainter = (ctx: CanvasRenderingContext2D) => boolean;

/**
 * The overview map (the whole map small, the counters as dots, the view as a rectangle) and the
 * thumbnail of the saved games list. Both are drawn from the data, not from the screen.
 */
export class Overview {
  private picture: HTMLCanvasElement | null = null;
  /** The picture was drawn before the map's pictures had all loaded: it is drawn again next time. */
  private stale = false;

  constructor(
    private readonly geo: MapGeometry,
    private readonly paintMap: MapPainter,
  ) {}

  /** Draws the overview into a canvas: the map, the counters as dots, `view` as a red rectangle. */
  draw(canvas: HTMLCanvasElement, pieces: Iterable<Piece>, view: Bounds): void {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const b = this.geo.bounds;
    const s = Math.min(canvas.width / b.width, canvas.height / b.height);
    if (!this.picture || this.stale || this.picture.width !== Math.round(b.width * s)) {
      const o = document.createElement('canvas');
      o.width = Math.round(b.width * s);
      o.height = Math.round(b.height * s);
      const octx = o.getContext('2d');
      if (octx) {
        octx.scale(s, s);
        this.stale = !this.paintMap(octx);
      }
      this.picture = o;
    }
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const ox = (canvas.width - this.picture.width) / 2;
    const oy = (canvas.height - this.picture.height) / 2;
    ctx.drawImage(this.picture, ox, oy);
    const dot = Math.max(2, COUNTER_SIZE * s * 0.9);
    for (const p of pieces) {
      const h = this.geo.byName.get(p.hex);
      if (!h) continue;
      ctx.fillStyle = p.face.colour;
      ctx.fillRect(ox + h.centre.x * s - dot / 2, oy + h.centre.y * s - dot / 2, dot, dot);
    }
    ctx.lineWidth = Math.max(1.5, canvas.width / 160);
    ctx.strokeStyle = '#c0392b';
    ctx.strokeRect(ox + view.x * s, oy + view.y * s, view.width * s, view.height * s);
  }

  /** The map point at a point of an overview canvas drawn by draw. */
  toMap(canvas: { width: number; height: number }, x: number, y: number): { x: number; y: number } {
    const b = this.geo.bounds;
    const s = Math.min(canvas.width / b.width, canvas.height / b.height);
    const ox = (canvas.width - Math.round(b.width * s)) / 2;
    const oy = (canvas.height - Math.round(b.height * s)) / 2;
    return { x: (x - ox) / s, y: (y - oy) / s };
  }

  /** A small picture of the whole map with the counters on it, as a PNG data URL. */
  snapshot(width: number, pieces: Iterable<Piece>): string {
    const b = this.geo.bounds;
    const s = width / b.width;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(b.width * s));
    canvas.height = Math.max(1, Math.round(b.height * s));
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.save();
    ctx.scale(s, s);
    ctx.translate(-b.x, -b.y);
    this.paintMap(ctx);
    ctx.restore();
    const size = Math.max(3, COUNTER_SIZE * s);
    for (const p of pieces) {
      if (p.local) continue;
      const h = this.geo.byName.get(p.hex);
      if (!h) continue;
      const x = (h.centre.x - b.x) * s - size / 2;
      const y = (h.centre.y - b.y) * s - size / 2;
      ctx.fillStyle = 'rgb(20 16 8 / 0.8)';
      ctx.fillRect(x - 0.5, y - 0.5, size + 1, size + 1);
      ctx.fillStyle = p.face.colour;
      ctx.fillRect(x, y, size, size);
    }
    return canvas.toDataURL('image/png');
  }
}
