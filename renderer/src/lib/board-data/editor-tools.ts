import type { Board } from '../table/board/board';
import type { EditorModel } from './editor-model';
import { cellsWithin, nearestSide } from './grid-graph';
import { SideTrace } from './hexside-trace';
import type { TerrainLayer } from './terrain-layer';

export type Tool = 'brush' | 'fill' | 'side' | 'place';

/** What the tools put down, set by the editor's panel. */
export interface ToolSettings {
  tool: Tool;
  /** The brush's size: 1 is one hex, 2 adds its ring, … */
  size: number;
  /** What the brush and the fill put down (a terrain, or a section in the section layer); undefined clears. */
  terrain: string | undefined;
  layer: 'terrain' | 'section';
  /** The hexside tool's feature, how it runs, and whether it takes the feature away. */
  feature: string | null;
  featureMode: 'along' | 'across';
  erase: boolean;
}

/**
 * The editor's pointer input on the board: while it is on, a press of the main button paints (or
 * fills, traces a hexside, picks a place) instead of grabbing a counter or panning; the middle
 * button, Shift with the main button and the wheel still pan and zoom. It listens before the board
 * does (capture phase) and stops only the events it uses.
 */
export class EditorTools {
  private stroke: { pointerId: number; trace: SideTrace | null } | null = null;
  private readonly off: (() => void)[] = [];

  constructor(
    private readonly board: Board,
    private readonly model: EditorModel,
    private readonly layer: TerrainLayer,
    private readonly settings: () => ToolSettings,
    /** The place tool picked a cell. */
    private readonly pickPlace: (cell: string) => void,
  ) {
    const el = board.element;
    const on = <K extends 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel' | 'pointerleave'>(type: K, fn: (e: PointerEvent) => void) => {
      el.addEventListener(type, fn, true);
      this.off.push(() => el.removeEventListener(type, fn, true));
    };
    on('pointerdown', (e) => this.down(e));
    on('pointermove', (e) => this.move(e));
    on('pointerup', (e) => this.up(e));
    on('pointercancel', (e) => this.up(e));
    on('pointerleave', () => {
      if (!this.stroke) this.layer.setCursor([], null);
    });
  }

  private cellAt(e: PointerEvent): string | null {
    return this.board.hexAt(e.clientX, e.clientY);
  }

  private sideAt(e: PointerEvent, cell: string | null): string | null {
    if (!cell) return null;
    return nearestSide(this.model.graph, cell, this.board.camera.toMap(e.clientX, e.clientY));
  }

  private down(e: PointerEvent): void {
    if (e.button !== 0 || e.shiftKey || this.stroke) return;
    const cell = this.cellAt(e);
    e.stopPropagation();
    e.preventDefault();
    this.board.element.focus({ preventScroll: true });
    if (!cell) return;
    const s = this.settings();
    if (s.tool === 'place') {
      this.pickPlace(cell);
      return;
    }
    if (s.tool === 'fill') {
      this.model.fill(cell, s.terrain, s.layer);
      return;
    }
    this.board.element.setPointerCapture?.(e.pointerId);
    this.stroke = { pointerId: e.pointerId, trace: s.tool === 'side' ? new SideTrace(this.model.graph, s.featureMode) : null };
    this.model.begin();
    this.apply(e, cell);
  }

  private move(e: PointerEvent): void {
    const cell = this.cellAt(e);
    const s = this.settings();
    if (this.stroke && e.pointerId === this.stroke.pointerId) {
      e.stopPropagation();
      if (cell) this.apply(e, cell);
    }
    // The cursor: what a press here would change.
    if (s.tool === 'brush') this.layer.setCursor(cell ? cellsWithin(this.model.graph, cell, s.size - 1) : [], null);
    else if (s.tool === 'side') this.layer.setCursor([], s.featureMode === 'along' ? this.sideAt(e, cell) : null);
    else this.layer.setCursor(cell ? [cell] : [], null);
  }

  private up(e: PointerEvent): void {
    if (!this.stroke || e.pointerId !== this.stroke.pointerId) return;
    e.stopPropagation();
    this.stroke = null;
    this.model.end();
  }

  private apply(e: PointerEvent, cell: string): void {
    const s = this.settings();
    if (s.tool === 'brush') this.model.paint(cell, s.size, s.terrain, s.layer);
    else if (s.tool === 'side' && s.feature && this.stroke?.trace) {
      const fresh = this.stroke.trace.feed(cell, this.sideAt(e, cell));
      if (fresh.length) this.model.sideFeature(fresh, s.feature, s.erase);
    }
  }

  destroy(): void {
    if (this.stroke) this.model.end();
    this.stroke = null;
    for (const f of this.off) f();
    this.layer.setCursor([], null);
  }
}
