import { z } from 'zod';

/**
 * What a game's table can do, as the renderer asks for it: never "which game is this" but "does it
 * have a rules mode, move advice, a combat planner, overlays, a companion". main works these out
 * from the game's engine module (main/engine/capabilities.ts); a game without a module is a free table.
 */
export const TableCapabilitiesSchema = z.object({
  /** Played under its rules as well as a free table: a new game chooses, and the table switches between them. */
  rulesMode: z.boolean(),
  /** Where a unit may go under the rules (game.moveAdvice). */
  moveAdvice: z.boolean(),
  /** Planned battles worked out by the combat rules (game.battlePlan). */
  combatPlanner: z.boolean(),
  /**
   * In rules mode, the actions a planned battle is sent as — `{ type, attackers, defenders }` — to be
   * fought (`resolve`) or, where the rules have one, declared won outright (`automatic`); null: none.
   */
  battleActions: z.object({ resolve: z.string(), automatic: z.string().optional() }).nullable(),
  /** Layers such as zones of control or supply (game.overlays). */
  overlays: z.boolean(),
  /** A side may be played by the computer (seats.get/set, ai.next). */
  computerPlayer: z.boolean().default(false),
});

/** A game in the catalogue: its table's capabilities and whether it has a referee's companion. */
export const GameCapabilitiesSchema = TableCapabilitiesSchema.extend({
  companion: z.boolean(),
});

export type TableCapabilities = z.infer<typeof TableCapabilitiesSchema>;
export type GameCapabilities = z.infer<typeof GameCapabilitiesSchema>;

/** A free table: no rules, no advice. */
export const FREE_TABLE: TableCapabilities = { rulesMode: false, moveAdvice: false, combatPlanner: false, battleActions: null, overlays: false, computerPlayer: false };

/** The two ways a game is played: a free table, or under the game's rules. */
export const PLAY_MODES = ['free', 'rules'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** How hard the computer thinks when it plays a side. */
export const COMPUTER_STRENGTHS = ['quick', 'normal', 'strong'] as const;
export type ComputerStrength = (typeof COMPUTER_STRENGTHS)[number];
