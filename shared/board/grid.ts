import { z } from 'zod';

/**
 * A hex or square grid registered on a board image by VASSAL's parameters, and the names of its
 * cells by VASSAL's numbering (../shared/research/anchor-vassal-formats.md §2.5–2.7). Everything is
 * in the board image's pixels. The arithmetic follows VASSAL's literally — truncated centres, the
 * half-column offset trunc(dy/2), the crossed maxRows/maxCols — so a cell's centre here is the
 * pixel VASSAL stacks pieces on.
 *
 * Sideways hex grids work in a transposed frame: (u, v) = (y, x), with dx, x0 along the screen's
 * vertical axis and dy, y0 along the horizontal one.
 */

export const numberingSchema = z.object({
  /** 'H': column label then row label; 'V': row label first. */
  first: z.enum(['H', 'V']).default('H'),
  sep: z.string().max(4).default(''),
  hType: z.enum(['N', 'A']).default('N'),
  vType: z.enum(['N', 'A']).default('N'),
  hLeading: z.number().int().min(0).max(6).default(1),
  vLeading: z.number().int().min(0).max(6).default(1),
  hOff: z.number().int().default(1),
  vOff: z.number().int().default(1),
  hDescend: z.boolean().default(false),
  vDescend: z.boolean().default(false),
  /** Hex grids: odd raw columns count their row one more. */
  stagger: z.boolean().default(true),
  /** Hex numbers constant along a diagonal (VASSAL's ObliqueHexGridNumbering): slanted right or left. */
  oblique: z.enum(['right', 'left']).nullable().default(null),
  /** Literal text before every name (a VASSAL location format such as `y$gridLocation$`: VASL's board letter). */
  prefix: z.string().max(16).optional(),
});
export type Numbering = z.output<typeof numberingSchema>;

export const hexGridSchema = z.object({
  kind: z.literal('hex'),
  /** Distance between adjacent columns; VASSAL's default is dy·√3/2. */
  dx: z.number().positive().optional(),
  /** Centre-to-centre distance along a column. */
  dy: z.number().positive().default(64),
  x0: z.number().int().default(0),
  y0: z.number().int().default(32),
  sideways: z.boolean().default(false),
  numbering: numberingSchema.optional(),
});

export const squareGridSchema = z.object({
  kind: z.literal('square'),
  dx: z.number().positive().default(48),
  dy: z.number().positive().default(48),
  x0: z.number().int().default(24),
  y0: z.number().int().default(24),
  numbering: numberingSchema.optional(),
});

export const gridSchema = z.discriminatedUnion('kind', [hexGridSchema, squareGridSchema]);
export type GridSpec = z.input<typeof gridSchema>;
export type Grid = z.output<typeof gridSchema>;

export type Pt = { x: number; y: number };

/** One cell of a grid on its board: raw column and row (grid frame), name, centre and corners in board pixels. */
export interface GridCell {
  col: number;
  row: number;
  name: string;
  centre: Pt;
  corners: Pt[];
}

const hexDx = (g: Extract<Grid, { kind: 'hex' }>) => g.dx ?? (g.dy * Math.sqrt(3)) / 2;
/** Java's Math.round: half up. */
const jround = (v: number) => Math.floor(v + 0.5);

/** The centre of raw cell (col, row), in board pixels, exactly as VASSAL computes it. */
export function cellCentre(g: Grid, col: number, row: number): Pt {
  if (g.kind === 'square') return { x: g.x0 + jround(col * g.dx), y: g.y0 + jround(row * g.dy) };
  const dx = hexDx(g);
  const u = Math.trunc(dx * col + g.x0);
  const v = col % 2 === 0 ? Math.trunc(g.dy * row + g.y0) : Math.trunc(g.dy * row + Math.trunc(g.dy / 2) + g.y0);
  return g.sideways ? { x: v, y: u } : { x: u, y: v };
}

/** The corners of raw cell (col, row), in board pixels (flat-topped hexagons in the grid frame, r = 2·dx/3). */
export function cellCorners(g: Grid, col: number, row: number): Pt[] {
  const c = cellCentre(g, col, row);
  if (g.kind === 'square') {
    const hx = g.dx / 2;
    const hy = g.dy / 2;
    return [
      { x: c.x - hx, y: c.y - hy },
      { x: c.x + hx, y: c.y - hy },
      { x: c.x + hx, y: c.y + hy },
      { x: c.x - hx, y: c.y + hy },
    ];
  }
  const r = (2 * hexDx(g)) / 3;
  const h = g.dy / 2;
  const [cu, cv] = g.sideways ? [c.y, c.x] : [c.x, c.y];
  const frame: [number, number][] = [
    [cu + r, cv],
    [cu + r / 2, cv + h],
    [cu - r / 2, cv + h],
    [cu - r, cv],
    [cu - r / 2, cv - h],
    [cu + r / 2, cv - h],
  ];
  return frame.map(([u, v]) => (g.sideways ? { x: v, y: u } : { x: u, y: v }));
}

/** The raw cell whose centre is nearest a board point (for a regular hex grid: the cell that contains it). */
export function cellAt(g: Grid, p: Pt): { col: number; row: number } {
  if (g.kind === 'square') return { col: Math.floor((p.x - g.x0) / g.dx + 0.5), row: Math.floor((p.y - g.y0) / g.dy + 0.5) };
  const dx = hexDx(g);
  const [u, v] = g.sideways ? [p.y, p.x] : [p.x, p.y];
  const col = Math.floor((u - g.x0 + dx / 2) / dx);
  const row = col % 2 === 0 ? Math.floor((v - g.y0 + g.dy / 2) / g.dy) : Math.floor((v - g.y0) / g.dy);
  let best = { col, row };
  let bestD = Infinity;
  for (let dc = -1; dc <= 1; dc++) {
    for (let dr = -1; dr <= 1; dr++) {
      const c = cellCentre(g, col + dc, row + dr);
      const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = { col: col + dc, row: row + dr };
      }
    }
  }
  return best;
}

/** VASSAL's label of a number: zero-padded to leading + 1 digits, or repeated letters (26 → AA, 27 → BB). */
export function gridLabel(n: number, type: 'N' | 'A', leading: number): string {
  const sign = n < 0 ? '-' : '';
  let m = Math.abs(n);
  if (type === 'A') {
    let s = '';
    do {
      s += String.fromCharCode(65 + (m % 26));
      m -= 26;
    } while (m >= 0);
    return sign + s;
  }
  let s = String(m);
  for (let budget = leading; budget > 0 && m < 10 ** budget; budget--) s = `0${s}`;
  return sign + s;
}

/** The name VASSAL's numbering gives raw cell (col, row) on a board of the given size; `c<col>r<row>` without numbering. */
export function cellName(g: Grid, col: number, row: number, width: number, height: number): string {
  const n = g.numbering;
  if (!n) return `c${col}r${row}`;
  let c = col;
  let r = row;
  if (g.kind === 'square') {
    const maxCols = Math.trunc(width / g.dx + 0.5);
    const maxRows = Math.trunc(height / g.dy + 0.5);
    if (n.hDescend) c = maxCols - c;
    if (n.vDescend) r = maxRows - r;
  } else {
    const maxRows = Math.floor(height / hexDx(g) + 0.5);
    const maxCols = Math.floor(width / g.dy + 0.5);
    if (!g.sideways) {
      if (n.hDescend) c = maxCols - c;
      if (n.vDescend) r = maxRows - r;
    } else {
      if (n.vDescend) c = maxRows - c;
      if (n.hDescend) r = maxCols - r;
    }
    const rowDescends = g.sideways ? n.hDescend : n.vDescend;
    if (n.stagger && Math.abs(col) % 2 === 1) r += rowDescends ? -1 : 1;
    if (n.oblique === 'right') r = Math.trunc(c / 2) + r;
    else if (n.oblique === 'left') r = r - Math.trunc(c / 2) + 1;
  }
  const colLabel = gridLabel(c + n.hOff, n.hType, n.hLeading);
  const rowLabel = gridLabel(r + n.vOff, n.vType, n.vLeading);
  return (n.prefix ?? '') + (n.first === 'H' ? colLabel + n.sep + rowLabel : rowLabel + n.sep + colLabel);
}

/** Every cell of a grid whose centre lies on a board of the given size, row by row. */
export function gridCells(g: Grid, width: number, height: number): GridCell[] {
  const stepU = g.kind === 'hex' ? hexDx(g) : g.dx;
  const stepV = g.dy;
  const [spanU, spanV] = g.kind === 'hex' && g.sideways ? [height, width] : [width, height];
  const cells: GridCell[] = [];
  for (let col = Math.floor(-g.x0 / stepU) - 1; col <= Math.ceil((spanU - g.x0) / stepU) + 1; col++) {
    for (let row = Math.floor(-g.y0 / stepV) - 1; row <= Math.ceil((spanV - g.y0) / stepV) + 1; row++) {
      const centre = cellCentre(g, col, row);
      if (centre.x < 0 || centre.y < 0 || centre.x >= width || centre.y >= height) continue;
      cells.push({ col, row, name: cellName(g, col, row, width, height), centre, corners: cellCorners(g, col, row) });
    }
  }
  cells.sort((a, b) => a.centre.y - b.centre.y || a.centre.x - b.centre.x);
  return cells;
}
