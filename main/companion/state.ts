import type { CalcResult, Cells, InputValues } from '../../shared/companion/definition.js';
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

/**
 * One calculation as it was asked: the inputs as sent, the dice it read and the cells of the tables
 * the player entered that it read. The result is not kept in the state but worked out again when
 * the state is shown, so a later, better worded calculation never makes an old session fail its
 * replay check (the log keeps the outcome as it was shown then).
 */
export interface CalcRecord {
  turn: number;
  calculator: string;
  inputs: Record<string, unknown>;
  dice: number[] | null;
  tables: Record<string, Cells>;
}

/** A calculation as the screen shows it: its checked inputs and the result worked out now. */
export interface CalcView {
  turn: number;
  calculator: string;
  inputs: InputValues;
  dice: number[] | null;
  /** Tables the player entered that the calculation read, by id. */
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

/** What the screen is shown of a companion session: the state without its dice generator, calculations worked out. */
export type CompanionSnapshot = Omit<CompanionState, 'rng' | 'calcs'> & { calcs: CalcView[] };
