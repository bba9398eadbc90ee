/**
 * Boards assembled as VASL's board picker does: each in a column and row, reversed (turned 180°)
 * where chosen, after the map's edge margin; locations named with VASL's hex names, prefixed with
 * the board's name when more than one board is in play (e.g. `yY7`).
 */
import { placeBoards, toBoardPoint, toMapPoint, type PlacedBoard } from '../module/locate.js';
import type { BoardPlacement, MapDef } from '../module/types.js';
import type { Point } from '../module/geometry.js';
import type { VaslBoard } from './board-archive.js';
import { vaslColRow, vaslHexCentre, vaslHexName } from './grid.js';

export interface VaslMap {
  map: MapDef;
  boards: Map<string, VaslBoard>;
  placed: PlacedBoard[];
}

export function assembleVaslMap(boards: readonly VaslBoard[], placement: readonly BoardPlacement[], edge = { width: 0, height: 0 }): VaslMap {
  const byName = new Map(boards.map((b) => [b.name, b]));
  const map: MapDef = {
    id: 'Main Map',
    name: 'Main Map',
    cls: 'VASL',
    custom: false,
    edgeWidth: edge.width,
    edgeHeight: edge.height,
    boards: boards.map((b) => ({ name: b.name, image: b.image, imageEntry: b.image, width: b.width, height: b.height, reversible: true, color: null, grid: null })),
    defaultPlacement: placement.filter((p) => byName.has(p.board)).map((p) => ({ ...p })),
    setupStacks: [],
  };
  return { map, boards: byName, placed: placeBoards(map) };
}

export interface VaslLocation {
  board: string | null;
  name: string | null;
  col: number | null;
  row: number | null;
}

export function vaslLocate(m: VaslMap, x: number, y: number): VaslLocation {
  for (const pb of m.placed) {
    if (x < pb.x || y < pb.y || x >= pb.x + pb.board.width || y >= pb.y + pb.board.height) continue;
    const board = m.boards.get(pb.board.name)!;
    const p = toBoardPoint(pb, x, y);
    const hex = vaslHexName(board.grid, p);
    const { col, row } = vaslColRow(board.grid, p);
    return { board: board.name, name: m.placed.length > 1 ? `${board.name}${hex}` : hex, col, row };
  }
  return { board: null, name: null, col: null, row: null };
}

/** Map point of a hex on a placed board, or null. */
export function vaslPointOf(m: VaslMap, board: string, hex: string): Point | null {
  const pb = m.placed.find((p) => p.board.name === board);
  const b = m.boards.get(board);
  if (!pb || !b) return null;
  const p = vaslHexCentre(b.grid, hex);
  return p ? toMapPoint(pb, p) : null;
}
