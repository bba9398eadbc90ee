import { sideId, type GridGraph } from './grid-graph';

/**
 * The hexside tool follows a river or a road as the pointer moves, filling the gaps a quick pointer
 * leaves: a feature along the sides (a river, a ridge) goes from side to side through the corners
 * they share; a feature across the sides (a road, a railway) goes from cell to cell, marking the side
 * each step crosses.
 */

/** The sides from `from` (excluded) to `to` (included), along sides meeting at corners; [] when not connected. */
export function sidesBetween(g: GridGraph, from: string, to: string, limit = 64): string[] {
  if (from === to) return [];
  const start = g.sides.get(from);
  const goal = g.sides.get(to);
  if (!start || !goal) return [];
  const came = new Map<string, string | null>([[from, null]]);
  let ring = [from];
  for (let depth = 0; depth < limit && ring.length; depth++) {
    const next: string[] = [];
    for (const s of ring) {
      for (const v of g.sides.get(s)!.ends)
        for (const n of g.sidesAtVertex.get(v) ?? []) {
          if (came.has(n)) continue;
          came.set(n, s);
          if (n === to) return unwind(came, to);
          next.push(n);
        }
    }
    ring = next;
  }
  return [];
}

/** The sides crossed going from cell `from` to cell `to` by the fewest steps; [] when not connected. */
export function crossingsBetween(g: GridGraph, from: string, to: string, limit = 64): string[] {
  if (from === to || !g.cells.has(from) || !g.cells.has(to)) return [];
  const came = new Map<string, string | null>([[from, null]]);
  let ring = [from];
  for (let depth = 0; depth < limit && ring.length; depth++) {
    const next: string[] = [];
    for (const c of ring)
      for (const n of g.neighbours.get(c) ?? []) {
        if (came.has(n)) continue;
        came.set(n, c);
        if (n === to) {
          const path = unwind(came, to);
          return path.map((cell, i) => sideId(i === 0 ? from : path[i - 1]!, cell));
        }
        next.push(n);
      }
    ring = next;
  }
  return [];
}

function unwind(came: ReadonlyMap<string, string | null>, last: string): string[] {
  const out: string[] = [];
  for (let at: string | null = last; at !== null && came.get(at) !== null; at = came.get(at) ?? null) out.push(at);
  return out.reverse();
}

/**
 * One stroke of the hexside tool: fed the pointer's cell and nearest side as it moves, it answers the
 * sides newly reached (gaps filled), each once.
 */
export class SideTrace {
  private lastSide: string | null = null;
  private lastCell: string | null = null;
  private readonly done = new Set<string>();

  constructor(
    private readonly g: GridGraph,
    /** 'along' for features drawn on the sides (rivers), 'across' for those crossing them (roads). */
    private readonly mode: 'along' | 'across',
  ) {}

  /** The pointer is over `cell`, nearest its side `side`: the sides to add now. */
  feed(cell: string | null, side: string | null): string[] {
    const fresh: string[] = [];
    if (this.mode === 'along') {
      if (!side || side === this.lastSide) return [];
      const path = this.lastSide ? sidesBetween(this.g, this.lastSide, side) : [side];
      for (const s of path.length ? path : [side]) if (!this.done.has(s)) fresh.push(s);
      this.lastSide = side;
    } else {
      if (!cell || cell === this.lastCell) return [];
      if (this.lastCell) for (const s of crossingsBetween(this.g, this.lastCell, cell)) if (!this.done.has(s)) fresh.push(s);
      this.lastCell = cell;
    }
    for (const s of fresh) this.done.add(s);
    return fresh;
  }

  /** Every side this stroke reached. */
  get sides(): string[] {
    return [...this.done];
  }
}
