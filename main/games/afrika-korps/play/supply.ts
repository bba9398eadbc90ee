import type { Board } from '../rules/board.js';
import * as terrain from '../rules/terrain.js';
import { isPlayable, isProhibitedHexside, mapIndex, neighboursOf, type HexTables } from '../rules/terrain.js';

// Local copies: an imported binding may be read through an accessor (CommonJS interop), once per hex.
const HEX_PLAYABLE = terrain.HEX_PLAYABLE;
const SIDE_PROHIBITED = terrain.SIDE_PROHIBITED;
import { enemyZocMap, type ZocOptions } from '../rules/zoc.js';
import { SUPPLY_RANGE, combatUnitsOnMap, supplyUnitsOnMap, type Side } from './state.js';

/**
 * Supply lines (14.2) and isolation (24.1).
 *
 * A line runs over playable hexes (not wholly in the Qattara Depression, not sea, not off the
 * map), never across the all-sea or all-Qattara hexsides, and never through a hex in enemy ZOC.
 * The attacking unit's own hex is not part of the line (14.2: the count includes the supply's hex
 * but not the attacker's), so a unit in enemy ZOC may still draw supply. For an attack
 * the ZOC of the units being attacked in that battle does not block (13.2 read with 14.2, A-14).
 * The supply's own hex may be in enemy ZOC (A-17, lenient reading). Fortress hexes are never in
 * enemy ZOC (19.5), which the ZOC library already applies.
 */

/** Hex distance (steps) from `from` to every hex reachable under the line rules, up to `limit`. */
function lineDistances(board: Board, from: string, limit: number, blocked: ReadonlyMap<string, unknown>, targets: ReadonlySet<string>): Map<string, number> {
  const dist = new Map<string, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= limit && frontier.length; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of neighboursOf(board.data, h)) {
        if (dist.has(n) || !isPlayable(board.data, n) || isProhibitedHexside(board.data, h, n)) continue;
        // A supply hex may itself be in enemy ZOC; other hexes of the line may not.
        if (blocked.has(n) && !targets.has(n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

/** The enemy ZOC that blocks a side's lines, optionally ignoring some enemy units. */
export function blockingZoc(board: Board, side: Side, ignore: readonly string[] = [], options: ZocOptions = {}): ReadonlyMap<string, string[]> {
  const zoc = enemyZocMap(board, side, options);
  if (!ignore.length) return zoc;
  const skip = new Set(ignore);
  const out = new Map<string, string[]>();
  for (const [hex, units] of zoc) {
    const left = units.filter((u) => !skip.has(u));
    if (left.length) out.set(hex, left);
  }
  return out;
}

/** Friendly supply units within five hexes of a unit's hex along a legal line (14.2). */
export function suppliesInRange(board: Board, side: Side, unitId: string, ignoreZocOf: readonly string[] = [], options: ZocOptions = {}): string[] {
  const u = board.units.get(unitId);
  if (!u) return [];
  const supplies = supplyUnitsOnMap(board, side);
  if (!supplies.length) return [];
  const supplyHexes = new Set(supplies.map((s) => board.units.get(s)!.hex));
  const dist = lineDistances(board, u.hex, SUPPLY_RANGE, blockingZoc(board, side, ignoreZocOf, options), supplyHexes);
  return supplies.filter((s) => dist.has(board.units.get(s)!.hex));
}

/**
 * The supply units that sustain a battle (14.2, 14.4, A-15): every attacker within five hexes of
 * at least one of them. When `declared` is given those are checked; otherwise the fewest are
 * chosen, preferring supplies already spent this turn (they are removed anyway). Null when the
 * attackers cannot all be supplied.
 */
export function battleSupplies(
  board: Board,
  side: Side,
  attackers: readonly string[],
  defenders: readonly string[],
  used: readonly string[],
  declared?: readonly string[],
  options: ZocOptions = {},
): string[] | null {
  const reach = new Map(attackers.map((a) => [a, new Set(suppliesInRange(board, side, a, defenders, options))]));
  if (declared) {
    for (const s of declared) if (!board.units.has(s)) return null;
    for (const a of attackers) if (!declared.some((s) => reach.get(a)!.has(s))) return null;
    return [...declared];
  }
  const candidates = [...new Set([...reach.values()].flatMap((s) => [...s]))].sort((x, y) => Number(used.includes(y)) - Number(used.includes(x)) || (x < y ? -1 : 1));
  // One supply covering everyone, if any.
  const single = candidates.find((s) => attackers.every((a) => reach.get(a)!.has(s)));
  if (single) return [single];
  // Otherwise a greedy cover.
  const chosen: string[] = [];
  const left = new Set(attackers);
  while (left.size) {
    let best: string | null = null;
    let bestCount = 0;
    for (const s of candidates) {
      const c = [...left].filter((a) => reach.get(a)!.has(s)).length;
      if (c > bestCount) (best = s), (bestCount = c);
    }
    if (!best) return null;
    chosen.push(best);
    for (const a of [...left]) if (reach.get(a)!.has(best)) left.delete(a);
  }
  return chosen;
}

/**
 * Combat units of a side that cannot trace a line of any length to a friendly supply unit (24.1):
 * isolated. Computed as one flood from every friendly supply over hexes out of enemy ZOC; a unit is
 * supplied when its own hex, or a neighbour it could step to, was reached.
 */
export function isolatedUnits(board: Board, side: Side, options: ZocOptions = {}): string[] {
  const key = `${side}|${options.fortressZocOutward ? 1 : 0}|${[...(options.automaticVictory ?? [])].join(',')}`;
  let byKey = isolatedCache.get(board);
  if (!byKey) isolatedCache.set(board, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) byKey.set(key, (out = floodIsolated(board, side, options)));
  return [...out];
}

// A board is a fixed position: its isolated units are worked out once per side and options.
const isolatedCache = new WeakMap<Board, Map<string, readonly string[]>>();

function floodIsolated(board: Board, side: Side, options: ZocOptions): string[] {
  const supplies = supplyUnitsOnMap(board, side);
  const combat = combatUnitsOnMap(board, side);
  if (!supplies.length) return combat.sort();
  const t = mapIndex(board.data).tables;
  const blocked = blockedBy(t, enemyZocMap(board, side, options));
  const n = t.names.length;
  const { wanted, reached, queue } = floodBuffers(n);
  // The flood stops once every combat unit's hex is reached: the rest of the map cannot change the answer.
  let left = 0;
  for (const c of combat) {
    const h = t.ids.get(board.units.get(c)!.hex);
    if (h !== undefined && !wanted[h]) (wanted[h] = 1), left++;
  }
  let tail = 0;
  for (const s of supplies) {
    const h = t.ids.get(board.units.get(s)!.hex);
    if (h !== undefined && !reached[h]) {
      reached[h] = 1;
      queue[tail++] = h;
      if (wanted[h]) left--;
    }
  }
  for (let i = 0; i < tail && left > 0; i++) {
    const h = queue[i]!;
    const ns = t.neighbours[h]!;
    const ss = t.sides[h]!;
    for (let k = 0; k < ns.length; k++) {
      const nb = ns[k]!;
      if (reached[nb] || !(t.flags[nb]! & HEX_PLAYABLE) || ss[k]! & SIDE_PROHIBITED) continue;
      reached[nb] = 1;
      if (wanted[nb]) left--;
      // Hexes in enemy ZOC end a line: a unit standing there is reached, but the line goes no further.
      if (!blocked[nb]) queue[tail++] = nb;
    }
  }
  return combat.filter((c) => !reached[t.ids.get(board.units.get(c)!.hex) ?? -1]).sort();
}

/**
 * Combat units of a side with no friendly supply within five hexes along a line (14.2): they
 * could not attack at 1-2 or better now (14.1). One flood from every supply, five steps deep; a
 * unit's own hex may be in enemy ZOC (the attacker's hex is not part of the line). The ZOC of the
 * units a battle would attack is not set aside here: this is the reach before any battle.
 */
export function beyondSupplyReach(board: Board, side: Side, options: ZocOptions = {}): string[] {
  const combat = combatUnitsOnMap(board, side);
  const supplies = supplyUnitsOnMap(board, side);
  if (!supplies.length) return combat.sort();
  const t = mapIndex(board.data).tables;
  const blocked = blockedBy(t, enemyZocMap(board, side, options));
  const { reached, queue } = floodBuffers(t.names.length);
  let tail = 0;
  for (const s of supplies) {
    const h = t.ids.get(board.units.get(s)!.hex);
    if (h !== undefined && !reached[h]) (reached[h] = 1), (queue[tail++] = h);
  }
  // Breadth first, one ring per step: `reached` holds the step count plus one.
  for (let i = 0; i < tail; i++) {
    const h = queue[i]!;
    const d = reached[h]!;
    if (d > SUPPLY_RANGE) continue;
    if (blocked[h] && d > 1) continue;
    const ns = t.neighbours[h]!;
    const ss = t.sides[h]!;
    for (let k = 0; k < ns.length; k++) {
      const nb = ns[k]!;
      if (reached[nb] || !(t.flags[nb]! & HEX_PLAYABLE) || ss[k]! & SIDE_PROHIBITED) continue;
      reached[nb] = d + 1;
      queue[tail++] = nb;
    }
  }
  return combat.filter((c) => !reached[t.ids.get(board.units.get(c)!.hex) ?? -1]).sort();
}

// The hexes a ZOC map blocks, by hex number, once per map (a side's moves leave its enemy's ZOC map as it was).
const blockedByZoc = new WeakMap<ReadonlyMap<string, unknown>, { t: HexTables; blocked: Uint8Array }>();
function blockedBy(t: HexTables, zoc: ReadonlyMap<string, unknown>): Uint8Array {
  let hit = blockedByZoc.get(zoc);
  if (hit?.t !== t) {
    const blocked = new Uint8Array(t.names.length);
    for (const h of zoc.keys()) {
      const i = t.ids.get(h);
      if (i !== undefined) blocked[i] = 1;
    }
    blockedByZoc.set(zoc, (hit = { t, blocked }));
  }
  return hit.blocked;
}

// The flood's work arrays, kept from one flood to the next (a flood is never interrupted by another).
let buffers = { wanted: new Uint8Array(0), reached: new Uint8Array(0), queue: new Int32Array(0) };
function floodBuffers(n: number): typeof buffers {
  if (buffers.wanted.length < n) buffers = { wanted: new Uint8Array(n), reached: new Uint8Array(n), queue: new Int32Array(n) };
  buffers.wanted.fill(0, 0, n);
  buffers.reached.fill(0, 0, n);
  return buffers;
}
