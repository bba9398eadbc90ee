import { battleOdds, resultProbabilities } from '../rules/index.js';
import { isCombatUnit, unitSpec, type Board } from '../rules/board.js';
import { isFortress } from '../rules/terrain.js';
import type { ZocOptions } from '../rules/zoc.js';
import { automatic, surrounded } from '../play/combat.js';
import { controller, supplyUnitsOnMap, victoryHexes, type Side } from '../play/state.js';
import { resultValue } from './owed.js';
import { distance } from './evaluate.js';

/** How near an enemy unit must stand to join an attack on a stack next turn, and its supply to back it (14.2). */
const STRIKE_RANGE = 3;
const SUPPLY_NEAR = 10;

const worthOf = (board: Board, id: string): number => {
  const s = unitSpec(board.data, id);
  return s && isCombatUnit(board.data, id) ? s.attack + s.defence : 0;
};

/**
 * What the enemy's next combat phase threatens, in combat factors: for each of the side's stacks,
 * the enemy combat units within three hexes attack it together — at half the weight when no
 * supply of theirs is near enough to back an attack at 1-2 or better (14.1); the battle's worth to the enemy from the CRT's
 * chances (never a die) — its losses against the stack's, a defender that cannot retreat counting
 * as eliminated (7.6.1), an automatic victory as certain (9.1) — and a victory hex the stack holds
 * counted as `hexWorth` factors when the battle clears it (4.3). A battle the enemy would lose on
 * average threatens nothing. Each stack is weighed on its own: the enemy may attack several.
 */
export function threat(board: Board, side: Side, hexWorth: number, supplyWorth: number, options: ZocOptions = {}, gone: ReadonlySet<string> = new Set()): number {
  const data = board.data;
  const own = new Map<string, string[]>();
  const enemies: { id: string; hex: string }[] = [];
  for (const [id, u] of board.units) {
    if (!isCombatUnit(data, id) || gone.has(id)) continue;
    if (u.side === side) own.set(u.hex, [...(own.get(u.hex) ?? []), id]);
    else enemies.push({ id, hex: u.hex });
  }
  if (!enemies.length) return 0;
  const enemySide = board.units.get(enemies[0]!.id)!.side as Side;
  const supplies = supplyUnitsOnMap(board, enemySide).map((s) => board.units.get(s)!.hex);
  let sum = 0;
  // A supply of the side's standing with no combat unit of its side, out of a fortress (15.2.3),
  // within the enemy's reach is taken by an enemy unit moving next to it (15.2): lost to the side
  // and gained by the enemy, whose attacks it then backs (14.2). Units that owe an attack they
  // cannot make (`gone`) are no escort: they are lost when combat ends (8.4).
  for (const s of supplyUnitsOnMap(board, side)) {
    const hex = board.units.get(s)!.hex;
    if (own.has(hex) || isFortress(data, hex)) continue;
    if (!enemies.some((e) => distance(data, e.hex, hex) <= STRIKE_RANGE)) continue;
    sum += 2 * supplyWorth;
    supplies.push(hex);
  }
  const held = new Set(victoryHexes(data).filter((v) => controller(board, v.hex, v.base) === side).map((v) => v.hex));
  for (const [hex, defenders] of own) {
    const near = enemies.filter((e) => distance(data, e.hex, hex) <= STRIKE_RANGE).map((e) => e.id);
    if (!near.length) continue;
    const odds = battleOdds(board, near, defenders);
    if (odds.column === 'not-allowed') continue;
    // Without a supply near, the enemy must first bring one up (or land one): half the threat.
    const backed = !odds.needsSupply || supplies.some((s) => distance(data, s, hex) <= SUPPLY_NEAR);
    const attack = near.reduce((n, a) => n + worthOf(board, a), 0);
    const defence = defenders.reduce((n, d) => n + worthOf(board, d), 0);
    const stake = held.has(hex) ? hexWorth : 0;
    let value: number;
    if (automatic(board, odds.column, defenders, options)) value = defence + stake;
    else {
      const trapped = surrounded(board, defenders, options);
      value = 0;
      for (const c of resultProbabilities(odds.column)) {
        value += c.probability * resultValue(c.result, attack, defence, trapped);
        if (c.result === 'DE' || c.result === 'DB2' || c.result === 'EX') value += c.probability * stake;
      }
    }
    if (value > 0) sum += backed ? value : value / 2;
  }
  return sum;
}
