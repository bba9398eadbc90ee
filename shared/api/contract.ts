import { z } from 'zod';
import type { Channel } from './channels.js';
import { GAME_IDS, GameKeySchema, SUPPORT_AREAS, SUPPORT_LEVELS } from '../games/ids.js';
import { DICE_MODES, LANGUAGES, THEMES } from '../settings.js';
import { NOTICE_CODES } from './errors.js';
import { DiceRollSchema, GameViewSchema, MessageSchema } from '../engine/view.js';
import { rulebookContract } from './contract-rulebook.js';
import { adviceStopSchema, ruleLayerSchema } from '../board/overlay.js';
import { companionContract } from './contract-companion.js';
import { GAME_IMPORT_MAX_ARGS_BYTES } from '../engine/game-file-limits.js';
import { JobIdSchema, workContract } from './contract-work.js';
import { GameCapabilitiesSchema, PLAY_MODES } from '../games/capabilities.js';
import { importedContract } from './contract-imported.js';
import { vassalContract } from './contract-vassal.js';
import { vaslContract } from './contract-vasl.js';
import { seatsContract } from './contract-seats.js';
import { boardDataContract } from './contract-board-data.js';
import { liveContract } from './contract-live.js';

/**
 * The API contract: one entry per call, with the schema of its arguments (checked at run time in
 * main before any handler sees them) and of its result. Types are inferred from the schemas, so
 * the schema is the single source of truth for main, preload, web server and renderer alike.
 */

const NoArgs = z.object({}).strict();
const GameIdArg = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const Title = z.string().trim().min(1).max(120);
/** The head a change was decided on: every action, undo and redo carries it (game.changed when it moved). */
const SeenHeadArgs = { head: z.number().int().min(0), hash: z.string().regex(/^[0-9a-f]{64}$/).optional() };

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
  /** The data folder and database file: told only to callers on this computer. */
  dataDir: z.string().optional(),
  databasePath: z.string().optional(),
  /** Web mode listening beyond this computer: the links, with the access token, to open on another device (local callers only). */
  accessUrls: z.array(z.string()).optional(),
  sqliteVersion: z.string(),
  /** The system's preferred locales (desktop) or an empty list (web: the browser knows its own). */
  systemLocales: z.array(z.string()),
  notices: z.array(NoticeSchema),
  /** Whether this app opened the data folder read-only (every writing call answers app.readOnly). */
  readOnly: z.boolean().default(false),
  /** The process that holds the data folder when this one opened it read-only; null when this one writes. */
  lockedBy: z
    .object({ pid: z.number().int(), host: z.string(), mode: z.enum(['desktop', 'web']), startedAt: z.string() })
    .nullable()
    .default(null),
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
  /** The game's colour on its card, per theme. */
  colour: z.object({ light: z.string().regex(/^#[0-9a-fA-F]{6}$/), dark: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
  facts: z.array(z.object({ fact: z.string(), source: SourceSchema })),
  support: z.array(SupportSchema),
  /** What its table can do: the renderer asks for these, never for a game id. */
  capabilities: GameCapabilitiesSchema,
});

export const SavedGameSummarySchema = z.object({
  id: z.string(),
  gameId: GameKeySchema,
  title: z.string(),
  scenario: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Turn and phase after the last action, and how many actions the log holds up to its head. */
  turn: z.number().int(),
  phase: z.string(),
  head: z.number().int(),
  /** A small PNG of the board (data: URL) the renderer drew, or null. */
  thumbnail: z.string().nullable(),
  /** Lines of play: a branch records the line and the action it branched after; rootId groups a tree. */
  parentId: z.string().nullable(),
  forkSeq: z.number().int().nullable(),
  rootId: z.string(),
  /** When it went to the trash (it is deleted for good 30 days later), or null. */
  deletedAt: z.string().nullable(),
});

export const TimelineEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  turn: z.number().int(),
  phase: z.string(),
  messages: z.array(MessageSchema),
  dice: z.array(DiceRollSchema),
});

export const BookmarkSchema = z.object({ seq: z.number().int(), note: z.string(), createdAt: z.string() });

export const TimelineSchema = z.object({
  id: z.string(),
  head: z.number().int(),
  /** Every action of this line, including undone ones past the head (redo). */
  entries: z.array(TimelineEntrySchema),
  bookmarks: z.array(BookmarkSchema),
  /** Every line of the tree this game belongs to (itself included). */
  lines: z.array(SavedGameSummarySchema),
});

/** Where a unit may go this move under the game's rules (advice in free mode, the law in rules mode). */
export const MoveAdviceSchema = z.object({
  unit: z.string(),
  from: z.string(),
  moves: z.array(
    z.object({
      hex: z.string(),
      /** Movement points left on arrival (road bonus not included). */
      remaining: z.number(),
      /** Why a move there must end there (a mark from a fixed set, the game's key, its rule); null when it need not. */
      stop: adviceStopSchema.nullable(),
      path: z.array(z.string()),
    }),
  ),
});

/** The rules' verdict on one move: null when legal, else the refusal with its rule. */
export const MoveVerdictSchema = z.object({
  legal: z.boolean(),
  reason: z.string().optional(),
  rule: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A planned battle worked out by the game's combat rules: factors, doublings, odds, supply, chances. */
export const BattlePlanSchema = z.object({
  attackers: z.array(z.object({ unit: z.string(), attack: z.number() })),
  defenders: z.array(z.object({ unit: z.string(), defence: z.number(), doubled: z.boolean(), value: z.number() })),
  attack: z.number(),
  defence: z.number(),
  /** The odds reduced in the defender's favour, e.g. {attacker: 3, defender: 1}; null when one side has no factors. */
  reduced: z.object({ attacker: z.number(), defender: z.number() }).nullable(),
  /** The CRT column, or the cases beyond the table. */
  column: z.string(),
  needsSupply: z.boolean(),
  /** The supply units that would sustain the attack (14.2, 14.6); empty when none is needed or none reaches. */
  supplies: z.array(z.string()).default([]),
  /** Won without a roll: 7-1 or more, or 5-1/6-1 against a defender with no retreat (9.1). */
  automatic: z.boolean().default(false),
  /** Each result that can happen, with the die faces giving it, its chance, and how good it is for the attacker (drawn as a colour). */
  chances: z.array(
    z.object({ result: z.string(), dice: z.array(z.number()), probability: z.number(), tone: z.enum(['bad', 'poor', 'even', 'good', 'best']).default('even') }),
  ),
  /** The rules the supply and the automatic victory rest on, for the planner to cite. */
  rules: z.object({ supplies: z.string().optional(), automatic: z.string().optional() }).default({}),
  /** Why this battle could not be fought as planned, under the rules; null when it could. */
  refusal: MoveVerdictSchema.nullable(),
});

/** What the map overlays show, worked out by the game's rules at the present state: generic layers (shared/board/overlay.ts). */
export const OverlaysSchema = z.object({ layers: z.array(ruleLayerSchema) });

export const ImportedGameSchema = z.object({
  view: GameViewSchema,
  /** Actions up to this seq were already here; later ones are the opponent's, to highlight. */
  since: z.number().int(),
  created: z.boolean(),
});

/** An action a game file took outside the rules (in free mode, or switching in or out of it). */
export const OutsideRulesActionSchema = z.object({
  seq: z.number().int(),
  turn: z.number().int(),
  phase: z.string(),
  modeBefore: z.enum(['free', 'rules']),
  mode: z.enum(['free', 'rules']),
  messages: z.array(MessageSchema),
});

/**
 * A file held back, nothing written: its game was created in rules mode and the new actions
 * include some taken outside the rules. Import again with acceptOutsideRules once the player agreed.
 */
export const HeldImportSchema = z.object({
  held: z.literal(true),
  gameId: GameKeySchema,
  title: z.string(),
  since: z.number().int(),
  outsideRules: z.array(OutsideRulesActionSchema).min(1),
});

export const ImportResultSchema = z.union([ImportedGameSchema, HeldImportSchema]);

export const contract = {
  'app.info': { args: NoArgs, result: AppInfoSchema },
  'settings.get': { args: NoArgs, result: SettingsSchema },
  'settings.update': { args: SettingsPatchSchema, result: SettingsSchema },
  'catalog.list': { args: NoArgs, result: z.array(GameSummarySchema) },
  'games.list': {
    args: z
      .object({
        limit: z.number().int().min(1).max(500).optional(),
        /** Words to find in the title or scenario. */
        query: z.string().max(100).optional(),
        gameId: GameKeySchema.optional(),
        /** 'trash' lists only games in the trash; default, only the others. */
        where: z.enum(['library', 'trash']).optional(),
      })
      .strict(),
    result: z.array(SavedGameSummarySchema),
  },
  'games.latest': { args: NoArgs, result: SavedGameSummarySchema.nullable() },
  /** The game's map, units, scenarios and turn track, for drawing (validated data, see shared/games/descriptor.ts). */
  'game.data': { args: z.object({ gameId: GameKeySchema }).strict(), result: z.unknown() },
  'game.create': {
    /** `mode`: free table or rules, one of the game's (its capabilities say whether it has a rules mode); default its first. */
    args: z
      .object({
        gameId: GameKeySchema,
        scenario: z.string().min(1).max(64),
        mode: z.enum(PLAY_MODES).optional(),
        title: z.string().min(1).max(120).optional(),
        /** How the game takes its dice; the Settings' dice mode when absent ('commit-reveal': docs/dice-protocol.md). */
        dice: z.enum(['app', 'physical', 'commit-reveal']).optional(),
      })
      .strict(),
    result: GameViewSchema,
  },
  'game.open': { args: z.object({ id: GameIdArg }).strict(), result: GameViewSchema },
  /**
   * Apply one action; `dice` carries physically rolled values when the dice mode is physical.
   * `head` (and optionally `hash`) is the position the action was decided on: if the game has
   * moved since (another tab, another window), nothing is applied and the answer is game.changed.
   */
  'game.apply': {
    args: z.object({ id: GameIdArg, action: z.unknown(), dice: z.array(z.number().int().min(0).max(100)).max(20).optional(), ...SeenHeadArgs }).strict(),
    result: GameViewSchema,
  },
  'game.undo': { args: z.object({ id: GameIdArg, ...SeenHeadArgs }).strict(), result: GameViewSchema },
  'game.redo': { args: z.object({ id: GameIdArg, ...SeenHeadArgs }).strict(), result: GameViewSchema },
  'game.rename': { args: z.object({ id: GameIdArg, title: Title }).strict(), result: SavedGameSummarySchema },
  'game.duplicate': { args: z.object({ id: GameIdArg, title: Title.optional() }).strict(), result: SavedGameSummarySchema },
  'game.delete': { args: z.object({ id: GameIdArg }).strict(), result: SavedGameSummarySchema },
  'game.restore': { args: z.object({ id: GameIdArg }).strict(), result: SavedGameSummarySchema },
  'game.deleteForever': { args: z.object({ id: GameIdArg }).strict(), result: z.object({ id: z.string() }) },
  'game.setThumbnail': {
    args: z.object({ id: GameIdArg, dataUrl: z.string().max(200_000) }).strict(),
    result: z.object({ id: z.string() }),
  },
  /** The game as it stood after `seq` actions: the timeline's read-only past. */
  'game.at': { args: z.object({ id: GameIdArg, seq: z.number().int().min(0) }).strict(), result: GameViewSchema },
  'game.timeline': { args: z.object({ id: GameIdArg }).strict(), result: TimelineSchema },
  'game.bookmark': {
    args: z.object({ id: GameIdArg, seq: z.number().int().min(0), note: z.string().max(500) }).strict(),
    result: TimelineSchema,
  },
  'game.unbookmark': { args: z.object({ id: GameIdArg, seq: z.number().int().min(0) }).strict(), result: TimelineSchema },
  /** "Play from here": a new line with the first `seq` actions; the old line is kept. */
  'game.branch': {
    args: z.object({ id: GameIdArg, seq: z.number().int().min(0), title: Title.optional() }).strict(),
    result: GameViewSchema,
  },
  /** The game as one file for play by email (see docs/game-file-format.md). */
  'game.export': { args: z.object({ id: GameIdArg }).strict(), result: z.object({ fileName: z.string(), text: z.string() }) },
  /**
   * Import a game file; actions taken outside the rules hold it back (HeldImport) unless acceptOutsideRules.
   * `job`: a name for the import, to follow its progress or cancel it (work.progress, work.cancel).
   */
  'game.import': {
    args: z.object({ text: z.string(), job: JobIdSchema.optional(), acceptOutsideRules: z.boolean().optional() }).strict(),
    result: ImportResultSchema,
    maxArgsBytes: GAME_IMPORT_MAX_ARGS_BYTES,
  },
  /** Legal destinations of one unit on the map, per the game's movement rules (game.noAdvice if it has none yet). */
  'game.moves': { args: z.object({ id: GameIdArg, unit: z.string().min(1).max(64) }).strict(), result: MoveAdviceSchema },
  'game.odds': {
    args: z
      .object({ id: GameIdArg, attackers: z.array(z.string().min(1).max(64)).max(30), defenders: z.array(z.string().min(1).max(64)).min(1).max(10) })
      .strict(),
    result: BattlePlanSchema,
  },
  'game.overlays': { args: z.object({ id: GameIdArg }).strict(), result: OverlaysSchema },
  'game.adviseMove': {
    args: z.object({ id: GameIdArg, unit: z.string().min(1).max(64), to: z.string().min(1).max(8) }).strict(),
    result: MoveVerdictSchema,
  },
  ...rulebookContract,
  ...companionContract,
  ...workContract,
  ...importedContract,
  ...vassalContract,
  ...vaslContract,
  ...seatsContract,
  ...boardDataContract,
  ...liveContract,
} as const satisfies Record<Channel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;

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
export type Timeline = z.infer<typeof TimelineSchema>;
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;
export type ImportResult = z.infer<typeof ImportResultSchema>;
export type ImportedGame = z.infer<typeof ImportedGameSchema>;
export type HeldImport = z.infer<typeof HeldImportSchema>;
export type OutsideRulesAction = z.infer<typeof OutsideRulesActionSchema>;
export type MoveAdvice = z.infer<typeof MoveAdviceSchema>;
export type MoveVerdict = z.infer<typeof MoveVerdictSchema>;
export type BattlePlan = z.infer<typeof BattlePlanSchema>;
export type Overlays = z.infer<typeof OverlaysSchema>;
