/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, useBrowserAndApp } from './harness';
import { writeModuleFixture } from '../support/vassal/module-fixture';
import { readModule } from '../../main/vassal/module/read-module';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave } from '../../main/vassal/save/write';
import './board-hooks';

/**
 * A generated module whose counters turn (six facings), carry a Text Label and can be masked, with
 * two dice buttons and a second map window: opened in Chromium → a counter turned from its menu,
 * its label drawn, a module dice button rolled, a counter dragged onto the second map, the map
 * tabs framing each map, a counter masked for a seat → Export for VASSAL → opened again: the same
 * angle, label, mask and map of each counter.
 */
const suite = useBrowserAndApp();
let dir: string;
let vmod: string;
const KEY = 'imported:fixture-desert';
const BASE = 1_700_000_000_000;
/** The set-up's counter alone on F7 (fixture piece 6, Allied: label "6-3"), and the top of the stack of two on C4. */
const U = `s1-${BASE + 2}`;
const V = `s1-${BASE + 1}`;

const CHART_XML = `<VASSAL.build.module.Map edgeHeight="0" edgeWidth="0" mapName="Reinforcements">
  <VASSAL.build.module.map.BoardPicker><setup>ReinforcementsBoardPicker\tChart\t0\t0</setup>
    <VASSAL.build.module.map.boardPicker.Board image="Chart.png" name="Chart" reversible="false">
      <VASSAL.build.module.map.boardPicker.board.SquareGrid dx="100" dy="100" x0="50" y0="50" snapTo="true" visible="false">
        <VASSAL.build.module.map.boardPicker.board.mapgrid.SquareGridNumbering first="H" hOff="0" hType="A" vOff="1" vType="N" hLeading="0" vLeading="0" sep="" locationFormat="$gridLocation$"/>
      </VASSAL.build.module.map.boardPicker.board.SquareGrid>
    </VASSAL.build.module.map.boardPicker.Board>
  </VASSAL.build.module.map.BoardPicker>
</VASSAL.build.module.Map>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-vlooks-'));
  vmod = path.join(dir, 'desert.vmod');
  const chart = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 240, g: 240, b: 230 } } }).png().toBuffer();
  const options = { lookTraits: true, extraXml: CHART_XML, extraEntries: { 'images/Chart.png': chart } };
  await writeModuleFixture(vmod, options);
  const m = await readModule(vmod);
  const input = atStartGame(m, await readModuledata(m));
  input.pieces.forEach((p, i) => (p.id = String(BASE + i)));
  await writeModuleFixture(vmod, { ...options, saves: { 'Scenario 1.vsav': await writeSave({ ...input, key: 0x42, dateSaved: 1 }) } });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Unit = { id: string; hex: string | null; angle?: number; maskedBy?: string; status: string };
const unitsOf = async (page: Page, id: string) => (await callApi<{ units: Unit[] }>(page, 'game.open', { id })).value!.units;
const unitOf = async (page: Page, id: string, unit: string) => (await unitsOf(page, id)).find((u) => u.id === unit)!;
const faceKey = (page: Page, unit: string) => page.evaluate((u) => window.__board!.faceKey(u), unit);

async function menu(page: Page, unit: string, item: string): Promise<void> {
  const at = await page.evaluate((u) => window.__board!.unitScreenPosition(u), unit);
  await page.mouse.click(at!.x, at!.y, { button: 'right' });
  await page.getByTestId(item).click();
}

describe('a module counter turned, labelled, masked, rolled for and moved across maps', () => {
  it('keeps its angle, label, mask and map through Export for VASSAL and back', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('vassal-import-file').setInputFiles(vmod);
    await page.getByTestId('vassal-import-report').waitFor({ timeout: 120_000 });
    await page.getByTestId('vassal-new-game-setup-1').click();
    await page.locator(`[data-testid="screen-table"][data-game-id="${KEY}"]`).waitFor();
    await page.waitForFunction((ids) => ids.every((u) => window.__board?.drawnUnitIds().includes(u)), [U, V]);
    const id = (await callApi<{ id: string }[]>(page, 'games.list', {})).value![0]!.id;

    // Its label is drawn: the counter's art carries the text the trait holds.
    const label = encodeURIComponent('"6-3"');
    expect(await faceKey(page, U)).toContain(label);

    // Turned one facing clockwise from its menu: 60°, logged, drawn turned.
    await menu(page, U, 'menu-rotate-cw');
    await expect.poll(async () => (await unitOf(page, id, U)).angle).toBe(60);
    await expect.poll(() => faceKey(page, U)).toContain('|a60');

    // A module dice button, rolled by the game's dice.
    await page.getByTestId('module-dice').first().click();
    await expect.poll(() => page.getByTestId('module-dice-result').innerText()).toMatch(/^2d6: [1-6], [1-6] — total \d+$/);

    // The stack on C4 dragged by its top onto the second map while the whole table is in view.
    const from = await page.evaluate((u) => window.__board!.unitScreenPosition(u), V);
    const to = await page.evaluate(() => window.__board!.hexScreenPosition('Chart:B1'));
    await page.mouse.move(from!.x, from!.y);
    await page.mouse.down();
    await page.mouse.move(to!.x, to!.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await unitOf(page, id, V)).hex).toBe('Chart:B1');
    expect((await unitOf(page, id, `s1-${BASE}`)).hex).toBe('Chart:B1');

    // The map tabs frame each map: on the chart's tab the main map's C4 is out of view, on the main map's it is back.
    const board = (await page.getByTestId('board').boundingBox().catch(() => null)) ?? { x: 0, y: 0, width: 1400, height: 900 };
    const inView = async (hex: string) => {
      const p = await page.evaluate((h) => window.__board!.hexScreenPosition(h), hex);
      return !!p && p.x >= board.x && p.x <= board.x + board.width && p.y >= board.y && p.y <= board.y + board.height;
    };
    await expect.poll(() => page.getByTestId('map-tab').count()).toBe(2);
    await page.getByTestId('map-tab').nth(1).click();
    await expect.poll(() => inView('Chart:B1')).toBe(true);
    expect(await inView('C4')).toBe(false);
    await page.getByTestId('map-tab').nth(0).click();
    await expect.poll(() => inView('C4')).toBe(true);

    // Masked for the Allied seat: Allied sees the counter, an onlooker only its mask.
    await page.getByTestId('table-seat').selectOption('Allied');
    await menu(page, U, 'menu-mask');
    await expect.poll(async () => (await unitOf(page, id, U)).maskedBy).toBe('Allied');
    expect(await faceKey(page, U)).toContain(label);
    await page.getByTestId('table-seat').selectOption('');
    await expect.poll(() => faceKey(page, U)).toMatch(/^img\|mask-/);

    const played = await unitsOf(page, id);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-vsav').click()]);
    const vsav = path.join(dir, 'played.vsav');
    await download.saveAs(vsav);

    // Opened again: every counter on its map and cell, U turned and masked by Allied — a mask to an onlooker, its label drawn for the Allied seat.
    await page.getByTestId('vassal-open-save-file').setInputFiles(vsav);
    await page.locator(`[data-testid="screen-table"]:not([data-game-id="${KEY}"])`).waitFor({ timeout: 120_000 });
    const reopened = (await callApi<{ id: string }[]>(page, 'games.list', {})).value!.find((g) => g.id !== id)!;
    const again = await unitsOf(page, reopened.id);
    const onMap = (list: readonly Unit[]) =>
      Object.fromEntries(list.filter((u) => u.status === 'map' && /^s1-/.test(u.id)).map((u) => [u.id.replace(/^s1-/, ''), [u.hex, u.angle ?? 0, u.maskedBy ?? null]]));
    const reopenedOnMap = Object.fromEntries(
      again.filter((u) => u.status === 'map' && /^v/.test(u.id)).map((u) => [u.id.replace(/^v/, ''), [u.hex, u.angle ?? 0, u.maskedBy ?? null]]),
    );
    expect(reopenedOnMap).toEqual(onMap(played));
    expect(reopenedOnMap[String(BASE + 2)]).toEqual(['F7', 60, 'Allied']);
    expect(reopenedOnMap[String(BASE)]).toEqual(['Chart:B1', 0, null]);
    expect(reopenedOnMap[String(BASE + 1)]).toEqual(['Chart:B1', 0, null]);
    const W = `v${BASE + 2}`;
    await page.waitForFunction((u) => window.__board?.drawnUnitIds().includes(u), W);
    await expect.poll(() => faceKey(page, W)).toMatch(/^img\|mask-/);
    await page.getByTestId('table-seat').selectOption('Allied');
    await expect.poll(() => faceKey(page, W)).toContain(label);
    expect(await faceKey(page, W)).toContain('|a60');
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
