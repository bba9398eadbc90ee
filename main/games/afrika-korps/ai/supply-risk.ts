import type { BattlePlan } from '../../../../shared/api/contract.js';
import { controller, portsOf, sunkFaces, supplyUnitsOnMap, type AkState, type Side } from '../play/state.js';
import type { Board } from '../rules/board.js';
import { WEIGHTS } from './evaluate.js';

/** A supply unit in combat factors: what the evaluation gives one on the map against a factor kept. */
const SUPPLY_FACTORS = WEIGHTS.supply / WEIGHTS.material;

/** The supply table is read with one six-sided die (12.2). */
const DIE_FACES = 6;

/** Losing every unit and the game (24.5), in combat factors: more than any battle can win. */
export const COLLAPSE_FACTORS = 200;

/**
 * The chance that the Axis, left without supply units, stays without them long enough to lose all
 * its units (24.5: none on the map at the start and end of two Axis turns in a row). Each turn it
 * controls a port it rolls on the supply table (12.2), whose sunk faces are printed for each date;
 * without a port it rolls nothing. A turn already spent dry leaves only the next roll.
 */
export function collapseChance(board: Board, state: AkState): number {
  if (state.mode !== 'rules') return 0;
  const data = board.data;
  const port = portsOf(data, 'axis').some((p) => controller(board, p.hex, data.places.find((x) => x.id === p.id)?.kinds.includes('base') ?? false) === 'axis');
  if (!port) return 1;
  const sunk = (t: number) => sunkFaces(t).length / DIE_FACES;
  const next = state.turn + 1;
  return state.rules.axisDry >= 1 ? sunk(next) : sunk(next) * sunk(next + 1);
}

/**
 * What a battle costs in supply (14.1): an attack at 1-2 or better spends a supply unit, removed
 * when the turn ends, unless one already spent this turn supports it (14.4). The last Axis supply
 * unit is worth the chance of the collapse of 24.5 besides.
 */
export function supplyCost(state: AkState, board: Board, plan: BattlePlan, side: Side): number {
  if (state.mode !== 'rules' || !plan.needsSupply || plan.automatic) return 0;
  const used = state.rules.used;
  // The planner names the supplies the engine would spend, those already spent this turn first.
  const spent = plan.supplies.filter((s) => !used.includes(s)).length;
  if (!spent) return 0;
  const left = supplyUnitsOnMap(board, side).filter((s) => !used.includes(s)).length - spent;
  return spent * SUPPLY_FACTORS + (side === 'axis' && left <= 0 ? COLLAPSE_FACTORS * collapseChance(board, state) : 0);
}
