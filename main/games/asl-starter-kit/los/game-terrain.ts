/**
 * The hexes' terrain kept beside a game made from VASL board archives (main/vassal/vasl/to-game.ts
 * writes `vasl-terrain.json`), read back under a schema — the file lives in the data folder and is
 * checked like any other — and made the line-of-sight map of that game, named as its table's cells.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ASL_TERRAIN_IDS } from '../../../../shared/games/asl-starter-kit/terrain.js';
import { VASL_TERRAIN_FILE, VASL_TERRAIN_FORMAT } from '../../../vassal/vasl/to-game.js';
import { blankHexes, vaslLosMap, type VaslLosMap } from './vasl-map.js';

const MAX_TERRAIN_BYTES = 16 * 1024 * 1024;

const hex = z.object({
  hex: z.string().regex(/^[A-Z]{1,4}\d{1,3}$/),
  terrain: z.enum(ASL_TERRAIN_IDS).nullable(),
  level: z.number().int().min(-10).max(10).nullable(),
  sampled: z.number().int().min(0),
  named: z.number().int().min(0),
});

const TerrainFileSchema = z.object({
  format: z.literal(VASL_TERRAIN_FORMAT),
  version: z.literal(1),
  boards: z
    .array(
      z.object({
        placement: z.object({ board: z.string().min(1).max(64), col: z.number().int().min(0).max(64), row: z.number().int().min(0).max(64), reversed: z.boolean() }),
        columns: z.number().int().min(1).max(200),
        rows: z.number().int().min(1).max(200),
        hexes: z.array(hex).max(40_000).nullable(),
      }),
    )
    .min(1)
    .max(64),
});

/** The line-of-sight map of a game's folder, or null when it has no terrain file (not made from VASL boards) or it is damaged. */
export function readGameLosMap(folder: string): VaslLosMap | null {
  try {
    const file = path.join(folder, VASL_TERRAIN_FILE);
    if (fs.statSync(file).size > MAX_TERRAIN_BYTES) return null;
    const parsed = TerrainFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) return null;
    return vaslLosMap(parsed.data.boards.map((b) => ({ placement: b.placement, columns: b.columns, rows: b.rows, hexes: b.hexes ?? blankHexes(b.columns, b.rows) })));
  } catch {
    return null;
  }
}
