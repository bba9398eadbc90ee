import { z } from 'zod';
import { GAME_IDS } from '../games/ids.js';
import { TerrainTypeSchema, TypeIdSchema } from './chart.js';

/**
 * The board data of one imported module's table: each hex's terrain, each hexside's features, the
 * named places and their roles, and each counter's values — entered by a player from their own
 * copy of the game, against the chart of the game the module is linked to (chart.ts). Cells are
 * named as the table names them (shared/board/table-cells.ts); a hexside by its two cells
 * (hexsides.ts); a counter by its piece id. Kept with the module (main/board-data/store.ts) and
 * shared as a file (file.ts, docs/board-data-format.md).
 *
 * Compact on purpose: 3,000 hexes are 3,000 small entries, `t` the base terrain, `f` the extra
 * features, `s` the map section.
 */

export const BOARD_DATA_VERSION = 1;

/** Where every value came from: typed in by a player from the copy of the game they own. */
export const PROVENANCE_USER_COPY = 'entered-by-user-from-own-copy';

/** A cell's name as the table gives it ("0512", "east:0101", "c3r4"). */
export const CellNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._:/-]{0,31}$/);
/** A piece's id (shared/board/image-table.ts). */
export const PieceIdSchema = z.string().min(1).max(64);
/** A hexside: its two cells' names in sorted order, joined by `|` (hexsides.ts). */
export const HexsideIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._:/-]{0,31}\|[A-Za-z0-9][A-Za-z0-9 ._:/-]{0,31}$/);

export const HexDataSchema = z
  .object({
    /** The base terrain (a `hex` type). */
    t: TypeIdSchema.optional(),
    /** Extra features of the hex (`feature` types): a fort, a town. */
    f: z.array(TypeIdSchema).max(8).optional(),
    /** The map section the hex lies in (the chart's sections). */
    s: TypeIdSchema.optional(),
  })
  .strict();
export type HexData = z.infer<typeof HexDataSchema>;

export const PLACE_ROLES = ['named-location', 'town', 'city', 'port', 'victory', 'supply-source', 'fort', 'entry', 'map-section-edge', 'oasis'] as const;
export type PlaceRole = (typeof PLACE_ROLES)[number];

export const PlaceSchema = z
  .object({
    id: TypeIdSchema,
    /** The name printed on the map, as the player typed it. */
    name: z.string().trim().min(1).max(80),
    cell: CellNameSchema,
    roles: z.array(z.enum(PLACE_ROLES)).max(PLACE_ROLES.length),
  })
  .strict();
export type Place = z.infer<typeof PlaceSchema>;

/** One face's values, by the chart's counter-value ids. */
export const CounterFaceValuesSchema = z.record(TypeIdSchema, z.union([z.number().finite(), z.string().regex(/^[a-z][a-z0-9-]{0,39}$/), z.boolean()]));
export type CounterFaceValues = z.infer<typeof CounterFaceValuesSchema>;

/** A counter's values: its front face's, and its back's when the back is another state (a reduced side). */
export const CounterValuesSchema = z.object({ front: CounterFaceValuesSchema, back: CounterFaceValuesSchema.optional() }).strict();
export type CounterValues = z.infer<typeof CounterValuesSchema>;

export const MAX_CELLS = 20_000;
export const MAX_HEXSIDES = 60_000;
export const MAX_PLACES = 2_000;
export const MAX_CUSTOM_TYPES = 40;

export const BoardDataSchema = z
  .object({
    version: z.literal(BOARD_DATA_VERSION),
    /** The game whose chart the data follows (the module's linked game). */
    game: z.enum(GAME_IDS),
    provenance: z.literal(PROVENANCE_USER_COPY),
    hexes: z.record(CellNameSchema, HexDataSchema),
    hexsides: z.record(HexsideIdSchema, z.array(TypeIdSchema).min(1).max(6)),
    places: z.array(PlaceSchema).max(MAX_PLACES),
    counters: z.record(PieceIdSchema, CounterValuesSchema),
    /** Types the players added to the game's chart (with their own names). */
    customTypes: z.array(TerrainTypeSchema).max(MAX_CUSTOM_TYPES),
  })
  .strict();
export type BoardDataInput = z.input<typeof BoardDataSchema>;
export type BoardData = z.output<typeof BoardDataSchema>;

export function emptyBoardData(game: BoardData['game']): BoardData {
  return { version: BOARD_DATA_VERSION, game, provenance: PROVENANCE_USER_COPY, hexes: {}, hexsides: {}, places: [], counters: {}, customTypes: [] };
}

/** How far the terrain is set: hexes with a base terrain, of all the table's hexes. */
export interface BoardDataProgress {
  hexesSet: number;
  hexesTotal: number;
  hexsides: number;
  places: number;
  counters: number;
  piecesTotal: number;
}
