/**
 * Where a point is: board placement on a map (§2.4), then the board's grid — zones first, then the
 * background grid (§2.6) — giving the printed name (or null) and the raw column/row.
 */
import { hexRawColRow, nearestRegion, polygonBounds, polygonContains, squareRawColRow, type Point } from './geometry.js';
import { hexName, hexPointOfName, squareName, squarePointOfName, type Size } from './numbering.js';
import type { BoardDef, BoardPlacement, GridDef, MapDef, VassalModule } from './types.js';

export interface GridLocation {
  /** Printed name, or null when the grid has no numbering. */
  name: string | null;
  /** Raw column/row of the cell (grid frame for hexes); null for regions and zones by name. */
  col: number | null;
  row: number | null;
  zone: string | null;
}

/** The location of a board point on a grid (board size for descending numbering). */
export function gridLocation(grid: GridDef | null, p: Point, size: Size): GridLocation {
  if (!grid) return { name: null, col: null, row: null, zone: null };
  switch (grid.kind) {
    case 'hex': {
      const { col, row } = hexRawColRow(grid, p);
      return { name: hexName(grid, grid.numbering, p, size), col, row, zone: null };
    }
    case 'square': {
      const { col, row } = squareRawColRow(grid, p);
      return { name: squareName(grid, grid.numbering, p, size), col, row, zone: null };
    }
    case 'region':
      return { name: nearestRegion(grid.regions, p)?.name ?? null, col: null, row: null, zone: null };
    case 'zoned': {
      for (const zone of grid.zones) {
        if (!polygonContains(zone.path, p)) continue;
        const inner = zone.useParentGrid ? grid.background : zone.grid;
        const b = polygonBounds(zone.path);
        const loc = gridLocation(inner, p, zone.useParentGrid ? size : { width: b.width, height: b.height });
        const name = zone.locationFormat.replace(/\$name\$/g, zone.name).replace(/\$gridLocation\$/g, loc.name ?? '').replace(/\$[A-Za-z0-9_]+\$/g, '');
        return { ...loc, name: name || loc.name, zone: zone.name };
      }
      return gridLocation(grid.background, p, size);
    }
  }
}

/** Board point of a printed name on a grid (zones' own grids, then the background), or null. */
export function pointOfName(grid: GridDef | null, name: string, size: Size): Point | null {
  if (!grid) return null;
  switch (grid.kind) {
    case 'hex':
      return grid.numbering ? hexPointOfName(grid, grid.numbering, name, size) : null;
    case 'square':
      return grid.numbering ? squarePointOfName(grid, grid.numbering, name, size) : null;
    case 'region': {
      const r = grid.regions.find((q) => q.name === name);
      return r ? { x: r.x, y: r.y } : null;
    }
    case 'zoned': {
      for (const zone of grid.zones) {
        if (zone.grid && !zone.useParentGrid) {
          const b = polygonBounds(zone.path);
          const p = pointOfName(zone.grid, name, { width: b.width, height: b.height });
          if (p && polygonContains(zone.path, p)) return p;
        }
      }
      return pointOfName(grid.background, name, size);
    }
  }
}

export interface PlacedBoard {
  board: BoardDef;
  placement: BoardPlacement;
  /** Top-left corner in map points. */
  x: number;
  y: number;
}

/** Boards of a placement with their map origins (§2.4: sums of widths/heights before them). */
export function placeBoards(map: MapDef, placement: readonly BoardPlacement[] = map.defaultPlacement): PlacedBoard[] {
  const byName = new Map(map.boards.map((b) => [b.name, b]));
  const at = new Map<string, BoardDef>();
  for (const p of placement) {
    const b = byName.get(p.board);
    if (b) at.set(`${p.col},${p.row}`, b);
  }
  const out: PlacedBoard[] = [];
  for (const p of placement) {
    const board = byName.get(p.board);
    if (!board) continue;
    let x = map.edgeWidth;
    for (let c = 0; c < p.col; c++) x += at.get(`${c},${p.row}`)?.width ?? 0;
    let y = map.edgeHeight;
    for (let r = 0; r < p.row; r++) y += at.get(`${p.col},${r}`)?.height ?? 0;
    out.push({ board, placement: p, x, y });
  }
  return out;
}

/** Map point → board point of a placed board (mirrored when reversed), and back. */
export function toBoardPoint(pb: PlacedBoard, x: number, y: number): Point {
  const bx = x - pb.x;
  const by = y - pb.y;
  return pb.placement.reversed ? { x: pb.board.width - bx, y: pb.board.height - by } : { x: bx, y: by };
}

export function toMapPoint(pb: PlacedBoard, p: Point): Point {
  const b = pb.placement.reversed ? { x: pb.board.width - p.x, y: pb.board.height - p.y } : p;
  return { x: b.x + pb.x, y: b.y + pb.y };
}

export interface MapLocation extends GridLocation {
  board: string | null;
}

/** Where a map point falls: board, printed name (or null), raw column/row. */
export function locate(module: VassalModule, mapId: string, x: number, y: number, placement?: readonly BoardPlacement[]): MapLocation {
  const map = module.maps.find((m) => m.id === mapId) ?? module.maps.find((m) => m.name === mapId);
  const none: MapLocation = { board: null, name: null, col: null, row: null, zone: null };
  if (!map) return none;
  for (const pb of placeBoards(map, placement)) {
    if (x < pb.x || y < pb.y || x >= pb.x + pb.board.width || y >= pb.y + pb.board.height) continue;
    const p = toBoardPoint(pb, x, y);
    return { board: pb.board.name, ...gridLocation(pb.board.grid, p, pb.board) };
  }
  return none;
}
