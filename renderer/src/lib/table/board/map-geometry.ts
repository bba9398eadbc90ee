import type { GameData } from '../../../../../shared/games/descriptor';
import {
  gridNameToHex,
  hexCorners,
  hexKey,
  hexToPixel,
  hexsideEndpoints,
  hexsideMidpoint,
  pixelToHex,
  type Hex,
  type PixelLayout,
  type Point,
} from '../../../../../shared/hex';

/**
 * The map in map coordinates (the units the board is drawn in before zoom and pan). All hex
 * maths is shared/hex; this only precomputes what drawing and hit-testing ask for every frame.
 */

/** Hex radius (centre to corner) in map units. */
export const HEX_RADIUS = 32;
/** Empty space round the map, in map units. */
const MARGIN = HEX_RADIUS * 1.5;

export interface MapHex {
  name: string;
  hex: Hex;
  centre: Point;
  corners: Point[];
  terrain: string;
}

export interface Segment {
  a: Point;
  b: Point;
}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapGeometry {
  layout: PixelLayout;
  hexes: MapHex[];
  byName: Map<string, MapHex>;
  bounds: Bounds;
  /** Map units from one hex centre to the next, across a hexside. */
  pitch: number;
  /** The printed name of the hex under a map point, if the map has one there. */
  hexAt(p: Point): MapHex | null;
  /** Road pieces: hex centre to hexside midpoint, for every road hexside. */
  roads: Segment[];
  /** Heavy edges by feature ('closed', 'qattara', …). */
  edges: Map<string, Segment[]>;
}

export function buildGeometry(data: GameData): MapGeometry {
  const grid = data.grid;
  if (!grid) throw new Error(`${data.game} has no generated map grid`);
  const provisional: PixelLayout = { orientation: grid.orientation, size: { x: HEX_RADIUS, y: HEX_RADIUS }, origin: { x: 0, y: 0 } };

  const found: { name: string; hex: Hex; terrain: string }[] = [];
  for (const [name, terrain] of Object.entries(data.terrain)) {
    const h = gridNameToHex(grid, name);
    if (h) found.push({ name, hex: h, terrain });
  }

  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const f of found) {
    for (const c of hexCorners(provisional, f.hex)) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
  }
  if (!found.length) {
    minX = minY = 0;
    maxX = maxY = HEX_RADIUS * 4;
  }
  // Shift so the map starts at (MARGIN, MARGIN).
  const layout: PixelLayout = { ...provisional, origin: { x: MARGIN - minX, y: MARGIN - minY } };
  const bounds: Bounds = { x: 0, y: 0, width: maxX - minX + 2 * MARGIN, height: maxY - minY + 2 * MARGIN };

  const hexes: MapHex[] = found.map((f) => ({
    name: f.name,
    hex: f.hex,
    centre: hexToPixel(layout, f.hex),
    corners: hexCorners(layout, f.hex),
    terrain: f.terrain,
  }));
  // Row by row, so anything drawn per hex overlaps naturally (north first).
  hexes.sort((a, b) => a.centre.y - b.centre.y || a.centre.x - b.centre.x);
  const byName = new Map(hexes.map((h) => [h.name, h]));
  const byKey = new Map(hexes.map((h) => [hexKey(h.hex), h]));

  const roads: Segment[] = [];
  const edges = new Map<string, Segment[]>();
  for (const side of data.hexsides) {
    const a = gridNameToHex(grid, side.a);
    const b = gridNameToHex(grid, side.b);
    if (!a || !b) continue;
    let ends: [Point, Point];
    try {
      ends = hexsideEndpoints(layout, a, b);
    } catch {
      continue; // not adjacent: bad data, drawn as nothing rather than as a wrong line
    }
    if (side.feature === 'road') {
      const mid = hexsideMidpoint(layout, a, b);
      roads.push({ a: hexToPixel(layout, a), b: mid }, { a: mid, b: hexToPixel(layout, b) });
    } else {
      const list = edges.get(side.feature) ?? [];
      list.push({ a: ends[0], b: ends[1] });
      edges.set(side.feature, list);
    }
  }

  const o = hexToPixel(layout, { q: 0, r: 0 });
  const e = hexToPixel(layout, { q: 1, r: 0 });
  const pitch = Math.hypot(e.x - o.x, e.y - o.y);

  return {
    layout,
    hexes,
    byName,
    bounds,
    pitch,
    roads,
    edges,
    hexAt(p) {
      const h = pixelToHex(layout, p);
      return byKey.get(hexKey(h)) ?? null;
    },
  };
}

