/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutTilePyramid } from '../../main/board/tile-pyramid';
import { buildImageBoardPage, makeImageTable, makeMapImage, serveImageBoard, type ImageBoardFixture, type ImageBoardServer } from '../support/image-board';
import { launchChromium } from './harness';

/**
 * The board draws a table given only as data — a generated 3,000 × 2,000 px map cut into tiles, a
 * registered hex grid with its numbering, fifty two-sided image counters — with the production
 * Board and no line of renderer code for it. The page stands in for main (tests/support/image-board/).
 */

let work = '';
let browser: Browser;
let server: ImageBoardServer;
let fixture: ImageBoardFixture;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-image-board-'));
  await makeMapImage(path.join(work, 'map.png'), 3000, 2000, 'halves');
  const pyramid = await cutTilePyramid(path.join(work, 'map.png'), path.join(work, 'board'));
  fixture = await makeImageTable(work, { width: 3000, height: 2000, pieces: 50, counterImages: 50, grid: { kind: 'hex', dy: 100, x0: 60, y0: 60, numbering: {} } });
  await buildImageBoardPage(path.join(work, 'page'));
  server = await serveImageBoard(path.join(work, 'page'), path.join(work, 'board', 'tiles_files'), path.join(work, 'images'), { table: fixture.table, pyramid, units: fixture.units });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  server?.close();
  await browser?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function open(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.addInitScript((c) => (window.__imageBoardConfig = c as never), server.config);
  await page.goto(server.url);
  await page.waitForFunction(() => window.__imageBench?.firstTileAt() != null);
  return { page, problems };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

describe('a table drawn from images', () => {
  it('draws the map from its tiles and fifty image counters on the registered grid, named by its numbering', async () => {
    const { page, problems } = await open();
    expect(await page.evaluate(() => window.__imageBench!.drawn())).toBe(50);
    // The map's dark left half and light right half, from the tiles (sampled away from counters).
    const free = (name: string) => page.evaluate((n) => window.__imageBench!.hexScreen(n)!, name);
    const used = new Set(fixture.units.map((u) => u.hex));
    const west = fixture.cells.find((c) => !used.has(c) && c.startsWith('03'))!;
    const east = fixture.cells.find((c) => !used.has(c) && c.startsWith('28'))!;
    const w = await free(west);
    const e = await free(east);
    await page.waitForFunction(([x, y]) => window.__imageBench!.pixel(x!, y!)[2] > 0, [w.x, w.y]);
    const [wr, wg, wb] = await page.evaluate(([x, y]) => window.__imageBench!.pixel(x!, y!), [w.x, w.y]);
    const [er, eg] = await page.evaluate(([x, y]) => window.__imageBench!.pixel(x!, y!), [e.x, e.y]);
    expect(Math.max(wr, wg, wb)).toBeLessThan(90);
    expect(Math.min(er, eg)).toBeGreaterThan(200);
    // Each counter stands on its cell; the cell under a point is named as the grid's numbering says.
    const u0 = fixture.units[0]!;
    const at = await page.evaluate((id) => window.__imageBench!.unitScreen(id)!, u0.id);
    expect(await page.evaluate(([x, y]) => window.__imageBench!.hexAt(x!, y!), [at.x, at.y])).toBe(u0.hex);
    // Its front image is red.
    await page.waitForFunction(([x, y]) => window.__imageBench!.pixel(x!, y!)[0] > 150, [at.x, at.y]);
    // The overview map shows the board from its coarsest tile once it has loaded (a grey stand-in before).
    await page.waitForFunction(() => Math.max(...window.__imageBench!.overviewPixel(0.2, 0.3)) < 90);
    expect(Math.min(...(await page.evaluate(() => window.__imageBench!.overviewPixel(0.8, 0.3))).slice(0, 2))).toBeGreaterThan(200);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('drags a counter onto another, stacks them, moves it on, and shows the back of a flipped counter', async () => {
    const { page, problems } = await open();
    const [a, b] = [fixture.units[0]!, fixture.units[1]!];
    const screen = (id: string) => page.evaluate((u) => window.__imageBench!.unitScreen(u)!, id);
    // a dropped on b's cell: a stack of two, a on top (drawn a little up and right of the centre).
    await drag(page, await screen(a.id), await screen(b.id));
    let units = await page.evaluate(() => window.__imageBench!.units());
    expect(units[a.id]!.hex).toBe(b.hex);
    const aTop = await screen(a.id);
    const bUnder = await screen(b.id);
    expect(aTop.x).toBeGreaterThan(bUnder.x);
    expect(aTop.y).toBeLessThan(bUnder.y);
    // Dragging the stack's top moves the whole stack (as on the generated board); Alt takes one counter.
    const used = new Set(Object.values(units).map((u) => u.hex));
    const empty = fixture.cells.find((c) => !used.has(c) && c.startsWith('10'))!;
    const to = await page.evaluate((n) => window.__imageBench!.hexScreen(n)!, empty);
    await page.keyboard.down('Alt');
    await drag(page, aTop, to);
    await page.keyboard.up('Alt');
    units = await page.evaluate(() => window.__imageBench!.units());
    expect(units[a.id]!.hex).toBe(empty);
    expect(units[b.id]!.hex).toBe(b.hex);
    const at = await screen(a.id);
    expect(await page.evaluate(([x, y]) => window.__imageBench!.hexAt(x!, y!), [at.x, at.y])).toBe(empty);
    await page.waitForFunction(([x, y]) => window.__imageBench!.pixel(x!, y!)[0] > 150, [at.x, at.y]);
    // Flipped: its back image (blue) is drawn in place of the front.
    await page.evaluate((id) => window.__imageBench!.flip(id), a.id);
    await page.waitForFunction(([x, y]) => window.__imageBench!.pixel(x!, y!)[2] > 150, [at.x, at.y]);
    expect((await page.evaluate(() => window.__imageBench!.units()))[a.id]!.flipped).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
