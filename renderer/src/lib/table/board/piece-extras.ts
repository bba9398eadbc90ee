import type { PieceLabel } from '../../../../../shared/board/image-table';

/**
 * Turning a counter and writing its texts, in the square (0, 0)–(size, size) its bitmap is drawn in.
 * A turned square is shrunk to fit the square, so no corner is cut off.
 */

/** Turns what is drawn next by `angle` degrees clockwise about the square's centre. */
export function turnAbout(ctx: CanvasRenderingContext2D, size: number, angle: number): void {
  if (!angle) return;
  const r = (angle * Math.PI) / 180;
  const fit = 1 / (Math.abs(Math.cos(r)) + Math.abs(Math.sin(r)));
  ctx.translate(size / 2, size / 2);
  ctx.rotate(r);
  ctx.scale(fit, fit);
  ctx.translate(-size / 2, -size / 2);
}

/** Where a label's text starts, in the square: its anchor on the counter's edge or centre, offset, then justified — kept inside. */
export function labelBox(l: PieceLabel, size: number, imageSize: number, text: { width: number; height: number }): { x: number; y: number } {
  const k = size / Math.max(1, imageSize);
  const ax = (l.horizontal === 'l' ? 0 : l.horizontal === 'r' ? size : size / 2) + l.dx * k;
  const ay = (l.vertical === 't' ? 0 : l.vertical === 'b' ? size : size / 2) + l.dy * k;
  const x = l.hJust === 'l' ? ax : l.hJust === 'r' ? ax - text.width : ax - text.width / 2;
  const y = l.vJust === 't' ? ay : l.vJust === 'b' ? ay - text.height : ay - text.height / 2;
  // The counter is drawn in its square: a label the trait puts outside it is drawn at its edge.
  return { x: Math.min(Math.max(0, x), Math.max(0, size - text.width)), y: Math.min(Math.max(0, y), Math.max(0, size - text.height)) };
}

export function drawLabels(ctx: CanvasRenderingContext2D, size: number, labels: readonly PieceLabel[], imageSize: number): void {
  const k = size / Math.max(1, imageSize);
  for (const l of labels) {
    const px = Math.max(6, l.size * k);
    ctx.font = `${l.bold ? 'bold ' : ''}${px}px sans-serif`;
    ctx.textBaseline = 'top';
    ctx.textAlign = 'left';
    const width = Math.min(size, ctx.measureText(l.text).width);
    const height = px * 1.15;
    const { x, y } = labelBox(l, size, imageSize, { width, height });
    if (l.background) {
      ctx.fillStyle = l.background;
      ctx.fillRect(x, y, width, height);
    }
    ctx.fillStyle = l.colour;
    ctx.fillText(l.text, x, y + px * 0.08, size);
  }
}
