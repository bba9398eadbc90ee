import type { GameData } from '../../../../shared/games/descriptor.js';
import { gridNameToHex, hexDistance, type Hex } from '../../../../shared/hex/index.js';
import { isCombatUnit, unitSpec, type Board } from '../rules/board.js';
import { doublesDefence, neighboursOf } from '../rules/terrain.js';
import { beyondSupplyReach, isolatedUnits } from '../play/supply.js';
import { doomedUnits } from '../play/combat.js';
import { zocOf } from '../play/options.js';
import { owedBattles } from './owed.js';
import { threat } from './threat.js';
import { SUPPLY_RANGE, boardOf, controller, other, supplyUnitsOnMap, victoryHexes, type AkState, type Side } from '../play/state.js';

/**
 * How good a position is for a side, in the rules that win Afrika Korps: a victory (4), the four
 * victory hexes held — Tobruch, Bengasi and both bases (4.1–4.3) —, material on the map and to
 * come, supply units on the map and units cut from them (12, 14, 24), units left where the enemy
 * can attack them at high odds (7), and for each combat unit how far it stands from the nearest
 * victory hex its side does not hold (the way to win by control), and how far its supply units
 * stand from those hexes (no attack without supply, 14.2). Higher is better for `side`.
 */
export interface Weights {
  victoryHex: number;
  material: number;
  supply: number;
  isolated: number;
  /** Per factor of the enemy's units cut from supply (24.1); the strong player counts it for less, since a cut line is often reopened before it kills (24.2). */
  isolatedEnemy: number;
  exposure: number;
  distance: number;
  /** Per hex a victory hex the side does not hold lies beyond its supply units' reach (14.2). */
  supplyReach: number;
  /**
   * Per attack factor of a unit next to the enemy with no supply within five hexes along a line
   * (14.1, 14.2: it cannot attack at 1-2 or better), and per quarter factor of any unit so placed.
   * Only the strong player weighs it (it floods the map from every supply).
   */
  beyondReach: number;
  /** Per factor the enemy's next combat phase threatens on its worth (`threat.ts`); only the strong player weighs it. */
  threat: number;
}

export const WEIGHTS: Weights = { victoryHex: 60, material: 4, supply: 20, isolated: 6, isolatedEnemy: 6, exposure: 3, distance: 1, supplyReach: 3, beyondReach: 0, threat: 0 };

/** What the strong player weighs: the same, and the units its supply does not reach. */
export const STRONG_WEIGHTS: Weights = { ...WEIGHTS, beyondReach: 1.5, exposure: 0, threat: 3, isolatedEnemy: 2 };

export const WIN = 1_000_000;

/** A counter's worth: its attack and defence factors (supply units and Rommel have none). */
export function worth(data: GameData, unit: string): number {
  const s = unitSpec(data, unit);
  return s && isCombatUnit(data, unit) ? s.attack + s.defence : 0;
}

const hexCache = new WeakMap<GameData, Map<string, Hex | null>>();
function hexOf(data: GameData, name: string): Hex | null {
  let m = hexCache.get(data);
  if (!m) hexCache.set(data, (m = new Map()));
  let h = m.get(name);
  if (h === undefined) m.set(name, (h = data.grid ? gridNameToHex(data.grid, name) : null));
  return h;
}

export function distance(data: GameData, a: string, b: string): number {
  const x = hexOf(data, a);
  const y = hexOf(data, b);
  return x && y ? hexDistance(x, y) : 99;
}

/**
 * Where a side's combat units should be: the Axis wins by holding all four victory hexes (4.1), so
 * it heads for those it does not hold; the Allies win by still standing when the last turn ends
 * (4.2), so they keep to Tobruch and their own base — every victory hex but the Axis's own ground.
 */
export function objectives(board: Board, side: Side): { id: string; hex: string }[] {
  const all = victoryHexes(board.data);
  if (side === 'axis') return all.filter((v) => controller(board, v.hex, v.base) !== side);
  const axisBase = board.data.places.find((p) => p.kinds.includes('base') && p.side === 'axis')?.hex;
  return all.filter((v) => v.hex !== axisBase && !board.data.places.some((p) => p.hex === v.hex && p.kinds.includes('fortress') && !p.kinds.includes('port')));
}

/** Material of a side: on the map, at sea and still to arrive (eliminated counters are lost). */
function material(state: AkState, data: GameData, side: Side): number {
  let sum = 0;
  for (const u of Object.values(state.units)) {
    if (u.status === 'eliminated' || u.status === 'pool') continue;
    if (unitSpec(data, u.id)?.side !== side) continue;
    sum += worth(data, u.id);
  }
  return sum;
}

/** The enemy's attack factors next to a stack, against its defence (doubled in a fortress or on an escarpment, 10.2). */
function exposure(board: Board, side: Side): number {
  const data = board.data;
  const stacks = new Map<string, number>();
  const enemyAttack = new Map<string, number>();
  for (const [id, u] of board.units) {
    if (!isCombatUnit(data, id)) continue;
    const s = unitSpec(data, id)!;
    if (u.side === side) stacks.set(u.hex, (stacks.get(u.hex) ?? 0) + s.defence);
    else enemyAttack.set(u.hex, (enemyAttack.get(u.hex) ?? 0) + s.attack);
  }
  let risk = 0;
  for (const [hex, defence] of stacks) {
    let attack = 0;
    for (const n of neighboursOf(data, hex)) attack += enemyAttack.get(n) ?? 0;
    if (!attack) continue;
    const odds = attack / (defence * (doublesDefence(data, hex) ? 2 : 1));
    if (odds >= 3) risk += defence * 2;
    else if (odds >= 2) risk += defence;
  }
  return risk;
}

/**
 * How far the side is from what it must hold: for each objective it does not hold, the distance
 * of its nearest combat unit (three times), plus for each combat unit the distance to the nearest
 * objective the enemy holds (the front), or to its own objectives when the enemy holds none —
 * except the units garrisoning a victory hex their side holds.
 */
function remoteness(board: Board, side: Side): number {
  const data = board.data;
  const goals = objectives(board, side);
  if (!goals.length) return 0;
  const own: string[] = [];
  for (const [id, u] of board.units) if (u.side === side && isCombatUnit(data, id)) own.push(u.hex);
  if (!own.length) return 0;
  let far = 0;
  const open = goals.filter((g) => controller(board, g.hex, g.id.endsWith('base')) !== side);
  for (const g of open) far += 3 * Math.min(...own.map((h) => distance(data, h, g.hex)));
  const front = goals.filter((g) => controller(board, g.hex, g.id.endsWith('base')) === other(side));
  const toward = front.length ? front : goals;
  // One unit garrisoning a victory hex its side holds is where it should be: the hex is kept only
  // while occupied (4.3), and a fortress doubles its defence (10.2). It is not pulled towards the
  // front; the others there are (ai-match sq-1: the strong Axis kept six units and its supply at
  // its base and Bengasi for the whole game).
  const garrison = new Set(victoryHexes(data).filter((v) => controller(board, v.hex, v.base) === side).map((v) => v.hex));
  for (const h of own) {
    if (garrison.delete(h)) continue;
    far += 0.5 * Math.min(...toward.map((g) => distance(data, h, g.hex)));
  }
  return far;
}

/**
 * How far the side's supply units stand from the victory hexes it does not hold: an attack needs
 * a supply unit within five hexes of every attacker (14.2), so a fortress is taken only with
 * supply brought up to it. For each such hex, the hexes its nearest supply unit stands beyond
 * four (an attacker next to the hex is then within five of the supply). Counting the empty ones
 * too (ai-match, normal Axis against the random player, seeds r-1…r-10: 9 wins in 10 against 6
 * when only garrisoned hexes counted): the supply is where the army is going.
 */
function supplyGap(board: Board, side: Side): number {
  const data = board.data;
  const supplies = supplyUnitsOnMap(board, side).map((id) => board.units.get(id)!.hex);
  if (!supplies.length) return 0;
  const open = objectives(board, side).filter((g) => controller(board, g.hex, g.id.endsWith('base')) !== side);
  let gap = 0;
  for (const g of open) gap += Math.max(0, Math.min(...supplies.map((h) => distance(data, h, g.hex))) - (SUPPLY_RANGE - 1));
  return gap;
}

/** Units beyond their supply's reach (14.2): attack factors of those next to an enemy, a quarter of the worth of all. */
function beyondReach(board: Board, side: Side, zoc: ReturnType<typeof zocOf>): number {
  const data = board.data;
  const out = beyondSupplyReach(board, side, zoc);
  if (!out.length) return 0;
  const enemyHexes = new Set<string>();
  for (const [id, u] of board.units) if (u.side !== side && isCombatUnit(data, id)) enemyHexes.add(u.hex);
  let sum = 0;
  for (const id of out) {
    const hex = board.units.get(id)!.hex;
    sum += 0.25 * worth(data, id);
    if (neighboursOf(data, hex).some((n) => enemyHexes.has(n))) sum += unitSpec(data, id)!.attack;
  }
  return sum;
}

export interface Evaluation {
  score: number;
  /** The terms, for explaining a choice. */
  held: number;
  isolatedEnemy: number;
  isolatedOwn: number;
}

export function evaluate(data: GameData, state: AkState, side: Side, w: Weights = WEIGHTS): Evaluation {
  const enemy = other(side);
  if (state.mode === 'rules' && state.rules.winner) {
    const score = state.rules.winner.side === side ? WIN : -WIN;
    return { score, held: 0, isolatedEnemy: 0, isolatedOwn: 0 };
  }
  const board = boardOf(data, state);
  const zoc = state.mode === 'rules' ? zocOf(state.rules) : {};
  let held = 0;
  for (const v of victoryHexes(data)) {
    const c = controller(board, v.hex, v.base);
    held += c === side ? 1 : c === enemy ? -1 : 0;
  }
  const isolatedOwn = isolatedUnits(board, side, zoc);
  const isolatedEnemy = isolatedUnits(board, enemy, zoc);
  const lost = (ids: readonly string[]) => ids.reduce((s, id) => s + worth(data, id), 0);
  const far = remoteness(board, side);
  // Units that could make no legal attack owed are removed when movement ends (7.4, 11.6, 11.9).
  const moving = state.mode === 'rules' && state.rules.step === 'movement' && state.rules.side === side;
  const doomedIds = moving ? doomedUnits(board, state.rules, zoc).map((d) => d.unit) : [];
  const doomed = lost(doomedIds);
  // The attacks owed by units left in an enemy ZOC when movement ends (8.4), at their odds.
  const owing = moving ? owedBattles(board, side, zoc) : { worth: 0, lost: [] };
  const owed = owing.worth;
  const score =
    w.victoryHex * held +
    w.material * (material(state, data, side) - material(state, data, enemy) - doomed + owed) +
    w.supply * (supplyUnitsOnMap(board, side).length - supplyUnitsOnMap(board, enemy).length) +
    w.isolatedEnemy * lost(isolatedEnemy) -
    w.isolated * lost(isolatedOwn) -
    (w.exposure ? w.exposure * exposure(board, side) : 0) -
    w.distance * far -
    w.supplyReach * supplyGap(board, side) -
    (w.beyondReach ? w.beyondReach * beyondReach(board, side, zoc) : 0) -
    (w.threat ? w.threat * threat(board, side, (2 * w.victoryHex) / w.material, w.supply / w.material, zoc, new Set([...doomedIds, ...owing.lost])) : 0);
  return { score, held, isolatedEnemy: isolatedEnemy.length, isolatedOwn: isolatedOwn.length };
}
