import { z } from 'zod';
import type { Channel } from './channels.js';
import { GAME_IDS, SUPPORT_AREAS, SUPPORT_LEVELS } from '../games/ids.js';
import { DICE_MODES, LANGUAGES, THEMES } from '../settings.js';
import { NOTICE_CODES } from './errors.js';
import { GameViewSchema } from '../engine/view.js';

/**
 * The API contract: one entry per call, with the schema of its arguments (checked at run time in
 * main before any handler sees them) and of its result. Types are inferred from the schemas, so
 * the schema is the single source of truth for main, preload, web server and renderer alike.
 */

const NoArgs = z.object({}).strict();
const GameIdArg = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const SettingsSchema = z
  .object({
    language: z.enum(LANGUAGES).nullable(),
    theme: z.enum(THEMES),
    diceMode: z.enum(DICE_MODES),
  })
  .strict();

export const SettingsPatchSchema = SettingsSchema.partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'empty patch' });

export const NoticeSchema = z.object({
  code: z.enum(NOTICE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const AppInfoSchema = z.object({
  version: z.string(),
  mode: z.enum(['desktop', 'web']),
  dataDir: z.string(),
  databasePath: z.string(),
  sqliteVersion: z.string(),
  /** The system's preferred locales (desktop) or an empty list (web: the browser knows its own). */
  systemLocales: z.array(z.string()),
  notices: z.array(NoticeSchema),
});

/** Where a fact comes from: a rulebook seed, a named public reference, or the user's own copy. */
export const SourceSchema = z.object({
  kind: z.enum(['rulebook', 'reference', 'user']),
  /** A stable reference: the seed file and place, or the reference's name. */
  ref: z.string(),
});

export const CapabilitySchema = z.object({
  id: z.string(),
  level: z.enum(SUPPORT_LEVELS),
  source: SourceSchema,
});

export const SupportSchema = z.object({
  area: z.enum(SUPPORT_AREAS),
  level: z.enum(SUPPORT_LEVELS),
  capabilities: z.array(CapabilitySchema),
});

export const GameSummarySchema = z.object({
  id: z.enum(GAME_IDS),
  publisher: z.string(),
  designer: z.string().nullable(),
  /** First publication year, or null where none of our sources states it. */
  year: z.number().int().nullable(),
  facts: z.array(z.object({ fact: z.string(), source: SourceSchema })),
  support: z.array(SupportSchema),
});

export const SavedGameSummarySchema = z.object({
  id: z.string(),
  gameId: z.enum(GAME_IDS),
  title: z.string(),
  scenario: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const contract = {
  'app.info': { args: NoArgs, result: AppInfoSchema },
  'settings.get': { args: NoArgs, result: SettingsSchema },
  'settings.update': { args: SettingsPatchSchema, result: SettingsSchema },
  'catalog.list': { args: NoArgs, result: z.array(GameSummarySchema) },
  'games.list': {
    args: z.object({ limit: z.number().int().min(1).max(500).optional() }).strict(),
    result: z.array(SavedGameSummarySchema),
  },
  'games.latest': { args: NoArgs, result: SavedGameSummarySchema.nullable() },
  /** The game's map, units, scenarios and turn track, for drawing (validated data, see shared/games/descriptor.ts). */
  'game.data': { args: z.object({ gameId: z.enum(GAME_IDS) }).strict(), result: z.unknown() },
  'game.create': {
    args: z.object({ gameId: z.enum(GAME_IDS), scenario: z.string().min(1).max(64), title: z.string().min(1).max(120).optional() }).strict(),
    result: GameViewSchema,
  },
  'game.open': { args: z.object({ id: GameIdArg }).strict(), result: GameViewSchema },
  /** Apply one action; `dice` carries physically rolled values when the dice mode is physical. */
  'game.apply': {
    args: z.object({ id: GameIdArg, action: z.unknown(), dice: z.array(z.number().int().min(0).max(100)).max(20).optional() }).strict(),
    result: GameViewSchema,
  },
  'game.undo': { args: z.object({ id: GameIdArg }).strict(), result: GameViewSchema },
  'game.redo': { args: z.object({ id: GameIdArg }).strict(), result: GameViewSchema },
} as const satisfies Record<Channel, { args: z.ZodType; result: z.ZodType }>;

export type Contract = typeof contract;
export type ArgsOf<C extends Channel> = z.input<Contract[C]['args']>;
export type ParsedArgsOf<C extends Channel> = z.output<Contract[C]['args']>;
export type ValueOf<C extends Channel> = z.output<Contract[C]['result']>;

export type AppInfo = z.infer<typeof AppInfoSchema>;
export type Notice = z.infer<typeof NoticeSchema>;
export type Source = z.infer<typeof SourceSchema>;
export type Capability = z.infer<typeof CapabilitySchema>;
export type Support = z.infer<typeof SupportSchema>;
export type GameSummary = z.infer<typeof GameSummarySchema>;
export type SavedGameSummary = z.infer<typeof SavedGameSummarySchema>;
