import { describe, expect, it } from 'vitest';
import { cellAt, cellCentre, cellCorners, cellName, gridCells, gridLabel, gridSchema } from '../../shared/board/grid';

/** Afrika Korps's VASSAL grid (anchor-vassal-formats.md §5.6): sideways, alphabetic columns, oblique rows. */
const AK = gridSchema.parse({
  kind: 'hex',
  sideways: true,
  dx: 88.12562584220231,
  dy: 101.79999999999785,
  x0: 32,
  y0: 0,
  numbering: { first: 'H', hType: 'A', hOff: -5, vType: 'N', vOff: -12, vLeading: 0, stagger: true, oblique: 'right' },
});

describe('VASSAL grid registration', () => {
  it('puts hex centres where VASSAL does: sideways transposes the point, the half offset is truncated', () => {
    // W3 in the printed map: raw (27, 1); VASSAL's centre (151, 2411), not the rounded 153.
    expect(cellCentre(AK, 27, 1)).toEqual({ x: 151, y: 2411 });
    expect(cellCentre(AK, 11, 31)).toEqual({ x: 3205, y: 1001 });
    expect(cellCentre(AK, 16, 63)).toEqual({ x: 6413, y: 1442 });
  });

  it('names hexes as the Afrika Korps rulebook prints them, with oblique numbering', () => {
    const named = (col: number, row: number) => cellName(AK, col, row, 7000, 2600);
    expect(named(27, 1)).toBe('W3');
    expect(named(27, 4)).toBe('W6');
    expect(named(12, 8)).toBe('H2');
    expect(named(11, 31)).toBe('G25');
    expect(named(16, 63)).toBe('L59');
    expect(named(14, 67)).toBe('J62');
    // Without the oblique rule the same cell gets the nonsense plain numbering gives.
    const plain = gridSchema.parse({ ...AK, numbering: { ...AK.numbering, oblique: null } });
    expect(cellName(plain, 27, 1, 7000, 2600)).toBe('W-10');
  });

  it('labels numbers and letters as VASSAL does', () => {
    expect(gridLabel(5, 'N', 1)).toBe('05');
    expect(gridLabel(12, 'N', 1)).toBe('12');
    expect(gridLabel(5, 'N', 2)).toBe('005');
    expect(gridLabel(5, 'N', 0)).toBe('5');
    expect(gridLabel(-3, 'N', 1)).toBe('-03');
    expect(gridLabel(0, 'A', 1)).toBe('A');
    expect(gridLabel(25, 'A', 1)).toBe('Z');
    expect(gridLabel(26, 'A', 1)).toBe('AA');
    expect(gridLabel(27, 'A', 1)).toBe('BB');
    expect(gridLabel(52, 'A', 1)).toBe('AAA');
  });

  it('names square cells like VASSAL (B05 at (36,236) on a 50 px grid)', () => {
    const g = gridSchema.parse({ kind: 'square', dx: 50, dy: 50, x0: 36, y0: 36, numbering: { first: 'H', hType: 'A', hOff: 1, vType: 'N', vOff: 1 } });
    const at = cellAt(g, { x: 36, y: 236 });
    expect(cellName(g, at.col, at.row, 500, 500)).toBe('B05');
    const f = cellAt(g, { x: 236, y: 36 });
    expect(cellName(g, f.col, f.row, 500, 500)).toBe('F01');
  });

  it('finds the cell under a point, and every cell of a board once, with hexagon corners round its centre', () => {
    const g = gridSchema.parse({ kind: 'hex', dy: 64, x0: 40, y0: 40, numbering: {} });
    const cells = gridCells(g, 600, 400);
    expect(new Set(cells.map((c) => c.name)).size).toBe(cells.length);
    for (const c of cells) {
      expect(c.centre.x).toBeGreaterThanOrEqual(0);
      expect(c.centre.y).toBeLessThan(400);
      expect(cellAt(g, { x: c.centre.x + 5, y: c.centre.y - 7 })).toEqual({ col: c.col, row: c.row });
      const corners = cellCorners(g, c.col, c.row);
      expect(corners).toHaveLength(6);
      const cx = corners.reduce((s, p) => s + p.x, 0) / 6;
      expect(cx).toBeCloseTo(c.centre.x, 6);
    }
    // Columns 55.4 px apart on 600 px, from x0 = 40: columns 0…10; rows from y0 = 40 on 400 px.
    expect(Math.max(...cells.map((c) => c.col))).toBe(10);
    expect(cells.find((c) => c.col === 0 && c.row === 0)!.name).toBe('0101');
    // Stagger: odd columns count their rows one more.
    expect(cells.find((c) => c.col === 1 && c.row === 0)!.name).toBe('0202');
  });
});
