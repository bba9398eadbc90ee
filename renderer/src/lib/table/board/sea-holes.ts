import { hexKey, hexNeighbors, type Hex } from '../../../../../shared/hex/axial';
import { hexCorners, hexToPixel, type Point } from '../../../../../shared/hex/layout';
import type { MapGeometry } from './map-geometry';

/** A gap in the generated art: a grid cell the data leaves out, painted like the unplayable terrain round it. */
export interface ArtHole {
  terrain: string;
  corners: Point[];
  centre: Point;
}

/** Holes larger than this are left alone (they are no gap but a part of the sheet the map does not cover). */
const MAX_HOLE = 200;

/**
 * The cells the game's data leaves out that are enclosed by the map on every side and bordered only
 * by unplayable terrain (the sea): holes of bare paper in the generated map otherwise. Each is
 * painted as the terrain most of its border has. Art only: no hex is added to the game.
 */
export function artHoles(geo: Pick<MapGeometry, 'hexes' | 'layout' | 'bounds'>, playable: (terrain: string) => boolean): ArtHole[] {
  const at = new Map<string, string>(geo.hexes.map((h) => [hexKey(h.hex), h.terrain]));
  const b = geo.bounds;
  const inside = (h: Hex) => {
    const c = hexToPixel(geo.layout, h);
    return c.x >= b.x && c.y >= b.y && c.x <= b.x + b.width && c.y <= b.y + b.height;
  };
  const done = new Set<string>();
  const out: ArtHole[] = [];
  for (const h of geo.hexes) {
    if (playable(h.terrain)) continue;
    for (const start of hexNeighbors(h.hex)) {
      const k0 = hexKey(start);
      if (at.has(k0) || done.has(k0)) continue;
      // The connected missing cells from here: a hole when it never reaches the sheet's edge and meets only unplayable terrain.
      const cells: Hex[] = [];
      const border = new Map<string, number>();
      let enclosed = true;
      const queue = [start];
      done.add(k0);
      while (queue.length) {
        const c = queue.pop()!;
        cells.push(c);
        if (!inside(c) || cells.length > MAX_HOLE) enclosed = false;
        for (const n of hexNeighbors(c)) {
          const k = hexKey(n);
          const t = at.get(k);
          if (t !== undefined) {
            if (playable(t)) enclosed = false;
            border.set(t, (border.get(t) ?? 0) + 1);
          } else if (!done.has(k) && inside(n)) {
            done.add(k);
            queue.push(n);
          } else if (!inside(n)) enclosed = false;
        }
      }
      if (!enclosed) continue;
      const terrain = [...border].sort((x, y) => y[1] - x[1])[0]?.[0];
      if (terrain) for (const c of cells) out.push({ terrain, centre: hexToPixel(geo.layout, c), corners: hexCorners(geo.layout, c) });
    }
  }
  return out;
}
