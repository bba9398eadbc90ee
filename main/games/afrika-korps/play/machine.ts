import type { GameData } from '../../../../shared/games/descriptor.js';
import type { UnitState, PlayView } from '../../../../shared/engine/view.js';
import type { EngineMessage, Refusal, DiceRequest } from '../../../engine/module.js';
import type { TableState } from '../../table/module.js';
import { combatUnitsAt, isCombatUnit, unitKind, unitSpec, type Board } from '../rules/board.js';
import { crtResult } from '../rules/crt.js';
import { explainMove, legalMoves, overstackedHexes, type MoveOptions } from '../rules/movement.js';
import { battleOdds } from '../rules/odds.js';
import { refusal, type AkRefusal } from '../rules/reasons.js';
import { enemyZocAt, inEnemyZoc } from '../rules/zoc.js';
import { neighboursOf, isFortress } from '../rules/terrain.js';
import type { AkAction, AkActionType } from './actions.js';
import {
  advanceAllowed,
  automatic,
  countedDefenders,
  isFortressCapture,
  automaticVictoryAgainst,
  doomedUnits,
  exchange,
  explainAttack,
  explainLosses,
  exchangeValue,
  isColumn,
  owedAttacks,
  retreatEnds,
  trappedWithoutSupply,
  trappedOnceTaken,
  ignoringZocOf,
  suppliesTakenAlong,
  supplyBoard,
  freshAttackersOf,
  explainEscortCapture,
} from './combat.js';
import {
  REPLACEMENTS_FROM,
  REPLACEMENT_RATE,
  SUBSTITUTES_FROM,
  SUPPLY_LIMIT,
  attackOf,
  boardOf,
  combatUnitsOnMap,
  controller,
  holder,
  isCaptured,
  other,
  portsOf,
  sideOfUnit,
  sunkFaces,
  supplyUnitsOnMap,
  type AkState,
  type Battle,
  type Pending,
  type RulesPart,
  type Side,
} from './state.js';
import { battleSupplies, isolatedUnits } from './supply.js';
import { advanceStacking } from './advance.js';
import { isolatedAtSea } from './sea.js';
import { rommelDestination } from './rommel.js';
import { explainRetreatEnd } from './retreat-reasons.js';
import { DEFAULT_OPTIONS, OPTION_DEFAULTS, OPTION_SPECS, zocOf } from './options.js';
import { dischargingBattles, sortieFrom } from './obligations.js';
import { zocIgnoredForSupply } from './combat-supply.js';
import { retreatCutters } from './retreat-cutters.js';

/**
 * The sequence of play of Afrika Korps (rule 3) as a state machine. Each step lists the actions it
 * allows (prompt), says why an action is refused with the rule it rests on (explain), and applies
 * it. Pure and deterministic; the engine core draws the dice.
 */

type Result = { state: AkState; messages: EngineMessage[] };
const r = (reason: AkRefusal['reason'], rule: string, params: Record<string, string | number> = {}): Refusal => refusal(reason, rule, params);

export interface Machine {
  initial(table: TableState): AkState;
  prompt(state: AkState): AkActionType[];
  explain(state: AkState, action: AkAction): Refusal | null;
  diceFor(state: AkState, action: AkAction): DiceRequest | null;
  apply(state: AkState, action: AkAction, dice: readonly number[]): Result;
  /** Where the sequence of play stands; the module adds the options (play/legal-options.ts). */
  view(state: AkState): Omit<PlayView, 'legal'>;
  board(state: TableState): Board;
  moveOptions(state: AkState, units: readonly string[]): MoveOptions;
  /** Legal moves for a unit or stack now, computed once per position. */
  movesFor(state: AkState, units: readonly string[]): ReturnType<typeof legalMoves>;
}

export function createMachine(data: GameData, lastTurn: number): Machine {
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

  function initial(table: TableState): AkState {
    const rules = startPlayerTurn(table, 'axis', null, table.turn);
    return { ...table, phase: 'axis.arrival', mode: 'rules', rules };
  }

  // ------------------------------------------------------------------------------------------
  // Small state helpers

  function put(state: AkState, ids: readonly string[], to: Omit<UnitState, 'id' | 'order'>): AkState {
    const units = { ...state.units };
    let clock = state.clock;
    for (const id of ids) units[id] = { id, ...to, order: ++clock };
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

  // ------------------------------------------------------------------------------------------
  // Prompt

  /** Options are chosen before the first move: the Axis arrival step of the first turn. */
  const firstTurn = Math.min(...data.turns.map((t) => t.turn));
  const optionsOpen = (state: AkState) => state.turn === firstTurn && state.rules.side === 'axis' && state.rules.step === 'arrival';

  function prompt(state: AkState): AkActionType[] {
    const base: AkActionType[] = ['setMode', 'roll'];
    if (state.mode === 'free') return ['move', 'eliminate', 'toTrack', 'roll', 'setTurn', 'setMode'];
    const rules = state.rules;
    if (rules.winner) return base;
    if (rules.pending) {
      const kind = rules.pending.kind;
      return [...base, kind === 'retreat' ? 'retreat' : kind === 'exchange' ? 'exchangeLosses' : 'advance'];
    }
    switch (rules.step) {
      case 'arrival':
        return [...base, ...(optionsOpen(state) ? (['setOption'] as const) : []), 'rollSupply', 'landSupply', 'reinforce', 'replace', 'land', 'endArrival'];
      case 'movement':
        return [...base, 'move', 'declareAv', 'embark', 'substitute', 'breakDown', 'endMovement'];
      case 'combat':
        return [...base, 'attack', 'captureSupply', 'breakDown', 'endCombat'];
      case 'end':
        return [...base, 'endTurn'];
    }
  }

  // ------------------------------------------------------------------------------------------
  // Explain

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
  const movesCache = new WeakMap<object, Map<string, ReturnType<typeof legalMoves>>>();
  function movesFor(state: AkState, ids: readonly string[]): ReturnType<typeof legalMoves> {
    const options = moveOptions(state, ids);
    const key = `${ids.join(',')}|${JSON.stringify(options)}`;
    let byKey = movesCache.get(state.units);
    if (!byKey) movesCache.set(state.units, (byKey = new Map()));
    let moves = byKey.get(key);
    if (!moves) byKey.set(key, (moves = legalMoves(board(state), ids, options)));
    return moves;
  }

  const rommelId = data.units.find((u) => u.type === 'hq')?.id ?? null;

  function moveOptions(state: AkState, ids: readonly string[]): MoveOptions {
    const { progress } = progressOf(state, ids);
    // 22.1: each unit gets Rommel's bonus at most once a turn; a stack with one that had it moves without.
    const noBonus = rommelId !== null && ids.includes(rommelId) && ids.some((id) => id !== rommelId && (state.rules.rommelUsed ?? []).includes(id));
    return { ...zocOptions(state.rules), stacking: 'endOfPhase', ...(progress ? { progress } : {}), ...(noBonus ? { rommelBonus: 0 } : {}) };
  }

  function explain(state: AkState, action: AkAction): Refusal | null {
    if (action.type === 'setMode') return action.mode === state.mode ? r('alreadyInMode', '3', { mode: action.mode }) : null;
    if (action.type === 'roll') return null;
    if (state.mode === 'free') return null; // the table module checks free actions
    const rules = state.rules;
    const b = board(state);
    switch (action.type) {
      case 'rollSupply':
        if (rules.side !== 'axis') return r('alliedNoSupplyRoll', '12.1');
        if (!rules.ports.length) return r('noPort', '12.2');
        return rules.supplyDue !== null ? r('supplyRolled', '12.2') : null;
      case 'landSupply': {
        const bad = ownUnits(state, [action.unit]);
        if (bad) return bad;
        if (unitKind(data, action.unit) !== 'supply' || isCaptured(action.unit)) return r('notASupply', '12', { unit: action.unit });
        if (state.units[action.unit]!.status === 'map') return r('alreadyOnMap', '12', { unit: action.unit });
        if (rules.supplyLanded) return r('oneSupplyPerTurn', rules.side === 'axis' ? '12.2' : '12.1');
        if (rules.side === 'axis' && rules.supplyDue !== true) return r(rules.supplyDue === false ? 'supplySunkNoLanding' : 'supplyRollFirst', '12.2');
        const own = supplyUnitsOnMap(b, rules.side).filter((s) => !isCaptured(s)).length;
        if (own >= SUPPLY_LIMIT[rules.side]) return r('supplyLimit', rules.side === 'axis' ? '12.2' : '12.1', { limit: SUPPLY_LIMIT[rules.side] });
        const port = portOf(state, action.port);
        return typeof port === 'string' ? null : port;
      }
      case 'reinforce': {
        const bad = ownUnits(state, action.units);
        if (bad) return bad;
        for (const id of action.units) {
          const u = state.units[id]!;
          if (u.status !== 'track' || id in rules.sea || (u.turn ?? 0) > state.turn) return r('notDue', '19.1', { unit: id, turn: u.turn ?? 0 });
        }
        const port = portOf(state, action.port);
        return typeof port === 'string' ? null : port;
      }
      case 'replace': {
        const bad = ownUnits(state, [action.unit]);
        if (bad) return bad;
        if (state.turn < REPLACEMENTS_FROM) return r('replacementsNotYet', '20.1', { turn: REPLACEMENTS_FROM });
        if (state.units[action.unit]!.status !== 'eliminated' || !isCombatUnit(data, action.unit)) return r('notEliminated', '20.1', { unit: action.unit });
        if (action.unit.includes('-sub-')) return r('substituteNotReplaced', '21.6', { unit: action.unit });
        const cost = attackOf(data, action.unit);
        if (cost > rules.bank[rules.side]) return r('bankTooLow', '20.5', { cost, bank: rules.bank[rules.side] });
        const port = portOf(state, action.port);
        return typeof port === 'string' ? null : port;
      }
      case 'land': {
        const bad = ownUnits(state, action.units);
        if (bad) return bad;
        for (const id of action.units) if (!(id in rules.sea)) return r('notAtSea', '23.4', { unit: id });
        const port = portOf(state, action.port);
        return typeof port === 'string' ? null : port;
      }
      case 'endArrival':
        return rules.side === 'axis' && rules.ports.length && rules.supplyDue === null ? r('supplyRollFirst', '12.2') : null;
      case 'setOption': {
        const spec = OPTION_SPECS.find((o) => o.id === action.option);
        if (!spec) return r('unknownOption', '3', { option: action.option });
        if (!(spec.values as readonly (string | boolean)[]).includes(action.value)) return r('badOptionValue', spec.rule, { option: action.option, value: String(action.value) });
        return null;
      }
      case 'move': {
        const bad = ownUnits(state, action.units);
        if (bad) return bad;
        for (const id of action.units) {
          if (!onMap(state, id)) return r('unitNotOnMap', '5.1', { unit: id });
          if (rules.frozen.includes(id)) return r('frozen', frozenRule(rules, id), { unit: id });
          if (rules.substituted.includes(id)) return r('frozen', '21.2', { unit: id });
        }
        if (!progressOf(state, action.units).same) return r('movedApart', '6.2');
        if (action.units.every((id) => hexOf(state, id) === action.to)) return r('alreadyThere', '5.2', { unit: action.units.join(', '), hex: action.to });
        if (movesFor(state, action.units).has(action.to)) return null;
        const refused = explainMove(b, action.units, action.to, moveOptions(state, action.units));
        return refused ? { reason: refused.reason, rule: refused.rule, params: refused.params } : null;
      }
      case 'declareAv': {
        const bad = ownUnits(state, action.attackers);
        if (bad) return bad;
        for (const d of action.defenders) if (d in rules.av) return r('alreadyAttacked', '11.7', { unit: d });
        return automaticVictoryAgainst(b, rules, action.defenders, action.attackers, zocOptions(rules));
      }
      case 'embark': {
        const bad = ownUnits(state, action.units);
        if (bad) return bad;
        const ports = portsOf(data, rules.side).map((p) => p.hex);
        for (const id of action.units) {
          if (!onMap(state, id)) return r('unitNotOnMap', '23.4', { unit: id });
          if (unitKind(data, id) === 'rommel') return r('notCombatUnit', '23.4', { unit: id });
          if (!ports.includes(hexOf(state, id))) return r('notInPort', '23.4', { unit: id });
          // Putting to sea is movement (23.4): not for units held by an automatic victory (9.2, 9.3).
          if (rules.frozen.includes(id)) return r('frozen', frozenRule(rules, id), { unit: id });
          if (rules.landed.includes(id)) return r('landedThisTurn', '23.4.2', { unit: id });
          if (inEnemyZoc(b, rules.side, hexOf(state, id), zocOptions(rules))) return r('embarkInZoc', '23.4.4', { unit: id });
        }
        return null;
      }
      case 'substitute': {
        const bad = ownUnits(state, [...action.units, action.substitute]);
        if (bad) return bad;
        if (rules.side !== 'allied') return r('substitutesAllied', '21.1');
        if (state.turn < SUBSTITUTES_FROM) return r('substitutesNotYet', '21.1', { turn: SUBSTITUTES_FROM });
        const sub = unitSpec(data, action.substitute);
        if (!sub || !action.substitute.includes('-sub-') || state.units[action.substitute]!.status === 'map') return r('notASubstitute', '21.7', { unit: action.substitute });
        const hex = hexOf(state, action.units[0]!);
        const fits = sub.type === 'armour' ? ['armour', 'armoured-infantry'] : ['infantry', 'recce'];
        for (const id of action.units) {
          if (!onMap(state, id) || hexOf(state, id) !== hex) return r('notStacked', '21.2', { unit: id });
          if (!fits.includes(unitSpec(data, id)?.type ?? '')) return r('substituteType', '21.1', { unit: id });
        }
        const total = action.units.reduce((s, id) => s + attackOf(data, id), 0);
        if (total !== sub.attack) return r('substituteFactors', '21.1', { total, attack: sub.attack });
        return null;
      }
      case 'breakDown': {
        const bad = ownUnits(state, [action.substitute, ...action.units]);
        if (bad) return bad;
        const sub = unitSpec(data, action.substitute);
        if (!sub || !action.substitute.includes('-sub-') || !onMap(state, action.substitute)) return r('notASubstitute', '21.3', { unit: action.substitute });
        const fits = sub.type === 'armour' ? ['armour', 'armoured-infantry'] : ['infantry', 'recce'];
        const original = rules.formed[action.substitute] ?? [];
        for (const id of action.units) {
          const spec = unitSpec(data, id);
          if (state.units[id]!.status !== 'pool' || id.includes('-sub-') || !spec || !isCombatUnit(data, id)) return r('notAvailable', '21.3', { unit: id });
          if (!fits.includes(spec.type)) return r('substituteType', '21.3', { unit: id });
          if (spec.movement > sub.movement && !original.includes(id)) return r('breakdownSpeed', '21.4', { unit: id });
        }
        const total = action.units.reduce((n, id) => n + attackOf(data, id), 0);
        if (total > sub.attack) return r('breakdownFactors', '21.4', { total, attack: sub.attack });
        const hex = hexOf(state, action.substitute);
        if (combatUnitsAt(b, hex).length - 1 + action.units.length > 3) return r('overstacked', '21.5', { hex, count: combatUnitsAt(b, hex).length - 1 + action.units.length });
        return null;
      }
      case 'endMovement': {
        const over = overstackedHexes(b, rules.side);
        const first = [...over.keys()][0];
        return first ? r('overstacked', '6.3', { hex: first, count: over.get(first)!.length }) : null;
      }
      case 'attack': {
        const bad = ownUnits(state, action.attackers);
        if (bad) return bad;
        return explainAttack(b, rules, action.attackers, action.defenders, action.supplies, zocOptions(rules));
      }
      case 'captureSupply': {
        const bad = ownUnits(state, [action.unit]);
        return bad ?? explainEscortCapture(b, rules, action.unit, action.supply);
      }
      case 'retreat': {
        const p = rules.pending;
        if (p?.kind !== 'retreat' || !p.units.includes(action.unit)) return r('notRetreating', '7.6', { unit: action.unit });
        const ends = retreatEnds(b, action.unit, hexOf(state, action.unit), zocOptions(rules));
        return ends.has(action.to) ? null : explainRetreatEnd(b, action.unit, hexOf(state, action.unit), action.to, ends, zocOptions(rules));
      }
      case 'exchangeLosses': {
        const p = rules.pending;
        if (p?.kind !== 'exchange') return r('notRetreating', '7.5');
        return explainLosses(b, p.units, action.units, p.atLeast, sideOf(p.units[0]!) === rules.side);
      }
      case 'advance': {
        const p = rules.pending;
        if (p?.kind !== 'advance') return r('noAdvance', '16.1');
        for (const id of action.units) if (!p.units.includes(id)) return r('noAdvance', '16.1', { unit: id });
        return advanceStacking(b, p.hex, action.units);
      }
      case 'endCombat': {
        const owed = owedStillPossible(state);
        return owed ? r('attacksOwed', '8.4', { units: owed.length, first: owed[0]! }) : null;
      }
      case 'endTurn':
        return null;
      default:
        return r('notNowRules', '3', { action: action.type });
    }
  }

  /** The rule that holds a frozen unit: an automatic victory's attacker (9.2) or a unit cutting its defender's retreat (9.3). */
  function frozenRule(rules: RulesPart, id: string): string {
    return Object.values(rules.av).some((as) => as.includes(id)) ? '9.2' : '9.3';
  }

  /** Owed attacks that some legal battle could still discharge (8.4, 11.3). */
  function owedStillPossible(state: AkState): string[] | null {
    const rules = state.rules;
    const b = board(state);
    const owed = owedAttacks(b, rules, zocOptions(rules));
    if (!owed.attackers.length && !owed.defenders.length) return null;
    const possible: string[] = [];
    for (const d of owed.defenders) {
      const helpers = freshAttackersOf(b, rules, d);
      if (helpers.length && !explainAttack(b, rules, helpers, [d], undefined, zocOptions(rules))) possible.push(d);
    }
    for (const a of owed.attackers) {
      const ah = b.units.get(a)!.hex;
      const targets = combatUnitsOnMap(b, other(rules.side)).filter((e) => !rules.attacked.includes(e) && neighboursOf(data, ah).includes(b.units.get(e)!.hex));
      if (targets.some((e) => !explainAttack(b, rules, [a], [e], undefined, zocOptions(rules)))) possible.push(a);
    }
    // Battles against several enemies at once: a unit between two enemies must fight both (8.4, 11.3.1, 23.2).
    if (!possible.length) {
      const battles = dischargingBattles(b, rules, zocOptions(rules), (at, de) => explainAttack(b, rules, at, de, undefined, zocOptions(rules)));
      for (const x of battles) for (const u of [...x.defenders.filter((d) => owed.defenders.includes(d)), ...x.attackers.filter((a) => owed.attackers.includes(a))]) if (!possible.includes(u)) possible.push(u);
    }
    return possible.length ? possible : null;
  }

  // ------------------------------------------------------------------------------------------
  // Dice

  /**
   * What a battle is fought at: the odds of the defenders whose factors count (not units that
   * retreated into the fortress this turn, 11.7), and whether it is won without a roll (7-1, 5-1
   * surrounded, 9.1; refugees alone in a fortress, 11.7) or is the capture of a lone supply in a
   * fortress (15.2.3).
   */
  function figures(state: AkState, attackers: readonly string[], defenders: readonly string[]) {
    const b = board(state);
    const capture = isFortressCapture(b, defenders);
    const counted = countedDefenders(state.rules, defenders);
    const odds = battleOdds(b, attackers, counted.length ? counted : defenders);
    // Units to be lost for want of supply once these defenders are taken close no retreat (7.4, 9.7 example).
    const trapped = trappedOnceTaken(b, state.rules, defenders, zocOptions(state.rules));
    const auto = capture || !counted.length || automatic(b, odds.column, counted, ignoringZocOf(zocOptions(state.rules), trapped));
    return { b, odds, auto, capture, counted };
  }

  function diceFor(state: AkState, action: AkAction): DiceRequest | null {
    if (action.type === 'roll') return { count: action.count, sides: action.sides };
    if (state.mode !== 'rules') return null;
    if (action.type === 'rollSupply') return { count: 1, sides: 6 };
    if (action.type === 'attack') return figures(state, action.attackers, action.defenders).auto ? null : { count: 1, sides: 6 };
    return null;
  }

  // ------------------------------------------------------------------------------------------
  // Apply

  /** After a battle's retreats and losses: capture escorted supplies (15.3.2.1), then the advance (16.1). */
  function finishBattle(state: AkState, messages: EngineMessage[]): AkState {
    const battle = state.rules.battles[state.rules.battles.length - 1]!;
    const b = board(state);
    const enemy = other(state.rules.side);
    if (!combatUnitsAt(b, battle.hex, enemy).length) {
      const survivors = battle.attackers.filter((a) => onMap(state, a));
      const lone = [...b.units].filter(([id, u]) => u.hex === battle.hex && u.side === enemy && unitKind(data, id) === 'supply').map(([id]) => id);
      if (survivors.length) for (const s of lone) state = capture(state, s, state.rules.side, messages);
      if (survivors.length && advanceAllowed(board(state), battle.hex)) {
        return withRules(state, { pending: { kind: 'advance', chooser: state.rules.side, units: survivors, hex: battle.hex, battle: state.rules.battles.length - 1 } });
      }
    }
    return withRules(state, { pending: null });
  }

  /** Start the winner's retreat of the loser's units: units with nowhere to go are eliminated (7.6.1). */
  function startRetreat(state: AkState, units: string[], chooser: Side, messages: EngineMessage[]): AkState {
    const b = board(state);
    const doomed = units.filter((u) => retreatEnds(b, u, b.units.get(u)!.hex, zocOptions(state.rules)).size === 0);
    if (doomed.length) state = eliminate(state, doomed, '7.6.1', messages, 'forcedElimination');
    const left = units.filter((u) => !doomed.includes(u));
    if (!left.length) return finishBattle(state, messages);
    const battle = state.rules.battles.length - 1;
    return withRules(state, { pending: { kind: 'retreat', chooser, units: left, from: hexOf(state, left[0]!), battle } });
  }

  /** An exchange loss owed by the side with more factors (7.5); automatic when only one set pays it. */
  function startExchange(state: AkState, units: string[], atLeast: number, asAttacker: boolean, messages: EngineMessage[]): AkState {
    const b = board(state);
    const values = units.map((u) => exchangeValue(b, u, asAttacker));
    const total = values.reduce((a, c) => a + c, 0);
    if (values.every((v) => total - v < atLeast)) {
      state = eliminate(state, units, '7.5', messages);
      return finishBattle(state, messages);
    }
    const chooser = sideOf(units[0]!);
    const battle = state.rules.battles.length - 1;
    return withRules(state, { pending: { kind: 'exchange', chooser, units, atLeast, doubled: !asAttacker, battle, then: null } });
  }

  function resolveBattle(state: AkState, attackers: string[], defenders: string[], supplies: readonly string[] | undefined, dice: readonly number[], messages: EngineMessage[]): AkState {
    const rules = state.rules;
    const { b, odds, auto, capture: takesSupply, counted } = figures(state, attackers, defenders);
    const used = !auto && odds.needsSupply ? (battleSupplies(supplyBoard(b, rules), rules.side, attackers, zocIgnoredForSupply(rules, defenders), rules.used, supplies, zocOptions(rules)) ?? []) : [];
    // A battle is settled by the die rolled (or typed) for it, never by one made up here.
    if (!auto && dice[0] === undefined) throw new Error(`battle ${attackers.join(',')} against ${defenders.join(',')} needs a die`);
    const die = auto ? null : dice[0]!;
    const fortress = sortieFrom(b, attackers);
    const result = takesSupply ? 'capture' : auto || !isColumn(odds.column) ? 'auto' : crtResult(odds.column, die!);
    const battle: Battle = { attackers, defenders, attack: odds.attack, defence: odds.defence, column: odds.column, die, result, supplies: used, hex: hexOf(state, defenders[0]!), ...(fortress ? { fortress } : {}) };
    state = withRules(state, {
      battles: [...rules.battles, battle],
      fought: [...rules.fought, ...attackers],
      attacked: [...rules.attacked, ...defenders],
      used: [...new Set([...rules.used, ...used])],
    });
    messages.push({
      code: 'battle',
      params: { attackers: attackers.join(', '), defenders: defenders.join(', '), attack: odds.attack, defence: odds.defence, odds: odds.column, die: die ?? '-', result, supplies: used.join(', ') },
      rule: takesSupply ? '15.2.3' : !counted.length ? '11.7' : auto ? '9.1' : '7.5',
    });
    switch (result) {
      case 'capture': {
        // 15.2.3: the lone supply in the fortress is taken; the captors may move in (16.3).
        const hex = hexOf(state, defenders[0]!);
        for (const s of defenders) state = capture(state, s, rules.side, messages);
        return withRules(state, { pending: { kind: 'advance', chooser: rules.side, units: attackers, hex, battle: state.rules.battles.length - 1 } });
      }
      case 'auto':
      case 'DE':
        state = eliminate(state, defenders, auto ? '9.1' : '7.5', messages);
        return finishBattle(state, messages);
      case 'AE':
        state = eliminate(state, attackers, '7.5', messages);
        return finishBattle(state, messages);
      case 'AB2':
        return startRetreat(state, attackers, other(rules.side), messages);
      case 'DB2':
        return startRetreat(state, defenders, rules.side, messages);
      case 'EX': {
        const ex = exchange(board(state), attackers, counted);
        if (ex.loser === 'both') {
          state = eliminate(state, [...attackers, ...defenders], '7.5', messages);
          return finishBattle(state, messages);
        }
        if (ex.loser === 'attacker') {
          // Units that retreated into the fortress cannot pay (11.7).
          const payers = counted;
          state = eliminate(state, attackers, '7.5', messages);
          return startExchange(state, payers, ex.atLeast, false, messages);
        }
        const payers = attackers;
        state = eliminate(state, defenders, '7.5', messages);
        return startExchange(state, payers, ex.atLeast, true, messages);
      }
    }
  }

  function endMovement(state: AkState, messages: EngineMessage[]): AkState {
    // Automatic victories won during movement are settled first (9.1). One that no longer holds
    // is not settled with a die nobody rolled: it lapses, and its units fight in combat (8.4).
    for (const [defender, attackers] of Object.entries(state.rules.av)) {
      if (!onMap(state, defender)) continue;
      const live = attackers.filter((a) => onMap(state, a));
      if (!live.length) continue;
      if (!figures(state, live, [defender]).auto) {
        const av = { ...state.rules.av };
        delete av[defender];
        messages.push({ code: 'avLapsed', params: { defender, attackers: live.join(', ') }, rule: '9.1' });
        state = withRules(state, { av });
        continue;
      }
      state = resolveBattle(state, live, [defender], undefined, [], messages);
    }
    // Units that cannot make any legal attack are removed before combat (7.4, 11.6, 11.9).
    const doomed = doomedUnits(board(state), state.rules, zocOptions(state.rules));
    for (const d of doomed) state = eliminate(state, [d.unit], d.rule, messages, 'forcedElimination');
    state = relocateRommel(state, messages);
    messages.push({ code: 'stepBegun', params: { side: state.rules.side, step: 'combat' }, rule: '3.2' });
    return withRules(state, { step: 'combat', pending: null });
  }

  function endCombat(state: AkState, messages: EngineMessage[]): AkState {
    // Owed attacks no legal battle can discharge any more: the units that owed them are lost (8.4, 7.4).
    const b = board(state);
    const owed = owedAttacks(b, state.rules, zocOptions(state.rules));
    for (const u of owed.attackers) {
      // Trapped without the supply its remaining battle would need (11.9), or simply unable to fight it (8.4).
      const rest = enemyZocAt(b, state.rules.side, b.units.get(u)!.hex, zocOptions(state.rules)).filter((e) => isCombatUnit(data, e) && !state.rules.attacked.includes(e));
      state = eliminate(state, [u], trappedWithoutSupply(b, state.rules.side, u, rest, zocOptions(state.rules), state.rules.fought) ? '11.9' : '8.4', messages, 'forcedElimination');
    }
    messages.push({ code: 'stepBegun', params: { side: state.rules.side, step: 'end' }, rule: '3.2' });
    return withRules(state, { step: 'end' });
  }

  function endTurn(state: AkState, messages: EngineMessage[]): AkState {
    const side = state.rules.side;
    // Supplies spent in attacks go back off the map (14.1, A-31).
    const spent = state.rules.used.filter((s) => onMap(state, s));
    if (spent.length) {
      for (const s of spent) messages.push({ code: 'supplySpent', params: { unit: s, hex: hexOf(state, s) }, rule: '14.1' });
      state = put(state, spent, { status: 'pool', hex: null, turn: null });
    }
    // Units still at sea a turn after sailing are lost (23.4.2).
    const drowned = Object.entries(state.rules.sea).filter(([id, t]) => sideOf(id) === side && t < state.turn).map(([id]) => id);
    let sea = { ...state.rules.sea };
    if (drowned.length) {
      state = eliminate(state, drowned, '23.4.2', messages, 'forcedElimination');
      for (const id of drowned) delete sea[id];
    }
    // Isolation at the start and end of two consecutive own turns (24.2).
    const b = board(state);
    const now = new Set(isolatedUnits(b, side, zocOptions(state.rules)));
    const isolation = { ...state.rules.isolation };
    const lost: string[] = [];
    for (const u of combatUnitsOnMap(b, side)) {
      if (now.has(u) && state.rules.isolatedAtStart.includes(u)) {
        isolation[u] = (isolation[u] ?? 0) + 1;
        if (isolation[u]! >= 2) lost.push(u);
      } else delete isolation[u];
    }
    if (lost.length) {
      state = eliminate(state, lost, '24.2', messages, 'forcedElimination');
      for (const u of lost) delete isolation[u];
    }
    // 24.4: at sea without a supply unit also at sea is isolated; in the second isolated turn, lost.
    const sank = isolatedAtSea(data, side, sea, state.rules.isolatedAtStart, isolation);
    if (sank.length) {
      state = eliminate(state, sank, '24.4', messages, 'forcedElimination');
      for (const u of sank) {
        delete isolation[u];
        delete sea[u];
      }
    }
    state = withRules(state, { isolation, sea });
    let winner = state.rules.winner;
    let axisDry = state.rules.axisDry;
    // No Axis supply on the map at the start and end of two consecutive Axis turns (24.5).
    if (side === 'axis') {
      const dry = supplyUnitsOnMap(board(state), 'axis').length === 0;
      axisDry = dry && state.rules.axisDryAtStart ? axisDry + 1 : 0;
      if (axisDry >= 2) {
        const all = [...board(state).units].filter(([, u]) => u.side === 'axis').map(([id]) => id);
        state = eliminate(state, all, '24.5', messages, 'forcedElimination');
        winner = { side: 'allied', reason: 'axisCollapse' };
      }
    }
    // Control of the four victory hexes at the start and end of each Allied turn (4.1, 4.2), or
    // each Axis turn with the A-19 option.
    const held = { ...state.rules.held };
    if (side === state.rules.options.controlTurns) {
      const h = holder(board(state));
      for (const s of ['axis', 'allied'] as const) held[s] = h === s && state.rules.heldAtStart === s ? held[s] + 1 : 0;
      if (!winner && h && held[h] >= 2) winner = { side: h, reason: 'control' };
    }
    // Every enemy combat unit on the map eliminated (4.1, 4.2, A-28).
    const bb = board(state);
    if (!winner && !combatUnitsOnMap(bb, 'allied').length) winner = { side: 'axis', reason: 'elimination' };
    if (!winner && !combatUnitsOnMap(bb, 'axis').length) winner = { side: 'allied', reason: 'elimination' };
    // The last Allied player turn of October 1942 ends the game: the Allies win if the Axis has not (4.2).
    if (!winner && side === 'allied' && state.turn >= lastTurn) winner = { side: 'allied', reason: 'endOfGame' };
    state = withRules(state, { axisDry, held, winner });
    if (winner) {
      messages.push({ code: 'victory', params: { side: winner.side, reason: winner.reason }, rule: winner.reason === 'axisCollapse' ? '24.5' : winner.side === 'axis' ? '4.1' : '4.2' });
      return withRules(state, { step: 'end' });
    }
    const nextSide = other(side);
    const turn = side === 'allied' ? state.turn + 1 : state.turn;
    const table: AkState = { ...state, turn };
    const rules = startPlayerTurn(table, nextSide, state.rules, turn);
    messages.push({ code: 'playerTurnBegun', params: { side: nextSide, turn }, rule: '3' });
    return { ...table, rules, phase: `${nextSide}.arrival` };
  }

  function apply(state: AkState, action: AkAction, dice: readonly number[]): Result {
    const messages: EngineMessage[] = [];
    const rules = state.rules;
    switch (action.type) {
      case 'setMode': {
        messages.push({ code: 'modeSet', params: { mode: action.mode }, rule: '3' });
        if (action.mode === 'free') return { state: { ...state, mode: 'free' }, messages };
        // Back to the rules: the present player turn starts afresh from its arrival step, reading
        // the position as it now stands (ports held, isolation, supply); nothing is accrued twice.
        const fresh = startPlayerTurn(state, rules.side, rules, state.turn, false);
        return { state: { ...state, mode: 'rules', rules: fresh, phase: `${fresh.side}.${fresh.step}` }, messages };
      }
      case 'rollSupply': {
        const sunk = sunkFaces(state.turn).includes(dice[0]!);
        messages.push({ code: sunk ? 'supplySunk' : 'supplyArrives', params: { die: dice[0]! }, rule: '12.2' });
        return { state: withRules(state, { supplyDue: !sunk }), messages };
      }
      case 'landSupply': {
        const hex = placeById.get(action.port)!.hex;
        messages.push({ code: 'supplyLanded', params: { unit: action.unit, hex }, rule: rules.side === 'axis' ? '12.2' : '12.1' });
        return { state: withRules(put(state, [action.unit], { status: 'map', hex, turn: null }), { supplyLanded: true }), messages };
      }
      case 'reinforce':
      case 'land':
      case 'replace': {
        const ids = action.type === 'replace' ? [action.unit] : action.units;
        const hex = placeById.get(action.port)!.hex;
        for (const id of ids) messages.push({ code: action.type === 'land' ? 'landed' : action.type === 'replace' ? 'replaced' : 'reinforced', params: { unit: id, hex }, rule: action.type === 'land' ? '23.4' : action.type === 'replace' ? '20.4' : '19.2' });
        let next = put(state, ids, { status: 'map', hex, turn: null });
        if (action.type === 'land') {
          const sea = { ...rules.sea };
          for (const id of ids) delete sea[id];
          next = withRules(next, { sea, landed: [...rules.landed, ...ids] });
        }
        if (action.type === 'replace') next = withRules(next, { bank: { ...rules.bank, [rules.side]: rules.bank[rules.side] - attackOf(data, action.unit) } });
        return { state: next, messages };
      }
      case 'setOption': {
        const spec = OPTION_SPECS.find((o) => o.id === action.option)!;
        messages.push({ code: 'optionSet', params: { option: action.option, value: String(action.value), research: spec.research }, rule: spec.rule });
        const options = { ...rules.options, [action.option]: action.value };
        let next = withRules(state, { options });
        // The control count's turns follow the option from this turn on.
        if (action.option === 'controlTurns') next = withRules(next, { heldAtStart: action.value === 'axis' ? holder(board(next)) : null });
        return { state: next, messages };
      }
      case 'endArrival':
        if (rules.supplyDue === true && !rules.supplyLanded) messages.push({ code: 'supplyLost', params: {}, rule: '12.3.1' });
        messages.push({ code: 'stepBegun', params: { side: rules.side, step: 'movement' }, rule: '3.1' });
        return { state: withRules(state, { step: 'movement' }), messages };
      case 'move': {
        const move = movesFor(state, action.units).get(action.to)!;
        const from = hexOf(state, action.units[0]!);
        let next = put(state, action.units, { status: 'map', hex: action.to, turn: null });
        const moved = { ...rules.moved };
        for (const id of action.units) moved[id] = move.progress;
        // Units that moved two hexes or more together with Rommel have had his bonus this turn (22.1).
        const withRommel = rommelId !== null && action.units.includes(rommelId) && move.path.length >= 3 ? action.units.filter((u) => u !== rommelId) : [];
        for (const id of action.units) messages.push({ code: 'moved', params: { unit: id, from, to: action.to }, rule: move.stop === 'zoc' ? '8.1' : move.stop === 'escarpment' ? '18.1' : '5.2' });
        next = withRules(next, { moved, ...(withRommel.length ? { rommelUsed: [...new Set([...(rules.rommelUsed ?? []), ...withRommel])] } : {}) });
        for (const s of move.captures) if (onMap(next, s)) next = capture(next, s, rules.side, messages);
        next = relocateRommel(next, messages);
        return { state: next, messages };
      }
      case 'declareAv': {
        const av = { ...rules.av };
        for (const d of action.defenders) av[d] = [...action.attackers];
        messages.push({ code: 'automaticVictory', params: { attackers: action.attackers.join(', '), defenders: action.defenders.join(', ') }, rule: '9.1' });
        // 9.3: at 5-1 or 6-1 against a surrounded defender, the units cutting its retreat stay put too.
        const b = board(state);
        const column = battleOdds(b, action.attackers, action.defenders).column;
        const trapped = trappedOnceTaken(b, rules, action.defenders, zocOptions(rules));
        const cutters = column === 'auto-elimination' ? [] : retreatCutters(b, rules.side, action.defenders, action.attackers, ignoringZocOf(zocOptions(rules), trapped), trapped).filter((u) => !rules.frozen.includes(u));
        if (cutters.length) messages.push({ code: 'retreatCut', params: { units: cutters.join(', '), defenders: action.defenders.join(', ') }, rule: '9.3' });
        return { state: withRules(state, { av, frozen: [...new Set([...rules.frozen, ...action.attackers, ...cutters])] }), messages };
      }
      case 'embark': {
        const sea = { ...rules.sea };
        for (const id of action.units) {
          sea[id] = state.turn;
          messages.push({ code: 'embarked', params: { unit: id, hex: hexOf(state, id) }, rule: '23.4' });
        }
        return { state: withRules(put(state, action.units, { status: 'track', hex: null, turn: Math.min(state.turn + 1, lastTurn) }), { sea }), messages };
      }
      case 'substitute': {
        const hex = hexOf(state, action.units[0]!);
        messages.push({ code: 'substituted', params: { units: action.units.join(', '), substitute: action.substitute, hex }, rule: '21.2' });
        let next = put(state, action.units, { status: 'pool', hex: null, turn: null });
        next = put(next, [action.substitute], { status: 'map', hex, turn: null });
        return { state: withRules(next, { substituted: [...rules.substituted, action.substitute], formed: { ...rules.formed, [action.substitute]: [...action.units] } }), messages };
      }
      case 'breakDown': {
        const hex = hexOf(state, action.substitute);
        messages.push({ code: 'brokenDown', params: { substitute: action.substitute, units: action.units.join(', '), hex }, rule: '21.3' });
        let next = put(state, [action.substitute], { status: 'pool', hex: null, turn: null });
        next = put(next, action.units, { status: 'map', hex, turn: null });
        const formed = { ...rules.formed };
        delete formed[action.substitute];
        // Like a substitution, what it is broken into moves no more this turn (21.2).
        return { state: withRules(next, { formed, substituted: [...rules.substituted, ...action.units] }), messages };
      }
      case 'endMovement':
        return { state: endMovement(state, messages), messages };
      case 'attack':
        return { state: relocateRommel(resolveBattle(state, action.attackers, action.defenders, action.supplies, dice, messages), messages), messages };
      case 'captureSupply': {
        const hex = hexOf(state, action.supply);
        messages.push({ code: 'escortedSupplyTaken', params: { unit: action.unit, supply: action.supply, hex }, rule: '15.3.2.2' });
        let next = capture(state, action.supply, rules.side, messages);
        const taken = Object.values(next.units).find((u) => u.status === 'map' && u.hex === hex && isCaptured(u.id) && sideOf(u.id) === rules.side && state.units[u.id]?.status !== 'map');
        // The captor has fought its battle (15.3.2.2); the captured supply supports no attack this turn (15.4.1).
        next = withRules(next, { fought: [...rules.fought, action.unit], barred: [...rules.barred, ...(taken ? [taken.id] : [])] });
        return { state: next, messages };
      }
      case 'retreat': {
        const p = rules.pending as Extract<Pending, { kind: 'retreat' }>;
        const from = hexOf(state, action.unit);
        messages.push({ code: 'retreated', params: { unit: action.unit, from, to: action.to }, rule: '7.6' });
        const path = retreatEnds(board(state), action.unit, from, zocOptions(rules)).get(action.to)!;
        let next = put(state, [action.unit], { status: 'map', hex: action.to, turn: null });
        if (isFortress(data, action.to) && sideOf(action.unit) !== rules.side) next = withRules(next, { refugees: [...rules.refugees, action.unit] });
        // 15.2.2: lone enemy supplies passed on the way are taken (not one sustaining an attack now).
        for (const s of suppliesTakenAlong(board(next), action.unit, path, rules.used)) next = capture(next, s, sideOf(action.unit), messages);
        const left = p.units.filter((u) => u !== action.unit);
        if (left.length) next = withRules(next, { pending: { ...p, units: left } });
        else next = finishBattle(next, messages);
        return { state: relocateRommel(next, messages), messages };
      }
      case 'exchangeLosses': {
        const next = eliminate(state, action.units, '7.5', messages);
        return { state: finishBattle(next, messages), messages };
      }
      case 'advance': {
        const p = rules.pending as Extract<Pending, { kind: 'advance' }>;
        let next = state;
        if (action.units.length) {
          for (const id of action.units) messages.push({ code: 'advanced', params: { unit: id, from: hexOf(state, id), to: p.hex }, rule: '16.1' });
          const paths = action.units.map((id) => [hexOf(state, id), p.hex]);
          next = put(state, action.units, { status: 'map', hex: p.hex, turn: null });
          // 15.2.2: an advancing unit takes the lone enemy supplies it comes next to.
          action.units.forEach((id, i) => {
            for (const s of suppliesTakenAlong(board(next), id, paths[i]!)) if (onMap(next, s)) next = capture(next, s, rules.side, messages);
          });
        }
        return { state: withRules(next, { pending: null }), messages };
      }
      case 'endCombat':
        return { state: endCombat(state, messages), messages };
      case 'endTurn':
        return { state: endTurn(state, messages), messages };
      default:
        return { state, messages };
    }
  }

  // ------------------------------------------------------------------------------------------
  // View

  function view(state: AkState): Omit<PlayView, 'legal'> {
    const rules = state.rules;
    const b = board(state);
    const owed = rules.step === 'combat' ? owedAttacks(b, rules, zocOptions(rules)) : { attackers: [], defenders: [] };
    const arrivals = Object.values(state.units)
      .filter((u) => sideOf(u.id) === rules.side && u.status === 'track' && ((u.turn ?? 0) <= state.turn || u.id in rules.sea))
      .map((u) => u.id)
      .sort();
    const isolation = rules.isolation;
    const isolated = (['axis', 'allied'] as const).flatMap((s) => isolatedUnits(b, s, zocOptions(rules)).map((unit) => ({ unit, turns: isolation[unit] ?? 0 })));
    const p = rules.pending;
    return {
      side: rules.side,
      step: rules.step,
      pending: p
        ? {
            kind: p.kind,
            chooser: p.chooser,
            units: p.units,
            ...(p.kind === 'exchange' ? { atLeast: p.atLeast } : {}),
            ...(p.kind === 'advance' ? { hex: p.hex } : {}),
            ...(p.kind === 'retreat' ? { ends: Object.fromEntries(p.units.map((u) => [u, [...retreatEnds(b, u, hexOf(state, u), zocOptions(rules)).keys()].sort()])) } : {}),
          }
        : null,
      owed,
      moved: Object.keys(rules.moved).sort(),
      frozen: [...rules.frozen, ...rules.substituted].sort(),
      fought: [...rules.fought].sort(),
      attacked: [...rules.attacked].sort(),
      used: [...rules.used].sort(),
      supplyDue: rules.supplyDue,
      supplyLanded: rules.supplyLanded,
      ports: rules.ports,
      arrivals,
      atSea: Object.keys(rules.sea).sort(),
      bank: rules.bank,
      isolated,
      winner: rules.winner,
      options: { ...OPTION_DEFAULTS, ...rules.options },
      formed: { ...rules.formed },
      captures: rules.step === 'combat' && !p ? escortCaptures(state) : [],
      optionsOpen: optionsOpen(state) && !rules.winner,
    };
  }

  /** The escorted supplies open to capture now, with the units that could take each (15.3.2.2). */
  function escortCaptures(state: AkState): { unit: string; supply: string }[] {
    const b = board(state);
    const out: { unit: string; supply: string }[] = [];
    const enemy = other(state.rules.side);
    for (const s of supplyUnitsOnMap(b, enemy)) {
      const hex = b.units.get(s)!.hex;
      for (const n of neighboursOf(data, hex)) {
        for (const u of combatUnitsAt(b, n, state.rules.side)) if (!explainEscortCapture(b, state.rules, u, s)) out.push({ unit: u, supply: s });
      }
    }
    return out;
  }

  return { initial, prompt, explain, diceFor, apply, view, board, moveOptions, movesFor };
}
