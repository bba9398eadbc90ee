import type { ImageTable } from '../../../../../shared/board/image-table';
import { cellNameAt, tableCells } from '../../../../../shared/board/table-cells';
import { HEX_RADIUS, type Bounds, type MapGeometry, type MapHex } from './map-geometry';

/**
 * The geometry of a table drawn from images: every cell of every board's registered grid, named as
 * main names it (shared/board/table-cells.ts), in map units. Map units are the boards' pixels
 * scaled so a cell is as big as a hex of the generated map (HEX_RADIUS): counters, overlays and
 * zoom limits then need no change.
 */
export interface ImageGeometry extends MapGeometry {
  /** Map units per board pixel. */
  scale: number;
}

/** Map units per board pixel: the first board's cell is as tall as a generated hex. */
export const imageScale = (table: ImageTable): number => (Math.sqrt(3) * HEX_RADIUS) / table.boards[0]!.grid.dy;

/** The maps of a table that holds several (its boards' `map`), in order, each with its area in map units; [] for one map. */
export function tableMaps(table: ImageTable): { name: string; area: Bounds }[] {
  const scale = imageScale(table);
  const out: { name: string; area: Bounds }[] = [];
  for (const b of table.boards) {
    if (!b.map) continue;
    const hit = out.find((m) => m.name === b.map);
    const r = { x: b.x * scale, y: b.y * scale, width: b.width * scale, height: b.height * scale };
    if (!hit) out.push({ name: b.map, area: r });
    else {
      const x = Math.min(hit.area.x, r.x);
      const y = Math.min(hit.area.y, r.y);
      hit.area = { x, y, width: Math.max(hit.area.x + hit.area.width, r.x + r.width) - x, height: Math.max(hit.area.y + hit.area.height, r.y + r.height) - y };
    }
  }
  return out.length > 1 ? out : [];
}

export function buildImageGeometry(table: ImageTable): ImageGeometry {
  const cellHeight = table.boards[0]!.grid.dy;
  const scale = imageScale(table);
  const cells = tableCells(table);
  const byCell = new Map(cells.map((c) => [c.name, c]));
  const hexes: MapHex[] = cells.map((c) => ({
    name: c.name,
    hex: { q: c.col, r: c.row - (c.col - (c.col & 1)) / 2 },
    centre: { x: c.centre.x * scale, y: c.centre.y * scale },
    corners: c.corners.map((p) => ({ x: p.x * scale, y: p.y * scale })),
    terrain: '',
  }));
  const byName = new Map(hexes.map((h) => [h.name, h]));
  const right = Math.max(...table.boards.map((b) => b.x + b.width));
  const bottom = Math.max(...table.boards.map((b) => b.y + b.height));
  const bounds: Bounds = { x: 0, y: 0, width: right * scale, height: bottom * scale };
  return {
    scale,
    layout: { orientation: 'flat', size: { x: HEX_RADIUS, y: HEX_RADIUS }, origin: { x: 0, y: 0 } },
    hexes,
    byName,
    bounds,
    pitch: cellHeight * scale,
    roads: [],
    edges: new Map(),
    hexAt(p) {
      const name = cellNameAt(table, byCell, { x: p.x / scale, y: p.y / scale });
      return name === null ? null : (byName.get(name) ?? null);
    },
  };
}
