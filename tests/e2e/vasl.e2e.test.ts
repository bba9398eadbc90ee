/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowserAndApp } from './harness';
import { writeModuleFixture } from '../support/vassal/module-fixture';
import { writeVaslBoard, type FixtureTerrain } from '../support/vassal/vasl-fixture';
import './board-hooks';

/**
 * VASL boards in Chromium: two generated board archives (one with a colour table and woods painted
 * in Y7) and a generated module for the counters → added in the library, placed side by side → the
 * assembled map opened on the table → line of sight picked between two hexes is "blocked by the
 * woods in yY7", the thread drawn, and the hovered hex's terrain shown.
 */
const suite = useBrowserAndApp();
let dir: string;
const TERRAIN: FixtureTerrain = {
  colours: [
    { name: 'Level0', rgb: [190, 200, 160], terrain: 'Open Ground', elevation: 0 },
    { name: 'WoodsGreen', rgb: [47, 131, 47], terrain: 'Woods', elevation: 0 },
  ],
  background: 'Level0',
  hexes: { Y7: 'WoodsGreen' },
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-vasl-'));
  await writeVaslBoard(path.join(dir, 'bdY'), { name: 'y', terrain: TERRAIN });
  await writeVaslBoard(path.join(dir, 'bdZ'), { name: 'z' });
  await writeModuleFixture(path.join(dir, 'vasl.vmod'), { pieceCount: 4 });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function at(page: Page, hex: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((h) => window.__board!.hexScreenPosition(h), hex);
  expect(p, hex).toBeTruthy();
  return p!;
}

describe('VASL boards on the table', () => {
  it('board archives → assembled map → line of sight blocked by the woods in yY7', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('vasl-boards').locator('summary').click();
    await page.getByTestId('vasl-board-files').setInputFiles([path.join(dir, 'bdY'), path.join(dir, 'bdZ')]);
    await page.getByTestId('vasl-board-z').waitFor({ timeout: 60_000 });
    await page.getByTestId('vasl-board-y').getByRole('checkbox').first().check();
    await page.getByTestId('vasl-board-z').getByRole('checkbox').first().check();
    expect(await page.getByTestId('vasl-col-z').inputValue()).toBe('1');
    await page.getByTestId('vasl-module-file').setInputFiles(path.join(dir, 'vasl.vmod'));
    await page.getByTestId('vasl-make').click();
    await page.getByTestId('vasl-made').waitFor({ timeout: 120_000 });
    await page.getByTestId('vasl-play').click();
    await page.locator('[data-testid="screen-table"][data-game-id="imported:vasl-y-z"]').waitFor();
    await page.waitForFunction(() => !!window.__board?.hexScreenPosition('yY7'));

    await page.getByTestId('los-toggle').click();
    await page.getByTestId('los-pick').click();
    const y7 = await at(page, 'yY7');
    await page.mouse.move(y7.x, y7.y);
    await expect.poll(() => page.getByTestId('los-hover').innerText()).toBe('yY7: woods, level 0');
    const a = await at(page, 'yY5');
    await page.mouse.click(a.x, a.y);
    const b = await at(page, 'yY9');
    await page.mouse.click(b.x, b.y);
    const result = page.getByTestId('los-result');
    await result.waitFor();
    expect(await page.getByTestId('los-blocked-by').innerText()).toBe('Blocked by the woods in yY7 (rule 1.1.1)');
    expect(await result.innerText()).toContain('Range: 4 hexes');
    // The thread drawn from centre dot to centre dot (Y5 and Y9 share a column: a vertical line), red for blocked.
    const line = page.getByTestId('los-line');
    await line.waitFor({ state: 'attached' });
    const [x1, y1, x2, y2] = (await Promise.all(['x1', 'y1', 'x2', 'y2'].map(async (k) => Number(await line.getAttribute(k))))) as [number, number, number, number];
    expect(x2 - x1).toBeCloseTo(b.x - a.x, 0);
    expect(y2 - y1).toBeCloseTo(b.y - a.y, 0);
    expect(await line.getAttribute('class')).toContain('blocked');
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
