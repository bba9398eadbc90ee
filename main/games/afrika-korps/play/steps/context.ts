import type { GameData } from '../../../../../shared/games/descriptor.js';
import type { UnitState } from '../../../../../shared/engine/view.js';
import { hexName, unitId } from '../../../../../shared/engine/ids.js';
import type { EngineMessage, Refusal } from '../../../../engine/module.js';
import type { TableState } from '../../../table/module.js';
import { combatUnitsAt } from '../../rules/board.js';
import { legalMoveSet, type MoveOptions, type MoveSet } from '../../rules/movement.js';
import { refusal, type AkRefusal } from '../../rules/reasons.js';
import { inEnemyZoc } from '../../rules/zoc.js';
import type { AkAction, AkActionType } from '../actions.js';
import { REPLACEMENTS_FROM, REPLACEMENT_RATE, boardOf, unitsMadeFrom, controller, holder, isCaptured, portsOf, sideOfUnit, supplyUnitsOnMap, type AkState, type RulesPart, type Side } from '../state.js';
import { isolatedUnits } from '../supply.js';
import { rommelDestination } from '../rommel.js';
import { DEFAULT_OPTIONS, zocOf } from '../options.js';

/**
 * What every step of the Afrika Korps sequence of play shares: the board of a position, the state
 * helpers (placing counters, eliminations, captures, Rommel's relocation), the start of a player
 * turn, the checks common to several actions and the legal-move search kept per position.
 */

export const r = (reason: AkRefusal['reason'], rule: string, params: Record<string, string | number> = {}): Refusal => refusal(reason, rule, params);

/** What an action does to the state, and the messages it logs. */
export type Result = { state: AkState; messages: EngineMessage[] };

/**
 * One action of the sequence of play, in one place (after Rally the Troops: each state lists its
 * actions with their handlers beside them): why it is refused now, with its rule, and its effect.
 */
export interface ActionHandler<T extends AkActionType> {
  explain(state: AkState, action: Extract<AkAction, { type: T }>): Refusal | null;
  apply(state: AkState, action: Extract<AkAction, { type: T }>, dice: readonly number[]): Result;
}

export type Handlers = { [T in AkActionType]?: ActionHandler<T> };

/** A step of the sequence of play (3): the kinds of action it offers, in order, and their handlers. */
export interface StepSpec {
  kinds(state: AkState): AkActionType[];
  actions: Handlers;
}

export function createContext(data: GameData, lastTurn: number) {
  const board = (state: TableState) => boardOf(data, state);
  const placeById = new Map(data.places.map((p) => [p.id, p]));
  const sideOf = (u: string) => sideOfUnit(data, u);
  const zocOptions = (rules: RulesPart) => zocOf(rules);

  // ------------------------------------------------------------------------------------------
  // Turn bookkeeping

  /** What is recorded at the start of a player turn (19.2, 20, 24.2, 24.5, 4.1). */
  function startPlayerTurn(table: TableState, side: Side, previous: RulesPart | null, turn: number, accrue = true): RulesPart {
    const b = board(table);
    const ports = portsOf(data, side)
      .filter((p) => controller(b, p.hex, placeById.get(p.id)!.kinds.includes('base')) === side)
      .map((p) => p.id);
    const bank = { ...(previous?.bank ?? { axis: 0, allied: 0 }) };
    if (accrue && turn >= REPLACEMENTS_FROM) {
      for (const p of ports) bank[side] += placeById.get(p)!.kinds.includes('base') ? REPLACEMENT_RATE[side].base : REPLACEMENT_RATE[side].tobruch;
    }
    return {
      side,
      step: 'arrival',
      moved: {},
      av: {},
      battles: [],
      fought: [],
      attacked: [],
      pending: null,
      used: [],
      supplyDue: null,
      supplyLanded: false,
      ports,
      isolatedAtStart: isolatedUnits(b, side, zocOf({ av: {}, options: previous?.options ?? DEFAULT_OPTIONS })),
      isolation: { ...(previous?.isolation ?? {}) },
      axisDry: previous?.axisDry ?? 0,
      axisDryAtStart: side === 'axis' ? supplyUnitsOnMap(b, 'axis').length === 0 : (previous?.axisDryAtStart ?? false),
      held: { ...(previous?.held ?? { axis: 0, allied: 0 }) },
      heldAtStart: side === (previous?.options ?? DEFAULT_OPTIONS).controlTurns ? holder(b) : (previous?.heldAtStart ?? null),
      bank,
      sea: { ...(previous?.sea ?? {}) },
      landed: [],
      substituted: [],
      frozen: [],
      refugees: [],
      rommelUsed: [],
      formed: { ...(previous?.formed ?? {}) },
      barred: [],
      winner: previous?.winner ?? null,
      options: previous?.options ?? DEFAULT_OPTIONS,
    };
  }

  // ------------------------------------------------------------------------------------------
  // Small state helpers

  function put(state: AkState, ids: readonly string[], to: Omit<UnitState, 'id' | 'order' | 'hex'> & { hex: string | null }): AkState {
    const units = { ...state.units };
    let clock = state.clock;
    // The hex keeps its place among the keys (the state hash reads them in order).
    for (const id of ids) units[id] = { id: unitId(id), ...to, hex: to.hex === null ? null : hexName(to.hex), order: ++clock };
    unitsMadeFrom(data, units, state.units, ids);
    return { ...state, units, clock };
  }
  const withRules = (state: AkState, patch: Partial<RulesPart>): AkState => {
    const rules = { ...state.rules, ...patch };
    return { ...state, rules, phase: `${rules.side}.${rules.step}` };
  };
  const onMap = (state: AkState, id: string) => state.units[id]?.status === 'map';
  const hexOf = (state: AkState, id: string) => state.units[id]?.hex ?? '';

  function eliminate(state: AkState, ids: readonly string[], rule: string, messages: EngineMessage[], code: 'eliminated' | 'forcedElimination' = 'eliminated'): AkState {
    for (const id of ids) messages.push({ code, params: { unit: id, from: hexOf(state, id) || state.units[id]?.status || '' }, rule });
    return put(state, ids, { status: 'eliminated', hex: null, turn: null });
  }

  /** A captured supply (15.2): the counter goes back to its owner and the capturer's captured-supply counter takes its place. */
  function capture(state: AkState, supply: string, by: Side, messages: EngineMessage[]): AkState {
    const hex = hexOf(state, supply);
    const spare = data.units.find((u) => u.side === by && u.type === 'supply' && isCaptured(u.id) && state.units[u.id]?.status !== 'map');
    let next = put(state, [supply], { status: 'pool', hex: null, turn: null });
    if (spare) next = put(next, [spare.id], { status: 'map', hex, turn: null });
    messages.push({ code: 'supplyCaptured', params: { unit: supply, hex, by: spare?.id ?? '' }, rule: '15.2' });
    return next;
  }

  /** Rommel alone in enemy ZOC (or isolated alone) joins the nearest Axis combat unit (22.4, 22.4.2). */
  function relocateRommel(state: AkState, messages: EngineMessage[]): AkState {
    const rommel = data.units.find((u) => u.type === 'hq');
    if (!rommel || !onMap(state, rommel.id)) return state;
    const b = board(state);
    const hex = hexOf(state, rommel.id);
    if (combatUnitsAt(b, hex, 'axis').length || !inEnemyZoc(b, 'axis', hex, zocOptions(state.rules))) return state;
    const to = rommelDestination(b, hex, zocOptions(state.rules));
    if (!to) return state;
    messages.push({ code: 'rommelRelocated', params: { from: hex, to }, rule: '22.4' });
    return put(state, [rommel.id], { status: 'map', hex: to, turn: null });
    return state;
  }


  /** Options are chosen before the first move: the Axis arrival step of the first turn. */
  const firstTurn = Math.min(...data.turns.map((t) => t.turn));
  const optionsOpen = (state: AkState) => state.turn === firstTurn && state.rules.side === 'axis' && state.rules.step === 'arrival';

  function ownUnits(state: AkState, ids: readonly string[]): Refusal | null {
    const seen = new Set<string>();
    for (const id of ids) {
      if (!state.units[id]) return { reason: 'unknownUnit', params: { unit: id } };
      if (seen.has(id)) return { reason: 'duplicateUnit', params: { unit: id } };
      seen.add(id);
      if (sideOf(id) !== state.rules.side) return r('notYourUnit', '3.1', { unit: id });
    }
    return null;
  }

  function portOf(state: AkState, port: string): Refusal | string {
    const p = placeById.get(port);
    if (!p || !p.kinds.includes('port')) return r('notAPort', '23.3', { port });
    if (p.kinds.includes('base') && p.side !== state.rules.side) return r('enemyBase', '19.7', { port });
    if (!state.rules.ports.includes(port)) return r('portNotControlled', '19.2', { port });
    return p.hex;
  }

  /** Units that moved apart may not be moved as one stack (6.2); each continues its own move. */
  function progressOf(state: AkState, ids: readonly string[]) {
    const ps = ids.map((id) => state.rules.moved[id]);
    const first = ps[0];
    const same = ps.every((p) => JSON.stringify(p) === JSON.stringify(first));
    return { same, progress: first };
  }

  /**
   * Legal moves for a unit or stack, kept per position: explain() and apply() (and a player's
   * highlight) ask for the same search, and the core hands apply() the very same units object.
   */
  const movesCache = new WeakMap<object, Map<string, MoveSet>>();
  function movesFor(state: AkState, ids: readonly string[]): MoveSet {
    const options = moveOptions(state, ids);
    const key = `${ids.join(',')}|${JSON.stringify(options)}`;
    let byKey = movesCache.get(state.units);
    if (!byKey) movesCache.set(state.units, (byKey = new Map()));
    let moves = byKey.get(key);
    if (!moves) byKey.set(key, (moves = legalMoveSet(board(state), ids, options)));
    return moves;
  }

  const rommelId = data.units.find((u) => u.type === 'hq')?.id ?? null;

  function moveOptions(state: AkState, ids: readonly string[]): MoveOptions {
    const { progress } = progressOf(state, ids);
    // 22.1: each unit gets Rommel's bonus at most once a turn; a stack with one that had it moves without.
    const noBonus = rommelId !== null && ids.includes(rommelId) && ids.some((id) => id !== rommelId && (state.rules.rommelUsed ?? []).includes(id));
    return { ...zocOptions(state.rules), stacking: 'endOfPhase', ...(progress ? { progress } : {}), ...(noBonus ? { rommelBonus: 0 } : {}) };
  }

  /** The rule that holds a frozen unit: an automatic victory's attacker (9.2) or a unit cutting its defender's retreat (9.3). */
  function frozenRule(rules: RulesPart, id: string): string {
    return Object.values(rules.av).some((as) => as.includes(id)) ? '9.2' : '9.3';
  }

  return { data, lastTurn, board, placeById, sideOf, zocOptions, startPlayerTurn, put, withRules, onMap, hexOf, eliminate, capture, relocateRommel, firstTurn, optionsOpen, ownUnits, portOf, progressOf, movesFor, rommelId, moveOptions, frozenRule };
}

export type Context = ReturnType<typeof createContext>;
