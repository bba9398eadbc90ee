/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, callApi, openPage, useBrowserAndApp } from './harness';
import './board-hooks';

/**
 * Joining a live game from a plain browser (docs/live-play.md, "Joining from a browser"): the host's
 * app (web mode, its own data folder) makes a game live; a second browser, with no app of its own,
 * opens the invitation's browser link, plays the invited side only on the host's copy, follows the
 * host's moves, and a reload resumes its seat; another browser with the same link is refused.
 */
const suite = useBrowserAndApp();

async function openTable(page: Page): Promise<void> {
  await page.locator('[data-testid="screen-table"]').waitFor();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
}

/** Drags one counter (alone, with Alt) by an offset on the page's board. */
async function drag(page: Page, unit: string, by: { dx: number; dy: number }): Promise<void> {
  const from = (await page.evaluate((u) => window.__board!.unitScreenPosition(u), unit))!;
  await page.keyboard.down('Alt');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.dx, from.y + by.dy, { steps: 12 });
  await page.mouse.up();
  await page.keyboard.up('Alt');
}

const logLength = (page: Page, n: number) => page.waitForFunction((k) => document.querySelectorAll('[data-testid="log-entry"]').length === k, n);

describe('live play from a browser', () => {
  it('a plain browser opens the link, moves its own counter, is refused the other side’s, follows the host and resumes after a reload', async () => {
    const hostContext = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    hostContext.setDefaultTimeout(15_000);
    const { page: host, problems } = await openPage(hostContext, suite.app.url);
    await host.getByTestId('home').waitFor();
    const created = await callApi<{ id: string }>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', title: 'Live' });
    const id = created.value!.id;
    await host.reload();
    await host.getByTestId('action-continue').click();
    await openTable(host);
    await host.getByTestId('live-play').click();
    await host.getByTestId('live-side').selectOption('axis');
    await host.getByTestId('live-start').click();
    const link = await host.getByTestId('live-browser-allied').inputValue();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?game=/);

    // Another browser (its own cookies, no app): the link opens the game on the table, for the Allies.
    const guestContext = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    guestContext.setDefaultTimeout(15_000);
    const { page: guest, problems: guestProblems } = await openPage(guestContext, link);
    await openTable(guest);
    expect(new URL(guest.url()).search).toBe(`?seat=${id}`);
    await guest.waitForFunction(() => document.querySelector('[data-testid="live-connection"]')?.getAttribute('data-state') === 'connected');
    expect(await guest.getByTestId('live-seat').textContent()).toContain('Allied');
    expect(await guest.getByTestId('live-browser-seat').textContent()).toContain('keeps no copy');
    await host.waitForFunction(() => document.querySelector('[data-testid="live-opponent"]')?.getAttribute('data-state') === 'here');

    // Its own counter moves, through the host's engine step.
    await drag(guest, 'gb-2arm-2sg', { dx: 0, dy: 90 });
    await logLength(guest, 1);
    await expect.poll(async () => (await callApi<{ head: number }>(host, 'game.open', { id })).value!.head).toBe(1);
    // The other side's counter is refused, in words naming the side.
    const axis = await guest.evaluate(() => {
      const inView = (u: string) => {
        const p = window.__board!.unitScreenPosition(u);
        return !!p && p.x > 80 && p.y > 80 && p.x < window.innerWidth - 500 && p.y < window.innerHeight - 150;
      };
      return window.__board!.drawnUnitIds().find((u) => (u.startsWith('it-') || u.startsWith('de-')) && inView(u)) ?? null;
    });
    expect(axis).not.toBeNull();
    await drag(guest, axis!, { dx: 60, dy: -60 });
    await expect.poll(() => guest.getByTestId('refusal-text').textContent()).toContain('other player’s (side: Axis)');
    expect((await callApi<{ head: number }>(host, 'game.open', { id })).value!.head).toBe(1);

    // The host's move appears on the browser's table as it happens.
    expect(await applyAction(host, id, { type: 'move', units: ['de-21pz-5'], to: 'W7' })).toMatchObject({ ok: true });
    await logLength(guest, 2);
    // Chat reaches the host.
    await guest.getByTestId('live-chat-input').fill('ciao');
    await guest.getByTestId('live-chat-input').press('Enter');
    await host.waitForFunction(() => document.querySelector('[data-testid="live-chat"]')?.textContent?.includes('ciao') === true);

    // A reload resumes the seat at the same position, and it plays on.
    await guest.reload();
    await openTable(guest);
    await logLength(guest, 2);
    await guest.waitForFunction(() => document.querySelector('[data-testid="live-connection"]')?.getAttribute('data-state') === 'connected');
    await drag(guest, 'gb-2arm-2sg', { dx: 0, dy: 90 });
    await logLength(guest, 3);
    await expect.poll(async () => (await callApi<{ head: number }>(host, 'game.open', { id })).value!.head).toBe(3);

    // A second browser with the same link, while the seat is held: refused, in words.
    const thirdContext = await suite.browser.newContext({ locale: 'en-GB' });
    const third = await thirdContext.newPage();
    await third.goto(link);
    await expect.poll(() => third.getByTestId('startup-error').textContent(), { timeout: 15_000 }).toContain('already taken');
    await thirdContext.close();

    await guestContext.close();
    await hostContext.close();
    expect(problems).toEqual([]);
    expect(guestProblems).toEqual([]);
  });
});
