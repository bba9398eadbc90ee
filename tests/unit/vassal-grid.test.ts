/**
 * Grid positions and printed names against the verified examples of anchor-vassal-formats.md §5
 * (Kassala, Westwall, The Longest Day, zxvt's VASSAL-computed names, the 14 Afrika Korps hex IDs).
 */
import { describe, expect, it } from 'vitest';
import { hexCentre, hexRawColRow, squareCentre } from '../../main/vassal/module/geometry.js';
import { label, parseLabel } from '../../main/vassal/module/labels.js';
import { gridLocation, pointOfName } from '../../main/vassal/module/locate.js';
import { hexName, hexPointOfName, squareName } from '../../main/vassal/module/numbering.js';
import type { HexGridDef, NumberingDef, SquareGridDef, ZonedGridDef } from '../../main/vassal/module/types.js';

const numbering = (o: Partial<NumberingDef>): NumberingDef => ({
  cls: 'VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering', kind: 'hex', first: 'H', sep: '',
  hType: 'N', vType: 'N', hLeading: 1, vLeading: 1, hOff: 1, vOff: 1, hDescend: false, vDescend: false,
  stagger: true, oblique: false, locationFormat: '$gridLocation$', verified: true, ...o,
});
const hex = (o: Partial<HexGridDef>): HexGridDef => ({
  kind: 'hex', cls: 'VASSAL.build.module.map.boardPicker.board.HexGrid', custom: false, dx: 55.42562584220407, dy: 64,
  x0: 0, y0: 32, sideways: false, snapTo: true, edgesLegal: false, cornersLegal: false, numbering: null, ...o,
});
const square = (o: Partial<SquareGridDef>): SquareGridDef => ({
  kind: 'square', cls: 'VASSAL.build.module.map.boardPicker.board.SquareGrid', custom: false, dx: 48, dy: 48, x0: 24, y0: 24, snapTo: true, numbering: null, ...o,
});
const BIG = { width: 10_000, height: 10_000 };

describe('labels (§2.7.2)', () => {
  it.each([
    [5, 'N', 1, '05'], [12, 'N', 1, '12'], [5, 'N', 2, '005'], [5, 'N', 0, '5'], [-7, 'N', 1, '-07'],
    [0, 'A', 1, 'A'], [25, 'A', 1, 'Z'], [26, 'A', 1, 'AA'], [27, 'A', 1, 'BB'], [51, 'A', 1, 'ZZ'], [52, 'A', 1, 'AAA'],
  ] as const)('label(%d, %s, %d) = %s and back', (n, type, leading, text) => {
    expect(label(n, type, leading)).toBe(text);
    expect(parseLabel(text, type)).toBe(n);
  });
});

describe('Kassala (§5.2): flat-topped hexes, no numbering', () => {
  const g = hex({ dx: 227.90000000000052, dy: 265.8999999999995, x0: 51, y0: 55 });
  it.each([[2, 2, 506, 586], [3, 2, 734, 718], [3, 5, 734, 1516]])('raw (%d,%d) is centred at (%d,%d)', (c, r, x, y) => {
    expect(hexCentre(g, c, r)).toEqual({ x, y });
    expect(hexRawColRow(g, { x, y })).toEqual({ col: c, row: r });
    expect(hexName(g, null, { x, y }, BIG)).toBeNull();
  });
});

describe('Westwall (§5.3): the truncated half offset', () => {
  const g = hex({ dx: 96, dy: 119, x0: 60, y0: 60 });
  const n = numbering({ hOff: 0, vOff: 0 });
  it.each([
    ['A Kraft', 3612, 2618, 37, 21, '3722', 3612, 2618],
    ['A Grsn', 732, 238, 7, 1, '0702', 732, 238],
    ['A 2/406', 1980, 3035, 20, 25, '2025', 1980, 3035],
    ['A 1/406', 2268, 2976, 23, 24, '2325', 2268, 2975],
    ['A 82 DZ', 2268, 2738, 23, 22, '2323', 2268, 2737],
  ])('%s at (%d,%d): raw (%d,%d), %s, VASSAL centre (%d,%d)', (_p, x, y, c, r, name, cx, cy) => {
    expect(hexRawColRow(g, { x, y })).toEqual({ col: c, row: r });
    expect(hexName(g, n, { x, y }, BIG)).toBe(name);
    expect(hexCentre(g, c, r)).toEqual({ x: cx, y: cy });
    expect(hexPointOfName(g, n, name, BIG)).toEqual({ x: cx, y: cy });
  });
});

describe('The Longest Day (§5.4): a zoned grid', () => {
  const background = hex({ dx: 55.42562584220407, dy: 64, x0: -19, y0: 32, numbering: numbering({ hOff: 0, vOff: 1, stagger: false }) });
  const zoneGrid = (x0: number, y0: number): SquareGridDef => square({ dx: 49, dy: 49, x0, y0 });
  const zoned: ZonedGridDef = {
    kind: 'zoned', cls: 'VASSAL.build.module.map.boardPicker.board.ZonedGrid', custom: false, background,
    zones: [
      { name: 'Cherbourg Alarm Units', path: [[870, 0], [1204, 0], [1204, 216], [870, 216]], locationFormat: '$name$', useParentGrid: false, grid: zoneGrid(33, 32) },
      { name: '711 Infanterie Division', path: [[4716, 1571], [5308, 1571], [5308, 1781], [4716, 1781]], locationFormat: '$name$', useParentGrid: false, grid: zoneGrid(39, 7) },
    ],
  };
  const size = { width: 5340, height: 5024 };
  it.each([[4470, 1920, 81, 29, '8130'], [756, 352, 14, 5, '1406'], [978, 608, 18, 9, '1810'], [2807, 1728, 51, 26, '5127'], [91, 288, 2, 4, '0205']])(
    '(%d,%d) is raw (%d,%d), %s, exactly a centre',
    (x, y, c, r, name) => {
      expect(gridLocation(zoned, { x, y }, size)).toEqual({ name, col: c, row: r, zone: null });
      expect(hexCentre(background, c, r)).toEqual({ x, y });
      expect(pointOfName(zoned, name, size)).toEqual({ x, y });
    },
  );
  it('a point inside a zone is named by the zone (first zone in document order)', () => {
    const at = squareCentre(zoneGrid(33, 32), 18, 2);
    expect(gridLocation(zoned, at, size)).toMatchObject({ name: 'Cherbourg Alarm Units', zone: 'Cherbourg Alarm Units' });
    expect(gridLocation(zoned, { x: 5000, y: 1700 }, size).name).toBe('711 Infanterie Division');
  });
});

describe("zxvt (§5.6): names VASSAL itself wrote in a log", () => {
  const g = square({ dx: 50, dy: 50, x0: 36, y0: 36 });
  const n = numbering({ kind: 'square', hType: 'A', hOff: 1, vType: 'N', vOff: 1, stagger: false });
  it.each([[36, 236, 'B05'], [236, 36, 'F01']])('(%d,%d) is %s', (x, y, name) => {
    expect(squareName(g, n, { x, y }, BIG)).toBe(name);
    expect(pointOfName({ ...g, numbering: n }, name, BIG)).toEqual({ x, y });
  });
});

describe('Afrika Korps (§5.6): a sideways grid with oblique numbering', () => {
  const g = hex({ sideways: true, dx: 88.12562584220231, dy: 101.79999999999785, x0: 32, y0: 0 });
  const oblique = numbering({ hType: 'A', hOff: -5, vType: 'N', vOff: -12, vLeading: 0, stagger: true, oblique: true });
  const plain = numbering({ hType: 'A', hOff: -5, vType: 'N', vOff: -12, vLeading: 1, stagger: true });
  it.each([
    ['W3', 151, 2411, 27, 1, 'W-10'],
    ['W6', 457, 2411, 27, 4, 'W-07'],
    ['H2', 814, 1089, 12, 8, 'H-04'],
    ['G25', 3205, 1001, 11, 31, 'G20'],
    ['L59', 6413, 1442, 16, 63, 'L51'],
    ['J62', 6820, 1265, 14, 67, 'J55'],
  ])('%s at (%d,%d), raw (%d,%d); plain numbering would say %s', (name, x, y, c, r, plainName) => {
    expect(hexCentre(g, c, r)).toEqual({ x, y });
    expect(hexRawColRow(g, { x, y })).toEqual({ col: c, row: r });
    expect(hexName(g, oblique, { x, y }, BIG)).toBe(name);
    expect(hexName(g, plain, { x, y }, BIG)).toBe(plainName);
    expect(hexPointOfName(g, oblique, name, BIG)).toEqual({ x, y });
  });
  it.each(['I63', 'K64', 'M65', 'O66', 'Q67', 'S68', 'U69', 'R68'])('east-edge hex %s (rule 5.8) has a centre that names it back', (name) => {
    const p = hexPointOfName(g, oblique, name, BIG);
    expect(p).not.toBeNull();
    expect(hexName(g, oblique, p!, BIG)).toBe(name);
    // Every pixel a few px around the centre names the same hex.
    for (const [ox, oy] of [[-20, 0], [20, 0], [0, -20], [0, 20]]) expect(hexName(g, oblique, { x: p!.x + ox!, y: p!.y + oy! }, BIG)).toBe(name);
  });
  it('sideways transposes the point, not the parameters', () => {
    // W3 and W6 share a screen row (y = 2411): the grid's columns run down the screen.
    expect(hexCentre(g, 27, 1).y).toBe(hexCentre(g, 27, 4).y);
    const upright = { ...g, sideways: false };
    expect(hexCentre(upright, 27, 1)).toEqual({ x: 2411, y: 151 });
  });
});

describe('numbering variants', () => {
  const g = hex({ dx: 50, dy: 60, x0: 30, y0: 30 });
  const size = { width: 530, height: 630 }; // maxCols = floor(530/60 + .5) = 9, maxRows = floor(630/50 + .5) = 13
  it('first=V puts the row label first, with the separator', () => {
    expect(hexName(g, numbering({ first: 'V', sep: '.', hOff: 0, vOff: 0 }), hexCentre(g, 2, 3), size)).toBe('03.02');
  });
  it('descending columns and rows count from the far edge (crossed dx/dy, as VASSAL)', () => {
    const n = numbering({ hDescend: true, vDescend: true, hOff: 0, vOff: 0, stagger: false });
    expect(hexName(g, n, hexCentre(g, 0, 0), size)).toBe('0913');
    expect(hexPointOfName(g, n, '0913', size)).toEqual(hexCentre(g, 0, 0));
  });
  it('stagger with a descending row axis subtracts one on odd columns', () => {
    const n = numbering({ vDescend: true, hOff: 0, vOff: 0 });
    expect(hexName(g, n, hexCentre(g, 1, 2), size)).toBe('0110');
    expect(hexPointOfName(g, n, '0110', size)).toEqual(hexCentre(g, 1, 2));
  });
  it('a slanted-left oblique numbering', () => {
    const n = numbering({ oblique: true, stagger: false, hOff: 0, vOff: 0 });
    expect(hexName(g, n, hexCentre(g, 4, 5), size)).toBe('0404');
    expect(hexPointOfName(g, n, '0404', size)).toEqual(hexCentre(g, 4, 5));
  });
  it('locationFormat with $column$ and $row$, unknown tokens dropped, BeanShell ignored', () => {
    const p = hexCentre(g, 2, 3);
    expect(hexName(g, numbering({ locationFormat: 'Hex $column$-$row$$foo$', stagger: false }), p, size)).toBe('Hex 03-04');
    expect(hexPointOfName(g, numbering({ locationFormat: 'Hex $column$-$row$', stagger: false }), 'Hex 03-04', size)).toEqual(p);
    expect(hexName(g, numbering({ locationFormat: '{GetProperty("x")}', stagger: false }), p, size)).toBe('0304');
  });
  it('a name that does not parse has no point', () => {
    expect(hexPointOfName(g, numbering({}), 'nope', size)).toBeNull();
  });
});
