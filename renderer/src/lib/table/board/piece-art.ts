import type { PieceLabel } from '../../../../../shared/board/image-table';
import { drawCounterFace, faceKey, type CounterFace } from './counter-art';
import { drawLabels, turnAbout } from './piece-extras';

/**
 * What a counter looks like, whatever draws it: a key (equal keys look the same and share one
 * bitmap), a colour (its dot on the overview map and thumbnail), and a function that draws it in
 * the square (0, 0)–(size, size). The board takes any: our NATO art, or a game's own images.
 */
export interface PieceArt {
  readonly key: string;
  readonly colour: string;
  draw(ctx: CanvasRenderingContext2D, size: number): void;
}

/** Our generated NATO counter (counter-art.ts). */
export function natoArt(face: CounterFace): PieceArt {
  return { key: `nato|${faceKey(face)}`, colour: face.colour, draw: (ctx, size) => drawCounterFace(ctx, face, size) };
}

/** What a counter of images shows beside them: its texts, its angle, and a plain face when masked without an image. */
export interface ImageExtras {
  labels?: readonly PieceLabel[];
  /** Degrees clockwise. */
  angle?: number;
  /** The face image's size in pixels (labels are placed and sized in them); the square's when absent. */
  imageSize?: number;
  /** Fill the square with the colour first (a mask with no image of its own). */
  plain?: boolean;
}

/**
 * A counter from images, bottom first (face, then its layers), each scaled to the square, with its
 * texts over them, all turned to its angle (shrunk so the turned square fits the bitmap). Images
 * still loading draw nothing yet: `ImageStore` tells the board when they arrive, and the bitmap
 * is drawn again.
 */
export function imageArt(images: readonly string[], colour: string, store: ImageStore, extras: ImageExtras = {}): PieceArt {
  const labels = extras.labels ?? [];
  const angle = extras.angle ?? 0;
  const more = [
    angle ? `a${angle}` : '',
    extras.plain ? 'plain' : '',
    ...labels.map((l) => `t${encodeURIComponent(JSON.stringify([l.text, l.vertical, l.horizontal, l.vJust, l.hJust, l.dx, l.dy, l.size, l.bold, l.colour, l.background ?? '', extras.imageSize ?? 0]))}`),
  ].filter(Boolean);
  return {
    key: `img|${images.join('|')}${more.length ? `|${more.join('|')}` : ''}`,
    colour,
    draw(ctx, size) {
      ctx.save();
      turnAbout(ctx, size, angle);
      if (extras.plain) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, size, size);
      }
      for (const key of images) {
        const img = store.get(key);
        if (img) ctx.drawImage(img, 0, 0, size, size);
      }
      if (labels.length) drawLabels(ctx, size, labels, extras.imageSize ?? (images[0] ? store.get(images[0])?.naturalWidth : undefined) ?? size);
      ctx.restore();
    },
  };
}

/** Images by key, loaded once; `loaded` runs when one arrives (the board redraws what uses it). */
export class ImageStore {
  private readonly images = new Map<string, HTMLImageElement | null>();

  constructor(
    /** The address of an image (a URL the page may load). */
    private readonly url: (key: string) => string,
    private readonly loaded: (key: string) => void,
  ) {}

  /** The image if it has loaded; otherwise starts loading it and returns null. */
  get(key: string): HTMLImageElement | null {
    const hit = this.images.get(key);
    if (hit !== undefined) return hit && hit.complete && hit.naturalWidth > 0 ? hit : null;
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => this.loaded(key);
    img.src = this.url(key);
    this.images.set(key, img);
    return null;
  }
}
