/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, useBrowserAndApp, applyAction } from './harness';
import './board-hooks';

const suite = useBrowserAndApp();

const unitPosition = (page: Page, id: string) => page.evaluate((u) => window.__board!.unitScreenPosition(u), id);
const hexAt = (page: Page, p: { x: number; y: number }) => page.evaluate(([x, y]) => window.__board!.hexAt(x, y), [p.x, p.y] as const);
const step = (page: Page) => page.getByTestId('play-panel').getAttribute('data-step');

async function waitStep(page: Page, side: string, s: string): Promise<void> {
  await page.waitForFunction(
    ([sd, st]) => {
      const p = document.querySelector('[data-testid="play-panel"]');
      return p?.getAttribute('data-side') === sd && p?.getAttribute('data-step') === st;
    },
    [side, s],
  );
}

describe('Afrika Korps in rules mode', () => {
  it('starts in rules mode, walks the steps, refuses an illegal drop with its rule and snaps the counter back', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-start').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    expect(await page.getByTestId('mode').getAttribute('data-mode')).toBe('rules');
    await waitStep(page, 'axis', 'arrival');
    // No port held on the first turn: nothing lands, no supply roll (12.2).
    await page.locator('[data-testid="play-status"][data-status="noPort"]').waitFor();
    await page.getByTestId('play-end').click();
    await waitStep(page, 'axis', 'movement');

    // Rommel dragged far beyond his 12 hexes: refused with its rule, and back on W6.
    const unit = 'de-rommel';
    const from = (await unitPosition(page, unit))!;
    const fromHex = await hexAt(page, from);
    await page.keyboard.down('Alt');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const far = (await page.evaluate(() => window.__board!.hexScreenPosition('T30')))!;
    await page.mouse.move(far.x, far.y, { steps: 15 });
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await page.getByTestId('refusal').waitFor();
    expect(await page.getByTestId('refusal-rule').innerText()).toMatch(/\d/);
    await page.waitForFunction(
      ([id, hex]) => {
        const u = window.__board!.unitScreenPosition(id!);
        const h = window.__board!.hexScreenPosition(hex!);
        return !!u && !!h && Math.hypot(u.x - h.x, u.y - h.y) < 30;
      },
      [unit, fromHex],
    );

    // Nine combat units still on W6: movement cannot end (6.3).
    await page.getByTestId('play-end').click();
    await page.waitForFunction(() => /6\.3/.test(document.querySelector('[data-testid="refusal-rule"]')?.textContent ?? ''));
    expect(await step(page)).toBe('movement');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the attacks owed, resolves a battle from the planner and ends the combat and the turn', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const created = await callApi<{ id: string; units: { id: string; status: string }[] }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title: 'Rules' });
    const { id, units } = (created as { value: { id: string; units: { id: string; status: string }[] } }).value;
    // A position set up on the free table, then handed back to the rules.
    const keep = new Set(['de-21pz-5', 'axis-supply-1', 'gb-22gds', 'allied-supply-1']);
    const actions: unknown[] = [
      { type: 'setMode', mode: 'free' },
      { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !keep.has(u.id)).map((u) => u.id) },
      { type: 'move', units: ['de-21pz-5'], to: 'P30' },
      { type: 'move', units: ['axis-supply-1'], to: 'P29' },
      { type: 'move', units: ['gb-50inf-69'], to: 'P31' },
      { type: 'setMode', mode: 'rules' },
    ];
    for (const action of actions) expect(await applyAction(page, id, action)).toMatchObject({ ok: true });
    await page.reload();
    await page.getByTestId('action-continue').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    await waitStep(page, 'axis', 'arrival');
    // Overlays: the Axis supply range (14.2) reaches the 21st Panzer's hex; nobody is isolated (24.1).
    for (const kind of ['supply', 'isolated']) if ((await page.getByTestId(`overlay-${kind}`).getAttribute('aria-pressed')) !== 'true') await page.getByTestId(`overlay-${kind}`).click();
    await page.waitForFunction(() => (window.__board!.overlayLayers().find((l) => l.id === 'supply:axis')?.hexes ?? []).includes('P30'));
    expect(await page.getByTestId('overlay-legend-isolated').first().getAttribute('data-count')).toBe('0');
    await page.getByTestId('play-end').click();
    await waitStep(page, 'axis', 'movement');
    await page.getByTestId('play-end').click();
    await waitStep(page, 'axis', 'combat');
    const owed = page.locator('[data-testid="play-status"][data-status="owedAttackers"]');
    await owed.waitFor();
    expect(await owed.innerText()).toMatch(/21Pz 5/);
    await page.getByTestId('play-end').click();
    await page.waitForFunction(() => /8\.4/.test(document.querySelector('[data-testid="refusal-rule"]')?.textContent ?? ''));

    const select = async (unit: string) => {
      for (let i = 0; i < 3; i++) {
        const p = (await unitPosition(page, unit))!;
        await page.mouse.click(p.x, p.y);
        await page.waitForTimeout(300);
        if ((await page.locator(`[data-testid="unit-panel"][data-unit-id="${unit}"]`).count()) > 0) return;
      }
      throw new Error(`could not select ${unit}`);
    };
    await select('gb-50inf-69');
    await page.getByTestId('plan-defender').click();
    await select('de-21pz-5');
    await page.getByTestId('plan-attacker').click();
    await page.getByTestId('plan-automatic').waitFor();
    await page.getByTestId('plan-resolve').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="play-status"][data-status^="owed"]'));
    await page.locator('[data-testid="log-entry"]', { hasText: 'odds automatic elimination' }).first().waitFor();
    // The planner, emptied, says how the battle went (the log is further down the dock).
    expect(await page.getByTestId('plan-last-battle').innerText()).toMatch(/The last battle:[\s\S]*odds automatic elimination/);
    // Each message reads with its rule after a space ("… eliminated. (Rule 9.1)", not "eliminated.(Rule").
    const messages = await page.locator('[data-testid="log-entry"] .message').allInnerTexts();
    expect(messages.filter((m) => / \(Rule \d/.test(m)).length).toBeGreaterThan(0);
    for (const text of messages) expect(text).not.toMatch(/\S\(Rule/);
    await page.getByTestId('play-end').click();
    await waitStep(page, 'axis', 'end');
    await page.getByTestId('play-end').click();
    await waitStep(page, 'allied', 'arrival');
    expect(problems).toEqual([]);
    await context.close();
  });
});
