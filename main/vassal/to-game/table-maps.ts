/**
 * Every map of a module with boards, as boards of one table: the main map (the first with boards
 * in play by default) at the table's origin, each other map beside the one before it, a gap
 * between them. Each board keeps its map (ImageBoard.map, when there is more than one) and its
 * placement; a board the picker reversed is drawn turned 180° — its image turned, its grid read as
 * printed, so a cell has the name VASSAL gives it on the turned board. A map point of a save is a
 * table point once its map's offset is added (`offsets`), and back for a save written.
 */
import type { ImageBoard } from '../../../shared/board/image-table.js';
import { VassalError } from '../errors.js';
import { placeBoards } from '../module/locate.js';
import type { BoardPlacement, MapDef, VassalModule } from '../module/types.js';
import type { SaveFile } from '../save/read.js';
import { gridOf } from './grid.js';
import type { ImageSink } from './images.js';
import type { ImportWarning } from './report.js';

/** The room left between two maps on the table, in pixels. */
export const MAP_GAP = 200;

export interface TableMap {
  /** The map's id in saves (mapName, or Map<n>). */
  id: string;
  name: string;
  /** Where its map point (0, 0) lies on the table. */
  x: number;
  y: number;
  boards: BoardPlacement[];
  /** Ids of its boards on the table. */
  boardIds: string[];
}

/** The maps the table is made from: the main one first, then every other that has boards. */
export function tableMapDefs(module: VassalModule): MapDef[] {
  const main = module.maps.find((m) => m.defaultPlacement.length && m.boards.length) ?? module.maps.find((m) => m.boards.length);
  return main ? [main, ...module.maps.filter((m) => m !== main && m.boards.length)] : [];
}

/** A board's id: its name, short enough that a cell named after it (`<board>:<hex>`) stays within a cell name's 32 characters. */
const boardId = (name: string, i: number): string => name.trim().slice(0, 22).trim() || `board-${i + 1}`;

export async function placeMaps(
  module: VassalModule,
  save: SaveFile | undefined,
  sink: ImageSink,
  warnings: ImportWarning[],
  check: () => void,
): Promise<{ boards: ImageBoard[]; maps: TableMap[] }> {
  const defs = tableMapDefs(module);
  if (!defs.length) throw new VassalError('vassal.import.noBoards');
  const boards: ImageBoard[] = [];
  const maps: TableMap[] = [];
  let left = 0;
  for (const map of defs) {
    // Boards: the save's choice when importing a save, else the map's default (or every board in a row).
    const placement: BoardPlacement[] = save?.model.boards[map.id]?.length
      ? save.model.boards[map.id]!
      : map.defaultPlacement.length
        ? map.defaultPlacement
        : map.boards.map((b, i) => ({ board: b.name, col: i, row: 0, reversed: false }));
    const entry: TableMap = { id: map.id, name: map.name || map.id, x: left, y: 0, boards: placement, boardIds: [] };
    let right = left;
    for (const pb of placeBoards(map, placement)) {
      check();
      const i = boards.length;
      const fallbackSize = { width: pb.board.width || 1000, height: pb.board.height || 800 };
      const taken = await sink.take(pb.board.image ?? '', 'board', fallbackSize);
      const img = pb.placement.reversed ? await sink.turned(taken, pb.board.image ?? '') : taken;
      const { grid, fallback } = gridOf(pb.board.grid);
      for (const f of fallback) warnings.push({ code: `vassal.import.grid.${f}`, params: { board: pb.board.name } });
      // A board placed twice (VASL's geomorphic boards), or a name another map's board has, is another board of the table.
      const id = boards.some((b) => b.id === boardId(pb.board.name, i)) ? `${boardId(pb.board.name, i).slice(0, 18)}-${i + 1}` : boardId(pb.board.name, i);
      boards.push({ id, image: img.key, width: img.width, height: img.height, x: left + pb.x, y: pb.y, grid, reversed: pb.placement.reversed } as ImageBoard);
      entry.boardIds.push(id);
      right = Math.max(right, left + pb.x + img.width + map.edgeWidth);
    }
    if (!entry.boardIds.length) continue;
    maps.push(entry);
    left = right + MAP_GAP;
  }
  if (!boards.length) throw new VassalError('vassal.import.noBoards');
  // One map: its boards need no map name; several: each board names its map (the table's tabs).
  if (maps.length > 1) for (const m of maps) for (const b of boards) if (m.boardIds.includes(b.id)) b.map = m.name.slice(0, 64) || m.id.slice(0, 64);
  return { boards, maps };
}
