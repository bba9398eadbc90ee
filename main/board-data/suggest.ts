import sharp from 'sharp';
import type { Pt } from '../../shared/board/grid.js';
import type { Progress } from '../work/tasks.js';
import { mulberry32 } from '../../shared/random/mulberry32.js';

/**
 * "Suggest from the map": each hex's colour is sampled from the board image around its centre,
 * and hexes of similar colour are grouped (k-means) for the player to name each group with a
 * terrain type. Runs in a worker (main/work/tasks.ts, `suggestTerrain`).
 *
 * The image is read scaled so that a hex is about 28 pixels across (a 30,000-pixel map fits in
 * memory); each hex is sampled on a disk of half its radius, and described by the median of each
 * colour channel there — a hex number, a town's dot or a road crossing the disk are a minority of
 * its pixels and do not move the median — with the spread of its lightness (texture: a rough or
 * a mountain hex is speckled, a desert one flat). Groups are found by k-means++ from a fixed seed,
 * so the same map always gives the same groups.
 */

export interface SuggestBoard {
  /** The board image's file. */
  image: string;
  width: number;
  height: number;
  /** The distance between adjacent hex centres, in the image's pixels. */
  spacing: number;
  /** Each cell's name and centre in the image's pixels. */
  cells: { name: string; centre: Pt }[];
}

/** Every board of a table is sampled, and its hexes grouped together. */
export interface SuggestInput {
  boards: SuggestBoard[];
  groups: number;
}

export interface SuggestOutput {
  groups: { id: number; swatch: string; cells: string[] }[];
}

/** A hex about this many pixels across once the image is scaled. */
const TARGET_SPACING = 28;

export type Feature = number[];

/** The colour features of a disk around a point of a raw RGB(A) image. */
export function sampleDisk(raw: Uint8Array | Buffer, width: number, height: number, channels: number, c: Pt, radius: number): { feature: Feature; rgb: [number, number, number] } | null {
  const rs: number[] = [];
  const gs: number[] = [];
  const bs: number[] = [];
  const ls: number[] = [];
  const r2 = radius * radius;
  const x0 = Math.max(0, Math.floor(c.x - radius));
  const x1 = Math.min(width - 1, Math.ceil(c.x + radius));
  const y0 = Math.max(0, Math.floor(c.y - radius));
  const y1 = Math.min(height - 1, Math.ceil(c.y + radius));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if ((x - c.x) ** 2 + (y - c.y) ** 2 > r2) continue;
      const i = (y * width + x) * channels;
      const r = raw[i]!;
      const g = raw[i + 1]!;
      const b = raw[i + 2]!;
      rs.push(r);
      gs.push(g);
      bs.push(b);
      ls.push(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  if (rs.length === 0) return null;
  const median = (a: number[]) => {
    a.sort((p, q) => p - q);
    return a[a.length >> 1]!;
  };
  const mean = ls.reduce((s, v) => s + v, 0) / ls.length;
  const spread = Math.sqrt(ls.reduce((s, v) => s + (v - mean) ** 2, 0) / ls.length);
  const rgb: [number, number, number] = [median(rs), median(gs), median(bs)];
  return { feature: [rgb[0], rgb[1], rgb[2], spread * 0.5], rgb };
}

const dist2 = (a: Feature, b: Feature) => a.reduce((s, v, i) => s + (v - b[i]!) ** 2, 0);

/** k-means++ on features: each point's group, at most `k` groups (fewer when there are fewer distinct points). */
export function kMeans(points: readonly Feature[], k: number, iterations = 30, seed = 16): number[] {
  const n = points.length;
  if (n === 0) return [];
  const rand = mulberry32(seed);
  const centres: Feature[] = [points[Math.floor(rand() * n)]!.slice()];
  const best = points.map((p) => dist2(p, centres[0]!));
  while (centres.length < Math.min(k, n)) {
    const total = best.reduce((s, v) => s + v, 0);
    if (total === 0) break;
    let pick = rand() * total;
    let i = 0;
    while (i < n - 1 && pick > best[i]!) pick -= best[i++]!;
    centres.push(points[i]!.slice());
    for (let j = 0; j < n; j++) best[j] = Math.min(best[j]!, dist2(points[j]!, centres.at(-1)!));
  }
  const assign = new Array<number>(n).fill(0);
  for (let it = 0; it < iterations; it++) {
    let moved = false;
    for (let j = 0; j < n; j++) {
      let g = 0;
      let d = Infinity;
      centres.forEach((c, ci) => {
        const e = dist2(points[j]!, c);
        if (e < d) {
          d = e;
          g = ci;
        }
      });
      if (assign[j] !== g || it === 0) moved = moved || assign[j] !== g;
      assign[j] = g;
    }
    const sums = centres.map((c) => c.map(() => 0));
    const counts = centres.map(() => 0);
    for (let j = 0; j < n; j++) {
      counts[assign[j]!]!++;
      points[j]!.forEach((v, i) => (sums[assign[j]!]![i]! += v));
    }
    centres.forEach((c, ci) => {
      if (counts[ci]! > 0) for (let i = 0; i < c.length; i++) c[i] = sums[ci]![i]! / counts[ci]!;
    });
    if (!moved && it > 0) break;
  }
  return assign;
}

const hex2 = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');

/** Groups of hexes from a board image (the worker's task). */
export async function suggestTerrain(input: SuggestInput, progress: Progress): Promise<SuggestOutput> {
  const total = input.boards.reduce((n, b) => n + b.cells.length + 1, 0);
  let done = 0;
  progress(0, total);
  const named: string[] = [];
  const feats: Feature[] = [];
  const colours: [number, number, number][] = [];
  for (const board of input.boards) {
    const scale = Math.min(1, TARGET_SPACING / board.spacing);
    const width = Math.max(1, Math.round(board.width * scale));
    const height = Math.max(1, Math.round(board.height * scale));
    const { data, info } = await sharp(board.image, { limitInputPixels: 900_000_000 }).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    progress(++done, total);
    const radius = Math.max(2, (board.spacing * scale) / 4);
    board.cells.forEach((c, i) => {
      const s = sampleDisk(data, info.width, info.height, info.channels, { x: c.centre.x * scale, y: c.centre.y * scale }, radius);
      if (s) {
        named.push(c.name);
        feats.push(s.feature);
        colours.push(s.rgb);
      }
      if (i % 200 === 0) progress(done + i, total);
    });
    done += board.cells.length;
  }
  const assign = kMeans(feats, input.groups);
  const groups = new Map<number, { cells: string[]; rgb: [number, number, number][] }>();
  assign.forEach((g, j) => {
    const e = groups.get(g) ?? { cells: [], rgb: [] };
    e.cells.push(named[j]!);
    e.rgb.push(colours[j]!);
    groups.set(g, e);
  });
  const out = [...groups.values()]
    .sort((a, b) => b.cells.length - a.cells.length)
    .map((e, id) => {
      const m = [0, 1, 2].map((ch) => e.rgb.map((c) => c[ch]!).sort((p, q) => p - q)[e.rgb.length >> 1]!);
      return { id, swatch: `#${m.map(hex2).join('')}`, cells: e.cells };
    });
  progress(total, total);
  return { groups: out };
}
