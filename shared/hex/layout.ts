/**
 * Converting between hexes and pixels. Screen convention: x grows rightwards, y grows downwards.
 *
 * `size` is the hex "radius" — centre to corner — given separately for x and y so a map scan whose
 * hexes are slightly squashed can still be matched exactly. With size.x === size.y the hexes are
 * regular. `origin` is the pixel centre of hex (0, 0).
 *
 *   pointy-top: width  = √3·size.x, height = 2·size.y; rows are 1.5·size.y apart
 *   flat-top:   width  = 2·size.x,  height = √3·size.y; columns are 1.5·size.x apart
 */
import { hexRound, type FractionalHex, type Hex } from './axial.js';
import { hexsideDirection, hexsidePair } from './hexside.js';
import type { Orientation } from './offset.js';

export interface Point {
  x: number;
  y: number;
}

export interface PixelLayout {
  orientation: Orientation;
  /** Hex radius (centre to corner) in x and in y. */
  size: Point;
  /** Pixel position of the centre of hex (0, 0). */
  origin: Point;
}

const SQRT3 = Math.sqrt(3);

/** The pixel centre of hex h. */
export function hexToPixel(layout: PixelLayout, h: Hex): Point {
  const { size, origin } = layout;
  if (layout.orientation === 'pointy') {
    return { x: origin.x + size.x * SQRT3 * (h.q + h.r / 2), y: origin.y + size.y * 1.5 * h.r };
  }
  return { x: origin.x + size.x * 1.5 * h.q, y: origin.y + size.y * SQRT3 * (h.r + h.q / 2) };
}

/** The exact (fractional) axial coordinate of a pixel: the inverse of hexToPixel. */
export function pixelToHexFractional(layout: PixelLayout, p: Point): FractionalHex {
  // Undo origin and size, leaving a layout of unit hexes.
  const x = (p.x - layout.origin.x) / layout.size.x;
  const y = (p.y - layout.origin.y) / layout.size.y;
  if (layout.orientation === 'pointy') {
    const r = (2 / 3) * y;
    return { q: x / SQRT3 - r / 2, r };
  }
  const q = (2 / 3) * x;
  return { q, r: y / SQRT3 - q / 2 };
}

/** The hex that contains pixel p. */
export function pixelToHex(layout: PixelLayout, p: Point): Hex {
  return hexRound(pixelToHexFractional(layout, p));
}

/**
 * Angle of corner 0 in degrees; corner i is at cornerStart + 60·i (clockwise on screen, since y
 * grows downwards). Pointy-top hexes start at 30° (lower right), flat-top at 0° (right).
 */
function cornerStart(orientation: Orientation): number {
  return orientation === 'pointy' ? 30 : 0;
}

/** Offset of corner i (0..5) from a hex centre. */
function cornerOffset(layout: PixelLayout, i: number): Point {
  const angle = (Math.PI / 180) * (cornerStart(layout.orientation) + 60 * i);
  return { x: layout.size.x * Math.cos(angle), y: layout.size.y * Math.sin(angle) };
}

/**
 * The six corners of hex h. Corner i lies at angle cornerStart + 60·i from the centre:
 *   pointy-top: 0 lower-right (30°), 1 bottom, 2 lower-left, 3 upper-left, 4 top, 5 upper-right
 *   flat-top:   0 right (0°), 1 lower-right, 2 lower-left, 3 left, 4 upper-left, 5 upper-right
 */
export function hexCorners(layout: PixelLayout, h: Hex): Point[] {
  const c = hexToPixel(layout, h);
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const o = cornerOffset(layout, i);
    corners.push({ x: c.x + o.x, y: c.y + o.y });
  }
  return corners;
}

/**
 * Which two corners of a hex bound its side in direction dir. Direction d points at angle −60·d
 * (pointy) or 30 − 60·d (flat) degrees; its side spans the two corners 30° either side of that,
 * which are corners (−d − 1, −d) for pointy-top and (−d, 1 − d) for flat-top, modulo 6.
 */
function sideCorners(orientation: Orientation, dir: number): [number, number] {
  const mod6 = (n: number) => ((n % 6) + 6) % 6;
  return orientation === 'pointy' ? [mod6(-dir - 1), mod6(-dir)] : [mod6(-dir), mod6(1 - dir)];
}

/**
 * The two ends of the hexside shared by adjacent hexes a and b. The result does not depend on the
 * order of a and b (it is computed from the canonical hexside pair). Throws if they are not adjacent.
 */
export function hexsideEndpoints(layout: PixelLayout, a: Hex, b: Hex): [Point, Point] {
  const [lo, hi] = hexsidePair(a, b);
  const [i, j] = sideCorners(layout.orientation, hexsideDirection(lo, hi));
  const c = hexToPixel(layout, lo);
  const oi = cornerOffset(layout, i);
  const oj = cornerOffset(layout, j);
  return [
    { x: c.x + oi.x, y: c.y + oi.y },
    { x: c.x + oj.x, y: c.y + oj.y },
  ];
}

/** The midpoint of the hexside shared by adjacent hexes a and b (halfway between their centres). */
export function hexsideMidpoint(layout: PixelLayout, a: Hex, b: Hex): Point {
  const [p, q] = hexsideEndpoints(layout, a, b);
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}
