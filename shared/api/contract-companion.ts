import { z } from 'zod';
import type { COMPANION_CHANNELS } from './channels-companion.js';
import { GAME_IDS, SUPPORT_AREAS, SUPPORT_LEVELS } from '../games/ids.js';
import type { CalculatorSpec, CompanionDefinition, InputValues } from '../companion/definition.js';
import { MAX_CELL_CHARS, MAX_LABEL_CHARS, MAX_TABLE_SIDE } from '../companion/cells.js';

type CompanionChannel = (typeof COMPANION_CHANNELS)[number];

const GameId = z.enum(GAME_IDS);
const SavedId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const TableId = z.string().min(1).max(64);
// A companion text is a locale key with its parameters (shared/companion/definition.ts); a parameter may be a text.
type TextShape = { key: string; params?: { [name: string]: string | number | TextShape } };
const Text: z.ZodType<TextShape> = z.lazy(() => z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number(), Text])).optional() }));
// The same shapes as contract.ts's SourceSchema and SupportSchema (contract.ts imports this file, so it cannot be imported back).
const SourceSchema = z.object({ kind: z.enum(['rulebook', 'reference', 'user']), ref: z.string() });
const SupportSchema = z.object({
  area: z.enum(SUPPORT_AREAS),
  level: z.enum(SUPPORT_LEVELS),
  capabilities: z.array(z.object({ id: z.string(), level: z.enum(SUPPORT_LEVELS), source: SourceSchema })),
});
const CellsSchema = z.array(z.array(z.string().max(MAX_CELL_CHARS)).max(MAX_TABLE_SIDE)).max(MAX_TABLE_SIDE);

/** A game's companion definition as the screen sees it: everything but the calculations' code. */
export type CompanionDefinitionView = Omit<CompanionDefinition, 'calculators'> & { calculators: CalculatorSpec[] };
const DefinitionViewSchema = z.custom<CompanionDefinitionView>((v) => typeof v === 'object' && v !== null && 'sequence' in v && 'calculators' in v);

export const CalcResultSchema = z.object({
  steps: z.array(z.object({ rule: z.string(), label: Text, value: z.string() })),
  outcome: z.object({ label: Text, value: z.string(), rule: z.string() }).optional(),
  missingTables: z.array(z.string()),
  invalid: z.object({ reason: Text, rule: z.string() }).optional(),
});

export const TableStateSchema = z.object({
  id: z.string(),
  status: z.enum(['builtIn', 'user', 'missing']),
  cells: z.array(z.array(z.string())).nullable(),
  rowLabels: z.array(z.string()).nullable(),
  colLabels: z.array(z.string()).nullable(),
  source: SourceSchema.nullable(),
  enteredBy: z.string(),
  sourceNote: z.string(),
  updatedAt: z.string().nullable(),
});

const RollSchema = z.object({
  turn: z.number().int(),
  step: z.string(),
  kind: z.enum(['d6', '2d6', 'd10']),
  values: z.array(z.number().int()),
  total: z.number().int(),
  doubles: z.boolean(),
  purpose: z.string(),
});

/** The companion state of a saved game (at its head, or at an earlier action). */
export const CompanionSnapshotSchema = z.object({
  turn: z.number().int(),
  step: z.string(),
  checked: z.record(z.string(), z.array(z.string())),
  notes: z.record(z.string(), z.string()),
  trackers: z.record(z.string(), z.union([z.number(), z.string()])),
  cups: z.record(
    z.string(),
    z.object({
      cup: z.array(z.string()),
      drawn: z.array(z.string()),
      /** How each chit on the track was played: a face id, '' as it is, '-' without action, '?' still to choose. */
      faces: z.array(z.string()).optional(),
      /** Held chits in their owners' hands. */
      held: z.array(z.string()).optional(),
      added: z.array(z.string()).optional(),
    }),
  ),
  /** Per cup, what main works out for the screen: per-turn counts, the faces the chit drawn last may take, the held chits playable. */
  cupStatus: z.record(
    z.string(),
    z.object({
      limits: z.array(z.object({ id: z.string(), count: z.number().int(), max: z.number().int(), rule: z.string() })),
      choose: z.object({ chit: z.string(), faces: z.array(z.string()) }).nullable(),
      playable: z.array(z.string()),
      /** Kinds of chit in the cup that a limit keeps there now, with the limit and its rule. */
      blocked: z.array(z.object({ chit: z.string(), limit: z.string(), rule: z.string() })),
    }),
  ),
  rolls: z.array(RollSchema),
  calcs: z.array(
    z.object({
      turn: z.number().int(),
      calculator: z.string(),
      inputs: z.custom<InputValues>((v) => typeof v === 'object' && v !== null),
      dice: z.array(z.number().int()).nullable(),
      userTables: z.array(z.string()),
      result: CalcResultSchema,
    }),
  ),
});

export const CompletenessSchema = z.object({
  game: GameId,
  /** Whether the game has a companion definition yet. */
  companion: z.boolean(),
  /** The seed file the companion is drawn from. */
  rulebook: z.string().nullable(),
  /** The same facts the home screen's indicators are computed from, area by area. */
  support: z.array(SupportSchema),
  tables: z.array(TableStateSchema.extend({ title: Text, rule: z.string() })),
  calculators: z.array(z.object({ id: z.string(), title: Text, rule: z.string(), missingTables: z.array(z.string()) })),
  /** What the definition knows or lacks beyond its tables (rules, map, counters, scenarios, turn record), with sources. */
  knowledge: z.array(
    z.object({
      area: z.enum(['rules', 'tables', 'map', 'counters', 'scenarios', 'turns']),
      id: z.string(),
      label: Text,
      level: z.enum(SUPPORT_LEVELS),
      source: SourceSchema.nullable(),
      notes: Text.optional(),
    }),
  ),
});

const Inputs = z.record(z.string().max(64), z.unknown());

export const companionContract = {
  'companion.definition': { args: z.object({ gameId: GameId }).strict(), result: DefinitionViewSchema },
  'companion.session': {
    args: z.object({ id: SavedId, seq: z.number().int().min(0).optional() }).strict(),
    result: z.object({ head: z.number().int(), state: CompanionSnapshotSchema }),
  },
  /** A calculation worked out now (not logged), over the built-in tables and those the player entered. */
  'companion.calculate': {
    args: z.object({ gameId: GameId, calculator: TableId, inputs: Inputs, dice: z.array(z.number().int().min(0).max(10)).max(4).optional() }).strict(),
    result: CalcResultSchema,
  },
  'companion.tables': { args: z.object({ gameId: GameId }).strict(), result: z.array(TableStateSchema) },
  'companion.tableSet': {
    args: z
      .object({
        gameId: GameId,
        table: TableId,
        cells: CellsSchema,
        /** Headings of the rows and columns of a table the player may extend. */
        rowLabels: z.array(z.string().max(MAX_LABEL_CHARS)).max(MAX_TABLE_SIDE).optional(),
        colLabels: z.array(z.string().max(MAX_LABEL_CHARS)).max(MAX_TABLE_SIDE).optional(),
        enteredBy: z.string().max(120).optional(),
        sourceNote: z.string().max(300).optional(),
      })
      .strict(),
    result: TableStateSchema,
  },
  'companion.tableRemove': { args: z.object({ gameId: GameId, table: TableId }).strict(), result: TableStateSchema },
  'companion.tableExport': { args: z.object({ gameId: GameId, table: TableId }).strict(), result: z.object({ fileName: z.string(), text: z.string() }) },
  'companion.tableImport': {
    args: z.object({ text: z.string(), gameId: GameId.optional(), table: TableId.optional() }).strict(),
    result: z.object({ game: GameId, table: TableStateSchema }),
    maxArgsBytes: 512 * 1024,
  },
  'companion.completeness': { args: z.object({ gameId: GameId }).strict(), result: CompletenessSchema },
} as const satisfies Record<CompanionChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;

export type CompanionSnapshotView = z.infer<typeof CompanionSnapshotSchema>;
export type TableStateView = z.infer<typeof TableStateSchema>;
export type CalcResultView = z.infer<typeof CalcResultSchema>;
export type Completeness = z.infer<typeof CompletenessSchema>;
