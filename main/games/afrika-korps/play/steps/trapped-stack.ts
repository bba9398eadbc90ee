import type { Refusal } from '../../../../engine/module.js';
import { combatUnitsAt } from '../../rules/board.js';
import { STACKING_LIMIT } from '../../rules/movement.js';
import type { AkState } from '../state.js';
import { embarkRefusal } from './embark.js';
import { r, type Context } from './context.js';

/**
 * Units placed at a port may over-stack it, but not still be over-stacked when that movement step
 * ends (19.4, 6.3). A placement after which too few of the port's combat units could leave it —
 * by land (every land hexside held by the enemy, say, at a besieged Tobruch) or by sea (not the
 * units landed this turn, 23.4.2) — could only end in a position the rules forbid: the movement
 * step could never end. It is refused at once, with the count, rather than leaving the game stuck.
 *
 * `placed` is the position after the placement, still in the arrival step. The units' ways out
 * are those of the coming movement step from that position; an automatic victory declared later
 * in movement could open a way that is not counted here.
 */
export function trappedStack(ctx: Context, placed: AkState, hex: string): Refusal | null {
  const { board, movesFor, withRules } = ctx;
  const here = combatUnitsAt(board(placed), hex);
  if (here.length <= STACKING_LIMIT) return null;
  const moving = withRules(placed, { step: 'movement' });
  const needed = here.length - STACKING_LIMIT;
  // Putting to sea is a quick check; the land search only for the units that cannot, and only until enough can leave.
  const bySea = here.filter((id) => !embarkRefusal(ctx, moving, id));
  let free = bySea.length;
  for (const id of here) {
    if (free >= needed) return null;
    if (!bySea.includes(id) && [...movesFor(moving, [id]).keys()].some((h) => h !== hex)) free++;
  }
  if (free >= needed) return null;
  return r('overstackTrapped', '19.4', { hex, count: here.length, free, limit: STACKING_LIMIT });
}
