import type { GameData } from '../../../../shared/games/descriptor.js';
import type { PlayView } from '../../../../shared/engine/view.js';
import type { EngineMessage, Refusal, DiceRequest } from '../../../engine/module.js';
import type { TableState } from '../../table/module.js';
import type { Board } from '../rules/board.js';
import type { MoveOptions, MoveSet } from '../rules/movement.js';
import type { AkAction, AkActionType } from './actions.js';
import { owedAttacks } from './combat.js';
import type { AkState } from './state.js';
import { isolatedUnits } from './supply.js';
import { OPTION_DEFAULTS } from './options.js';
import type { AkPlayPart } from '../../../../shared/games/afrika-korps/view.js';
import { createContext, r, type ActionHandler, type Handlers, type Result, type StepSpec } from './steps/context.js';
import { createBattles } from './steps/battle.js';
import { arrivalStep } from './steps/arrival.js';
import { movementStep } from './steps/movement.js';
import { combatStep } from './steps/combat.js';
import { endStep } from './steps/end.js';

/**
 * The sequence of play of Afrika Korps (rule 3) as a state machine. Each step of a player turn
 * (steps/arrival.ts, movement.ts, combat.ts, end.ts) lists the actions it offers, each with its
 * refusals and its effect beside it; what the steps share is in steps/context.ts and battles in
 * steps/battle.ts. This file offers the kinds of action of the present step (prompt), sends each
 * action to its handler (explain, apply), asks for the dice and describes where play stands (view).
 * Pure and deterministic; the engine core draws the dice.
 */

export interface Machine {
  initial(table: TableState): AkState;
  prompt(state: AkState): AkActionType[];
  explain(state: AkState, action: AkAction): Refusal | null;
  diceFor(state: AkState, action: AkAction): DiceRequest | null;
  apply(state: AkState, action: AkAction, dice: readonly number[]): Result;
  /** Where the sequence of play stands; the module adds the options and what follows from them (play/legal-options.ts). */
  view(state: AkState): Omit<PlayView, 'legal' | 'status' | 'game'> & { part: Omit<AkPlayPart, 'captures'> };
  board(state: TableState): Board;
  moveOptions(state: AkState, units: readonly string[]): MoveOptions;
  /** Legal moves for a unit or stack now, computed once per position. */
  movesFor(state: AkState, units: readonly string[]): MoveSet;
}

export function createMachine(data: GameData, lastTurn: number): Machine {
  const ctx = createContext(data, lastTurn);
  const battles = createBattles(ctx);
  const shared = { ...ctx, ...battles };
  const { board, sideOf, startPlayerTurn, movesFor, moveOptions } = ctx;
  const zocOptions = ctx.zocOptions;
  const steps: Record<AkState['rules']['step'], StepSpec> = {
    arrival: arrivalStep(shared),
    movement: movementStep(shared),
    combat: combatStep(shared),
    end: endStep(shared),
  };
  /** Every action's handler, wherever it is offered (a break-down in movement and in combat). */
  const handlers: Handlers = Object.assign({}, ...Object.values(steps).map((s) => s.actions));
  const optionsOpen = ctx.optionsOpen;

  function initial(table: TableState): AkState {
    const rules = startPlayerTurn(table, 'axis', null, table.turn);
    return { ...table, phase: 'axis.arrival', mode: 'rules', rules };
  }

  function prompt(state: AkState): AkActionType[] {
    const base: AkActionType[] = ['setMode', 'roll'];
    if (state.mode === 'free') return ['move', 'eliminate', 'toTrack', 'roll', 'setTurn', 'setMode'];
    const rules = state.rules;
    if (rules.winner) return base;
    if (rules.pending) {
      const kind = rules.pending.kind;
      return [...base, kind === 'retreat' ? 'retreat' : kind === 'exchange' ? 'exchangeLosses' : 'advance'];
    }
    return [...base, ...steps[rules.step].kinds(state)];
  }

  const handlerOf = (type: AkActionType) => handlers[type] as ActionHandler<AkActionType> | undefined;

  function explain(state: AkState, action: AkAction): Refusal | null {
    if (action.type === 'setMode') return action.mode === state.mode ? r('alreadyInMode', '3', { mode: action.mode }) : null;
    if (action.type === 'roll') return null;
    if (state.mode === 'free') return null; // the table module checks free actions
    const handler = handlerOf(action.type);
    return handler ? handler.explain(state, action as never) : r('notNowRules', '3', { action: action.type });
  }

  function diceFor(state: AkState, action: AkAction): DiceRequest | null {
    if (action.type === 'roll') return { count: action.count, sides: action.sides };
    if (state.mode !== 'rules') return null;
    if (action.type === 'rollSupply') return { count: 1, sides: 6 };
    if (action.type === 'attack') return battles.figures(state, action.attackers, action.defenders).auto ? null : { count: 1, sides: 6 };
    return null;
  }

  function apply(state: AkState, action: AkAction, dice: readonly number[]): Result {
    const messages: EngineMessage[] = [];
    if (action.type === 'setMode') {
      const rules = state.rules;
      messages.push({ code: 'modeSet', params: { mode: action.mode }, rule: '3' });
      if (action.mode === 'free') return { state: { ...state, mode: 'free' }, messages };
      // Back to the rules: the present player turn starts afresh from its arrival step, reading
      // the position as it now stands (ports held, isolation, supply); nothing is accrued twice.
      const fresh = startPlayerTurn(state, rules.side, rules, state.turn, false);
      return { state: { ...state, mode: 'rules', rules: fresh, phase: `${fresh.side}.${fresh.step}` }, messages };
    }
    const handler = handlerOf(action.type);
    return handler ? handler.apply(state, action as never, dice) : { state, messages };
  }

  // ------------------------------------------------------------------------------------------
  // View

  /** The rule each pending choice rests on: retreat (7.6), exchange losses (7.5), advance after combat (16.1). */
  const PENDING_RULE = { retreat: '7.6', exchange: '7.5', advance: '16.1' } as const;

  /** The generic play view without its options and status lines, and Afrika Korps's own part (without the captures, read off the options). */
  function view(state: AkState): Omit<PlayView, 'legal' | 'status' | 'game'> & { part: Omit<AkPlayPart, 'captures'> } {
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
            rule: PENDING_RULE[p.kind],
          }
        : null,
      owed,
      moved: Object.keys(rules.moved).sort(),
      frozen: [...rules.frozen, ...rules.substituted].sort(),
      fought: [...rules.fought].sort(),
      attacked: [...rules.attacked].sort(),
      used: [...rules.used].sort(),
      places: rules.ports,
      arrivals,
      winner: rules.winner,
      options: { ...OPTION_DEFAULTS, ...rules.options },
      optionsOpen: optionsOpen(state) && !rules.winner,
      part: {
        supplyDue: rules.supplyDue,
        supplyLanded: rules.supplyLanded,
        atSea: Object.keys(rules.sea).sort(),
        bank: rules.bank,
        isolated,
        formed: { ...rules.formed },
      },
    };
  }

  return { initial, prompt, explain, diceFor, apply, view, board, moveOptions, movesFor };
}
