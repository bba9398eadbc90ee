import type { EngineMessage } from '../../../../engine/module.js';
import { combatUnitsOnMap, holder, other, supplyUnitsOnMap, type AkState } from '../state.js';
import { isolatedUnits } from '../supply.js';
import { isolatedAtSea } from '../sea.js';
import { type Context, type StepSpec } from './context.js';
import type { Battles } from './battle.js';

/**
 * The end step (3.5, 4, 14.1, 23.4.2, 24): spent supplies leave the map, units lost at sea or to
 * isolation, the Axis supply collapse, control of the victory hexes, and the next player turn.
 */
export function endStep(ctx: Context & Battles): StepSpec {
  const { data, lastTurn, board, sideOf, zocOptions, startPlayerTurn, put, withRules, onMap, hexOf, eliminate } = ctx;

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

  return {
    kinds: () => ['endTurn'],
    actions: {
      endTurn: {
        explain(state, action) {
          return null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          return { state: endTurn(state, messages), messages };
        },
      },
    },
  };
}
