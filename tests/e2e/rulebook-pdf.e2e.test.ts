/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, callApi, openPage, useBrowserAndApp } from './harness';
import { BEYOND_WORD, GENERATED_PAGES, UNIQUE_WORD, generatedRulebook, scannedRulebook } from './pdf-fixtures';
import './board-hooks';

const suite = useBrowserAndApp();

async function openAfrikaKorpsBook(page: Page): Promise<void> {
  // From any screen: after a reload the page is back on the screen it was on.
  await page.getByTestId('nav-rulebooks').waitFor();
  await page.getByTestId('nav-rulebooks').click();
  await page.locator('[data-testid="rulebook"][data-game-id="afrika-korps"] [data-testid="rulebook-open"]').click();
  await page.getByTestId('rulebook-import').waitFor();
}

async function importPdf(page: Page, name: string, lang: 'it' | 'en', bytes: Uint8Array): Promise<void> {
  await page.getByTestId('rulebook-import-lang').selectOption(lang);
  await page.getByTestId('rulebook-import-file').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await page.getByTestId('rulebook-import-done').waitFor();
}

const drawnPage = (scope: Page | ReturnType<Page['locator']>, lang: 'it' | 'en') => scope.locator(`[data-testid="pdf-page"][data-lang="${lang}"][data-state="drawn"]`);

describe('PDF rulebooks', () => {
  it('imports a generated PDF rulebook, searches a word and lands on its page with the word boxed, crisp at any zoom', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 950 }, deviceScaleFactor: 2 });
    const { page, problems } = await openPage(context, suite.app.url);
    await openAfrikaKorpsBook(page);
    await importPdf(page, 'test-rules.pdf', 'en', await generatedRulebook());
    const done = page.getByTestId('rulebook-import-done');
    expect(await done.getAttribute('data-format')).toBe('pdf');
    expect(await done.getAttribute('data-pages')).toBe('4');
    expect(await done.getAttribute('data-text-layer')).toBe('full');
    expect(Number(await done.getAttribute('data-sections'))).toBeGreaterThanOrEqual(12);

    await page.getByTestId('rulebook-search').fill(UNIQUE_WORD);
    const hit = page.locator('[data-testid="rulebook-hit"][data-kind="import"]').first();
    await hit.waitFor();
    expect(await hit.getAttribute('data-page')).toBe(String(GENERATED_PAGES['18.2']));
    const started = Date.now();
    await hit.click();
    const pdf = drawnPage(page, 'en');
    await pdf.waitFor();
    const showMs = Date.now() - started;
    console.log(`bench: PDF page shown ${showMs} ms after the search hit was clicked`);
    expect(showMs).toBeLessThan(10_000);
    expect(await pdf.getAttribute('data-page')).toBe(String(GENERATED_PAGES['18.2']));
    expect(Number(await pdf.getAttribute('data-highlights'))).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('rulebook-section').getAttribute('data-section')).toBe('18.2');

    // Crisp: the canvas has devicePixelRatio pixels per CSS pixel, at any zoom.
    const size = () =>
      pdf.locator('canvas').evaluate((c: HTMLCanvasElement) => ({ px: c.width, css: parseFloat(c.style.width), ink: (() => {
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let dark = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i]! < 128) dark++;
        return dark;
      })() }));
    const before = await size();
    expect(before.px).toBe(Math.floor(before.css * 2));
    expect(before.ink).toBeGreaterThan(500); // the page's text is drawn
    await pdf.getByTestId('pdf-zoom-in').click();
    await page.waitForFunction((w) => parseFloat(document.querySelector<HTMLCanvasElement>('[data-testid="pdf-page"][data-lang="en"] canvas')!.style.width) > w * 1.2, before.css);
    await drawnPage(page, 'en').waitFor();
    const after = await size();
    expect(after.px).toBe(Math.floor(after.css * 2));
    await drawnPage(page, 'en').getByTestId('pdf-zoom-out').click();

    // Previous and next page; the diagram of page 3 is drawn in colour.
    await page.locator('[data-testid="pdf-page"][data-lang="en"]').getByTestId('pdf-prev').click();
    await page.locator('[data-testid="pdf-page"][data-lang="en"][data-page="3"][data-state="drawn"]').waitFor();
    const blue = await page.locator('[data-testid="pdf-page"][data-lang="en"] canvas').evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i + 2]! > 200 && d[i]! < 170) n++;
      return n;
    });
    expect(blue).toBeGreaterThan(1000);

    // A file named .pdf that is not one is refused with a translated message; nothing is added.
    const importsBefore = await page.getByTestId('rulebook-import-item').count();
    await page.getByTestId('rulebook-import-file').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some words, not a PDF') });
    const error = page.getByTestId('rulebook-import-error');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe('rulebook.pdfNotPdf');
    expect(await error.innerText()).toMatch(/not a PDF/);
    expect(await page.getByTestId('rulebook-import-item').count()).toBe(importsBefore);

    // A section opened from the contents shows its page.
    await page.locator('[data-testid="toc-entry"][data-section="5.1"]').click();
    await page.locator(`[data-testid="pdf-page"][data-lang="en"][data-page="${GENERATED_PAGES['5.1']}"][data-state="drawn"]`).waitFor();
    expect(await page.locator('[data-testid="pdf-page"][data-lang="en"] [data-testid="pdf-mapping"]').getAttribute('data-source')).toBe('found');
    // A section our reference does not have (the player's own book goes further): its page is shown all the same.
    await page.getByTestId('rulebook-search').fill(BEYOND_WORD);
    const beyond = page.locator('[data-testid="rulebook-hit"][data-kind="import"][data-section="31.4"]').first();
    await beyond.waitFor();
    await beyond.click();
    await page.locator('[data-testid="rulebook-section"][data-section="31.4"][data-status="notInReference"]').waitFor();
    await page.locator(`[data-testid="pdf-page"][data-lang="en"][data-page="${GENERATED_PAGES['31.4']}"][data-state="drawn"]`).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('a scanned (image-only) PDF is said to have no text layer and gets the page of a section by hand, remembered', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 950 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await openAfrikaKorpsBook(page);
    await importPdf(page, 'scansione.pdf', 'it', await scannedRulebook(4));
    const done = page.getByTestId('rulebook-import-done');
    expect(await done.getAttribute('data-text-layer')).toBe('none');
    expect(await page.getByTestId('rulebook-import-text-layer').innerText()).toMatch(/no text layer/i);

    await page.locator('[data-testid="toc-entry"][data-section="18"]').click();
    const scan = page.locator('[data-testid="pdf-page"][data-lang="it"]');
    await drawnPage(page, 'it').waitFor();
    expect(await scan.getByTestId('pdf-mapping').getAttribute('data-source')).toBe('none');
    // The English edition imported before is side by side, at its own page of section 18.
    expect(await page.locator('[data-testid="pdf-page"][data-lang="en"]').getAttribute('data-page')).toBe(String(GENERATED_PAGES['18']));

    await scan.getByTestId('pdf-next').click();
    await scan.getByTestId('pdf-next').click();
    await page.locator('[data-testid="pdf-page"][data-lang="it"][data-page="3"]').waitFor();
    await scan.getByTestId('pdf-set-page').click();
    await page.locator('[data-testid="pdf-page"][data-lang="it"] [data-testid="pdf-mapping"][data-source="player"]').waitFor();

    // Remembered: another section, then back to 18, after a reload.
    await page.reload();
    await openAfrikaKorpsBook(page);
    await page.locator('[data-testid="toc-entry"][data-section="18"]').click();
    await page.locator('[data-testid="pdf-page"][data-lang="it"][data-page="3"] [data-testid="pdf-mapping"][data-source="player"]').waitFor();
    // The scan weighs megabytes: its third page comes from a later piece of the file, fetched when asked for.
    await page.locator('[data-testid="pdf-page"][data-lang="it"][data-page="3"][data-state="drawn"]').waitFor();
    // Section 18.1 sits under 18: its nearest parent's page is offered.
    await page.locator('[data-testid="toc-entry"][data-section="18.1"]').click();
    await page.locator('[data-testid="pdf-page"][data-lang="it"][data-page="3"]').waitFor();
    // Cleared, the section has no page again.
    await page.locator('[data-testid="toc-entry"][data-section="18"]').click();
    await page.locator('[data-testid="pdf-page"][data-lang="it"]').getByTestId('pdf-clear-page').click();
    await page.locator('[data-testid="pdf-page"][data-lang="it"] [data-testid="pdf-mapping"][data-source="none"]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Cancel stops a PDF import under way and nothing is imported', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 950 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await openAfrikaKorpsBook(page);
    // Counted by main, not on screen: the list on screen fills in after the page loads.
    const importsNow = async () => (await callApi<unknown[]>(page, 'rulebook.imports', { game: 'afrika-korps' })).value?.length;
    const before = await importsNow();
    await page.getByTestId('rulebook-import-file').setInputFiles({ name: 'big-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await scannedRulebook(16)) });
    await page.getByTestId('rulebook-import-busy').waitFor();
    await page.getByTestId('rulebook-import-cancel').click();
    await page.getByTestId('rulebook-import-cancelled').waitFor();
    expect(await page.getByTestId('rulebook-import-cancelled').innerText()).toMatch(/cancelled/);
    await page.reload();
    await openAfrikaKorpsBook(page);
    expect(await importsNow()).toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a refusal on the Afrika Korps table opens the imported page of its rule', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-start').click();
    await page.locator('[data-testid="screen-table"][data-game-id="afrika-korps"]').waitFor();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    const id = (await page.getByTestId('screen-table').getAttribute('data-saved-game-id'))!;
    expect(await applyAction(page, id, { type: 'endArrival' })).toMatchObject({ ok: true });
    // A reload returns to the table, with the game as main now has it.
    await page.reload();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    const at = (await page.evaluate(() => window.__board!.unitScreenPosition('de-21pz-5')))!;
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
    await link.click();
    const panel = page.getByTestId('rules-panel');
    await panel.locator(`[data-testid="rulebook-section"][data-section="${rule}"]`).waitFor();
    const printed = drawnPage(panel, 'en');
    await printed.waitFor();
    expect(await printed.getAttribute('data-page')).toBe(String(GENERATED_PAGES[rule] ?? GENERATED_PAGES['5']));
    expect(problems).toEqual([]);
    await context.close();
  });
});
