import Konva from 'konva/lib/Core';
import { Line } from 'konva/lib/shapes/Line';
import { Arrow } from 'konva/lib/shapes/Arrow';
import type { AdviceMarkKind, MapOverlay, OverlayStyle } from '../../../../../shared/board/overlay';
import type { Camera } from './camera';
import { HEX_RADIUS, type MapGeometry, type MapHex } from './map-geometry';
import { MARK_COLOUR } from './piece-marks';
import { HALF } from './stacking';
import { drawOverlay, type DrawnOverlay } from './overlay-styles';

/** A mark on an advised hex, saying the move must end there: a bar across its top, or a chevron at its bottom. */
export type AdviceMark = AdviceMarkKind;

/** A hex the rules let the selected unit reach: movement points left there, and a mark when the move must end there. */
export interface AdviceHex {
  hex: string;
  remaining: number;
  mark: AdviceMark | null;
  /** Print the hex's name on it at any zoom (the hexes a pending choice concerns). */
  label?: boolean;
}

/** A move to show on the map (an opponent's, from an imported file): from one hex to another. */
export interface Trail {
  from: string;
  to: string;
}

/** Fill of an advised hex: `share` of the movement left (0–1), from amber (little) to pale green (a lot). */
export function adviceFill(share: number): string {
  const s = Math.max(0, Math.min(1, share));
  const hue = Math.round(28 + 100 * s);
  const light = Math.round(48 + 14 * s);
  return `hsl(${hue} 80% ${light}% / 0.5)`;
}
export const ADVICE_BAR_COLOUR = '#c8322b';
export const ADVICE_CHEVRON_COLOUR = '#7a4a1e';

/** What an overlay layer draws now, by printed hex names (tests read it). */
export interface OverlayReport {
  id: string;
  legend: string;
  style: OverlayStyle;
  tone: string;
  hexes: string[];
}

/**
 * The layer above the map: the game's overlays (generic layers, see shared/board/overlay.ts), the
 * movement advice, the opponent's trails and the hovered hex. Nothing here knows what a layer means.
 */
export class OverlayLayer {
  readonly layer = new Konva.Layer({ listening: false });
  private overlays: DrawnOverlay[] = [];
  private advice: { h: MapHex; fill: string; mark: AdviceMark | null; label: boolean }[] | null = null;
  private readonly hoverHex = new Line({ closed: true, visible: false, listening: false, strokeWidth: 2.5, perfectDrawEnabled: false });
  private readonly trailGroup = new Konva.Group({ listening: false });
  private hovered: string | null = null;

  constructor(
    private readonly geo: MapGeometry,
    private readonly camera: Camera,
    /** The colour of a tone (a side id, 'neutral' or 'alert'). */
    private readonly toneColour: (tone: string) => string,
  ) {
    this.layer.add(
      new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawOverlays(ctx._context) }),
      new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawAdvice(ctx._context) }),
      this.trailGroup,
      this.hoverHex,
    );
  }

  // ------------------------------------------------------------ generic overlays

  /** Replaces the overlays (an empty list clears them). */
  setOverlays(layers: readonly MapOverlay[]): void {
    const next: DrawnOverlay[] = [];
    for (const l of layers) {
      const hexes = l.hexes.map((n) => this.geo.byName.get(n)).filter((h): h is MapHex => !!h);
      const hexsides = (l.hexsides ?? [])
        .map(([a, b]) => [this.geo.byName.get(a), this.geo.byName.get(b)] as const)
        .filter((s): s is readonly [MapHex, MapHex] => !!s[0] && !!s[1]);
      if (!hexes.length && !hexsides.length) continue;
      next.push({ id: l.id, legend: l.legend, style: l.style, tone: l.tone, colour: this.toneColour(l.tone), hexes, hexsides });
    }
    if (!next.length && !this.overlays.length) return;
    this.overlays = next;
    this.layer.batchDraw();
  }

  /** What the overlays draw now (empty when off). */
  overlayReport(): OverlayReport[] {
    return this.overlays.map((o) => ({ id: o.id, legend: o.legend, style: o.style, tone: o.tone, hexes: o.hexes.map((h) => h.name) }));
  }

  private drawOverlays(c: CanvasRenderingContext2D): void {
    if (!this.overlays.length) return;
    const v = this.camera.visibleMapRect(HEX_RADIUS);
    // Layers of the same style take turns (hatching leaning each way, dots left and right).
    const turn = new Map<OverlayStyle, number>();
    // Drawn in a fixed order of style, so a ring always lies above a hatching, whatever the game's order.
    const order: OverlayStyle[] = ['fill', 'dot', 'dashed-ring', 'hatch', 'outline', 'hexside', 'ring', 'open-ring'];
    for (const style of order) {
      for (const o of this.overlays) {
        if (o.style !== style) continue;
        const k = turn.get(style) ?? 0;
        turn.set(style, k + 1);
        drawOverlay(c, o, k, v, this.camera.zoom);
      }
    }
  }

  // ------------------------------------------------------------ movement advice

  /**
   * Highlights where the rules let a unit go (null clears): each hex shaded by the movement left
   * on arrival, with a red bar or a brown chevron where the move must end (the game says which
   * means what). Advice only: the board still accepts a drop anywhere.
   */
  setAdvice(moves: readonly AdviceHex[] | null): void {
    if (!moves || moves.length === 0) {
      if (!this.advice) return;
      this.advice = null;
    } else {
      const max = Math.max(1, ...moves.map((m) => m.remaining));
      const hexes: { h: MapHex; fill: string; mark: AdviceMark | null; label: boolean }[] = [];
      for (const m of moves) {
        const h = this.geo.byName.get(m.hex);
        if (h) hexes.push({ h, fill: adviceFill(m.remaining / max), mark: m.mark, label: !!m.label });
      }
      this.advice = hexes.length ? hexes : null;
    }
    this.layer.batchDraw();
  }

  /** The printed names of the hexes the advice highlights now. */
  highlightedHexes(): string[] {
    return this.advice ? this.advice.map((a) => a.h.name) : [];
  }

  /** The highlighted hexes whose names are printed on them. */
  labelledHexes(): string[] {
    return this.advice ? this.advice.filter((a) => a.label).map((a) => a.h.name) : [];
  }

  private drawAdvice(c: CanvasRenderingContext2D): void {
    if (!this.advice) return;
    const v = this.camera.visibleMapRect(HEX_RADIUS);
    const x1 = v.x + v.width;
    const y1 = v.y + v.height;
    const R = HEX_RADIUS;
    const line = Math.max(1, 1.2 / this.camera.zoom);
    const labels: MapHex[] = [];
    for (const { h, fill, mark, label } of this.advice) {
      if (label) labels.push(h);
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
      if (mark === 'bar') {
        // A red bar across the top of the hex, clear of a counter standing there.
        c.fillStyle = ADVICE_BAR_COLOUR;
        c.fillRect(x - R * 0.28, y - R * 0.8, R * 0.56, R * 0.13);
      } else if (mark === 'chevron') {
        // A brown chevron at the bottom.
        c.beginPath();
        c.moveTo(x - R * 0.25, y + R * 0.6);
        c.lineTo(x, y + R * 0.78);
        c.lineTo(x + R * 0.25, y + R * 0.6);
        c.strokeStyle = ADVICE_CHEVRON_COLOUR;
        c.lineWidth = R * 0.09;
        c.lineCap = 'round';
        c.lineJoin = 'round';
        c.stroke();
      }
    }
    for (const h of labels) this.drawHexLabel(c, h);
  }

  /** A hex's name in a pill at its top, the same size on screen at any zoom, so the hexes of a choice can be named. */
  private drawHexLabel(c: CanvasRenderingContext2D, h: MapHex): void {
    const z = this.camera.zoom;
    const size = 12 / z;
    c.save();
    c.font = `700 ${size}px system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    const w = c.measureText(h.name).width + size * 0.8;
    const hh = size * 1.4;
    const x = h.centre.x;
    const y = h.centre.y - Math.max(HEX_RADIUS * 0.62, HALF + hh / 2);
    c.fillStyle = 'rgb(29 28 22 / 0.85)';
    c.beginPath();
    c.roundRect(x - w / 2, y - hh / 2, w, hh, hh / 2);
    c.fill();
    c.fillStyle = '#fff6d8';
    c.fillText(h.name, x, y + size * 0.05);
    c.restore();
  }

  // ------------------------------------------------------------ hovered hex, trails

  /** Outlines the hex under the pointer: strongly while dropping or placing. */
  setHover(h: MapHex | null, mode: 'drop' | 'place' | null): void {
    const key = h ? `${h.name}|${mode ?? ''}` : null;
    if (key === this.hovered) return;
    this.hovered = key;
    if (!h) this.hoverHex.visible(false);
    else {
      this.hoverHex.points(h.corners.flatMap((c) => [c.x, c.y]));
      const strong = mode !== null;
      this.hoverHex.stroke(strong ? '#f2b95f' : 'rgb(255 252 240 / 0.95)');
      this.hoverHex.strokeWidth(strong ? 3.5 : 2.2);
      this.hoverHex.fill(strong ? 'rgb(242 185 95 / 0.28)' : 'rgb(255 252 240 / 0.16)');
      this.hoverHex.visible(true);
    }
    this.layer.batchDraw();
  }

  /** An arrow for each move from the hex it left to the hex it reached (an empty list clears them). */
  setTrails(trails: readonly Trail[]): void {
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
      const arrow = (stroke: string, strokeWidth: number, pointerLength: number, pointerWidth: number) =>
        new Arrow({ points: [a.centre.x, a.centre.y, end.x, end.y], stroke, strokeWidth, pointerLength, pointerWidth, fill: stroke, lineCap: 'round', listening: false, perfectDrawEnabled: false });
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
        arrow('rgb(12 30 40 / 0.75)', 7, 14, 16),
        arrow(MARK_COLOUR, 4, 12, 13),
      );
    }
    this.layer.batchDraw();
  }
}
