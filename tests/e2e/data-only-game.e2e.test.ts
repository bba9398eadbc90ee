/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, startWebApp, useBrowserAndApp } from './harness';
import { makeDataOnlyGame, type DataOnlyGameFixture } from '../support/data-only-game';
import './board-hooks';

/**
 * A game defined only by data — a generated 3,000 × 2,000 px map, a registered hex grid with its
 * numbering, fifty two-sided counters with a step-loss layer — sent through main's API, then
 * opened, drawn and played in free mode in Chromium with no line of renderer code written for it.
 */
const suite = useBrowserAndApp();
let fixture: DataOnlyGameFixture;
let fixtureDir: string;
const KEY = 'imported:test-hexes';

beforeAll(async () => {
  fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-dataonly-'));
  fixture = await makeDataOnlyGame(fixtureDir);
}, 120_000);
afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

/** Uploads the game over one WebSocket (an upload belongs to its connection): begin, chunks, finish. */
async function uploadGame(page: Page): Promise<{ ok: boolean; value?: { key: string }; code?: string }> {
  const files = Object.fromEntries([...fixture.images].map(([name, file]) => [name, fs.readFileSync(file).toString('base64')]));
  return page.evaluate(
    async ([definition, images]) => {
      const ws = new WebSocket(`ws://${location.host}/api`);
      await new Promise((r) => (ws.onopen = r));
      let id = 0;
      const pending = new Map<number, (r: unknown) => void>();
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { id?: number; result?: unknown };
        if (m.id !== undefined) pending.get(m.id)?.(m.result);
      };
      const call = (channel: string, args: unknown) =>
        new Promise<{ ok: boolean; value?: any; code?: string }>((resolve) => {
          pending.set(++id, resolve as (r: unknown) => void);
          ws.send(JSON.stringify({ id, channel, args }));
        });
      const begun = await call('imported.begin', { definition });
      if (!begun.ok) return begun;
      const { uploadId, chunkBytes } = begun.value as { uploadId: string; chunkBytes: number };
      // base64 of chunkBytes bytes: chunkBytes is a multiple of 3, so every slice but the last has no padding.
      const step = (chunkBytes / 3) * 4;
      for (const name of begun.value.images as string[]) {
        const b64 = images[name]!;
        for (let i = 0, offset = 0; i < b64.length; i += step, offset += chunkBytes) {
          const r = await call('imported.chunk', { uploadId, image: name, offset, data: b64.slice(i, i + step) });
          if (!r.ok) return r;
        }
      }
      const done = await call('imported.finish', { uploadId });
      ws.close();
      return done;
    },
    [fixture.definition, files] as const,
  );
}

async function openTable(page: Page, units: number): Promise<void> {
  await page.locator(`[data-testid="screen-table"][data-game-id="${KEY}"]`).waitFor();
  await page.waitForFunction((n) => (window.__board?.drawnUnitIds().length ?? 0) === n, units);
}

type Unit = { id: string; hex: string | null; flipped?: boolean; layers?: number; order: number };
const unitsOf = async (page: Page, id: string) => (await callApi<{ units: Unit[]; head: number }>(page, 'game.open', { id })).value!;

describe('a game defined only by data', () => {
  it('is created through the API, listed, opened, drawn and played in free mode, and exchanged by file', async () => {
    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-dl-'));
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const { page, problems } = await openPage(context, suite.app.url);
    const assets: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/imported/')) assets.push({ url: r.url(), status: r.status() });
    });
    await page.getByTestId('home').waitFor();

    expect(await uploadGame(page)).toMatchObject({ ok: true, value: { key: KEY } });
    const listed = await callApi<{ key: string; name: string; pieces: number }[]>(page, 'imported.list', {});
    expect(listed.value).toEqual([expect.objectContaining({ key: KEY, name: 'Test Hexes', pieces: 50 })]);

    // Listed with the games on the New game screen, it starts from its set-up.
    await page.reload();
    await page.getByTestId('action-new-game').click();
    const listing = page.locator(`[data-testid="imported-game"][data-game-key="${KEY}"]`);
    expect(await listing.innerText()).toContain('Test Hexes');
    await listing.locator('[data-testid="imported-start"][data-scenario-id="start"]').click();
    await openTable(page, 50);
    const id = (await page.getByTestId('screen-table').getAttribute('data-saved-game-id'))!;
    expect((await callApi<{ gameId: string }>(page, 'game.open', { id })).value!.gameId).toBe(KEY);
    // The map came tile by tile and the counters as images, from the data folder.
    await expect.poll(() => assets.filter((a) => a.url.includes('/tiles/map.png/') && a.status === 200).length).toBeGreaterThan(0);
    await expect.poll(() => assets.filter((a) => a.url.includes('/images/p0-front.png') && a.status === 200).length).toBeGreaterThan(0);
    expect(assets.filter((a) => a.status !== 200)).toEqual([]);

    // Drag p0 onto p1's cell: they stack, p0 on top.
    const before = await unitsOf(page, id);
    const p1Hex = before.units.find((u) => u.id === 'p1')!.hex!;
    const from = await page.evaluate(() => window.__board!.unitScreenPosition('p0'));
    const to = await page.evaluate((h) => window.__board!.hexScreenPosition(h), p1Hex);
    expect(from && to).toBeTruthy();
    await page.mouse.move(from!.x, from!.y);
    await page.mouse.down();
    await page.mouse.move(to!.x, to!.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await unitsOf(page, id)).units.find((u) => u.id === 'p0')!.hex).toBe(p1Hex);
    const stacked = await unitsOf(page, id);
    expect(stacked.units.find((u) => u.id === 'p0')!.order).toBeGreaterThan(stacked.units.find((u) => u.id === 'p1')!.order);
    expect(await page.getByTestId('log-entry').last().innerText()).toContain(p1Hex);

    // Flip the top counter and show its step loss from its menu.
    const top = await page.evaluate(() => window.__board!.unitScreenPosition('p0'));
    await page.mouse.click(top!.x, top!.y, { button: 'right' });
    await page.getByTestId('menu-flip').click();
    await expect.poll(async () => (await unitsOf(page, id)).units.find((u) => u.id === 'p0')!.flipped).toBe(true);
    await page.mouse.click(top!.x, top!.y, { button: 'right' });
    await page.getByTestId('menu-layers-1').click();
    await expect.poll(async () => (await unitsOf(page, id)).units.find((u) => u.id === 'p0')!.layers).toBe(1);
    await expect.poll(() => assets.filter((a) => a.url.includes('/images/p0-back.png')).length).toBeGreaterThan(0);
    await expect.poll(() => assets.filter((a) => a.url.includes('/images/step-loss.png')).length).toBeGreaterThan(0);

    // Undo the step loss; the timeline steps back to before the flip, read-only.
    await page.getByTestId('undo').click();
    await expect.poll(async () => (await unitsOf(page, id)).units.find((u) => u.id === 'p0')!.layers).toBeUndefined();
    expect((await unitsOf(page, id)).head).toBe(2);
    await page.getByTestId('timeline-back').click();
    await page.getByTestId('readonly-banner').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="timeline-position"]')?.getAttribute('data-seq') === '1');

    // Export the game file; a second data folder with the same game imports it to the same position.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).game.gameId).toBe(KEY);

    const other = await startWebApp();
    try {
      const { page: theirs, problems: theirProblems } = await openPage(context, other.url);
      await theirs.getByTestId('home').waitFor();
      expect(await uploadGame(theirs)).toMatchObject({ ok: true });
      await theirs.getByTestId('action-saved-games').click();
      await theirs.getByTestId('import-file').setInputFiles(file);
      await openTable(theirs, 50);
      const mine = await unitsOf(page, id);
      const got = (await callApi<{ units: Unit[]; head: number }>(theirs, 'game.open', { id })).value!;
      expect(got.head).toBe(mine.head);
      expect(got.units).toEqual(mine.units);
      expect(theirProblems).toEqual([]);
    } finally {
      await other.stop();
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);
});
