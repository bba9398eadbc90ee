import type { EngineMessage, Refusal } from '../../../../engine/module.js';
import { combatUnitsAt, isCombatUnit, unitKind } from '../../rules/board.js';
import { STACKING_LIMIT } from '../../rules/movement.js';
import { trappedStack } from './trapped-stack.js';
import type { AkAction } from '../actions.js';
import { REPLACEMENTS_FROM, SUPPLY_LIMIT, attackOf, holder, isCaptured, sunkFaces, supplyUnitsOnMap, type AkState } from '../state.js';
import { OPTION_SPECS } from '../options.js';
import { r, type Context, type Result, type StepSpec } from './context.js';
import type { Battles } from './battle.js';

/**
 * The arrival step (3.1): the Axis supply roll (12.2) and the landing of a supply unit (12.1, 12.2),
 * reinforcements (19), replacements (20), units landing from the sea (23.4), the named options
 * before the first move, and the start of movement.
 */
export function arrivalStep(ctx: Context & Battles): StepSpec {
  const { data, board, placeById, put, withRules, optionsOpen, ownUnits, portOf } = ctx;

  /** Units entering the map at a port: reinforcements (19.2), replacements (20.4), units landing from the sea (23.4). */
  function arrive(state: AkState, action: Extract<AkAction, { type: 'reinforce' | 'land' | 'replace' }>): Result {
    const messages: EngineMessage[] = [];
    const rules = state.rules;
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

  /** Why units may not enter at this port now (19.2, 23.4.4), or end there trapped over the limit (19.4, 6.3). */
  function entryRefusal(state: AkState, action: Extract<AkAction, { type: 'reinforce' | 'land' | 'replace' }>): Refusal | null {
    const port = portOf(state, action.port);
    if (typeof port !== 'string') return port;
    const ids = action.type === 'replace' ? [action.unit] : action.units;
    const hex = placeById.get(action.port)!.hex;
    if (combatUnitsAt(board(state), hex).length + ids.filter((id) => isCombatUnit(data, id)).length <= STACKING_LIMIT) return null;
    return trappedStack(ctx, arrive(state, action).state, hex);
  }

  return {
    kinds: (state) => [...(optionsOpen(state) ? (['setOption'] as const) : []), 'rollSupply', 'landSupply', 'reinforce', 'replace', 'land', 'endArrival'],
    actions: {
      rollSupply: {
        explain(state, action) {
          const rules = state.rules;
          if (rules.side !== 'axis') return r('alliedNoSupplyRoll', '12.1');
          if (!rules.ports.length) return r('noPort', '12.2');
          return rules.supplyDue !== null ? r('supplyRolled', '12.2') : null;
        },
        apply(state, action, dice) {
          const messages: EngineMessage[] = [];
          const sunk = sunkFaces(state.turn).includes(dice[0]!);
          messages.push({ code: sunk ? 'supplySunk' : 'supplyArrives', params: { die: dice[0]! }, rule: '12.2' });
          return { state: withRules(state, { supplyDue: !sunk }), messages };
        },
      },
      landSupply: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
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
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const hex = placeById.get(action.port)!.hex;
          messages.push({ code: 'supplyLanded', params: { unit: action.unit, hex }, rule: rules.side === 'axis' ? '12.2' : '12.1' });
          return { state: withRules(put(state, [action.unit], { status: 'map', hex, turn: null }), { supplyLanded: true }), messages };
        },
      },
      reinforce: {
        explain(state, action) {
          const rules = state.rules;
          const bad = ownUnits(state, action.units);
          if (bad) return bad;
          for (const id of action.units) {
            const u = state.units[id]!;
            if (u.status !== 'track' || id in rules.sea || (u.turn ?? 0) > state.turn) return r('notDue', '19.1', { unit: id, turn: u.turn ?? 0 });
          }
          return entryRefusal(state, action);
        },
        apply(state, action) {
          return arrive(state, action);
        },
      },
      replace: {
        explain(state, action) {
          const rules = state.rules;
          const bad = ownUnits(state, [action.unit]);
          if (bad) return bad;
          if (state.turn < REPLACEMENTS_FROM) return r('replacementsNotYet', '20.1', { turn: REPLACEMENTS_FROM });
          if (state.units[action.unit]!.status !== 'eliminated' || !isCombatUnit(data, action.unit)) return r('notEliminated', '20.1', { unit: action.unit });
          if (action.unit.includes('-sub-')) return r('substituteNotReplaced', '21.6', { unit: action.unit });
          const cost = attackOf(data, action.unit);
          if (cost > rules.bank[rules.side]) return r('bankTooLow', '20.5', { cost, bank: rules.bank[rules.side] });
          return entryRefusal(state, action);
        },
        apply(state, action) {
          return arrive(state, action);
        },
      },
      land: {
        explain(state, action) {
          const rules = state.rules;
          const bad = ownUnits(state, action.units);
          if (bad) return bad;
          for (const id of action.units) if (!(id in rules.sea)) return r('notAtSea', '23.4', { unit: id });
          return entryRefusal(state, action);
        },
        apply(state, action) {
          return arrive(state, action);
        },
      },
      setOption: {
        explain(state, action) {
          const spec = OPTION_SPECS.find((o) => o.id === action.option);
          if (!spec) return r('unknownOption', '3', { option: action.option });
          if (!(spec.values as readonly (string | boolean)[]).includes(action.value)) return r('badOptionValue', spec.rule, { option: action.option, value: String(action.value) });
          return null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const spec = OPTION_SPECS.find((o) => o.id === action.option)!;
          messages.push({ code: 'optionSet', params: { option: action.option, value: String(action.value), research: spec.research }, rule: spec.rule });
          const options = { ...rules.options, [action.option]: action.value };
          let next = withRules(state, { options });
          // The control count's turns follow the option from this turn on.
          if (action.option === 'controlTurns') next = withRules(next, { heldAtStart: action.value === 'axis' ? holder(board(next)) : null });
          return { state: next, messages };
        },
      },
      endArrival: {
        explain(state, action) {
          const rules = state.rules;
          return rules.side === 'axis' && rules.ports.length && rules.supplyDue === null ? r('supplyRollFirst', '12.2') : null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          if (rules.supplyDue === true && !rules.supplyLanded) messages.push({ code: 'supplyLost', params: {}, rule: '12.3.1' });
          messages.push({ code: 'stepBegun', params: { side: rules.side, step: 'movement' }, rule: '3.1' });
          return { state: withRules(state, { step: 'movement' }), messages };
        },
      },
    },
  };
}
