/**
 * Zones of control (rules 7.1, 8.1–8.3, 9.1, 15.1, 19.5, 22.3, 23.1–23.2).
 *
 * 7.1: every COMBAT unit has a ZOC made of the six hexes adjacent to its own. Exceptions, each
 * decided here with its source:
 *   - Supply units and Rommel have no ZOC (15.1 "le unità di rifornimento non hanno ZC";
 *     22.3 "l'unità di Rommel non ha ZC").
 *   - No ZOC across an all-sea or all-Qattara hexside (7.1 names "E18-E19" as an exception; 5.7
 *     forbids movement and combat across such hexsides). The data's prohibited hexsides are E18-F19
 *     (closed) and the qattara hexsides (W62-X62 and 24 more from the reference). Research
 *     ambiguity A-02: the seed prints the sea anomaly both as E18-E19 and E18-F19; E19 is a sea
 *     hex in the data, so E18-E19 has no effect either way, and E18-F19 is the closed hexside.
 *   - No ZOC into sea or wholly-Qattara hexes (no unit can be there; 5.6, 5.7).
 *   - No ZOC INTO a fortress hex (19.5 "le unità adiacenti non esercitano una ZC in un esagono di
 *     fortezza").
 *   - No ZOC OUT of a fortress hex, by default. Research ambiguity A-10: 7.1 lists "le fortezze,
 *     ecc." as exceptions without saying in which direction; 23.1/23.2 make combat optional in both
 *     directions (neighbours of a garrison need not attack it, the garrison need not attack them),
 *     which only works if the garrison exerts no ZOC either. Ruling: both directions, as the
 *     research recommends and the reference's tournament clarification (fig. 9) agrees; switchable
 *     with `fortressZocOutward: true`.
 *   - A unit attacked at 7-1, or at 5-1 when surrounded, loses its ZOC (7.1, 9.1): the engine
 *     passes those units in `automaticVictory` for the rest of the attacker's turn.
 * A friendly ZOC never cancels an enemy ZOC (7.1): nothing here looks at the mover's own units.
 *
 * ZOC is kept PER ENEMY UNIT (not only as a union), because 8.3 forbids moving from a hex in a
 * given enemy unit's ZOC straight into another hex of that same unit's ZOC.
 */
import { isCombatUnit, type Board } from './board.js';
import { isFortress, isPlayable, isProhibitedHexside, neighboursOf } from './terrain.js';

export interface ZocOptions {
  /** Enemy units whose ZOC is ignored this turn: the targets of an automatic victory (7.1, 9.1). */
  automaticVictory?: Iterable<string>;
  /** Research A-10 switch: a unit in a fortress exerts ZOC out of it. Default false. */
  fortressZocOutward?: boolean;
}

/** Does this unit exert a ZOC at all (7.1, 15.1, 22.3, A-10, 9.1)? */
export function exertsZoc(board: Board, unitId: string, options: ZocOptions = {}): boolean {
  const u = board.units.get(unitId);
  if (!u || !isCombatUnit(board.data, unitId)) return false;
  if (options.automaticVictory && new Set(options.automaticVictory).has(unitId)) return false;
  if (!options.fortressZocOutward && isFortress(board.data, u.hex)) return false;
  return true;
}

/** The hexes into which this unit exerts its ZOC (empty if it exerts none). */
export function zocHexes(board: Board, unitId: string, options: ZocOptions = {}): string[] {
  if (!exertsZoc(board, unitId, options)) return [];
  const from = board.units.get(unitId)!.hex;
  return [...zocTargets(board, from)];
}

// Where a unit on a hex exerts its ZOC depends on the map alone: worked out once per hex.
const targetsCache = new WeakMap<object, Map<string, readonly string[]>>();

function zocTargets(board: Board, from: string): readonly string[] {
  const data = board.data;
  let byHex = targetsCache.get(data);
  if (!byHex) targetsCache.set(data, (byHex = new Map()));
  let out = byHex.get(from);
  if (!out) byHex.set(from, (out = neighboursOf(data, from).filter((n) => isPlayable(data, n) && !isFortress(data, n) && !isProhibitedHexside(data, from, n))));
  return out;
}

/** ZOC of the units `exerting` selects, hex → units (board order). */
function zocOfUnits(board: Board, exerting: (side: string) => boolean, options: ZocOptions): Map<string, string[]> {
  const negated = new Set(options.automaticVictory ?? []);
  const out = new Map<string, string[]>();
  for (const [id, u] of board.units) {
    if (!exerting(u.side) || negated.has(id)) continue;
    if (!isCombatUnit(board.data, id)) continue;
    if (!options.fortressZocOutward && isFortress(board.data, u.hex)) continue;
    for (const h of zocTargets(board, u.hex)) {
      const list = out.get(h);
      if (list) list.push(id);
      else out.set(h, [id]);
    }
  }
  return out;
}

// A board is a fixed position (its units are read-only), so its zones of control are worked out
// once per side and options, however many rules ask. Callers must not change the maps returned.
interface CachedZoc {
  /** Exerted by the units of `side` (own) or by every other side's (enemy). */
  own: boolean;
  side: string;
  zoc: ReadonlyMap<string, string[]>;
}
/** The ZOC maps of one reading (options) of a board, by the side exerting (own) or respecting them (enemy). */
interface Reading {
  own: Map<string, CachedZoc>;
  enemy: Map<string, CachedZoc>;
}
const zocCache = new WeakMap<Board, Map<string, Reading>>();

// The key of a ZOC reading (options), once per options object.
const optionKeys = new WeakMap<ZocOptions, string>();
function optionsKey(options: ZocOptions): string {
  let key = optionKeys.get(options);
  if (key === undefined) optionKeys.set(options, (key = `${options.fortressZocOutward ? 1 : 0}|${[...(options.automaticVictory ?? [])].join(',')}`));
  return key;
}

function readingOf(board: Board, key: string): Reading {
  let byKey = zocCache.get(board);
  if (!byKey) zocCache.set(board, (byKey = new Map()));
  let reading = byKey.get(key);
  if (!reading) byKey.set(key, (reading = { own: new Map(), enemy: new Map() }));
  return reading;
}

function cachedZoc(board: Board, own: boolean, side: string, options: ZocOptions): ReadonlyMap<string, string[]> {
  const reading = readingOf(board, optionsKey(options));
  const bySide = own ? reading.own : reading.enemy;
  let cached = bySide.get(side);
  if (!cached) bySide.set(side, (cached = { own, side, zoc: zocOfUnits(board, own ? (s) => s === side : (s) => s !== side, options) }));
  return cached.zoc;
}

/**
 * A board made from `from` by moving or removing counters (play/state.ts) takes over the zones of
 * control `from` has worked out whose exerting units did not change: those of every side other
 * than `changedCombatSides` (a side's moves leave its enemy's ZOC as it was).
 */
export function inheritZoc(board: Board, from: Board, changedCombatSides: ReadonlySet<string>): void {
  const theirs = zocCache.get(from);
  if (!theirs) return;
  for (const [key, reading] of theirs) {
    for (const cached of [...reading.own.values(), ...reading.enemy.values()]) {
      let changed = false;
      for (const s of changedCombatSides) if (cached.own ? s === cached.side : s !== cached.side) changed = true;
      if (changed) continue;
      const ours = readingOf(board, key);
      const bySide = cached.own ? ours.own : ours.enemy;
      if (!bySide.has(cached.side)) bySide.set(cached.side, cached);
    }
  }
}

/**
 * Every hex into which the units of `side` exert ZOC, with those units (board order). This is the
 * ZOC `side`'s opponents must respect when they move.
 */
export function zocMap(board: Board, side: string, options: ZocOptions = {}): ReadonlyMap<string, string[]> {
  return cachedZoc(board, true, side, options);
}

/**
 * The ZOC a unit of `side` must respect: hexes into which units of any OTHER side exert ZOC,
 * with those enemy units (board order).
 */
export function enemyZocMap(board: Board, side: string, options: ZocOptions = {}): ReadonlyMap<string, string[]> {
  return cachedZoc(board, false, side, options);
}

/** Enemy units (of any side other than `side`) whose ZOC covers `hexName` (board order). */
export function enemyZocAt(board: Board, side: string, hexName: string, options: ZocOptions = {}): string[] {
  // The ZOC map holds the very units a scan of the hex's neighbours finds (zocTargets is symmetric).
  return [...(enemyZocMap(board, side, options).get(hexName) ?? [])];
}

/**
 * True when `hexName` lies in the ZOC of some enemy of `side`: read off the enemy's ZOC map when
 * the board has it, else asked of the hex's neighbours alone (one hex does not need the whole map).
 */
export function inEnemyZoc(board: Board, side: string, hexName: string, options: ZocOptions = {}): boolean {
  const known = zocCache.get(board)?.get(optionsKey(options))?.enemy.get(side);
  return known ? known.zoc.has(hexName) : enemyZocReaches(board, side, hexName, options);
}

/** What zocOfUnits() would say of one hex: an enemy combat unit exerting ZOC stands next to it, and its ZOC enters it. */
function enemyZocReaches(board: Board, side: string, hexName: string, options: ZocOptions): boolean {
  const data = board.data;
  // zocTargets(): ZOC enters only playable hexes that are not fortresses, never across a prohibited hexside.
  if (!isPlayable(data, hexName) || isFortress(data, hexName)) return false;
  const around = neighboursOf(data, hexName).filter((n) => !isProhibitedHexside(data, hexName, n));
  if (!around.length) return false;
  const negated = negatedBy(options);
  for (const [id, u] of board.units) {
    if (u.side === side || !around.includes(u.hex) || negated.has(id) || !isCombatUnit(data, id)) continue;
    if (!options.fortressZocOutward && isFortress(data, u.hex)) continue;
    return true;
  }
  return false;
}

const negatedSets = new WeakMap<ZocOptions, ReadonlySet<string>>();
function negatedBy(options: ZocOptions): ReadonlySet<string> {
  let set = negatedSets.get(options);
  if (!set) negatedSets.set(options, (set = new Set(options.automaticVictory ?? [])));
  return set;
}
