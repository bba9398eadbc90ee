/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, callApi, openPage, startWebApp, useBrowserAndApp } from './harness';
import './board-hooks';

const suite = useBrowserAndApp();

async function openTable(page: Page): Promise<void> {
  await page.locator('[data-testid="screen-table"]').waitFor();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
}
const headOf = (page: Page) => page.getByTestId('timeline-position').getAttribute('data-head');
const waitHead = (page: Page, head: number) =>
  page.waitForFunction((h) => document.querySelector('[data-testid="timeline-position"]')?.getAttribute('data-head') === String(h), head);

describe('two tabs on one game', () => {
  it('a move in one appears in the other; an undo in a stale tab is refused, the tab refreshes, and nothing is lost', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page: one, problems } = await openPage(context, suite.app.url);
    await one.getByTestId('home').waitFor();
    const id = (await callApi<{ id: string }>(one, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free', title: 'Two tabs' })).value!.id;
    await one.reload();
    await one.getByTestId('action-continue').click();
    await openTable(one);

    // The second tab's socket goes through a switch that can hold back what the server announces.
    let deaf = false;
    const two = await context.newPage();
    await two.routeWebSocket(/\/api$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (!(deaf && String(m).includes('"event"'))) ws.send(m);
      });
    });
    await two.goto(suite.app.url);
    await two.getByTestId('action-continue').click();
    await openTable(two);

    // A move in tab one (through the API, as a drop sends it) appears in tab two, with a notice.
    expect(await applyAction(one, id, { type: 'move', units: ['de-21pz-5'], to: 'W7' })).toMatchObject({ ok: true });
    await waitHead(two, 1);
    await two.getByTestId('changed-elsewhere').waitFor();
    expect(await two.getByTestId('log-entry').count()).toBe(1);
    await waitHead(one, 1);

    // Tab two stops hearing; tab one rolls from its own panel. Tab two still shows action 1.
    deaf = true;
    await one.getByTestId('roll-dice').click();
    await waitHead(one, 2);
    expect(await headOf(two)).toBe('1');
    // Undo in the stale tab: refused, said so, and the tab shows the game as it is now.
    await two.getByTestId('undo').click();
    await two.getByTestId('refusal').waitFor();
    expect(await two.getByTestId('refusal').innerText()).toMatch(/changed in another window or tab/);
    await waitHead(two, 2);
    expect(await two.getByTestId('log-entry').count()).toBe(2);
    const stored = await callApi<{ head: number; log: { seq: number; messages: { code: string }[] }[] }>(one, 'game.open', { id });
    expect(stored.value!.head).toBe(2);
    expect(stored.value!.log.map((e) => e.messages[0]!.code)).toEqual(['moved', 'rolled']);

    // Now up to date, tab two's undo is applied, and tab one follows.
    deaf = false;
    await two.getByTestId('undo').click();
    await waitHead(two, 1);
    await waitHead(one, 1);
    await one.getByTestId('changed-elsewhere').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a game file that left the rules', () => {
  it('is shown with its actions outside the rules highlighted, and imported only on Confirm', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const id = (await callApi<{ id: string }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title: 'Detour' })).value!.id;
    for (const action of [
      { type: 'setMode', mode: 'free' },
      { type: 'eliminate', units: ['au-9a-20'] },
      { type: 'setMode', mode: 'rules' },
    ]) expect(await applyAction(page, id, action)).toMatchObject({ ok: true });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-detour-')), 'detour.ctgame');
    fs.writeFileSync(file, (await callApi<{ text: string }>(page, 'game.export', { id })).value!.text);

    const opponent = await startWebApp();
    try {
      const theirs = await context.newPage();
      await theirs.goto(opponent.url);
      await theirs.getByTestId('action-saved-games').click();
      await theirs.getByTestId('import-file').setInputFiles(file);
      await theirs.getByTestId('outside-rules').waitFor();
      expect(await theirs.getByTestId('outside-rules-action').evaluateAll((els) => els.map((e) => e.getAttribute('data-seq')))).toEqual(['1', '2', '3']);
      // Cancel: nothing was imported.
      await theirs.getByTestId('outside-rules-cancel').click();
      expect(await theirs.getByTestId('outside-rules').count()).toBe(0);
      expect((await callApi<unknown[]>(theirs, 'games.list', {})).value).toEqual([]);
      // Again, and Confirm: the game opens on the table.
      await theirs.getByTestId('import-file').setInputFiles(file);
      await theirs.getByTestId('outside-rules-confirm').click();
      await openTable(theirs);
      expect((await callApi<{ head: number }>(theirs, 'game.open', { id })).value!.head).toBe(3);
    } finally {
      await opponent.stop();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a second app on the same data folder', () => {
  it('refuses to start without --read-only, and with it shows a banner and changes nothing', async () => {
    await expect(startWebApp(suite.app.dataDir)).rejects.toThrow(/in use by process \d+ .*--read-only/s);
    const reader = await startWebApp(suite.app.dataDir, ['--read-only']);
    try {
      const context = await suite.browser.newContext({ locale: 'en-GB' });
      const { page, problems } = await openPage(context, reader.url);
      await page.getByTestId('read-only-banner').waitFor();
      expect(await page.getByTestId('read-only-banner').innerText()).toMatch(/Read-only: another Campaign Table \(process \d+, web mode\)/);
      const before = await callApi<unknown[]>(page, 'games.list', {});
      expect(await callApi(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' })).toMatchObject({ ok: false, code: 'app.readOnly' });
      expect((await callApi<unknown[]>(page, 'games.list', {})).value).toEqual(before.value);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await reader.stop();
    }
  });
});
