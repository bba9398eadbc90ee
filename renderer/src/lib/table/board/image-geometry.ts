import { cellAt, cellName, gridCells } from '../../../../../shared/board/grid';
import type { ImageTable } from '../../../../../shared/board/image-table';
import { HEX_RADIUS, type Bounds, type MapGeometry, type MapHex } from './map-geometry';

/**
 * The geometry of a table drawn from images: every cell of every board's registered grid, named
 * by its numbering, in map units. Map units are the boards' pixels scaled so a cell is as big as
 * a hex of the generated map (HEX_RADIUS): counters, overlays and zoom limits then need no change.
 * Two boards may give a cell the same name; the first board's keeps the name, a later one's is
 * prefixed with its board id.
 */
export interface ImageGeometry extends MapGeometry {
  /** Map units per board pixel. */
  scale: number;
}

export function buildImageGeometry(table: ImageTable): ImageGeometry {
  const first = table.boards[0]!;
  const cellHeight = first.grid.dy;
  const scale = (Math.sqrt(3) * HEX_RADIUS) / cellHeight;
  const hexes: MapHex[] = [];
  const byName = new Map<string, MapHex>();
  const boardOf = new Map<MapHex, string>();
  for (const b of table.boards) {
    for (const c of gridCells(b.grid, b.width, b.height)) {
      const name = byName.has(c.name) ? `${b.id}:${c.name}` : c.name;
      const h: MapHex = {
        name,
        hex: { q: c.col, r: c.row - (c.col - (c.col & 1)) / 2 },
        centre: { x: (b.x + c.centre.x) * scale, y: (b.y + c.centre.y) * scale },
        corners: c.corners.map((p) => ({ x: (b.x + p.x) * scale, y: (b.y + p.y) * scale })),
        terrain: '',
      };
      hexes.push(h);
      byName.set(name, h);
      boardOf.set(h, b.id);
    }
  }
  hexes.sort((a, b) => a.centre.y - b.centre.y || a.centre.x - b.centre.x);
  const right = Math.max(...table.boards.map((b) => b.x + b.width));
  const bottom = Math.max(...table.boards.map((b) => b.y + b.height));
  const bounds: Bounds = { x: 0, y: 0, width: right * scale, height: bottom * scale };
  return {
    scale,
    layout: { orientation: 'flat', size: { x: HEX_RADIUS, y: HEX_RADIUS }, origin: { x: 0, y: 0 } } as MapGeometry['layout'],
    hexes,
    byName,
    bounds,
    pitch: cellHeight * scale,
    roads: [],
    edges: new Map(),
    hexAt(p) {
      const px = { x: p.x / scale, y: p.y / scale };
      const b = table.boards.find((b) => px.x >= b.x && px.x < b.x + b.width && px.y >= b.y && px.y < b.y + b.height);
      if (!b) return null;
      const c = cellAt(b.grid, { x: px.x - b.x, y: px.y - b.y });
      const name = cellName(b.grid, c.col, c.row, b.width, b.height);
      const h = byName.get(name);
      if (h && boardOf.get(h) === b.id) return h;
      const prefixed = byName.get(`${b.id}:${name}`);
      return prefixed ?? null;
    },
  };
}
