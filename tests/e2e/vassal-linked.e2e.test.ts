/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openPage, useBrowserAndApp } from './harness';
import { writeModuleFixture } from '../support/vassal/module-fixture';
import { carriedFixture, type CarriedFixture } from '../support/vassal/carried-fixture';
import './board-hooks';

/**
 * A generated module carrying a PDF rulebook and two charts, opened from the library, linked to The
 * Dark Sands on its table: that game's companion is beside the board (its sequence of play and a
 * calculator), a rule number opens the rules drawer, the module's PDF is imported from the offer
 * in the dock, and the same rule number then shows its printed page; the module's charts are in
 * the drawer; the companion session is the same after a reload.
 */
const suite = useBrowserAndApp();
let dir: string;
let vmod: string;
let carried: CarriedFixture;
const KEY = 'imported:fixture-desert';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-vlinked-'));
  vmod = path.join(dir, 'desert.vmod');
  carried = await carriedFixture({ chapters: 22, perChapter: 3 });
  await writeModuleFixture(vmod, { pieceCount: 6, extraEntries: carried.entries, extraXml: carried.xml });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a module linked to one of the five games', () => {
  it('carries that game’s companion and rulebook beside the board, and imports the PDF the module carries', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 950 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();

    await page.getByTestId('vassal-import-file').setInputFiles(vmod);
    const report = page.getByTestId('vassal-import-report');
    await report.waitFor({ timeout: 120_000 });
    // The report lists what the module carries: two rulebooks (the one that is not a PDF is a warning) and two charts.
    await report.getByTestId('carried-rulebooks').waitFor();
    expect(await report.getByTestId('carried-rulebook').count()).toBe(2);
    expect(await report.getByTestId('carried-rulebook').first().innerText()).toContain('Living Rules');
    expect(await report.getByTestId('carried-charts').innerText()).toContain('2 charts');
    expect(await report.getByTestId('vassal-import-warnings').innerText()).toContain('broken.pdf');
    await page.getByTestId('vassal-new-game-empty').click();
    await page.locator(`[data-testid="screen-table"][data-game-id="${KEY}"]`).waitFor();
    const tableId = (await page.getByTestId('screen-table').getAttribute('data-saved-game-id'))!;
    // Not linked yet: no companion beside the board.
    expect(await page.getByTestId('companion-dock').count()).toBe(0);

    await page.getByTestId('vassal-link-choice').selectOption('dark-sands');
    await page.getByTestId('vassal-link').click();
    const dock = page.locator('[data-testid="companion-dock"][data-game="dark-sands"][data-ready="true"]');
    await dock.waitFor();
    expect(await dock.innerText()).toContain('The Dark Sands');
    // The sequence of play: the current step, and Next moves it on.
    const current = dock.getByTestId('companion-current-step');
    const before = await current.innerText();
    await dock.getByTestId('companion-next').click();
    await expect.poll(() => current.innerText()).not.toBe(before);
    const session = (await dock.getAttribute('data-session'))!;
    expect(session).not.toBe(tableId);

    // A calculator beside the board, its rule number opening the rules drawer on that game's rulebook.
    await dock.locator('[data-testid="companion-dock-part"][data-part="combat"]').click();
    await dock.getByTestId('companion-calculators').waitFor();
    const calcRule = dock.getByTestId('calc-title').getByTestId('rule-link');
    const rule = (await calcRule.getAttribute('data-rule'))!;
    expect(rule).toBe('20.2');
    await calcRule.click();
    const drawer = page.getByTestId('rules-drawer');
    await drawer.locator(`[data-testid="rulebook-section"][data-section="${rule}"]`).waitFor();
    // The module's charts are listed in that game's rulebook panel.
    await drawer.getByTestId('module-charts').waitFor();
    expect(await drawer.getByTestId('module-chart').count()).toBe(2);
    await drawer.getByTestId('module-chart').first().locator('summary').click();
    await expect.poll(() => drawer.locator('[data-testid="module-chart"] img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

    // The module's rulebook imported from the offer beside the board, for the linked game, in English.
    const offer = page.getByTestId('side-dock').getByTestId('carried-rulebooks');
    expect(await offer.getByTestId('carried-game').inputValue()).toBe('dark-sands');
    await offer.getByTestId('carried-lang').selectOption('en');
    await offer.locator('[data-testid="carried-rulebook"][data-id="0"] [data-testid="carried-import"]').click();
    const done = offer.getByTestId('carried-done');
    await done.waitFor({ timeout: 60_000 });
    expect(Number(await done.getAttribute('data-sections'))).toBeGreaterThanOrEqual(22 * 4);
    const imports = (await callApi<{ title: string; format: string; lang: string }[]>(page, 'rulebook.imports', { game: 'dark-sands' })).value!;
    expect(imports.map((i) => [i.format, i.lang])).toEqual([['pdf', 'en']]);

    // The same rule number now opens the printed page of its section.
    await calcRule.click();
    const printed = drawer.locator('[data-testid="pdf-page"][data-lang="en"][data-state="drawn"]');
    // The page is drawn once in sight (the drawer was scrolled down to the charts): the player scrolls back to it.
    await drawer.getByTestId('pdf-page').scrollIntoViewIfNeeded();
    await printed.waitFor({ timeout: 30_000 });
    const expected = carried.rulebook.sections.find((s) => s.section === rule)!.page;
    expect(await printed.getAttribute('data-page')).toBe(String(expected));

    // After a reload the table's companion is the same session, where it was left.
    await page.reload();
    const again = page.locator('[data-testid="companion-dock"][data-ready="true"]');
    await again.waitFor();
    expect(await again.getAttribute('data-session')).toBe(session);
    // "Open the table companion" shows that same session on the companion's own screen.
    await page.getByTestId('vassal-companion').click();
    await page.locator('[data-testid="screen-companion"][data-game-id="dark-sands"]').waitFor();
    await page.getByTestId('companion-checklist').waitFor();
    const sessions = (await callApi<{ id: string; gameId: string }[]>(page, 'games.list', {})).value!.filter((g) => g.gameId === 'dark-sands');
    expect(sessions.map((g) => g.id)).toEqual([session]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
