import { describe, expect, it } from 'vitest';
import {
  HEX_DIRECTIONS,
  areAdjacent,
  hex,
  hexAdd,
  hexDistance,
  hexEquals,
  hexKey,
  hexLerp,
  hexLine,
  hexNeighbor,
  hexNeighbors,
  hexRange,
  hexRing,
  hexRound,
  hexScale,
  hexSubtract,
  parseHexKey,
  type Hex,
} from '../../shared/hex/axial.js';
import { axialToOffset, offsetToAxial, type OffsetParity, type Orientation } from '../../shared/hex/offset.js';
import { hexsideDirection, hexsideHexes, hexsideId } from '../../shared/hex/hexside.js';
import {
  hexCorners,
  hexToPixel,
  hexsideEndpoints,
  hexsideMidpoint,
  pixelToHex,
  pixelToHexFractional,
  type PixelLayout,
  type Point,
} from '../../shared/hex/layout.js';
import { mulberry32 } from '../support/prng';

const rand = mulberry32(0xc0ffee);
const randInt = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const randHex = (span = 1000): Hex => hex(randInt(-span, span), randInt(-span, span));
const N = 3000;
const SQRT3 = Math.sqrt(3);
const LAYOUTS: [Orientation, OffsetParity][] = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
];

describe('axial basics', () => {
  it('hexKey and parseHexKey round-trip, negatives included', () => {
    expect(hexKey(hex(3, -12))).toBe('3,-12');
    for (let i = 0; i < N; i++) {
      const h = randHex();
      expect(parseHexKey(hexKey(h))).toEqual(h);
    }
  });

  it('parseHexKey refuses what hexKey cannot produce', () => {
    for (const bad of ['', '1', '1,', ',1', '1,2,3', 'a,b', '1.5,2', ' 1,2', '1, 2', '--1,2']) {
      expect(() => parseHexKey(bad), bad).toThrow();
    }
  });

  it('normalises negative zero so keys and equality agree', () => {
    const h = hexScale(hex(0, 3), -0);
    expect(Object.is(h.q, 0) && Object.is(h.r, 0)).toBe(true);
    expect(hexKey(hexRound({ q: -0.4, r: 0.2 }))).toBe('0,0');
  });

  it('add, subtract and scale are cube-vector arithmetic', () => {
    for (let i = 0; i < N; i++) {
      const a = randHex();
      const b = randHex();
      expect(hexSubtract(hexAdd(a, b), b)).toEqual(a);
      expect(hexAdd(a, a)).toEqual(hexScale(a, 2));
      expect(hexEquals(hexSubtract(a, a), hex(0, 0))).toBe(true);
    }
  });
});

describe('directions and neighbours', () => {
  it('has the documented order, with opposite directions three apart', () => {
    expect(HEX_DIRECTIONS.map((d) => [d.q, d.r])).toEqual([
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, 0],
      [-1, 1],
      [0, 1],
    ]);
    for (let d = 0; d < 6; d++) expect(hexAdd(HEX_DIRECTIONS[d]!, HEX_DIRECTIONS[(d + 3) % 6]!)).toEqual(hex(0, 0));
  });

  it('neighbours are six distinct hexes, each adjacent and at distance 1, in direction order', () => {
    for (let i = 0; i < N; i++) {
      const h = randHex();
      const ns = hexNeighbors(h);
      expect(ns).toHaveLength(6);
      expect(new Set(ns.map(hexKey)).size).toBe(6);
      ns.forEach((n, d) => {
        expect(hexDistance(h, n)).toBe(1);
        expect(areAdjacent(h, n)).toBe(true);
        expect(areAdjacent(n, h)).toBe(true);
        expect(hexNeighbor(h, d)).toEqual(n);
      });
    }
  });

  it('takes direction numbers modulo 6 and refuses non-integers', () => {
    expect(hexNeighbor(hex(0, 0), 7)).toEqual(hexNeighbor(hex(0, 0), 1));
    expect(hexNeighbor(hex(0, 0), -1)).toEqual(hexNeighbor(hex(0, 0), 5));
    expect(() => hexNeighbor(hex(0, 0), 1.5)).toThrow(RangeError);
    expect(() => hexNeighbor(hex(0, 0), Number.NaN)).toThrow(RangeError);
  });

  it('is not adjacent to itself or to hexes two apart', () => {
    expect(areAdjacent(hex(2, 2), hex(2, 2))).toBe(false);
    expect(areAdjacent(hex(0, 0), hex(2, -1))).toBe(false);
    expect(areAdjacent(hex(0, 0), hex(1, 1))).toBe(false);
  });
});

describe('distance', () => {
  it('matches known values', () => {
    expect(hexDistance(hex(0, 0), hex(0, 0))).toBe(0);
    expect(hexDistance(hex(0, 0), hex(3, -1))).toBe(3);
    expect(hexDistance(hex(0, 0), hex(2, 2))).toBe(4);
    expect(hexDistance(hex(-3, 5), hex(4, -2))).toBe(7);
  });

  it('is symmetric, zero only on itself, obeys the triangle inequality, and equals the largest cube difference', () => {
    for (let i = 0; i < N; i++) {
      const a = randHex();
      const b = randHex();
      const c = randHex();
      const ab = hexDistance(a, b);
      expect(ab).toBe(hexDistance(b, a));
      expect(ab === 0).toBe(hexEquals(a, b));
      expect(hexDistance(a, c)).toBeLessThanOrEqual(ab + hexDistance(b, c));
      const dq = a.q - b.q;
      const dr = a.r - b.r;
      expect(ab).toBe(Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)));
    }
  });
});

describe('rounding', () => {
  // On a unit pointy-top layout, the hex containing a point is the one whose centre is nearest.
  const centre = (h: { q: number; r: number }): Point => ({ x: SQRT3 * (h.q + h.r / 2), y: 1.5 * h.r });
  const dist2 = (a: Point, b: Point) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

  it('keeps whole hexes and returns the hex with the nearest centre for fractional points', () => {
    for (let i = 0; i < N; i++) {
      const h = randHex();
      expect(hexRound(h)).toEqual(h);
      const f = { q: h.q + (rand() - 0.5) * 3, r: h.r + (rand() - 0.5) * 3 };
      const p = centre(f);
      let best = h;
      for (let dq = -3; dq <= 3; dq++) {
        for (let dr = -3; dr <= 3; dr++) {
          const c = hex(h.q + dq, h.r + dr);
          if (dist2(centre(c), p) < dist2(centre(best), p)) best = c;
        }
      }
      expect(hexRound(f)).toEqual(best);
    }
  });
});

describe('lines', () => {
  it('lerps between coordinates', () => {
    expect(hexLerp(hex(0, 0), hex(4, -2), 0.25)).toEqual({ q: 1, r: -0.5 });
  });

  it('has distance + 1 hexes, runs from a to b, each adjacent to the next, and reverses to the same hexes', () => {
    for (let i = 0; i < N; i++) {
      const a = randHex(60);
      const b = randHex(60);
      const line = hexLine(a, b);
      expect(line).toHaveLength(hexDistance(a, b) + 1);
      expect(line[0]).toEqual(a);
      expect(line[line.length - 1]).toEqual(b);
      for (let k = 1; k < line.length; k++) expect(areAdjacent(line[k - 1]!, line[k]!)).toBe(true);
      expect(hexLine(b, a).reverse()).toEqual(line);
    }
  });

  it('is a single hex from a hex to itself, and straight along an axis', () => {
    expect(hexLine(hex(2, 3), hex(2, 3))).toEqual([hex(2, 3)]);
    expect(hexLine(hex(0, 0), hex(3, 0))).toEqual([hex(0, 0), hex(1, 0), hex(2, 0), hex(3, 0)]);
  });

  it('settles lines that run exactly along hex edges the same way every time, in both directions', () => {
    // The midpoint of (0,0)-(1,1) lies on the edge between (1,0) and (0,1); the nudge picks (0,1).
    expect(hexLine(hex(0, 0), hex(1, 1))).toEqual([hex(0, 0), hex(0, 1), hex(1, 1)]);
    expect(hexLine(hex(1, 1), hex(0, 0))).toEqual([hex(1, 1), hex(0, 1), hex(0, 0)]);
    expect(hexLine(hex(5, -3), hex(7, -1))).toEqual([hex(5, -3), hex(5, -2), hex(6, -2), hex(6, -1), hex(7, -1)]);
  });
});

describe('ranges and rings', () => {
  it('range n holds exactly the 3n(n+1)+1 hexes within n', () => {
    for (let n = 0; n <= 12; n++) {
      const c = randHex();
      const range = hexRange(c, n);
      expect(range).toHaveLength(3 * n * (n + 1) + 1);
      expect(new Set(range.map(hexKey)).size).toBe(range.length);
      for (const h of range) expect(hexDistance(c, h)).toBeLessThanOrEqual(n);
      // Every hex within n is there: compare with a brute-force scan of the bounding box.
      let count = 0;
      for (let q = -n; q <= n; q++) for (let r = -n; r <= n; r++) if (hexDistance(hex(0, 0), hex(q, r)) <= n) count++;
      expect(count).toBe(range.length);
    }
    expect(hexRange(hex(0, 0), -1)).toEqual([]);
  });

  it('ring n holds 6n distinct hexes at distance exactly n, each adjacent to the next, and the rings make up the range', () => {
    for (let n = 1; n <= 12; n++) {
      const c = randHex();
      const ring = hexRing(c, n);
      expect(ring).toHaveLength(6 * n);
      expect(new Set(ring.map(hexKey)).size).toBe(6 * n);
      for (const h of ring) expect(hexDistance(c, h)).toBe(n);
      for (let k = 0; k < ring.length; k++) expect(areAdjacent(ring[k]!, ring[(k + 1) % ring.length]!)).toBe(true);
      const rings = Array.from({ length: n + 1 }, (_, k) => hexRing(c, k)).flat();
      expect(new Set(rings.map(hexKey))).toEqual(new Set(hexRange(c, n).map(hexKey)));
    }
    expect(hexRing(hex(4, 4), 0)).toEqual([hex(4, 4)]);
    expect(hexRing(hex(4, 4), -1)).toEqual([]);
  });
});

describe('offset coordinates', () => {
  it('round-trips offset → axial → offset and axial → offset → axial for all four layouts, negatives included', () => {
    for (const [o, p] of LAYOUTS) {
      for (let i = 0; i < N; i++) {
        const c = { col: randInt(-500, 500), row: randInt(-500, 500) };
        expect(axialToOffset(offsetToAxial(c, o, p), o, p)).toEqual(c);
        const h = randHex(500);
        expect(offsetToAxial(axialToOffset(h, o, p), o, p)).toEqual(h);
      }
    }
  });

  it('is a one-to-one map of a block of offsets', () => {
    for (const [o, p] of LAYOUTS) {
      const keys = new Set<string>();
      for (let row = -7; row <= 7; row++) for (let col = -7; col <= 7; col++) keys.add(hexKey(offsetToAxial({ col, row }, o, p)));
      expect(keys.size).toBe(15 * 15);
    }
  });

  // Geometry check: place offset hexes with hexToPixel and see which rows/columns are pushed out.
  const unit = (orientation: Orientation): PixelLayout => ({ orientation, size: { x: 1, y: 1 }, origin: { x: 0, y: 0 } });
  const isOdd = (n: number) => Math.abs(n % 2) === 1;

  it('pointy-top: rows are 1.5 apart, and odd (odd-r) or even (even-r) rows are pushed right by half a hex', () => {
    for (const parity of ['odd', 'even'] as const) {
      // Offset (0, 0) is in an unpushed row for odd-r, (0, 1) for even-r.
      const base = hexToPixel(unit('pointy'), offsetToAxial({ col: 0, row: parity === 'odd' ? 0 : 1 }, 'pointy', parity));
      base.y -= parity === 'odd' ? 0 : 1.5;
      for (let row = -6; row <= 6; row++) {
        for (let col = -6; col <= 6; col++) {
          const p = hexToPixel(unit('pointy'), offsetToAxial({ col, row }, 'pointy', parity));
          const pushed = parity === 'odd' ? isOdd(row) : !isOdd(row);
          // Columns are one hex width (√3) apart; pushed rows sit half a width further right than the others.
          expect(p.x - SQRT3 * col - (pushed ? SQRT3 / 2 : 0)).toBeCloseTo(base.x, 9);
          expect(p.y - base.y).toBeCloseTo(1.5 * row, 9);
        }
      }
    }
  });

  it('flat-top: columns are 1.5 apart, and odd (odd-q) or even (even-q) columns are pushed down by half a hex', () => {
    for (const parity of ['odd', 'even'] as const) {
      // Offset (0, 0) is in an unpushed column for odd-q, (1, 0) for even-q.
      const base = hexToPixel(unit('flat'), offsetToAxial({ col: parity === 'odd' ? 0 : 1, row: 0 }, 'flat', parity));
      base.x -= parity === 'odd' ? 0 : 1.5;
      for (let row = -6; row <= 6; row++) {
        for (let col = -6; col <= 6; col++) {
          const p = hexToPixel(unit('flat'), offsetToAxial({ col, row }, 'flat', parity));
          const pushed = parity === 'odd' ? isOdd(col) : !isOdd(col);
          // Rows are one hex height (√3) apart; pushed columns sit half a height further down than the others.
          expect(p.x - base.x).toBeCloseTo(1.5 * col, 9);
          expect(p.y - SQRT3 * row - (pushed ? SQRT3 / 2 : 0)).toBeCloseTo(base.y, 9);
        }
      }
    }
  });
});

describe('hexsides', () => {
  it('one id per hexside, the same from both hexes, distinct for the six sides of a hex', () => {
    for (let i = 0; i < N; i++) {
      const h = randHex();
      const ids = hexNeighbors(h).map((n) => {
        const id = hexsideId(h, n);
        expect(hexsideId(n, h)).toBe(id);
        const [a, b] = hexsideHexes(id);
        expect(new Set([hexKey(a), hexKey(b)])).toEqual(new Set([hexKey(h), hexKey(n)]));
        return id;
      });
      expect(new Set(ids).size).toBe(6);
    }
  });

  it('counts every interior hexside of a range exactly once', () => {
    // A range of radius n has 3n(n+1)+1 hexes; each has 6 sides; the boundary sides number 6(2n+1).
    const n = 5;
    const range = hexRange(hex(0, 0), n);
    const inRange = new Set(range.map(hexKey));
    const ids = new Set<string>();
    for (const h of range) for (const nb of hexNeighbors(h)) if (inRange.has(hexKey(nb))) ids.add(hexsideId(h, nb));
    expect(ids.size).toBe((6 * range.length - 6 * (2 * n + 1)) / 2);
  });

  it('refuses hexes that are not adjacent, and malformed ids', () => {
    expect(() => hexsideId(hex(0, 0), hex(0, 0))).toThrow();
    expect(() => hexsideId(hex(0, 0), hex(2, -1))).toThrow();
    for (const bad of ['', '0,0', '0,0|2,0', '0,0|0,0', 'a|b', '0,0|1,0|2,0']) expect(() => hexsideHexes(bad), bad).toThrow();
  });

  it('gives the direction from one hex to the other, opposite the other way round, or -1', () => {
    for (let i = 0; i < 500; i++) {
      const h = randHex();
      for (let d = 0; d < 6; d++) {
        const n = hexNeighbor(h, d);
        expect(hexsideDirection(h, n)).toBe(d);
        expect(hexsideDirection(n, h)).toBe((d + 3) % 6);
      }
      expect(hexsideDirection(h, h)).toBe(-1);
      expect(hexsideDirection(h, hexAdd(h, hex(2, -1)))).toBe(-1);
    }
  });
});

describe('pixel layout', () => {
  const layouts: PixelLayout[] = [
    { orientation: 'pointy', size: { x: 30, y: 30 }, origin: { x: 0, y: 0 } },
    { orientation: 'flat', size: { x: 30, y: 30 }, origin: { x: 0, y: 0 } },
    { orientation: 'pointy', size: { x: 31.5, y: 27.25 }, origin: { x: 112.5, y: -40 } },
    { orientation: 'flat', size: { x: 24, y: 29 }, origin: { x: -17, y: 63.5 } },
  ];
  const close = (a: Point, b: Point, eps = 1e-7) => Math.abs(a.x - b.x) < eps && Math.abs(a.y - b.y) < eps;

  it('puts neighbours at the right spacing', () => {
    const [pointy, flat] = layouts;
    expect(hexToPixel(pointy!, hex(1, 0)).x).toBeCloseTo(30 * SQRT3, 9); // pointy: width √3·size
    expect(hexToPixel(pointy!, hex(0, 2)).y).toBeCloseTo(90, 9); // rows 1.5·size apart
    expect(hexToPixel(flat!, hex(2, 0)).x).toBeCloseTo(90, 9); // flat: columns 1.5·size apart
    expect(hexToPixel(flat!, hex(0, 1)).y).toBeCloseTo(30 * SQRT3, 9); // height √3·size
    expect(hexToPixel(layouts[2]!, hex(0, 0))).toEqual({ x: 112.5, y: -40 });
  });

  it('round-trips hex → pixel → hex at centres, and the fractional inverse is exact', () => {
    for (const layout of layouts) {
      for (let i = 0; i < N; i++) {
        const h = randHex();
        expect(pixelToHex(layout, hexToPixel(layout, h))).toEqual(h);
        const f = pixelToHexFractional(layout, hexToPixel(layout, h));
        expect(f.q).toBeCloseTo(h.q, 6);
        expect(f.r).toBeCloseTo(h.r, 6);
      }
    }
  });

  it('maps every point within 0.9 × the inradius of a centre to that hex', () => {
    for (const layout of layouts) {
      for (let i = 0; i < N; i++) {
        const h = randHex(300);
        const c = hexToPixel(layout, h);
        // A point in the inscribed circle of a unit hex, stretched by the layout's size.
        const angle = rand() * 2 * Math.PI;
        const radius = 0.9 * (SQRT3 / 2) * Math.sqrt(rand());
        const p = { x: c.x + layout.size.x * radius * Math.cos(angle), y: c.y + layout.size.y * radius * Math.sin(angle) };
        expect(pixelToHex(layout, p)).toEqual(h);
      }
    }
  });

  it('maps a point just past a hexside into the neighbour', () => {
    for (const layout of layouts) {
      for (let i = 0; i < 500; i++) {
        const h = randHex(300);
        const d = randInt(0, 5);
        const n = hexNeighbor(h, d);
        const a = hexToPixel(layout, h);
        const b = hexToPixel(layout, n);
        const t = 0.55; // the hexside is at 0.5 of the way between the centres
        expect(pixelToHex(layout, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })).toEqual(n);
        expect(pixelToHex(layout, { x: a.x + (b.x - a.x) * (1 - t), y: a.y + (b.y - a.y) * (1 - t) })).toEqual(h);
      }
    }
  });

  it('has six corners at the radius, each shared with two neighbours', () => {
    for (const layout of layouts) {
      for (let i = 0; i < 200; i++) {
        const h = randHex(300);
        const c = hexToPixel(layout, h);
        const corners = hexCorners(layout, h);
        expect(corners).toHaveLength(6);
        const neighbourCorners = hexNeighbors(h).map((n) => hexCorners(layout, n));
        for (const p of corners) {
          // On the (stretched) circumscribed circle.
          expect(((p.x - c.x) / layout.size.x) ** 2 + ((p.y - c.y) / layout.size.y) ** 2).toBeCloseTo(1, 9);
          expect(neighbourCorners.filter((nc) => nc.some((q) => close(p, q))).length).toBe(2);
        }
      }
    }
  });

  it('hexside endpoints are corners of both hexes, one side-length apart, the same whichever hex comes first', () => {
    for (const layout of layouts) {
      for (let i = 0; i < 500; i++) {
        const a = randHex(300);
        const b = hexNeighbor(a, randInt(0, 5));
        const ends = hexsideEndpoints(layout, a, b);
        expect(hexsideEndpoints(layout, b, a)).toEqual(ends);
        const [p, q] = ends;
        for (const e of ends) {
          expect(hexCorners(layout, a).some((k) => close(k, e))).toBe(true);
          expect(hexCorners(layout, b).some((k) => close(k, e))).toBe(true);
        }
        expect(close(p, q)).toBe(false);
        const ca = hexToPixel(layout, a);
        const cb = hexToPixel(layout, b);
        expect(close(hexsideMidpoint(layout, a, b), { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 })).toBe(true);
        if (layout.size.x === layout.size.y) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(layout.size.x, 9);
      }
    }
    expect(() => hexsideEndpoints(layouts[0]!, hex(0, 0), hex(5, 5))).toThrow();
  });
});
