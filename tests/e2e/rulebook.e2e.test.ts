/// <reference lib="dom" />
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, useBrowserAndApp, applyAction } from './harness';
import './board-hooks';

const suite = useBrowserAndApp();
const AK_SEED = path.resolve(import.meta.dirname, '../../../shared/seeds/000_9dce4600f0004f56.txt');

const openSection = (page: Page) => page.getByTestId('rulebook-section');

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('rulebook-search');
  await box.fill(text);
  await page.getByTestId('rulebook-search-count').waitFor();
}

describe('Rulebooks', () => {
  it('finds the escarpment rules from Italian and English words, without a game open', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('nav-rulebooks').click();
    await page.getByTestId('screen-rulebooks').waitFor();
    expect(await page.getByTestId('rulebook').count()).toBe(5);

    for (const word of ['scarpata', 'escarpment', 'Escarpmént']) {
      if (await page.getByTestId('rulebook-all').count()) await page.getByTestId('rulebook-all').click(); // back to all games
      await search(page, word);
      const first = page.getByTestId('rulebook-hit').first();
      expect(await first.getAttribute('data-game-id')).toBe('afrika-korps');
      expect(await first.getAttribute('data-section')).toBe('18');
      expect(await first.locator('mark').count()).toBeGreaterThan(0); // highlighted snippet
      await first.click();
      await page.locator('[data-testid="rulebook-reader"][data-game-id="afrika-korps"]').waitFor();
      await page.locator('[data-testid="rulebook-section"][data-section="18"]').waitFor();
      expect(await page.getByTestId('rulebook-section-title').innerText()).toMatch(/Escarpments/);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('jumps to a typed section number, follows links, pages and goes back, in IT, EN or both', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('nav-rulebooks').click();
    await page.locator('[data-testid="rulebook"][data-game-id="afrika-korps"] [data-testid="rulebook-open"]').click();
    await page.getByTestId('rulebook-front-page').waitFor();
    expect(await page.getByTestId('rulebook-gaps').innerText()).toMatch(/Combat Results Table/);

    await page.getByTestId('rulebook-search').fill('7.2');
    await page.locator('[data-testid="rulebook-section"][data-section="7.2"]').waitFor();
    expect(await page.getByTestId('summary-en').innerText()).toMatch(/enemy ZOC/);

    // Next and previous follow the rulebook's order; back and forward follow the reading.
    await page.getByTestId('rulebook-next').click();
    await page.locator('[data-testid="rulebook-section"][data-section="7.3"]').waitFor();
    await page.getByTestId('rulebook-prev').click();
    await page.locator('[data-testid="rulebook-section"][data-section="7.2"]').waitFor();
    await page.getByTestId('rulebook-back').click();
    await page.locator('[data-testid="rulebook-section"][data-section="7.3"]').waitFor();
    await page.getByTestId('rulebook-forward').click();
    await page.locator('[data-testid="rulebook-section"][data-section="7.2"]').waitFor();

    // A cross-reference in a summary is a link.
    await page.getByTestId('rulebook-search').fill('5.4');
    await page.locator('[data-testid="rulebook-section"][data-section="5.4"]').waitFor();
    await page.locator('[data-testid="rulebook-xref"][data-section="9.1"]').first().click();
    await page.locator('[data-testid="rulebook-section"][data-section="9.1"]').waitFor();

    // Language: Italian, then both side by side.
    await page.getByTestId('rulebook-lang-it').click();
    expect(await page.getByTestId('summary-en').count()).toBe(0);
    expect(await page.getByTestId('summary-it').innerText()).toMatch(/7-1/);
    await page.getByTestId('rulebook-lang-both').click();
    expect(await page.getByTestId('summary-it').count()).toBe(1);
    expect(await page.getByTestId('summary-en').count()).toBe(1);
    await page.getByTestId('rulebook-lang-en').click();

    // The table of contents opens any section.
    await page.locator('[data-testid="toc-entry"][data-section="22.4.1"]').click();
    await page.locator('[data-testid="rulebook-section"][data-section="22.4.1"]').waitFor();
    expect(await openSection(page).getAttribute('data-status')).toBe('present');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('imports the Afrika Korps text with a progress bar and shows its section 18 beside our summary; refuses a binary file', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('nav-rulebooks').click();
    await page.locator('[data-testid="rulebook"][data-game-id="afrika-korps"] [data-testid="rulebook-open"]').click();
    await page.getByTestId('rulebook-import').waitFor();

    // Record whether the progress bar showed while the file was sent.
    await page.evaluate(`(() => {
      window.__progressSeen = [];
      new MutationObserver(() => {
        const p = document.querySelector('[data-testid="rulebook-import-progress"]');
        if (p) window.__progressSeen.push(Number(p.value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    await page.getByTestId('rulebook-import-lang').selectOption('it');
    await page.getByTestId('rulebook-import-file').setInputFiles(AK_SEED);
    const done = page.getByTestId('rulebook-import-done');
    await done.waitFor();
    expect(Number(await done.getAttribute('data-sections'))).toBeGreaterThanOrEqual(180);
    expect(await page.evaluate('window.__progressSeen.length')).toBeGreaterThan(0);

    await page.getByTestId('rulebook-search').fill('18');
    await page.locator('[data-testid="rulebook-section"][data-section="18"]').waitFor();
    await page.locator('[data-testid="imported-section"][data-section="18"]').waitFor();
    const text = await page.getByTestId('rulebook-imported').innerText();
    expect(text).toContain('LE SCARPATE');
    expect(text).toMatch(/18\.1/);
    expect(await page.getByTestId('summary-en').innerText()).toMatch(/escarpments/i);

    // The imported text is searched too.
    await page.getByTestId('rulebook-search').fill('Tobruch via mare');
    await page.locator('[data-testid="rulebook-hit"][data-kind="import"]').first().waitFor();

    // A binary file is refused with a clear message.
    await page.getByTestId('rulebook-import-file').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3]) });
    const error = page.getByTestId('rulebook-import-error');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe('rulebook.binary');
    expect(await error.innerText()).toMatch(/not a text file/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the rule of a refused move on the Afrika Korps table in the rules panel', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-start').click();
    await page.locator('[data-testid="screen-table"][data-game-id="afrika-korps"]').waitFor();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);

    // Rules mode: to the Axis movement phase, then drop a German counter from W6 onto the sea. The
    // engine refuses the move and says which rule forbids it.
    const id = (await page.getByTestId('screen-table').getAttribute('data-saved-game-id'))!;
    expect(await applyAction(page, id, { type: 'endArrival' })).toMatchObject({ ok: true });
    // A reload returns to the table, with the game as main now has it.
    await page.reload();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    const unit = 'de-21pz-5';
    const at = (await page.evaluate((u) => window.__board!.unitScreenPosition(u), unit))!;
    const sea = (await page.evaluate(() => window.__board!.hexScreenPosition('H1')))!;
    await page.keyboard.down('Alt');
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(sea.x, sea.y, { steps: 10 });
    await page.mouse.up();
    await page.keyboard.up('Alt');
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    const link = refusal.getByTestId('rule-link');
    const rule = (await link.getAttribute('data-rule'))!;
    expect(rule).toMatch(/^5\.\d$/);
    expect(await link.innerText()).toBe(`Rule ${rule}`);

    await link.click();
    const panel = page.getByTestId('rules-panel');
    await panel.waitFor();
    await panel.locator(`[data-testid="rulebook-section"][data-section="${rule}"]`).waitFor();
    expect(await panel.getByTestId('summary-en').innerText()).not.toBe('');
    // Beside the map the search box's hint is read whole (it was cut off at "or a sect").
    const hintFits = await panel.getByTestId('rulebook-search').evaluate((el) => {
      const input = el as HTMLInputElement;
      const cs = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = cs.font;
      return ctx.measureText(input.placeholder).width <= input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    });
    expect(hintFits).toBe(true);

    // The panel's search stays within the game and a typed number jumps.
    await panel.getByTestId('rulebook-search').fill('18.1');
    await panel.locator('[data-testid="rulebook-section"][data-section="18.1"]').waitFor();
    await page.getByTestId('rules-panel-close').click();
    await panel.waitFor({ state: 'detached' });
    await page.getByTestId('rules-panel-toggle').click();
    await panel.waitFor();
    // Escape closes the drawer and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rules-panel-toggle');
    expect(problems).toEqual([]);
    await context.close();
  });
});
