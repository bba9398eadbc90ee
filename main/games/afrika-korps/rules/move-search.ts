/**
 * The movement search of movement.ts on numbered hexes (terrain.ts HexTables): every non-dominated
 * way of standing on each hex, over (hex, MP left, road bonus left, escarpment crossing, road in
 * I26). It asks exactly the questions movement.ts's step() asks, in the same order, but only
 * whether a step is legal, never why: the refusals are worked out by step() on the one path a
 * player asks about. Hexes are visited in the same order, so the same labels win (the paths and
 * what is recorded of a move are those of the string search it replaces).
 */
import type { GameData } from '../../../../shared/games/descriptor.js';
import type { MoveProgress, StopReason } from './movement.js';
import * as terrain from './terrain.js';
import { mapIndex, type HexTables } from './terrain.js';

// Local copies: an imported binding may be read through an accessor (CommonJS interop), once per step.
const HEX_FORTRESS = terrain.HEX_FORTRESS;
const HEX_ESCARPMENT = terrain.HEX_ESCARPMENT;
const HEX_PLAYABLE = terrain.HEX_PLAYABLE;
const HEX_ROAD_ESCARPMENT = terrain.HEX_ROAD_ESCARPMENT;
const SIDE_PROHIBITED = terrain.SIDE_PROHIBITED;
const SIDE_ROAD = terrain.SIDE_ROAD;

export interface Label extends MoveProgress {
  hex: string;
  /** The hex's number in the map's HexTables. */
  at: number;
  parent: Label | null;
  seq: number;
  dead: boolean;
}

/** The rules movement.ts lifts one at a time to say which one stands in the way. */
export interface Relax {
  zocToZoc?: boolean;
  zocStop?: boolean;
  escarpmentStop?: boolean;
  roadside?: boolean;
  allowance?: boolean;
  enemyUnits?: boolean;
}

/** What the search needs of movement.ts's context. */
export interface SearchContext {
  data: GameData;
  mover: { start: string; hasCombat: boolean; hasSupply: boolean; hasRommel: boolean };
  relax: Relax;
  /** Continuing a move: the first step is not the move's first (8.3). */
  continuing: boolean;
  start: MoveProgress;
  zoc: ReadonlyMap<string, string[]>;
  enemyCombat: ReadonlyMap<string, 'block' | 'av'>;
  enemySupply: ReadonlyMap<string, { ids: string[]; lone: boolean }>;
  splitRoads: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>>;
  startZoc: ReadonlySet<string>;
}

const NO_ZOC: readonly string[] = [];
const STOP_ZOC = 1;
const STOP_ESCARPMENT = 2;
const stopOf = (s: StopReason | null): number => (s === 'zoc' ? STOP_ZOC : s === 'escarpment' ? STOP_ESCARPMENT : 0);
const STOPS: readonly (StopReason | null)[] = [null, 'zoc', 'escarpment'];

/** The context by hex number: zones of control, enemy combat units, hexes a lone supply may not approach. */
interface Numbered {
  t: HexTables;
  zoc: (readonly string[] | undefined)[];
  /** 1: enemy combat units that block; 2: only units under automatic victory. */
  enemy: Uint8Array;
  /** Hexes on or next to an enemy supply unit (13.3, 15.1), for movers without a combat unit. */
  nearSupply: Uint8Array | null;
  split: Uint8Array;
}

function numbered(ctx: SearchContext): Numbered {
  const t = mapIndex(ctx.data).tables;
  const n = t.names.length;
  const zoc: (readonly string[] | undefined)[] = new Array(n);
  for (const [h, ids] of ctx.zoc) {
    const i = t.ids.get(h);
    if (i !== undefined) zoc[i] = ids;
  }
  const enemy = new Uint8Array(n);
  for (const [h, e] of ctx.enemyCombat) {
    const i = t.ids.get(h);
    if (i !== undefined) enemy[i] = e === 'block' ? 1 : 2;
  }
  let nearSupply: Uint8Array | null = null;
  if (!ctx.mover.hasCombat && ctx.enemySupply.size) {
    nearSupply = new Uint8Array(n);
    for (const h of ctx.enemySupply.keys()) {
      const i = t.ids.get(h);
      if (i === undefined) continue;
      nearSupply[i] = 1;
      // The mover is next to it unless across a prohibited hexside or the supply is in a fortress.
      if (t.flags[i]! & HEX_FORTRESS) continue;
      const ns = t.neighbours[i]!;
      const ss = t.sides[i]!;
      for (let k = 0; k < ns.length; k++) if (!(ss[k]! & SIDE_PROHIBITED)) nearSupply[ns[k]!] = 1;
    }
  }
  const split = new Uint8Array(n);
  for (const h of Object.keys(ctx.splitRoads)) {
    const i = t.ids.get(h);
    if (i !== undefined) split[i] = 1;
  }
  return { t, zoc, enemy, nearSupply, split };
}

function roadsJoin(ctx: SearchContext, hexName: string, a: string, b: string): boolean {
  const pairs = ctx.splitRoads[hexName];
  if (!pairs) return true;
  return pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** a is at least as good as b for going on: as much MP for any step, and as much in all. */
function dominates(a: MoveProgress, b: MoveProgress): boolean {
  return a.normalLeft >= b.normalLeft && a.normalLeft + a.roadBonusLeft >= b.normalLeft + b.roadBonusLeft;
}

/** Some label of the list is at least as good for going on (dominates). */
function dominated(list: readonly Label[], normalLeft: number, roadBonusLeft: number): boolean {
  for (let i = 0; i < list.length; i++) {
    const l = list[i]!;
    if (l.normalLeft >= normalLeft && l.normalLeft + l.roadBonusLeft >= normalLeft + roadBonusLeft) return true;
  }
  return false;
}

/** The list with `label` added and the labels it dominates marked dead and dropped. */
function keep(list: Label[], label: Label): Label[] {
  let beaten = false;
  for (const l of list) if (dominates(label, l)) beaten = true;
  if (!beaten) {
    list.push(label);
    return list;
  }
  const kept = list.filter((l) => {
    if (dominates(label, l)) {
      l.dead = true;
      return false;
    }
    return true;
  });
  kept.push(label);
  return kept;
}

/**
 * The labels found, by (hex, crossing used, road in I26, stop), in the order first found. With a
 * `target`, stops as soon as the target hex is reached (reachability questions only).
 */
export function search(ctx: SearchContext, target?: string): Map<number, Label[]> {
  const m = numbered(ctx);
  const { t, relax, mover } = { t: m.t, relax: ctx.relax, mover: ctx.mover };
  const n = t.names.length;
  const startAt = t.ids.get(mover.start) ?? -1;
  const targetAt = target === undefined ? -2 : (t.ids.get(target) ?? -2);
  const keyOf = (at: number, used: boolean, entry: number, stop: number): number => ((at * 2 + (used ? 1 : 0)) * (n + 1) + (entry + 1)) * 3 + stop;
  const entryOf = (name: string | null): number => (name === null ? -1 : (t.ids.get(name) ?? -1));

  const start: Label = { ...ctx.start, hex: mover.start, at: startAt, parent: null, seq: 0, dead: false };
  const labels = new Map<number, Label[]>([[keyOf(startAt, start.offRoadEscarpmentUsed, entryOf(start.roadEntry), stopOf(start.stopped)), [start]]]);
  if (startAt < 0) return labels;
  const queue: Label[] = [start];
  const zocBoth = relax.zocStop && relax.zocToZoc;
  let seq = 1;
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    if (cur.dead || cur.stopped) continue;
    const from = cur.at;
    const first = cur.parent === null && !ctx.continuing;
    const ns = t.neighbours[from]!;
    const ss = t.sides[from]!;
    for (let k = 0; k < ns.length; k++) {
      const to = ns[k]!;
      const side = ss[k]!;
      const flags = t.flags[to]!;
      // The checks of movement.ts step(), in its order (5.6–5.8, 5.4, 8.3, 22.4.1, 13.3, 15.1).
      if (!(flags & HEX_PLAYABLE) || side & SIDE_PROHIBITED) continue;
      if (m.enemy[to] === 1 && !relax.enemyUnits) continue;
      const zoc = zocBoth ? NO_ZOC : (m.zoc[to] ?? NO_ZOC);
      if (first && !relax.zocToZoc && zoc.length && zoc.some((id) => ctx.startZoc.has(id))) continue;
      if (zoc.length > 0 && mover.hasRommel && !mover.hasCombat) continue;
      if (m.nearSupply && m.nearSupply[to]) continue;
      // Cost (5.2, 17.1, 17.2, 17.3.2) and the non-road escarpment crossing (18.4, 18.5).
      const road = (side & SIDE_ROAD) !== 0;
      const switchCost = road && cur.roadEntry !== null && !roadsJoin(ctx, cur.hex, cur.roadEntry, t.names[to]!) ? 1 : 0;
      const offRoad = !road && ((t.flags[from]! | flags) & HEX_ROAD_ESCARPMENT) !== 0;
      if (offRoad && cur.offRoadEscarpmentUsed && !relax.roadside) continue;
      let normalLeft = cur.normalLeft - switchCost;
      let roadBonusLeft = cur.roadBonusLeft;
      if (road && roadBonusLeft > 0) roadBonusLeft -= 1;
      else normalLeft -= 1;
      if (normalLeft < 0 && !relax.allowance) continue;
      const plainEscarpment = (flags & (HEX_ESCARPMENT | HEX_ROAD_ESCARPMENT)) === HEX_ESCARPMENT;
      const stop = zoc.length > 0 && !relax.zocStop ? STOP_ZOC : plainEscarpment && !relax.escarpmentStop ? STOP_ESCARPMENT : 0;
      const used = cur.offRoadEscarpmentUsed || offRoad;
      const entry = road && m.split[to] ? from : -1;

      const key = keyOf(to, used, entry, stop);
      const list = labels.get(key);
      if (list && dominated(list, normalLeft, roadBonusLeft)) continue;
      const label: Label = {
        hex: t.names[to]!,
        at: to,
        normalLeft,
        roadBonusLeft,
        offRoadEscarpmentUsed: used,
        roadEntry: entry < 0 ? null : cur.hex,
        stopped: STOPS[stop]!,
        parent: cur,
        seq: seq++,
        dead: false,
      };
      if (list) labels.set(key, keep(list, label));
      else labels.set(key, [label]);
      if (to === targetAt) return labels;
      queue.push(label);
    }
  }
  return labels;
}

/** The best label per hex: free before stopped, unused crossing first, most MP, first found. */
export function bestByHex(labels: Map<number, Label[]>): Map<string, Label> {
  const best = new Map<string, Label>();
  const better = (a: Label, b: Label): boolean => {
    if (!a.stopped !== !b.stopped) return !a.stopped;
    if (a.offRoadEscarpmentUsed !== b.offRoadEscarpmentUsed) return !a.offRoadEscarpmentUsed;
    if (a.normalLeft !== b.normalLeft) return a.normalLeft > b.normalLeft;
    const ta = a.normalLeft + a.roadBonusLeft;
    const tb = b.normalLeft + b.roadBonusLeft;
    if (ta !== tb) return ta > tb;
    return a.seq < b.seq;
  };
  for (const list of labels.values()) {
    for (const l of list) {
      if (l.dead) continue;
      const b = best.get(l.hex);
      if (!b || better(l, b)) best.set(l.hex, l);
    }
  }
  return best;
}

export function pathOf(l: Label): string[] {
  const out: string[] = [];
  for (let n: Label | null = l; n; n = n.parent) out.push(n.hex);
  return out.reverse();
}
