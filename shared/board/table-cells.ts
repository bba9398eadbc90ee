import { cellAt, cellName, gridCells, type Pt } from './grid.js';
import type { ImageTable } from './image-table.js';

/** A cell of a table of boards: its name, its board, and where it lies on the map (board offset added), in pixels. */
export interface TableCell {
  name: string;
  board: string;
  col: number;
  row: number;
  centre: Pt;
  corners: Pt[];
}

/**
 * Every cell of every board, named by its board's numbering, row by row. Two boards may give a
 * cell the same name: the first board keeps it, a later one's is prefixed with its board id
 * (`east:0101`). Main and the board both name cells by this, so a move names the same cell on both.
 */
export function tableCells(table: ImageTable): TableCell[] {
  const cells: TableCell[] = [];
  const taken = new Set<string>();
  for (const b of table.boards) {
    for (const c of gridCells(b.grid, b.width, b.height)) {
      const name = taken.has(c.name) ? `${b.id}:${c.name}` : c.name;
      taken.add(name);
      // A reversed board is turned about its centre: its printed point p lies at (w − p.x, h − p.y).
      const at = (p: Pt) => (b.reversed ? { x: b.x + b.width - p.x, y: b.y + b.height - p.y } : { x: b.x + p.x, y: b.y + p.y });
      cells.push({ name, board: b.id, col: c.col, row: c.row, centre: at(c.centre), corners: c.corners.map(at) });
    }
  }
  cells.sort((a, b) => a.centre.y - b.centre.y || a.centre.x - b.centre.x);
  return cells;
}

/** The name of the cell under a map point (pixels), or null off every board. */
export function cellNameAt(table: ImageTable, cells: ReadonlyMap<string, TableCell>, p: Pt): string | null {
  const b = table.boards.find((b) => p.x >= b.x && p.x < b.x + b.width && p.y >= b.y && p.y < b.y + b.height);
  if (!b) return null;
  const local = b.reversed ? { x: b.width - (p.x - b.x), y: b.height - (p.y - b.y) } : { x: p.x - b.x, y: p.y - b.y };
  const c = cellAt(b.grid, local);
  const name = cellName(b.grid, c.col, c.row, b.width, b.height);
  for (const n of [name, `${b.id}:${name}`]) {
    const hit = cells.get(n);
    if (hit && hit.board === b.id && hit.col === c.col && hit.row === c.row) return n;
  }
  return null;
}
