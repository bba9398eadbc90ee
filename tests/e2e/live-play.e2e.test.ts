/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, callApi, openPage, startWebApp, useBrowserAndApp, type WebApp } from './harness';
import './board-hooks';

/**
 * Live play between two copies of the app with their own data folders (two web servers), in two
 * browser pages: the host makes a game live and copies the invitation, the other pastes it and
 * plays the other side; each moves only its own counters; the joiner's app is killed and comes
 * back with the same invitation at the same position; undo is off at both tables, and in rules mode
 * the seat not to act has the game's controls disabled and is told why; a wrong token is refused, in words.
 */
const suite = useBrowserAndApp();

async function openTable(page: Page): Promise<void> {
  await page.locator('[data-testid="screen-table"]').waitFor();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
}

async function joinWith(page: Page, invitation: string): Promise<void> {
  await page.getByTestId('live-invitation-input').fill(invitation);
  await page.getByTestId('live-join-button').click();
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

const state = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-state');

describe('live play', () => {
  it('host invites, the other joins and plays its side only, resumes after its app is killed, a wrong token is refused', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(15_000);
    const { page: host, problems } = await openPage(context, suite.app.url);
    await host.getByTestId('home').waitFor();
    const created = await callApi<{ id: string }>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', title: 'Live' });
    const id = created.value!.id;
    await host.reload();
    await host.getByTestId('action-continue').click();
    await openTable(host);

    // Play live, on this computer, as the Axis: the invitation for the Allied seat is shown.
    await host.getByTestId('live-play').click();
    await host.getByTestId('live-side').selectOption('axis');
    await host.getByTestId('live-start').click();
    const codeBox = host.getByTestId('live-code-allied');
    await codeBox.waitFor();
    const code = await codeBox.inputValue();
    expect(code).toMatch(/^CTL1-/);
    expect(await state(host, 'live-opponent')).toBe('away');

    // The other player, with their own app and data folder, joins with the code.
    let joinerApp: WebApp = await startWebApp();
    const dataDir = joinerApp.dataDir;
    const { page: joiner } = await openPage(context, joinerApp.url);
    await joiner.getByTestId('home').waitFor();
    await joinWith(joiner, code);
    await openTable(joiner);
    await joiner.waitForFunction(() => document.querySelector('[data-testid="live-connection"]')?.getAttribute('data-state') === 'connected');
    expect(await joiner.getByTestId('live-seat').textContent()).toContain('Allied');
    await host.waitForFunction(() => document.querySelector('[data-testid="live-opponent"]')?.getAttribute('data-state') === 'here');

    // Each side moves only its own counters.
    expect(await applyAction(joiner, id, { type: 'move', units: ['de-21pz-5'], to: 'W7' })).toMatchObject({ ok: false, code: 'live.notYourSide' });
    expect(await applyAction(host, id, { type: 'move', units: ['gb-2arm-2sg'], to: 'H3' })).toMatchObject({ ok: false, code: 'live.notYourSide' });
    expect(await applyAction(host, id, { type: 'move', units: ['de-21pz-5'], to: 'W7' })).toMatchObject({ ok: true });
    // The host's move reaches the joiner's table (a move decided on an older position would be refused as changed).
    await joiner.waitForFunction(() => document.querySelectorAll('[data-testid="log-entry"]').length === 1);
    // Undo and redo are off at both tables of a live game, and say why (main refuses them too).
    await host.waitForFunction(() => document.querySelectorAll('[data-testid="log-entry"]').length === 1);
    for (const page of [host, joiner]) {
      await expect.poll(() => page.getByTestId('undo').isDisabled()).toBe(true);
      expect(await page.getByTestId('undo').getAttribute('title')).toContain('live game');
      expect(await page.getByTestId('redo').isDisabled()).toBe(true);
    }
    expect(await callApi(host, 'game.undo', { id, head: 1 })).toMatchObject({ ok: false, code: 'live.noUndo' });
    // The joiner drags its own counter on its table: the move goes through the host.
    await drag(joiner, 'gb-2arm-2sg', { dx: 0, dy: 90 });
    await joiner.waitForFunction(() => document.querySelectorAll('[data-testid="log-entry"]').length === 2);
    // The opponent's move appears on the host's table as it happens, marked as the opponent's.
    await host.waitForFunction(() => document.querySelector('[data-testid="opponent-move"]')?.getAttribute('data-seq') === '2');
    // Dragging an Axis counter is refused, in words naming the side.
    const axis = await joiner.evaluate(() => {
      const inView = (id: string) => {
        const p = window.__board!.unitScreenPosition(id);
        return !!p && p.x > 80 && p.y > 80 && p.x < window.innerWidth - 500 && p.y < window.innerHeight - 150;
      };
      return window.__board!.drawnUnitIds().find((u) => (u.startsWith('it-') || u.startsWith('de-')) && inView(u)) ?? null;
    });
    expect(axis).not.toBeNull();
    await drag(joiner, axis!, { dx: 60, dy: -60 });
    await expect.poll(() => joiner.getByTestId('refusal-text').textContent()).toContain('other player’s (side: Axis)');
    expect((await callApi<{ head: number }>(host, 'game.open', { id })).value!.head).toBe(2);
    // Chat beside the log reaches the other table.
    await joiner.getByTestId('live-chat-input').fill('ciao');
    await joiner.getByTestId('live-chat-input').press('Enter');
    await host.waitForFunction(() => document.querySelector('[data-testid="live-chat"]')?.textContent?.includes('ciao') === true);

    // The joiner's app dies: the host sees the opponent away and plays on.
    await joinerApp.stop();
    await host.waitForFunction(() => document.querySelector('[data-testid="live-opponent"]')?.getAttribute('data-state') === 'away');
    expect(await applyAction(host, id, { type: 'move', units: ['de-21pz-5'], to: 'W8' })).toMatchObject({ ok: true });

    // It comes back on the same data folder and the same invitation: the same position as the host's.
    joinerApp = await startWebApp(dataDir);
    await joiner.goto(joinerApp.url);
    await joiner.getByTestId('home').waitFor();
    await joinWith(joiner, code);
    await openTable(joiner);
    const mine = await callApi<{ head: number; hash: string }>(joiner, 'game.open', { id });
    const theirs = await callApi<{ head: number; hash: string }>(host, 'game.open', { id });
    expect(mine.value).toMatchObject({ head: 3, hash: theirs.value!.hash });
    await host.waitForFunction(() => document.querySelector('[data-testid="live-opponent"]')?.getAttribute('data-state') === 'here');

    // In rules mode the seat that is not to act has the game's controls disabled, and is told why.
    expect(await applyAction(host, id, { type: 'setMode', mode: 'rules' })).toMatchObject({ ok: true });
    const acting = (await callApi<{ play: { side: string } }>(host, 'game.open', { id })).value!.play.side;
    const [toAct, waiting] = acting === 'axis' ? [host, joiner] : [joiner, host];
    await waiting.getByTestId('live-wait').waitFor();
    expect(await waiting.getByTestId('live-wait').textContent()).toContain(acting === 'axis' ? 'Axis' : 'Allied');
    expect(await waiting.getByTestId('play-end').isDisabled()).toBe(true);
    await toAct.getByTestId('play-end').waitFor();
    expect(await toAct.getByTestId('live-wait').count()).toBe(0);
    expect(await toAct.getByTestId('play-end').isDisabled()).toBe(false);

    // A wrong token: refused, and said in words.
    const other = await startWebApp();
    const { page: stranger } = await openPage(context, other.url);
    await stranger.getByTestId('home').waitFor();
    const forged = await host.evaluate((c) => {
      const fields = JSON.parse(atob(c.slice(5).replace(/-/g, '+').replace(/_/g, '/'))) as unknown[];
      fields[3] = 'A'.repeat(43);
      return 'CTL1-' + btoa(JSON.stringify(fields)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    }, code);
    await joinWith(stranger, forged);
    await expect.poll(() => stranger.getByTestId('live-join-error').textContent()).toContain('seat token is wrong');
    // The same invitation while its seat is held: refused too.
    await joinWith(stranger, code);
    await expect.poll(() => stranger.getByTestId('live-join-error').textContent()).toContain('already taken');
    await other.stop();
    await joinerApp.stop();
    expect(problems).toEqual([]);
  });
});
