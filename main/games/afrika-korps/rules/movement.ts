/**
 * Where a unit (or a stack moving together) may go this movement phase, and why it may not go
 * somewhere else. Rules 5 (movement), 6 (stacking), 8.1–8.3 (ZOC), 9.1 (automatic victory),
 * 13.2–13.3 and 15.1–15.2 (supply units), 17 (coast road), 18 (escarpments), 22 (Rommel).
 *
 * ## Allowance (1.3.3, 5.2, 17.1, 17.2, 22.1)
 * Every hex entered costs one movement point (MP) — the rulebook has no other terrain cost. A unit
 * has two budgets:
 *   - its movement factor (plus Rommel's bonus, below): pays for any step;
 *   - the coast-road bonus of 10 hexes (17.1): pays only for steps across a road hexside (17.2:
 *     "to use the bonus the hex must be entered through a hexside the road crosses").
 * 17.1 lets the two be mixed "in any way"; a road step is paid from the bonus while any is left,
 * which for a given path always leaves the most of the versatile budget. Check against the 17.1
 * example: a 2-2-6 moving 2 clear + 7 road + 4 clear + 3 road = 16 hexes (6 off-road, 10 road).
 *
 * ## Escarpments (18)
 *   - Entering a PLAIN escarpment hex (no road) costs 1 MP and ends the move (18.1); leaving one is
 *     normal (18.2); so at most one escarpment hex is entered per turn (18.3).
 *   - Escarpment hexes WITH the coast road are crossed without stopping along road hexsides (18.4).
 *     Crossing a non-road hexside into or out of such a hex is allowed ONCE per unit per turn
 *     (18.4.1, 18.4.2, 18.5). Research ambiguity A-25 asks whether the limit is per hex, per chain
 *     or per turn. Ruling: per unit per turn, counting HEXSIDE CROSSINGS (a non-road hexside
 *     between two road-escarpment hexes counts once), because (a) 18.5 says "not both in the
 *     same turn", (b) this reproduces all six verdicts of the §18 examples, including
 *     G24-H24-H25-H26 illegal, which a per-hex reading of 18.4.2 would allow, and (c) the G22
 *     example's note ("technically it passed from H25 to H26 without the road, but one hex's
 *     distance counts as a single move") counts one crossing, not an exit plus an entry.
 *   - Entering a road-escarpment hex across a non-road hexside does not end the move (18.4.1).
 *   - The I26 road switch (17.3.2) costs 1 extra MP and is not a non-road crossing (17.3.2 "tale
 *     costo non conta come muovere su un esagono di scarpata con strada").
 *
 * ## Coast road inside I26 (17.3)
 * I26 holds two roads that do not meet. A unit that STARTS in I26 may leave on either (17.3.1); one
 * that entered along one road and leaves along the other pays 1 extra MP (17.3.2). A unit that
 * entered I26 across a non-road hexside is on neither road and may join either. Which road
 * hexsides belong together is a data gap (see AK_SPLIT_ROADS in terrain.ts).
 *
 * ## Zones of control (5.4, 8.1, 8.3)
 *   - A unit must stop on entering an enemy ZOC (8.1) and so never moves through one (8.3).
 *   - It may not move from a hex in an enemy unit's ZOC directly into another hex in the ZOC of the
 *     SAME enemy unit (8.3). Because entering any enemy ZOC stops the move, this can only happen
 *     on the first step of a unit that starts its move in enemy ZOC: that step may go into the ZOC
 *     of a DIFFERENT enemy unit (and stop there) only if the new hex is in none of the ZOCs the
 *     unit started in — the 8.3 text, as the research explains it (§4.4, test case 13).
 *   - Fortress hexes are never in enemy ZOC (19.5), so moving past or into a fortress never stops.
 *   - Automatic victory (9.1): the ZOC of a unit under AV is ignored for the rest of the turn; other
 *     units may move through its hex but not end there (research A-26). The engine passes those
 *     units in `automaticVictory`.
 *
 * ## Enemy units (5.4, 15.1, 22.3)
 * No entering a hex with enemy combat units. Hexes holding only enemy supply units and/or Rommel
 * may be entered, passed and ended in. A combat unit moving adjacent to (or onto) a LONE enemy
 * supply unit captures it at once and goes on (15.2.1): `captures` lists them; not across
 * E18-F19/W62-X62 (15.2.1), and not a supply in a fortress unless the mover enters the fortress
 * (15.2.3).
 *
 * ## Supply units and Rommel (13.2, 13.3, 15.1, 22.4.1)
 *   - A supply unit may enter an enemy ZOC only to support an attack on that unit this turn (13.2):
 *     such destinations are legal but flagged `supportOnly`.
 *   - Supply units and Rommel, unless accompanied by a combat unit, may not move adjacent to (or
 *     onto) an enemy supply unit (13.3, 15.1). Adjacency does not count across E18-F19/W62-X62
 *     (13.3), nor for an enemy supply in a fortress (research A-36).
 *   - Rommel may not be moved into an Allied ZOC without a friendly combat unit (22.4.1; the
 *     garbled "unless there is no alternative" clause is not modelled, research A-23).
 *
 * ## Stacks (6.2, 6.3) and stacking (6.1)
 * A stack moving together moves at the movement factor of its slowest unit (6.2). Units pass
 * freely through friendly stacks (6.3). At most three combat units may END in a hex (6.1; supply
 * units and Rommel do not count). 6.3 checks the limit at the end of movement: by default a move
 * that would over-stack its destination is refused (`stacking: 'destination'`); with
 * `stacking: 'endOfPhase'` such moves are allowed and the engine checks `overstackedHexes` when
 * the phase ends (needed when a stack is thinned out after others move in).
 *
 * ## Rommel's bonus (22.1)
 * "Rommel gives all friendly units a bonus of two MP if he moves with them for two hexes; each
 * unit at most once per turn." Research ambiguity A-22 (how the two hexes count; combined with
 * the road bonus?). Ruling, as the research recommends: +1 MP per hex moved together with Rommel,
 * at most 2, once per unit per turn, and it adds to the ordinary allowance (so it combines with the
 * road bonus). For a stack moving together with Rommel the whole way this is the same as +2 MP for
 * every non-Rommel unit in it (a move of one hex never needs the bonus); the stack is still
 * limited by Rommel's own factor (12), as by any member's (6.2). For a unit that moves with
 * Rommel only part of the way, the engine grants the bonus it earned with `rommelBonus`.
 *
 * ## Continuing a move
 * Each LegalMove carries `progress` (MP and bonus left, whether the one non-road escarpment
 * crossing is used, the road it is on, whether it had to stop). Passing it back as
 * `options.progress` continues the same unit's move from its new hex, so a move may be made
 * drag by drag.
 */
import type { GameData } from '../../../../shared/games/descriptor.js';
import { isCombatUnit, unitKind, unitSpec, type Board } from './board.js';
import { refusal, type AkRefusal } from './reasons.js';
import {
  AK_SPLIT_ROADS,
  adjacent,
  hexExists,
  isFortress,
  isPlainEscarpment,
  isPlayable,
  isProhibitedHexside,
  isRoadEscarpment,
  isRoadHexside,
  neighboursOf,
  terrainOf,
} from './terrain.js';
import { pathOf, search, type Found, type Label, type Relax, type SearchContext } from './move-search.js';
import { enemyZocMap, type ZocOptions } from './zoc.js';

/** Extra hexes along the coast road (17.1). */
export const ROAD_BONUS = 10;
/** Rommel's bonus (22.1). */
export const ROMMEL_BONUS = 2;
/** Combat units per hex (6.1). */
export const STACKING_LIMIT = 3;

export type StopReason = 'zoc' | 'escarpment';

/** Where a move stands after some steps: pass it back (options.progress) to continue the move. */
export interface MoveProgress {
  /** MP left that may pay for any step (movement factor + Rommel's bonus − spent). */
  readonly normalLeft: number;
  /** Coast-road bonus left (17.1). */
  readonly roadBonusLeft: number;
  /** The one non-road crossing into/out of a road-escarpment hex is used (18.5). */
  readonly offRoadEscarpmentUsed: boolean;
  /** In a split-road hex (I26): the neighbour across whose road hexside the unit came in (17.3.2). */
  readonly roadEntry: string | null;
  /** The move had to end here. */
  readonly stopped: StopReason | null;
}

export interface MoveOptions extends ZocOptions {
  /** MP granted by Rommel (22.1), 0–2; overrides the automatic +2 for a stack that includes Rommel. */
  rommelBonus?: number;
  /** 6.1 checked on each destination (default) or left to the end of the phase (6.3). */
  stacking?: 'destination' | 'endOfPhase';
  /** Which road hexsides join inside a split-road hex (17.3); default AK_SPLIT_ROADS. */
  splitRoads?: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>>;
  /** Continue a move already begun this phase (from a previous LegalMove.progress). */
  progress?: MoveProgress;
}

export interface LegalMove {
  /** Printed hex names from the start hex to the destination, each adjacent to the next. */
  path: string[];
  /** MP left for any terrain (movement factor + Rommel's bonus − spent). */
  remaining: number;
  /** Coast-road bonus left (17.1). */
  roadBonusRemaining: number;
  /** Why the move must end here: entered an enemy ZOC (8.1) or a plain escarpment hex (18.1). */
  stop?: StopReason;
  /** Enemy units into whose ZOC the move ends: combat with them is compulsory (7.2, 8.4). */
  enemyZoc: string[];
  /** Lone enemy supply units captured on the way (15.2.1). */
  captures: string[];
  /** A supply unit ending in enemy ZOC: only if it supports an attack on those units (13.2). */
  supportOnly?: true;
  progress: MoveProgress;
}

// ---------------------------------------------------------------------------------------------
// The moving group and what it must respect

interface Mover {
  ids: string[];
  side: string;
  start: string;
  combatCount: number;
  hasCombat: boolean;
  hasSupply: boolean;
  hasRommel: boolean;
  /** Movement factor of the group, including Rommel's bonus (6.2, 22.1). */
  allowance: number;
  rommelBonus: number;
}

export interface Context extends SearchContext {
  board: Board;
  data: GameData;
  mover: Mover;
  options: MoveOptions;
  relax: Relax;
  /** Enemy ZOC: hex → enemy units exerting it. */
  zoc: ReadonlyMap<string, string[]>;
  /** Hexes with enemy combat units: 'block' (may not enter) or 'av' (all under AV: pass, don't end). */
  enemyCombat: Map<string, 'block' | 'av'>;
  /** Enemy supply units by hex, and whether they are alone (no enemy combat unit with them). */
  enemySupply: Map<string, { ids: string[]; lone: boolean }>;
  /** Friendly combat units per hex, not counting the movers. */
  friendlyCombat: Map<string, number>;
  splitRoads: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>>;
  /** ZOC sources of the start hex (8.3), empty when continuing a move. */
  startZoc: Set<string>;
}

export function moverOf(board: Board, unitIds: readonly string[], options: MoveOptions): Mover | AkRefusal {
  if (unitIds.length === 0) return refusal('unitNotOnMap', '5.1', { unit: '' });
  const first = board.units.get(unitIds[0]!);
  for (const id of unitIds) {
    const u = board.units.get(id);
    if (!u || !unitSpec(board.data, id)) return refusal('unitNotOnMap', '5.1', { unit: id });
    if (u.hex !== first!.hex || u.side !== first!.side) return refusal('notStacked', '6.2', { unit: id });
  }
  const ids = [...new Set(unitIds)];
  const kinds = ids.map((id) => unitKind(board.data, id)!);
  const hasRommel = kinds.includes('rommel');
  const others = kinds.some((k) => k !== 'rommel');
  const auto = hasRommel && others ? ROMMEL_BONUS : 0;
  const rommelBonus = Math.max(0, Math.min(ROMMEL_BONUS, options.rommelBonus ?? auto));
  let allowance = Infinity;
  for (const id of ids) {
    const spec = unitSpec(board.data, id)!;
    const own = unitKind(board.data, id) === 'rommel' ? spec.movement : spec.movement + rommelBonus;
    allowance = Math.min(allowance, own);
  }
  const combatCount = kinds.filter((k) => k === 'combat').length;
  return {
    ids,
    side: first!.side,
    start: first!.hex,
    combatCount,
    hasCombat: combatCount > 0,
    hasSupply: kinds.includes('supply'),
    hasRommel,
    allowance,
    rommelBonus,
  };
}

export function contextOf(board: Board, mover: Mover, options: MoveOptions, relax: Relax): Context {
  const data = board.data;
  const av = new Set(options.automaticVictory ?? []);
  const movers = new Set(mover.ids);
  const enemyCombat = new Map<string, 'block' | 'av'>();
  const enemySupply = new Map<string, { ids: string[]; lone: boolean }>();
  const friendlyCombat = new Map<string, number>();
  for (const [id, u] of board.units) {
    const kind = unitKind(data, id);
    if (u.side === mover.side) {
      if (kind === 'combat' && !movers.has(id)) friendlyCombat.set(u.hex, (friendlyCombat.get(u.hex) ?? 0) + 1);
      continue;
    }
    if (kind === 'combat') {
      const blocking = !av.has(id);
      if (blocking) enemyCombat.set(u.hex, 'block');
      else if (!enemyCombat.has(u.hex)) enemyCombat.set(u.hex, 'av');
    } else if (kind === 'supply') {
      const e = enemySupply.get(u.hex) ?? { ids: [], lone: true };
      e.ids.push(id);
      enemySupply.set(u.hex, e);
    }
  }
  for (const [h, e] of enemySupply) if (enemyCombat.has(h)) e.lone = false;
  const zoc = enemyZocMap(board, mover.side, options);
  const startZoc = options.progress ? new Set<string>() : new Set(zoc.get(mover.start) ?? []);
  return {
    continuing: !!options.progress,
    start: options.progress ?? { normalLeft: mover.allowance, roadBonusLeft: ROAD_BONUS, offRoadEscarpmentUsed: false, roadEntry: null, stopped: null },
    board,
    data,
    mover,
    options,
    relax,
    zoc,
    enemyCombat,
    enemySupply,
    friendlyCombat,
    splitRoads: options.splitRoads ?? AK_SPLIT_ROADS,
    startZoc,
  };
}

// ---------------------------------------------------------------------------------------------
// One step

type StepResult = { ok: true; next: Omit<Label, 'parent' | 'seq' | 'dead' | 'at'> } | { ok: false; refusal: AkRefusal };

export function zocAt(ctx: Context, hexName: string): string[] {
  return ctx.zoc.get(hexName) ?? [];
}

function roadsJoin(ctx: Context, hexName: string, a: string, b: string): boolean {
  const pairs = ctx.splitRoads[hexName];
  if (!pairs) return true;
  return pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** An enemy supply unit on or next to `hexName` that a lone supply/Rommel may not approach (13.3, 15.1). */
export function enemySupplyNear(ctx: Context, hexName: string): string | undefined {
  const here = ctx.enemySupply.get(hexName);
  if (here) return here.ids[0];
  for (const n of neighboursOf(ctx.data, hexName)) {
    const e = ctx.enemySupply.get(n);
    if (!e || isProhibitedHexside(ctx.data, hexName, n) || isFortress(ctx.data, n)) continue;
    return e.ids[0];
  }
  return undefined;
}

/** Try one step from `s` into `to`, checking every rule in the order a player would hit them. */
export function step(ctx: Context, s: MoveProgress & { hex: string }, to: string, isFirst: boolean): StepResult {
  const { data, mover, relax } = ctx;
  const from = s.hex;
  const no = (r: AkRefusal): StepResult => ({ ok: false, refusal: r });

  if (s.stopped === 'zoc') return no(refusal('zocStop', '8.1', { hex: from }));
  if (s.stopped === 'escarpment') return no(refusal('escarpmentStop', '18.1', { hex: from }));
  if (!hexExists(data, to)) return no(refusal('offMap', '5.8', { hex: to }));
  if (!adjacent(data, from, to)) return no(refusal('notAdjacent', '5.2', { from, to }));
  if (!isPlayable(data, to)) {
    const terrain = terrainOf(data, to) ?? '';
    return no(refusal('prohibitedTerrain', terrain === 'sea' ? '5.7' : '5.6', { hex: to, terrain }));
  }
  if (isProhibitedHexside(data, from, to)) return no(refusal('prohibitedHexside', '5.7', { from, to }));
  if (ctx.enemyCombat.get(to) === 'block' && !relax.enemyUnits) return no(refusal('enemyUnit', '5.4', { hex: to }));

  const zoc = relax.zocStop && relax.zocToZoc ? [] : zocAt(ctx, to);
  if (isFirst && !relax.zocToZoc) {
    const same = zoc.find((id) => ctx.startZoc.has(id));
    if (same !== undefined) return no(refusal('zocToZoc', '8.3', { from, to, hex: to, enemy: same }));
  }
  if (zoc.length > 0 && mover.hasRommel && !mover.hasCombat) return no(refusal('rommelIntoZoc', '22.4.1', { hex: to }));
  if (!mover.hasCombat) {
    const supply = enemySupplyNear(ctx, to);
    if (supply !== undefined) return no(refusal('nearEnemySupply', mover.hasSupply ? '13.3' : '15.1', { hex: to, enemy: supply }));
  }

  // Cost (5.2, 17.1, 17.2, 17.3.2) and the non-road escarpment crossing (18.4, 18.5).
  const road = isRoadHexside(data, from, to);
  const switchCost = road && s.roadEntry !== null && !roadsJoin(ctx, from, s.roadEntry, to) ? 1 : 0;
  const offRoadCrossing = !road && (isRoadEscarpment(data, from) || isRoadEscarpment(data, to));
  if (offRoadCrossing && s.offRoadEscarpmentUsed && !relax.roadside) {
    return no(refusal('escarpmentRoadside', '18.5', { from, to, hex: isRoadEscarpment(data, from) ? from : to }));
  }
  let normalLeft = s.normalLeft - switchCost;
  let roadBonusLeft = s.roadBonusLeft;
  if (road && roadBonusLeft > 0) roadBonusLeft -= 1;
  else normalLeft -= 1;
  if (normalLeft < 0 && !relax.allowance) {
    return no(refusal('beyondMovement', road ? '17.1' : '5.2', { hex: to, movement: mover.allowance, roadBonus: ROAD_BONUS }));
  }

  let stopped: StopReason | null = null;
  if (zoc.length > 0 && !relax.zocStop) stopped = 'zoc';
  else if (isPlainEscarpment(data, to) && !relax.escarpmentStop) stopped = 'escarpment';

  return {
    ok: true,
    next: {
      hex: to,
      normalLeft,
      roadBonusLeft,
      offRoadEscarpmentUsed: s.offRoadEscarpmentUsed || offRoadCrossing,
      roadEntry: road && ctx.splitRoads[to] ? from : null,
      stopped,
    },
  };
}

/** May the move end on `hexName` (5.4, 9.1, 6.1)? Entry rules were checked by step(). */
export function endRefusal(ctx: Context, hexName: string): AkRefusal | null {
  const enemy = ctx.enemyCombat.get(hexName);
  if (enemy === 'block' && !ctx.relax.enemyUnits) return refusal('enemyUnit', '5.4', { hex: hexName });
  if (enemy === 'av') return refusal('automaticVictoryHex', '9.1', { hex: hexName });
  if (ctx.options.stacking !== 'endOfPhase' && ctx.mover.combatCount > 0) {
    const count = (ctx.friendlyCombat.get(hexName) ?? 0) + ctx.mover.combatCount;
    if (count > STACKING_LIMIT) return refusal('overstacked', '6.1', { hex: hexName, count, limit: STACKING_LIMIT });
  }
  return null;
}

export function initialProgress(ctx: Context): MoveProgress {
  return ctx.start;
}

/** Lone enemy supply units a combat unit captures by moving along `path` (15.2.1, 15.2.3). */
function capturesAlong(ctx: Context, path: readonly string[]): string[] {
  if (!ctx.mover.hasCombat || ctx.enemySupply.size === 0) return [];
  const near = captureHexes(ctx);
  if (!near.size) return [];
  const out: string[] = [];
  const take = (h: string): void => {
    const e = ctx.enemySupply.get(h);
    if (e && e.lone) for (const id of e.ids) if (!out.includes(id)) out.push(id);
  };
  for (const h of path.slice(1)) {
    if (!near.has(h)) continue;
    take(h);
    for (const n of neighboursOf(ctx.data, h)) {
      if (isProhibitedHexside(ctx.data, h, n) || isFortress(ctx.data, n)) continue;
      take(n);
    }
  }
  return out;
}

/** The hexes from which a lone enemy supply unit is captured (on it, or next to it out of a fortress), once per context. */
const captureZones = new WeakMap<Context, Set<string>>();
function captureHexes(ctx: Context): Set<string> {
  let near = captureZones.get(ctx);
  if (near) return near;
  near = new Set<string>();
  for (const [h, e] of ctx.enemySupply) {
    if (!e.lone) continue;
    near.add(h);
    if (isFortress(ctx.data, h)) continue;
    for (const n of neighboursOf(ctx.data, h)) if (!isProhibitedHexside(ctx.data, h, n)) near.add(n);
  }
  captureZones.set(ctx, near);
  return near;
}

export function toLegalMove(ctx: Context, l: Label): LegalMove {
  const path = pathOf(l);
  const enemyZoc = ctx.relax.zocStop ? [] : [...zocAt(ctx, l.hex)];
  const move: LegalMove = {
    path,
    remaining: Math.max(0, l.normalLeft),
    roadBonusRemaining: l.roadBonusLeft,
    enemyZoc,
    captures: capturesAlong(ctx, path),
    progress: {
      normalLeft: l.normalLeft,
      roadBonusLeft: l.roadBonusLeft,
      offRoadEscarpmentUsed: l.offRoadEscarpmentUsed,
      roadEntry: l.roadEntry,
      stopped: l.stopped,
    },
  };
  if (l.stopped) move.stop = l.stopped;
  if (!ctx.mover.hasCombat && ctx.mover.hasSupply && enemyZoc.length > 0) move.supportOnly = true;
  return move;
}

/**
 * Legal moves whose paths and captures are worked out only for the hexes asked about: checking
 * and applying one move needs one, the whole list (a player's highlight) all of them.
 */
export interface MoveSet extends Iterable<[string, LegalMove]> {
  readonly size: number;
  has(hex: string): boolean;
  get(hex: string): LegalMove | undefined;
  keys(): IterableIterator<string>;
}

/**
 * The moves of one position: a hex is a destination when the search reaches it and the move may
 * end there. Asked about one hex (checking and applying a move), the search follows only the ways
 * that could still get there; the whole list (a player's highlight) searches everywhere once.
 */
function moveSet(ctx: Context | null): MoveSet {
  let whole: Found | null = null;
  const towards = new Map<string, Found>();
  const built = new Map<string, LegalMove>();
  let ends: string[] | null = null;
  const full = (): Found => (whole ??= search(ctx!));
  const foundFor = (hex: string): Found => {
    if (whole) return whole;
    let f = towards.get(hex);
    if (!f) towards.set(hex, (f = search(ctx!, undefined, hex)));
    return f;
  };
  const ok = (hex: string): boolean => !!ctx && hex !== ctx.mover.start && !endRefusal(ctx, hex) && foundFor(hex).bestOf(hex) !== undefined;
  // The destinations in the order the search first reached them (only when the whole list is asked for).
  const all = (): string[] => (ends ??= ctx ? full().hexes().filter((h) => h !== ctx.mover.start && !endRefusal(ctx, h)) : []);
  // The move to a hex known to be a destination (listed by all(), or checked by ok()).
  const build = (hex: string): LegalMove => {
    let m = built.get(hex);
    if (!m) built.set(hex, (m = toLegalMove(ctx!, foundFor(hex).bestOf(hex)!)));
    return m;
  };
  const get = (hex: string): LegalMove | undefined => (ok(hex) ? build(hex) : undefined);
  return {
    get size() {
      return all().length;
    },
    has: ok,
    get,
    keys: () => all()[Symbol.iterator](),
    *[Symbol.iterator]() {
      for (const h of all()) yield [h, build(h)];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Every hex the unit — or the stack of units, moving together — may end this move on, with the
 * path to it. The start hex is not listed (not moving is always allowed). Empty if the unit is not
 * on the board.
 */
export function legalMoves(board: Board, unit: string | readonly string[], options: MoveOptions = {}): Map<string, LegalMove> {
  return new Map(legalMoveSet(board, unit, options));
}

/** legalMoves(), each move's path and captures worked out when it is asked for. */
export function legalMoveSet(board: Board, unit: string | readonly string[], options: MoveOptions = {}): MoveSet {
  const mover = moverOf(board, typeof unit === 'string' ? [unit] : unit, options);
  if ('reason' in mover || options.progress?.stopped) return moveSet(null);
  return moveSet(contextOf(board, mover, options, {}));
}

/** Hexes where one side has more than three combat units (6.1), to check at the end of movement (6.3). */
export function overstackedHexes(board: Board, side: string): Map<string, string[]> {
  const byHex = new Map<string, string[]>();
  for (const [id, u] of board.units) {
    if (u.side !== side || !isCombatUnit(board.data, id)) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), id]);
  }
  return new Map([...byHex].filter(([, ids]) => ids.length > STACKING_LIMIT));
}
