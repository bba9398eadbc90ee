/**
 * The movement search of movement.ts on numbered hexes (terrain.ts HexTables): every non-dominated
 * way of standing on each hex, over (hex, MP left, road bonus left, escarpment crossing, road in
 * I26). It asks exactly the questions movement.ts's step() asks, in the same order, but only
 * whether a step is legal, never why: the refusals are worked out by step() on the one path a
 * player asks about. Hexes are visited in the same order, so the same labels win (the paths and
 * what is recorded of a move are those of the string search it replaces).
 */
import type { GameData } from '../../../../shared/games/descriptor.js';
import { gridNameToHex } from '../../../../shared/hex/index.js';
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

// The zones of control and the split-road hexes by number, once per map (the ZOC maps are kept per position by zoc.ts).
const zocByNumber = new WeakMap<ReadonlyMap<string, string[]>, { t: HexTables; zoc: (readonly string[] | undefined)[] }>();
const splitByNumber = new WeakMap<object, { t: HexTables; split: Uint8Array }>();

// The enemy units and supplies by hex number of the search under way, in buffers kept from one search to the next.
let hexWork = { enemy: new Uint8Array(0), nearSupply: new Uint8Array(0) };

function numbered(ctx: SearchContext): Numbered {
  const t = mapIndex(ctx.data).tables;
  const n = t.names.length;
  let z = zocByNumber.get(ctx.zoc);
  if (z?.t !== t) {
    const zoc: (readonly string[] | undefined)[] = new Array(n);
    for (const [h, ids] of ctx.zoc) {
      const i = t.ids.get(h);
      if (i !== undefined) zoc[i] = ids;
    }
    zocByNumber.set(ctx.zoc, (z = { t, zoc }));
  }
  const zoc = z.zoc;
  if (hexWork.enemy.length < n) hexWork = { enemy: new Uint8Array(n), nearSupply: new Uint8Array(n) };
  const enemy = hexWork.enemy;
  enemy.fill(0, 0, n);
  for (const [h, e] of ctx.enemyCombat) {
    const i = t.ids.get(h);
    if (i !== undefined) enemy[i] = e === 'block' ? 1 : 2;
  }
  let nearSupply: Uint8Array | null = null;
  if (!ctx.mover.hasCombat && ctx.enemySupply.size) {
    nearSupply = hexWork.nearSupply;
    nearSupply.fill(0, 0, n);
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
  let sp = splitByNumber.get(ctx.splitRoads);
  if (sp?.t !== t) {
    const split = new Uint8Array(n);
    for (const h of Object.keys(ctx.splitRoads)) {
      const i = t.ids.get(h);
      if (i !== undefined) split[i] = 1;
    }
    splitByNumber.set(ctx.splitRoads, (sp = { t, split }));
  }
  return { t, zoc, enemy, nearSupply, split: sp.split };
}

function roadsJoin(ctx: SearchContext, hexName: string, a: string, b: string): boolean {
  const pairs = ctx.splitRoads[hexName];
  if (!pairs) return true;
  return pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

const USED = 1;
const DEAD = 8;
const stopBits = (f: number): number => (f >> 1) & 3;

/**
 * The labels being made by the search under way, as columns of numbers in buffers kept from one
 * search to the next (a search is never interrupted by another): a search makes hundreds of
 * labels, and arrays grown for each cost more in allocation and garbage collection than the
 * search itself. The search's Found copies out what it made, at its size.
 */
const work = {
  capacity: 0,
  at: new Int32Array(0),
  parent: new Int32Array(0),
  normalLeft: new Int32Array(0),
  roadBonusLeft: new Int32Array(0),
  flags: new Int32Array(0),
  entry: new Int32Array(0),
  next: new Int32Array(0),
};

function ensureCapacity(n: number): void {
  if (n <= work.capacity) return;
  const capacity = Math.max(1024, work.capacity * 2, n);
  for (const column of ['at', 'parent', 'normalLeft', 'roadBonusLeft', 'flags', 'entry', 'next'] as const) {
    const grown = new Int32Array(capacity);
    grown.set(work[column]);
    work[column] = grown;
  }
  work.capacity = capacity;
}

/** Appends a label to the work buffers; returns its number. */
function addLabel(count: number, at: number, parent: number, normalLeft: number, roadBonusLeft: number, flags: number, entry: number): number {
  ensureCapacity(count + 1);
  work.at[count] = at;
  work.parent[count] = parent;
  work.normalLeft[count] = normalLeft;
  work.roadBonusLeft[count] = roadBonusLeft;
  work.flags[count] = flags;
  work.entry[count] = entry;
  work.next[count] = -1;
  return count;
}

/**
 * Every label the search made, in the order made (label 0 is the start), as columns of numbers
 * (one buffer, copied from the search's work buffers). `Label` objects are built only for the
 * hexes a caller asks about.
 */
export class Found {
  readonly at: Int32Array;
  readonly parent: Int32Array;
  readonly normalLeft: Int32Array;
  readonly roadBonusLeft: Int32Array;
  /** bit 0: the non-road escarpment crossing is used; bits 1–2: the stop; bit 3: dead (dominated). */
  readonly flags: Int32Array;
  /** The hex number of the road entry in a split-road hex, or -1. */
  readonly entry: Int32Array;
  private order: number[] | null = null;
  private bestAt: Map<number, number> | null = null;
  private labels = new Map<number, Label>();

  constructor(
    readonly t: HexTables,
    readonly startHex: string,
    readonly count: number,
  ) {
    const all = new Int32Array(count * 6);
    const column = (k: number, from: Int32Array): Int32Array => {
      const c = all.subarray(k * count, (k + 1) * count);
      c.set(from.subarray(0, count));
      return c;
    };
    this.at = column(0, work.at);
    this.parent = column(1, work.parent);
    this.normalLeft = column(2, work.normalLeft);
    this.roadBonusLeft = column(3, work.roadBonusLeft);
    this.flags = column(4, work.flags);
    this.entry = column(5, work.entry);
  }

  /** a is better than b to end on: free before stopped, unused crossing first, most MP, first found. */
  private better(a: number, b: number): boolean {
    const sa = stopBits(this.flags[a]!) !== 0;
    const sb = stopBits(this.flags[b]!) !== 0;
    if (sa !== sb) return !sa;
    const ua = (this.flags[a]! & USED) !== 0;
    const ub = (this.flags[b]! & USED) !== 0;
    if (ua !== ub) return !ua;
    const na = this.normalLeft[a]!;
    const nb = this.normalLeft[b]!;
    if (na !== nb) return na > nb;
    const ta = na + this.roadBonusLeft[a]!;
    const tb = nb + this.roadBonusLeft[b]!;
    if (ta !== tb) return ta > tb;
    return a < b;
  }

  /** The best live label on a hex number, or -1. */
  private bestIndex(h: number): number {
    if (this.bestAt) return this.bestAt.get(h) ?? -1;
    let best = -1;
    for (let i = 0; i < this.count; i++) {
      if (this.at[i] !== h || this.flags[i]! & DEAD) continue;
      if (best < 0 || this.better(i, best)) best = i;
    }
    return best;
  }

  /** The best way of standing on a hex, or undefined when the search did not reach it. */
  bestOf(hex: string): Label | undefined {
    const h = this.t.ids.get(hex);
    if (h === undefined) return undefined;
    const i = this.bestIndex(h);
    return i < 0 ? undefined : this.label(i);
  }

  /** The hexes reached, in the order their first label was made (the start first). */
  hexes(): string[] {
    if (!this.order) {
      const order: number[] = [];
      const best = new Map<number, number>();
      for (let i = 0; i < this.count; i++) {
        const h = this.at[i]!;
        if (h < 0) continue;
        const b = best.get(h);
        if (b === undefined) order.push(h);
        if (this.flags[i]! & DEAD) {
          if (b === undefined) best.set(h, -1);
          continue;
        }
        if (b === undefined || b < 0 || this.better(i, b)) best.set(h, i);
      }
      this.order = order;
      this.bestAt = best;
    }
    return this.order.map((h) => this.t.names[h]!);
  }

  /** The label made i-th, with its parents, as an object (one object per label however often asked). */
  label(i: number): Label {
    let l = this.labels.get(i);
    if (l) return l;
    const f = this.flags[i]!;
    const p = this.parent[i]!;
    const e = this.entry[i]!;
    const at = this.at[i]!;
    l = {
      hex: at < 0 ? this.startHex : this.t.names[at]!,
      at,
      normalLeft: this.normalLeft[i]!,
      roadBonusLeft: this.roadBonusLeft[i]!,
      offRoadEscarpmentUsed: (f & USED) !== 0,
      roadEntry: e < 0 ? null : this.t.names[e]!,
      stopped: STOPS[stopBits(f)]!,
      parent: p < 0 ? null : this.label(p),
      seq: i,
      dead: (f & DEAD) !== 0,
    };
    this.labels.set(i, l);
    return l;
  }
}

/** Per map: the head label of each key's list, valid for the search whose number is stamped. */
interface KeyTable {
  head: Int32Array;
  stamp: Int32Array;
  generation: number;
}
const keyTables = new WeakMap<HexTables, KeyTable>();
/** Keys per hex: crossing used (2) × stop (3) × road entry (none, one of six neighbours, other). */
const KEYS_PER_HEX = 2 * 3 * 8;

function keyTable(t: HexTables): KeyTable {
  let k = keyTables.get(t);
  if (!k) keyTables.set(t, (k = { head: new Int32Array(t.names.length * KEYS_PER_HEX), stamp: new Int32Array(t.names.length * KEYS_PER_HEX), generation: 0 }));
  if (++k.generation > 0x7fffffff - 1) {
    k.stamp.fill(0);
    k.generation = 1;
  }
  return k;
}

/** Each numbered hex's axial coordinates, once per map (for the distance still to go). */
const coordinateTables = new WeakMap<HexTables, { q: Int32Array; r: Int32Array }>();
function coordinates(data: GameData, t: HexTables): { q: Int32Array; r: Int32Array } {
  let c = coordinateTables.get(t);
  if (!c) {
    c = { q: new Int32Array(t.names.length), r: new Int32Array(t.names.length) };
    for (let i = 0; i < t.names.length; i++) {
      const h = data.grid ? gridNameToHex(data.grid, t.names[i]!) : null;
      if (!h) throw new Error(`hex ${t.names[i]} is not on the grid`);
      c.q[i] = h.q;
      c.r[i] = h.r;
    }
    coordinateTables.set(t, c);
  }
  return c;
}

/** Which of a hex's neighbours a road entry is (1–6), 0 for none, 7 for any other hex. */
function entrySlot(t: HexTables, at: number, entry: number): number {
  if (entry < 0) return 0;
  const ns = t.neighbours[at]!;
  for (let k = 0; k < ns.length; k++) if (ns[k] === entry) return k + 1;
  return 7;
}

/**
 * Every non-dominated way of standing on each hex, by (hex, crossing used, road in I26, stop),
 * made in breadth-first order. With a `target`, stops as soon as the target hex is reached
 * (reachability questions only).
 */
export function search(ctx: SearchContext, target?: string, toward?: string): Found {
  const m = numbered(ctx);
  const { t, relax, mover } = { t: m.t, relax: ctx.relax, mover: ctx.mover };
  const startAt = t.ids.get(mover.start) ?? -1;
  const targetAt = target === undefined ? -2 : (t.ids.get(target) ?? -2);
  // Asked about one hex only: a way with fewer movement points left (the road bonus included)
  // than the hexes still between it and that hex can never get there, and is not followed. The
  // ways that do reach it are the same, found in the same order, so the same one is best.
  const towardAt = toward === undefined || relax.allowance ? -1 : (t.ids.get(toward) ?? -1);
  const xy = towardAt >= 0 ? coordinates(ctx.data, t) : null;
  const tq = xy ? xy.q[towardAt]! : 0;
  const tr = xy ? xy.r[towardAt]! : 0;
  const entryOf = (name: string | null): number => (name === null ? -1 : (t.ids.get(name) ?? -1));
  const s = ctx.start;
  const startEntry = entryOf(s.roadEntry);
  let count = 0;
  addLabel(count++, startAt, -1, s.normalLeft, s.roadBonusLeft, (s.offRoadEscarpmentUsed ? USED : 0) | (stopOf(s.stopped) << 1), startEntry);
  const done = () => new Found(t, mover.start, count);
  if (startAt < 0) return done();
  const keys = keyTable(t);
  const { head, stamp, generation } = keys;
  const keyOf = (at: number, used: number, entrySlotOf: number, stop: number): number => ((at * 2 + used) * 3 + stop) * 8 + entrySlotOf;
  const startKey = keyOf(startAt, s.offRoadEscarpmentUsed ? 1 : 0, entrySlot(t, startAt, startEntry), stopOf(s.stopped));
  head[startKey] = 0;
  stamp[startKey] = generation;
  const zocBoth = relax.zocStop && relax.zocToZoc;
  const tFlags = t.flags;
  for (let i = 0; i < count; i++) {
    const curFlags = work.flags[i]!;
    if (curFlags & DEAD || stopBits(curFlags)) continue;
    const from = work.at[i]!;
    const curNormal = work.normalLeft[i]!;
    const curBonus = work.roadBonusLeft[i]!;
    const curUsed = (curFlags & USED) !== 0;
    const curEntry = work.entry[i]!;
    const first = i === 0 && !ctx.continuing;
    const ns = t.neighbours[from]!;
    const ss = t.sides[from]!;
    for (let k = 0; k < ns.length; k++) {
      const to = ns[k]!;
      const side = ss[k]!;
      const flags = tFlags[to]!;
      // The checks of movement.ts step(), in its order (5.6–5.8, 5.4, 8.3, 22.4.1, 13.3, 15.1).
      if (!(flags & HEX_PLAYABLE) || side & SIDE_PROHIBITED) continue;
      if (m.enemy[to] === 1 && !relax.enemyUnits) continue;
      const zoc = zocBoth ? NO_ZOC : (m.zoc[to] ?? NO_ZOC);
      if (first && !relax.zocToZoc && zoc.length && zoc.some((id) => ctx.startZoc.has(id))) continue;
      if (zoc.length > 0 && mover.hasRommel && !mover.hasCombat) continue;
      if (m.nearSupply && m.nearSupply[to]) continue;
      // Cost (5.2, 17.1, 17.2, 17.3.2) and the non-road escarpment crossing (18.4, 18.5).
      const road = (side & SIDE_ROAD) !== 0;
      const switchCost = road && curEntry >= 0 && !roadsJoin(ctx, t.names[from]!, t.names[curEntry]!, t.names[to]!) ? 1 : 0;
      const offRoad = !road && ((tFlags[from]! | flags) & HEX_ROAD_ESCARPMENT) !== 0;
      if (offRoad && curUsed && !relax.roadside) continue;
      let normalLeft = curNormal - switchCost;
      let roadBonusLeft = curBonus;
      if (road && roadBonusLeft > 0) roadBonusLeft -= 1;
      else normalLeft -= 1;
      if (normalLeft < 0 && !relax.allowance) continue;
      if (xy) {
        const dq = xy.q[to]! - tq;
        const dr = xy.r[to]! - tr;
        if (normalLeft + roadBonusLeft < (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) continue;
      }
      const plainEscarpment = (flags & (HEX_ESCARPMENT | HEX_ROAD_ESCARPMENT)) === HEX_ESCARPMENT;
      const stop = zoc.length > 0 && !relax.zocStop ? STOP_ZOC : plainEscarpment && !relax.escarpmentStop ? STOP_ESCARPMENT : 0;
      const used = curUsed || offRoad;
      const entry = road && m.split[to] ? from : -1;

      const key = keyOf(to, used ? 1 : 0, entry < 0 ? 0 : entrySlot(t, to, entry), stop);
      const listed = stamp[key] === generation;
      if (listed) {
        // Some label of the key at least as good for going on (as much MP for any step, and as much in all).
        let beaten = false;
        for (let j = head[key]!; j >= 0; j = work.next[j]!) {
          const nl = work.normalLeft[j]!;
          if (nl >= normalLeft && nl + work.roadBonusLeft[j]! >= normalLeft + roadBonusLeft) {
            beaten = true;
            break;
          }
        }
        if (beaten) continue;
      }
      const label = addLabel(count++, to, i, normalLeft, roadBonusLeft, (used ? USED : 0) | (stop << 1), entry);
      if (listed) {
        // The labels the new one dominates are dead and leave the key's list.
        let prev = -1;
        for (let j = head[key]!; j >= 0; ) {
          const nj = work.next[j]!;
          const nl = work.normalLeft[j]!;
          if (normalLeft >= nl && normalLeft + roadBonusLeft >= nl + work.roadBonusLeft[j]!) {
            work.flags[j] = work.flags[j]! | DEAD;
            if (prev < 0) head[key] = nj;
            else work.next[prev] = nj;
          } else prev = j;
          j = nj;
        }
        work.next[label] = stamp[key] === generation && head[key]! >= 0 ? head[key]! : -1;
      }
      head[key] = label;
      stamp[key] = generation;
      if (to === targetAt) return done();
    }
  }
  return done();
}

export function pathOf(l: Label): string[] {
  const out: string[] = [];
  for (let n: Label | null = l; n; n = n.parent) out.push(n.hex);
  return out.reverse();
}
