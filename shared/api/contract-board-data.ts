import { z } from 'zod';
import type { BOARD_DATA_CHANNELS } from './channels-board-data.js';
import { GameKeySchema, GAME_IDS } from '../games/ids.js';
import { JobIdSchema } from './contract-work.js';
import { TerrainChartSchema, TerrainTypeSchema, TypeIdSchema } from '../board-data/chart.js';
import { BOARD_DATA_FILE_MAX_BYTES } from '../board-data/file.js';
import { BoardDataSchema, CellNameSchema, CounterValuesSchema, HexDataSchema, HexsideIdSchema, MAX_CUSTOM_TYPES, MAX_PLACES, PieceIdSchema, PlaceSchema } from '../board-data/schema.js';

type BoardDataChannel = (typeof BOARD_DATA_CHANNELS)[number];

/**
 * A module's board data (shared/board-data/): read whole, written in batches (each batch checked
 * against the linked game's chart and the module's cells and pieces, and written whole or not at
 * all; undo is the renderer's, by sending the previous values back), exported and imported as one
 * file, suggested from the map image, and used to prefill a game's calculator.
 */

/** The most changes one call carries (a flood fill of a whole map goes in a few calls). */
export const BOARD_DATA_BATCH = 2000;

export const BoardDataProgressSchema = z.object({
  hexesSet: z.number().int(),
  hexesTotal: z.number().int(),
  hexsides: z.number().int(),
  places: z.number().int(),
  counters: z.number().int(),
  piecesTotal: z.number().int(),
});

/** The module's board data with the chart it follows (the game's, with the players' own types added). */
export const BoardDataViewSchema = z.object({
  key: GameKeySchema,
  game: z.enum(GAME_IDS),
  chart: TerrainChartSchema,
  data: BoardDataSchema,
  progress: BoardDataProgressSchema,
});
export type BoardDataView = z.output<typeof BoardDataViewSchema>;

const key = GameKeySchema;

/**
 * A unit on the map as the table sees it, for a prefill: its piece, its cell, which face is up,
 * and the markers the table can see on it (a module's Disrupted or Out of Supply layer, or the
 * player's mark).
 */
const SeenUnit = z
  .object({ piece: PieceIdSchema, cell: CellNameSchema, flipped: z.boolean().default(false), disrupted: z.boolean().default(false), outOfSupply: z.boolean().default(false) })
  .strict();

const Json = z.union([z.number(), z.string(), z.boolean()]);
type InputTree = number | string | boolean | InputTree[] | { [k: string]: InputTree };
const InputValuesSchema: z.ZodType<Record<string, InputTree>> = z.lazy(() => z.record(z.string(), z.union([Json, z.array(InputValuesSchema)])));

export const SuggestGroupSchema = z.object({
  id: z.number().int(),
  swatch: z.string().regex(/^#[0-9a-f]{6}$/),
  cells: z.array(CellNameSchema),
});
export type SuggestGroup = z.infer<typeof SuggestGroupSchema>;

export const boardDataContract = {
  'boardData.get': { args: z.object({ key }).strict(), result: BoardDataViewSchema },
  'boardData.setHexes': {
    args: z.object({ key, hexes: z.array(z.object({ cell: CellNameSchema, hex: HexDataSchema.nullable() }).strict()).min(1).max(BOARD_DATA_BATCH) }).strict(),
    result: BoardDataProgressSchema,
  },
  'boardData.setHexsides': {
    args: z.object({ key, hexsides: z.array(z.object({ id: HexsideIdSchema, features: z.array(TypeIdSchema).max(6) }).strict()).min(1).max(BOARD_DATA_BATCH) }).strict(),
    result: BoardDataProgressSchema,
  },
  'boardData.setPlaces': { args: z.object({ key, places: z.array(PlaceSchema).max(MAX_PLACES) }).strict(), result: BoardDataProgressSchema },
  'boardData.setCounters': {
    args: z.object({ key, counters: z.array(z.object({ piece: PieceIdSchema, values: CounterValuesSchema.nullable() }).strict()).min(1).max(BOARD_DATA_BATCH) }).strict(),
    result: BoardDataProgressSchema,
  },
  'boardData.setCustomTypes': { args: z.object({ key, types: z.array(TerrainTypeSchema).max(MAX_CUSTOM_TYPES) }).strict(), result: BoardDataViewSchema },
  'boardData.export': { args: z.object({ key }).strict(), result: z.object({ fileName: z.string(), text: z.string() }) },
  'boardData.import': {
    args: z.object({ key, text: z.string().max(BOARD_DATA_FILE_MAX_BYTES + 1024) }).strict(),
    result: BoardDataProgressSchema,
    maxArgsBytes: 2 * BOARD_DATA_FILE_MAX_BYTES + 4096,
  },
  'boardData.suggest': {
    args: z.object({ key, groups: z.number().int().min(2).max(16), job: JobIdSchema.optional() }).strict(),
    result: z.object({ groups: z.array(SuggestGroupSchema) }),
  },
  'boardData.prefill': {
    args: z.object({ key, attackers: z.array(SeenUnit).min(1).max(12), defenders: z.array(SeenUnit).min(1).max(8) }).strict(),
    result: z.object({
      game: z.enum(GAME_IDS),
      calculator: z.string(),
      inputs: InputValuesSchema,
      /** Inputs the board data could not fill (a counter without values, a hex without terrain): the player sets them. */
      unfilled: z.array(z.object({ input: z.string(), piece: z.string().optional(), cell: z.string().optional() })),
    }),
  },
} as const satisfies Record<BoardDataChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;
