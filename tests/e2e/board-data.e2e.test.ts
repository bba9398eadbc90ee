/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { applyAction, callApi, makeDataDir, openPage, startWebApp, useBrowserAndApp } from './harness';
import { paintedTruth, PAINT, writePaintedModule } from '../support/board-data/painted-module';
import { writeModuleFixture } from '../support/vassal/module-fixture';
import { readModule } from '../../main/vassal/module/read-module';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave } from '../../main/vassal/save/write';
import './board-hooks';

/**
 * The board data editor and the table's assistance, in Chromium (issue 16's "Done when"): a
 * generated module whose boards are painted as terrain, linked to The Dark Sands → the suggestion
 * from the map, each group named, then the brush on one hex and a fill of the map's section → the
 * values of four counters in the grid → two attackers and a defender picked on the map → the Dark
 * Sands calculator opens beside the board prefilled, at the odds of the rulebook's case (AF 13
 * against DF 4: 3-1, 20.2.5) → the board data exported, imported into a second data folder: the
 * same data, the same prefill.
 */
const suite = useBrowserAndApp();
let dir: string;
let vmod: string;
const KEY = 'imported:fixture-desert';
const BASE = 1_700_000_000_000;
// The set-up's order: Bengasi garrison (BR 1/101, BR 2/103) on C4, Tobruch (BR 3/105) on F7, the Axis landing (DAK 1/100, DAK 2/102, DAK 3/104) on South.
const DEFENDER = `s1-${BASE + 2}`;
const ATTACKERS = [`s1-${BASE + 3}`, `s1-${BASE + 4}`];
const OTHER = `s1-${BASE}`;
const THIRD = `s1-${BASE + 5}`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-board-data-'));
  vmod = path.join(dir, 'desert.vmod');
  await writeModuleFixture(vmod);
  const m = await readModule(vmod);
  const input = atStartGame(m, await readModuledata(m));
  input.pieces.forEach((p, i) => (p.id = String(BASE + i)));
  await writePaintedModule(vmod, { 'Scenario 1.vsav': await writeSave({ ...input, key: 0x42, dateSaved: 1 }) });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type View = { data: { hexes: Record<string, { t?: string; s?: string }>; counters: Record<string, unknown> }; progress: { hexesSet: number; hexesTotal: number; counters: number } };
const boardDataOf = async (page: Page) => (await callApi<View>(page, 'boardData.get', { key: KEY })).value!;

/** Imports the module, starts a game from its set-up and links it to The Dark Sands; answers the saved game's id. */
async function openLinkedTable(page: Page): Promise<string> {
  await page.getByTestId('home').waitFor();
  await page.getByTestId('vassal-import-file').setInputFiles(vmod);
  await page.getByTestId('vassal-import-report').waitFor({ timeout: 120_000 });
  await page.getByTestId('vassal-new-game-setup-1').click();
  await page.locator(`[data-testid="screen-table"][data-game-id="${KEY}"]`).waitFor();
  await page.waitForFunction((u) => window.__board?.drawnUnitIds().includes(u), DEFENDER);
  await page.getByTestId('vassal-link-choice').selectOption('dark-sands');
  await page.getByTestId('vassal-link').click();
  await expect.poll(() => page.getByTestId('vassal-linked').innerText()).toContain('Dark Sands');
  // The table's own saved game (the linked companion keeps a session of its own).
  return (await page.getByTestId('screen-table').getAttribute('data-saved-game-id'))!;
}

/** Pans the map (middle button) so a hex is clear of the editor's panel on the left. */
async function clearOfPanel(page: Page, hex: string): Promise<void> {
  const panel = await page.getByTestId('board-editor').boundingBox();
  const at = await page.evaluate((h) => window.__board!.hexScreenPosition(h), hex);
  const board = await page.getByTestId('board').boundingBox();
  if (!panel || !at || !board || at.x > panel.x + panel.width + 60) return;
  const from = { x: board.x + board.width - 80, y: board.y + board.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(from.x + (panel.x + panel.width + 120 - at.x), from.y, { steps: 5 });
  await page.mouse.up({ button: 'middle' });
}

async function clickHex(page: Page, hex: string): Promise<void> {
  await clearOfPanel(page, hex);
  const at = await page.evaluate((h) => window.__board!.hexScreenPosition(h), hex);
  expect(at).toBeTruthy();
  await page.mouse.click(at!.x, at!.y);
}

/** The board has stopped moving (a reopened view settles where it was left): two reads a moment apart agree. */
async function settled(page: Page, unit: string): Promise<void> {
  const read = () => page.evaluate((u) => JSON.stringify(window.__board?.unitScreenPosition(u) ?? null), unit);
  await expect
    .poll(async () => {
      const a = await read();
      await page.waitForTimeout(400);
      return a !== 'null' && a === (await read());
    })
    .toBe(true);
}

async function drag(page: Page, unit: string, hex: string): Promise<void> {
  await settled(page, unit);
  const from = await page.evaluate((u) => window.__board!.unitScreenPosition(u), unit);
  const to = await page.evaluate((h) => window.__board!.hexScreenPosition(h), hex);
  expect(from && to).toBeTruthy();
  await page.mouse.move(from!.x, from!.y);
  await page.mouse.down();
  await page.mouse.move(to!.x, to!.y, { steps: 12 });
  // While dragging: the path's cost by the chart, as advice.
  await expect.poll(() => page.getByTestId('drag-cost').count()).toBe(1);
  await page.mouse.up();
  await page.getByTestId('drag-cost').waitFor({ state: 'detached' });
}

const colourDistance = (css: string, rgb: readonly number[]) => {
  const m = /rgb\((\d+), (\d+), (\d+)\)/.exec(css)!;
  return Math.hypot(Number(m[1]) - rgb[0]!, Number(m[2]) - rgb[1]!, Number(m[3]) - rgb[2]!);
};

/** Types a counter's values in its row of the grid (an imported counter is named by its id). */
async function enterValues(page: Page, piece: string, values: Record<string, string>): Promise<void> {
  await page.getByTestId('counter-values-filter').fill(piece);
  const row = page.locator(`[data-testid="counter-row"][data-piece="${piece}"]`);
  await expect.poll(() => row.count()).toBe(1);
  for (const [id, v] of Object.entries(values)) {
    const input = row.getByTestId(`counter-value-${id}`);
    if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(v);
    else {
      await input.fill(v);
      await input.press('Tab');
    }
  }
}

async function pickBattle(page: Page): Promise<void> {
  for (const a of ATTACKERS) {
    const at = await page.evaluate((u) => window.__board!.unitScreenPosition(u), a);
    await page.mouse.click(at!.x, at!.y);
    await page.getByTestId('combat-assist-attacker').click();
  }
  const at = await page.evaluate((u) => window.__board!.unitScreenPosition(u), DEFENDER);
  await page.mouse.click(at!.x, at!.y);
  await page.getByTestId('combat-assist-defender').click();
  await page.getByTestId('combat-assist-open').click();
  await page.getByTestId('combat-assist-opened').waitFor();
}

async function exportDownload(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('board-data-export').click()]);
  const file = path.join(dir, 'desert.ctboard.json');
  await download.saveAs(file);
  return file;
}

describe('board data on the table of a linked module', () => {
  it('is entered with the suggestion, the brush, the fill and the counter grid; prefills the Dark Sands calculator; travels as a file', async () => {
    const context: BrowserContext = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 950 }, acceptDownloads: true });
    const { page, problems } = await openPage(context, suite.app.url);
    const gameId = await openLinkedTable(page);

    // The editor over the map.
    await page.getByTestId('board-editor-open').click();
    await page.locator('[data-testid="board-editor"][data-ready="true"]').waitFor();
    const total = paintedTruth().size;
    await expect.poll(() => page.getByTestId('board-progress').innerText()).toContain(`0 of ${total} hexes set`);

    // Suggest from the map: two groups, each named by its swatch's colour, applied as one step.
    await page.locator('[data-testid="board-editor"] details summary').filter({ hasText: 'Suggest from the map' }).click();
    await page.getByTestId('board-suggest-count').fill('2');
    await page.getByTestId('board-suggest-run').click();
    const groups = page.getByTestId('board-suggest-group');
    await expect.poll(async () => ((await groups.count()) === 2 ? 'two groups' : await page.getByTestId('board-suggest').innerText()), { timeout: 60_000 }).toBe('two groups');
    for (let i = 0; i < 2; i++) {
      const g = groups.nth(i);
      const swatch = await g.locator('.swatch').evaluate((e) => getComputedStyle(e).backgroundColor);
      const name = colourDistance(swatch, PAINT.desert!) < colourDistance(swatch, PAINT.rough!) ? 'desert' : 'rough';
      await g.getByTestId('board-suggest-name').selectOption(name);
    }
    await page.getByTestId('board-suggest-apply').click();
    await expect.poll(() => page.getByTestId('board-progress').innerText()).toContain(`${total} of ${total} hexes set`);
    const truth = paintedTruth();
    await expect.poll(async () => (await boardDataOf(page)).progress.hexesSet).toBe(total);
    const suggested = (await boardDataOf(page)).data.hexes;
    const right = [...truth].filter(([cell, t]) => suggested[cell]?.t === t).length;
    expect(right / total).toBeGreaterThan(0.95);
    // One step: undo takes the whole suggestion back, redo puts it again.
    await page.getByTestId('board-undo').click();
    await expect.poll(() => page.getByTestId('board-progress').innerText()).toContain(`0 of ${total} hexes set`);
    await page.getByTestId('board-redo').click();
    await expect.poll(() => page.getByTestId('board-progress').innerText()).toContain(`${total} of ${total} hexes set`);

    // The brush: the defender's hex (painted desert) made rough by hand.
    expect(truth.get('F7')).toBe('desert');
    await page.getByTestId('board-tool-brush').click();
    await page.getByTestId('board-terrain-rough').click();
    await clickHex(page, 'F7');
    await expect.poll(async () => (await boardDataOf(page)).data.hexes['F7']?.t).toBe('rough');

    // The fill: the whole map in the Central section (one contiguous area with no section yet).
    await page.getByTestId('board-tool-fill').click();
    await page.getByTestId('board-layer-section').click();
    await page.getByTestId('board-section-central').click();
    await clickHex(page, 'F7');
    await expect.poll(async () => (await boardDataOf(page)).data.hexes['C4']?.s).toBe('central');

    // The hexside tool follows the pointer along the sides (a wadi), and Ctrl+Z takes the stroke back whole.
    await page.getByTestId('board-tool-side').click();
    await page.getByTestId('board-feature-wadi').click();
    const c4 = await page.evaluate(() => window.__board!.hexScreenPosition('C4'));
    const c8 = await page.evaluate(() => window.__board!.hexScreenPosition('C8'));
    await page.mouse.move(c4!.x + 9, c4!.y + 2);
    await page.mouse.down();
    await page.mouse.move(c8!.x + 9, c8!.y + 2, { steps: 16 });
    await page.mouse.up();
    const sides = async () => Object.keys((await callApi<{ data: { hexsides: Record<string, string[]> } }>(page, 'boardData.get', { key: KEY })).value!.data.hexsides).length;
    await expect.poll(sides).toBeGreaterThanOrEqual(3);
    await page.getByTestId('board').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(sides).toBe(0);

    // A named place and its roles.
    await page.getByTestId('board-tool-place').click();
    await clickHex(page, 'C4');
    await page.getByTestId('board-place-name').fill('Bengasi');
    await page.getByTestId('board-place-role-port').check();
    await page.getByTestId('board-place-role-victory').check();
    await page.getByTestId('board-place-save').click();
    await expect
      .poll(async () => (await callApi<{ data: { places: unknown[] } }>(page, 'boardData.get', { key: KEY })).value!.data.places)
      .toEqual([expect.objectContaining({ name: 'Bengasi', cell: 'C4', roles: ['port', 'victory'] })]);

    // A terrain type of the player's own joins the palette.
    await page.locator('[data-testid="board-editor"] details summary').filter({ hasText: 'Add a terrain type' }).click();
    await page.getByTestId('board-add-type-name').fill('Palm grove');
    await page.getByTestId('board-add-type-cost').first().fill('2');
    await page.getByTestId('board-add-type-rule').fill('my chart');
    await page.getByTestId('board-add-type-save').click();
    await page.getByTestId('board-tool-brush').click();
    await page.getByTestId('board-layer-terrain').click();
    await page.getByTestId('board-terrain-own-palm-grove').waitFor();

    // Four counters' values in the grid beside their images.
    await page.getByTestId('board-counters-open').click();
    await page.getByTestId('counter-values').waitFor();
    await enterValues(page, ATTACKERS[0]!, { type: 'infantry', steps: '2', attack: '7', defence: '5', nationality: 'german' });
    await enterValues(page, ATTACKERS[1]!, { type: 'infantry', steps: '2', attack: '6', defence: '4', nationality: 'german' });
    await enterValues(page, DEFENDER, { type: 'infantry', steps: '2', attack: '4', defence: '3', nationality: 'allied' });
    await enterValues(page, OTHER, { type: 'infantry', steps: '2', attack: '3', defence: '3', nationality: 'allied' });
    // A wrong value is said beside it and not kept.
    const row = page.locator(`[data-testid="counter-row"][data-piece="${OTHER}"]`);
    await row.getByTestId('counter-value-steps').fill('7');
    await row.getByTestId('counter-value-steps').press('Tab');
    await expect.poll(() => row.getByRole('alert').innerText()).toContain('From 1 to 2');
    await expect.poll(async () => (await boardDataOf(page)).progress.counters).toBe(4);
    // The back face's values (its reduced side) beside the front's; the front is kept.
    await page.getByTestId('counter-face-back').check();
    await expect.poll(() => row.getByTestId('counter-value-attack').inputValue()).toBe('');
    await enterValues(page, OTHER, { steps: '1', attack: '1' });
    await expect.poll(async () => (await boardDataOf(page)).data.counters[OTHER]).toEqual({ front: { type: 'infantry', steps: 2, attack: 3, defence: 3, nationality: 'allied' }, back: { steps: 1, attack: 1 } });
    await page.getByTestId('counter-face-front').check();
    await expect.poll(() => row.getByTestId('counter-value-attack').inputValue()).toBe('3');
    await page.getByTestId('counter-values-close').click();
    await page.getByTestId('board-editor-close').click();
    // The whole map in view again (the editor's clicks panned it).
    await page.getByTestId('fit').click();

    // Hovering the defender's hex: its terrain and the chart's effects with the rule.
    const f7 = await page.evaluate(() => window.__board!.hexScreenPosition('F7'));
    await page.mouse.move(f7!.x + 2, f7!.y + 2);
    await expect.poll(() => page.getByTestId('hex-terrain').innerText()).toMatch(/Rough.*rule 6\.0/s);

    // The attackers dragged next to the defender (the path's cost shown while dragging).
    const near = await page.evaluate(() => {
      const b = window.__board!;
      const c = b.hexScreenPosition('F7')!;
      const names = new Set<string>();
      for (let a = 0; a < 12; a++) {
        const h = b.hexAt(c.x + Math.cos((a * Math.PI) / 6) * 60, c.y + Math.sin((a * Math.PI) / 6) * 60);
        if (h && h !== 'F7') names.add(h);
      }
      return [...names];
    });
    expect(near.length).toBeGreaterThanOrEqual(2);
    // The attackers share a stack with a third counter: two of them leave it first (moves sent as the table sends them).
    const units = async () => (await callApi<{ units: { id: string; hex: string | null }[] }>(page, 'game.open', { id: gameId })).value!.units;
    const away = [...truth.keys()].find((n) => !n.includes(':') && n !== 'F7' && !near.includes(n))!;
    expect(await applyAction(page, gameId, { type: 'move', units: [THIRD], to: away })).toMatchObject({ ok: true });
    expect(await applyAction(page, gameId, { type: 'move', units: [ATTACKERS[1]], to: near[1] })).toMatchObject({ ok: true });
    await expect.poll(() => page.evaluate(([u, h]) => JSON.stringify(window.__board!.unitScreenPosition(u!)) === JSON.stringify(window.__board!.hexScreenPosition(h!)), [ATTACKERS[1], near[1]])).toBe(true);
    // The first attacker is brought onto the map in view, a few hexes off, then dragged next to the defender.
    const occupied = new Set((await units()).map((u) => u.hex));
    const start = await page.evaluate(
      ([taken, close]) => {
        const b = window.__board!;
        const c = b.hexScreenPosition('F7')!;
        for (const [dx, dy] of [[10, -130], [-10, 130], [130, 10], [-130, -10], [90, 90], [-90, -90]] as const) {
          const h = b.hexAt(c.x + dx, c.y + dy);
          if (h && h !== 'F7' && !taken!.includes(h) && !close!.includes(h)) return h;
        }
        return null;
      },
      [[...occupied].filter((h): h is string => !!h), near] as const,
    );
    expect(start && start !== 'F7' && !near.includes(start)).toBe(true);
    expect(await applyAction(page, gameId, { type: 'move', units: [ATTACKERS[0]], to: start })).toMatchObject({ ok: true });
    // The table says the game changed elsewhere (a banner over the board): positions are read once it shows.
    await page.locator('[data-testid="changed-elsewhere"][data-head="3"]').waitFor();
    await expect.poll(() => page.evaluate(([u, h]) => JSON.stringify(window.__board!.unitScreenPosition(u!)) === JSON.stringify(window.__board!.hexScreenPosition(h!)), [ATTACKERS[0], start])).toBe(true);
    await drag(page, ATTACKERS[0]!, near[0]!);
    const attackerHexes = async () => (await units()).filter((u) => ATTACKERS.includes(u.id)).sort((x, y) => ATTACKERS.indexOf(x.id) - ATTACKERS.indexOf(y.id)).map((u) => u.hex ?? '');
    await expect.poll(async () => (await attackerHexes()).every((h) => near.includes(h))).toBe(true);
    const from = await attackerHexes();

    // Two attackers and a defender picked on the map: the calculator opens beside the board, prefilled.
    await pickBattle(page);
    const dock = page.getByTestId('companion-dock');
    await dock.getByTestId('companion-calculators').waitFor();
    // 7 + 6 = 13 against 3 + 1 (rough) = 4: 3-1, the rulebook's case (20.2.5).
    await expect.poll(() => dock.getByTestId('calc-step').allInnerTexts(), { timeout: 20_000 }).toEqual(expect.arrayContaining([expect.stringContaining('13:4 = 3-1')]));
    // Confirmed and resolved there (the app rolls): the result is in the log beside the board.
    await dock.getByTestId('calc-roll-submit').click();
    await dock.locator('[data-testid="companion-dock-part"][data-part="log"]').click();
    await expect.poll(() => dock.getByTestId('companion-log-entry').allInnerTexts()).toEqual([expect.stringMatching(/Combat: odds, modifiers and result: \S+ \(dice \d\)/)]);
    const logged = /result: (\S+) \(dice (\d)\)/.exec((await dock.getByTestId('companion-log-entry').allInnerTexts())[0]!)!;
    const prefill = await callApi<{ inputs: Record<string, unknown> }>(page, 'boardData.prefill', {
      key: KEY,
      attackers: ATTACKERS.map((a, i) => ({ piece: a, cell: from[i], flipped: false })),
      defenders: [{ piece: DEFENDER, cell: 'F7', flipped: false }],
    });
    expect(prefill.value!.inputs).toMatchObject({ terrain: 'rough', attackers: [{ af: 7 }, { af: 6 }], defenders: [{ df: 3 }] });
    const odds = async (p: Page, inputs: unknown) => {
      const r = await callApi<{ steps: { value: string }[] }>(p, 'companion.calculate', { gameId: 'dark-sands', calculator: 'combat', inputs });
      return r.value!.steps.map((x) => x.value);
    };
    expect(await odds(page, prefill.value!.inputs)).toContain('13:4 = 3-1');
    // The logged result is the Mobile CRT's 3-1 column for the die rolled.
    const byCrt = await callApi<{ outcome: { value: string } }>(page, 'companion.calculate', { gameId: 'dark-sands', calculator: 'combat', inputs: prefill.value!.inputs, dice: [Number(logged[2])] });
    expect(byCrt.value!.outcome.value).toBe(logged[1]);

    // The board data as a file, imported into a second data folder: the same data and the same prefill.
    await page.getByTestId('board-editor-open').click();
    await page.locator('[data-testid="board-editor"][data-ready="true"]').waitFor();
    const file = await exportDownload(page);
    const mine = await boardDataOf(page);
    const data2 = makeDataDir();
    const other = await startWebApp(data2);
    try {
      const { page: theirs, problems: theirProblems } = await openPage(context, other.url);
      await openLinkedTable(theirs);
      await theirs.getByTestId('board-editor-open').click();
      await theirs.locator('[data-testid="board-editor"][data-ready="true"]').waitFor();
      // A file that is not board data is refused with a clear message, and nothing is written.
      const bad = path.join(dir, 'bad.ctboard.json');
      fs.writeFileSync(bad, JSON.stringify({ format: 'campaign-table-board-data', fileVersion: 99 }));
      await theirs.getByTestId('board-data-import').setInputFiles(bad);
      await theirs.getByTestId('board-data-file-error').waitFor();
      expect((await boardDataOf(theirs)).progress.hexesSet).toBe(0);
      await theirs.getByTestId('board-data-import').setInputFiles(file);
      await theirs.getByTestId('board-data-file-done').waitFor();
      await expect.poll(() => theirs.getByTestId('board-progress').innerText()).toContain(`${total} of ${total} hexes set`);
      const theirsData = await boardDataOf(theirs);
      expect(theirsData.data.hexes).toEqual(mine.data.hexes);
      expect(theirsData.data.counters).toEqual(mine.data.counters);
      const again = await callApi<{ inputs: Record<string, unknown> }>(theirs, 'boardData.prefill', {
        key: KEY,
        attackers: ATTACKERS.map((a, i) => ({ piece: a, cell: from[i], flipped: false })),
        defenders: [{ piece: DEFENDER, cell: 'F7', flipped: false }],
      });
      expect(again.value!.inputs).toEqual(prefill.value!.inputs);
      expect(await odds(theirs, again.value!.inputs)).toContain('13:4 = 3-1');
      expect(theirProblems).toEqual([]);
    } finally {
      await other.stop();
      fs.rmSync(data2, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 400_000);
});
