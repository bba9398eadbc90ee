/**
 * The input every Afrika Korps rule function takes: the game's data and where the counters are.
 *
 * A `Board` is a plain snapshot, not an engine state: the lead's module builds one from its own
 * state whenever it asks a rule question. Only counters ON the map are listed in `units`; counters
 * on the turn track, in the pool, at sea or eliminated are simply absent.
 *
 *   const board: Board = {
 *     data: loadAfrikaKorpsData(),
 *     units: new Map([['de-21pz-5', { hex: 'W6', side: 'axis' }], ['au-9a-20', { hex: 'G25', side: 'allied' }]]),
 *   };
 *
 * Hexes are always printed names ("G25"), as the rulebook and the data write them. `side` is
 * carried on the board (not only in the data) so that a position can be described without
 * looking the counter up; it must agree with the counter's side in the data.
 *
 * Counter kinds (rule 5.4: "supplies and Rommel are not combat units"):
 *   - combat unit: every counter whose type is neither 'supply' nor 'hq';
 *   - supply unit: type 'supply' (own and captured-supply counters alike, 15.2.1);
 *   - Rommel: type 'hq' (22).
 */
import type { GameData, UnitSpec } from '../../../../shared/games/descriptor.js';

export interface BoardUnit {
  /** Printed hex name the counter stands on. */
  readonly hex: string;
  /** 'axis' or 'allied' (the data's side ids). */
  readonly side: string;
}

export interface Board {
  readonly data: GameData;
  /** Counters on the map, by unit id. */
  readonly units: ReadonlyMap<string, BoardUnit>;
}

export type UnitKind = 'combat' | 'supply' | 'rommel';

const specCache = new WeakMap<GameData, Map<string, UnitSpec>>();

/** The counter's data (factors, type), or undefined for an id the game does not have. */
export function unitSpec(data: GameData, unitId: string): UnitSpec | undefined {
  let specs = specCache.get(data);
  if (!specs) {
    specs = new Map(data.units.map((u) => [u.id, u]));
    specCache.set(data, specs);
  }
  return specs.get(unitId);
}

/** Which kind of counter this is (5.4, 15.1, 22). Undefined for an unknown id. */
export function unitKind(data: GameData, unitId: string): UnitKind | undefined {
  const spec = unitSpec(data, unitId);
  if (!spec) return undefined;
  if (spec.type === 'supply') return 'supply';
  if (spec.type === 'hq') return 'rommel';
  return 'combat';
}

export function isCombatUnit(data: GameData, unitId: string): boolean {
  return unitKind(data, unitId) === 'combat';
}

/** Ids of the counters on a hex (in the board's iteration order, so deterministic). */
export function unitsAt(board: Board, hexName: string): string[] {
  const out: string[] = [];
  for (const [id, u] of board.units) if (u.hex === hexName) out.push(id);
  return out;
}

/** Every hex holding counters, with the counters on it (one pass over the board). */
export function unitsByHex(board: Board): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, u] of board.units) {
    const list = out.get(u.hex);
    if (list) list.push(id);
    else out.set(u.hex, [id]);
  }
  return out;
}

/** Combat units of `side` on `hexName`. */
export function combatUnitsAt(board: Board, hexName: string, side?: string): string[] {
  return unitsAt(board, hexName).filter((id) => isCombatUnit(board.data, id) && (side === undefined || board.units.get(id)!.side === side));
}
