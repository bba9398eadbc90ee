import type { OverlayStyle } from '../../../../../shared/board/overlay';
import { HEX_RADIUS, type Bounds, type MapHex } from './map-geometry';

/** An overlay resolved to the map: its hexes and hexsides, and its colour. */
export interface DrawnOverlay {
  id: string;
  legend: string;
  style: OverlayStyle;
  tone: string;
  colour: string;
  hexes: MapHex[];
  hexsides: (readonly [MapHex, MapHex])[];
}

const R = HEX_RADIUS;
const PAPER = 'rgb(255 252 240 / 0.9)';

/**
 * Draws one overlay in its style. `turn` counts the layers of the same style drawn before it, so
 * two sides' hatchings lean opposite ways and their dots sit side by side. `v` is the view.
 */
export function drawOverlay(c: CanvasRenderingContext2D, o: DrawnOverlay, turn: number, v: Bounds, zoom: number): void {
  const x1 = v.x + v.width;
  const y1 = v.y + v.height;
  const inView = (h: MapHex) => h.centre.x >= v.x && h.centre.x <= x1 && h.centre.y >= v.y && h.centre.y <= y1;
  const shown = o.hexes.filter(inView);
  c.save();
  switch (o.style) {
    case 'dot': {
      c.globalAlpha = 0.85;
      c.fillStyle = o.colour;
      c.strokeStyle = PAPER;
      c.lineWidth = Math.max(1, R * 0.04);
      const dx = (turn % 2 === 0 ? -1 : 1) * R * 0.3;
      c.beginPath();
      for (const h of shown) {
        c.moveTo(h.centre.x + dx + R * 0.13, h.centre.y + R * 0.62);
        c.arc(h.centre.x + dx, h.centre.y + R * 0.62, R * 0.13, 0, Math.PI * 2);
      }
      c.fill();
      c.stroke();
      break;
    }
    case 'dashed-ring':
      c.strokeStyle = o.colour;
      c.lineWidth = R * 0.09;
      c.setLineDash([R * 0.2, R * 0.12]);
      c.beginPath();
      for (const h of shown) {
        c.moveTo(h.centre.x + R * 0.7, h.centre.y);
        c.arc(h.centre.x, h.centre.y, R * 0.7, 0, Math.PI * 2);
      }
      c.stroke();
      break;
    case 'hatch':
      if (shown.length) hatch(c, o.colour, shown, turn, v, zoom);
      break;
    case 'fill':
    case 'outline':
      c.beginPath();
      for (const h of shown) hexPath(c, h);
      if (o.style === 'fill') {
        c.globalAlpha = 0.35;
        c.fillStyle = o.colour;
        c.fill();
      } else {
        c.strokeStyle = o.colour;
        c.lineWidth = Math.max(2, 2.5 / zoom);
        c.stroke();
      }
      break;
    case 'hexside':
      c.strokeStyle = o.colour;
      c.lineWidth = R * 0.14;
      c.lineCap = 'round';
      c.beginPath();
      for (const [a, b] of o.hexsides) {
        if (!inView(a) && !inView(b)) continue;
        const side = sharedSide(a, b);
        if (!side) continue;
        c.moveTo(side[0].x, side[0].y);
        c.lineTo(side[1].x, side[1].y);
      }
      c.stroke();
      break;
    case 'ring':
    case 'open-ring':
      for (const h of shown) ring(c, h, o.colour, o.style === 'open-ring');
      break;
  }
  c.restore();
}

function hexPath(c: CanvasRenderingContext2D, h: MapHex): void {
  h.corners.forEach((p, k) => (k ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
  c.closePath();
}

/** The hexes tinted, with diagonal hatching across the view clipped to them: "/" on even turns, "\\" on odd ones. */
function hatch(c: CanvasRenderingContext2D, colour: string, hexes: MapHex[], turn: number, v: Bounds, zoom: number): void {
  const gap = R * 0.32;
  const y1 = v.y + v.height;
  c.beginPath();
  for (const h of hexes) hexPath(c, h);
  c.globalAlpha = 0.12;
  c.fillStyle = colour;
  c.fill();
  c.clip();
  c.globalAlpha = 0.75;
  c.strokeStyle = colour;
  c.lineWidth = Math.max(1.4, 1.4 / zoom);
  const dir = turn % 2 === 0 ? 1 : -1;
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
}

/** A ring round the hex with a pennant at its top, above any counter there; open: dashed, with a dash in the middle. */
function ring(c: CanvasRenderingContext2D, h: MapHex, colour: string, open: boolean): void {
  const { x, y } = h.centre;
  c.beginPath();
  c.arc(x, y, R * 0.84, 0, Math.PI * 2);
  c.lineWidth = R * 0.16;
  c.strokeStyle = PAPER;
  c.stroke();
  c.lineWidth = R * 0.1;
  c.strokeStyle = colour;
  if (open) c.setLineDash([R * 0.22, R * 0.12]);
  c.stroke();
  c.setLineDash([]);
  c.beginPath();
  c.moveTo(x - R * 0.18, y - R * 0.98);
  c.lineTo(x + R * 0.22, y - R * 0.86);
  c.lineTo(x - R * 0.18, y - R * 0.74);
  c.closePath();
  c.fillStyle = colour;
  c.fill();
  c.lineWidth = 1;
  c.strokeStyle = PAPER;
  c.stroke();
  if (open) {
    c.font = `700 ${Math.round(R * 0.5)}px system-ui, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.lineWidth = R * 0.1;
    c.strokeText('—', x, y);
    c.fillStyle = '#4a4a4a';
    c.fillText('—', x, y);
  }
}

/** The side two neighbouring hexes share: the two corners of one that lie on the other's edge, or null. */
export function sharedSide(a: MapHex, b: MapHex): [{ x: number; y: number }, { x: number; y: number }] | null {
  const eps = R * 0.05;
  const common = a.corners.filter((p) => b.corners.some((q) => Math.abs(p.x - q.x) < eps && Math.abs(p.y - q.y) < eps));
  return common.length === 2 ? [common[0]!, common[1]!] : null;
}
