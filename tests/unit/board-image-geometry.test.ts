import { describe, expect, it } from 'vitest';
import { cellCentre } from '../../shared/board/grid';
import { imageTableSchema, pieceImages } from '../../shared/board/image-table';
import { buildImageGeometry } from '../../renderer/src/lib/table/board/image-geometry';
import { HEX_RADIUS } from '../../renderer/src/lib/table/board/map-geometry';

const grid = { kind: 'hex' as const, dy: 100, x0: 60, y0: 60, numbering: { hLeading: 1, vLeading: 1 } };

describe('a table drawn from board images', () => {
  it('validates the game-neutral data of boards and image counters', () => {
    const t = imageTableSchema.parse({
      boards: [{ id: 'main', image: 'map.png', width: 3000, height: 2000, grid }],
      pieces: [{ id: 'p1', front: 'p1-front.png', back: 'p1-back.png', layers: ['step1.png'] }],
    });
    expect(t.boards[0]).toMatchObject({ x: 0, y: 0, grid: { sideways: false } });
    expect(pieceImages(t.pieces[0]!, { flipped: false, layers: 0 })).toEqual(['p1-front.png']);
    expect(pieceImages(t.pieces[0]!, { flipped: true, layers: 1 })).toEqual(['p1-back.png', 'step1.png']);
    // No paths: an image is a key the game's folder resolves.
    expect(() => imageTableSchema.parse({ ...t, boards: [{ ...t.boards[0]!, image: '../secret.png' }] })).toThrow();
    expect(() => imageTableSchema.parse({ ...t, pieces: [t.pieces[0]!, t.pieces[0]!] })).toThrow();
  });

  it('puts every registered cell at its pixel on the board, scaled so a cell is a generated hex', () => {
    const t = imageTableSchema.parse({ boards: [{ id: 'main', image: 'map.png', width: 3000, height: 2000, grid }], pieces: [] });
    const geo = buildImageGeometry(t);
    expect(geo.scale).toBeCloseTo((Math.sqrt(3) * HEX_RADIUS) / 100, 9);
    expect(geo.bounds).toEqual({ x: 0, y: 0, width: 3000 * geo.scale, height: 2000 * geo.scale });
    const h = geo.byName.get('0101')!;
    expect(h.centre).toEqual({ x: 60 * geo.scale, y: 60 * geo.scale });
    // Column 3 (odd): shifted down half a cell, and its row numbered one more (stagger).
    const c = cellCentre(t.boards[0]!.grid, 3, 2);
    const odd = geo.byName.get('0404')!;
    expect(odd.centre.x).toBeCloseTo(c.x * geo.scale, 9);
    expect(odd.centre.y).toBeCloseTo(c.y * geo.scale, 9);
    // Every cell is found back from a point inside it.
    for (const cell of geo.hexes) expect(geo.hexAt({ x: cell.centre.x + 3, y: cell.centre.y - 4 })).toBe(cell);
    expect(geo.hexAt({ x: -10, y: 10 })).toBeNull();
  });

  it('places several boards at their offsets; a name a second board repeats is prefixed with its id', () => {
    const t = imageTableSchema.parse({
      boards: [
        { id: 'west', image: 'west.png', width: 1000, height: 800, grid },
        { id: 'east', image: 'east.png', width: 1000, height: 800, x: 1000, grid },
      ],
      pieces: [],
    });
    const geo = buildImageGeometry(t);
    expect(geo.bounds.width).toBeCloseTo(2000 * geo.scale, 9);
    const west = geo.byName.get('0101')!;
    const east = geo.byName.get('east:0101')!;
    expect(east.centre.x - west.centre.x).toBeCloseTo(1000 * geo.scale, 9);
    expect(geo.hexAt(east.centre)).toBe(east);
    expect(geo.hexAt(west.centre)).toBe(west);
  });
});
