import { z } from 'zod';
import type { IMPORTED_CHANNELS } from './channels-imported.js';
import { GameKeySchema } from '../games/ids.js';
import { IMPORTED_GAME_MAX_BYTES, ImportedGameSummarySchema } from '../games/imported.js';

type ImportedChannel = (typeof IMPORTED_CHANNELS)[number];

/**
 * A game defined only by data enters in three steps: `begin` with its definition (checked at
 * once; the answer lists the images it needs), each image sent in chunks, then `finish`, which
 * reads every image and cuts the boards' tile pyramids in a worker (`progress`, `cancel`) and
 * stores the game whole — or nothing, with the reason.
 */
export const UploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/);
const imageName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/);
/** One chunk's data, base64 (768 KiB of bytes). */
export const IMPORTED_CHUNK_BYTES = 768 * 1024;

export const importedContract = {
  'imported.list': { args: z.object({}).strict(), result: z.array(ImportedGameSummarySchema) },
  'imported.begin': {
    args: z.object({ definition: z.unknown() }).strict(),
    result: z.object({ uploadId: UploadIdSchema, images: z.array(z.string()), chunkBytes: z.number().int() }),
    maxArgsBytes: IMPORTED_GAME_MAX_BYTES + 1024,
  },
  'imported.chunk': {
    args: z
      .object({
        uploadId: UploadIdSchema,
        image: imageName,
        /** Where this chunk starts in the image's bytes: chunks come in order. */
        offset: z.number().int().min(0),
        data: z.string().max(Math.ceil(IMPORTED_CHUNK_BYTES / 3) * 4).regex(/^[A-Za-z0-9+/]*={0,2}$/),
      })
      .strict(),
    result: z.object({ received: z.number().int() }),
    maxArgsBytes: Math.ceil(IMPORTED_CHUNK_BYTES / 3) * 4 + 1024,
  },
  'imported.finish': { args: z.object({ uploadId: UploadIdSchema }).strict(), result: ImportedGameSummarySchema },
  'imported.progress': {
    args: z.object({ uploadId: UploadIdSchema }).strict(),
    result: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  },
  'imported.cancel': { args: z.object({ uploadId: UploadIdSchema }).strict(), result: z.object({ cancelled: z.boolean() }) },
  'imported.rename': { args: z.object({ key: GameKeySchema, name: z.string().max(200) }).strict(), result: ImportedGameSummarySchema },
  'imported.remove': { args: z.object({ key: GameKeySchema }).strict(), result: z.object({ key: z.string() }) },
} as const satisfies Record<ImportedChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;
