import { z } from 'zod';
import type { VASL_CHANNELS } from './channels-vasl.js';
import { ImportedGameSummarySchema } from '../games/imported.js';
import { GameKeySchema } from '../games/ids.js';
import { ImportReportSchema, VASSAL_CHUNK_BYTES } from './contract-vassal.js';

type VaslChannel = (typeof VASL_CHANNELS)[number];

const UploadId = z.string().regex(/^[a-f0-9]{32}$/);
const HexName = z.string().min(1).max(32);

/** A board archive kept in the data folder's VASL boards. */
export const VaslBoardSummarySchema = z.object({
  name: z.string(),
  version: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Its BoardMetadata.xml has a colour table, so each hex's terrain can be read. */
  terrain: z.boolean(),
});
export type VaslBoardSummary = z.infer<typeof VaslBoardSummarySchema>;

export const VaslPlacementSchema = z.object({ board: z.string().min(1).max(64), col: z.number().int().min(0).max(16), row: z.number().int().min(0).max(16), reversed: z.boolean() }).strict();

const reason = z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), rule: z.string() });

export const LosResultSchema = z.object({
  /** The game namespace whose locale words the codes and terrain ids are (the table names no game). */
  words: z.string(),
  verdict: z.enum(['clear', 'hindered', 'blocked']),
  range: z.number().int(),
  hindrance: z.number().int(),
  blockedBy: reason.nullable(),
  reasons: z.array(reason),
  passes: z.array(z.string()),
});
export type LosResultData = z.infer<typeof LosResultSchema>;

/**
 * VASL boards in three steps like a module (vassal.*): each board archive uploaded in chunks
 * (`uploadBegin`, `uploadChunk`) and kept by `boardFinish`; `makeMap` assembles the chosen boards
 * (an optional upload of the VASL module gives the counters) as a game linked to the ASL Starter
 * Kit. `los` and `hexTerrain` answer on such a game's hexes, by their printed names; advice only.
 */
export const vaslContract = {
  'vasl.uploadBegin': {
    args: z.object({ size: z.number().int().min(1) }).strict(),
    result: z.object({ uploadId: UploadId, chunkBytes: z.number().int() }),
  },
  'vasl.uploadChunk': {
    args: z
      .object({ uploadId: UploadId, offset: z.number().int().min(0), data: z.string().max(Math.ceil(VASSAL_CHUNK_BYTES / 3) * 4).regex(/^[A-Za-z0-9+/]*={0,2}$/) })
      .strict(),
    result: z.object({ received: z.number().int() }),
    maxArgsBytes: Math.ceil(VASSAL_CHUNK_BYTES / 3) * 4 + 1024,
  },
  'vasl.uploadCancel': { args: z.object({ uploadId: UploadId }).strict(), result: z.object({ cancelled: z.boolean() }) },
  /** The upload is a board archive: read (refused with `vassal.importFailed` and the reason), then kept under its board name. */
  'vasl.boardFinish': { args: z.object({ uploadId: UploadId }).strict(), result: VaslBoardSummarySchema },
  'vasl.boards': { args: z.object({}).strict(), result: z.array(VaslBoardSummarySchema) },
  'vasl.makeMap': {
    args: z.object({ placement: z.array(VaslPlacementSchema).min(1).max(16), name: z.string().min(1).max(120).optional(), moduleUploadId: UploadId.optional() }).strict(),
    result: z.object({ summary: ImportedGameSummarySchema, report: ImportReportSchema }),
  },
  'vasl.los': {
    args: z.object({ key: GameKeySchema, from: HexName, to: HexName, month: z.number().int().min(1).max(12) }).strict(),
    result: LosResultSchema,
  },
  'vasl.hexTerrain': {
    args: z.object({ key: GameKeySchema, hex: HexName }).strict(),
    result: z.object({ words: z.string(), hex: z.string(), terrain: z.string().nullable(), level: z.number().int() }),
  },
} as const satisfies Record<VaslChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;
