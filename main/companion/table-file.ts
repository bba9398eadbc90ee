import { z } from 'zod';
import { err, ok, type Result } from '../../shared/api/result.js';
import { GAME_IDS, type GameId } from '../../shared/games/ids.js';
import type { Cells } from '../../shared/companion/definition.js';
import { MAX_CELL_CHARS, MAX_LABEL_CHARS, MAX_TABLE_SIDE } from '../../shared/companion/cells.js';

/**
 * The table file: one table a player entered from their own copy of a game, to share with another
 * player (docs/table-file-format.md). JSON, versioned, small. Reading one checks everything and
 * never trusts it: what it holds is then checked against the game's TableSpec like any entry.
 */
export const TABLE_FILE_FORMAT = 'campaign-table/table';
export const TABLE_FILE_VERSION = 1;
export const TABLE_FILE_MAX_BYTES = 256 * 1024;
export const TABLE_FILE_EXTENSION = '.cttable';

const text = (max: number) => z.string().max(max);

export const TableFileSchema = z
  .object({
    format: z.literal(TABLE_FILE_FORMAT),
    version: z.literal(TABLE_FILE_VERSION),
    game: z.enum(GAME_IDS),
    table: z.string().min(1).max(64),
    cells: z.array(z.array(text(MAX_CELL_CHARS)).max(MAX_TABLE_SIDE)).min(1).max(MAX_TABLE_SIDE),
    /** Headings of the rows and columns the player added (tables the player may extend). */
    rowLabels: z.array(text(MAX_LABEL_CHARS)).max(MAX_TABLE_SIDE).optional(),
    colLabels: z.array(text(MAX_LABEL_CHARS)).max(MAX_TABLE_SIDE).optional(),
    /** Who entered the table, and from what (the player's own words). */
    enteredBy: text(120),
    source: text(300),
    /** When the table was last changed, and when the file was written (ISO). */
    updatedAt: z.string().datetime(),
    exportedAt: z.string().datetime(),
  })
  .strict();

export type TableFile = z.infer<typeof TableFileSchema>;

export function writeTableFile(f: Omit<TableFile, 'format' | 'version'>): string {
  return JSON.stringify({ format: TABLE_FILE_FORMAT, version: TABLE_FILE_VERSION, ...f }, null, 1) + '\n';
}

export function tableFileName(game: GameId, table: string): string {
  return `${game}-${table.replace(/[^a-z0-9-]+/gi, '-')}${TABLE_FILE_EXTENSION}`;
}

/** Reads a table file: size, JSON, format, version and shape, each refusal a translated code. */
export function readTableFile(textIn: string): Result<TableFile & { cells: Cells }> {
  if (Buffer.byteLength(textIn, 'utf8') > TABLE_FILE_MAX_BYTES) return err('companion.fileTooLarge', { limit: TABLE_FILE_MAX_BYTES });
  let json: unknown;
  try {
    json = JSON.parse(textIn);
  } catch {
    return err('companion.fileMalformed', { detail: 'not JSON' });
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== TABLE_FILE_FORMAT) return err('companion.fileWrongFormat');
  const version = (json as { version?: unknown }).version;
  if (version !== TABLE_FILE_VERSION) return err('companion.fileUnsupportedVersion', { version: String(version), supported: TABLE_FILE_VERSION });
  const parsed = TableFileSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return err('companion.fileMalformed', { detail: `${i.path.join('.')}: ${i.code}`.slice(0, 120) });
  }
  return ok(parsed.data);
}
