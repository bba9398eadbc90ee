/**
 * Regenerates docs/screenshot.png (the README's home screen) and assets/icon.png (the installer
 * icon, rendered from assets/logo.svg). Run after `npm run build`: tsx scripts/screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, startWebApp } from '../tests/e2e/harness.js';

const root = path.resolve(import.meta.dirname, '..');
const browser = await launchChromium();
const app = await startWebApp();
try {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(app.url);
  await page.getByTestId('home').waitFor();
  await page.screenshot({ path: path.join(root, 'docs', 'screenshot.png') });

  const svg = fs.readFileSync(path.join(root, 'assets', 'logo.svg'), 'utf8');
  const icon = await browser.newPage({ viewport: { width: 512, height: 512 } });
  await icon.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="512" height="512" ')}</body></html>`);
  await icon.screenshot({ path: path.join(root, 'assets', 'icon.png'), omitBackground: true });
  console.log('wrote docs/screenshot.png and assets/icon.png');
} finally {
  await browser.close();
  await app.stop();
}
