import type { GameData } from '../../../shared/games/descriptor.js';
import type { FreeAction } from '../../../shared/engine/free-actions.js';
import type { GameModule, MoveAdvice, Refusal } from '../../engine/module.js';
import { createTableModule, type TableState } from '../table/module.js';
import { battleOdds, defenceFactor, explainBattle, explainMove, inEnemyZoc, legalMoves, reducedOdds, resultProbabilities, unitSpec, unitsAt, zocMap, type Board } from './rules/index.js';
import type { BattlePlan, Overlays } from '../../../shared/api/contract.js';

/**
 * Afrika Korps: free play on the table, with the movement rules (5, 7, 8, 17, 18, 22) as advice —
 * where a unit may go this move, and why a drop elsewhere would be refused. Rules mode, which
 * enforces them and the rest of the rulebook, builds on this.
 */
export function createAfrikaKorpsModule(data: GameData): GameModule<TableState, FreeAction> {
  const table = createTableModule(data);
  const sideOf = new Map(data.units.map((u) => [u.id, u.side]));

  function boardOf(state: TableState): Board {
    const units = new Map<string, { hex: string; side: string }>();
    for (const u of Object.values(state.units)) {
      if (u.status === 'map' && u.hex) units.set(u.id, { hex: u.hex, side: sideOf.get(u.id) ?? '' });
    }
    return { data, units };
  }

  function moveAdvice(state: TableState, unitId: string): MoveAdvice | null {
    const unit = state.units[unitId];
    if (!unit || unit.status !== 'map' || !unit.hex) return null;
    const moves = [...legalMoves(boardOf(state), unitId)].map(([hex, m]) => ({
      hex,
      remaining: m.remaining,
      stop: m.stop ?? null,
      path: m.path,
    }));
    return { from: unit.hex, moves };
  }

  function adviseMove(state: TableState, unitId: string, to: string): Refusal | null {
    const r = explainMove(boardOf(state), unitId, to);
    return r ? { reason: r.reason, rule: r.rule, params: r.params } : null;
  }

  /** Odds and chances for a planned battle (7, 10.2, 11, 14.1), with why it could not be fought. */
  function battlePlan(state: TableState, attackers: readonly string[], defenders: readonly string[]): BattlePlan {
    const board = boardOf(state);
    const odds = battleOdds(board, attackers, defenders);
    const refusal = explainBattle(board, attackers, defenders);
    return {
      attackers: attackers.map((unit) => ({ unit, attack: unitSpec(data, unit)?.attack ?? 0 })),
      defenders: defenders.map((unit) => {
        const d = board.units.has(unit) ? defenceFactor(board, unit) : { base: unitSpec(data, unit)?.defence ?? 0, doubled: false, value: unitSpec(data, unit)?.defence ?? 0 };
        return { unit, defence: d.base, doubled: d.doubled, value: d.value };
      }),
      attack: odds.attack,
      defence: odds.defence,
      reduced: reducedOdds(odds.attack, odds.defence),
      column: odds.column,
      needsSupply: odds.needsSupply,
      chances: resultProbabilities(odds.column).map((c) => ({ result: c.result, dice: c.dice, probability: c.probability })),
      refusal: refusal ? { legal: false, reason: refusal.reason, rule: refusal.rule, params: refusal.params } : null,
    };
  }

  /**
   * Zones of control of each side (7.1 with the exceptions the rules library applies) and who
   * controls the fortresses and bases (4.3): a side occupies the hex with a combat unit, a supply
   * or Rommel — having been there last is not enough — and a base must also be out of enemy ZOC.
   */
  function overlays(state: TableState): Overlays {
    const board = boardOf(state);
    const zoc: Record<string, string[]> = {};
    for (const side of data.sides) zoc[side.id] = [...zocMap(board, side.id).keys()].sort();
    const control = data.places
      .filter((p) => p.kinds.includes('fortress') || p.kinds.includes('base'))
      .map((p) => {
        const sides = new Set(unitsAt(board, p.hex).map((u) => board.units.get(u)!.side));
        let controller = sides.size === 1 ? [...sides][0]! : null;
        if (controller && p.kinds.includes('base') && inEnemyZoc(board, controller, p.hex)) controller = null;
        return { place: p.id, hex: p.hex, controller, rule: '4.3' };
      });
    return { zoc, control };
  }

  return {
    ...table,
    overlays,
    moveAdvice,
    adviseMove,
    battlePlan,
    legalTargets: (state, unitId) => moveAdvice(state, unitId)?.moves.map((m) => m.hex) ?? null,
  };
}
