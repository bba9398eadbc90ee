import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cutTilePyramid, tileFile } from '../../main/board/tile-pyramid';
import { createWorkRunner } from '../../main/work/runner';
import { levelFor, maxLevel, pyramidLevel, tilesIn } from '../../shared/board/tiles';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('tile pyramid', () => {
  it('chooses the level whose pixels are no larger than a screen pixel, and the tiles in view', () => {
    const p = { width: 10_000, height: 7_000, tileSize: 256 };
    expect(maxLevel(p)).toBe(14);
    expect(levelFor(p, 1)).toBe(14);
    expect(levelFor(p, 0.5)).toBe(13);
    expect(levelFor(p, 0.3)).toBe(13);
    expect(levelFor(p, 0.25)).toBe(12);
    expect(levelFor(p, 4)).toBe(14);
    expect(pyramidLevel(p, 13)).toMatchObject({ factor: 2, width: 5000, height: 3500, cols: 20, rows: 14 });
    const tiles = tilesIn(p, 14, { x: 300, y: 0, width: 400, height: 100 });
    expect(tiles.map((t) => [t.col, t.row])).toEqual([[1, 0], [2, 0]]);
    // The last column is narrower: 10,000 − 39·256.
    const edge = tilesIn(p, 14, { x: 9_990, y: 6_990, width: 100, height: 100 });
    expect(edge).toEqual([{ level: 14, col: 39, row: 27, x: 9_984, y: 6_912, w: 16, h: 88 }]);
  });

  it('cuts a generated 3,000 × 2,000 map into files, every tile of every level where the maths says', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-tiles-'));
    dirs.push(dir);
    // A map whose left half is dark and right half light, so a tile's content shows where it was cut.
    const image = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#f0e0b0' } })
      .composite([{ input: { create: { width: 1500, height: 2000, channels: 3, background: '#202020' } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const p = await cutTilePyramid(image, dir);
    expect(p).toMatchObject({ width: 3000, height: 2000, tileSize: 256, levels: 13 });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pyramid.json'), 'utf8'))).toEqual(p);
    for (let level = 0; level < p.levels; level++) {
      const l = pyramidLevel(p, level);
      for (const [col, row] of [[0, 0], [l.cols - 1, l.rows - 1]] as const) {
        const file = tileFile(dir, p, level, col, row)!;
        const m = await sharp(file).metadata();
        expect(m.width).toBe(Math.min(256, l.width - col * 256));
        expect(m.height).toBe(Math.min(256, l.height - row * 256));
      }
    }
    expect(tileFile(dir, p, 12, 12, 0)).toBeNull();
    expect(tileFile(dir, p, 13, 0, 0)).toBeNull();
    // Full size: tile (1, 0) is dark (x 256–511), tile (6, 0) light (x 1536–1791).
    const mean = async (col: number) => (await sharp(tileFile(dir, p, 12, col, 0)!).stats()).channels[0]!.mean;
    expect(await mean(1)).toBeLessThan(60);
    expect(await mean(6)).toBeGreaterThan(200);
  });

  it('is cut off the main thread: the worker runs the asynchronous task and answers with the pyramid', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-tiles-'));
    dirs.push(dir);
    const source = path.join(dir, 'map.png');
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a0c0e0' } }).png().toFile(source);
    const runner = createWorkRunner();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const r = await runner.run('cutTiles', { source, dir: path.join(dir, 'board') });
    clearInterval(timer);
    runner.close();
    expect(r).toEqual({ ok: true, value: { width: 1200, height: 900, tileSize: 256, format: 'webp', levels: 12 } });
    expect(fs.existsSync(path.join(dir, 'board', 'tiles_files', '11', '4_3.webp'))).toBe(true);
    // The main thread's timers kept running while the worker cut.
    expect(ticks).toBeGreaterThan(0);
  });
});
