/**
 * The board in headless Debian Chromium, on the built app in web mode (run `npm run build` first):
 *   - cold start: web server process start → page → new Afrika Korps game → map and counters drawn
 *   - drag frame time (requestAnimationFrame deltas while a counter is dragged), with the full
 *     set-up and with 1,000 extra counters; Chromium runs with its frame-rate limit off, so the
 *     deltas measure how long a frame takes rather than the 60 Hz vsync
 *   - the synchronous redraw cost of the counter layer
 * Software rendering on a 2-core CI machine: compare runs with runs, not with a user's GPU.
 */
/// <reference lib="dom" />
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH, startWebApp } from '../tests/e2e/harness.js';
import { percentile, report } from './stats.js';
import '../tests/e2e/board-hooks.js';

async function dragFrames(page: Page, unit: string): Promise<number[]> {
  const from = await page.evaluate((u) => window.__board!.unitScreenPosition(u), unit);
  if (!from) throw new Error(`unit ${unit} is not drawn`);
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (t: number) => {
      window.__frames!.push(t - last);
      last = t;
      if (window.__frames!.length < 100_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.keyboard.down('Alt');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 0; i < 4; i++) {
    await page.mouse.move(from.x + 300, from.y + 160, { steps: 40 });
    await page.mouse.move(from.x, from.y + 10, { steps: 40 });
  }
  const frames = await page.evaluate(() => window.__frames!.splice(0).slice(2));
  await page.mouse.up();
  await page.keyboard.up('Alt');
  return frames;
}

export async function benchBoard(): Promise<void> {
  console.log('\n== Board (headless Chromium, software rendering)');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  const t0 = performance.now();
  const app = await startWebApp();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
    await page.goto(app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-start').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    console.log(`${'cold start: server start to a drawn Afrika Korps map'.padEnd(52)} ${(performance.now() - t0).toFixed(0)} ms`);

    const reopen = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
    const t1 = performance.now();
    await reopen.goto(app.url);
    await reopen.getByTestId('action-continue').click();
    await reopen.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    console.log(`${'page load to a drawn map (Continue)'.padEnd(52)} ${(performance.now() - t1).toFixed(0)} ms`);
    await reopen.close();

    const unit = 'gb-2arm-2sg';
    const setupFrames = await dragFrames(page, unit);
    report(`drag frame time, March 1941 set-up (${await page.evaluate(() => window.__board!.drawnUnitIds().length)} counters)`, setupFrames);
    report('counter layer redraw (set-up)', [await page.evaluate(() => window.__board!.redrawCost(30))]);

    await page.evaluate(() => window.__board!.stress(1000));
    const stressFrames = await dragFrames(page, unit);
    report('drag frame time, stress board (+1,000 counters)', stressFrames);
    report('counter layer redraw (stress board)', [await page.evaluate(() => window.__board!.redrawCost(30))]);
    const over = (xs: number[]) => xs.filter((x) => x > 1000 / 60).length;
    console.log(`${'frames over 16.7 ms (set-up / stress)'.padEnd(52)} ${over(setupFrames)}/${setupFrames.length} / ${over(stressFrames)}/${stressFrames.length}; p95 ${percentile([...setupFrames].sort((a, b) => a - b), 95).toFixed(1)} / ${percentile([...stressFrames].sort((a, b) => a - b), 95).toFixed(1)} ms`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1]?.endsWith('board.ts')) void benchBoard();
