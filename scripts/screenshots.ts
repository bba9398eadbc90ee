/**
 * Regenerates the README's pictures — docs/screenshot.png (home), docs/board.png (a new Afrika
 * Korps game), docs/board-tobruch.png (zoomed on Tobruch), docs/table-<width>-<lang>.png (the
 * table in rules mode at 1024×700 and 1920×1080, in English and Italian; at 1920 a stack's pieces shown)
 * — and assets/icon.png (the installer icon, rendered from assets/logo.svg). Run after
 * `npm run build`: tsx scripts/screenshots.ts
 */
import type { Browser } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, startWebApp } from '../tests/e2e/harness.js';
import '../tests/e2e/board-hooks.js';

const root = path.resolve(import.meta.dirname, '..');

/** A new Afrika Korps game in rules mode at one window size and language (on a large window, the largest stack hovered). */
async function tableShot(browser: Browser, url: string, size: { width: number; height: number }, lang: 'en' | 'it'): Promise<string> {
  const context = await browser.newContext({ locale: lang === 'it' ? 'it-IT' : 'en-GB', viewport: size, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('home').waitFor();
  await page.getByTestId('action-new-game').click();
  await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
  await page.getByTestId('new-game-start').click();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
  await page.getByTestId('play-end').waitFor();
  const hex = await page.evaluate(() => {
    const at = new Map<string, number>();
    for (const id of window.__board!.drawnUnitIds()) {
      const p = window.__board!.unitScreenPosition(id)!;
      const h = window.__board!.hexAt(p.x, p.y)!;
      at.set(h, (at.get(h) ?? 0) + 1);
    }
    return [...at.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  });
  const p = await page.evaluate((h) => window.__board!.hexScreenPosition(h), hex);
  // The stack viewer on the large window; the small one shows the table as it opens.
  if (p && size.width >= 1920) {
    await page.mouse.move(p.x - 20, p.y - 20);
    await page.mouse.move(p.x, p.y, { steps: 3 });
    await page.getByTestId('stack-viewer').waitFor();
  }
  await page.waitForTimeout(400);
  const file = `table-${size.width}-${lang}.png`;
  await page.screenshot({ path: path.join(root, 'docs', file) });
  await context.close();
  return file;
}

const browser = await launchChromium();
const app = await startWebApp();
try {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(app.url);
  await page.getByTestId('home').waitFor();
  await page.screenshot({ path: path.join(root, 'docs', 'screenshot.png') });

  const board = await context.newPage();
  await board.setViewportSize({ width: 1400, height: 860 });
  await board.goto(app.url);
  await board.getByTestId('action-new-game').click();
  await board.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
  await board.getByTestId('new-game-start').click();
  await board.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
  await board.waitForTimeout(500);
  await board.screenshot({ path: path.join(root, 'docs', 'board.png') });
  const tobruch = await board.evaluate(() => window.__board!.hexScreenPosition('G25'));
  if (tobruch) {
    await board.mouse.move(tobruch.x, tobruch.y);
    for (let i = 0; i < 6; i++) {
      await board.mouse.wheel(0, -240);
      await board.waitForTimeout(120);
    }
    await board.mouse.move(10, 10);
    await board.waitForTimeout(600);
    await board.screenshot({ path: path.join(root, 'docs', 'board-tobruch.png') });
  }

  const tables: string[] = [];
  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ])
    for (const lang of ['en', 'it'] as const) tables.push(await tableShot(browser, app.url, size, lang));

  const svg = fs.readFileSync(path.join(root, 'assets', 'logo.svg'), 'utf8');
  const icon = await browser.newPage({ viewport: { width: 512, height: 512 } });
  await icon.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="512" height="512" ')}</body></html>`);
  await icon.screenshot({ path: path.join(root, 'assets', 'icon.png'), omitBackground: true });
  console.log(`wrote docs/screenshot.png, docs/board.png, docs/board-tobruch.png, ${tables.map((f) => `docs/${f}`).join(', ')} and assets/icon.png`);
} finally {
  await browser.close();
  await app.stop();
}
