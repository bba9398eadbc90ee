import Konva from 'konva/lib/Core';
import type { GridGraph, Pt } from './grid-graph';

/** How a side feature is drawn: on the side (a river) or across it, centre to centre (a road). */
export interface SideStyle {
  colour: string;
  mode: 'along' | 'across';
}

export interface TerrainPicture {
  terrain: ReadonlyMap<string, string>;
  sides: ReadonlyMap<string, readonly string[]>;
  places: ReadonlyMap<string, { name: string }>;
  /** A terrain id's colour (unknown ids are drawn grey). */
  colour(terrain: string): string;
  sideStyle(feature: string): SideStyle;
}

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The board data drawn over the map as one Konva layer with a single shape: every cell's terrain as
 * a translucent fill (one path per terrain, only the cells in view), the side features as lines and
 * the named places as rings — one draw call per colour, not one node per hex, so 3,000 hexes repaint
 * at every brush step without a stall.
 */
export class TerrainLayer {
  readonly layer = new Konva.Layer({ listening: false });
  private picture: TerrainPicture | null = null;
  private cursor: { cells: string[]; side: string | null } = { cells: [], side: null };
  private frame = 0;

  constructor(
    private readonly graph: GridGraph,
    private readonly view: () => Bounds,
    private readonly opacity = 0.45,
  ) {
    this.layer.add(new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.draw(ctx._context) }));
  }

  set(picture: TerrainPicture | null): void {
    this.picture = picture;
    this.redraw();
  }

  /** Outlines the cells the brush would paint, or the side the hexside tool would take. */
  setCursor(cells: string[], side: string | null): void {
    this.cursor = { cells, side };
    this.redraw();
  }

  redraw(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.layer.batchDraw();
    });
  }

  private inView(p: Pt, v: Bounds, m: number): boolean {
    return p.x >= v.x - m && p.y >= v.y - m && p.x <= v.x + v.width + m && p.y <= v.y + v.height + m;
  }

  private draw(c: CanvasRenderingContext2D): void {
    const pic = this.picture;
    const g = this.graph;
    const v = this.view();
    const m = g.pitch;
    if (pic) {
      const byColour = new Map<string, Path2D>();
      for (const [name, terrain] of pic.terrain) {
        const cell = g.cells.get(name);
        if (!cell || !this.inView(cell.centre, v, m)) continue;
        const colour = pic.colour(terrain);
        let path = byColour.get(colour);
        if (!path) byColour.set(colour, (path = new Path2D()));
        cell.corners.forEach((p, i) => (i ? path!.lineTo(p.x, p.y) : path!.moveTo(p.x, p.y)));
        path.closePath();
      }
      c.globalAlpha = this.opacity;
      for (const [colour, path] of byColour) {
        c.fillStyle = colour;
        c.fill(path);
      }
      c.globalAlpha = 1;
      const lines = new Map<string, Path2D>();
      for (const [id, features] of pic.sides) {
        const s = g.sides.get(id);
        if (!s || !this.inView(s.mid, v, m)) continue;
        for (const f of features) {
          const style = pic.sideStyle(f);
          const key = `${style.colour}|${style.mode}`;
          let path = lines.get(key);
          if (!path) lines.set(key, (path = new Path2D()));
          if (style.mode === 'along') {
            const a = g.vertices[s.ends[0]]!;
            const b = g.vertices[s.ends[1]]!;
            path.moveTo(a.x, a.y);
            path.lineTo(b.x, b.y);
          } else {
            const a = g.cells.get(s.a)!.centre;
            const b = g.cells.get(s.b)!.centre;
            path.moveTo(a.x, a.y);
            path.lineTo(b.x, b.y);
          }
        }
      }
      c.lineCap = 'round';
      for (const [key, path] of lines) {
        const [colour, mode] = key.split('|');
        c.strokeStyle = colour!;
        c.lineWidth = mode === 'along' ? m * 0.12 : m * 0.08;
        c.stroke(path);
      }
      c.strokeStyle = '#7a1f6b';
      c.lineWidth = m * 0.06;
      for (const name of pic.places.keys()) {
        const cell = g.cells.get(name);
        if (!cell || !this.inView(cell.centre, v, m)) continue;
        c.beginPath();
        c.arc(cell.centre.x, cell.centre.y, m * 0.3, 0, Math.PI * 2);
        c.stroke();
      }
    }
    // The cursor: the brush's cells outlined, or the side the tool would take.
    c.strokeStyle = '#1b4fd8';
    c.lineWidth = m * 0.05;
    for (const name of this.cursor.cells) {
      const cell = g.cells.get(name);
      if (!cell) continue;
      c.beginPath();
      cell.corners.forEach((p, i) => (i ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
      c.closePath();
      c.stroke();
    }
    const side = this.cursor.side ? g.sides.get(this.cursor.side) : undefined;
    if (side) {
      c.lineWidth = m * 0.14;
      c.beginPath();
      c.moveTo(g.vertices[side.ends[0]]!.x, g.vertices[side.ends[0]]!.y);
      c.lineTo(g.vertices[side.ends[1]]!.x, g.vertices[side.ends[1]]!.y);
      c.stroke();
    }
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.layer.destroy();
  }
}

/** Distinct colours for terrain types and groups, in the chart's order. */
export const PALETTE = ['#e0c36a', '#4f8a3a', '#8a6a3a', '#3a78b5', '#b5523a', '#7a7a7a', '#c9a0dc', '#2f5f2f', '#d98c2b', '#5fb3a8', '#a33d6b', '#c7c27a', '#6b4f9e', '#9e9e5f'];
