import type { UnitSpec } from '../../../../../shared/games/descriptor';
import { inkOn, mix } from './colour';

/**
 * Our own counter art, drawn from a unit's data: a square in its nationality's colour, the NATO
 * symbol of its type in a box, size marks above, attack-defence-movement along the bottom. One
 * function draws it for the board (into a shared face bitmap) and for the panels' thumbnails.
 */

export interface CounterFace {
  colour: string;
  type: UnitSpec['type'];
  size: UnitSpec['size'];
  attack: number;
  defence: number;
  movement: number;
  /** The unit's name, printed in the symbol box when no source gives its type (empty otherwise). */
  name: string;
}

export function faceOf(unit: UnitSpec, colour: string): CounterFace {
  return { colour, type: unit.type, size: unit.size, attack: unit.attack, defence: unit.defence, movement: unit.movement, name: unit.type === 'unknown' ? unit.name : '' };
}

/** Identical faces share one bitmap: the key says what is drawn. */
export function faceKey(f: CounterFace): string {
  return `${f.colour}|${f.type}|${f.size}|${f.attack}-${f.defence}-${f.movement}|${f.name}`;
}

const FONT = "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif";

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Draws a counter face in the square (0, 0)–(s, s) of the context's current transform. */
export function drawCounterFace(ctx: CanvasRenderingContext2D, f: CounterFace, s: number): void {
  const bg = f.colour;
  const ink = inkOn(bg);
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';

  // Body, with a thin darker edge and a light bevel so stacked counters read as separate pieces.
  roundRect(ctx, 0.5, 0.5, s - 1, s - 1, s * 0.09);
  ctx.fillStyle = bg;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.035);
  ctx.strokeStyle = mix(bg, '#000000', 0.55);
  ctx.stroke();
  roundRect(ctx, s * 0.06, s * 0.06, s * 0.88, s * 0.88, s * 0.06);
  ctx.lineWidth = Math.max(0.5, s * 0.018);
  ctx.strokeStyle = mix(bg, '#ffffff', 0.35);
  ctx.stroke();

  // The symbol box.
  const bw = s * 0.58;
  const bh = s * 0.36;
  const bx = (s - bw) / 2;
  const by = s * 0.27;
  const paper = mix(bg, '#ffffff', 0.72);
  ctx.fillStyle = paper;
  ctx.fillRect(bx, by, bw, bh);
  const symbolInk = '#17150f';
  ctx.strokeStyle = symbolInk;
  ctx.fillStyle = symbolInk;
  ctx.lineWidth = Math.max(1, s * 0.04);
  ctx.strokeRect(bx, by, bw, bh);
  drawTypeSymbol(ctx, f.type, bx, by, bw, bh, s, paper, f.name);

  // Size marks above the box.
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, s * 0.04);
  drawSizeMarks(ctx, f.size, s / 2, s * 0.115, s * 0.11);

  // Factors along the bottom.
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `700 ${Math.round(s * 0.27 * 10) / 10}px ${FONT}`;
  ctx.fillText(`${f.attack}-${f.defence}-${f.movement}`, s / 2, s * 0.9, s * 0.86);
  ctx.restore();
}

function drawTypeSymbol(ctx: CanvasRenderingContext2D, type: CounterFace['type'], x: number, y: number, w: number, h: number, s: number, paper: string, name: string): void {
  const lw = Math.max(1, s * 0.035);
  ctx.lineWidth = lw;
  const cross = () => {
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y + h);
    ctx.moveTo(x + w, y);
    ctx.lineTo(x, y + h);
    ctx.stroke();
  };
  const track = () => {
    const tw = w * 0.68;
    const th = h * 0.56;
    roundRect(ctx, x + (w - tw) / 2, y + (h - th) / 2, tw, th, th / 2);
    ctx.stroke();
  };
  switch (type) {
    case 'infantry':
      cross();
      break;
    case 'armour':
      track();
      break;
    case 'armoured-infantry':
      cross();
      track();
      break;
    case 'motorised-infantry':
      cross();
      ctx.beginPath();
      ctx.moveTo(x + w / 2, y);
      ctx.lineTo(x + w / 2, y + h);
      ctx.stroke();
      break;
    case 'recce':
      ctx.beginPath();
      ctx.moveTo(x, y + h);
      ctx.lineTo(x + w, y);
      ctx.stroke();
      break;
    case 'hq': {
      // A staff with a flag.
      const px = x + w * 0.34;
      ctx.beginPath();
      ctx.moveTo(px, y + h * 0.14);
      ctx.lineTo(px, y + h * 0.88);
      ctx.stroke();
      ctx.fillRect(px, y + h * 0.14, w * 0.36, h * 0.38);
      break;
    }
    case 'supply': {
      // Our own: a fuel can (jerrycan) in silhouette, with its handle cut out.
      const cw = h * 0.56;
      const ch = h * 0.7;
      const cx = x + (w - cw) / 2;
      const cy = y + h * 0.2;
      ctx.beginPath();
      ctx.moveTo(cx, cy + ch);
      ctx.lineTo(cx, cy + ch * 0.12);
      ctx.lineTo(cx + cw * 0.18, cy);
      ctx.lineTo(cx + cw, cy);
      ctx.lineTo(cx + cw, cy + ch);
      ctx.closePath();
      ctx.fill();
      // Spout.
      ctx.fillRect(cx - cw * 0.02, cy - h * 0.1, cw * 0.2, h * 0.12);
      // Handle opening, in the box colour.
      const ink = ctx.fillStyle;
      ctx.fillStyle = paper;
      ctx.fillRect(cx + cw * 0.42, cy + ch * 0.1, cw * 0.38, ch * 0.16);
      ctx.fillStyle = ink;
      break;
    }
    case 'artillery':
      ctx.beginPath();
      ctx.arc(x + w / 2, y + h / 2, h * 0.17, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'unknown':
      // No source gives the type: the unit's name instead of a guessed symbol (a bare "?" only without a name).
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      if (name) {
        ctx.font = `700 ${h * 0.42}px ${FONT}`;
        ctx.fillText(name, x + w / 2, y + h * 0.55, w * 0.94);
      } else {
        ctx.font = `700 ${h * 0.75}px ${FONT}`;
        ctx.fillText('?', x + w / 2, y + h * 0.54);
      }
      break;
  }
}

/** II battalion, III regiment, X brigade, XX division, XXX corps, drawn as strokes. */
function drawSizeMarks(ctx: CanvasRenderingContext2D, size: CounterFace['size'], cx: number, top: number, h: number): void {
  const bars = size === 'battalion' ? 2 : size === 'regiment' ? 3 : 0;
  const crosses = size === 'brigade' ? 1 : size === 'division' ? 2 : size === 'corps' ? 3 : 0;
  ctx.beginPath();
  if (bars) {
    const gap = h * 0.55;
    const x0 = cx - (gap * (bars - 1)) / 2;
    for (let i = 0; i < bars; i++) {
      ctx.moveTo(x0 + i * gap, top);
      ctx.lineTo(x0 + i * gap, top + h);
    }
  }
  if (crosses) {
    const w = h * 0.78;
    const gap = h * 0.3;
    const total = crosses * w + (crosses - 1) * gap;
    for (let i = 0; i < crosses; i++) {
      const x = cx - total / 2 + i * (w + gap);
      ctx.moveTo(x, top);
      ctx.lineTo(x + w, top + h);
      ctx.moveTo(x + w, top);
      ctx.lineTo(x, top + h);
    }
  }
  ctx.stroke();
}
