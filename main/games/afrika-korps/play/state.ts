import type { GameData } from '../../../../shared/games/descriptor.js';
import type { AK_STEPS, AK_VICTORY_REASONS } from '../../../../shared/games/afrika-korps/codes.js';
import type { TableState } from '../../table/module.js';
import type { CrtResult, OddsColumn } from '../rules/crt.js';
import type { MoveProgress } from '../rules/movement.js';
import { inEnemyZoc, inheritZoc } from '../rules/zoc.js';
import { isCombatUnit, unitKind, unitSpec, type Board } from '../rules/board.js';
import type { AkOptions } from './options.js';
import { AK_CALENDAR, REPLACEMENTS_TURN, SUBSTITUTES_TURN, SUPPLY_WINDOWS, supplyWindowOf } from '../calendar.js';

/**
 * The state of an Afrika Korps game in rules mode: the table (where every counter is) plus where
 * the sequence of play stands (rule 3) and what the rules remember across actions.
 *
 * A game turn is the Axis player turn then the Allied one (3.1–3.5). Each player turn runs
 * through four steps: arrival (supply roll and landing, reinforcements, replacements, landing
 * from the sea: 3.1, 12, 19, 20, 23.4), movement (5–9, 13, 15, 17, 18, 22, 23), combat (7–11, 14,
 * 16) and end (14.1, 24, 4). The table's `phase` string carries `<side>.<step>` for the library
 * and the timeline.
 */
export type Side = 'axis' | 'allied';
export type Step = (typeof AK_STEPS)[number];
export const SIDES: readonly Side[] = ['axis', 'allied'];
export const other = (s: Side): Side => (s === 'axis' ? 'allied' : 'axis');

/** A battle fought this combat phase (or an automatic victory won during movement, 9.1). */
export interface Battle {
  attackers: string[];
  defenders: string[];
  attack: number;
  defence: number;
  column: OddsColumn;
  die: number | null;
  /** 'auto': won without a roll (7.4, 9.1, 11.7); 'capture': a lone supply in a fortress taken (15.2.3). */
  result: CrtResult | 'auto' | 'capture';
  supplies: string[];
  hex: string;
  /** 23.2: the fortress the attackers sallied from, when one of them stood in a fortress. */
  fortress?: string;
}

/** A choice the rules leave to a player before play goes on. */
export type Pending =
  /** 7.5, 7.6, 10.1: the winner retreats the loser's units two hexes, one by one. */
  | { kind: 'retreat'; chooser: Side; units: string[]; from: string; battle: number }
  /** 7.5: the side with more factors removes units worth at least `atLeast`. */
  | { kind: 'exchange'; chooser: Side; units: string[]; atLeast: number; doubled: boolean; battle: number; then: Pending | null }
  /** 16.1: the attackers may move into the fortress or escarpment hex they emptied. */
  | { kind: 'advance'; chooser: Side; units: string[]; hex: string; battle: number };

export interface RulesPart {
  side: Side;
  step: Step;
  /** Units that have moved this movement phase, with where their move stands (to continue it). */
  moved: Record<string, MoveProgress>;
  /** Automatic victories won during movement (9.1): defender → its attackers. */
  av: Record<string, string[]>;
  battles: Battle[];
  /** Units that have fought / been attacked this player turn (11.7, 11.8). */
  fought: string[];
  attacked: string[];
  pending: Pending | null;
  /** Supply units that supported an attack this player turn: removed at its end (14.1, A-31). */
  used: string[];
  /** Axis supply roll this turn (12.2): null not rolled, true a supply is due, false sunk. */
  supplyDue: boolean | null;
  /** A supply unit has been landed this player turn (12.1, 12.2: one per turn). */
  supplyLanded: boolean;
  /** Ports each side controlled at the start of its player turn (19.2, 23.4.4, A-20). */
  ports: string[];
  /** Combat units isolated at the start of this player turn (24.2). */
  isolatedAtStart: string[];
  /** Consecutive own player turns each unit was isolated at start and end (24.2). */
  isolation: Record<string, number>;
  /** Consecutive Axis turns with no Axis supply unit on the map at start and end (24.5). */
  axisDry: number;
  /** The Axis had no supply on the map at the start of this Axis turn (24.5). */
  axisDryAtStart: boolean;
  /** Consecutive Allied player turns a side held all four victory hexes at start and end (4.1, 4.2). */
  held: Record<Side, number>;
  /** Who held all four at the start of this Allied turn. */
  heldAtStart: Side | null;
  /** Replacement factors banked (20.2, 20.3, 20.5). */
  bank: Record<Side, number>;
  /** Units at sea (23.4): unit → the turn it sailed. */
  sea: Record<string, number>;
  /** Units that landed from the sea this player turn (23.4.2: no sailing again). */
  landed: string[];
  /** Substitute counters placed this turn: they may not move again (21.2). */
  substituted: string[];
  /** Units that won an automatic victory: they may not move again this turn (9.2, 9.3). */
  frozen: string[];
  /** Enemy units retreated into a fortress this player turn: they may be attacked again there (11.7). */
  refugees: string[];
  /** Units that have had Rommel's bonus this turn: once per unit per turn (22.1). */
  rommelUsed: string[];
  /** Each Allied substitute on the map and the units it stands for (21.1, 21.4). */
  formed: Record<string, string[]>;
  /** Supplies captured from their escorts this turn: they support no attack this turn (15.4.1). */
  barred: string[];
  winner: { side: Side; reason: (typeof AK_VICTORY_REASONS)[number] } | null;
  /** The readings chosen where the rulebook is ambiguous (options.ts). */
  options: AkOptions;
}

export interface AkState extends TableState {
  readonly mode: 'rules' | 'free';
  readonly rules: RulesPart;
}

// ---------------------------------------------------------------------------------------------
// Calendar facts: data/calendar.json (calendar.ts), the one source for the engine and the companion.

/** Replacements from March 1942 (20.1); Allied substitutes from August 1942 (21.1). */
export const REPLACEMENTS_FROM = REPLACEMENTS_TURN;
export const SUBSTITUTES_FROM = SUBSTITUTES_TURN;
/** Own supply units allowed on the map (12.1, 12.2); captured ones do not count (12.3). */
export const SUPPLY_LIMIT: Record<Side, number> = { axis: AK_CALENDAR.supplyLimit.axis, allied: AK_CALENDAR.supplyLimit.allied };
/** Replacement factors per turn for holding the own base / Tobruch (20.2, 20.3). */
export const REPLACEMENT_RATE: Record<Side, { base: number; tobruch: number }> = AK_CALENDAR.replacements.rate;
/** A supply line for an attack: at most five hexes (14.2). */
export const SUPPLY_RANGE = AK_CALENDAR.supplyRange.hexes;

/** Die faces on which the Axis supply is sunk on a turn (12.2): the window of the turn's date. */
export function sunkFaces(turn: number): readonly number[] {
  // A turn before the track (none in play) reads the first window, as the engine always has.
  return (supplyWindowOf(turn) ?? SUPPLY_WINDOWS[turn < SUPPLY_WINDOWS[0]!.turn ? 0 : SUPPLY_WINDOWS.length - 1]!).sunk;
}

// ---------------------------------------------------------------------------------------------
// Positions

export function sideOfUnit(data: GameData, unitId: string): Side {
  return (unitSpec(data, unitId)?.side ?? 'axis') as Side;
}

// A state's units are never changed in place (each action makes a new object), so the board of a
// position is built once, however many rules ask about it.
const boards = new WeakMap<object, Board>();

export function boardOf(data: GameData, state: TableState): Board {
  const hit = boards.get(state.units);
  if (hit?.data === data) return hit;
  const board = derivedBoard(data, state.units) ?? builtBoard(data, state.units);
  boards.set(state.units, board);
  return board;
}

function builtBoard(data: GameData, records: TableState['units']): Board {
  const units = new Map<string, { hex: string; side: string }>();
  for (const u of Object.values(records)) {
    if (u.status === 'map' && u.hex) units.set(u.id, { hex: u.hex, side: sideOfUnit(data, u.id) });
  }
  return { data, units };
}

// What put() (steps/context.ts) made a units object from: a board known then, and the counters
// changed since. Only a board is held, never the units objects before it: a game's history is
// not kept alive by its last position.
const madeFrom = new WeakMap<object, { board: Board; ids: readonly string[] }>();

/** `units` is `from` with only the counters `ids` changed: its board can be made from the board of `from`. */
export function unitsMadeFrom(data: GameData, units: TableState['units'], from: TableState['units'], ids: readonly string[]): void {
  const board = boards.get(from);
  if (board?.data === data) {
    madeFrom.set(units, { board, ids });
    return;
  }
  // `from` was itself made by put() and nobody asked for its board: the changes add up.
  const earlier = madeFrom.get(from);
  if (earlier?.board.data === data) madeFrom.set(units, { board: earlier.board, ids: [...earlier.ids, ...ids] });
}

/**
 * The board of a units object made by put(): the board it was made from with the changed
 * counters moved or taken off, in the same order a board built afresh lists them. A counter that
 * comes onto the map takes its place in that order, so such a board is built afresh. The zones of
 * control of a side none of whose combat units changed are the other board's (zoc.ts).
 */
function derivedBoard(data: GameData, records: TableState['units']): Board | null {
  const origin = madeFrom.get(records);
  if (!origin || origin.board.data !== data) return null;
  madeFrom.delete(records);
  const parent = origin.board;
  const units = new Map(parent.units);
  const changedCombatSides = new Set<string>();
  for (const id of origin.ids) {
    const before = parent.units.get(id);
    const u = records[id];
    const on = !!u && u.status === 'map' && !!u.hex;
    if (on && !before) return null;
    if (on && before!.hex === u!.hex) continue;
    if (on) units.set(id, { hex: u!.hex!, side: before!.side });
    else if (before) units.delete(id);
    else continue;
    if (isCombatUnit(data, id)) changedCombatSides.add(before!.side);
  }
  const board = { data, units };
  inheritZoc(board, parent, changedCombatSides);
  return board;
}

export const isCaptured = (unitId: string): boolean => unitId.includes('captured');

export function placeHex(data: GameData, placeId: string): string {
  return data.places.find((p) => p.id === placeId)!.hex;
}

/** The hexes a side may land at: Tobruch and its own base (12.3.1, 19.2, 19.7, 23.3–23.5). */
export function portsOf(data: GameData, side: Side): { id: string; hex: string }[] {
  return data.places
    .filter((p) => p.kinds.includes('port') && (!p.kinds.includes('base') || p.side === side))
    .map((p) => ({ id: p.id, hex: p.hex }));
}

/**
 * Who controls a hex (4.3): it must be occupied by a combat unit, a supply unit or Rommel of that
 * side alone; a base must also be out of enemy ZOC.
 */
export function controller(board: Board, hex: string, isBase: boolean): Side | null {
  const sides = new Set<string>();
  for (const [, u] of board.units) if (u.hex === hex) sides.add(u.side);
  if (sides.size !== 1) return null;
  const side = [...sides][0] as Side;
  if (isBase && inEnemyZoc(board, side, hex)) return null;
  return side;
}

export function victoryHexes(data: GameData): { id: string; hex: string; base: boolean }[] {
  return data.places.filter((p) => p.kinds.includes('victory')).map((p) => ({ id: p.id, hex: p.hex, base: p.kinds.includes('base') }));
}

/** The side holding all four victory hexes (4.1, 4.2), if one does. */
export function holder(board: Board): Side | null {
  const owners = victoryHexes(board.data).map((v) => controller(board, v.hex, v.base));
  const first = owners[0] ?? null;
  return first && owners.every((o) => o === first) ? first : null;
}

export function combatUnitsOnMap(board: Board, side: Side): string[] {
  const out: string[] = [];
  for (const [id, u] of board.units) if (u.side === side && isCombatUnit(board.data, id)) out.push(id);
  return out;
}

export function supplyUnitsOnMap(board: Board, side: Side): string[] {
  const out: string[] = [];
  for (const [id, u] of board.units) if (u.side === side && unitKind(board.data, id) === 'supply') out.push(id);
  return out;
}

export function attackOf(data: GameData, unitId: string): number {
  return unitSpec(data, unitId)?.attack ?? 0;
}
