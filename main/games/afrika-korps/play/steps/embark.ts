import type { Refusal } from '../../../../engine/module.js';
import { unitKind } from '../../rules/board.js';
import { inEnemyZoc } from '../../rules/zoc.js';
import { portsOf, type AkState } from '../state.js';
import { r, type Context } from './context.js';

/**
 * Why a unit of the side to move may not put to sea now (23.4), or null: it must stand in one of
 * its side's ports, be a combat unit, not be held by an automatic victory (9.2, 9.3), not have
 * landed this turn (23.4.2) and not stand in an enemy zone of control (23.4.4).
 */
export function embarkRefusal(ctx: Context, state: AkState, id: string): Refusal | null {
  const { data, board, onMap, hexOf, frozenRule, zocOptions } = ctx;
  const rules = state.rules;
  if (!onMap(state, id)) return r('unitNotOnMap', '23.4', { unit: id });
  if (unitKind(data, id) === 'rommel') return r('notCombatUnit', '23.4', { unit: id });
  if (!portsOf(data, rules.side).some((p) => p.hex === hexOf(state, id))) return r('notInPort', '23.4', { unit: id });
  // Putting to sea is movement (23.4): not for units held by an automatic victory (9.2, 9.3).
  if (rules.frozen.includes(id)) return r('frozen', frozenRule(rules, id), { unit: id });
  if (rules.landed.includes(id)) return r('landedThisTurn', '23.4.2', { unit: id });
  if (inEnemyZoc(board(state), rules.side, hexOf(state, id), zocOptions(rules))) return r('embarkInZoc', '23.4.4', { unit: id });
  return null;
}
