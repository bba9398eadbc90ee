/**
 * Combat odds (rules 7.3, 7.4, 8.5, 8.7, 10.2, 11.1, 11.2, 14.1, 14.3, 23.1; CRT page).
 *
 * 7.3: odds = total attack factors : total defence factors, fractions always rounded in the
 * defender's favour (7:2 → 3-1, 2:7 → 1-4). CRT page: "divide the attacker's factor by the
 * defender's and round in the defender's favour: 64:20 = 3 1/5 to 1 → 3-1; 20:64 = 1 to 3 1/5 →
 * 1-4".
 *
 * Beyond the table (research ambiguity A-05). 7.4 says odds greater than 7-1 are treated as 7-1
 * and odds below 1-6 are not allowed; the note on the CRT page says ratios above 6-1 (or below
 * 1-6) mean automatic elimination; the CRT has no 7-1 column. Ruling, as the research recommends
 * and the reference (source defect "crt-phantom-7-1-column") agrees: 7-1 or more AFTER rounding
 * is automatic elimination of the defenders with no die roll ('auto-elimination', the 7-1 of 7.1
 * and 9.1); 6-1 (e.g. 13:2) is rolled; 1-7 or worse (e.g. 1:7, 2:13) is 'not-allowed' — a unit
 * forced to attack at such odds is eliminated before any other combat (7.4, 11.6).
 *
 * Defence doubling (10.2): "every unit defending in a fortress or escarpment hex has its defence
 * factor doubled, for the odds and for the attacker's losses in an exchange. The defence factor
 * is doubled WHATEVER THE TERRAIN THE ATTACKER OCCUPIES" ("indipendentemente dal terreno
 * occupato dall'attaccante"). So in Afrika Korps the doubling depends only on the defender's hex —
 * not on the hexside attacked across, nor on the attacker being below the escarpment — and it
 * applies to road-escarpment hexes as well (they are escarpment hexes). Each defender is doubled
 * by its own hex when defenders in several hexes are attacked together (11.2). Attack factors are
 * never changed by terrain (8.7).
 */
import { isCombatUnit, unitKind, unitSpec, unitsAt, type Board } from './board.js';
import { CRT_COLUMNS, type CrtColumn, type OddsColumn } from './crt.js';
import { refusal, type AkRefusal } from './reasons.js';
import { adjacent, doublesDefence, isFortress, isProhibitedHexside } from './terrain.js';

/**
 * The odds reduced in the defender's favour (7.3): `{ attacker: n, defender: 1 }` when attack ≥
 * defence, otherwise `{ attacker: 1, defender: m }`. Null when there is nothing to compare
 * (no attack factors, or no defence factors).
 */
export function reducedOdds(attack: number, defence: number): { attacker: number; defender: number } | null {
  if (!(attack > 0) || !(defence > 0)) return null;
  if (attack >= defence) return { attacker: Math.floor(attack / defence), defender: 1 };
  return { attacker: 1, defender: Math.ceil(defence / attack) };
}

/** The CRT column for these totals (7.3), or the case beyond the table (7.4, A-05). */
export function oddsColumn(attack: number, defence: number): OddsColumn {
  if (!(attack > 0)) return 'not-allowed';
  if (!(defence > 0)) return 'auto-elimination';
  const r = reducedOdds(attack, defence)!;
  if (r.attacker >= 7) return 'auto-elimination';
  if (r.defender >= 7) return 'not-allowed';
  const label = `${r.attacker}-${r.defender}`;
  if (!(CRT_COLUMNS as readonly string[]).includes(label)) throw new Error(`No CRT column ${label}`);
  return label as CrtColumn;
}

/** Odds of 1-2 or better (including automatic elimination, 9.2) need a supply unit; 1-3 or worse do not (14.1, 14.3). */
export function needsSupply(column: OddsColumn): boolean {
  if (column === 'not-allowed') return false;
  if (column === 'auto-elimination') return true;
  return CRT_COLUMNS.indexOf(column) >= CRT_COLUMNS.indexOf('1-2');
}

/** A defender's factor as counted for odds and exchanges: doubled in a fortress or escarpment hex (10.2). */
export function defenceFactor(board: Board, unitId: string): { base: number; doubled: boolean; value: number } {
  const spec = unitSpec(board.data, unitId);
  const u = board.units.get(unitId);
  const base = spec?.defence ?? 0;
  const doubled = !!u && doublesDefence(board.data, u.hex);
  return { base, doubled, value: doubled ? base * 2 : base };
}

export interface BattleOdds {
  /** Sum of the attackers' attack factors (11.1), never changed by terrain (8.7). */
  attack: number;
  /** Sum of the defenders' defence factors, each doubled by its own hex where 10.2 says (11.2). */
  defence: number;
  column: OddsColumn;
  /** Defenders whose factor was doubled (10.2). */
  doubled: string[];
  /** A supply unit within five hexes is needed (14.1, 14.3). */
  needsSupply: boolean;
}

/** The odds of one battle (no legality check: see explainBattle). */
export function battleOdds(board: Board, attackers: readonly string[], defenders: readonly string[]): BattleOdds {
  const attack = attackers.reduce((s, id) => s + (unitSpec(board.data, id)?.attack ?? 0), 0);
  let defence = 0;
  const doubled: string[] = [];
  for (const id of defenders) {
    const d = defenceFactor(board, id);
    defence += d.value;
    if (d.doubled) doubled.push(id);
  }
  const column = oddsColumn(attack, defence);
  return { attack, defence, column, doubled, needsSupply: needsSupply(column) };
}

/**
 * Why this battle may not be fought, or null. Checks the shape of ONE battle: combat units on
 * both sides (5.4, 22.4), opposing sides (7.2), every attacker adjacent to every defender (8.5)
 * and not across an all-sea/all-Qattara hexside (5.7), a fortress attacked with its whole garrison
 * (23.1), odds not worse than 1-6 (7.4, 11.6). Not checked here (they concern the whole combat
 * phase or need supply lines): compulsory attacks (8.4, 11.3), one battle per unit (11.7, 11.8),
 * supply (14), the fortress garrison's all-or-nothing attack (23.2).
 */
export function explainBattle(board: Board, attackers: readonly string[], defenders: readonly string[]): AkRefusal | null {
  if (attackers.length === 0) return refusal('noAttackers', '7.2');
  if (defenders.length === 0) return refusal('noDefenders', '7.2');
  for (const id of [...attackers, ...defenders]) {
    if (!board.units.has(id) || !unitSpec(board.data, id)) return refusal('unitNotOnMap', '7.2', { unit: id });
  }
  for (const id of [...attackers, ...defenders]) {
    if (!isCombatUnit(board.data, id)) {
      return refusal('notCombatUnit', unitKind(board.data, id) === 'rommel' ? '22.4' : '5.4', { unit: id });
    }
  }
  const side = board.units.get(attackers[0]!)!.side;
  for (const id of attackers) if (board.units.get(id)!.side !== side) return refusal('notEnemy', '7.2', { unit: id });
  for (const id of defenders) if (board.units.get(id)!.side === side) return refusal('notEnemy', '7.2', { unit: id });

  for (const a of attackers) {
    const ah = board.units.get(a)!.hex;
    for (const d of defenders) {
      const dh = board.units.get(d)!.hex;
      if (!adjacent(board.data, ah, dh)) return refusal('attackerNotAdjacent', '8.5', { attacker: a, defender: d });
      if (isProhibitedHexside(board.data, ah, dh)) return refusal('prohibitedHexside', '5.7', { from: ah, to: dh });
    }
  }
  const defenderSet = new Set(defenders);
  for (const d of defenders) {
    const dh = board.units.get(d)!.hex;
    if (!isFortress(board.data, dh)) continue;
    const garrison = unitsAt(board, dh).filter((id) => isCombatUnit(board.data, id));
    const left = garrison.find((id) => !defenderSet.has(id));
    if (left !== undefined) return refusal('fortressGarrisonSplit', '23.1', { hex: dh, unit: left });
  }
  const odds = battleOdds(board, attackers, defenders);
  if (odds.column === 'not-allowed') {
    return refusal('oddsTooLow', '7.4', { attack: odds.attack, defence: odds.defence });
  }
  return null;
}
