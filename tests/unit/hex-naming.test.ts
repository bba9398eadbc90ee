import { describe, expect, it } from 'vitest';
import type { GridSpec, NamingScheme } from '../../shared/games/descriptor.js';
import { areAdjacent, hex, hexKey, hexS } from '../../shared/hex/axial.js';
import { offsetToAxial } from '../../shared/hex/offset.js';
import { gridHexes, gridNameToHex, hexToGridName, parsePrintedName, printedName } from '../../shared/hex/naming.js';

/** Afrika Korps: letter = A + (row - 5); number = col + floor((row - 5) / 2) - 9. */
const AK: NamingScheme = { kind: 'letter-diagonal', row0: 5, num0: -9 };
/** An AK-style grid: rows A–Z, columns whose numbers stay positive. */
const AK_GRID: GridSpec = { orientation: 'pointy', offset: 'odd', cols: [10, 70], rows: [5, 30], naming: AK };

const SPI: NamingScheme = { kind: 'column-row', digits: 2, col0: 1, row0: 1 };
const SPI_GRID: GridSpec = { orientation: 'flat', offset: 'even', cols: [0, 31], rows: [0, 21], naming: SPI };

describe('letter-diagonal (Afrika Korps)', () => {
  const anchors: [number, number, string][] = [
    [31, 11, 'G25'],
    [1, 27, 'W3'],
    [67, 14, 'J62'],
  ];

  it('prints and parses the reference anchors', () => {
    for (const [col, row, name] of anchors) {
      expect(printedName(AK, { col, row })).toBe(name);
      expect(parsePrintedName(AK, name)).toEqual({ col, row });
      expect(parsePrintedName(AK, name.toLowerCase())).toEqual({ col, row });
    }
  });

  it('returns null for malformed names', () => {
    for (const bad of ['', 'G', '25', 'G2x', 'AA1', 'G-1', 'G2.5', ' G25', 'G25 ', '1G', 'É5', 'G+5']) {
      expect(parsePrintedName(AK, bad), bad).toBeNull();
    }
  });

  it('refuses to print rows beyond A–Z or negative numbers', () => {
    expect(printedName(AK, { col: 10, row: 5 })).toBe('A1');
    expect(printedName(AK, { col: 20, row: 30 })).toBe('Z23');
    expect(() => printedName(AK, { col: 20, row: 31 })).toThrow(RangeError);
    expect(() => printedName(AK, { col: 20, row: 4 })).toThrow(RangeError);
    expect(() => printedName(AK, { col: 0, row: 5 })).toThrow(RangeError);
  });

  it('round-trips print/parse over a whole grid, with every name distinct', () => {
    const names = new Set<string>();
    for (const c of gridHexes(AK_GRID)) {
      const name = printedName(AK, c);
      names.add(name);
      expect(parsePrintedName(AK, name)).toEqual(c);
      expect(printedName(AK, parsePrintedName(AK, name)!)).toBe(name);
    }
    expect(names.size).toBe(61 * 26);
  });

  it('on a pointy odd-r grid, the number runs along a diagonal: equal numbers share a cube s coordinate', () => {
    for (const c of gridHexes(AK_GRID)) {
      const h = gridNameToHex(AK_GRID, printedName(AK, c))!;
      const m = /^[A-Z](\d+)$/.exec(printedName(AK, c))!;
      expect(hexS(h)).toBe(-Number(m[1]) - 12);
    }
    // So G25's neighbours are G24, G26, F24, F25, H25 and H26.
    const g25 = gridNameToHex(AK_GRID, 'G25')!;
    for (const n of ['G24', 'G26', 'F24', 'F25', 'H25', 'H26']) expect(areAdjacent(g25, gridNameToHex(AK_GRID, n)!), n).toBe(true);
    for (const n of ['F26', 'H24', 'G23', 'G27', 'E24']) expect(areAdjacent(g25, gridNameToHex(AK_GRID, n)!), n).toBe(false);
  });
});

describe('column-row', () => {
  it('prints zero-padded column then row', () => {
    expect(printedName({ kind: 'column-row', digits: 2, col0: 0, row0: 0 }, { col: 5, row: 12 })).toBe('0512');
    expect(printedName(SPI, { col: 4, row: 11 })).toBe('0512');
    expect(printedName({ kind: 'column-row', digits: 3, col0: 0, row0: 0 }, { col: 5, row: 12 })).toBe('005012');
    expect(printedName({ kind: 'column-row', digits: 1, col0: 0, row0: 0 }, { col: 5, row: 9 })).toBe('59');
  });

  it('parses back, and returns null for malformed names', () => {
    expect(parsePrintedName(SPI, '0512')).toEqual({ col: 4, row: 11 });
    expect(parsePrintedName(SPI, '0000')).toEqual({ col: -1, row: -1 });
    for (const bad of ['', '512', '05123', '05a2', '-512', '05 2', 'G25', '٠٥١٢']) expect(parsePrintedName(SPI, bad), bad).toBeNull();
  });

  it('refuses to print numbers that do not fit the digits', () => {
    expect(() => printedName(SPI, { col: 99, row: 0 })).toThrow(RangeError);
    expect(() => printedName(SPI, { col: 0, row: -2 })).toThrow(RangeError);
  });

  it('round-trips print/parse over a whole grid, with every name distinct', () => {
    const cells = gridHexes(SPI_GRID);
    expect(cells).toHaveLength(32 * 22);
    const names = new Set(cells.map((c) => printedName(SPI, c)));
    expect(names.size).toBe(cells.length);
    for (const c of cells) expect(parsePrintedName(SPI, printedName(SPI, c))).toEqual(c);
  });
});

describe('grid names and hexes', () => {
  it('lists every offset coordinate within the inclusive bounds, row by row', () => {
    const g: GridSpec = { ...SPI_GRID, cols: [-1, 1], rows: [2, 3] };
    expect(gridHexes(g)).toEqual([
      { col: -1, row: 2 },
      { col: 0, row: 2 },
      { col: 1, row: 2 },
      { col: -1, row: 3 },
      { col: 0, row: 3 },
      { col: 1, row: 3 },
    ]);
  });

  it('composes naming with the grid offset layout, both ways', () => {
    for (const grid of [AK_GRID, SPI_GRID]) {
      const seen = new Set<string>();
      for (const c of gridHexes(grid)) {
        const h = offsetToAxial(c, grid.orientation, grid.offset);
        const name = hexToGridName(grid, h)!;
        expect(name).toBe(printedName(grid.naming, c));
        expect(gridNameToHex(grid, name)).toEqual(h);
        seen.add(hexKey(h));
      }
      expect(seen.size).toBe(gridHexes(grid).length);
    }
    expect(gridNameToHex(AK_GRID, 'G25')).toEqual(offsetToAxial({ col: 31, row: 11 }, 'pointy', 'odd'));
  });

  it('returns null outside the grid or for malformed names', () => {
    expect(gridNameToHex(SPI_GRID, '3301')).toBeNull(); // column 33 → offset 32, beyond 31
    expect(gridNameToHex(SPI_GRID, '0123')).toBeNull(); // row 23 → offset 22, beyond 21
    expect(gridNameToHex(SPI_GRID, '0101')).toEqual(offsetToAxial({ col: 0, row: 0 }, 'flat', 'even'));
    expect(gridNameToHex(SPI_GRID, 'x')).toBeNull();
    expect(gridNameToHex(AK_GRID, 'W3')).toBeNull(); // column 1 lies outside this grid's columns 10–70
    expect(hexToGridName(SPI_GRID, hex(-5, 0))).toBeNull();
    expect(hexToGridName(AK_GRID, offsetToAxial({ col: 71, row: 6 }, 'pointy', 'odd'))).toBeNull();
    expect(hexToGridName(AK_GRID, offsetToAxial({ col: 70, row: 31 }, 'pointy', 'odd'))).toBeNull();
  });
});
