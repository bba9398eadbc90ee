import { z } from 'zod';
import type { VASSAL_CHANNELS } from './channels-vassal.js';
import { JobIdSchema } from './contract-work.js';
import { ImportedGameSummarySchema } from '../games/imported.js';
import { GAME_IDS, GameKeySchema } from '../games/ids.js';
import { GameViewSchema } from '../engine/view.js';
import { vassalCarriedContract } from './contract-vassal-carried.js';

type VassalChannel = (typeof VASSAL_CHANNELS)[number];

const warning = z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

/** The import report (main/vassal/to-game/report.ts): codes and parameters, translated by the renderer. */
export const ImportReportSchema = z.object({
  module: z.object({ name: z.string(), version: z.string(), vassalVersion: z.string() }),
  taken: z.object({
    map: z.string(),
    boards: z.number().int(),
    pieces: z.number().int(),
    paletteSlots: z.number().int(),
    prototypes: z.number().int(),
    atStartStacks: z.number().int(),
    setups: z.array(z.string()),
    dice: z.number().int(),
  }),
  notTaken: z.object({
    maps: z.array(z.string()),
    customClasses: z.array(z.object({ cls: z.string(), role: z.string(), fallback: z.string() })),
    traits: z.array(z.object({ id: z.string(), pieces: z.number().int() })),
  }),
  warnings: z.array(warning),
  /** The rulebooks (PDFs) and chart pictures the module carries, kept with the game. */
  carried: z.object({ rulebooks: z.array(z.object({ id: z.number().int(), title: z.string(), bytes: z.number().int() })), charts: z.number().int() }).optional(),
});
export type ImportReportData = z.infer<typeof ImportReportSchema>;

export const VASSAL_CHUNK_BYTES = 768 * 1024;
const UploadId = z.string().regex(/^[a-f0-9]{32}$/);

/**
 * A module enters in three steps, in the desktop app as in web mode: `uploadBegin` with its size,
 * its bytes in chunks in order (base64), then `uploadFinish`, which imports it in a worker thread —
 * `job` names it for work.progress and work.cancel — and stores the game whole or nothing
 * (`vassal.importFailed` with the reason). `uploadCancel` drops an upload not yet finishing.
 */
export const vassalContract = {
  'vassal.uploadBegin': {
    args: z.object({ size: z.number().int().min(1) }).strict(),
    result: z.object({ uploadId: UploadId, chunkBytes: z.number().int() }),
  },
  'vassal.uploadChunk': {
    args: z
      .object({ uploadId: UploadId, offset: z.number().int().min(0), data: z.string().max(Math.ceil(VASSAL_CHUNK_BYTES / 3) * 4).regex(/^[A-Za-z0-9+/]*={0,2}$/) })
      .strict(),
    result: z.object({ received: z.number().int() }),
    maxArgsBytes: Math.ceil(VASSAL_CHUNK_BYTES / 3) * 4 + 1024,
  },
  'vassal.uploadFinish': {
    /** `against`: the upload is a VASSAL save (.vsav/.vlog) opened against that imported game's module, made a game of its own (scenario `save`). */
    args: z.object({ uploadId: UploadId, job: JobIdSchema.optional(), against: GameKeySchema.optional() }).strict(),
    result: z.object({ summary: ImportedGameSummarySchema, report: ImportReportSchema }),
  },
  'vassal.uploadCancel': { args: z.object({ uploadId: UploadId }).strict(), result: z.object({ cancelled: z.boolean() }) },
  /** A game of the library played on a module, as a .vsav (base64); counters off the map are not written (`unwritten` counts them). */
  'vassal.exportSave': {
    args: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: z.object({ fileName: z.string(), data: z.string(), pieces: z.number().int(), unwritten: z.number().int() }),
  },
  /**
   * A new game on a module from one of its scenarios, its counters turned over and stepped as the
   * set-up has them (a scenario names only cells: the look comes as the game's first actions).
   */
  'vassal.newGame': {
    args: z.object({ gameId: GameKeySchema, scenario: z.string().min(1).max(64), title: z.string().min(1).max(120).optional() }).strict(),
    result: GameViewSchema,
  },
  /** The game of the five an imported module is linked to, and the one its name suggests (both null when none). */
  'vassal.linkOf': {
    args: z.object({ key: GameKeySchema }).strict(),
    result: z.object({ linked: z.enum(GAME_IDS).nullable(), suggested: z.enum(GAME_IDS).nullable() }),
  },
  /** Links an imported module to one of the five games (null unlinks), as the player confirmed. */
  'vassal.link': {
    args: z.object({ key: GameKeySchema, game: z.enum(GAME_IDS).nullable() }).strict(),
    result: z.object({ linked: z.enum(GAME_IDS).nullable() }),
  },
  ...vassalCarriedContract,
} as const satisfies Record<VassalChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;
