/**
 * The line-of-sight map of boards assembled as VASL's board picker does: each board's hexes (with
 * the terrain read from its archive, or none) at map-wide columns and rows. Geomorphic boards are
 * 33 columns by 10 rows and share their edge half-hexes, so board (c, r) of the picker starts at
 * column 32·c and row 10·r; a reversed board is turned 180°. A hex on two boards' edges keeps the
 * first board's name. Names carry the board (`yY7`) when more than one board is in play.
 */
import { label, parseLabel } from '../../../vassal/module/labels.js';
import type { BoardPlacement } from '../../../vassal/module/types.js';
import type { HexTerrain } from '../../../vassal/vasl/terrain.js';
import type { LosHex, LosMap } from './line-of-sight.js';
import { hexKey, type HexRC } from './thread.js';

export interface PlacedTerrain {
  placement: BoardPlacement;
  /** Board size in hexes (33 × 10 for a geomorphic board). */
  columns: number;
  rows: number;
  hexes: readonly HexTerrain[];
}

export interface VaslLosMap {
  map: LosMap;
  /** Map-wide column and row of a printed name (`yY7`, or `Y7` on one board), case-insensitive. */
  locate(name: string): HexRC | null;
  hexes: ReadonlyMap<string, LosHex>;
}

function boardHex(hex: string): { col: number; row: number } | null {
  const m = /^([A-Z]+)(\d+)$/i.exec(hex);
  if (!m) return null;
  const col = parseLabel(m[1]!.toUpperCase(), 'A');
  return col === null ? null : { col, row: Number(m[2]) };
}

/** Every hex of a board whose terrain is unknown (an archive without a colour table): named, level 0, terrain left for the player. */
export function blankHexes(columns: number, rows: number): HexTerrain[] {
  const out: HexTerrain[] = [];
  for (let col = 0; col < columns; col++) for (let row = col % 2 ? 0 : 1; row <= rows; row++) out.push({ hex: label(col, 'A', 0) + row, terrain: null, level: null, sampled: 0, named: 0 });
  return out;
}

export function vaslLosMap(boards: readonly PlacedTerrain[]): VaslLosMap {
  const many = boards.length > 1;
  const hexes = new Map<string, LosHex>();
  const names = new Map<string, HexRC>();
  for (const b of boards) {
    const { col: pc, row: pr, reversed, board } = b.placement;
    for (const h of b.hexes) {
      const at = boardHex(h.hex);
      if (!at) continue;
      const odd = at.col % 2 === 1;
      const local = reversed ? { col: b.columns - 1 - at.col, row: odd ? b.rows - at.row : b.rows + 1 - at.row } : at;
      const rc = { col: pc * (b.columns - 1) + local.col, row: pr * b.rows + local.row };
      const name = many ? `${board}${h.hex}` : h.hex;
      names.set(name.toUpperCase(), rc);
      const key = hexKey(rc);
      const known = hexes.get(key);
      if (!known || (known.terrain === null && h.terrain !== null)) hexes.set(key, { name: known?.name ?? name, terrain: h.terrain, level: h.level ?? 0 });
    }
  }
  return {
    map: (rc) => hexes.get(hexKey(rc)) ?? null,
    locate: (name) => names.get(name.trim().toUpperCase()) ?? null,
    hexes,
  };
}
