import type { Camera, Point } from './camera';
import type { DragController } from './drag-controller';
import type { MapGeometry, MapHex } from './map-geometry';
import type { OverlayLayer } from './overlay-layer';
import type { Piece, PieceLayer } from './piece-layer';

const DRAG_THRESHOLD = 5;

export interface HoverInfo {
  hex: string | null;
  terrain: string | null;
  unit: string | null;
  /** Counters in the gathered stack under the pointer (0 when single or spread out). */
  stack: number;
  clientX: number;
  clientY: number;
}

export interface GestureHost {
  geo: MapGeometry;
  camera: Camera;
  pieces: PieceLayer;
  drags: DragController;
  overlay: OverlayLayer;
  container: HTMLElement;
  /** While true (the timeline shows the past), counters cannot be dragged or placed. */
  readOnly(): boolean;
  /** A counter was chosen on the board (null: none). */
  select(unitId: string | null): void;
  hover(info: HoverInfo | null): void;
  move(units: string[], to: string): Promise<boolean>;
  contextMenu(unitId: string, clientX: number, clientY: number): void;
  placed(): void;
  refused(): void;
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'press'; pointerId: number; startX: number; startY: number; piece: Piece | null; alt: boolean }
  | { kind: 'pan'; pointerId: number; lastX: number; lastY: number }
  | { kind: 'drag'; pointerId: number }
  | { kind: 'pinch'; distance: number; centreX: number; centreY: number };

/**
 * Pointer input on the board's container: press, click, pan, pinch, wheel zoom, drag (handed to the
 * DragController), place mode and the hover read-out. Counters are hit-tested by geometry, so no
 * Konva layer listens.
 */
export class Gestures {
  private gesture: Gesture = { kind: 'none' };
  private readonly pointers = new Map<number, Point>();
  private placing: string[] | null = null;
  private readonly cleanup: (() => void)[] = [];

  constructor(private readonly host: GestureHost) {
    const el = host.container;
    const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void, opts?: AddEventListenerOptions) => {
      el.addEventListener(type, fn, opts);
      this.cleanup.push(() => el.removeEventListener(type, fn, opts));
    };
    on('pointerdown', (e) => this.pointerDown(e));
    on('pointermove', (e) => this.pointerMove(e));
    on('pointerup', (e) => this.pointerUp(e));
    on('pointercancel', (e) => this.pointerCancel(e));
    on('pointerleave', () => {
      host.camera.lastPointer = null;
      if (this.gesture.kind === 'none') this.setHover(null, null);
    });
    on('wheel', (e) => this.wheel(e), { passive: false });
    on('contextmenu', (e) => {
      e.preventDefault();
      const m = host.camera.toMap(e.clientX, e.clientY);
      const p = host.pieces.pieceAt(m.x, m.y);
      if (p && !p.local) {
        host.select(p.id);
        host.contextMenu(p.id, e.clientX, e.clientY);
      }
    });
  }

  /** Starts a drag of counters already on the board (the benchmark drives one without a pointer). */
  startDrag(pieces: Piece[], pointerId: number, grab: Point, external: boolean): void {
    this.host.drags.start(pieces, grab, external);
    this.gesture = { kind: 'drag', pointerId };
  }

  /** Ends a drag, place mode or a spread stack; false when there was none. */
  escape(): boolean {
    if (this.host.drags.active) {
      this.gesture = { kind: 'none' };
      this.host.drags.abort();
      return true;
    }
    if (this.placing) {
      this.setPlaceMode(null);
      this.host.placed();
      return true;
    }
    if (this.host.pieces.fanned) {
      this.host.pieces.fan(null);
      return true;
    }
    return false;
  }

  /** The board became read-only: a drag in progress is cancelled and place mode ends. */
  freeze(): void {
    if (this.gesture.kind === 'drag') this.escape();
    if (this.placing) {
      this.setPlaceMode(null);
      this.host.placed();
    }
  }

  /** While set, the next click on a hex places these units there. */
  setPlaceMode(units: string[] | null): void {
    this.placing = units && units.length && !this.host.readOnly() ? units : null;
    this.host.container.classList.toggle('placing', this.placing !== null);
    if (!this.placing) this.setHover(null, null);
  }

  /** Starts dragging counters that are not on the map (turn track, dead pile) in from a panel. */
  beginExternalDrag(units: string[], e: PointerEvent): void {
    const { host } = this;
    if (this.gesture.kind !== 'none') return;
    if (host.readOnly()) {
      host.refused();
      return;
    }
    const m = host.camera.toMap(e.clientX, e.clientY);
    const ghosts = host.drags.ghosts(units, m);
    if (!ghosts.length) return;
    this.startDrag(ghosts, e.pointerId, m, true);
    host.drags.moveTo(e.clientX, e.clientY);
    const move = (ev: PointerEvent) => {
      if (ev.pointerId === e.pointerId) host.drags.moveTo(ev.clientX, ev.clientY);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
    const up = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
      stop();
      if (this.gesture.kind !== 'drag' || !host.drags.active?.external) return;
      this.gesture = { kind: 'none' };
      const d = host.drags.take()!;
      const r = host.container.getBoundingClientRect();
      const inside = ev.type === 'pointerup' && ev.clientX >= r.left && ev.clientX <= r.right && ev.clientY >= r.top && ev.clientY <= r.bottom;
      if (!inside) d.target = null;
      void host.drags.drop(d);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    this.cleanup.push(stop);
  }

  private cancelDrag(): void {
    if (this.gesture.kind !== 'drag') return;
    this.gesture = { kind: 'none' };
    this.host.drags.abort();
  }

  private pointerDown(e: PointerEvent): void {
    const { host } = this;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2) {
      // Two fingers: pinch zoom, whatever the first one was doing.
      this.cancelDrag();
      const [a, b] = [...this.pointers.values()] as [Point, Point];
      this.gesture = { kind: 'pinch', distance: Math.hypot(a.x - b.x, a.y - b.y), centreX: (a.x + b.x) / 2, centreY: (a.y + b.y) / 2 };
      return;
    }
    if (e.button === 1) {
      e.preventDefault();
      host.container.setPointerCapture(e.pointerId);
      this.gesture = { kind: 'pan', pointerId: e.pointerId, lastX: e.clientX, lastY: e.clientY };
      return;
    }
    if (e.button !== 0) return;
    host.container.focus({ preventScroll: true });
    host.container.setPointerCapture(e.pointerId);
    const m = host.camera.toMap(e.clientX, e.clientY);
    const piece = this.placing ? null : host.pieces.pieceAt(m.x, m.y);
    this.gesture = { kind: 'press', pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, piece, alt: e.altKey };
  }

  private pointerMove(e: PointerEvent): void {
    const { host } = this;
    if (this.pointers.has(e.pointerId)) this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    host.camera.lastPointer = host.camera.toLocal(e.clientX, e.clientY);
    const g = this.gesture;
    switch (g.kind) {
      case 'none':
        this.hover(e);
        return;
      case 'pinch': {
        const pts = [...this.pointers.values()];
        if (pts.length < 2) return;
        const [a, b] = pts as [Point, Point];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        const cx = (a.x + b.x) / 2;
        const cy = (a.y + b.y) / 2;
        host.camera.shift(cx - g.centreX, cy - g.centreY);
        if (g.distance > 0) host.camera.zoomBy(distance / g.distance, host.camera.toLocal(cx, cy));
        else host.camera.afterChange();
        this.gesture = { kind: 'pinch', distance, centreX: cx, centreY: cy };
        return;
      }
      case 'press': {
        if (e.pointerId !== g.pointerId) return;
        if (Math.hypot(e.clientX - g.startX, e.clientY - g.startY) < DRAG_THRESHOLD) return;
        if (g.piece && host.readOnly()) {
          // The past cannot be changed: the press becomes a pan, and the screen says why.
          host.refused();
          this.gesture = { kind: 'pan', pointerId: g.pointerId, lastX: g.startX, lastY: g.startY };
          this.pointerMove(e);
        } else if (g.piece) {
          const stack = host.pieces.stackOf(g.piece);
          const top = stack[stack.length - 1]!;
          const fanned = host.pieces.fanned === g.piece.hex;
          const single = fanned || g.alt || e.altKey;
          const pieces = single ? [fanned ? g.piece : top] : stack;
          this.startDrag(pieces, g.pointerId, host.camera.toMap(g.startX, g.startY), false);
          host.drags.moveTo(e.clientX, e.clientY);
        } else {
          this.gesture = { kind: 'pan', pointerId: g.pointerId, lastX: g.startX, lastY: g.startY };
          this.pointerMove(e);
        }
        return;
      }
      case 'pan':
        if (e.pointerId !== g.pointerId) return;
        host.camera.panBy(e.clientX - g.lastX, e.clientY - g.lastY);
        g.lastX = e.clientX;
        g.lastY = e.clientY;
        return;
      case 'drag':
        if (e.pointerId !== g.pointerId) return;
        host.drags.moveTo(e.clientX, e.clientY);
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
    const el = this.host.container;
    if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId);
    if (g.kind === 'press') this.click(g.piece, e);
    else if (g.kind === 'drag') {
      const d = this.host.drags.take();
      if (d) void this.host.drags.drop(d);
    }
  }

  private pointerCancel(e: PointerEvent): void {
    this.pointers.delete(e.pointerId);
    this.cancelDrag();
    this.gesture = { kind: 'none' };
  }

  private click(piece: Piece | null, e: PointerEvent): void {
    const { host } = this;
    if (this.placing) {
      const units = this.placing;
      const h = host.geo.hexAt(host.camera.toMap(e.clientX, e.clientY));
      this.setPlaceMode(null);
      host.placed();
      if (h) void host.move(units, h.name);
      return;
    }
    if (!piece) {
      host.pieces.fan(null);
      host.select(null);
      return;
    }
    if (piece.local) return;
    const stack = host.pieces.stackOf(piece);
    if (host.pieces.fanned === piece.hex) host.select(piece.id);
    else if (stack.length > 1) {
      host.pieces.fan(piece.hex);
      host.select(stack[stack.length - 1]!.id);
      // Spread out, it is no longer a stack under the pointer: the read-out says so at once.
      this.hover(e);
    } else {
      host.pieces.fan(null);
      host.select(piece.id);
    }
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    // Trackpad pinch arrives as a wheel event with ctrlKey; a mouse wheel notch is ~100 px.
    const unit = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? 400 : 1;
    const factor = Math.exp(-e.deltaY * unit * (e.ctrlKey ? 0.01 : 0.0018));
    this.host.camera.zoomBy(factor, this.host.camera.toLocal(e.clientX, e.clientY));
  }

  private hover(e: PointerEvent): void {
    const { host } = this;
    const m = host.camera.toMap(e.clientX, e.clientY);
    const h = host.geo.hexAt(m);
    const p = this.placing ? null : host.pieces.pieceAt(m.x, m.y);
    this.setHover(h, this.placing ? 'place' : null);
    const stack = p && !p.local && host.pieces.fanned !== p.hex ? host.pieces.stackOf(p).length : 0;
    host.hover({
      hex: h?.name ?? null,
      terrain: h?.terrain ?? null,
      unit: p && !p.local ? p.id : null,
      stack: stack > 1 ? stack : 0,
      clientX: e.clientX,
      clientY: e.clientY,
    });
  }

  private setHover(h: MapHex | null, mode: 'drop' | 'place' | null): void {
    this.host.overlay.setHover(h, mode);
    if (!h && this.gesture.kind === 'none') this.host.hover(null);
  }

  destroy(): void {
    for (const c of this.cleanup) c();
  }
}
