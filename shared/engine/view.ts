import { z } from 'zod';
import { GAME_IDS } from '../games/ids.js';

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
  id: z.string(),
  /** 'map': on a hex; 'track': waiting on the turn track for `turn`; 'pool': in play off the map; 'eliminated'. */
  status: z.enum(['map', 'track', 'pool', 'eliminated']),
  hex: z.string().nullable(),
  turn: z.number().int().nullable(),
  /** Stacking order: of the counters on one hex, the one with the highest order is on top. */
  order: z.number().int(),
});

export const DiceRollSchema = z.object({
  sides: z.number().int(),
  values: z.array(z.number().int()),
  /** 'app' = drawn by the seeded generator; 'physical' = typed in from the table. */
  source: z.enum(['app', 'physical']),
});

export const LogEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  messages: z.array(MessageSchema),
  dice: z.array(DiceRollSchema),
});

export const GameViewSchema = z.object({
  id: z.string(),
  gameId: z.enum(GAME_IDS),
  scenario: z.string(),
  title: z.string(),
  mode: z.enum(['free', 'rules']),
  /** How this game takes its dice, fixed when it was created. */
  dicePolicy: z.enum(['app', 'physical']),
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
});

export type Message = z.infer<typeof MessageSchema>;
export type UnitState = z.infer<typeof UnitStateSchema>;
export type DiceRoll = z.infer<typeof DiceRollSchema>;
export type LogEntry = z.infer<typeof LogEntrySchema>;
export type GameView = z.infer<typeof GameViewSchema>;
