import { combatUnitsAt, type Board } from '../rules/board.js';
import { isPlayable, isProhibitedHexside, neighboursOf } from '../rules/terrain.js';
import { enemyZocMap, type ZocOptions } from '../rules/zoc.js';

/**
 * Where Rommel goes when he is left alone in an Allied zone of control (22.4): the hex of the
 * nearest Axis combat unit, the distance counted along a path (a breadth-first search, each hex
 * one step). 22.4.2: the path may not cross hexes that cannot be entered normally (sea, Qattara,
 * closed hexsides, Allied units) nor hexes in Allied ZOC, unless there is no other way; then the
 * ZOC hexes count, and as a last resort any playable hex. Ties: the first found, hexes in map order.
 */
export function rommelDestination(board: Board, from: string, options: ZocOptions = {}): string | null {
  const targets = new Set([...board.units].filter(([id, u]) => u.side === 'axis' && combatUnitsAt(board, u.hex, 'axis').includes(id)).map(([, u]) => u.hex));
  targets.delete(from);
  if (!targets.size) return null;
  const zoc = enemyZocMap(board, 'axis', options);
  const allied = (h: string) => combatUnitsAt(board, h).some((u) => board.units.get(u)!.side !== 'axis');
  const normal = (a: string, b: string) => isPlayable(board.data, b) && !isProhibitedHexside(board.data, a, b) && !allied(b);
  const anywhere = (_a: string, b: string) => isPlayable(board.data, b);
  const passes: [through: (a: string, b: string) => boolean, enter: (a: string, b: string) => boolean][] = [
    [(a, b) => normal(a, b) && !zoc.has(b), normal],
    [normal, normal],
    [anywhere, anywhere],
  ];
  for (const [through, enter] of passes) {
    const found = nearest(board, from, targets, through, enter);
    if (found) return found;
  }
  return null;
}

function nearest(board: Board, from: string, targets: ReadonlySet<string>, through: (a: string, b: string) => boolean, enter: (a: string, b: string) => boolean): string | null {
  const seen = new Set([from]);
  let frontier = [from];
  while (frontier.length) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of neighboursOf(board.data, h)) {
        if (seen.has(n)) continue;
        if (targets.has(n) && enter(h, n)) return n;
        if (!through(h, n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next.sort();
  }
  return null;
}
