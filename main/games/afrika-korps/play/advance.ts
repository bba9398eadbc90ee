import type { Refusal } from '../../../engine/module.js';
import { combatUnitsAt, isCombatUnit, type Board } from '../rules/board.js';
import { STACKING_LIMIT } from '../rules/movement.js';
import { refusal } from '../rules/reasons.js';

/**
 * 16.1: the attackers may advance into the emptied hex "up to the stacking limit" — the three
 * combat units a hex may hold (6.1), counting any friendly combat units already there.
 */
export function advanceStacking(board: Board, hex: string, units: readonly string[]): Refusal | null {
  const advancing = units.filter((u) => isCombatUnit(board.data, u) && board.units.get(u)?.hex !== hex);
  const side = advancing.length ? board.units.get(advancing[0]!)?.side : undefined;
  const there = side ? combatUnitsAt(board, hex, side).length : 0;
  const count = there + advancing.length;
  return count > STACKING_LIMIT ? refusal('overstacked', '6.1', { hex, count, limit: STACKING_LIMIT }) : null;
}
