import { z } from 'zod';
import { GameKeySchema } from '../games/ids.js';
import { HexNameSchema, UnitIdSchema } from './ids.js';
import { LegalOptionSchema } from './options.js';
import { FREE_TABLE, TableCapabilitiesSchema } from '../games/capabilities.js';

/**
 * What main tells the renderer about a game in progress. The renderer draws this and decides no
 * rule: to change anything it sends an action and draws the view it gets back.
 */

/** A translatable message: the key under `log.` or `refusal.`, its parameters, and the rule it rests on. */
export const MessageSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  rule: z.string().optional(),
});

export const UnitStateSchema = z.object({
  id: UnitIdSchema,
  /** 'map': on a hex; 'track': waiting on the turn track for `turn`; 'pool': in play off the map; 'eliminated'. */
  status: z.enum(['map', 'track', 'pool', 'eliminated']),
  hex: HexNameSchema.nullable(),
  turn: z.number().int().nullable(),
  /** Stacking order: of the counters on one hex, the one with the highest order is on top. */
  order: z.number().int(),
  /** An image counter's look, only once changed: turned over to its back, how many of its layers show. */
  flipped: z.literal(true).optional(),
  layers: z.number().int().min(1).max(16).optional(),
  /** An image counter turned from its printed way up: degrees clockwise. */
  angle: z.number().gt(0).lt(360).optional(),
  /** An image counter masked by a side: the others see only its mask. */
  maskedBy: z.string().optional(),
});

export const DiceRollSchema = z.object({
  sides: z.number().int(),
  values: z.array(z.number().int()),
  /** 'app' = drawn by the seeded generator; 'physical' = typed in from the table; 'commit-reveal' = fixed by both players' reveals. */
  source: z.enum(['app', 'physical', 'commit-reveal']),
  /** commit-reveal only: the roll's index and the two reveals, so any copy can draw it again (main/engine/dice/). */
  roll: z.object({ k: z.number().int().min(1), reveals: z.object({ a: z.string().regex(/^[0-9a-f]{64}$/), b: z.string().regex(/^[0-9a-f]{64}$/) }).strict() }).strict().optional(),
});

export const LogEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  messages: z.array(MessageSchema),
  dice: z.array(DiceRollSchema),
});

/** A line the play panel shows as it is: a key of the locale files, its parameters, the rule, and an id to tell lines apart. */
export const StatusLineSchema = z.object({
  id: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  rule: z.string().optional(),
});

/**
 * Where the sequence of play stands in rules mode, and the choices it waits for. Generic enough for
 * any game with player turns; a rules module fills it (main/games/<id>/play).
 */
export const PlayViewSchema = z.object({
  side: z.string(),
  /** 'arrival' | 'movement' | 'combat' | 'end'. */
  step: z.string(),
  pending: z
    .object({
      kind: z.enum(['retreat', 'exchange', 'advance']),
      chooser: z.string(),
      units: z.array(z.string()),
      atLeast: z.number().optional(),
      hex: z.string().optional(),
      /** For a retreat: the hexes each unit may end on. */
      ends: z.record(z.string(), z.array(z.string())).optional(),
      /** The rule the choice rests on. */
      rule: z.string().optional(),
    })
    .nullable(),
  /** Attacks still owed this combat phase (8.4): units that must attack, enemies that must be attacked. */
  owed: z.object({ attackers: z.array(z.string()), defenders: z.array(z.string()) }),
  moved: z.array(z.string()),
  frozen: z.array(z.string()),
  fought: z.array(z.string()),
  attacked: z.array(z.string()),
  /** Supply units spent this player turn (removed at its end). */
  used: z.array(z.string()),
  /** Places (ids) where the side to act may bring units in now; options that act at one carry it as `place`. */
  places: z.array(z.string()).default([]),
  /** Units that may enter now: reinforcements due, units held off the map. */
  arrivals: z.array(z.string()),
  winner: z.object({ side: z.string(), reason: z.string() }).nullable(),
  /** Named readings of ambiguous rules, and whether they may still be changed (before the first move). */
  options: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
  optionsOpen: z.boolean().default(false),
  /** What the player should know now, as the panel shows it: translatable lines, each with its rule. */
  status: z.array(StatusLineSchema).default([]),
  /** The game's own part of the view, read with that game's schema (e.g. shared/games/<id>/view.ts); the table never reads it. */
  game: z.unknown().optional(),
  /** Every concrete option of the side to act now (shared/engine/options.ts): the one list of what may be done. */
  legal: z.array(LegalOptionSchema).default([]),
});

export const GameViewSchema = z.object({
  id: z.string(),
  gameId: GameKeySchema,
  scenario: z.string(),
  title: z.string(),
  mode: z.enum(['free', 'rules']),
  /** How this game takes its dice, fixed when it was created ('app' is the seed mode, whose dice both players can foresee). */
  dicePolicy: z.enum(['app', 'physical', 'commit-reveal']),
  turn: z.number().int(),
  /** ISO date of the current turn, from the turn track. */
  turnDate: z.string().nullable(),
  lastTurn: z.number().int(),
  phase: z.string(),
  units: z.array(UnitStateSchema),
  /** The most recent entries first would be a renderer choice: this is in play order, newest last. */
  log: z.array(LogEntrySchema),
  head: z.number().int(),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  /** Hash of the state after the last applied action (sha-256, hex). */
  hash: z.string(),
  /** The sequence of play, in rules mode. */
  play: PlayViewSchema.nullable().default(null),
  /** What this game's table can do (rules mode, move advice, combat planner, overlays): the renderer asks for these, never for a game. */
  capabilities: TableCapabilitiesSchema.default(FREE_TABLE),
  /** Where the stored log breaks (a missing or altered action): the view shows the last good action, and the game is read-only. */
  logBreak: z
    .object({
      seq: z.number().int(),
      /** Set when the game was begun under another version of the game's rules than the one running now. */
      rulesVersion: z.object({ saved: z.number().int(), current: z.number().int() }).optional(),
    })
    .nullable()
    .default(null),
  /**
   * A commit–reveal game's action waiting for its roll's reveals (docs/dice-protocol.md): the roll,
   * the log position the action takes, the seats whose reveal is missing, and this copy's seat (null: it watches).
   */
  diceWait: z
    .object({ roll: z.number().int(), seq: z.number().int(), waitingFor: z.array(z.enum(['a', 'b'])), seat: z.enum(['a', 'b']).nullable() })
    .nullable()
    .default(null),
});

export type DiceWait = NonNullable<GameView['diceWait']>;
export type Message = z.infer<typeof MessageSchema>;
export type UnitState = z.infer<typeof UnitStateSchema>;
export type DiceRoll = z.infer<typeof DiceRollSchema>;
export type LogEntry = z.infer<typeof LogEntrySchema>;
export type GameView = z.infer<typeof GameViewSchema>;
export type PlayView = z.infer<typeof PlayViewSchema>;
export type StatusLine = z.infer<typeof StatusLineSchema>;
export type LogBreak = NonNullable<GameView['logBreak']>;
