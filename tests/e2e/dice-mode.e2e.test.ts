/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { callApi, openPage, useBrowserAndApp } from './harness';
import './board-hooks';

/**
 * Dice mode belongs to each game (issue 14): chosen at New game from the setting, shown on the
 * table and changed there as a logged action; Settings says its mode applies to new games.
 */
const suite = useBrowserAndApp();

describe('dice mode', () => {
  it('is chosen at New game, shown on the table, changed there as a logged action, and Settings says it applies to new games', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1024, height: 700 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();

    // Settings → Dice says it applies to new games.
    await page.getByTestId('action-settings').click();
    expect(await page.getByTestId('dice-applies').innerText()).toMatch(/new games/);
    await page.goBack();

    // New game: the setting's mode (app) is chosen; physical picked instead.
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    expect(await page.getByTestId('new-game-dice-app').isChecked()).toBe(true);
    // The name field is wide enough to read what is typed, even at 1024 px.
    expect((await page.getByTestId('new-game-title').boundingBox())!.width).toBeGreaterThanOrEqual(300);
    // And tall enough for its text: the radios' 1.1rem box is not its size (it was 17 px high, the text touching its edges).
    const name = await page.getByTestId('new-game-title').evaluate((e) => ({ box: e.getBoundingClientRect().height, text: parseFloat(getComputedStyle(e).fontSize) }));
    expect(name.box).toBeGreaterThanOrEqual(name.text * 1.8);
    await page.getByTestId('new-game-dice-physical').check();
    await page.getByTestId('new-game-start').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    await page.getByTestId('dice-mode').waitFor();
    expect(await page.getByTestId('dice-mode').getAttribute('data-mode')).toBe('physical');
    expect(await page.getByTestId('dice-mode').innerText()).toMatch(/rolled at the table/);
    expect((await page.getByTestId('dice-value').count()) > 0).toBe(true);

    // Changed on the table: asked first, then logged; the dice are the app's again.
    await page.getByTestId('dice-mode-switch').click();
    await page.getByTestId('dice-mode-cancel').click();
    expect(await page.getByTestId('dice-mode').getAttribute('data-mode')).toBe('physical');
    await page.getByTestId('dice-mode-switch').click();
    await page.getByTestId('dice-mode-confirm').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="dice-mode"]')?.getAttribute('data-mode') === 'app');
    await page.locator('[data-testid="log-entry"]', { hasText: 'Dice from now on: rolled by the app' }).first().waitFor();
    expect(await page.getByTestId('dice-value').count()).toBe(0);

    // What main holds agrees: the game's view says app dice, the setting is unchanged.
    const latest = await callApi<{ id: string }>(page, 'games.latest', {});
    const open = await callApi<{ dicePolicy: string }>(page, 'game.open', { id: latest.value!.id });
    expect(open.value!.dicePolicy).toBe('app');
    const settings = await callApi<{ diceMode: string }>(page, 'settings.get', {});
    expect(settings.value!.diceMode).toBe('app');
    expect(problems).toEqual([]);
    await context.close();
  });
});
