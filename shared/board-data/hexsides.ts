import type { Pt } from '../board/grid.js';

/**
 * Hexsides of a table's cells, named by their two cells: `<a>|<b>` with a < b, so both hexes name
 * a hexside alike whatever the board's numbering. Neighbours are found from the cells' centres
 * (any grid, any number of boards side by side): two cells are adjacent when their centres lie
 * about one cell apart.
 */

export function hexsideId(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function hexsideCells(id: string): [string, string] | null {
  const i = id.indexOf('|');
  if (i <= 0 || i === id.length - 1 || id.indexOf('|', i + 1) !== -1) return null;
  return [id.slice(0, i), id.slice(i + 1)];
}

export interface CentredCell {
  name: string;
  centre: Pt;
}

/** Each cell's adjacent cells, by name. `spacing` is the larger centre-to-centre distance of adjacent cells (tableSpacing). */
export function neighbourMap(cells: readonly CentredCell[], spacing: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const limit = spacing * 1.2;
  const bucket = new Map<string, CentredCell[]>();
  const keyOf = (x: number, y: number) => `${Math.floor(x / limit)},${Math.floor(y / limit)}`;
  for (const c of cells) {
    const k = keyOf(c.centre.x, c.centre.y);
    const list = bucket.get(k);
    if (list) list.push(c);
    else bucket.set(k, [c]);
    out.set(c.name, []);
  }
  for (const c of cells) {
    const bx = Math.floor(c.centre.x / limit);
    const by = Math.floor(c.centre.y / limit);
    const near: string[] = out.get(c.name)!;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const o of bucket.get(`${bx + dx},${by + dy}`) ?? []) {
          if (o.name === c.name) continue;
          const d = Math.hypot(o.centre.x - c.centre.x, o.centre.y - c.centre.y);
          if (d > spacing * 0.5 && d <= limit) near.push(o.name);
        }
      }
    }
  }
  return out;
}

/** The larger distance between the centres of two adjacent cells of a grid (hex: along a column or to the next column). */
export function gridSpacing(g: { kind: 'hex'; dx?: number | undefined; dy: number } | { kind: 'square'; dx: number; dy: number }): number {
  if (g.kind === 'square') return Math.max(g.dx, g.dy);
  const dx = g.dx ?? (g.dy * Math.sqrt(3)) / 2;
  return Math.max(g.dy, Math.hypot(dx, g.dy / 2));
}
