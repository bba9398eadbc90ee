import type { Board } from '../rules/board.js';
import { combatUnitsAt, isCombatUnit } from '../rules/board.js';
import { adjacent, isFortress, isProhibitedHexside, neighboursOf } from '../rules/terrain.js';
import { enemyZocAt, type ZocOptions } from '../rules/zoc.js';
import { refusal, type AkRefusal } from '../rules/reasons.js';
import { explainAttackAlone, explainEscortCapture, freshAttackersOf } from './combat.js';
import { combatUnitsOnMap, other, supplyUnitsOnMap, type RulesPart, type Side } from './state.js';

/**
 * Compulsory combat across the battles of a combat phase (8.4, 11.3.1, 11.3.3, 23.2).
 *
 * Every enemy unit in whose ZOC the side in combat has a unit must be attacked (8.4, 11.3.1), and
 * a fortress garrison that attacks must attack every enemy unit next to the fortress (23.2). A
 * battle may leave some of those enemies to other battles, but only while some other unit could
 * still take them on: a battle is refused when it leaves such an enemy, which a fresh unit could
 * attack before it, with no fresh unit able to attack it after. One unit may attack every enemy it
 * is next to in one battle (8.5), so "some fresh unit next to each owed enemy that could fight it"
 * is enough for the remaining battles to exist.
 */

/** Enemy units next to a fortress (not across the all-sea or all-Qattara hexsides): what a sortie from it must attack (23.2). */
export function sortieTargets(board: Board, side: Side, fortress: string): string[] {
  return neighboursOf(board.data, fortress)
    .filter((h) => !isProhibitedHexside(board.data, fortress, h))
    .flatMap((h) => combatUnitsAt(board, h, other(side)));
}

/** The fortress a battle is fought from: the hex of an attacker standing in a fortress (23.2), if any. */
export function sortieFrom(board: Board, attackers: readonly string[]): string | undefined {
  return attackers.map((a) => board.units.get(a)?.hex ?? '').find((h) => h && isFortress(board.data, h));
}

/** Who obliges an enemy unit to be attacked: a unit in its ZOC, or a garrison that sallied from `fortress` (23.2). */
export interface Obligation {
  by: string;
  /** Set when the garrison of this fortress must attack it with its own units (option `garrisonSortie`). */
  fortress?: string;
}

/** Enemy units that must be attacked this combat phase, and what obliges it (8.4, 11.3.1, 23.2). */
export function obligedDefenders(board: Board, rules: Pick<RulesPart, 'side' | 'battles' | 'options'>, options: ZocOptions = {}, sorties: readonly string[] = []): Map<string, Obligation> {
  const out = new Map<string, Obligation>();
  for (const u of combatUnitsOnMap(board, rules.side)) {
    const hex = board.units.get(u)!.hex;
    for (const e of enemyZocAt(board, rules.side, hex, options)) if (isCombatUnit(board.data, e) && !out.has(e)) out.set(e, { by: u });
  }
  const ownUnits = (rules.options?.garrisonSortie ?? 'garrison') === 'garrison';
  const fortresses = new Set([...rules.battles.map((b) => b.fortress).filter((f): f is string => !!f), ...sorties]);
  for (const f of fortresses) {
    const garrison = combatUnitsAt(board, f, rules.side)[0] ?? f;
    for (const e of sortieTargets(board, rules.side, f)) if (!out.has(e) || ownUnits) out.set(e, { by: garrison, ...(ownUnits ? { fortress: f } : {}) });
  }
  return out;
}

const SUBSET_LIMIT = 8;

/**
 * Could some group of the side's fresh units next to `defender` (in hex `only`, if given; always
 * with unit `must`, if given) still fight a legal battle against it (or its whole hex)?
 */
export function couldBeAttacked(board: Board, rules: RulesPart, defender: string, options: ZocOptions = {}, only?: string, must?: string): boolean {
  const helpers = freshAttackersOf(board, rules, defender).filter((h) => {
    const a = board.units.get(h)!.hex;
    return (!only || a === only) && !isProhibitedHexside(board.data, a, board.units.get(defender)!.hex);
  });
  if (!helpers.length || (must && !helpers.includes(must))) return false;
  const dh = board.units.get(defender)!.hex;
  const stack = combatUnitsAt(board, dh).filter((e) => e !== defender && !rules.attacked.includes(e));
  const targets = stack.length ? [[defender], [defender, ...stack]] : [[defender]];
  // Every group of helpers when they are few (a smaller group may need no supply, 14.3), else all of them and each alone.
  // All of them first, then each alone: the usual answers, found with few supply traces.
  const groups: string[][] = [helpers, ...helpers.map((h) => [h])];
  if (helpers.length <= SUBSET_LIMIT) {
    for (let mask = (1 << helpers.length) - 2; mask > 0; mask--) if (mask & (mask - 1)) groups.push(helpers.filter((_, i) => mask & (1 << i)));
  }
  return groups.some((g) => (!must || g.includes(must)) && targets.some((t) => !explainAttackAlone(board, rules, g, t, undefined, options)));
}

/** Enemy supply units next to a unit of the side in combat. */
function escortedSuppliesNear(board: Board, rules: RulesPart, unit: string): string[] {
  const hex = board.units.get(unit)!.hex;
  return supplyUnitsOnMap(board, other(rules.side)).filter((s) => adjacent(board.data, hex, board.units.get(s)!.hex));
}

/** Enemy combat units not yet attacked whose ZOC a unit of the side in combat stands in. */
function openOwners(board: Board, rules: RulesPart, unit: string, options: ZocOptions): string[] {
  return enemyZocAt(board, rules.side, board.units.get(unit)!.hex, options).filter((e) => isCombatUnit(board.data, e) && !rules.attacked.includes(e));
}

/** The rules as they would stand once this battle is declared: its attackers have fought, its defenders been attacked. */
function afterBattle(rules: RulesPart, attackers: readonly string[], defenders: readonly string[]): RulesPart {
  return { ...rules, fought: [...rules.fought, ...attackers], attacked: [...rules.attacked, ...defenders] };
}

/**
 * Why a battle may not be declared because of the others it would make impossible: it leaves an
 * enemy that must be attacked (8.4, 11.3.1; 23.2 for a fortress sortie) with no fresh unit able to
 * attack it, where one could before. Enemies no battle could take on anyway (a unit that advanced
 * into a new ZOC, 11.8) are not held against it.
 */
export function explainObligations(board: Board, rules: RulesPart, attackers: readonly string[], defenders: readonly string[], options: ZocOptions = {}): AkRefusal | null {
  const sortie = sortieFrom(board, attackers);
  const owed = obligedDefenders(board, rules, options, sortie ? [sortie] : []);
  const before = obligedDefenders(board, rules, options);
  const after = afterBattle(rules, attackers, defenders);
  for (const [e, { by, fortress }] of [...owed].sort(([x], [y]) => (x < y ? -1 : 1))) {
    if (defenders.includes(e) || rules.attacked.includes(e)) continue;
    if (couldBeAttacked(board, after, e, options, fortress)) continue;
    const newlyOwed = !before.has(e) || (!!fortress && !before.get(e)!.fortress);
    if (!newlyOwed && !couldBeAttacked(board, rules, e, options, fortress)) continue;
    return refusal('enemyLeftUnattacked', fortress || newlyOwed ? '23.2' : '11.3.1', { unit: e, attacker: by });
  }
  // 23.2 (option `garrisonSortie` = garrison): an enemy the garrison owes an attack is fought by
  // the garrison, not taken from it by a battle without one of its units while it still could.
  for (const d of defenders) {
    const f = before.get(d)?.fortress;
    if (f && !attackers.some((a) => board.units.get(a)?.hex === f) && couldBeAttacked(board, rules, d, options, f)) return refusal('sortieTargetTaken', '23.2', { unit: d, hex: f });
  }
  // 11.3.3: a fresh unit in enemy ZOC must attack; a battle may not take every enemy it could still
  // attack and leave it none. (Left with enemies it can no longer fight at legal odds or without
  // supply, it is removed at the end of combat instead: 7.4, 11.6, 11.9 and the 9.7 example.)
  for (const u of combatUnitsOnMap(board, rules.side).sort()) {
    if (attackers.includes(u) || rules.fought.includes(u)) continue;
    const owners = openOwners(board, rules, u, options);
    if (!owners.length || owners.some((e) => !defenders.includes(e))) continue;
    // Taking an escorted supply whose escorts this battle attacks counts as its battle (15.3.2.2, the example after 15.4.2).
    if (escortedSuppliesNear(board, rules, u).some((s) => !explainEscortCapture(board, after, u, s))) continue;
    if (owners.some((e) => couldBeAttacked(board, rules, e, options, undefined, u))) return refusal('attackerLeftOut', '11.3.3', { unit: u });
  }
  return null;
}

/**
 * Battles that would discharge an owed attack now, each legal (explain-ready): for each enemy owed
 * an attack, every fresh unit next to it against it alone; for each fresh unit in enemy ZOC, it
 * (with the fresh units next to all of them) against every unattacked enemy whose ZOC it is in —
 * the battle a lone unit between two enemies must fight (8.4, 11.3.1).
 */
export function dischargingBattles(board: Board, rules: RulesPart, options: ZocOptions = {}, explain: (a: string[], d: string[]) => AkRefusal | null): { attackers: string[]; defenders: string[] }[] {
  const out: { attackers: string[]; defenders: string[] }[] = [];
  const seen = new Set<string>();
  const tryBattle = (attackers: string[], defenders: string[]) => {
    const key = `${[...attackers].sort().join(',')}|${[...defenders].sort().join(',')}`;
    if (!attackers.length || !defenders.length || seen.has(key)) return;
    seen.add(key);
    if (!explain(attackers, defenders)) out.push({ attackers, defenders });
  };
  const owed = obligedDefenders(board, rules, options);
  for (const d of [...owed.keys()].sort()) {
    if (rules.attacked.includes(d)) continue;
    tryBattle(freshAttackersOf(board, rules, d), [d]);
  }
  for (const u of combatUnitsOnMap(board, rules.side)) {
    if (rules.fought.includes(u)) continue;
    const hex = board.units.get(u)!.hex;
    const targets = enemyZocAt(board, rules.side, hex, options).filter((e) => isCombatUnit(board.data, e) && !rules.attacked.includes(e)).sort();
    if (!targets.length) continue;
    const friends = combatUnitsOnMap(board, rules.side).filter(
      (f) => f !== u && !rules.fought.includes(f) && targets.every((e) => adjacent(board.data, board.units.get(f)!.hex, board.units.get(e)!.hex)),
    );
    tryBattle([u, ...friends], targets);
    tryBattle([u], targets);
    for (const e of targets) tryBattle([u], [e]);
  }
  return out;
}
