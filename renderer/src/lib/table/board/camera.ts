import type Konva from 'konva/lib/Core';
import type { Bounds } from './map-geometry';

const MIN_ZOOM = 0.12;
const MAX_ZOOM = 4;

export type Point = { x: number; y: number };

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/**
 * The camera: the stage's zoom and position over a map of given bounds, and the conversions
 * between the window's pixels, the container's and the map's units. `changed` runs after every
 * change of view (the board redraws and follows the new zoom).
 */
export class Camera {
  /** The last pointer position over the board, in container pixels (keyboard zoom centres there). */
  lastPointer: Point | null = null;

  constructor(
    private readonly stage: Konva.Stage,
    private readonly container: HTMLElement,
    private readonly bounds: Bounds,
    private readonly changed: () => void,
  ) {}

  /** Screen pixels per map unit. */
  get zoom(): number {
    return this.stage.scaleX();
  }

  /** Visible part of the map, in map units, with a margin. */
  visibleMapRect(margin = 0): Bounds {
    const z = this.zoom;
    return {
      x: -this.stage.x() / z - margin,
      y: -this.stage.y() / z - margin,
      width: this.stage.width() / z + 2 * margin,
      height: this.stage.height() / z + 2 * margin,
    };
  }

  fit(area?: Bounds): void {
    const b = area ?? this.bounds;
    const w = this.stage.width();
    const h = this.stage.height();
    const z = clamp(Math.min(w / b.width, h / b.height) * 0.98, MIN_ZOOM, MAX_ZOOM);
    this.stage.scale({ x: z, y: z });
    // The whole map as before; an area is framed from its own corner.
    const ox = area ? area.x * z : 0;
    const oy = area ? area.y * z : 0;
    this.stage.position({ x: (w - b.width * z) / 2 - ox, y: (h - b.height * z) / 2 - oy });
    this.afterChange();
  }

  /** Zooms by a factor around a point of the container (its centre by default). */
  zoomBy(factor: number, at?: Point): void {
    const old = this.zoom;
    const z = clamp(old * factor, MIN_ZOOM, MAX_ZOOM);
    if (z === old) return;
    const p = at ?? { x: this.stage.width() / 2, y: this.stage.height() / 2 };
    const mx = (p.x - this.stage.x()) / old;
    const my = (p.y - this.stage.y()) / old;
    this.stage.scale({ x: z, y: z });
    this.stage.position({ x: p.x - mx * z, y: p.y - my * z });
    this.afterChange();
  }

  /** Zoom by keyboard: around the pointer when it is over the board. */
  zoomStep(direction: 1 | -1): void {
    this.zoomBy(direction > 0 ? 1.25 : 0.8, this.lastPointer ?? undefined);
  }

  panBy(dx: number, dy: number): void {
    this.stage.position({ x: this.stage.x() + dx, y: this.stage.y() + dy });
    this.afterChange();
  }

  /** Shifts the view without redrawing (a pinch shifts, then zooms). */
  shift(dx: number, dy: number): void {
    this.stage.position({ x: this.stage.x() + dx, y: this.stage.y() + dy });
  }

  /** Centres the view on a map point. */
  centreOn(x: number, y: number): void {
    const z = this.zoom;
    this.stage.position({ x: this.stage.width() / 2 - x * z, y: this.stage.height() / 2 - y * z });
    this.afterChange();
  }

  /** The view as the map point at its centre and the zoom: what a game reopens at, whatever the window's size then. */
  view(): { zoom: number; x: number; y: number } {
    const z = this.zoom;
    return { zoom: z, x: (this.stage.width() / 2 - this.stage.x()) / z, y: (this.stage.height() / 2 - this.stage.y()) / z };
  }

  /** Goes back to a view given by `view()`. */
  setView(v: { zoom: number; x: number; y: number }): void {
    if (![v.zoom, v.x, v.y].every(Number.isFinite)) return;
    const z = clamp(v.zoom, MIN_ZOOM, MAX_ZOOM);
    this.stage.scale({ x: z, y: z });
    this.centreOn(v.x, v.y);
  }

  /** Follows the container's size (the first real size fits the map). */
  resize(): void {
    const w = this.container.clientWidth;
    const h = this.container.clientHeight;
    if (!w || !h || (w === this.stage.width() && h === this.stage.height())) return;
    const first = this.stage.width() === 0;
    this.stage.size({ width: w, height: h });
    if (first) this.fit();
    else this.afterChange();
  }

  /** Redraws after something outside the camera changed the view (the screen's pixel ratio). */
  afterChange(): void {
    // Keep at least a strip of the map in view.
    const z = this.zoom;
    const b = this.bounds;
    const keep = 80;
    const x = clamp(this.stage.x(), keep - b.width * z, this.stage.width() - keep);
    const y = clamp(this.stage.y(), keep - b.height * z, this.stage.height() - keep);
    this.stage.position({ x, y });
    this.changed();
  }

  toLocal(clientX: number, clientY: number): Point {
    const r = this.container.getBoundingClientRect();
    return { x: clientX - r.left, y: clientY - r.top };
  }

  toMap(clientX: number, clientY: number): Point {
    const l = this.toLocal(clientX, clientY);
    const z = this.zoom;
    return { x: (l.x - this.stage.x()) / z, y: (l.y - this.stage.y()) / z };
  }

  toClient(x: number, y: number): Point {
    const r = this.container.getBoundingClientRect();
    const z = this.zoom;
    return { x: r.left + this.stage.x() + x * z, y: r.top + this.stage.y() + y * z };
  }
}
