import type { GameData, Place, TerrainType } from '../../../../../shared/games/descriptor';
import { belowStack } from './stacking';
import { artHoles, type ArtHole } from './sea-holes';
import { mix } from './colour';
import { HEX_RADIUS, type Bounds, type MapGeometry, type MapHex, type Segment } from './map-geometry';

/**
 * Our own art for a hex map, drawn from data onto a 2D canvas in map coordinates: terrain fills and
 * patterns, the hex grid, heavy hexsides, roads, places and their names. Called by the board's
 * terrain layer (cached as one bitmap, or drawn live for the visible hexes when zoomed right in)
 * and by the overview map.
 */

export const MAP_PAPER = '#efe5c8';
const GRID_INK = 'rgb(70 55 25 / 0.30)';
const ROAD_CASING = '#4a2a17';
const ROAD_FILL = '#d9482b';
const EDGE_STYLE: Record<string, { colour: string; width: number }> = {
  closed: { colour: '#1f3b57', width: 4.5 },
  qattara: { colour: '#5a3b1c', width: 4.5 },
};
const DEFAULT_EDGE = { colour: '#2c2418', width: 4 };
const LABEL_FONT = "'Iowan Old Style', 'Palatino Linotype', Palatino, 'URW Palladio L', P052, Georgia, 'DejaVu Serif', serif";
const SANS_FONT = "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif";

/** Pattern tiles: drawn at TILE_SCALE× so they stay sharp in the cached bitmap when zoomed in. */
const TILE = 16;
const TILE_SCALE = 4;
const patterns = new Map<string, CanvasPattern | null>();

function patternFor(ctx: CanvasRenderingContext2D, type: TerrainType): CanvasPattern | null {
  if (type.pattern === 'none') return null;
  const key = `${type.pattern}|${type.fill}`;
  if (patterns.has(key)) return patterns.get(key) ?? null;
  const tile = document.createElement('canvas');
  tile.width = tile.height = TILE * TILE_SCALE;
  const t = tile.getContext('2d');
  let pattern: CanvasPattern | null = null;
  if (t) {
    t.scale(TILE_SCALE, TILE_SCALE);
    drawTile(t, type.pattern, mix(type.fill, '#1b140a', 0.42));
    pattern = ctx.createPattern(tile, 'repeat');
    pattern?.setTransform(new DOMMatrix().scaleSelf(1 / TILE_SCALE, 1 / TILE_SCALE));
  }
  patterns.set(key, pattern);
  return pattern;
}

function drawTile(t: CanvasRenderingContext2D, kind: TerrainType['pattern'], ink: string): void {
  t.strokeStyle = ink;
  t.fillStyle = ink;
  t.lineCap = 'round';
  t.lineJoin = 'round';
  switch (kind) {
    case 'dots': {
      // Sand stipple: two offset dots per tile.
      for (const [x, y, r] of [
        [4, 4, 0.7],
        [12, 12, 0.7],
        [11, 4.5, 0.45],
        [3.5, 11.5, 0.45],
      ] as const) {
        t.beginPath();
        t.arc(x, y, r, 0, Math.PI * 2);
        t.fill();
      }
      break;
    }
    case 'hatch': {
      t.lineWidth = 0.8;
      t.beginPath();
      for (const o of [-16, -8, 0, 8, 16]) {
        t.moveTo(o, 16);
        t.lineTo(o + 16, 0);
      }
      t.stroke();
      break;
    }
    case 'ridge': {
      // Escarpment hachures: short combs hanging from a ridge line.
      t.lineWidth = 1.1;
      t.beginPath();
      t.moveTo(1, 5);
      t.quadraticCurveTo(8, 1.5, 15, 5);
      for (const x of [3, 6, 9, 12]) {
        const y = 5 - 2.4 * Math.sin((Math.PI * (x - 1)) / 14);
        t.moveTo(x, y);
        t.lineTo(x - 0.4, y + 3.2);
      }
      t.stroke();
      t.lineWidth = 0.8;
      t.beginPath();
      t.moveTo(9, 12.5);
      t.quadraticCurveTo(12.5, 10.5, 16, 12.5);
      t.moveTo(0, 12.5);
      t.quadraticCurveTo(1.5, 11.8, 3, 12.5);
      t.stroke();
      break;
    }
    case 'waves': {
      t.lineWidth = 0.9;
      t.beginPath();
      for (const [x0, y] of [
        [1, 5],
        [9, 13],
      ] as const) {
        t.moveTo(x0, y);
        t.quadraticCurveTo(x0 + 1.5, y - 1.8, x0 + 3, y);
        t.quadraticCurveTo(x0 + 4.5, y + 1.8, x0 + 6, y);
      }
      t.stroke();
      break;
    }
    case 'marsh': {
      t.lineWidth = 0.9;
      t.beginPath();
      for (const [x, y] of [
        [4, 6],
        [12, 13],
      ] as const) {
        t.moveTo(x - 3, y);
        t.lineTo(x + 3, y);
        t.moveTo(x, y);
        t.lineTo(x, y - 3);
        t.moveTo(x - 1.8, y);
        t.lineTo(x - 2.4, y - 2.2);
        t.moveTo(x + 1.8, y);
        t.lineTo(x + 2.4, y - 2.2);
      }
      t.stroke();
      break;
    }
    case 'none':
      break;
  }
}

/** The holes of each map's art, found once (see sea-holes.ts). */
const holesOf = new WeakMap<MapGeometry, ArtHole[]>();

function visible(h: Pick<MapHex, 'centre'>, view: Bounds | null): boolean {
  if (!view) return true;
  const r = HEX_RADIUS * 1.2;
  return h.centre.x + r >= view.x && h.centre.x - r <= view.x + view.width && h.centre.y + r >= view.y && h.centre.y - r <= view.y + view.height;
}

function segVisible(s: Segment, view: Bounds | null): boolean {
  if (!view) return true;
  const m = HEX_RADIUS;
  const x0 = Math.min(s.a.x, s.b.x) - m;
  const x1 = Math.max(s.a.x, s.b.x) + m;
  const y0 = Math.min(s.a.y, s.b.y) - m;
  const y1 = Math.max(s.a.y, s.b.y) + m;
  return x1 >= view.x && x0 <= view.x + view.width && y1 >= view.y && y0 <= view.y + view.height;
}

function hexPath(ctx: CanvasRenderingContext2D, h: Pick<MapHex, 'corners'>): void {
  const [first, ...rest] = h.corners;
  if (!first) return;
  ctx.moveTo(first.x, first.y);
  for (const c of rest) ctx.lineTo(c.x, c.y);
  ctx.closePath();
}

export interface TerrainDrawOptions {
  /** Only hexes and features meeting this map rectangle are drawn; null draws everything. */
  view: Bounds | null;
  /** Draw place names (the overview map leaves them out). */
  labels: boolean;
  /** Draw the hex grid lines. */
  grid: boolean;
}

export function drawTerrain(ctx: CanvasRenderingContext2D, geo: MapGeometry, data: GameData, opts: TerrainDrawOptions): void {
  const { view } = opts;
  const types = new Map(data.terrainTypes.map((t) => [t.id, t]));

  // The map sheet.
  ctx.fillStyle = MAP_PAPER;
  ctx.fillRect(geo.bounds.x, geo.bounds.y, geo.bounds.width, geo.bounds.height);

  // Terrain: one path per type, filled, then its pattern over it.
  const byType = new Map<string, MapHex[]>();
  for (const h of geo.hexes) {
    if (!visible(h, view)) continue;
    const list = byType.get(h.terrain);
    if (list) list.push(h);
    else byType.set(h.terrain, [h]);
  }
  // Cells the data leaves out inside the sea are painted as sea, so the map shows no holes.
  let holes = holesOf.get(geo);
  if (!holes) holesOf.set(geo, (holes = artHoles(geo, (t) => !!types.get(t)?.playable)));
  const holesByType = new Map<string, ArtHole[]>();
  for (const h of holes) if (visible(h, view)) holesByType.set(h.terrain, [...(holesByType.get(h.terrain) ?? []), h]);
  for (const id of holesByType.keys()) if (!byType.has(id)) byType.set(id, []);
  for (const [id, hexes] of byType) {
    const type = types.get(id);
    ctx.beginPath();
    for (const h of hexes) hexPath(ctx, h);
    for (const h of holesByType.get(id) ?? []) hexPath(ctx, h);
    ctx.fillStyle = type?.fill ?? '#c8c0a8';
    ctx.fill();
    const pattern = type ? patternFor(ctx, type) : null;
    if (pattern) {
      ctx.fillStyle = pattern;
      ctx.fill();
    }
  }

  // The hex grid, on the playable hexes only (the sea and off-map edges carry none).
  if (opts.grid) {
    ctx.beginPath();
    for (const [id, hexes] of byType) {
      if (types.get(id)?.playable === false) continue;
      for (const h of hexes) hexPath(ctx, h);
    }
    ctx.strokeStyle = GRID_INK;
    ctx.lineWidth = 0.9;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }

  // Heavy hexsides: prohibited crossings.
  ctx.lineCap = 'round';
  for (const [feature, segments] of geo.edges) {
    const style = EDGE_STYLE[feature] ?? DEFAULT_EDGE;
    ctx.beginPath();
    for (const s of segments) {
      if (!segVisible(s, view)) continue;
      ctx.moveTo(s.a.x, s.a.y);
      ctx.lineTo(s.b.x, s.b.y);
    }
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = style.width;
    ctx.stroke();
  }

  // The road: a dark casing, then the red line, through hex centres and hexside midpoints.
  const road = geo.roads.filter((s) => segVisible(s, view));
  if (road.length) {
    ctx.beginPath();
    for (const s of road) {
      ctx.moveTo(s.a.x, s.a.y);
      ctx.lineTo(s.b.x, s.b.y);
    }
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = ROAD_CASING;
    ctx.lineWidth = 5.5;
    ctx.stroke();
    ctx.strokeStyle = ROAD_FILL;
    ctx.lineWidth = 3;
    ctx.stroke();
  }

  // Places.
  const sideColour = new Map(data.sides.map((s) => [s.id, s.colour]));
  for (const place of data.places) {
    const h = geo.byName.get(place.hex);
    if (!h || !visible(h, view)) continue;
    drawPlace(ctx, h, place, sideColour.get(place.side ?? '') ?? null);
  }
  if (opts.labels) {
    for (const place of data.places) {
      const h = geo.byName.get(place.hex);
      if (!h || !visible(h, view)) continue;
      drawPlaceName(ctx, h, place);
    }
  }
}

function drawPlace(ctx: CanvasRenderingContext2D, h: MapHex, place: Place, side: string | null): void {
  const { x, y } = h.centre;
  const R = HEX_RADIUS;
  ctx.save();
  ctx.lineJoin = 'round';
  if (place.kinds.includes('fortress')) {
    // A bastioned star fort.
    const outer = R * 0.62;
    const inner = R * 0.4;
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 === 0 ? outer : inner;
      const px = x + r * Math.cos(a);
      const py = y + r * Math.sin(a);
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
    ctx.fillStyle = 'rgb(250 246 232 / 0.9)';
    ctx.fill();
    ctx.strokeStyle = '#2a2116';
    ctx.lineWidth = 2.4;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, R * 0.16, 0, Math.PI * 2);
    ctx.fillStyle = '#2a2116';
    ctx.fill();
  } else if (place.kinds.includes('base')) {
    // A home base: a roundel in its side's colour with a white star (round, so never taken for a counter).
    const r = R * 0.56;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = side ?? '#6b6b6b';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#fbf8ee';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, r + 1.6, 0, Math.PI * 2);
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = '#1d1a12';
    ctx.stroke();
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 0.72 : r * 0.3;
      const px = x + rr * Math.cos(a);
      const py = y + rr * Math.sin(a);
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
    ctx.fillStyle = '#fbf8ee';
    ctx.fill();
  } else if (place.kinds.includes('port')) {
    // An anchor.
    const s = R * 0.34;
    ctx.strokeStyle = '#1f3b57';
    ctx.lineWidth = 1.8;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.arc(x, y - s, s * 0.28, 0, Math.PI * 2);
    ctx.moveTo(x, y - s * 0.72);
    ctx.lineTo(x, y + s);
    ctx.moveTo(x - s * 0.55, y - s * 0.35);
    ctx.lineTo(x + s * 0.55, y - s * 0.35);
    ctx.moveTo(x - s, y + s * 0.2);
    ctx.quadraticCurveTo(x - s * 0.8, y + s * 1.05, x, y + s);
    ctx.quadraticCurveTo(x + s * 0.8, y + s * 1.05, x + s, y + s * 0.2);
    ctx.stroke();
  } else if (place.kinds.includes('town') || place.kinds.includes('victory')) {
    ctx.beginPath();
    ctx.arc(x, y, R * 0.2, 0, Math.PI * 2);
    ctx.fillStyle = '#2a2116';
    ctx.fill();
    ctx.strokeStyle = '#fbf8ee';
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
  ctx.restore();
}

function drawPlaceName(ctx: CanvasRenderingContext2D, h: MapHex, place: Place): void {
  const size = place.kinds.includes('fortress') || place.kinds.includes('base') ? 12 : 10.5;
  ctx.save();
  ctx.font = `italic 700 ${size}px ${LABEL_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  // Below the lowest counter a stack can reach, so that no stack hides the name.
  const y = Math.max(h.centre.y + HEX_RADIUS * 0.7, belowStack(h.centre.y));
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgb(250 244 226 / 0.92)';
  ctx.lineWidth = 3.2;
  ctx.strokeText(place.name, h.centre.x, y);
  ctx.fillStyle = '#2a1d10';
  ctx.fillText(place.name, h.centre.x, y);
  ctx.restore();
}

/** Printed hex coordinates, small at the top of each hex (shown only when zoomed in). */
export function drawCoordinates(ctx: CanvasRenderingContext2D, geo: MapGeometry, playable: (terrain: string) => boolean, view: Bounds | null): void {
  ctx.save();
  ctx.font = `600 7.5px ${SANS_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = 'rgb(55 42 20 / 0.78)';
  const dy = HEX_RADIUS * 0.93;
  for (const h of geo.hexes) {
    if (!visible(h, view) || !playable(h.terrain)) continue;
    ctx.fillText(h.name, h.centre.x, h.centre.y - dy);
  }
  ctx.restore();
}
