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

/** The cells on the way from `from` (excluded) to `to` (included) by the fewest steps; [] when not connected. */
function cellPath(g: GridGraph, from: string, to: string, limit: number): string[] {
  if (from === to || !g.cells.has(from) || !g.cells.has(to)) return [];
  const came = new Map<string, string | null>([[from, null]]);
  let ring = [from];
  for (let depth = 0; depth < limit && ring.length; depth++) {
    const next: string[] = [];
    for (const c of ring)
      for (const n of g.neighbours.get(c) ?? []) {
        if (came.has(n)) continue;
        came.set(n, c);
        if (n === to) return unwind(came, to);
        next.push(n);
      }
    ring = next;
  }
  return [];
}

/** The sides crossed going from cell `from` to cell `to` by the fewest steps; [] when not connected. */
export function crossingsBetween(g: GridGraph, from: string, to: string, limit = 64): string[] {
  const path = cellPath(g, from, to, limit);
  return path.map((cell, i) => sideId(i === 0 ? from : path[i - 1]!, cell)).filter((id) => g.sides.has(id));
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

/** The cells on the way from `from` to `to` by the fewest steps, `to` included, `from` not; [] when not connected. */
export function cellsBetween(g: GridGraph, from: string, to: string, limit = 64): string[] {
  return cellPath(g, from, to, limit);
}

/**
 * The path a dragged counter has taken, cell by cell, as the pointer carried it: from the cell it
 * left, every cell it passed over (a quick pointer's gaps filled by the shortest way); going back
 * onto a cell of the path cuts the path there, so the path is what the drop would move along.
 */
export class DragPath {
  readonly cells: string[];

  constructor(
    private readonly g: GridGraph,
    start: string,
  ) {
    this.cells = [start];
  }

  /** The counter is over `cell` now; answers whether the path changed. */
  feed(cell: string | null): boolean {
    const last = this.cells[this.cells.length - 1]!;
    if (!cell || cell === last || !this.g.cells.has(cell)) return false;
    const back = this.cells.indexOf(cell);
    if (back >= 0) {
      this.cells.length = back + 1;
      return true;
    }
    // The shortest way there; a cell not connected to the last (across the join of two boards) is taken as it is.
    const found = cellPath(this.g, last, cell, 64);
    const steps = found.length ? found : [cell];
    for (const c of steps) {
      const loop = this.cells.indexOf(c);
      if (loop >= 0) this.cells.length = loop + 1;
      else this.cells.push(c);
    }
    return true;
  }
}
