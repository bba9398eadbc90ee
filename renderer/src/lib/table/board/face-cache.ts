import type { PieceArt } from './piece-art';

/**
 * Counter faces rendered once into small bitmaps and shared: every counter with the same art key
 * draws the same bitmap, so a thousand counters cost a thousand drawImage calls and a few dozen
 * renders. The resolution follows zoom × devicePixelRatio in √2 steps, so counters stay sharp on
 * HiDPI screens and when zoomed in.
 */
export class FaceCache {
  private faces = new Map<string, HTMLCanvasElement>();
  private px = 0;

  constructor(private readonly counterSize: number) {}

  /** Chooses the bitmap size for a zoom and pixel ratio; true when it changed (faces must be re-fetched). */
  setScale(zoom: number, pixelRatio: number): boolean {
    const wanted = this.counterSize * zoom * pixelRatio;
    const step = Math.SQRT2 ** Math.ceil(Math.log(Math.max(wanted, 8)) / Math.log(Math.SQRT2));
    const px = Math.min(512, Math.max(16, Math.ceil(step)));
    if (px === this.px) return false;
    this.px = px;
    this.faces.clear();
    return true;
  }

  get(art: PieceArt): HTMLCanvasElement {
    let canvas = this.faces.get(art.key);
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.width = canvas.height = this.px || 64;
      const ctx = canvas.getContext('2d');
      if (ctx) art.draw(ctx, canvas.width);
      this.faces.set(art.key, canvas);
    }
    return canvas;
  }

  /** Forgets the bitmaps whose key contains `part` (an image that has just loaded); true when any was. */
  forget(part: string): boolean {
    let any = false;
    for (const key of [...this.faces.keys()]) {
      if (key.split('|').includes(part)) {
        this.faces.delete(key);
        any = true;
      }
    }
    return any;
  }

  get size(): number {
    return this.faces.size;
  }
}
