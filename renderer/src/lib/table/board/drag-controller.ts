import Konva from 'konva/lib/Core';
import type { Camera, Point } from './camera';
import type { MapGeometry, MapHex } from './map-geometry';
import type { OverlayLayer } from './overlay-layer';
import { drawBadge, drawRing } from './piece-marks';
import type { Piece, PieceLayer } from './piece-layer';
import { COUNTER_SIZE, HALF, STACK_STEP, stackPositions } from './stacking';

export interface Drag {
  pieces: Piece[];
  /** Positions before the drag: the dragged counters keep their offsets from these. */
  from: Point[];
  fromHex: string;
  /** Map point where the pointer grabbed. */
  grab: Point;
  /** Units dragged in from a panel: ghosts that vanish on drop. */
  external: boolean;
  target: MapHex | null;
}

export interface DragHost {
  geo: MapGeometry;
  camera: Camera;
  pieces: PieceLayer;
  overlay: OverlayLayer;
  container: HTMLElement;
  hover(info: null): void;
  /** Asks the engine to move units; resolves true when it did (and the new view has been drawn). */
  move(units: string[], to: string): Promise<boolean>;
}

/**
 * Dragging counters: the dragged ones leave the piece layer for a small layer of their own (only it
 * redraws while the pointer moves), snap onto the target hex on drop while the engine answers, and
 * glide back where the engine says they are when it refuses.
 */
export class DragController {
  readonly layer = new Konva.Layer({ listening: false });
  active: Drag | null = null;

  constructor(private readonly host: DragHost) {
    this.layer.add(new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.draw(ctx._context) }));
  }

  start(pieces: Piece[], grab: Point, external: boolean): void {
    const top = pieces[pieces.length - 1]!;
    this.active = {
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
    this.host.hover(null);
    this.host.container.classList.add('dragging');
    this.host.pieces.layer.batchDraw();
    this.layer.batchDraw();
  }

  /** Ghost counters for units off the map (turn track, dead pile), grabbed at a map point. */
  ghosts(units: readonly string[], at: Point): Piece[] {
    const ghosts: Piece[] = [];
    for (const id of units) {
      const face = this.host.pieces.faceOf(id);
      if (!face) continue;
      const p = this.host.pieces.create(id, false, face, '', 0);
      p.x = at.x + ghosts.length * STACK_STEP;
      p.y = at.y - ghosts.length * STACK_STEP;
      ghosts.push(p);
    }
    return ghosts;
  }

  moveTo(clientX: number, clientY: number): void {
    const d = this.active;
    if (!d) return;
    const m = this.host.camera.toMap(clientX, clientY);
    const dx = m.x - d.grab.x;
    const dy = m.y - d.grab.y;
    d.pieces.forEach((p, i) => {
      p.x = d.from[i]!.x + dx;
      p.y = d.from[i]!.y + dy;
    });
    const top = d.pieces[d.pieces.length - 1]!;
    d.target = this.host.geo.hexAt({ x: top.x, y: top.y });
    this.host.overlay.setHover(d.target, 'drop');
    this.layer.batchDraw();
  }

  /** Takes the drag in progress away (the caller drops or aborts it). */
  take(): Drag | null {
    const d = this.active;
    this.active = null;
    return d;
  }

  /** Ends the drag in progress with nothing moved: counters glide back, ghosts vanish. */
  abort(): void {
    const d = this.take();
    if (!d) return;
    if (d.external) this.endExternal(d);
    else {
      this.end(d);
      this.host.pieces.layout(true);
    }
  }

  /** Dragged counters go back among the others (the caller lays them out). */
  private end(d: Drag): void {
    for (const p of d.pieces) p.dragging = false;
    this.host.container.classList.remove('dragging');
    this.host.overlay.setHover(null, null);
    this.layer.batchDraw();
  }

  private endExternal(d: Drag): void {
    this.host.container.classList.remove('dragging');
    this.host.overlay.setHover(null, null);
    d.pieces.length = 0;
    this.layer.batchDraw();
  }

  async drop(d: Drag): Promise<void> {
    const pieces = this.host.pieces;
    const target = d.target;
    if (!target || (!d.external && target.name === d.fromHex)) {
      if (!d.external) this.end(d);
      else this.endExternal(d);
      pieces.layout(true);
      return;
    }
    if (d.pieces.every((p) => p.local)) {
      // Counters only this screen knows move locally: the engine does not know them.
      pieces.moveLocal(d.pieces, target.name);
      this.end(d);
      pieces.layout(false);
      return;
    }
    // Snap onto the target hex while the engine answers.
    const n = pieces.stacks().get(target.name)?.length ?? 0;
    const positions = stackPositions(target, n + d.pieces.length).slice(n);
    d.pieces.forEach((p, i) => {
      p.x = positions[i]!.x;
      p.y = positions[i]!.y;
    });
    const ids = d.pieces.filter((p) => !p.local).map((p) => p.id);
    if (d.external) this.endExternal(d);
    else this.end(d);
    pieces.layer.batchDraw();
    // On success the caller has drawn the new view (setUnits) before this resolves.
    const ok = await this.host.move(ids, target.name);
    // Refused (or put elsewhere): glide to where the engine says they are.
    pieces.layout(!ok);
  }

  /** The dragged counters' bitmaps follow a change of zoom. */
  refreshSprites(): void {
    for (const p of this.active?.pieces ?? []) p.sprite = this.host.pieces.sprite(p.face);
  }

  private draw(c: CanvasRenderingContext2D): void {
    const d = this.active;
    if (!d) return;
    const pieces = d.pieces;
    pieces.forEach((p, i) => {
      c.save();
      c.shadowColor = 'rgb(0 0 0 / 0.35)';
      c.shadowBlur = 8;
      c.shadowOffsetY = 3;
      c.drawImage(p.sprite, p.x - HALF, p.y - HALF, COUNTER_SIZE, COUNTER_SIZE);
      c.restore();
      if (p.id === this.host.pieces.selected) drawRing(c, p.x, p.y);
      if (i === pieces.length - 1 && pieces.length > 1) drawBadge(c, p.x, p.y, pieces.length);
    });
  }
}
