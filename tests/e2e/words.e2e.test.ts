/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { callApi, openPage, useBrowserAndApp } from './harness';
import './board-hooks';

/**
 * Words a person reads (issue 14): a saved companion session shows its step by name, not its id,
 * and the Continue card opens it as a companion session; Italian dates are Italian.
 */
const suite = useBrowserAndApp();

describe('words a person reads', () => {
  it('a saved companion session shows its step by name, and Continue offers it as a companion session', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const created = await callApi<{ id: string; phase: string }>(page, 'game.create', { gameId: 'battle-for-north-africa', scenario: 'companion', title: 'At the table' });
    const { id, phase } = created.value!;
    const def = await callApi<{ sequence: { id: string; title: { en: string }; steps?: unknown[] }[] }>(page, 'companion.definition', { gameId: 'battle-for-north-africa' });
    const titles = new Map<string, string>();
    const walk = (steps: { id: string; title: { en: string }; steps?: unknown[] }[]) => {
      for (const s of steps) {
        titles.set(s.id, s.title.en);
        if (Array.isArray(s.steps)) walk(s.steps as typeof steps);
      }
    };
    walk(def.value!.sequence);
    expect(titles.get(phase)).toBeTruthy();

    await page.reload();
    await page.getByTestId('home').waitFor();
    // Continue: a companion session, never "cannot be played in the app yet".
    const tile = page.getByTestId('action-continue');
    await page.getByTestId('continue-companion').waitFor();
    expect(await tile.innerText()).not.toMatch(/cannot be played/);

    await page.getByTestId('action-saved-games').click();
    const row = page.locator(`[data-testid="saved-game"][data-game-id="${id}"]`);
    await row.waitFor();
    await page.waitForFunction((p) => (document.querySelector('[data-testid="saved-game-phase"]')?.textContent ?? '').includes(p), titles.get(phase)!);
    const text = await row.innerText();
    expect(text).not.toContain(phase);
    expect(text).toContain('Referee’s companion');
    expect(text).not.toMatch(/·\s*companion\b/);

    // Continue opens it on the companion screen.
    await page.goBack();
    await page.getByTestId('action-continue').click();
    await page.waitForFunction(() => location.href.length > 0 && !!document.querySelector('[data-testid="companion-track"]'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('dates read in Italian for an Italian reader: "1 aprile 1941"', async () => {
    const context = await suite.browser.newContext({ locale: 'it-IT', viewport: { width: 1440, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-start').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    expect(await page.getByTestId('turn-label').innerText()).toMatch(/1 aprile 1941/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
