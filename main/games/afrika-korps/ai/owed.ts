import { battleOdds, resultProbabilities } from '../rules/index.js';
import { enemyZocAt, type ZocOptions } from '../rules/zoc.js';
import { isCombatUnit, unitSpec, type Board } from '../rules/board.js';
import type { Side } from '../play/state.js';
import { suppliesInRange } from '../play/supply.js';

/** A counter's worth: its attack and defence factors. */
function worthOf(board: Board, unit: string): number {
  const s = unitSpec(board.data, unit);
  return s && isCombatUnit(board.data, unit) ? s.attack + s.defence : 0;
}

/**
 * Each result's worth to the attacker in combat factors (7.5, 7.6: the CRT's AE, AB2, EX, DB2, DE).
 * A retreat the defender cannot make — every two-hex route blocked by units, ZOC, sea or the
 * map's edge (7.6.1) — eliminates it, so a surrounded defender's DB2 is worth its elimination.
 */
export function resultValue(result: string, attack: number, defence: number, trapped: boolean): number {
  switch (result) {
    case 'DE':
      return defence;
    case 'DB2':
      return trapped ? defence : defence * 0.35;
    case 'EX':
      return defence - Math.min(attack, defence) * 0.9;
    case 'AB2':
      return -attack * 0.25;
    case 'AE':
      return -attack;
    default:
      return 0;
  }
}

/**
 * What the attacks a side will owe cost it, in combat factors: a unit that ends its movement in an
 * enemy ZOC must attack every enemy unit exerting it (8.4), at whatever odds its neighbours give.
 * For each enemy stack, the side's units next to it and in its ZOC attack it together; the
 * expected worth of that battle from the CRT's chances (never a die). A move into an enemy ZOC
 * next to a stack it cannot beat is then seen to cost what the owed attack would lose.
 */
export function owedBattlesWorth(board: Board, side: Side, options: ZocOptions = {}): number {
  return owedBattles(board, side, options).worth;
}

/** The owed attacks' worth, and the units that owe an attack they cannot make (lost when combat ends, 8.4, 11.9). */
export function owedBattles(board: Board, side: Side, options: ZocOptions = {}): { worth: number; lost: string[] } {
  const data = board.data;
  const stacks = new Map<string, string[]>();
  for (const [id, u] of board.units) if (u.side !== side && isCombatUnit(data, id)) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), id]);
  if (!stacks.size) return { worth: 0, lost: [] };
  const mine: { id: string; zoc: Set<string> }[] = [];
  for (const [id, u] of board.units) {
    if (u.side !== side || !isCombatUnit(data, id)) continue;
    const zoc = enemyZocAt(board, side, u.hex, options);
    if (zoc.length) mine.push({ id, zoc: new Set(zoc) });
  }
  let sum = 0;
  const lost: string[] = [];
  for (const defenders of stacks.values()) {
    const attackers = mine.filter((m) => defenders.some((d) => m.zoc.has(d))).map((m) => m.id);
    if (!attackers.length) continue;
    const odds = battleOdds(board, attackers, defenders);
    const attack = attackers.reduce((n, a) => n + worthOf(board, a), 0);
    const defence = defenders.reduce((n, d) => n + worthOf(board, d), 0);
    // An attack at 1-2 or better needs every attacker within reach of a supply (14.1, 14.2), and its
    // odds may not be lowered to do without (14.3): units that owe it without supply are lost (8.4, 11.9).
    // Too weak to attack at all (worse than 1-6, 7.4): lost unless a friend can join in — often it cannot (a fortress garrison, 23.2).
    if (odds.column === 'not-allowed' || (odds.needsSupply && attackers.some((a) => !suppliesInRange(board, side, a, defenders, options).length))) {
      sum -= attack;
      lost.push(...attackers);
      continue;
    }
    for (const c of resultProbabilities(odds.column)) sum += c.probability * resultValue(c.result, attack, defence, false);
  }
  return { worth: sum, lost };
}
