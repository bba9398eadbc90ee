import Konva from 'konva/lib/Core';
import { Circle } from 'konva/lib/shapes/Circle';
import type { UnitState } from '../../../../../shared/engine/view';
import type { Camera } from './camera';
import type { PieceArt } from './piece-art';
import { FaceCache } from './face-cache';
import type { MapGeometry } from './map-geometry';
import { drawBadge, drawMark, drawRing } from './piece-marks';
import { COUNTER_SIZE, fanPositions, fanRadius, HALF, stackPositions } from './stacking';

const GLIDE_MS = 200;

interface Glide {
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  start: number;
}

/** A counter on the board. */
export interface Piece {
  id: string;
  /** Drawn by this screen only (benchmark counters): the engine does not know it. */
  local: boolean;
  face: PieceArt;
  sprite: HTMLCanvasElement;
  hex: string;
  /** Order of arrival on its hex: the newest is on top. */
  arrival: number;
  /** Where it is drawn now, in map units. */
  x: number;
  y: number;
  glide: Glide | null;
  dragging: boolean;
  /** Stack size shown on it (the top of a gathered stack), or 0. */
  badge: number;
}

/**
 * The counters at rest: one Konva layer drawn by one shape from cached face bitmaps, culled to the
 * view, diffed by unit id; stacks, the spread-out stack, gliding, selection and the opponent's marks.
 */
export class PieceLayer {
  readonly layer = new Konva.Layer({ listening: false });
  readonly pieces = new Map<string, Piece>();
  /** Drawing order, bottom first. */
  order: Piece[] = [];
  /** The hex whose stack is spread out, or null. */
  fanned: string | null = null;
  selected: string | null = null;
  private marked = new Set<string>();
  /** Stacking order of counters only this screen knows: above the engine's. */
  private arrivals = 1_000_000_000;
  private readonly faces = new FaceCache(COUNTER_SIZE);
  private readonly glider: Konva.Animation;
  private readonly fanBackdrop = new Circle({
    visible: false,
    listening: false,
    fill: 'rgb(20 18 10 / 0.22)',
    stroke: 'rgb(255 250 235 / 0.85)',
    strokeWidth: 2,
    perfectDrawEnabled: false,
  });

  constructor(
    private readonly geo: MapGeometry,
    private readonly camera: Camera,
    /** The face of a unit's counter, or null when the game has none for it. */
    readonly faceOf: (unitId: string) => PieceArt | null,
    /** After every layout (the overview map follows). */
    private readonly laidOut: () => void,
  ) {
    this.layer.add(
      this.fanBackdrop,
      new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.draw(ctx._context) }),
    );
    this.glider = new Konva.Animation(() => this.stepGlides(), this.layer);
  }

  /** Draws the engine's view: adds, moves (gliding, when asked) and removes counters by unit id. */
  setUnits(units: readonly UnitState[], animate = false): void {
    const seen = new Set<string>();
    for (const u of units) {
      if (u.status !== 'map' || !u.hex || !this.geo.byName.has(u.hex)) continue;
      seen.add(u.id);
      const existing = this.pieces.get(u.id);
      if (existing) {
        // The engine keeps the stacking order (latest arrival on top), so it survives a reload.
        existing.hex = u.hex;
        existing.arrival = u.order;
        // A counter's look may change (flipped, a step lost): its art follows.
        const face = this.faceOf(u.id);
        if (face && face.key !== existing.face.key) {
          existing.face = face;
          existing.sprite = this.faces.get(face);
        }
        continue;
      }
      const face = this.faceOf(u.id);
      if (!face) continue;
      const p = this.create(u.id, false, face, u.hex, u.order);
      this.pieces.set(u.id, p);
      const h = this.geo.byName.get(u.hex)!;
      p.x = h.centre.x;
      p.y = h.centre.y;
    }
    for (const [id, p] of this.pieces) {
      if (p.local || seen.has(id)) continue;
      this.pieces.delete(id);
    }
    this.layout(animate);
  }

  create(id: string, local: boolean, face: PieceArt, hex: string, arrival: number): Piece {
    return { id, local, face, sprite: this.faces.get(face), hex, arrival, x: 0, y: 0, glide: null, dragging: false, badge: 0 };
  }

  /** Adds a counter only this screen knows, on top of its hex (not laid out until the next layout). */
  addLocal(id: string, face: PieceArt, hex: string): void {
    this.pieces.set(id, this.create(id, true, face, hex, ++this.arrivals));
  }

  /** Moves counters only this screen knows to a hex, on top. */
  moveLocal(pieces: readonly Piece[], hex: string): void {
    for (const p of pieces) {
      p.hex = hex;
      p.arrival = ++this.arrivals;
    }
  }

  /** The pieces on each hex, bottom first. */
  stacks(): Map<string, Piece[]> {
    const stacks = new Map<string, Piece[]>();
    for (const p of this.pieces.values()) {
      const list = stacks.get(p.hex);
      if (list) list.push(p);
      else stacks.set(p.hex, [p]);
    }
    for (const list of stacks.values()) list.sort((a, b) => a.arrival - b.arrival);
    return stacks;
  }

  stackOf(p: Piece): Piece[] {
    return this.stacks().get(p.hex) ?? [p];
  }

  /** Positions every counter from its hex: stacks offset a little, the spread-out stack in a ring. */
  layout(animate = false): void {
    const stacks = this.stacks();
    if (this.fanned && (stacks.get(this.fanned)?.length ?? 0) < 2) this.fanned = null;
    const hexes = [...stacks.keys()]
      .map((name) => this.geo.byName.get(name)!)
      .sort((a, b) => a.centre.y - b.centre.y || a.centre.x - b.centre.x);
    const order: Piece[] = [];
    let fanOrder: Piece[] = [];
    for (const h of hexes) {
      const list = stacks.get(h.name)!;
      const fanned = h.name === this.fanned;
      const positions = fanned ? fanPositions(h, list.length) : stackPositions(h, list.length);
      list.forEach((p, i) => {
        if (!p.dragging) this.place(p, positions[i]!, animate);
        p.badge = i === list.length - 1 && list.length > 1 && !fanned ? list.length : 0;
      });
      if (fanned) fanOrder = list;
      else order.push(...list);
    }
    order.push(...fanOrder);
    this.order = order;
    if (this.fanned) {
      const h = this.geo.byName.get(this.fanned)!;
      this.fanBackdrop.position(h.centre);
      this.fanBackdrop.radius(fanRadius(stacks.get(this.fanned)!.length) + COUNTER_SIZE * 0.78);
      this.fanBackdrop.visible(true);
    } else this.fanBackdrop.visible(false);
    this.layer.batchDraw();
    this.laidOut();
  }

  /** Moves a counter to a position, gliding there when asked. */
  private place(p: Piece, pos: { x: number; y: number }, animate: boolean): void {
    const target = p.glide ? { x: p.glide.toX, y: p.glide.toY } : { x: p.x, y: p.y };
    if (target.x === pos.x && target.y === pos.y) return;
    if (!animate) {
      p.glide = null;
      p.x = pos.x;
      p.y = pos.y;
      return;
    }
    p.glide = { fromX: p.x, fromY: p.y, toX: pos.x, toY: pos.y, start: performance.now() };
    if (!this.glider.isRunning()) this.glider.start();
  }

  private stepGlides(): boolean {
    const now = performance.now();
    let moving = false;
    for (const p of this.pieces.values()) {
      const g = p.glide;
      if (!g) continue;
      const t = Math.min(1, (now - g.start) / GLIDE_MS);
      const k = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2; // ease in-out
      p.x = g.fromX + (g.toX - g.fromX) * k;
      p.y = g.fromY + (g.toY - g.fromY) * k;
      if (t >= 1) p.glide = null;
      else moving = true;
    }
    if (!moving) this.glider.stop();
    return true;
  }

  /** Spreads the stack on a hex out (or gathers it with null). */
  fan(hex: string | null): void {
    if (this.fanned === hex) return;
    this.fanned = hex;
    this.layout(true);
  }

  /** The counters marked now (a test hook reads them). */
  markedUnits(): string[] {
    return [...this.marked];
  }

  /** Marks counters (the opponent's last moves) with a halo. */
  setMarked(units: readonly string[]): void {
    this.marked = new Set(units);
    this.layer.batchDraw();
  }

  /** Follows the zoom: true when the face bitmaps changed resolution (dragged pieces must re-fetch theirs). */
  rescale(zoom: number, pixelRatio: number): boolean {
    if (!this.faces.setScale(zoom, pixelRatio)) return false;
    for (const p of this.pieces.values()) p.sprite = this.faces.get(p.face);
    return true;
  }

  /** An image some counters are drawn from has arrived: their bitmaps are drawn again. */
  refreshArt(imageKey: string): void {
    if (!this.faces.forget(imageKey)) return;
    for (const p of this.pieces.values()) p.sprite = this.faces.get(p.face);
    this.layer.batchDraw();
  }

  /** The face bitmap of a piece at the present resolution. */
  sprite(face: PieceArt): HTMLCanvasElement {
    return this.faces.get(face);
  }

  /** The topmost counter under a map point. */
  pieceAt(x: number, y: number): Piece | null {
    for (let i = this.order.length - 1; i >= 0; i--) {
      const p = this.order[i]!;
      if (p.dragging) continue;
      if (Math.abs(p.x - x) <= HALF && Math.abs(p.y - y) <= HALF) return p;
    }
    return null;
  }

  private draw(c: CanvasRenderingContext2D): void {
    const v = this.camera.visibleMapRect(COUNTER_SIZE);
    const x1 = v.x + v.width;
    const y1 = v.y + v.height;
    for (const p of this.order) {
      if (p.dragging || p.x < v.x || p.x > x1 || p.y < v.y || p.y > y1) continue;
      if (this.marked.has(p.id)) drawMark(c, p.x, p.y);
      c.drawImage(p.sprite, p.x - HALF, p.y - HALF, COUNTER_SIZE, COUNTER_SIZE);
      if (p.id === this.selected && !p.local) drawRing(c, p.x, p.y);
      if (p.badge) drawBadge(c, p.x, p.y, p.badge);
    }
  }

  destroy(): void {
    this.glider.stop();
  }
}
