import type { Board } from '../rules/board.js';
import { combatUnitsAt, isCombatUnit, unitKind } from '../rules/board.js';
import { battleOdds, defenceFactor, explainBattle } from '../rules/odds.js';
import { isFortress, isPlayable, isProhibitedHexside, neighboursOf, adjacent, doublesDefence } from '../rules/terrain.js';
import { enemyZocAt, enemyZocMap, type ZocOptions } from '../rules/zoc.js';
import { STACKING_LIMIT } from '../rules/movement.js';
import { refusal, type AkRefusal } from '../rules/reasons.js';
import { battleSupplies, suppliesInRange } from './supply.js';
import { explainObligations, obligedDefenders } from './obligations.js';
import { zocIgnoredForSupply } from './combat-supply.js';
import { attackOf, combatUnitsOnMap, type RulesPart, type Side } from './state.js';
import type { CrtColumn, OddsColumn } from '../rules/crt.js';

/**
 * Combat in rules mode: who must fight (8.4, 11.3), who cannot and is removed before combat (7.4,
 * 11.6, 11.9), automatic victories (9.1), retreats (7.6), exchanges (7.5) and advances (16).
 */

/** Enemy units whose ZOC a unit stands in. */
function zocOwners(board: Board, side: Side, unitId: string, options: ZocOptions): string[] {
  const hex = board.units.get(unitId)!.hex;
  return enemyZocAt(board, side, hex, options).filter((e) => isCombatUnit(board.data, e));
}

export interface Owed {
  /** Units of the side in combat that stand in enemy ZOC and have not fought (8.4, 11.3.3). */
  attackers: string[];
  /** Enemy units exerting ZOC on them that have not been attacked (8.4, 11.3.1). */
  defenders: string[];
}

/** The attacks still owed this combat phase. */
export function owedAttacks(board: Board, rules: RulesPart, options: ZocOptions = {}): Owed {
  const side = rules.side;
  const fought = new Set(rules.fought);
  const attacked = new Set(rules.attacked);
  const attackers: string[] = [];
  const defenders = new Set<string>();
  for (const u of combatUnitsOnMap(board, side)) {
    const owners = zocOwners(board, side, u, options);
    if (!owners.length) continue;
    if (!fought.has(u)) attackers.push(u);
    for (const e of owners) if (!attacked.has(e)) defenders.add(e);
  }
  // 23.2: a garrison that sallied owes an attack on every enemy next to its fortress.
  for (const e of obligedDefenders(board, rules, options).keys()) if (!attacked.has(e)) defenders.add(e);
  return { attackers: attackers.sort(), defenders: [...defenders].sort() };
}

/** The side's combat units that have not fought and stand next to a defender: who could still attack it. */
export function freshAttackersOf(board: Board, rules: Pick<RulesPart, 'side' | 'fought'>, defender: string): string[] {
  const dh = board.units.get(defender)!.hex;
  return combatUnitsOnMap(board, rules.side).filter((u) => !rules.fought.includes(u) && neighboursOf(board.data, board.units.get(u)!.hex).includes(dh));
}

/**
 * Why an attack may not be made now: the battle itself (explainAttackAlone), then what it would
 * leave undone of the phase's compulsory attacks (8.4, 11.3.1, 23.2; obligations.ts).
 */
export function explainAttack(
  board: Board,
  rules: RulesPart,
  attackers: readonly string[],
  defenders: readonly string[],
  supplies: readonly string[] | undefined,
  options: ZocOptions = {},
): AkRefusal | null {
  return explainAttackAlone(board, rules, attackers, defenders, supplies, options) ?? explainObligations(board, rules, attackers, defenders, options);
}

/** Why an attack may not be made now, beyond the shape of the battle (explainBattle), taken on its own. */
export function explainAttackAlone(
  board: Board,
  rules: RulesPart,
  attackers: readonly string[],
  defenders: readonly string[],
  supplies: readonly string[] | undefined,
  options: ZocOptions = {},
): AkRefusal | null {
  if (isFortressCapture(board, defenders)) return explainFortressCapture(board, rules, attackers, defenders);
  // One battle per unit each turn (11.7, 11.8), whatever else is wrong with this one.
  for (const a of attackers) if (rules.fought.includes(a)) return refusal('alreadyFought', '11.8', { unit: a });
  // 11.7: a unit that retreated into a fortress may be attacked there a second time.
  for (const d of defenders) if (rules.attacked.includes(d) && !rules.refugees.includes(d)) return refusal('alreadyAttacked', '11.7', { unit: d });
  const counted = countedDefenders(rules, defenders);
  let shape = explainBattle(board, attackers, defenders);
  // 11.7: units that retreated into the fortress add nothing to its defence.
  if (shape?.reason === 'oddsTooLow' && counted.length < defenders.length) shape = counted.length ? explainBattle(board, attackers, counted) : null;
  if (shape) return shape;
  const side = board.units.get(attackers[0]!)!.side as Side;
  if (side !== rules.side) return refusal('notYourTurn', '3.1', { side });
  if (!counted.length) return null;
  const odds = battleOdds(board, attackers, counted);
  if (odds.needsSupply && !battleSupplies(supplyBoard(board, rules), side, attackers, zocIgnoredForSupply(rules, defenders), rules.used, supplies, options)) {
    return refusal(supplies ? 'supplyNotInRange' : 'noSupply', '14.1', { odds: odds.column });
  }
  return null;
}

/** The board a side's supply lines are traced on: supplies barred from supporting attacks this turn left out (15.4.1). */
export function supplyBoard(board: Board, rules: Pick<RulesPart, 'barred'>): Board {
  const barred = rules.barred ?? [];
  if (!barred.length) return board;
  return { data: board.data, units: new Map([...board.units].filter(([id]) => !barred.includes(id))) };
}

/**
 * 15.3.2.2: one combat unit next to an escorted enemy supply "attacks" the supply while the
 * escorts are attacked by others at 1-6 or better: the supply is captured. Only one unit may
 * capture, and it fights no other battle (it is a combat); never against a fortress. The escorts
 * must have been attacked this phase already.
 */
export function explainEscortCapture(board: Board, rules: RulesPart, unit: string, supply: string): AkRefusal | null {
  const u = board.units.get(unit);
  const s = board.units.get(supply);
  if (!u || !s) return refusal('unitNotOnMap', '15.3.2.2', { unit: !u ? unit : supply });
  if (!isCombatUnit(board.data, unit) || u.side !== rules.side) return refusal('notCombatUnit', '15.3.2.2', { unit });
  if (unitKind(board.data, supply) !== 'supply' || s.side === rules.side) return refusal('notASupply', '15.3.2.2', { unit: supply });
  if (isFortress(board.data, s.hex)) return refusal('captureInFortress', '15.3.2.2', { hex: s.hex });
  if (!adjacent(board.data, u.hex, s.hex) || isProhibitedHexside(board.data, u.hex, s.hex)) return refusal('attackerNotAdjacent', '15.3.2.2', { attacker: unit, defender: supply });
  if (rules.fought.includes(unit)) return refusal('alreadyFought', '11.8', { unit });
  const escorts = combatUnitsAt(board, s.hex).filter((e) => board.units.get(e)!.side !== rules.side);
  if (!escorts.length) return refusal('notEscorted', '15.3.2.2', { unit: supply });
  const free = escorts.find((e) => !rules.attacked.includes(e));
  if (free) return refusal('escortsNotAttacked', '15.3.2.2', { unit: free });
  return null;
}

/** The defenders whose factors count: not those that retreated into the fortress this turn (11.7, A-34). */
export function countedDefenders(rules: RulesPart, defenders: readonly string[]): string[] {
  return defenders.filter((d) => !rules.refugees.includes(d));
}

/** Defenders that are only supply units, alone in a fortress: taken by an "attack" in combat (15.2.3). */
export function isFortressCapture(board: Board, defenders: readonly string[]): boolean {
  if (!defenders.length || !defenders.every((d) => board.units.has(d) && unitKind(board.data, d) === 'supply')) return false;
  const hex = board.units.get(defenders[0]!)!.hex;
  return defenders.every((d) => board.units.get(d)!.hex === hex) && isFortress(board.data, hex) && combatUnitsAt(board, hex).length === 0;
}

function explainFortressCapture(board: Board, rules: RulesPart, attackers: readonly string[], defenders: readonly string[]): AkRefusal | null {
  if (!attackers.length) return refusal('noAttackers', '7.2');
  const hex = board.units.get(defenders[0]!)!.hex;
  const enemy = board.units.get(defenders[0]!)!.side;
  for (const a of attackers) {
    const u = board.units.get(a);
    if (!u || !isCombatUnit(board.data, a)) return refusal('notCombatUnit', '15.2.3', { unit: a });
    if (u.side === enemy) return refusal('notEnemy', '7.2', { unit: a });
    if (!adjacent(board.data, u.hex, hex) || isProhibitedHexside(board.data, u.hex, hex)) return refusal('attackerNotAdjacent', '15.2.3', { attacker: a, defender: defenders[0]! });
    if (rules.fought.includes(a)) return refusal('alreadyFought', '11.8', { unit: a });
  }
  return null;
}

/**
 * The two-hex retreats open to a unit (7.6): through playable hexes and legal hexsides, never into
 * or through enemy ZOC or enemy units (7.6.1, A-09, A-35), never back to the start hex nor the same
 * hex twice, ending in a hex where the combat units would not exceed three (7.6.1) — an end
 * one hex from the start is allowed (7.6). Returns end hex → path. The winner may not force a
 * retreat into a fortress when another end exists (11.7).
 */
export function retreatEnds(board: Board, unitId: string, from: string, options: ZocOptions = {}): Map<string, string[]> {
  const side = board.units.get(unitId)!.side as Side;
  const zoc = enemyZocMap(board, side, options);
  const enemyAt = (h: string) => combatUnitsAt(board, h).some((u) => board.units.get(u)!.side !== side);
  const ok = (a: string, b: string) => isPlayable(board.data, b) && !isProhibitedHexside(board.data, a, b) && !zoc.has(b) && !enemyAt(b);
  const ends = new Map<string, string[]>();
  for (const h1 of neighboursOf(board.data, from)) {
    if (!ok(from, h1)) continue;
    for (const h2 of neighboursOf(board.data, h1)) {
      if (h2 === from || !ok(h1, h2) || ends.has(h2)) continue;
      const there = combatUnitsAt(board, h2, side).filter((u) => u !== unitId).length;
      if (there + 1 > STACKING_LIMIT) continue;
      ends.set(h2, [from, h1, h2]);
    }
  }
  const open = [...ends.keys()].filter((h) => !isFortress(board.data, h));
  if (open.length && open.length < ends.size) for (const h of [...ends.keys()]) if (isFortress(board.data, h)) ends.delete(h);
  return ends;
}

/** No defender could survive a retreat: the 5-1 automatic victory of 9.1. */
export function surrounded(board: Board, defenders: readonly string[], options: ZocOptions = {}): boolean {
  return defenders.every((d) => retreatEnds(board, d, board.units.get(d)!.hex, options).size === 0);
}

/** Is this battle won without a roll (7.4, 9.1): 7-1 or more, or 5-1/6-1 against a surrounded defender? */
export function automatic(board: Board, column: OddsColumn, defenders: readonly string[], options: ZocOptions = {}): boolean {
  if (column === 'auto-elimination') return true;
  return (column === '5-1' || column === '6-1') && surrounded(board, defenders, options);
}

/** Can the side's units in enemy ZOC still make some legal attack (7.4, 11.6, 11.9)? Units that cannot are removed. */
export function doomedUnits(board: Board, rules: RulesPart, options: ZocOptions = {}): { unit: string; rule: string }[] {
  const side = rules.side;
  const out: { unit: string; rule: string }[] = [];
  const avAttackers = new Set(Object.values(rules.av).flat());
  for (const u of combatUnitsOnMap(board, side)) {
    if (rules.fought.includes(u) || avAttackers.has(u)) continue;
    const owners = zocOwners(board, side, u, options).filter((e) => !rules.attacked.includes(e) && !(e in rules.av));
    if (!owners.length) continue;
    // 11.6: the best it could do with every friendly unit next to a defender joining in.
    const bestColumn = (e: string): OddsColumn => {
      const eh = board.units.get(e)!.hex;
      const helpers = combatUnitsOnMap(board, side).filter((f) => adjacent(board.data, board.units.get(f)!.hex, eh) && !isProhibitedHexside(board.data, board.units.get(f)!.hex, eh) && !rules.fought.includes(f));
      return battleOdds(board, helpers, [e]).column;
    };
    if (owners.every((e) => bestColumn(e) === 'not-allowed')) {
      out.push({ unit: u, rule: '7.4' });
      continue;
    }
    if (trappedWithoutSupply(board, side, u, owners, options, rules.fought)) out.push({ unit: u, rule: '11.9' });
  }
  return out;
}

/**
 * 11.9: a unit in enemy ZOC with no supply within five hexes may only attack at 1-3 or worse
 * (14.3), and never lower its odds on purpose (14.3). Alone, the battles it could be made to fight
 * are against a whole stack (11.4 splits a stack only between several attackers) or against every
 * unit whose ZOC it stands in (`owners`) at once: if each needs supply, it is doomed.
 */
export function trappedWithoutSupply(board: Board, side: Side, u: string, owners: readonly string[], options: ZocOptions = {}, fought: readonly string[] = []): boolean {
  if (!owners.length || suppliesInRange(board, side, u, owners, options).length) return false;
  const stacks = [...new Set(owners.map((e) => board.units.get(e)!.hex))].map((h) => owners.filter((e) => board.units.get(e)!.hex === h));
  return ![owners, ...stacks].some((defs) => {
    // Alone, or joined by the weakest friends next to every defender (a unit too weak alone may
    // still reach 1-6 with help, 11.6, and stay at 1-3 or worse, needing no supply, 14.3).
    const helpers = combatUnitsOnMap(board, side)
      .filter((f) => f !== u && !fought.includes(f) && defs.every((d) => adjacent(board.data, board.units.get(f)!.hex, board.units.get(d)!.hex)))
      .sort((a, b) => attackOf(board.data, a) - attackOf(board.data, b) || (a < b ? -1 : 1));
    for (let k = 0; k <= helpers.length; k++) {
      const o = battleOdds(board, [u, ...helpers.slice(0, k)], defs);
      if (o.column === 'not-allowed') continue;
      return !o.needsSupply;
    }
    return false;
  });
}

/**
 * Automatic victories open now (9.1): enemy units against which the moving side's combat units
 * next to them reach 7-1, or 5-1 when the defender cannot retreat; every attacker within five hexes
 * of a supply (9.2, 9.6).
 */
export function automaticVictoryAgainst(board: Board, rules: RulesPart, defenders: readonly string[], attackers: readonly string[], options: ZocOptions = {}): AkRefusal | null {
  const shape = explainBattle(board, attackers, defenders);
  if (shape) return shape;
  const odds = battleOdds(board, attackers, defenders);
  const trapped = trappedOnceTaken(board, rules, defenders, options);
  if (!automatic(board, odds.column, defenders, ignoringZocOf(options, trapped))) return refusal('notAutomatic', '9.1', { odds: odds.column });
  // 9.5: a unit doomed to removal before combat cannot help win it — trapped without supply with
  // the enemies it must still attack once the defenders here are taken (the 9.7 example).
  const lost = attackers.find((a) => trapped.includes(a));
  if (lost) return refusal('doomedAttacker', '9.5', { unit: lost });
  // 9.6: an automatic victory cannot open its own supply route: unlike a battle in combat,
  // the line may not cross the defender's ZOC, which the victory lifts only for movement.
  if (!battleSupplies(supplyBoard(board, rules), rules.side, attackers, [], rules.used, undefined, withoutAvLift(options, defenders))) {
    const opened = battleSupplies(supplyBoard(board, rules), rules.side, attackers, defenders, rules.used, undefined, options);
    return refusal('noSupply', opened ? '9.6' : '9.2', { odds: odds.column });
  }
  for (const a of attackers) if (rules.fought.includes(a)) return refusal('alreadyFought', '11.8', { unit: a });
  return null;
}

/**
 * Units of the side in combat that will be lost for want of supply once `defenders` are taken
 * (11.9): left facing only enemies they could attack with supply they cannot trace. Their ZOC
 * does not close a retreat (7.4), so it does not make a defender "surrounded" (9.1, 9.7 example).
 */
export function trappedOnceTaken(board: Board, rules: RulesPart, defenders: readonly string[], options: ZocOptions = {}): string[] {
  return combatUnitsOnMap(board, rules.side).filter((u) => {
    if (rules.fought.includes(u)) return false;
    const rest = zocOwners(board, rules.side, u, options).filter((e) => !defenders.includes(e) && !rules.attacked.includes(e) && !(e in rules.av));
    return trappedWithoutSupply(board, rules.side, u, rest, options, rules.fought);
  });
}

/** ZOC options in which these units' ZOC counts again, even if an automatic victory lifted it (9.6). */
function withoutAvLift(options: ZocOptions, units: readonly string[]): ZocOptions {
  const lifted = [...(options.automaticVictory ?? [])].filter((u) => !units.includes(u));
  return { ...options, automaticVictory: lifted };
}

/** ZOC options that also ignore these units' ZOC. */
export function ignoringZocOf(options: ZocOptions, units: readonly string[]): ZocOptions {
  return units.length ? { ...options, automaticVictory: [...(options.automaticVictory ?? []), ...units] } : options;
}

/**
 * Who pays an exchange (7.5): the side with fewer factors (attack for the attacker, defence as
 * counted for the odds for the defender) loses every unit, the other at least as many factors. With
 * equal factors, whichever side loses all, the other must remove at least its whole total: both lose
 * every unit. The companion's combat calculator says the same.
 */
export function exchange(board: Board, attackers: readonly string[], defenders: readonly string[]): { loser: 'attacker' | 'defender' | 'both'; atLeast: number } {
  const odds = battleOdds(board, attackers, defenders);
  if (odds.attack === odds.defence) return { loser: 'both', atLeast: 0 };
  return odds.attack < odds.defence ? { loser: 'attacker', atLeast: odds.attack } : { loser: 'defender', atLeast: odds.defence };
}

/** Factor a unit gives up in an exchange: attack for attackers, defence (doubled where 10.2 says) for defenders. */
export function exchangeValue(board: Board, unitId: string, asAttacker: boolean): number {
  return asAttacker ? attackOf(board.data, unitId) : defenceFactor(board, unitId).value;
}

/** Whether a set of losses pays an exchange: at least the total, with no unit that could be spared. */
export function explainLosses(board: Board, pool: readonly string[], chosen: readonly string[], atLeast: number, asAttacker: boolean): AkRefusal | null {
  for (const u of chosen) if (!pool.includes(u)) return refusal('notInBattle', '7.5', { unit: u });
  if (new Set(chosen).size !== chosen.length) return refusal('notInBattle', '7.5', { unit: chosen[0] ?? '' });
  const values = chosen.map((u) => exchangeValue(board, u, asAttacker));
  const total = values.reduce((a, b) => a + b, 0);
  if (total < atLeast) return refusal('lossesTooFew', '7.5', { total, atLeast });
  const spare = values.findIndex((v) => total - v >= atLeast);
  if (spare >= 0) return refusal('lossesTooMany', '7.5', { unit: chosen[spare]!, atLeast });
  return null;
}

/**
 * Lone enemy supply units a retreating or advancing combat unit takes by passing next to them or
 * onto them (15.2.2): not across the all-sea or all-Qattara hexsides, not a supply in a fortress
 * unless the unit enters it (15.2.3), and not a supply now sustaining an attack (`protect`).
 */
export function suppliesTakenAlong(board: Board, unit: string, path: readonly string[], protect: readonly string[] = []): string[] {
  if (!isCombatUnit(board.data, unit)) return [];
  const side = board.units.get(unit)?.side;
  const out: string[] = [];
  const take = (h: string) => {
    const here = [...board.units].filter(([, u]) => u.hex === h);
    if (here.some(([id, u]) => u.side !== side && isCombatUnit(board.data, id))) return;
    for (const [id, u] of here) if (u.side !== side && unitKind(board.data, id) === 'supply' && !protect.includes(id) && !out.includes(id)) out.push(id);
  };
  for (const h of path.slice(1)) {
    take(h);
    for (const n of neighboursOf(board.data, h)) if (!isProhibitedHexside(board.data, h, n) && !isFortress(board.data, n)) take(n);
  }
  return out;
}

/** Advance after combat (16.1): only into an emptied fortress or escarpment hex. */
export function advanceAllowed(board: Board, hex: string): boolean {
  return doublesDefence(board.data, hex) && combatUnitsAt(board, hex).length === 0;
}

export const isColumn = (c: OddsColumn): c is CrtColumn => c !== 'auto-elimination' && c !== 'not-allowed';
