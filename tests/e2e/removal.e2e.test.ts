/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, callApi, openPage, useBrowserAndApp } from './harness';
import './board-hooks';

/**
 * Nothing happens silently (issue 14): in Allied movement a stack dragged to a legal hex next to the
 * enemy, with no supply in reach, would be eliminated when movement ends (11.9). The table lists the
 * units with the rule, marks their hex on the map and asks; afterwards it says what was removed.
 */
const suite = useBrowserAndApp();

async function waitStep(page: Page, side: string, s: string): Promise<void> {
  await page.waitForFunction(
    ([sd, st]) => {
      const p = document.querySelector('[data-testid="play-panel"]');
      return p?.getAttribute('data-side') === sd && p?.getAttribute('data-step') === st;
    },
    [side, s],
  );
}

/** Allied movement, turn 1: Savona (2-2-4) with its supply at P30/P29; 22 Gds and 50 Inf 69 stacked at P33; the Allied supply far off at I33. */
async function alliedMovement(page: Page): Promise<string> {
  const created = await callApi<{ id: string; units: { id: string; status: string }[] }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title: 'Removal' });
  const { id, units } = created.value!;
  const place: Record<string, string> = { 'it-savona': 'P30', 'axis-supply-1': 'P29', 'gb-22gds': 'P33', 'gb-50inf-69': 'P33', 'allied-supply-1': 'I33' };
  const setup: unknown[] = [
    { type: 'setMode', mode: 'free' },
    { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !(u.id in place)).map((u) => u.id) },
    ...Object.entries(place).map(([unit, to]) => ({ type: 'move', units: [unit], to })),
    { type: 'setMode', mode: 'rules' },
  ];
  for (const action of setup) expect(await applyAction(page, id, action), JSON.stringify(action)).toMatchObject({ ok: true });
  // The Axis player turn passes quietly (a supply roll first where the rules want one).
  await applyAction(page, id, { type: 'rollSupply' });
  for (const type of ['endArrival', 'endMovement', 'endCombat', 'endTurn', 'endArrival']) expect(await applyAction(page, id, { type }), type).toMatchObject({ ok: true });
  return id;
}

describe('the removal warning', () => {
  it('lists the units ending movement removes, with rule 11.9, marks them on the map, asks, and then says what was removed', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await alliedMovement(page);
    await page.reload();
    await page.getByTestId('action-continue').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    await waitStep(page, 'allied', 'movement');
    expect(await page.getByTestId('play-end').getAttribute('data-removes')).toBe('0');

    // Drag the stack (no Alt: the whole stack) from P33 to P31, a hex the rules allow.
    const from = (await page.evaluate(() => window.__board!.unitScreenPosition('gb-22gds')))!;
    const to = (await page.evaluate(() => window.__board!.hexScreenPosition('P31')))!;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 15 });
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('[data-testid="play-end"]')?.getAttribute('data-removes') === '2');
    // Marked on the map before anything is asked.
    await page.waitForFunction(() => (window.__board!.overlayLayers().find((l) => l.id === 'removals')?.hexes ?? []).includes('P31'));
    expect(await page.getByTestId('removal-warning').count()).toBe(0);

    // Ending movement asks first: both units, each with rule 11.9 as a link.
    await page.getByTestId('play-end').click();
    await page.getByTestId('removal-warning').waitFor();
    const listed = await page.getByTestId('removal-unit').evaluateAll((els) => els.map((e) => [e.getAttribute('data-unit'), e.getAttribute('data-rule'), e.textContent ?? '']));
    expect(listed.map(([u, r]) => [u, r])).toEqual([['gb-22gds', '11.9'], ['gb-50inf-69', '11.9']]);
    expect(listed[0]![2]).toContain('22 Gds');
    expect(listed[1]![2]).toContain('50 Inf 69');
    expect(listed[0]![2]).not.toContain('gb-22gds');
    expect(await page.getByTestId('removal-warning').locator('[data-testid="rule-link"][data-rule="11.9"]').count()).toBe(2);

    // Not yet: nothing is sent, movement goes on.
    await page.getByTestId('removal-cancel').click();
    expect(await page.getByTestId('removal-warning').count()).toBe(0);
    expect(await page.getByTestId('play-panel').getAttribute('data-step')).toBe('movement');

    // Confirmed: movement ends, the units are gone, and the table says so.
    await page.getByTestId('play-end').click();
    await page.getByTestId('removal-confirm').click();
    await waitStep(page, 'allied', 'combat');
    const done = await page.getByTestId('removal-done').innerText();
    expect(done).toContain('22 Gds');
    expect(done).toContain('50 Inf 69');
    await page.waitForFunction(() => !window.__board!.drawnUnitIds().includes('gb-22gds'));
    expect(await page.evaluate(() => window.__board!.overlayLayers().some((l) => l.id === 'removals'))).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
