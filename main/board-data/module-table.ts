import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImportedGame } from '../../shared/games/imported.js';
import type { GameId } from '../../shared/games/ids.js';
import type { ImageTable } from '../../shared/board/image-table.js';
import { tableCells, type TableCell } from '../../shared/board/table-cells.js';
import { gridSpacing, neighbourMap } from '../../shared/board-data/hexsides.js';
import { readLink, VASSAL_LINK_FILE } from '../vassal/to-game/link.js';

/**
 * What board data is checked against, of one imported module: its table's cells (by name, with
 * their neighbours), its pieces, the game it is linked to, its name and version, and the
 * fingerprint of its grid — every cell's name and centre, so a file made for another map (or the
 * same map on another grid) is told apart. Worked out once per module and kept while its
 * definition and link are unchanged.
 */
export interface ModuleTable {
  cells: ReadonlyMap<string, TableCell>;
  /** Cell names in the table's order (row by row). */
  order: readonly string[];
  neighbours: ReadonlyMap<string, readonly string[]>;
  pieces: ReadonlySet<string>;
  /** The one of the five games the module is linked to, or null. */
  linked: GameId | null;
  module: { name: string; version: string };
  fingerprint: string;
}

export function gridFingerprint(cells: readonly TableCell[]): string {
  const h = crypto.createHash('sha256');
  for (const c of cells) h.update(`${c.name}@${c.centre.x},${c.centre.y}\n`);
  return h.digest('hex');
}

function build(def: ImportedGame, folder: string): ModuleTable {
  const table = def.table as ImageTable;
  const list = tableCells(table);
  const spacing = Math.max(...table.boards.map((b) => gridSpacing(b.grid)));
  const link = readLink(folder);
  return {
    cells: new Map(list.map((c) => [c.name, c])),
    order: list.map((c) => c.name),
    neighbours: neighbourMap(list, spacing),
    pieces: new Set(table.pieces.map((p) => p.id)),
    linked: link?.linked ?? null,
    module: link ? { name: link.module.name, version: link.module.version } : { name: def.name, version: def.gameVersion },
    fingerprint: gridFingerprint(list),
  };
}

const cache = new Map<string, { def: ImportedGame; linkStamp: string; table: ModuleTable }>();

function stampOf(file: string): string {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'none';
  }
}

/** The module table of an imported game (its definition and its folder). */
export function moduleTable(def: ImportedGame, folder: string): ModuleTable {
  const linkStamp = stampOf(path.join(folder, VASSAL_LINK_FILE));
  const hit = cache.get(folder);
  if (hit && hit.def === def && hit.linkStamp === linkStamp) return hit.table;
  const table = build(def, folder);
  cache.set(folder, { def, linkStamp, table });
  return table;
}
