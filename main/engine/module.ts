import type { AdviceStop } from '../../shared/board/overlay.js';
import type { z } from 'zod';
import type { GameKey } from '../../shared/games/ids.js';
import type { GameData } from '../../shared/games/descriptor.js';
import type { Message, PlayView, UnitState } from '../../shared/engine/view.js';
import type { RngState } from './rng.js';
import type { PlayMode } from '../../shared/games/capabilities.js';
import type { LogCode, RefusalReason } from '../../shared/games/codes.js';
import type { BattlePlan, Overlays } from '../../shared/api/contract.js';

/** Every game state carries its dice generator, so randomness is part of what the log replays. */
export interface BaseState {
  readonly rng: RngState;
  /** The dice mode set during play by a setDice action (main/engine/core.ts); absent until then. */
  readonly dicePolicy?: 'app' | 'physical';
}

/** Why an action is refused: a translation key under `refusal.`, its parameters, the rule. */
export interface Refusal {
  reason: RefusalReason;
  params?: Record<string, string | number>;
  rule?: string;
}

/** A log message whose code is one the locales translate. */
export type EngineMessage = Message & { code: LogCode };

export interface DiceRequest {
  count: number;
  sides: number;
}

/** What a module shows of its state; the session adds the log, undo/redo and identity. */
export interface ModuleView {
  mode: PlayMode;
  turn: number;
  phase: string;
  units: UnitState[];
  /** Where the sequence of play stands, in rules mode. */
  play?: PlayView | null;
}

/**
 * A game's rules engine, after the DESIGN contract: setup, prompt, apply, view, explain. Pure and
 * deterministic: the same state and action (with the same dice) always give the same result.
 */
export interface GameModule<S extends BaseState, A extends { type: string }> {
  readonly id: GameKey;
  /** Bumped when a change would make old logs replay differently. */
  readonly version: number;
  /** The action types a planned battle is sent as in rules mode (see TableCapabilities.battleActions). */
  readonly battleActions?: { resolve: string; automatic?: string };
  /** The ways a game of this module may be played (default: a free table only). */
  readonly modes?: readonly PlayMode[];
  readonly data: GameData;
  readonly actionSchema: z.ZodType<A>;
  /** The state a game starts from: its scenario, in the mode asked for (one of `modes`; default the first). */
  setup(scenario: string, rng: RngState, mode?: PlayMode): S | null;
  /** The kinds of action legal now for a side (null: whoever is at the table). */
  prompt(state: S, side: string | null): A['type'][];
  /** Null when the action is legal; otherwise why not. */
  explain(state: S, action: A): Refusal | null;
  /** Why a kind of action prompt() does not offer is refused now, with its rule (default: notNow). */
  whyNotNow?(state: S, type: string): Refusal;
  /** The dice an action needs, if any; the core draws them or takes the physical ones. */
  diceFor(state: S, action: A): DiceRequest | null;
  apply(state: S, action: A, dice: readonly number[]): { state: S; messages: EngineMessage[] };
  view(state: S, side: string | null): ModuleView;
  /** The turn, phase and mode of view() alone, without the rest (a replay records them per action). */
  where?(state: S): Pick<ModuleView, 'mode' | 'turn' | 'phase'>;
  /** Where a unit on the map may go this move under the rules; absent while a game has no movement rules. */
  moveAdvice?(state: S, unitId: string): MoveAdvice | null;
  /** The rules' verdict on moving a unit to a hex: null when legal. */
  adviseMove?(state: S, unitId: string, to: string): Refusal | null;
  /** A planned battle worked out by the combat rules (odds, doublings, supply, chances). */
  battlePlan?(state: S, attackers: readonly string[], defenders: readonly string[]): BattlePlan;
  /** Zones of control and control of the places victory depends on. */
  overlays?(state: S): Overlays;
  /** Legal destinations as hex names (the CLI's `legal --unit` and the fuzzer use it). */
  legalTargets?(state: S, unitId: string, side: string | null): string[] | null;
  /** A computer that can play any of `sides` (the play view's side names). */
  readonly computerPlayer?: {
    readonly sides: readonly string[];
    /**
     * Its choice for the side to act now, at a strength, among the options a person has; null when
     * it has nothing to do. Its reason is a locale key under `ai.why.` and its parameters.
     */
    decide(state: S, strength: ComputerStrength, seed: string): { action: A; why: { code: string; params: Record<string, string | number> } } | null;
  };
}

/** How hard the computer thinks (shared/games/capabilities.ts). */
export type { ComputerStrength } from '../../shared/games/capabilities.js';
import type { ComputerStrength } from '../../shared/games/capabilities.js';

export interface MoveAdvice {
  from: string;
  moves: { hex: string; remaining: number; stop: AdviceStop | null; path: string[] }[];
}

// A module of any state/action type, as the registry and sessions hold them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any>;
