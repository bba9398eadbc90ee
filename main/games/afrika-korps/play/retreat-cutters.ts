import type { Board } from '../rules/board.js';
import { zocHexes, type ZocOptions } from '../rules/zoc.js';
import { retreatEnds } from './combat.js';
import { combatUnitsOnMap, type Side } from './state.js';

/**
 * 9.3: in a 5-1 or 6-1 automatic victory against a surrounded defender, the units that cut its
 * retreat routes take part in it and may not move again this turn, even when not next to it.
 *
 * A unit cuts a route when its hex or its ZOC covers a hex of some two-hex retreat (7.6) the
 * defender would have if only the attackers stood on the map: with those units gone the defender
 * might escape, so each of them stays put. Units whose ZOC the retreat may ignore anyway (trapped
 * without supply, 9.5, 9.7 example) and the attackers themselves (frozen by 9.2) are not listed.
 */
export function retreatCutters(board: Board, side: Side, defenders: readonly string[], attackers: readonly string[], options: ZocOptions = {}, ignored: readonly string[] = []): string[] {
  const others = combatUnitsOnMap(board, side).filter((u) => !attackers.includes(u) && !ignored.includes(u));
  if (!others.length) return [];
  const bare: Board = { data: board.data, units: new Map([...board.units].filter(([id]) => !others.includes(id))) };
  const routes = new Set<string>();
  for (const d of defenders) {
    const from = board.units.get(d)?.hex;
    if (!from) continue;
    for (const path of retreatEnds(bare, d, from, options).values()) for (const h of path.slice(1)) routes.add(h);
  }
  return others.filter((u) => [board.units.get(u)!.hex, ...zocHexes(board, u, options)].some((h) => routes.has(h))).sort();
}
