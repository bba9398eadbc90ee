import { combatUnitsAt, type Board } from '../rules/board.js';
import { STACKING_LIMIT } from '../rules/movement.js';
import { refusal, type AkRefusal } from '../rules/reasons.js';
import { hexExists, isFortress, isPlayable, isProhibitedHexside, neighboursOf, terrainOf } from '../rules/terrain.js';
import { enemyZocMap, type ZocOptions } from '../rules/zoc.js';

/**
 * Why a retreat may not end on `to` (7.6, 7.6.1, A-08, A-09, 11.7): the rule that closes that hex,
 * for a hex that `retreatEnds` did not offer. `ends` are the ends it did offer.
 */
export function explainRetreatEnd(board: Board, unit: string, from: string, to: string, ends: ReadonlyMap<string, string[]>, options: ZocOptions = {}): AkRefusal {
  const data = board.data;
  const side = board.units.get(unit)?.side ?? '';
  const zoc = enemyZocMap(board, side, options);
  const enemyAt = (h: string) => combatUnitsAt(board, h).some((u) => board.units.get(u)!.side !== side);
  if (!hexExists(data, to)) return refusal('offMap', '5.8', { hex: to });
  // a retreat never comes back to the hex it left.
  if (to === from) return refusal('retreatToStart', '7.6', { unit, hex: to });
  if (!isPlayable(data, to)) return refusal('prohibitedTerrain', '7.6.1', { hex: to, terrain: terrainOf(data, to) ?? '' });
  const middles = neighboursOf(data, from).filter((h1) => h1 === to || neighboursOf(data, h1).includes(to));
  if (!middles.length) return refusal('retreatTooFar', '7.6', { unit, hex: to, from });
  if (enemyAt(to)) return refusal('enemyUnit', '7.6.1', { hex: to });
  if (zoc.has(to)) return refusal('retreatThroughZoc', '7.6.1', { unit, hex: to, enemy: zoc.get(to)![0]! });
  const there = combatUnitsAt(board, to, side).filter((u) => u !== unit).length;
  if (there + 1 > STACKING_LIMIT) return refusal('retreatOverstacked', '7.6.1', { unit, hex: to, count: there + 1, limit: STACKING_LIMIT });
  // Every way there crosses a closed hexside or passes a hex the retreat may not enter (7.6.1).
  const via = middles.filter((h1) => h1 !== to && h1 !== from);
  const open = via.find((h1) => isPlayable(data, h1) && !isProhibitedHexside(data, from, h1) && !isProhibitedHexside(data, h1, to) && !zoc.has(h1) && !enemyAt(h1));
  if (open === undefined) {
    const zocHex = via.find((h1) => zoc.has(h1));
    if (zocHex !== undefined) return refusal('retreatThroughZoc', '7.6.1', { unit, hex: zocHex, enemy: zoc.get(zocHex)![0]! });
    const enemyHex = via.find(enemyAt);
    if (enemyHex !== undefined) return refusal('enemyUnit', '7.6.1', { hex: enemyHex });
    return refusal('prohibitedHexside', '7.6.1', { from, to });
  }
  // 11.7: the winner may not force a retreat into a fortress while another end is open.
  if (isFortress(data, to) && ends.size) return refusal('retreatIntoFortress', '11.7', { unit, hex: to });
  return refusal('badRetreat', '7.6', { unit, hex: to });
}
