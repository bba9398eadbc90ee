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
import { report } from './stats.js';
import '../tests/e2e/board-hooks.js';

async function dragFrames(page: Page, unit: string): Promise<number[]> {
  const from = await page.evaluate((u) => window.__board!.unitScreenPosition(u), unit);
  if (!from) throw new Error(`unit ${unit} is not drawn`);
  // A string, not a function: the TypeScript runner would wrap a function's inner names in a helper
  // that does not exist in the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (window.__frames.length < 100000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
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
    // The board's bench probes are loaded only when asked for before the page starts.
    await page.addInitScript(() => (window.__wantBoardBench = true));
    await page.goto(app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-free').check();
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
    await page.waitForFunction(() => !!window.__boardBench);
    const counters = await page.evaluate(() => window.__board!.drawnUnitIds().length);
    for (const [label, extra] of [[`March 1941 set-up, ${counters} counters`, 0], ['stress board, +1,000 counters', 1000]] as const) {
      if (extra) await page.evaluate((n) => window.__boardBench!.stress(n), extra);
      report(`drag frame work (${label})`, await page.evaluate((u) => window.__boardBench!.dragFrameCost(u, 600), unit));
      const paced = await dragFrames(page, unit);
      report(`  frame interval while dragging (vsync-bound)`, paced);
      report(`  counter layer full redraw`, [await page.evaluate(() => window.__boardBench!.redrawCost(30))]);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1]?.endsWith('board.ts')) void benchBoard();
