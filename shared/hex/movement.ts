/**
 * Where a unit can move: a least-cost flood fill (Dijkstra's algorithm) over movement points.
 *
 * Starting from the unit's hex, we repeatedly take the cheapest not-yet-expanded arrival from a
 * priority queue and try to step from it into each of its six neighbours, in HEX_DIRECTIONS
 * order. A step is kept when the rules allow it, it fits within the movement points, and it
 * reaches the neighbour more cheaply than any way found so far. Because arrivals leave the queue
 * in order of cost, the first time a hex is expanded its cost is final.
 *
 * "Stop on entry" (e.g. entering an enemy zone of control) means a hex can be reached in two ways
 * that are not comparable by cost alone: cheaply but having to stop, or more dearly but free to go
 * on. So each hex keeps its best *free* arrival (which is expanded) and its best *stopped* arrival
 * (which is not). A free arrival at no greater cost makes a stopped one pointless.
 *
 * Determinism: ties in cost leave the queue in the order they entered it, neighbours are tried in
 * direction order, and an arrival only replaces another when strictly cheaper — so among equally
 * cheap paths the one found first wins, and the same input always gives the same paths.
 */
import { HEX_DIRECTIONS, hex, hexKey, type Hex } from './axial.js';
import { createPriorityQueue } from './priority-queue.js';

export interface MovementRules {
  /** Cost to step from `from` into adjacent `to`; null = prohibited (terrain, closed hexside, enemy unit, off the map…). Costs are > 0. */
  stepCost(from: Hex, to: Hex): number | null;
  /** Entering this hex ends movement (e.g. enemy zone of control): it is reachable but not left. */
  stopsOnEntry?(h: Hex, from: Hex): boolean;
  /** May a move end here? (e.g. stacking limits; a hex can be passed through but not ended in). Default true. */
  mayEndIn?(h: Hex): boolean;
  /** May a move leave `from` toward `to`? (e.g. no moving from one enemy ZOC hex directly to another). Default true. */
  mayLeave?(from: Hex, to: Hex, isStart: boolean): boolean;
}

export interface Reach {
  hex: Hex;
  /** Movement points spent to get here by the cheapest allowed path. */
  spent: number;
  /** movementPoints − spent (never below 0). When `stopped` is true the unit may not use it to go on. */
  remaining: number;
  /** The cheapest path, start..hex inclusive; each hex adjacent to the next. */
  path: Hex[];
  /** Movement must end here (stopsOnEntry was true for the last step of `path`). */
  stopped: boolean;
}

/** Slack for floating-point costs (e.g. thirds), so that a sum meant to equal the allowance fits. */
const EPSILON = 1e-9;

/** One way of arriving in a hex: a node of the search tree. */
interface Arrival {
  hex: Hex;
  key: string;
  spent: number;
  parent: Arrival | null;
  stopped: boolean;
  /** Order of creation: the tie-breaker between equal costs in the queue. */
  seq: number;
}

/**
 * Every hex a unit at `start` with `movementPoints` can end its move in, keyed by hexKey.
 *
 * The start hex is always included (spent 0, path [start]). Hexes where `mayEndIn` is false are
 * left out of the result but can still be moved through. Where a hex can be reached both stopping
 * and not, the cheaper arrival is reported (the free one on a tie).
 *
 * `stepCost` must return null beyond the map edge, or the search would only be bounded by
 * `movementPoints`. Throws a RangeError if it returns a cost that is not > 0.
 */
export function reachable(start: Hex, movementPoints: number, rules: MovementRules): Map<string, Reach> {
  const { stepCost, stopsOnEntry, mayEndIn, mayLeave } = rules;
  const limit = movementPoints + EPSILON;
  const free = new Map<string, Arrival>();
  const stopped = new Map<string, Arrival>();
  const queue = createPriorityQueue<Arrival>((a, b) => a.spent < b.spent || (a.spent === b.spent && a.seq < b.seq));
  let seq = 0;

  const origin: Arrival = { hex: hex(start.q, start.r), key: hexKey(start), spent: 0, parent: null, stopped: false, seq: seq++ };
  free.set(origin.key, origin);
  queue.push(origin);

  for (let cur = queue.pop(); cur; cur = queue.pop()) {
    if (free.get(cur.key) !== cur) continue; // superseded by a cheaper arrival after it was queued
    const from = cur.hex;
    const isStart = cur === origin;
    for (const d of HEX_DIRECTIONS) {
      const to = hex(from.q + d.q, from.r + d.r);
      if (mayLeave && !mayLeave.call(rules, from, to, isStart)) continue;
      const cost = stepCost.call(rules, from, to);
      if (cost === null) continue;
      if (!(cost > 0)) throw new RangeError(`stepCost must be > 0, got ${cost} from ${hexKey(from)} to ${hexKey(to)}`);
      const spent = cur.spent + cost;
      if (spent > limit) continue;

      const key = hexKey(to);
      const bestFree = free.get(key);
      if (bestFree && bestFree.spent <= spent) continue;
      const stops = stopsOnEntry ? stopsOnEntry.call(rules, to, from) : false;
      if (stops) {
        const bestStopped = stopped.get(key);
        if (bestStopped && bestStopped.spent <= spent) continue;
        stopped.set(key, { hex: to, key, spent, parent: cur, stopped: true, seq: seq++ });
      } else {
        const arrival: Arrival = { hex: to, key, spent, parent: cur, stopped: false, seq: seq++ };
        free.set(key, arrival);
        queue.push(arrival);
      }
    }
  }

  const result = new Map<string, Reach>();
  const report = (a: Arrival): void => {
    if (a !== origin && mayEndIn && !mayEndIn.call(rules, a.hex)) return;
    result.set(a.key, {
      hex: a.hex,
      spent: a.spent,
      remaining: Math.max(0, movementPoints - a.spent),
      path: pathOf(a),
      stopped: a.stopped,
    });
  };
  for (const [key, f] of free) {
    const s = stopped.get(key);
    report(s && s.spent < f.spent ? s : f);
  }
  for (const [key, s] of stopped) if (!free.has(key)) report(s);
  return result;
}

/** The hexes from the start to an arrival, following parent links back and reversing. */
function pathOf(a: Arrival): Hex[] {
  const path: Hex[] = [];
  for (let n: Arrival | null = a; n; n = n.parent) path.push(n.hex);
  return path.reverse();
}

/** The path to `target` recorded in a reachable() result (a copy), or null if it is not there. */
export function pathTo(result: Map<string, Reach>, target: Hex): Hex[] | null {
  const r = result.get(hexKey(target));
  return r ? [...r.path] : null;
}
