// Konva's core plus the shapes the board uses, not the whole library.
import Konva from 'konva/lib/Core';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';
import { Arrow } from 'konva/lib/shapes/Arrow';
import type { UnitState } from '../../../../../shared/engine/view';
import type { GameIndex } from '../game-data';
import { faceOf, type CounterFace } from './counter-art';
import { FaceCache } from './face-cache';
import { buildGeometry, HEX_RADIUS, type Bounds, type MapGeometry, type MapHex } from './map-geometry';
import { drawTerrain } from './terrain-art';
import { TerrainTiles } from './terrain-tiles';

/**
 * The game board: a Konva stage drawn imperatively from the game's data and the engine's view.
 *
 * Layers (each a canvas), after Konva's performance advice:
 *   terrain  — the map, static: listening(false), cached as bitmap tiles at the zoom's resolution
 *              (TerrainTiles), with printed coordinates only at closer zoom; each frame draws just
 *              the tiles in view.
 *   overlay  — the rules' advice (where the selected unit may go), the hovered hex and the drop
 *              target; the advice is one shape drawing every highlighted hex in view.
 *   counters — every counter at rest, drawn by one shape from cached face bitmaps (FaceCache: one
 *              bitmap per distinct face at zoom × devicePixelRatio, shared by every counter with
 *              that face), culled to the view; diffed by unit id, never rebuilt.
 *   drag     — the counters being dragged, so only this small layer redraws while the mouse moves.
 * Every layer is listening(false): input is handled on the container with pointer events and the
 * counters are hit-tested by geometry, so Konva never draws a hit canvas.
 *
 * The engine owns positions: a drop sends a move and the board redraws from the view that comes
 * back; a refusal glides the counters back where they were.
 */

/** Side of a counter, in map units. */
export const COUNTER_SIZE = Math.round(HEX_RADIUS * 1.3);
const HALF = COUNTER_SIZE / 2;
const STACK_STEP = COUNTER_SIZE * 0.085;
const STACK_VISIBLE = 6;
const DRAG_THRESHOLD = 5;
const MIN_ZOOM = 0.12;
const MAX_ZOOM = 4;
const GLIDE_MS = 200;
/** Zoom from which printed hex coordinates are shown. */
export const COORDINATES_ZOOM = 0.95;

export interface HoverInfo {
  hex: string | null;
  terrain: string | null;
  unit: string | null;
  /** Counters in the gathered stack under the pointer (0 when single or spread out). */
  stack: number;
  clientX: number;
  clientY: number;
}

export interface BoardCallbacks {
  select(unitId: string | null): void;
  hover(info: HoverInfo | null): void;
  /** Asks the engine to move units; resolves true when it did (and the new view has been drawn). */
  move(units: string[], to: string): Promise<boolean>;
  contextMenu(unitId: string, clientX: number, clientY: number): void;
  /** Zoom or pan changed (for the overview map). */
  viewport(): void;
  /** Place mode ended (placed, or cancelled). */
  placed(): void;
  /** A counter was grabbed while the board is read-only (the timeline's past): nothing moved. */
  refused?(): void;
}

/** A hex the rules let the selected unit reach: movement points left there, and why it must stop there. */
export interface AdviceHex {
  hex: string;
  remaining: number;
  stop: 'zoc' | 'escarpment' | null;
}

/** Fill of an advised hex: `share` of the movement left (0–1), from amber (little) to pale green (a lot). */
export function adviceFill(share: number): string {
  const s = Math.max(0, Math.min(1, share));
  const hue = Math.round(28 + 100 * s);
  const light = Math.round(48 + 14 * s);
  return `hsl(${hue} 80% ${light}% / 0.5)`;
}
export const ADVICE_ZOC_COLOUR = '#c8322b';
export const ADVICE_ESCARPMENT_COLOUR = '#7a4a1e';
/** The ring of a place nobody controls. */
export const OVERLAY_NEUTRAL = '#8a8a8a';

/** A move to show on the map (an opponent's, from an imported file): from one hex to another. */
export interface Trail {
  from: string;
  to: string;
}

interface Glide {
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  start: number;
}

interface Piece {
  id: string;
  dummy: boolean;
  face: CounterFace;
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

interface Drag {
  pieces: Piece[];
  /** Positions before the drag: the dragged counters keep their offsets from these. */
  from: { x: number; y: number }[];
  fromHex: string;
  /** Map point where the pointer grabbed. */
  grab: { x: number; y: number };
  /** Units dragged in from a panel: ghosts that vanish on drop. */
  external: boolean;
  target: MapHex | null;
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'press'; pointerId: number; startX: number; startY: number; piece: Piece | null; alt: boolean }
  | { kind: 'pan'; pointerId: number; lastX: number; lastY: number }
  | { kind: 'drag'; pointerId: number; drag: Drag }
  | { kind: 'pinch'; distance: number; centreX: number; centreY: number };

export class Board {
  readonly geo: MapGeometry;
  private readonly stage: Konva.Stage;
  private readonly terrainLayer = new Konva.Layer({ listening: false });
  private readonly tiles: TerrainTiles;
  private tileFrame = 0;
  private readonly counterLayer = new Konva.Layer({ listening: false });
  private readonly overlayLayer = new Konva.Layer({ listening: false });
  private readonly dragLayer = new Konva.Layer({ listening: false });
  private readonly hoverHex = new Line({ closed: true, visible: false, listening: false, strokeWidth: 2.5, perfectDrawEnabled: false });
  private readonly fanBackdrop = new Circle({
    visible: false,
    listening: false,
    fill: 'rgb(20 18 10 / 0.22)',
    stroke: 'rgb(255 250 235 / 0.85)',
    strokeWidth: 2,
    perfectDrawEnabled: false,
  });
  private readonly trailGroup = new Konva.Group({ listening: false });
  private readonly glider: Konva.Animation;
  private readonly faces = new FaceCache(COUNTER_SIZE);
  private readonly pieces = new Map<string, Piece>();
  /** Drawing order, bottom first. */
  private order: Piece[] = [];
  /** Stacking order of counters only this screen knows (stress-test dummies): above the engine's. */
  private arrivals = 1_000_000_000;
  private fanned: string | null = null;
  private selected: string | null = null;
  private gesture: Gesture = { kind: 'none' };
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private placing: string[] | null = null;
  private lastPointer: { x: number; y: number } | null = null;
  private hoveredHex: string | null = null;
  private viewportFrame = 0;
  private readonly resizeObserver: ResizeObserver;
  private readonly cleanup: (() => void)[] = [];
  private dummyCount = 0;
  private readonly playable: (terrain: string) => boolean;
  /** While true (the timeline shows the past), counters cannot be dragged or placed. */
  private readOnly = false;
  /** Counters marked as just moved by the opponent. */
  private marked = new Set<string>();
  private advice: { hexes: { h: MapHex; fill: string; stop: AdviceHex['stop'] }[] } | null = null;
  private readonly adviceShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawAdvice(ctx._context) });
  private mapOverlays: {
    zoc: { side: string; colour: string; hexes: MapHex[] }[];
    control: { h: MapHex; controller: string | null; colour: string }[];
    supply: { side: string; colour: string; hexes: MapHex[] }[];
    isolated: MapHex[];
  } = {
    supply: [],
    isolated: [],
    zoc: [],
    control: [],
  };
  private readonly overlaysShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawOverlays(ctx._context) });

  constructor(
    private readonly container: HTMLDivElement,
    private readonly index: GameIndex,
    private readonly callbacks: BoardCallbacks,
  ) {
    Konva.pixelRatio = window.devicePixelRatio || 1;
    this.geo = buildGeometry(index.data);
    const playableIds = new Set(index.data.terrainTypes.filter((t) => t.playable).map((t) => t.id));
    this.playable = (terrain) => playableIds.has(terrain);

    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600, listening: false });

    this.tiles = new TerrainTiles(this.geo, index.data, this.playable);
    this.terrainLayer.add(
      new Konva.Shape({
        listening: false,
        perfectDrawEnabled: false,
        sceneFunc: (ctx) => {
          const missing = this.tiles.draw(ctx._context, {
            view: this.visibleMapRect(),
            scale: this.zoom * Konva.pixelRatio,
            coordinates: this.zoom >= COORDINATES_ZOOM,
          });
          // Tiles still to render come in the next frames.
          if (missing && !this.tileFrame) {
            this.tileFrame = requestAnimationFrame(() => {
              this.tileFrame = 0;
              this.terrainLayer.batchDraw();
            });
          }
        },
      }),
    );
    this.overlayLayer.add(this.overlaysShape, this.adviceShape, this.trailGroup, this.hoverHex);
    this.counterLayer.add(
      this.fanBackdrop,
      new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawCounters(ctx._context) }),
    );
    this.dragLayer.add(new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawDragged(ctx._context) }));
    this.stage.add(this.terrainLayer, this.overlayLayer, this.counterLayer, this.dragLayer);
    this.glider = new Konva.Animation(() => this.stepGlides(), this.counterLayer);

    this.listen();
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.fit();
  }

  // ---------------------------------------------------------------- view

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
        continue;
      }
      const face = this.faceOfUnit(u.id);
      if (!face) continue;
      const p = this.createPiece(u.id, false, face, u.hex, u.order);
      this.pieces.set(u.id, p);
      const h = this.geo.byName.get(u.hex)!;
      p.x = h.centre.x;
      p.y = h.centre.y;
    }
    for (const [id, p] of this.pieces) {
      if (p.dummy || seen.has(id)) continue;
      this.pieces.delete(id);
    }
    this.layout(animate);
  }

  private faceOfUnit(id: string): CounterFace | null {
    const spec = this.index.units.get(id);
    if (!spec) return null;
    const colour = this.index.nationalityColour.get(spec.nationality) ?? this.index.sideColour.get(spec.side) ?? '#8a8a7a';
    return faceOf(spec, colour);
  }

  private createPiece(id: string, dummy: boolean, face: CounterFace, hex: string, arrival: number): Piece {
    return { id, dummy, face, sprite: this.faces.get(face), hex, arrival, x: 0, y: 0, glide: null, dragging: false, badge: 0 };
  }

  /** The pieces on each hex, bottom first. */
  private stacks(): Map<string, Piece[]> {
    const stacks = new Map<string, Piece[]>();
    for (const p of this.pieces.values()) {
      const list = stacks.get(p.hex);
      if (list) list.push(p);
      else stacks.set(p.hex, [p]);
    }
    for (const list of stacks.values()) list.sort((a, b) => a.arrival - b.arrival);
    return stacks;
  }

  private stackOf(p: Piece): Piece[] {
    return this.stacks().get(p.hex) ?? [p];
  }

  /** Positions every counter from its hex: stacks offset a little, the spread-out stack in a ring. */
  private layout(animate = false): void {
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
    this.counterLayer.batchDraw();
    this.requestViewport();
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

  setSelected(id: string | null): void {
    if (this.selected === id) return;
    this.selected = id;
    this.counterLayer.batchDraw();
    this.dragLayer.batchDraw();
  }

  /** Spreads the stack on a hex out (or gathers it with null). */
  private fan(hex: string | null): void {
    if (this.fanned === hex) return;
    this.fanned = hex;
    this.layout(true);
  }

  // ---------------------------------------------------------------- drawing counters

  private drawCounters(c: CanvasRenderingContext2D): void {
    const v = this.visibleMapRect(COUNTER_SIZE);
    const x0 = v.x;
    const y0 = v.y;
    const x1 = v.x + v.width;
    const y1 = v.y + v.height;
    for (const p of this.order) {
      if (p.dragging || p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1) continue;
      this.drawPiece(c, p);
    }
  }

  private drawDragged(c: CanvasRenderingContext2D): void {
    if (this.gesture.kind !== 'drag') return;
    const pieces = this.gesture.drag.pieces;
    pieces.forEach((p, i) => {
      c.save();
      c.shadowColor = 'rgb(0 0 0 / 0.35)';
      c.shadowBlur = 8;
      c.shadowOffsetY = 3;
      c.drawImage(p.sprite, p.x - HALF, p.y - HALF, COUNTER_SIZE, COUNTER_SIZE);
      c.restore();
      if (p.id === this.selected) drawRing(c, p.x, p.y);
      if (i === pieces.length - 1 && pieces.length > 1) drawBadge(c, p.x, p.y, pieces.length);
    });
  }

  private drawPiece(c: CanvasRenderingContext2D, p: Piece): void {
    if (this.marked.has(p.id)) drawMark(c, p.x, p.y);
    c.drawImage(p.sprite, p.x - HALF, p.y - HALF, COUNTER_SIZE, COUNTER_SIZE);
    if (p.id === this.selected && !p.dummy) drawRing(c, p.x, p.y);
    if (p.badge) drawBadge(c, p.x, p.y, p.badge);
  }

  // ---------------------------------------------------------------- zoom, pan, fit

  private get zoom(): number {
    return this.stage.scaleX();
  }

  /** Screen pixels per map unit. */
  zoomLevel(): number {
    return this.zoom;
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

  fit(): void {
    const b = this.geo.bounds;
    const w = this.stage.width();
    const h = this.stage.height();
    const z = clamp(Math.min(w / b.width, h / b.height) * 0.98, MIN_ZOOM, MAX_ZOOM);
    this.stage.scale({ x: z, y: z });
    this.stage.position({ x: (w - b.width * z) / 2, y: (h - b.height * z) / 2 });
    this.afterViewChange();
  }

  /** Zooms by a factor around a point of the container (its centre by default). */
  zoomBy(factor: number, at?: { x: number; y: number }): void {
    const old = this.zoom;
    const z = clamp(old * factor, MIN_ZOOM, MAX_ZOOM);
    if (z === old) return;
    const p = at ?? { x: this.stage.width() / 2, y: this.stage.height() / 2 };
    const mx = (p.x - this.stage.x()) / old;
    const my = (p.y - this.stage.y()) / old;
    this.stage.scale({ x: z, y: z });
    this.stage.position({ x: p.x - mx * z, y: p.y - my * z });
    this.afterViewChange();
  }

  /** Zoom by keyboard: around the pointer when it is over the board. */
  zoomStep(direction: 1 | -1): void {
    this.zoomBy(direction > 0 ? 1.25 : 0.8, this.lastPointer ?? undefined);
  }

  panBy(dx: number, dy: number): void {
    this.stage.position({ x: this.stage.x() + dx, y: this.stage.y() + dy });
    this.afterViewChange();
  }

  /** Centres the view on a map point (the overview map's jump). */
  centreOn(x: number, y: number): void {
    const z = this.zoom;
    this.stage.position({ x: this.stage.width() / 2 - x * z, y: this.stage.height() / 2 - y * z });
    this.afterViewChange();
  }

  private clampPosition(): void {
    // Keep at least a strip of the map in view.
    const z = this.zoom;
    const b = this.geo.bounds;
    const keep = 80;
    const w = this.stage.width();
    const h = this.stage.height();
    const x = clamp(this.stage.x(), keep - b.width * z, w - keep);
    const y = clamp(this.stage.y(), keep - b.height * z, h - keep);
    this.stage.position({ x, y });
  }

  private afterViewChange(): void {
    this.clampPosition();
    if (this.faces.setScale(this.zoom, Konva.pixelRatio)) {
      for (const p of this.pieces.values()) p.sprite = this.faces.get(p.face);
      if (this.gesture.kind === 'drag') for (const p of this.gesture.drag.pieces) p.sprite = this.faces.get(p.face);
    }
    this.stage.batchDraw();
    this.requestViewport();
  }

  private requestViewport(): void {
    if (this.viewportFrame) return;
    this.viewportFrame = requestAnimationFrame(() => {
      this.viewportFrame = 0;
      this.callbacks.viewport();
    });
  }

  resize(): void {
    const w = this.container.clientWidth;
    const h = this.container.clientHeight;
    if (!w || !h || (w === this.stage.width() && h === this.stage.height())) return;
    const first = this.stage.width() === 0;
    this.stage.size({ width: w, height: h });
    if (first) this.fit();
    else this.afterViewChange();
  }

  // ---------------------------------------------------------------- coordinates

  private toLocal(clientX: number, clientY: number): { x: number; y: number } {
    const r = this.container.getBoundingClientRect();
    return { x: clientX - r.left, y: clientY - r.top };
  }

  private toMap(clientX: number, clientY: number): { x: number; y: number } {
    const l = this.toLocal(clientX, clientY);
    const z = this.zoom;
    return { x: (l.x - this.stage.x()) / z, y: (l.y - this.stage.y()) / z };
  }

  private toClient(x: number, y: number): { x: number; y: number } {
    const r = this.container.getBoundingClientRect();
    const z = this.zoom;
    return { x: r.left + this.stage.x() + x * z, y: r.top + this.stage.y() + y * z };
  }

  /** The topmost counter under a map point. */
  private pieceAt(x: number, y: number): Piece | null {
    const half = COUNTER_SIZE / 2;
    for (let i = this.order.length - 1; i >= 0; i--) {
      const p = this.order[i]!;
      if (p.dragging) continue;
      if (Math.abs(p.x - x) <= half && Math.abs(p.y - y) <= half) return p;
    }
    return null;
  }

  // ---------------------------------------------------------------- input

  /** Follows the window to a screen with another pixel ratio, so the board stays sharp there. */
  private watchPixelRatio(): void {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    const onChange = () => {
      query.removeEventListener('change', onChange);
      const ratio = window.devicePixelRatio || 1;
      Konva.pixelRatio = ratio;
      for (const layer of [this.terrainLayer, this.counterLayer, this.overlayLayer, this.dragLayer]) layer.getCanvas().setPixelRatio(ratio);
      this.afterViewChange();
      this.watchPixelRatio();
    };
    query.addEventListener('change', onChange);
    this.cleanup.push(() => query.removeEventListener('change', onChange));
  }

  private listen(): void {
    const el = this.container;
    const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void, opts?: AddEventListenerOptions) => {
      el.addEventListener(type, fn, opts);
      this.cleanup.push(() => el.removeEventListener(type, fn, opts));
    };
    this.watchPixelRatio();
    on('pointerdown', (e) => this.pointerDown(e));
    on('pointermove', (e) => this.pointerMove(e));
    on('pointerup', (e) => this.pointerUp(e));
    on('pointercancel', (e) => this.pointerCancel(e));
    on('pointerleave', () => {
      this.lastPointer = null;
      if (this.gesture.kind === 'none') this.setHover(null, null);
    });
    on('wheel', (e) => this.wheel(e), { passive: false });
    on('contextmenu', (e) => {
      e.preventDefault();
      const m = this.toMap(e.clientX, e.clientY);
      const p = this.pieceAt(m.x, m.y);
      if (p && !p.dummy) {
        this.setSelected(p.id);
        this.callbacks.select(p.id);
        this.callbacks.contextMenu(p.id, e.clientX, e.clientY);
      }
    });
  }

  private pointerDown(e: PointerEvent): void {
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2) {
      // Two fingers: pinch zoom, whatever the first one was doing.
      this.cancelDrag();
      const [a, b] = [...this.pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      this.gesture = { kind: 'pinch', distance: Math.hypot(a.x - b.x, a.y - b.y), centreX: (a.x + b.x) / 2, centreY: (a.y + b.y) / 2 };
      return;
    }
    if (e.button === 1) {
      e.preventDefault();
      this.container.setPointerCapture(e.pointerId);
      this.gesture = { kind: 'pan', pointerId: e.pointerId, lastX: e.clientX, lastY: e.clientY };
      return;
    }
    if (e.button !== 0) return;
    this.container.focus({ preventScroll: true });
    this.container.setPointerCapture(e.pointerId);
    const m = this.toMap(e.clientX, e.clientY);
    const piece = this.placing ? null : this.pieceAt(m.x, m.y);
    this.gesture = { kind: 'press', pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, piece, alt: e.altKey };
  }

  private pointerMove(e: PointerEvent): void {
    if (this.pointers.has(e.pointerId)) this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    this.lastPointer = this.toLocal(e.clientX, e.clientY);
    const g = this.gesture;
    switch (g.kind) {
      case 'none':
        this.hover(e);
        return;
      case 'pinch': {
        const pts = [...this.pointers.values()];
        if (pts.length < 2) return;
        const [a, b] = pts as [{ x: number; y: number }, { x: number; y: number }];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        const cx = (a.x + b.x) / 2;
        const cy = (a.y + b.y) / 2;
        this.stage.position({ x: this.stage.x() + cx - g.centreX, y: this.stage.y() + cy - g.centreY });
        if (g.distance > 0) this.zoomBy(distance / g.distance, this.toLocal(cx, cy));
        else this.afterViewChange();
        this.gesture = { kind: 'pinch', distance, centreX: cx, centreY: cy };
        return;
      }
      case 'press': {
        if (e.pointerId !== g.pointerId) return;
        if (Math.hypot(e.clientX - g.startX, e.clientY - g.startY) < DRAG_THRESHOLD) return;
        if (g.piece && this.readOnly) {
          // The past cannot be changed: the press becomes a pan, and the screen says why.
          this.callbacks.refused?.();
          this.gesture = { kind: 'pan', pointerId: g.pointerId, lastX: g.startX, lastY: g.startY };
          this.pointerMove(e);
        } else if (g.piece) {
          const stack = this.stackOf(g.piece);
          const top = stack[stack.length - 1]!;
          const single = this.fanned === g.piece.hex || g.alt || e.altKey;
          const pieces = single ? [this.fanned === g.piece.hex ? g.piece : top] : stack;
          this.startDrag(pieces, g.pointerId, this.toMap(g.startX, g.startY), false);
          this.dragTo(e.clientX, e.clientY);
        } else {
          this.gesture = { kind: 'pan', pointerId: g.pointerId, lastX: g.startX, lastY: g.startY };
          this.pointerMove(e);
        }
        return;
      }
      case 'pan':
        if (e.pointerId !== g.pointerId) return;
        this.panBy(e.clientX - g.lastX, e.clientY - g.lastY);
        g.lastX = e.clientX;
        g.lastY = e.clientY;
        return;
      case 'drag':
        if (e.pointerId !== g.pointerId) return;
        this.dragTo(e.clientX, e.clientY);
        return;
    }
  }

  private pointerUp(e: PointerEvent): void {
    this.pointers.delete(e.pointerId);
    const g = this.gesture;
    if (g.kind === 'pinch') {
      if (this.pointers.size === 0) this.gesture = { kind: 'none' };
      return;
    }
    if ('pointerId' in g && g.pointerId !== e.pointerId) return;
    this.gesture = { kind: 'none' };
    if (this.container.hasPointerCapture(e.pointerId)) this.container.releasePointerCapture(e.pointerId);
    if (g.kind === 'press') this.click(g.piece, e);
    else if (g.kind === 'drag') void this.drop(g.drag);
  }

  private pointerCancel(e: PointerEvent): void {
    this.pointers.delete(e.pointerId);
    this.cancelDrag();
    this.gesture = { kind: 'none' };
  }

  private click(piece: Piece | null, e: PointerEvent): void {
    if (this.placing) {
      const units = this.placing;
      const m = this.toMap(e.clientX, e.clientY);
      const h = this.geo.hexAt(m);
      this.setPlaceMode(null);
      this.callbacks.placed();
      if (h) void this.callbacks.move(units, h.name);
      return;
    }
    if (!piece) {
      this.fan(null);
      this.setSelected(null);
      this.callbacks.select(null);
      return;
    }
    if (piece.dummy) return;
    const stack = this.stackOf(piece);
    if (this.fanned === piece.hex) {
      this.setSelected(piece.id);
      this.callbacks.select(piece.id);
    } else if (stack.length > 1) {
      const top = stack[stack.length - 1]!;
      this.fan(piece.hex);
      this.setSelected(top.id);
      this.callbacks.select(top.id);
    } else {
      this.fan(null);
      this.setSelected(piece.id);
      this.callbacks.select(piece.id);
    }
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    // Trackpad pinch arrives as a wheel event with ctrlKey; a mouse wheel notch is ~100 px.
    const unit = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? 400 : 1;
    const delta = e.deltaY * unit;
    const factor = Math.exp(-delta * (e.ctrlKey ? 0.01 : 0.0018));
    this.zoomBy(factor, this.toLocal(e.clientX, e.clientY));
  }

  private hover(e: PointerEvent): void {
    const m = this.toMap(e.clientX, e.clientY);
    const h = this.geo.hexAt(m);
    const p = this.placing ? null : this.pieceAt(m.x, m.y);
    this.setHover(h, this.placing ? 'place' : null);
    const stack = p && !p.dummy && this.fanned !== p.hex ? this.stackOf(p).length : 0;
    this.callbacks.hover({
      hex: h?.name ?? null,
      terrain: h?.terrain ?? null,
      unit: p && !p.dummy ? p.id : null,
      stack: stack > 1 ? stack : 0,
      clientX: e.clientX,
      clientY: e.clientY,
    });
  }

  private setHover(h: MapHex | null, mode: 'drop' | 'place' | null): void {
    const key = h ? `${h.name}|${mode ?? ''}` : null;
    if (key === this.hoveredHex) return;
    this.hoveredHex = key;
    if (!h) {
      this.hoverHex.visible(false);
      if (this.gesture.kind === 'none') this.callbacks.hover(null);
    } else {
      this.hoverHex.points(h.corners.flatMap((c) => [c.x, c.y]));
      const strong = mode !== null;
      this.hoverHex.stroke(strong ? '#f2b95f' : 'rgb(255 252 240 / 0.95)');
      this.hoverHex.strokeWidth(strong ? 3.5 : 2.2);
      this.hoverHex.fill(strong ? 'rgb(242 185 95 / 0.28)' : 'rgb(255 252 240 / 0.16)');
      this.hoverHex.visible(true);
    }
    this.overlayLayer.batchDraw();
  }

  // ---------------------------------------------------------------- drag and drop

  private startDrag(pieces: Piece[], pointerId: number, grab: { x: number; y: number }, external: boolean): void {
    const top = pieces[pieces.length - 1]!;
    const drag: Drag = {
      pieces,
      from: pieces.map((p) => ({ x: p.glide?.toX ?? p.x, y: p.glide?.toY ?? p.y })),
      fromHex: top.hex,
      grab,
      external,
      target: null,
    };
    for (const p of pieces) {
      p.glide = null;
      p.dragging = true;
    }
    this.gesture = { kind: 'drag', pointerId, drag };
    this.callbacks.hover(null);
    this.container.classList.add('dragging');
    this.counterLayer.batchDraw();
    this.dragLayer.batchDraw();
  }

  private dragTo(clientX: number, clientY: number): void {
    if (this.gesture.kind !== 'drag') return;
    const d = this.gesture.drag;
    const m = this.toMap(clientX, clientY);
    const dx = m.x - d.grab.x;
    const dy = m.y - d.grab.y;
    d.pieces.forEach((p, i) => {
      p.x = d.from[i]!.x + dx;
      p.y = d.from[i]!.y + dy;
    });
    const top = d.pieces[d.pieces.length - 1]!;
    d.target = this.geo.hexAt({ x: top.x, y: top.y });
    this.setHover(d.target, 'drop');
    this.dragLayer.batchDraw();
  }

  private cancelDrag(): void {
    if (this.gesture.kind !== 'drag') return;
    const d = this.gesture.drag;
    this.gesture = { kind: 'none' };
    this.endDrag(d);
    this.layout(true);
  }

  /** Dragged counters go back among the others (the caller lays them out). */
  private endDrag(d: Drag): void {
    for (const p of d.pieces) p.dragging = false;
    this.container.classList.remove('dragging');
    this.setHover(null, null);
    this.dragLayer.batchDraw();
  }

  private async drop(d: Drag): Promise<void> {
    const target = d.target;
    if (!target || (!d.external && target.name === d.fromHex)) {
      if (!d.external) this.endDrag(d);
      else this.endExternal(d);
      this.layout(true);
      return;
    }
    if (d.pieces.every((p) => p.dummy)) {
      // Stress-test counters move locally: the engine does not know them.
      for (const p of d.pieces) {
        p.hex = target.name;
        p.arrival = ++this.arrivals;
      }
      this.endDrag(d);
      this.layout(false);
      return;
    }
    // Snap onto the target hex while the engine answers.
    const n = this.stacks().get(target.name)?.length ?? 0;
    const positions = stackPositions(target, n + d.pieces.length).slice(n);
    d.pieces.forEach((p, i) => {
      p.x = positions[i]!.x;
      p.y = positions[i]!.y;
    });
    const ids = d.pieces.filter((p) => !p.dummy).map((p) => p.id);
    if (d.external) this.endExternal(d);
    else this.endDrag(d);
    this.counterLayer.batchDraw();
    // On success the caller has drawn the new view (setUnits) before this resolves.
    const ok = await this.callbacks.move(ids, target.name);
    // Refused (or put elsewhere): glide to where the engine says they are.
    this.layout(!ok);
  }

  private endExternal(d: Drag): void {
    this.container.classList.remove('dragging');
    this.setHover(null, null);
    d.pieces.length = 0;
    this.dragLayer.batchDraw();
  }

  /** Starts dragging counters that are not on the map (turn track, dead pile) in from a panel. */
  beginExternalDrag(units: string[], e: PointerEvent): void {
    if (this.gesture.kind !== 'none') return;
    if (this.readOnly) {
      this.callbacks.refused?.();
      return;
    }
    const m = this.toMap(e.clientX, e.clientY);
    const ghosts: Piece[] = [];
    for (const id of units) {
      const face = this.faceOfUnit(id);
      if (!face) continue;
      const p = this.createPiece(id, false, face, '', 0);
      p.x = m.x + ghosts.length * STACK_STEP;
      p.y = m.y - ghosts.length * STACK_STEP;
      ghosts.push(p);
    }
    if (!ghosts.length) return;
    this.startDrag(ghosts, e.pointerId, m, true);
    this.dragTo(e.clientX, e.clientY);
    const move = (ev: PointerEvent) => {
      if (ev.pointerId === e.pointerId) this.dragTo(ev.clientX, ev.clientY);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
    const up = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
      stop();
      if (this.gesture.kind !== 'drag' || !this.gesture.drag.external) return;
      const d = this.gesture.drag;
      this.gesture = { kind: 'none' };
      const r = this.container.getBoundingClientRect();
      const inside = ev.type === 'pointerup' && ev.clientX >= r.left && ev.clientX <= r.right && ev.clientY >= r.top && ev.clientY <= r.bottom;
      if (!inside) d.target = null;
      void this.drop(d);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    this.cleanup.push(stop);
  }

  /** While set, the next click on a hex places these units there. */
  setPlaceMode(units: string[] | null): void {
    this.placing = units && units.length && !this.readOnly ? units : null;
    this.container.classList.toggle('placing', this.placing !== null);
    if (!this.placing) this.setHover(null, null);
  }

  /** Escape: ends a drag, place mode or a spread stack; false when there was none. */
  escape(): boolean {
    if (this.gesture.kind === 'drag') {
      if (this.gesture.drag.external) {
        const d = this.gesture.drag;
        this.gesture = { kind: 'none' };
        this.endExternal(d);
      } else this.cancelDrag();
      return true;
    }
    if (this.placing) {
      this.setPlaceMode(null);
      this.callbacks.placed();
      return true;
    }
    if (this.fanned) {
      this.fan(null);
      return true;
    }
    return false;
  }

  // ---------------------------------------------------------------- rules advice

  /**
   * Highlights where the rules let a unit go (null clears): each hex shaded by the movement left
   * on arrival, with a red bar where an enemy zone of control stops the move and a brown chevron
   * where an escarpment does. Advice only: the board still accepts a drop anywhere.
   */
  setAdvice(moves: readonly AdviceHex[] | null): void {
    if (!moves || moves.length === 0) {
      if (!this.advice) return;
      this.advice = null;
    } else {
      const max = Math.max(1, ...moves.map((m) => m.remaining));
      const hexes: { h: MapHex; fill: string; stop: AdviceHex['stop'] }[] = [];
      for (const m of moves) {
        const h = this.geo.byName.get(m.hex);
        if (h) hexes.push({ h, fill: adviceFill(m.remaining / max), stop: m.stop });
      }
      this.advice = hexes.length ? { hexes } : null;
    }
    this.overlayLayer.batchDraw();
  }

  /** The printed names of the hexes the advice highlights now. */
  highlightedHexes(): string[] {
    return this.advice ? this.advice.hexes.map((a) => a.h.name) : [];
  }

  private drawAdvice(c: CanvasRenderingContext2D): void {
    if (!this.advice) return;
    const v = this.visibleMapRect(HEX_RADIUS);
    const x1 = v.x + v.width;
    const y1 = v.y + v.height;
    const R = HEX_RADIUS;
    const line = Math.max(1, 1.2 / this.zoom);
    for (const { h, fill, stop } of this.advice.hexes) {
      const { x, y } = h.centre;
      if (x < v.x || x > x1 || y < v.y || y > y1) continue;
      c.beginPath();
      h.corners.forEach((p, i) => (i ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
      c.closePath();
      c.fillStyle = fill;
      c.fill();
      c.strokeStyle = 'rgb(255 252 240 / 0.55)';
      c.lineWidth = line;
      c.stroke();
      if (stop === 'zoc') {
        // A red bar across the top of the hex, clear of a counter standing there.
        c.fillStyle = ADVICE_ZOC_COLOUR;
        c.fillRect(x - R * 0.28, y - R * 0.8, R * 0.56, R * 0.13);
      } else if (stop === 'escarpment') {
        // A brown chevron at the bottom, like the escarpment's hachures.
        c.beginPath();
        c.moveTo(x - R * 0.25, y + R * 0.6);
        c.lineTo(x, y + R * 0.78);
        c.lineTo(x + R * 0.25, y + R * 0.6);
        c.strokeStyle = ADVICE_ESCARPMENT_COLOUR;
        c.lineWidth = R * 0.09;
        c.lineCap = 'round';
        c.lineJoin = 'round';
        c.stroke();
      }
    }
  }

  // ---------------------------------------------------------------- map overlays (zones of control, control of places)

  /**
   * Draws the rules' overlays (null parts are off): each side's zone of control hatched in its
   * colour, one side's lines leaning one way and the other's the other way so overlaps stay
   * readable; and on each fortress or base a ring in the controller's colour, or a grey ring with
   * "—" when nobody controls it.
   */
  setOverlays(
    zoc: Readonly<Record<string, readonly string[]>> | null,
    control: readonly { hex: string; controller: string | null }[] | null,
    supply: Readonly<Record<string, readonly string[]>> | null = null,
    isolated: readonly string[] | null = null,
  ): void {
    const next: typeof this.mapOverlays = { zoc: [], control: [], supply: [], isolated: [] };
    for (const [side, names] of Object.entries(supply ?? {})) {
      const hexes = names.map((n) => this.geo.byName.get(n)).filter((h): h is MapHex => !!h);
      if (hexes.length) next.supply.push({ side, colour: this.index.sideColour.get(side) ?? '#555555', hexes });
    }
    for (const n of isolated ?? []) {
      const h = this.geo.byName.get(n);
      if (h) next.isolated.push(h);
    }
    if (zoc) {
      for (const [side, names] of Object.entries(zoc)) {
        const hexes = names.map((n) => this.geo.byName.get(n)).filter((h): h is MapHex => !!h);
        if (hexes.length) next.zoc.push({ side, colour: this.index.sideColour.get(side) ?? '#555555', hexes });
      }
    }
    for (const c of control ?? []) {
      const h = this.geo.byName.get(c.hex);
      if (h) next.control.push({ h, controller: c.controller, colour: c.controller ? (this.index.sideColour.get(c.controller) ?? '#555555') : OVERLAY_NEUTRAL });
    }
    const empty = (o: typeof next) => !o.zoc.length && !o.control.length && !o.supply.length && !o.isolated.length;
    if (empty(this.mapOverlays) && empty(next)) return;
    this.mapOverlays = next;
    this.overlayLayer.batchDraw();
  }

  /** What the overlays draw now (empty when off). */
  overlayHexes(): { zoc: Record<string, string[]>; control: { hex: string; controller: string | null }[]; supply: Record<string, string[]>; isolated: string[] } {
    return {
      zoc: Object.fromEntries(this.mapOverlays.zoc.map((z) => [z.side, z.hexes.map((h) => h.name)])),
      control: this.mapOverlays.control.map((c) => ({ hex: c.h.name, controller: c.controller })),
      supply: Object.fromEntries(this.mapOverlays.supply.map((z) => [z.side, z.hexes.map((h) => h.name)])),
      isolated: this.mapOverlays.isolated.map((h) => h.name),
    };
  }

  private drawOverlays(c: CanvasRenderingContext2D): void {
    const { zoc, control, supply, isolated } = this.mapOverlays;
    if (!zoc.length && !control.length && !supply.length && !isolated.length) return;
    const v = this.visibleMapRect(HEX_RADIUS);
    const x1 = v.x + v.width;
    const y1 = v.y + v.height;
    const inView = (h: MapHex) => h.centre.x >= v.x && h.centre.x <= x1 && h.centre.y >= v.y && h.centre.y <= y1;
    const R = HEX_RADIUS;
    // Supply range (14.2): a dot in the side's colour low in each hex, one side left and the other right.
    supply.forEach(({ colour, hexes }, i) => {
      c.save();
      c.globalAlpha = 0.85;
      c.fillStyle = colour;
      c.strokeStyle = 'rgb(255 252 240 / 0.9)';
      c.lineWidth = Math.max(1, R * 0.04);
      const dx = (i % 2 === 0 ? -1 : 1) * R * 0.3;
      c.beginPath();
      for (const h of hexes) {
        if (!inView(h)) continue;
        c.moveTo(h.centre.x + dx + R * 0.13, h.centre.y + R * 0.62);
        c.arc(h.centre.x + dx, h.centre.y + R * 0.62, R * 0.13, 0, Math.PI * 2);
      }
      c.fill();
      c.stroke();
      c.restore();
    });
    // Isolated units (24.1): a dashed red ring around their hex.
    if (isolated.length) {
      c.save();
      c.strokeStyle = '#b3261e';
      c.lineWidth = R * 0.09;
      c.setLineDash([R * 0.2, R * 0.12]);
      c.beginPath();
      for (const h of isolated) {
        if (!inView(h)) continue;
        c.moveTo(h.centre.x + R * 0.7, h.centre.y);
        c.arc(h.centre.x, h.centre.y, R * 0.7, 0, Math.PI * 2);
      }
      c.stroke();
      c.restore();
    }
    const gap = R * 0.32;
    zoc.forEach(({ colour, hexes }, i) => {
      const shown = hexes.filter(inView);
      if (!shown.length) return;
      c.save();
      c.beginPath();
      for (const h of shown) {
        h.corners.forEach((p, k) => (k ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
        c.closePath();
      }
      c.globalAlpha = 0.12;
      c.fillStyle = colour;
      c.fill();
      c.clip();
      // Diagonal hatching across the view, clipped to the side's hexes: "/" for the first side, "\\" for the next.
      c.globalAlpha = 0.75;
      c.strokeStyle = colour;
      c.lineWidth = Math.max(1.4, 1.4 / this.zoom);
      const dir = i % 2 === 0 ? 1 : -1;
      const span = v.width + v.height;
      const start = Math.floor((dir > 0 ? v.x + v.y : v.x - y1) / gap) * gap;
      c.beginPath();
      for (let k = start; k <= start + span + gap; k += gap) {
        if (dir > 0) {
          c.moveTo(k - v.y, v.y);
          c.lineTo(k - y1, y1);
        } else {
          c.moveTo(k + v.y, v.y);
          c.lineTo(k + y1, y1);
        }
      }
      c.stroke();
      c.restore();
    });
    for (const { h, controller, colour } of control) {
      if (!inView(h)) continue;
      const { x, y } = h.centre;
      c.beginPath();
      c.arc(x, y, R * 0.84, 0, Math.PI * 2);
      c.lineWidth = R * 0.16;
      c.strokeStyle = 'rgb(255 252 240 / 0.9)';
      c.stroke();
      c.lineWidth = R * 0.1;
      c.strokeStyle = colour;
      if (!controller) c.setLineDash([R * 0.22, R * 0.12]);
      c.stroke();
      c.setLineDash([]);
      // A pennant at the top of the hex, above any counter standing there.
      c.beginPath();
      c.moveTo(x - R * 0.18, y - R * 0.98);
      c.lineTo(x + R * 0.22, y - R * 0.86);
      c.lineTo(x - R * 0.18, y - R * 0.74);
      c.closePath();
      c.fillStyle = colour;
      c.fill();
      c.lineWidth = 1;
      c.strokeStyle = 'rgb(255 252 240 / 0.9)';
      c.stroke();
      if (!controller) {
        c.font = `700 ${Math.round(R * 0.5)}px system-ui, sans-serif`;
        c.textAlign = 'center';
        c.textBaseline = 'middle';
        c.lineWidth = R * 0.1;
        c.strokeText('—', x, y);
        c.fillStyle = '#4a4a4a';
        c.fillText('—', x, y);
      }
    }
  }

  // ---------------------------------------------------------------- timeline: read-only past, opponent's moves

  isReadOnly(): boolean {
    return this.readOnly;
  }

  /** The timeline's past is on view: counters can be looked at but not moved (a drag in progress is cancelled). */
  setReadOnly(on: boolean): void {
    if (this.readOnly === on) return;
    this.readOnly = on;
    if (on) {
      if (this.gesture.kind === 'drag') this.escape();
      if (this.placing) {
        this.setPlaceMode(null);
        this.callbacks.placed();
      }
    }
    this.container.classList.toggle('read-only', on);
  }

  /**
   * Marks counters (the opponent's last moves) with a ring, and draws an arrow for each move from
   * the hex it left to the hex it reached. Empty lists clear the marks.
   */
  setMarks(units: readonly string[], trails: readonly Trail[]): void {
    this.marked = new Set(units);
    this.trailGroup.destroyChildren();
    for (const t of trails) {
      const a = this.geo.byName.get(t.from);
      const b = this.geo.byName.get(t.to);
      if (!a || !b || a === b) continue;
      const dx = b.centre.x - a.centre.x;
      const dy = b.centre.y - a.centre.y;
      const len = Math.hypot(dx, dy);
      const cut = Math.min(len / 3, HALF * 1.15);
      const end = { x: b.centre.x - (dx / len) * cut, y: b.centre.y - (dy / len) * cut };
      this.trailGroup.add(
        new Line({
          points: a.corners.flatMap((c) => [c.x, c.y]),
          closed: true,
          stroke: MARK_COLOUR,
          strokeWidth: 2.5,
          dash: [7, 5],
          fill: 'rgb(47 164 214 / 0.12)',
          listening: false,
          perfectDrawEnabled: false,
        }),
        new Arrow({
          points: [a.centre.x, a.centre.y, end.x, end.y],
          stroke: 'rgb(12 30 40 / 0.75)',
          strokeWidth: 7,
          pointerLength: 14,
          pointerWidth: 16,
          fill: 'rgb(12 30 40 / 0.75)',
          lineCap: 'round',
          listening: false,
          perfectDrawEnabled: false,
        }),
        new Arrow({
          points: [a.centre.x, a.centre.y, end.x, end.y],
          stroke: MARK_COLOUR,
          strokeWidth: 4,
          pointerLength: 12,
          pointerWidth: 13,
          fill: MARK_COLOUR,
          lineCap: 'round',
          listening: false,
          perfectDrawEnabled: false,
        }),
      );
    }
    this.overlayLayer.batchDraw();
    this.counterLayer.batchDraw();
  }

  /**
   * A small picture of the whole map with the counters on it, as a PNG data URL, for the saved
   * games list. Drawn from the data, not from the screen, so it works at any zoom (and even after
   * the stage is gone).
   */
  snapshot(width = 320): string {
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
    drawTerrain(ctx, this.geo, this.index.data, { view: null, labels: false, grid: false });
    ctx.restore();
    const size = Math.max(3, COUNTER_SIZE * s);
    for (const p of this.order) {
      if (p.dummy) continue;
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

  // ---------------------------------------------------------------- overview map

  private overview: HTMLCanvasElement | null = null;

  /** Draws the overview: the whole map, the counters as dots, the visible part as a rectangle. */
  drawOverview(canvas: HTMLCanvasElement): void {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const b = this.geo.bounds;
    const s = Math.min(canvas.width / b.width, canvas.height / b.height);
    if (!this.overview || this.overview.width !== Math.round(b.width * s)) {
      const o = document.createElement('canvas');
      o.width = Math.round(b.width * s);
      o.height = Math.round(b.height * s);
      const octx = o.getContext('2d');
      if (octx) {
        octx.scale(s, s);
        drawTerrain(octx, this.geo, this.index.data, { view: null, labels: false, grid: false });
      }
      this.overview = o;
    }
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const ox = (canvas.width - this.overview.width) / 2;
    const oy = (canvas.height - this.overview.height) / 2;
    ctx.drawImage(this.overview, ox, oy);
    const dot = Math.max(2, COUNTER_SIZE * s * 0.9);
    for (const p of this.pieces.values()) {
      const h = this.geo.byName.get(p.hex);
      if (!h) continue;
      ctx.fillStyle = p.face.colour;
      ctx.fillRect(ox + h.centre.x * s - dot / 2, oy + h.centre.y * s - dot / 2, dot, dot);
    }
    const v = this.visibleMapRect();
    ctx.lineWidth = Math.max(1.5, canvas.width / 160);
    ctx.strokeStyle = '#c0392b';
    ctx.strokeRect(ox + v.x * s, oy + v.y * s, v.width * s, v.height * s);
  }

  /** The map point at a point of an overview canvas drawn by drawOverview. */
  overviewToMap(canvas: { width: number; height: number }, x: number, y: number): { x: number; y: number } {
    const b = this.geo.bounds;
    const s = Math.min(canvas.width / b.width, canvas.height / b.height);
    const ox = (canvas.width - Math.round(b.width * s)) / 2;
    const oy = (canvas.height - Math.round(b.height * s)) / 2;
    return { x: (x - ox) / s, y: (y - oy) / s };
  }

  // ---------------------------------------------------------------- test and benchmark hooks

  /** Centre of a unit's counter in CSS pixels of the viewport (what page.mouse takes). */
  unitScreenPosition(unitId: string): { x: number; y: number } | null {
    const p = this.pieces.get(unitId);
    if (!p || p.dummy) return null;
    return this.toClient(p.glide?.toX ?? p.x, p.glide?.toY ?? p.y);
  }

  hexScreenPosition(name: string): { x: number; y: number } | null {
    const h = this.geo.byName.get(name);
    return h ? this.toClient(h.centre.x, h.centre.y) : null;
  }

  drawnUnitIds(): string[] {
    return [...this.pieces.values()].filter((p) => !p.dummy).map((p) => p.id);
  }

  hexAt(clientX: number, clientY: number): string | null {
    return this.geo.hexAt(this.toMap(clientX, clientY))?.name ?? null;
  }

  /** Adds n counters drawn locally (not in the game) on playable hexes, for frame-time benchmarks. */
  stress(n: number): number {
    const hexes = this.geo.hexes.filter((h) => this.playable(h.terrain));
    const units = this.index.data.units;
    if (!hexes.length || !units.length) return 0;
    let seed = 12345 + this.dummyCount;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < n; i++) {
      const face = this.faceOfUnit(units[Math.floor(next() * units.length)]!.id);
      const h = hexes[Math.floor(next() * hexes.length)]!;
      if (!face) continue;
      const id = `stress-${++this.dummyCount}`;
      this.pieces.set(id, this.createPiece(id, true, face, h.name, ++this.arrivals));
    }
    this.layout();
    this.counterLayer.draw();
    return this.pieces.size;
  }

  /**
   * The work of each frame of a drag (ms per step, averaged over groups of ten steps): pointer to map coordinates, the hex
   * under the counter, the hover outline, and the drag and overlay layers redrawn at once. Nothing
   * is dropped: the counter goes back where it was. For the frame-time benchmark.
   */
  dragFrameCost(unitId: string, steps: number): number[] {
    const piece = this.pieces.get(unitId);
    if (!piece || this.gesture.kind !== 'none') return [];
    const start = this.toClient(piece.x, piece.y);
    this.startDrag([piece], -1, this.toMap(start.x, start.y), false);
    // The page's clock ticks in 0.1 ms steps, so steps are timed ten at a time and averaged.
    const times: number[] = [];
    const batches = Math.max(1, Math.min(500, Math.ceil(steps / 10)));
    for (let b = 0; b < batches; b++) {
      const t0 = performance.now();
      for (let j = 0; j < 10; j++) {
        const f = ((b * 10 + j) % 80) / 80;
        this.dragTo(start.x + 300 * Math.sin(Math.PI * f), start.y + 160 * f);
        this.overlayLayer.draw();
        this.dragLayer.draw();
      }
      times.push((performance.now() - t0) / 10);
    }
    this.cancelDrag();
    return times;
  }

  /** Median milliseconds of k synchronous redraws of the counter layer. */
  redrawCost(k: number): number {
    const times: number[] = [];
    for (let i = 0; i < Math.max(1, Math.min(1000, k)); i++) {
      const t0 = performance.now();
      this.counterLayer.draw();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  }

  destroy(): void {
    if (this.tileFrame) cancelAnimationFrame(this.tileFrame);
    if (this.viewportFrame) cancelAnimationFrame(this.viewportFrame);
    this.tiles.clear();
    this.glider.stop();
    for (const c of this.cleanup) c();
    this.resizeObserver.disconnect();
    this.stage.destroy();
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** The selection ring round a counter: dark under amber, readable on any terrain. */
function drawRing(c: CanvasRenderingContext2D, x: number, y: number): void {
  const m = 3.5;
  c.save();
  c.beginPath();
  c.roundRect(x - HALF - m, y - HALF - m, COUNTER_SIZE + 2 * m, COUNTER_SIZE + 2 * m, COUNTER_SIZE * 0.13);
  c.lineWidth = 5;
  c.strokeStyle = 'rgb(20 16 8 / 0.85)';
  c.stroke();
  c.lineWidth = 2.6;
  c.strokeStyle = '#f2b95f';
  c.stroke();
  c.restore();
}

const MARK_COLOUR = '#2fa4d6';

/** The mark of a counter the opponent just moved: a blue halo round it, under the counter. */
function drawMark(c: CanvasRenderingContext2D, x: number, y: number): void {
  const m = 6;
  c.save();
  c.beginPath();
  c.roundRect(x - HALF - m, y - HALF - m, COUNTER_SIZE + 2 * m, COUNTER_SIZE + 2 * m, COUNTER_SIZE * 0.18);
  c.fillStyle = 'rgb(47 164 214 / 0.35)';
  c.fill();
  c.lineWidth = 3;
  c.strokeStyle = MARK_COLOUR;
  c.stroke();
  c.restore();
}

/** The count of a gathered stack, in a disc at the top counter's corner. */
function drawBadge(c: CanvasRenderingContext2D, x: number, y: number, count: number): void {
  const r = COUNTER_SIZE * 0.2;
  const bx = x + HALF - r * 0.45;
  const by = y - HALF + r * 0.45;
  c.save();
  c.beginPath();
  c.arc(bx, by, r, 0, Math.PI * 2);
  c.fillStyle = '#fdf6df';
  c.fill();
  c.lineWidth = 1.4;
  c.strokeStyle = '#1b170e';
  c.stroke();
  c.fillStyle = '#1b170e';
  c.font = `700 ${(r * 1.15).toFixed(1)}px system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillText(String(count), bx, by + r * 0.06);
  c.restore();
}

/** A stack: each counter a little up and to the right of the one below, centred on the hex. */
function stackPositions(h: MapHex, n: number): { x: number; y: number }[] {
  const shown = Math.min(n, STACK_VISIBLE);
  const mid = (shown - 1) / 2;
  return Array.from({ length: n }, (_, i) => {
    const k = Math.min(i, STACK_VISIBLE - 1) - mid;
    return { x: h.centre.x + k * STACK_STEP, y: h.centre.y - k * STACK_STEP };
  });
}

function fanRadius(n: number): number {
  return Math.max(COUNTER_SIZE * 0.95, (n * COUNTER_SIZE * 1.18) / (2 * Math.PI));
}

/** A spread-out stack: the counters in a ring round the hex, bottom first, clockwise from the top. */
function fanPositions(h: MapHex, n: number): { x: number; y: number }[] {
  const r = fanRadius(n);
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return { x: h.centre.x + r * Math.cos(a), y: h.centre.y + r * Math.sin(a) };
  });
}
