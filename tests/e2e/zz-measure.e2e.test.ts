/// <reference lib="dom" />
import { it } from 'vitest';
import './board-hooks';
import { openPage, useBrowserAndApp } from './harness';
const suite = useBrowserAndApp();
it('measure', async () => {
  for (const [w, h] of [[1024, 700], [1920, 1080]] as const) {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: w, height: h } });
    const { page } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-start').click();
    await page.locator('[data-testid="screen-table"][data-game-id="afrika-korps"]').waitFor();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    const m = await page.evaluate(() => {
      const r = (s: string) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]; };
      return { scroll: [document.documentElement.scrollHeight, innerHeight], header: r('header'), bar: r('[data-testid=table-toolbar]'), board: r('[data-testid=board]'), side: r('[data-testid=side-dock]'), now: r('[data-testid=dock-now]'), end: r('[data-testid=play-end]'), sw: [document.documentElement.scrollWidth], hit: (() => { const e = document.querySelector('[data-testid=play-end]')!.getBoundingClientRect(); const h = document.elementFromPoint(e.left + e.width/2, e.top + e.height/2); return h ? h.outerHTML.slice(0, 120) : null; })(), tl: [...document.querySelector('[data-testid=timeline] > div')!.children].map((c) => { const b = c.getBoundingClientRect(); return [c.className.split(' ')[0], Math.round(b.x), Math.round(b.y), Math.round(b.width)]; }), banners: r('[data-testid=table-banners]'), timeline: r('[data-testid=timeline]'), fit: r('[data-testid=fit]'), mini: r('[data-testid=minimap]') };
    });
    console.log(w, h, JSON.stringify(m));
    await page.screenshot({ path: `/tmp/layout/after-${w}.png` });
    await context.close();
  }
});
