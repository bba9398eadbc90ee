import type { CalcResult, InputValues } from '../../shared/companion/definition.js';
import type { BaseState } from '../engine/module.js';

/** One roll of the game's dice, as read (a d10 reads 0–9; two d6 are [white, coloured]). */
export interface RollRecord {
  turn: number;
  step: string;
  kind: 'd6' | '2d6' | 'd10';
  values: number[];
  total: number;
  doubles: boolean;
  /** What the roll was for, as the player wrote it. */
  purpose: string;
}

/** One calculation as it was worked out: its inputs, the dice it read and the whole result. */
export interface CalcRecord {
  turn: number;
  calculator: string;
  inputs: InputValues;
  dice: number[] | null;
  /** Tables the player entered that the calculation read, by id (their cells are in the action). */
  userTables: string[];
  result: CalcResult;
}

/**
 * A companion session: where the table is in the sequence of play, what has been ticked and noted
 * turn by turn, the trackers and cups, and the recent rolls and calculations. Everything else
 * (who did what when, undo, the timeline) is the engine's log.
 */
export interface CompanionState extends BaseState {
  turn: number;
  /** The current step (a leaf of the sequence of play). */
  step: string;
  /** Steps ticked, per turn (key: the turn number), in sequence order. */
  checked: Record<string, string[]>;
  notes: Record<string, string>;
  /** Tracker values by tracker id, or `id:side` for a per-side tracker. */
  trackers: Record<string, number | string>;
  cups: Record<string, { cup: string[]; drawn: string[] }>;
  rolls: RollRecord[];
  calcs: CalcRecord[];
}

/** How many recent rolls and calculations the state keeps (the log keeps them all). */
export const KEEP_ROLLS = 60;
export const KEEP_CALCS = 20;

/** What the screen is shown of a companion session: the state without its dice generator. */
export type CompanionSnapshot = Omit<CompanionState, 'rng'>;

export function snapshotOf(state: CompanionState): CompanionSnapshot {
  const { rng: _rng, ...rest } = state;
  return rest;
}
