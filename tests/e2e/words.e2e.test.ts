/// <reference lib="dom" />
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callApi, openPage, useBrowserAndApp } from './harness';
import './board-hooks';

/**
 * Words a person reads (issue 14): a saved companion session shows its step by name, not its id,
 * and the Continue card opens it as a companion session; Italian dates are Italian.
 */
const suite = useBrowserAndApp();

/** A companion text's English words, read from the locale files (`<game>:companion.…` or a common key). */
function englishText(key: string): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['companion', key];
  const file = ns === 'companion' ? 'locales/en/companion.json' : `locales/en/games/${ns}.json`;
  let at: unknown = JSON.parse(fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
  for (const part of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return typeof at === 'string' ? at : '';
}

describe('words a person reads', () => {
  it('a saved companion session shows its step by name, and Continue offers it as a companion session', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const created = await callApi<{ id: string; phase: string }>(page, 'game.create', { gameId: 'battle-for-north-africa', scenario: 'companion', title: 'At the table' });
    const { id, phase } = created.value!;
    type Step = { id: string; title: { key: string }; steps?: unknown[] };
    const def = await callApi<{ sequence: Step[] }>(page, 'companion.definition', { gameId: 'battle-for-north-africa' });
    const titles = new Map<string, string>();
    const walk = (steps: Step[]) => {
      for (const s of steps) {
        titles.set(s.id, englishText(s.title.key));
        if (Array.isArray(s.steps)) walk(s.steps as Step[]);
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

  it('the home cards name what each game holds and its sources in words, never by id or file name', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const details = page.locator('[data-testid="game-card"] details.caps');
    for (let i = 0; i < (await details.count()); i++) await details.nth(i).evaluate((d) => ((d as HTMLDetailsElement).open = true));
    // Tables, calculators and what the companion knows are named by its definition once it arrives: never by their id.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.cap-id')].every((e) => {
        const id = e.getAttribute('data-capability') ?? '';
        const rest = id.includes(':') ? id.slice(id.indexOf(':') + 1) : id;
        return !/[:-]/.test(id) || !(e.textContent ?? '').startsWith(`${rest} (`);
      }),
    );
    const caps = await page.locator('.cap-id').evaluateAll((els) => els.map((e) => [e.getAttribute('data-capability') ?? '', e.textContent ?? ''] as const));
    expect(caps.length).toBeGreaterThan(20);
    for (const [id, text] of caps) {
      if (/[:-]/.test(id)) expect(text, id).not.toContain(id);
      const rest = id.includes(':') ? id.slice(id.indexOf(':') + 1) : id;
      if (/[:-]/.test(id)) expect(text.startsWith(`${rest} (`), `${id}: ${text}`).toBe(false);
    }
    const sources = await page.locator('.cap-source, [data-testid="game-card"] dd').allInnerTexts();
    for (const s of sources) expect(s).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
    expect(sources.some((s) => /Afrika Korps, Italian translation/.test(s))).toBe(true);
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
    // The bases have no proper name, only the rulebook's description: it reads in Italian too.
    const base = (await page.evaluate(() => window.__board!.hexScreenPosition('W3')))!;
    await page.mouse.move(base.x, base.y);
    await expect.poll(() => page.getByTestId('hex-readout').innerText()).toContain('Base tedesca');
    expect(problems).toEqual([]);
    await context.close();
  });
});
