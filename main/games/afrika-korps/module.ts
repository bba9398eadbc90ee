import type { GameData } from '../../../shared/games/descriptor.js';
import type { FreeAction } from '../../../shared/engine/free-actions.js';
import type { GameModule, MoveAdvice, Refusal } from '../../engine/module.js';
import { createTableModule, type TableState } from '../table/module.js';
import { explainMove, legalMoves, type Board } from './rules/index.js';

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

  return {
    ...table,
    moveAdvice,
    adviseMove,
    legalTargets: (state, unitId) => moveAdvice(state, unitId)?.moves.map((m) => m.hex) ?? null,
  };
}
