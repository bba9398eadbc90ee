import { z } from 'zod';
import { BoardDataSchema } from './schema.js';

/**
 * The shareable board-data file (docs/board-data-format.md): one JSON document holding a module's
 * board data and what binds it to the module — the module's name and version and the fingerprint
 * of its grid (every cell's name and centre), so data made for another map is refused. Images are
 * never in it: they stay in the module.
 */

export const BOARD_DATA_FILE_FORMAT = 'campaign-table-board-data';
export const BOARD_DATA_FILE_VERSION = 1;
/** A file's largest size: 20,000 hexes and counters with their values fit well within. */
export const BOARD_DATA_FILE_MAX_BYTES = 6 * 1024 * 1024;
/** The deepest nesting a valid file has is 6; anything deeper is refused before it is read. */
export const BOARD_DATA_FILE_MAX_DEPTH = 12;
export const BOARD_DATA_FILE_EXTENSION = '.ctboard.json';

export const BoardDataFileSchema = z
  .object({
    format: z.literal(BOARD_DATA_FILE_FORMAT),
    fileVersion: z.literal(BOARD_DATA_FILE_VERSION),
    module: z.object({ name: z.string().max(300), version: z.string().max(100) }).strict(),
    /** sha-256 (hex) of the module's table cells: each `name@x,y` line, in the table's order. */
    gridFingerprint: z.string().regex(/^[a-f0-9]{64}$/),
    exportedAt: z.string().max(40),
    data: BoardDataSchema,
  })
  .strict();
export type BoardDataFile = z.output<typeof BoardDataFileSchema>;
