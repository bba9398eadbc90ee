/**
 * Why a move is refused, and a dragged path followed step by step (5–9, 17, 18, 22): the
 * explanations built on the movement search of movement.ts. A refusal names the single rule that
 * stands in the way, with the units, the hexes and the movement points a player needs to see it.
 */
import { refusal, type AkRefusal } from './reasons.js';
import { hexExists, isPlayable, mapIndex, terrainOf } from './terrain.js';
import { pathOf, search, type Label, type Relax } from './move-search.js';
import type { Board } from './board.js';
import {
  ROAD_BONUS,
  contextOf,
  endRefusal,
  enemySupplyNear,
  initialProgress,
  moverOf,
  step,
  toLegalMove,
  zocAt,
  type Context,
  type LegalMove,
  type MoveOptions,
} from './movement.js';

/**
 * Why the unit (or stack) may not make this move, or null if it may.
 *
 * `target` is either a destination (printed hex name: is there any legal way there?) or a full
 * path (start hex first: is this very path legal?). A path of just the start hex, or the start hex
 * as destination, is "not moving" and always legal.
 */
export function explainMove(
  board: Board,
  unit: string | readonly string[],
  target: string | readonly string[],
  options: MoveOptions = {},
): AkRefusal | null {
  const mover = moverOf(board, typeof unit === 'string' ? [unit] : unit, options);
  if ('reason' in mover) return mover;
  const ctx = contextOf(board, mover, options, {});
  const r = typeof target === 'string' ? explainDestination(ctx, target) : explainPath(ctx, target);
  return r && ZOC_REASONS.has(r.reason) ? blockedByZoc(ctx, r, typeof target === 'string' ? target : target[target.length - 1] ?? '') : r;
}

const ZOC_REASONS: ReadonlySet<AkRefusal['reason']> = new Set(['zocStop', 'zocToZoc']);

/** A move a zone of control blocks names the units moving and where they were going (8.1, 8.3). */
function blockedByZoc(ctx: Context, r: AkRefusal, dest: string): AkRefusal {
  return { ...r, params: { unit: ctx.mover.ids.join(', '), to: dest, ...r.params } };
}

/**
 * Follow one given path (start hex first) and say what it costs, or why it is refused: the
 * LegalMove the engine would record for a dragged path. A path of just the start hex is "not
 * moving" and gives a LegalMove with that one hex.
 */
export function followPath(
  board: Board,
  unit: string | readonly string[],
  path: readonly string[],
  options: MoveOptions = {},
): { ok: true; move: LegalMove } | { ok: false; refusal: AkRefusal } {
  const mover = moverOf(board, typeof unit === 'string' ? [unit] : unit, options);
  if ('reason' in mover) return { ok: false, refusal: mover };
  return walk(contextOf(board, mover, options, {}), path);
}

function walk(ctx: Context, path: readonly string[]): { ok: true; move: LegalMove } | { ok: false; refusal: AkRefusal } {
  if (path.length === 0 || path[0] !== ctx.mover.start) {
    return { ok: false, refusal: refusal('pathNotFromUnit', '5.2', { hex: path[0] ?? '', start: ctx.mover.start }) };
  }
  const at = (hex: string): number => mapIndex(ctx.data).tables.ids.get(hex) ?? -1;
  let cur: Label = { ...initialProgress(ctx), hex: ctx.mover.start, at: at(ctx.mover.start), parent: null, seq: 0, dead: false };
  for (let i = 1; i < path.length; i++) {
    const r = step(ctx, cur, path[i]!, i === 1 && !ctx.options.progress);
    if (!r.ok) return r.refusal.reason === 'beyondMovement' && !ctx.relax.allowance ? { ok: false, refusal: shortOf(ctx, path, r.refusal) } : r;
    cur = { ...r.next, at: at(r.next.hex), parent: cur, seq: i, dead: false };
  }
  if (path.length > 1) {
    const end = endRefusal(ctx, cur.hex);
    if (end) return { ok: false, refusal: end };
  }
  return { ok: true, move: toLegalMove(ctx, cur) };
}

/** Movement points left now, before any step of this move (5.2; the road bonus apart, 17.1). */
function pointsLeft(ctx: Context): number {
  return Math.max(0, ctx.options.progress?.normalLeft ?? ctx.mover.allowance);
}

/** A beyondMovement refusal naming the units, the hex and the movement points the whole path needs and those left (5.2, 17.1). */
function shortOf(ctx: Context, path: readonly string[], r: AkRefusal): AkRefusal {
  const costing: Context = { ...ctx, relax: { zocToZoc: true, zocStop: true, escarpmentStop: true, roadside: true, allowance: true } };
  const all = walk(costing, path);
  const left = pointsLeft(ctx);
  // A path that breaks a rule no movement point can lift (an enemy unit, the sea) is refused for that.
  if (!all.ok) return all.refusal;
  const needed = left - all.move.progress.normalLeft;
  return { ...r, params: { ...r.params, unit: ctx.mover.ids.join(', '), hex: path[path.length - 1]!, left, needed } };
}

function explainPath(ctx: Context, path: readonly string[]): AkRefusal | null {
  const r = walk(ctx, path);
  return r.ok ? null : r.refusal;
}

/** Refusals that depend only on the destination hex itself. */
function destinationRefusal(ctx: Context, dest: string): AkRefusal | null {
  const { data, mover } = ctx;
  if (!hexExists(data, dest)) return refusal('offMap', '5.8', { hex: dest });
  if (!isPlayable(data, dest)) {
    const terrain = terrainOf(data, dest) ?? '';
    return refusal('prohibitedTerrain', terrain === 'sea' ? '5.7' : '5.6', { hex: dest, terrain });
  }
  const end = endRefusal(ctx, dest);
  if (end) return end;
  if (mover.hasRommel && !mover.hasCombat && zocAt(ctx, dest).length > 0) return refusal('rommelIntoZoc', '22.4.1', { hex: dest });
  if (!mover.hasCombat) {
    const supply = enemySupplyNear(ctx, dest);
    if (supply !== undefined) return refusal('nearEnemySupply', mover.hasSupply ? '13.3' : '15.1', { hex: dest, enemy: supply });
  }
  return null;
}

function reaches(ctx: Context, relax: Relax, dest: string): Label | undefined {
  const relaxed: Context = { ...ctx, relax };
  return search(relaxed, dest).bestOf(dest);
}

function explainDestination(ctx: Context, dest: string): AkRefusal | null {
  if (dest === ctx.mover.start) return null;
  const fixed = destinationRefusal(ctx, dest);
  if (fixed) return fixed;
  if (ctx.options.progress?.stopped) {
    return ctx.options.progress.stopped === 'zoc'
      ? refusal('zocStop', '8.1', { hex: ctx.mover.start })
      : refusal('escarpmentStop', '18.1', { hex: ctx.mover.start });
  }
  if (reaches(ctx, {}, dest)) return null;

  // Which single rule stands in the way? Lift one at a time, most specific first; where the
  // real rules break the way so found, the refusal says so (the hex of the zone of control, the
  // road-escarpment hex) and names the destination as `to`.
  const blame = (relax: Relax, reasons: readonly AkRefusal['reason'][]): AkRefusal | null | undefined => {
    const l = reaches(ctx, relax, dest);
    if (!l) return undefined;
    const why = explainPath(ctx, pathOf(l));
    return why && reasons.includes(why.reason) ? { ...why, params: { ...why.params, to: dest } } : null;
  };
  const zocToZoc = blame({ zocToZoc: true }, ['zocToZoc']);
  if (zocToZoc !== undefined) return zocToZoc ?? refusal('zocToZoc', '8.3', { to: dest, hex: dest });
  const zocStop = blame({ zocStop: true }, ['zocStop']);
  if (zocStop !== undefined) return zocStop ?? refusal('zocStop', '8.3', { hex: dest, to: dest });
  // Both ways round the zones of control: the way through them breaks one or the other (8.1, 8.3).
  const zoc = blame({ zocToZoc: true, zocStop: true }, ['zocStop', 'zocToZoc']);
  if (zoc) return zoc;
  if (reaches(ctx, { escarpmentStop: true }, dest)) return refusal('escarpmentStop', '18.3', { hex: dest });
  const roadside = blame({ roadside: true }, ['escarpmentRoadside']);
  if (roadside !== undefined) return roadside ?? refusal('escarpmentRoadside', '18.5', { hex: dest, to: dest });
  const far = reaches(ctx, { allowance: true }, dest);
  if (far) {
    const left = pointsLeft(ctx);
    return refusal('beyondMovement', '5.2', { unit: ctx.mover.ids.join(', '), hex: dest, movement: ctx.mover.allowance, roadBonus: ROAD_BONUS, left, needed: left - far.normalLeft });
  }
  // Several rules at once: the first one the shortest freely-drawn path breaks.
  const all: Relax = { zocToZoc: true, zocStop: true, escarpmentStop: true, roadside: true, allowance: true };
  const free = reaches(ctx, all, dest);
  if (free) return explainPath(ctx, pathOf(free)) ?? refusal('noRoute', '5.2', { hex: dest });
  if (reaches(ctx, { ...all, enemyUnits: true }, dest)) return refusal('noRoute', '5.4', { hex: dest });
  return refusal('noRoute', '5.7', { hex: dest });
}
