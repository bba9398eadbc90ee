/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, makeDataDir, openPage, startWebApp, useBrowserAndApp } from './harness';
import { writeModuleFixture } from '../support/vassal/module-fixture';
import { readModule } from '../../main/vassal/module/read-module';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave } from '../../main/vassal/save/write';
import { withState } from '../../main/vassal/pieces/traits';
import { vassalId } from '../../main/vassal/to-game/play';
import { runCli } from '../../main/cli/main';
import { createModuleRegistry } from '../../main/games/registry';
import './board-hooks';

/**
 * A generated VASSAL module (two boards, a sideways hex grid with numbering, forty two-sided
 * counters, a prototype, a predefined set-up) opened from the library in Chromium → a new game
 * from its set-up → drag, flip, stack → Export for VASSAL → that save imported into a second data
 * folder (vsav-import) and opened there → the same position.
 */
const suite = useBrowserAndApp();
let dir: string;
let vmod: string;
const KEY = 'imported:fixture-desert';
const BASE = 1_700_000_000_000;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-vassal-'));
  vmod = path.join(dir, 'desert.vmod');
  await writeModuleFixture(vmod);
  const m = await readModule(vmod);
  const input = atStartGame(m, await readModuledata(m));
  input.pieces.forEach((p, i) => (p.id = String(BASE + i)));
  await writeModuleFixture(vmod, { saves: { 'Scenario 1.vsav': await writeSave({ ...input, key: 0x42, dateSaved: 1 }) } });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Unit = { id: string; hex: string | null; flipped?: boolean; layers?: number; order: number; status: string };
const unitsOf = async (page: Page, id: string) => (await callApi<{ units: Unit[] }>(page, 'game.open', { id })).value!.units;

/** Each counter by its VASSAL id: its hex, its place in its stack, its look. */
function position(units: readonly Unit[]): Record<string, string> {
  const byHex = new Map<string, Unit[]>();
  for (const u of units) if (u.status === 'map' && u.hex) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  const out: Record<string, string> = {};
  for (const [hex, list] of byHex) list.sort((a, b) => a.order - b.order).forEach((u, i) => (out[vassalId(u.id) ?? u.id] = `${hex}#${i + 1}${u.flipped ? ' flipped' : ''}${u.layers ? ` ${u.layers}` : ''}`));
  return out;
}

async function drag(page: Page, unit: string, hex: string): Promise<void> {
  const from = await page.evaluate((u) => window.__board!.unitScreenPosition(u), unit);
  const to = await page.evaluate((h) => window.__board!.hexScreenPosition(h), hex);
  expect(from && to).toBeTruthy();
  await page.mouse.move(from!.x, from!.y);
  await page.mouse.down();
  await page.mouse.move(to!.x, to!.y, { steps: 10 });
  await page.mouse.up();
}

describe('a VASSAL module on the table', () => {
  it('is opened from the library, played from its set-up, exported as .vsav and opened again elsewhere in the same position', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();

    await page.getByTestId('vassal-import-file').setInputFiles(vmod);
    const report = page.getByTestId('vassal-import-report');
    await report.waitFor({ timeout: 120_000 });
    expect(await report.innerText()).toContain('Fixture Desert');
    await page.getByTestId('vassal-new-game-setup-1').click();
    await page.locator(`[data-testid="screen-table"][data-game-id="${KEY}"]`).waitFor();
    const first = [0, 1, 2].map((i) => `s1-${BASE + i}`);
    await page.waitForFunction((ids) => ids.every((u) => window.__board?.drawnUnitIds().includes(u)), first);
    const id = (await callApi<{ id: string }[]>(page, 'games.list', {})).value![0]!.id;
    // The toolbar names the set-up as the module does, never by its id, and the module's own buttons wear the toolbar's look.
    expect(await page.getByTestId('table-subtitle').innerText()).toBe('Fixture Desert · Scenario 1');
    // After a reload straight onto the table (the library never shown), the same names, not the module's slug and set-up id.
    await page.reload();
    await page.waitForFunction((ids) => ids.every((u) => window.__board?.drawnUnitIds().includes(u)), first);
    await expect.poll(() => page.getByTestId('table-subtitle').innerText()).toBe('Fixture Desert · Scenario 1');
    for (const b of ['export-vsav', 'vassal-link']) expect(await page.getByTestId(b).evaluate((e) => getComputedStyle(e).paddingLeft), b).toBe('11.2px');

    // The set-up as VASSAL has it: Bengasi garrison (two counters) on C4, Tobruch on F7.
    const start = position(await unitsOf(page, id));
    expect(start).toMatchObject({ [BASE]: 'C4#1', [BASE + 1]: 'C4#2', [BASE + 2]: 'F7#1' });

    // Drag Tobruch's counter onto C4 (it stacks on top), and turn it over from its menu.
    await drag(page, `s1-${BASE + 2}`, 'C4');
    await expect.poll(async () => position(await unitsOf(page, id))[BASE + 2]).toBe('C4#3');
    const top = await page.evaluate((u) => window.__board!.unitScreenPosition(u), `s1-${BASE + 2}`);
    await page.mouse.click(top!.x, top!.y, { button: 'right' });
    await page.getByTestId('menu-flip').click();
    await expect.poll(async () => position(await unitsOf(page, id))[BASE + 2]).toBe('C4#3 flipped');
    const played = position(await unitsOf(page, id));

    // Linked to one of the five games (the player's choice): that game's rulebook opens beside the board.
    await page.getByTestId('vassal-link-choice').selectOption('dark-sands');
    await page.getByTestId('vassal-link').click();
    await expect.poll(() => page.getByTestId('vassal-linked').innerText()).toContain('Dark Sands');
    if (!(await page.getByTestId('rules-panel').isVisible())) await page.getByTestId('rules-panel-toggle').click();
    await page.getByTestId('rules-panel').getByTestId('rulebook-search').waitFor();
    await page.getByTestId('vassal-unlink').click();
    await page.getByTestId('rules-panel').getByTestId('rulebook-search').waitFor({ state: 'detached' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-vsav').click()]);
    const vsav = path.join(dir, 'played.vsav');
    await download.saveAs(vsav);

    // The save opened back on this table ("Open a VASSAL save…"): a new game on the module kept with the game, in the same position.
    await page.getByTestId('vassal-open-save-file').setInputFiles(vsav);
    await page.locator('[data-testid="screen-table"]:not([data-game-id="' + KEY + '"])').waitFor({ timeout: 120_000 });
    const reopened = (await callApi<{ id: string }[]>(page, 'games.list', {})).value!.find((g) => g.id !== id)!;
    expect(position(await unitsOf(page, reopened.id))).toEqual(played);

    // Hosted live as one of the module's roster sides ("Axis"), the invitation inside the dock.
    await page.getByTestId('live-play').click();
    await page.getByTestId('live-side').selectOption('Axis');
    await page.getByTestId('live-start').click();
    await page.getByTestId('live-invitation').first().waitFor();
    expect(await page.getByTestId('live-seat').innerText()).toContain('Axis');
    expect(await page.getByTestId('live-panel').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

    // A second data folder: the save imported against the module, its game file opened there.
    const data2 = makeDataDir();
    const ctx = { cwd: dir, modules: createModuleRegistry(), now: () => new Date(), randomHex: (n: number) => 'ef'.repeat(n), readStdin: async () => '', clock: () => 0 };
    const imported = await runCli(['vsav-import', vsav, '--module', vmod, '--out', path.join(dir, 'played.ctgame'), '--data', data2], ctx);
    expect(imported.code).toBe(0);
    const other = await startWebApp(data2);
    try {
      const { page: theirs, problems: theirProblems } = await openPage(context, other.url);
      await theirs.getByTestId('home').waitFor();
      await theirs.getByTestId('action-saved-games').click();
      await theirs.getByTestId('import-file').setInputFiles(path.join(dir, 'played.ctgame'));
      await theirs.locator('[data-testid="screen-table"]').waitFor();
      const games = (await callApi<{ id: string }[]>(theirs, 'games.list', {})).value!;
      expect(position(await unitsOf(theirs, games[0]!.id))).toEqual(played);
      expect(theirProblems).toEqual([]);
    } finally {
      await other.stop();
      fs.rmSync(data2, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
