import { drawCounterFace, faceKey, type CounterFace } from './counter-art';

/**
 * Counter faces rendered once into small bitmaps and shared: every counter with the same face
 * (colour, symbol, size, factors) draws the same bitmap, so a thousand counters cost a thousand
 * drawImage calls and a few dozen renders. The resolution follows zoom × devicePixelRatio in √2
 * steps, so counters stay sharp on HiDPI screens and when zoomed in.
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

  get(face: CounterFace): HTMLCanvasElement {
    const key = faceKey(face);
    let canvas = this.faces.get(key);
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.width = canvas.height = this.px || 64;
      const ctx = canvas.getContext('2d');
      if (ctx) drawCounterFace(ctx, face, canvas.width);
      this.faces.set(key, canvas);
    }
    return canvas;
  }

  get size(): number {
    return this.faces.size;
  }
}
