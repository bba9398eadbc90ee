import { z } from 'zod';
import { GAME_IDS, GameKeySchema } from '../games/ids.js';

/** A rulebook (PDF) a module carries, kept with its game: offered for the PDF rulebook import. */
export const CarriedRulebookSchema = z.object({ id: z.number().int(), title: z.string(), fileName: z.string(), bytes: z.number().int() });
/** A chart picture a module carries, served with the game's images (`url`). */
export const CarriedChartSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type CarriedRulebookView = z.infer<typeof CarriedRulebookSchema>;
export type CarriedChartView = z.infer<typeof CarriedChartSchema>;

/**
 * What an imported module carries and the companion beside its board (issues 15 and 19):
 * `carried` lists its rulebooks and charts, `carriedChunk` sends a rulebook's bytes (base64) so the
 * renderer imports it as any PDF rulebook, `charts` gathers the charts of every module linked to a
 * game, and `companion` gives the companion session of a game played on a linked module — made the
 * first time, the same one after.
 */
export const vassalCarriedContract = {
  'vassal.carried': {
    args: z.object({ key: GameKeySchema }).strict(),
    result: z.object({ rulebooks: z.array(CarriedRulebookSchema), charts: z.array(CarriedChartSchema) }),
  },
  'vassal.carriedChunk': {
    args: z.object({ key: GameKeySchema, id: z.number().int().min(0).max(999), index: z.number().int().min(0).max(100_000) }).strict(),
    result: z.object({ data: z.string(), bytes: z.number().int(), chunkBytes: z.number().int() }),
  },
  'vassal.charts': {
    args: z.object({ game: z.enum(GAME_IDS) }).strict(),
    result: z.array(z.object({ key: GameKeySchema, module: z.string(), charts: z.array(CarriedChartSchema) })),
  },
  'vassal.companion': {
    args: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: z.object({ session: z.string(), game: z.enum(GAME_IDS) }),
  },
} as const;
