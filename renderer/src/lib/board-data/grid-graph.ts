/**
 * The cells of a board as a graph, worked out from their geometry alone (centres and corners), so it
 * serves any registered grid — hex or square, upright or sideways, one board or several: which cells
 * touch, the side two touching cells share (its id, its two ends) and the corners where sides meet.
 * The editor's brush, flood fill and hexside tracing walk this graph.
 */

export interface Pt {
  x: number;
  y: number;
}

/** A cell as the board's geometry gives it. */
export interface GraphCell {
  name: string;
  centre: Pt;
  corners: readonly Pt[];
}

/** A side two cells share: its id (the two names in order), the cells, and its two end corners (vertex ids). */
export interface GraphSide {
  id: string;
  a: string;
  b: string;
  ends: [number, number];
  mid: Pt;
}

/** The id of the side between two cells: both names, sorted, joined by '|'. */
export function sideId(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export interface GridGraph {
  cells: ReadonlyMap<string, GraphCell>;
  /** The cells touching each cell across a side. */
  neighbours: ReadonlyMap<string, readonly string[]>;
  sides: ReadonlyMap<string, GraphSide>;
  /** The sides of each cell. */
  sidesOf: ReadonlyMap<string, readonly string[]>;
  /** Corner points by vertex id, and the sides meeting at each vertex. */
  vertices: readonly Pt[];
  sidesAtVertex: ReadonlyMap<number, readonly string[]>;
  /** The distance between two touching cells' centres. */
  pitch: number;
}

export function buildGridGraph(list: readonly GraphCell[]): GridGraph {
  const cells = new Map(list.map((c) => [c.name, c]));
  // A cell's size: twice its farthest corner from its centre.
  const first = list[0];
  const radius = first ? Math.max(...first.corners.map((p) => Math.hypot(p.x - first.centre.x, p.y - first.centre.y))) : 1;
  const tol = radius * 0.05;

  // Corners merged into shared vertices through a hash of rounded positions.
  const vertices: Pt[] = [];
  const vertexAt = new Map<string, number>();
  const cellsAtVertex = new Map<number, string[]>();
  const bucket = (v: number) => Math.round(v / tol);
  function vertexOf(p: Pt): number {
    const bx = bucket(p.x);
    const by = bucket(p.y);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const hit = vertexAt.get(`${bx + dx},${by + dy}`);
        if (hit !== undefined) {
          const v = vertices[hit]!;
          if (Math.hypot(v.x - p.x, v.y - p.y) <= tol) return hit;
        }
      }
    vertices.push({ x: p.x, y: p.y });
    vertexAt.set(`${bx},${by}`, vertices.length - 1);
    return vertices.length - 1;
  }
  const ringOf = new Map<string, number[]>();
  for (const c of list) {
    const ring = c.corners.map(vertexOf);
    ringOf.set(c.name, ring);
    for (const v of ring) push(cellsAtVertex, v, c.name);
  }

  // Two cells sharing two consecutive corners share a side.
  const sides = new Map<string, GraphSide>();
  const sidesOf = new Map<string, string[]>();
  const neighbours = new Map<string, string[]>();
  const sidesAtVertex = new Map<number, string[]>();
  for (const c of list) {
    const ring = ringOf.get(c.name)!;
    for (let i = 0; i < ring.length; i++) {
      const v = ring[i]!;
      const w = ring[(i + 1) % ring.length]!;
      const atW = cellsAtVertex.get(w) ?? [];
      const shared = (cellsAtVertex.get(v) ?? []).filter((o) => o !== c.name && atW.includes(o));
      for (const o of shared) {
        const id = sideId(c.name, o);
        if (sides.has(id)) continue;
        const [a, b] = c.name < o ? [c.name, o] : [o, c.name];
        const pv = vertices[v]!;
        const pw = vertices[w]!;
        sides.set(id, { id, a, b, ends: [v, w], mid: { x: (pv.x + pw.x) / 2, y: (pv.y + pw.y) / 2 } });
        push(sidesOf, a, id);
        push(sidesOf, b, id);
        push(neighbours, a, b);
        push(neighbours, b, a);
        push(sidesAtVertex, v, id);
        push(sidesAtVertex, w, id);
      }
    }
  }
  let pitch = radius * Math.sqrt(3);
  for (const s of sides.values()) {
    const a = cells.get(s.a)!.centre;
    const b = cells.get(s.b)!.centre;
    pitch = Math.hypot(a.x - b.x, a.y - b.y);
    break;
  }
  joinBoards(list, neighbours, pitch);
  return { cells, neighbours, sides, sidesOf, vertices, sidesAtVertex, pitch };
}

/**
 * Cells of two boards side by side touch across the join although their corners need not meet
 * (each board's grid is registered on its own): an edge cell is joined to the cells whose centres
 * lie one cell away. Those pairs share no drawn side, only the way from one to the other.
 */
function joinBoards(list: readonly GraphCell[], neighbours: Map<string, string[]>, pitch: number): void {
  const full = Math.max(0, ...[...neighbours.values()].map((n) => n.length));
  const edge = list.filter((c) => (neighbours.get(c.name)?.length ?? 0) < full);
  const size = pitch * 1.15;
  const bucket = new Map<string, GraphCell[]>();
  const keyOf = (x: number, y: number) => `${Math.floor(x / size)},${Math.floor(y / size)}`;
  for (const c of edge) push(bucket, keyOf(c.centre.x, c.centre.y), c);
  for (const c of edge) {
    const bx = Math.floor(c.centre.x / size);
    const by = Math.floor(c.centre.y / size);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const o of bucket.get(`${bx + dx},${by + dy}`) ?? []) {
          if (o.name <= c.name) continue;
          const d = Math.hypot(o.centre.x - c.centre.x, o.centre.y - c.centre.y);
          const mine = neighbours.get(c.name) ?? [];
          if (d < pitch * 0.6 || d > size || mine.includes(o.name)) continue;
          push(neighbours, c.name, o.name);
          push(neighbours, o.name, c.name);
        }
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/** The cells within `steps` of a cell (the cell itself at 0), by walking across sides. */
export function cellsWithin(g: GridGraph, start: string, steps: number): string[] {
  if (!g.cells.has(start)) return [];
  const seen = new Set([start]);
  let ring = [start];
  for (let i = 0; i < steps && ring.length; i++) {
    const next: string[] = [];
    for (const c of ring)
      for (const n of g.neighbours.get(c) ?? [])
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
    ring = next;
  }
  return [...seen];
}

/** The contiguous cells reached from `start` through cells for which `same` holds (start included). */
export function floodFrom(g: GridGraph, start: string, same: (cell: string) => boolean): string[] {
  if (!g.cells.has(start)) return [];
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const c = queue.pop()!;
    for (const n of g.neighbours.get(c) ?? [])
      if (!seen.has(n) && same(n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return [...seen];
}

/** The side of a cell nearest a point (for the hexside tool), or null off the cell's sides. */
export function nearestSide(g: GridGraph, cell: string, p: Pt): string | null {
  let best: string | null = null;
  let dist = Infinity;
  for (const id of g.sidesOf.get(cell) ?? []) {
    const m = g.sides.get(id)!.mid;
    const d = Math.hypot(m.x - p.x, m.y - p.y);
    if (d < dist) {
      dist = d;
      best = id;
    }
  }
  return best;
}
