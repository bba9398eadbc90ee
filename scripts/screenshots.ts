/**
 * Regenerates the README's pictures — docs/screenshot.png (home), docs/board.png (a new Afrika
 * Korps game), docs/board-tobruch.png (zoomed on Tobruch) — and assets/icon.png (the installer
 * icon, rendered from assets/logo.svg). Run after `npm run build`: tsx scripts/screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, startWebApp } from '../tests/e2e/harness.js';
import '../tests/e2e/board-hooks.js';

const root = path.resolve(import.meta.dirname, '..');
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

  const svg = fs.readFileSync(path.join(root, 'assets', 'logo.svg'), 'utf8');
  const icon = await browser.newPage({ viewport: { width: 512, height: 512 } });
  await icon.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="512" height="512" ')}</body></html>`);
  await icon.screenshot({ path: path.join(root, 'assets', 'icon.png'), omitBackground: true });
  console.log('wrote docs/screenshot.png, docs/board.png, docs/board-tobruch.png and assets/icon.png');
} finally {
  await browser.close();
  await app.stop();
}
