import { z } from 'zod';
import type { VASSAL_CHANNELS } from './channels-vassal.js';
import { JobIdSchema } from './contract-work.js';
import { ImportedGameSummarySchema } from '../games/imported.js';

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
});
export type ImportReportData = z.infer<typeof ImportReportSchema>;

/**
 * `vassal.importModule`: the desktop app passes the module's path (from its file dialog or a drop);
 * the import runs in a worker thread — `job` names it for work.progress and work.cancel — and
 * stores the game whole or nothing (`vassal.importFailed` with the reason).
 */
export const vassalContract = {
  'vassal.importModule': {
    args: z.object({ path: z.string().min(1).max(4096), job: JobIdSchema.optional() }).strict(),
    result: z.object({ summary: ImportedGameSummarySchema, report: ImportReportSchema }),
  },
} as const satisfies Record<VassalChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;
