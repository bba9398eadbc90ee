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
  cups: Record<string, CupState>;
  rolls: RollRecord[];
  calcs: CalcRecord[];
}

/** How a chit on the track was played (`CupState.faces`): besides a face id of the chit. */
export const PLAYED_AS_IS = '';
/** Placed on the track without action: no face of it was within the limits (Dark Sands 18.7.2). */
export const PLAYED_NO_ACTION = '-';
/** Drawn, its face still to be chosen by the player. */
export const FACE_PENDING = '?';

/**
 * A cup of chits: what is in it, the chits played this turn in order (the action chit track) and,
 * for cups whose limits or hands the companion keeps (faces, per-turn limits, held chits by turn),
 * how each was played, the chits in the owners' hands and those put in the cup this turn.
 */
export interface CupState {
  cup: string[];
  drawn: string[];
  /** Per chit of `drawn` (same index): a face id, PLAYED_AS_IS, PLAYED_NO_ACTION or FACE_PENDING. */
  faces?: string[];
  /** Held chits in their owners' hands (priority chits), not in the cup. */
  held?: string[];
  /** Chits put in the cup this turn by the player (limits that count what a side receives). */
  added?: string[];
}

/** What the screen is told of a cup beside its contents: per-turn counts and the faces a drawn chit may take. */
export interface CupStatus {
  /** Each applied per-turn limit with its count this turn. */
  limits: { id: string; count: number; max: number; rule: string }[];
  /** The chit drawn last, while its face is to be chosen, with the faces within the limits. */
  choose: { chit: string; faces: string[] } | null;
  /** Held chits in hand that may be played now (none while a face is to be chosen). */
  playable: string[];
  /** Kinds of chit in the cup a limit keeps there now (not drawable), with the limit and its rule. */
  blocked: { chit: string; limit: string; rule: string }[];
}

/** How many recent rolls and calculations the state keeps (the log keeps them all). */
export const KEEP_ROLLS = 60;
export const KEEP_CALCS = 20;

/** What the screen is shown of a companion session: the state without its dice generator, calculations worked out. */
export type CompanionSnapshot = Omit<CompanionState, 'rng' | 'calcs'> & { calcs: CalcView[]; cupStatus: Record<string, CupStatus> };
