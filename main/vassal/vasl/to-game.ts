/**
 * Boards chosen from VASL board archives, assembled as VASL's board picker does (rows, columns,
 * reversed boards), made an imported game on the table: each board's image (turned 180° when
 * reversed) on a hex grid named as VASL names it (`Y7`, or `yY7` with more than one board), the
 * counters of the VASL module's palette when one is given, and each hex's Starter Kit terrain read
 * from its archive (terrain.ts) for line of sight. The module's own boards, set-ups and classes do
 * not run: its pieces are taken through the same path as any module's (to-game/build.ts).
 */
import sharp from 'sharp';
import type { Archive, ArchiveEntryInfo } from '../zip/archive.js';
import { openArchive } from '../zip/archive.js';
import { MODULE_ZIP_LIMITS } from '../zip/limits.js';
import { VassalError } from '../errors.js';
import type { BoardDef, BoardPlacement, GridDef, MapDef, NumberingDef, VassalModule } from '../module/types.js';
import { moduleToGame, type ToGameOptions, type ToGameResult } from '../to-game/build.js';
import { readVaslBoardTerrain, type VaslBoard } from './board-archive.js';
import type { HexTerrain } from './terrain.js';

export const VASL_TERRAIN_FILE = 'vasl-terrain.json';
export const VASL_TERRAIN_FORMAT = 'campaign-table-vasl-terrain';

export interface VaslTerrainFile {
  format: typeof VASL_TERRAIN_FORMAT;
  version: 1;
  boards: { placement: BoardPlacement; columns: number; rows: number; hexes: HexTerrain[] | null }[];
}

/** The grid a VASL board's image carries on the table, named as VASL names its hexes. */
export function vaslGridDef(b: VaslBoard, reversed: boolean, prefix: string): GridDef {
  const columns = b.hexColumns ?? 33;
  const rows = b.hexRows ?? 10;
  // A reversed board counts its columns and rows down from the far corner: VASSAL's descending
  // numbering measures them by the image's size (shared/board/grid.ts cellName), so the offsets
  // make its last column and row the board's first.
  const maxCols = Math.floor(b.width / b.grid.dy + 0.5);
  const maxRows = Math.floor(b.height / b.grid.dx + 0.5);
  const numbering: NumberingDef = {
    cls: 'VASL.build.module.map.boardPicker.board.ASLHexGrid',
    kind: 'hex',
    first: 'H',
    sep: '',
    hType: 'A',
    vType: 'N',
    hLeading: 0,
    vLeading: 0,
    hOff: reversed ? columns - 1 - maxCols : 0,
    vOff: reversed ? rows - maxRows : 1,
    hDescend: reversed,
    vDescend: reversed,
    stagger: reversed,
    oblique: false,
    locationFormat: `${prefix}$gridLocation$`,
    verified: true,
  };
  return { kind: 'hex', cls: numbering.cls, custom: false, dx: b.grid.dx, dy: b.grid.dy, x0: b.grid.x0, y0: b.grid.y0, sideways: false, snapTo: true, edgesLegal: false, cornersLegal: false, numbering } as GridDef;
}

const entryOf = (board: string) => `vasl-boards/${board}.png`;

/** The module's zip (if any) with each chosen board's image added under vasl-boards/, turned when reversed. */
async function boardsArchive(base: Archive | null, boards: { board: VaslBoard; reversed: boolean }[]): Promise<Archive> {
  const images = new Map<string, Buffer>();
  for (const { board, reversed } of boards) {
    if (!board.image) continue;
    const zip = await openArchive(board.file, MODULE_ZIP_LIMITS);
    try {
      const raw = await zip.read(board.image, 512 * 1024 * 1024);
      images.set(entryOf(board.name), await sharp(raw, { limitInputPixels: 400_000_000 }).rotate(reversed ? 180 : 0).png().toBuffer());
    } finally {
      zip.close();
    }
  }
  const mine = (n: string) => (images.has(n) ? n : null);
  return {
    names: () => [...(base?.names() ?? []), ...images.keys()],
    resolve: (n) => mine(n) ?? base?.resolve(n) ?? null,
    info: (n): ArchiveEntryInfo | null => (images.has(n) ? { name: n, size: images.get(n)!.length, compressedSize: images.get(n)!.length } : (base?.info(n) ?? null)),
    read: async (n, max) => images.get(n) ?? (base ? base.read(n, max) : Promise.reject(new VassalError('vassal.unreadable', { reason: 'ENOENT' }))),
    readHead: async (n, bytes) => images.get(n)?.subarray(0, bytes) ?? (base ? base.readHead(n, bytes) : Promise.reject(new VassalError('vassal.unreadable', { reason: 'ENOENT' }))),
    get warnings() {
      return base?.warnings ?? [];
    },
    close: () => base?.close(),
  };
}

function emptyModule(name: string): VassalModule {
  return { file: name, name, version: '', vassalVersion: '', description: '', buildFile: '', maps: [], palette: [], prototypes: {}, setups: [], dice: [], customClasses: [], extensions: [], images: {}, warnings: [] };
}

export interface VaslGameOptions extends Omit<ToGameOptions, 'save'> {
  boards: readonly VaslBoard[];
  placement: readonly BoardPlacement[];
  /** The VASL module (its counters) and its zip, or null for boards alone. */
  module: { module: VassalModule; archive: Archive } | null;
  name: string;
}

export async function vaslToGame(o: VaslGameOptions): Promise<ToGameResult & { terrain: VaslTerrainFile }> {
  const byName = new Map(o.boards.map((b) => [b.name, b]));
  const chosen = o.placement.filter((p) => byName.has(p.board));
  if (!chosen.length || new Set(chosen.map((p) => p.board)).size !== chosen.length) throw new VassalError('vassal.import.noBoards');
  const many = chosen.length > 1;
  const boards: BoardDef[] = chosen.map((p) => {
    const b = byName.get(p.board)!;
    return { name: b.name, image: entryOf(b.name), imageEntry: entryOf(b.name), width: b.width || 1800, height: b.height || 645, reversible: true, color: null, grid: vaslGridDef(b, p.reversed, many ? b.name : '') };
  });
  const map: MapDef = { id: 'Main Map', name: 'Main Map', cls: 'VASL.build.module.ASLMap', custom: false, edgeWidth: 0, edgeHeight: 0, boards, defaultPlacement: chosen.map((p) => ({ ...p, reversed: false })), setupStacks: [] };
  const base = o.module?.module ?? emptyModule(o.name);
  // The module's own maps, set-ups and at-start stacks name VASL's boards as VASL places them: not taken.
  const module: VassalModule = { ...base, name: o.name, maps: [map], setups: [] };
  const archive = await boardsArchive(o.module?.archive ?? null, chosen.map((p) => ({ board: byName.get(p.board)!, reversed: p.reversed })));
  const made = await moduleToGame(module, archive, o);
  made.link.boards = chosen.map((p) => ({ ...p }));
  made.link.linked = 'asl-starter-kit';
  made.report.warnings = made.report.warnings.filter((w) => w.code !== 'vassal.import.boardReversed');
  const terrain: VaslTerrainFile = { format: VASL_TERRAIN_FORMAT, version: 1, boards: [] };
  for (const p of chosen) {
    const b = byName.get(p.board)!;
    terrain.boards.push({ placement: { ...p }, columns: b.hexColumns ?? 33, rows: b.hexRows ?? 10, hexes: await readVaslBoardTerrain(b) });
  }
  return { ...made, terrain };
}
