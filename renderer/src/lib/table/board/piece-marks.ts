import { COUNTER_SIZE, HALF } from './stacking';

/** The colour of the marks on the opponent's last moves (halo and trail). */
export const MARK_COLOUR = '#2fa4d6';

/** The selection ring round a counter: dark under amber, readable on any terrain. */
export function drawRing(c: CanvasRenderingContext2D, x: number, y: number): void {
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

/** The mark of a counter the opponent just moved: a blue halo round it, under the counter. */
export function drawMark(c: CanvasRenderingContext2D, x: number, y: number): void {
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
export function drawBadge(c: CanvasRenderingContext2D, x: number, y: number, count: number): void {
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
