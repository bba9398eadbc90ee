import type { GameData } from '../../../../shared/games/descriptor.js';
import { isCombatUnit, unitKind } from '../rules/board.js';
import { sideOfUnit, type Side } from './state.js';

/**
 * 24.4 at the end of a player turn: the side's combat units at sea are supplied only by a supply
 * unit of theirs also at sea (whatever ports they are bound for); otherwise they are isolated. A
 * unit isolated at the start of this turn that ends it at sea unsupplied has been isolated at the
 * start and end of the turn (24.2): its count goes up, and in its second turn it is eliminated.
 * Updates `isolation` in place and returns the units lost.
 */
export function isolatedAtSea(data: GameData, side: Side, sea: Readonly<Record<string, number>>, isolatedAtStart: readonly string[], isolation: Record<string, number>): string[] {
  const ours = Object.keys(sea).filter((id) => sideOfUnit(data, id) === side);
  const supplied = ours.some((id) => unitKind(data, id) === 'supply');
  const lost: string[] = [];
  for (const u of ours.filter((id) => isCombatUnit(data, id))) {
    if (!supplied && isolatedAtStart.includes(u)) {
      isolation[u] = (isolation[u] ?? 0) + 1;
      if (isolation[u]! >= 2) lost.push(u);
    } else delete isolation[u];
  }
  return lost;
}
