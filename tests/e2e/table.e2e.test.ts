/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, useBrowserAndApp, applyAction } from './harness';
import './board-hooks';

const suite = useBrowserAndApp();

const drawnUnits = (page: Page) => page.evaluate(() => window.__board!.drawnUnitIds());
const unitPosition = (page: Page, id: string) => page.evaluate((u) => window.__board!.unitScreenPosition(u), id);
const hexAt = (page: Page, p: { x: number; y: number }) => page.evaluate(([x, y]) => window.__board!.hexAt(x, y), [p.x, p.y] as const);
const unitHex = async (page: Page, id: string) => hexAt(page, (await unitPosition(page, id))!);

/** A new Afrika Korps game from the New game screen; these tests play it as a free table. */
async function newAfrikaKorpsGame(page: Page, free = true): Promise<void> {
  await page.getByTestId('home').waitFor();
  await page.getByTestId('action-new-game').click();
  await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
  if (free) await page.getByTestId('new-game-free').check();
  await page.getByTestId('new-game-start').click();
  await page.locator('[data-testid="screen-table"][data-game-id="afrika-korps"]').waitFor();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
}

describe('Afrika Korps table', () => {
  it('draws the map and every set-up counter, moves a counter by drag and drop, persists it and undoes it', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page);

    // Every counter the March 1941 set-up places is drawn, and nothing that waits on the track.
    const drawn = await drawnUnits(page);
    expect(drawn).toContain('de-rommel');
    expect(drawn.length).toBe(23);

    // Drag the lone Allied counter in Bengasi (H2) to a hex further south; it must land centred there.
    const unit = 'gb-2arm-2sg';
    expect(drawn).toContain(unit);
    const from = (await unitPosition(page, unit))!;
    const fromHex = (await unitHex(page, unit))!;
    expect(fromHex).toMatch(/^[A-Z]\d+$/);
    const target = { x: from.x + 120, y: from.y + 90 };
    const targetHex = (await hexAt(page, target))!;
    expect(targetHex).not.toBe(fromHex);
    await page.keyboard.down('Alt'); // the unit alone, even if it shares its hex
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await page.waitForFunction(
      ([id, hex]) => {
        const u = window.__board!.unitScreenPosition(id!);
        const h = window.__board!.hexScreenPosition(hex!);
        return !!u && !!h && Math.hypot(u.x - h.x, u.y - h.y) < 12;
      },
      [unit, targetHex],
    );
    await page.getByTestId('log-entry').first().waitFor();

    // Reload: back on the table, and main persisted it.
    await page.reload();
    await page.locator('[data-testid="screen-table"]').waitFor();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    const after = await unitHex(page, unit);
    expect(after).toBe(targetHex);

    // Undo puts it back.
    await page.getByTestId('undo').click();
    await page.waitForFunction(
      ([id, hex]) => {
        const u = window.__board!.unitScreenPosition(id!);
        return !!u && window.__board!.hexAt(u.x, u.y) === hex;
      },
      [unit, fromHex],
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('advises where a unit may go under the rules, and explains a drop elsewhere with its rule', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page);
    const unit = 'gb-2arm-2sg'; // alone in Bengasi, H2
    const at = (await unitPosition(page, unit))!;
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => (window.__board?.highlightedHexes().length ?? 0) > 0);
    const highlighted = await page.evaluate(() => window.__board!.highlightedHexes());
    expect(highlighted).toContain('H3');
    expect(highlighted).not.toContain('H1'); // the sea
    expect(highlighted).not.toContain('H2'); // staying put is not a move

    // Free mode lets the counter go onto the sea, but says the rules would not.
    const sea = (await page.evaluate(() => window.__board!.hexScreenPosition('H1')))!;
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(sea.x, sea.y, { steps: 10 });
    await page.mouse.up();
    const advice = page.getByTestId('rules-advice');
    await advice.waitFor();
    expect(await advice.getAttribute('data-reason')).toBe('prohibitedTerrain');
    expect(await advice.getAttribute('data-rule')).toMatch(/^5\./);
    expect(await advice.innerText()).toContain('H1');
    expect(await unitHex(page, unit)).toBe('H1');

    // The advice can be switched off.
    await page.getByTestId('advice-toggle').click();
    const again = (await unitPosition(page, unit))!;
    await page.mouse.click(again.x, again.y);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__board!.highlightedHexes())).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plans a battle on Tobruch: fortress doubling, odds, supply and chances', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page);
    const id = (await page.getByTestId('screen-table').getAttribute('data-saved-game-id'))!;
    for (const [unit, to] of [['de-21pz-5', 'H25'], ['de-21pz-104', 'G24']] as const) {
      expect(await applyAction(page, id, { type: 'move', units: [unit], to })).toMatchObject({ ok: true });
    }
    // A reload returns to the table, with the game as main now has it.
    await page.reload();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);

    // Click a counter until its panel shows: a stack spreads out on the first click.
    const select = async (unit: string) => {
      for (let i = 0; i < 3; i++) {
        const p = (await unitPosition(page, unit))!;
        await page.mouse.click(p.x, p.y);
        await page.waitForTimeout(400);
        if ((await page.locator(`[data-testid="unit-panel"][data-unit-id="${unit}"]`).count()) > 0) return;
      }
      throw new Error(`could not select ${unit}`);
    };
    await select('au-9a-20');
    await page.getByTestId('plan-defender').click();
    await select('de-21pz-5');
    await page.getByTestId('plan-attacker').click();
    await select('de-21pz-104');
    await page.getByTestId('plan-attacker').click();
    const odds = page.getByTestId('plan-odds');
    await page.waitForFunction(() => document.querySelector('[data-testid="plan-odds"]')?.getAttribute('data-column') === '2-1');
    expect(await odds.innerText()).toMatch(/10\s*:\s*4/);
    expect(await page.getByTestId('plan-doubled').count()).toBe(1);
    expect(await page.getByTestId('plan-supply').getAttribute('data-needed')).toBe('true');
    expect(await page.locator('[data-testid="plan-chances"] [data-result]').count()).toBe(5);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('overlays zones of control and who controls the fortresses and bases', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page);
    expect(await page.evaluate(() => window.__board!.overlayLayers())).toEqual([]);
    await page.getByTestId('overlay-zoc').click();
    await page.getByTestId('overlay-control').click();
    // Places held are rings in the holder's colour, places nobody holds open rings; zones of control hatched.
    await page.waitForFunction(() => (window.__board?.overlayLayers().filter((l) => l.id.startsWith('control:')).flatMap((l) => l.hexes).length ?? 0) === 4);
    const drawn = await page.evaluate(() => window.__board!.overlayLayers());
    const byId = Object.fromEntries(drawn.map((l) => [l.id, l]));
    expect(byId['control:allied']).toMatchObject({ style: 'ring', tone: 'allied' });
    expect([...byId['control:allied']!.hexes].sort()).toEqual(['G25', 'H2']);
    expect(byId['control:none']).toMatchObject({ style: 'open-ring', tone: 'neutral' });
    expect([...byId['control:none']!.hexes].sort()).toEqual(['J62', 'W3']);
    expect(byId['zoc:axis']).toMatchObject({ style: 'hatch', tone: 'axis' });
    expect(byId['zoc:axis']!.hexes.length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="overlay-legend-control"][data-hex="G25"]').getAttribute('data-side')).toBe('allied');
    expect(problems).toEqual([]);
    await context.close();
  });
});
