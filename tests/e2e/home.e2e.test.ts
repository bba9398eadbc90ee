/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callApi, makeDataDir, openPage, startWebApp, useBrowserAndApp } from './harness';

const GAME_IDS = ['afrika-korps', 'battle-for-north-africa', 'dark-sands', 'case-yellow', 'asl-starter-kit'];

const suite = useBrowserAndApp();

describe('home screen in a browser', () => {
  it('lists the five games with their support indicators, in English for an English browser', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const cards = page.getByTestId('game-card');
    expect(await cards.count()).toBe(5);
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-game-id')))).toEqual(GAME_IDS);
    expect(await page.locator('[data-game-id="afrika-korps"] [data-testid="game-title"]').innerText()).toContain('Afrika Korps');
    expect(await page.locator('[data-game-id="dark-sands"] [data-testid="game-title"]').innerText()).toContain('Dark Sands');
    // The indicators follow what is registered: Afrika Korps has its map, set-up and counters (some
    // counters' types are not in any source, so the board is partial) and its movement rules as
    // advice (rules partial); each game's companion and tables as main reports them.
    const levels = await page.locator('[data-testid="game-card"]').evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((c) => [
          c.getAttribute('data-game-id'),
          Object.fromEntries([...c.querySelectorAll('[data-testid^="support-"][data-level]')].map((b) => [b.getAttribute('data-testid')!.slice(8), b.getAttribute('data-level')])),
        ]),
      ),
    );
    // Every game has its rulebook reference, partial because each seed lacks sections or tables.
    for (const game of GAME_IDS) expect(levels[game]!['rulebook'], game).toBe('partial');
    // Every indicator is what the game's completeness page reports (the same facts in main); the
    // board is Afrika Korps's alone (the other four have no map in the app), and every game has its
    // referee's companion.
    for (const game of GAME_IDS) {
      const facts = await callApi<{ support: { area: string; level: string }[] }>(page, 'companion.completeness', { gameId: game });
      expect(levels[game], game).toEqual(Object.fromEntries(facts.value!.support.map((s) => [s.area, s.level])));
      expect(levels[game]!['companion'], game).not.toBe('none');
    }
    expect(levels['afrika-korps']).toMatchObject({ board: 'partial', rules: 'partial', companion: 'complete', tables: 'complete' });
    for (const game of GAME_IDS.slice(1)) expect(levels[game]!['board'], game).toBe('none');
    // Only Afrika Korps has a rules engine: the companions assist, they enforce nothing.
    for (const game of GAME_IDS.slice(1)) expect(levels[game]!['rules'], game).toBe('none');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByTestId('action-continue').isDisabled()).toBe(true);
    // The live invitation box looks like the app's other boxes, its text clear of its edge (it was the browser's bare box).
    const join = await page.getByTestId('live-invitation-input').evaluate((e) => {
      const cs = getComputedStyle(e);
      return { padding: parseFloat(cs.paddingLeft), radius: parseFloat(cs.borderTopLeftRadius) };
    });
    expect(join.padding).toBeGreaterThanOrEqual(8);
    expect(join.radius).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks Italian to an Italian browser', async () => {
    const context = await suite.browser.newContext({ locale: 'it-IT' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await page.locator('[data-game-id="dark-sands"] [data-testid="game-title"]').innerText()).toBe('The Dark Sands');
    expect(await page.locator('[data-game-id="case-yellow"] [data-testid="game-title"]').innerText()).toBe('Case Yellow, 1940');
    expect(await page.getByTestId('action-settings').innerText()).toMatch(/Impostazioni/i);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('settings', () => {
  it('switch language live, save to SQLite, and are remembered after a reload', async () => {
    const dataDir = makeDataDir();
    const own = await startWebApp(dataDir);
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const { page, problems } = await openPage(context, own.url);
    await page.getByTestId('action-settings').click();
    await page.getByTestId('screen-settings').waitFor();
    const before = await page.getByTestId('screen-settings').locator('h1, h2').first().innerText();

    await page.getByTestId('language-it').check();
    await page.waitForFunction(() => document.documentElement.lang === 'it');
    const after = await page.getByTestId('screen-settings').locator('h1, h2').first().innerText();
    expect(after).not.toBe(before);

    await page.getByTestId('theme-dark').check();
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    await page.getByTestId('dice-physical').check();
    await page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();
    expect(await page.getByTestId('data-dir').innerText()).toContain(dataDir);

    // A reload returns to Settings, with the choices kept.
    await page.reload();
    await page.getByTestId('screen-settings').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    expect(await page.getByTestId('dice-physical').isChecked()).toBe(true);
    expect(await page.getByTestId('language-it').isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
    await own.stop();

    // The choices are in the database itself, not in the browser.
    const db = new Database(path.join(dataDir, 'campaign-table.sqlite'), { readonly: true });
    const rows = Object.fromEntries(db.prepare('SELECT key, value FROM settings').raw().all() as [string, string][]);
    db.close();
    expect(rows).toEqual({ language: '"it"', theme: '"dark"', diceMode: '"physical"' });

    // A restarted server and a browser with another language still show the saved choice.
    const again = await startWebApp(dataDir);
    const context2 = await suite.browser.newContext({ locale: 'en-US' });
    const second = await openPage(context2, again.url);
    await second.page.getByTestId('home').waitFor();
    expect(await second.page.evaluate(() => document.documentElement.lang)).toBe('it');
    await context2.close();
    await again.stop();
  });

  it('walk the other screens from the home actions', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    for (const [action, screen] of [
      ['action-new-game', 'screen-new-game'],
      ['action-saved-games', 'screen-saved-games'],
      ['action-rulebooks', 'screen-rulebooks'],
      ['action-settings', 'screen-settings'],
    ] as const) {
      await page.getByTestId('nav-home').click();
      await page.getByTestId(action).click();
      await page.getByTestId(screen).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('continue', () => {
  it('offers the most recently played game', async () => {
    const dataDir = makeDataDir();
    const own = await startWebApp(dataDir);
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page } = await openPage(context, own.url);
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('action-continue').isDisabled()).toBe(true);
    for (const title of ['Tobruch siege', 'Sedan breakthrough']) {
      expect(await callApi(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title })).toMatchObject({ ok: true });
    }
    await page.reload();
    const cont = page.getByTestId('action-continue');
    await cont.waitFor();
    expect(await cont.isDisabled()).toBe(false);
    expect(await page.getByTestId('home').innerText()).toContain('Sedan breakthrough');
    await page.getByTestId('action-saved-games').click();
    // The list loads after the screen shows: read it once both games are in it.
    await page.getByTestId('screen-saved-games').getByText('Tobruch siege').first().waitFor();
    const list = await page.getByTestId('screen-saved-games').innerText();
    expect(list.indexOf('Sedan breakthrough')).toBeLessThan(list.indexOf('Tobruch siege'));
    await context.close();
    await own.stop();
  });
});
