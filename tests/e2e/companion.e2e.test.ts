/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, useBrowserAndApp } from './harness';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index';
import type { CompanionDefinition } from '../../shared/companion/definition';
import { companionWords } from '../../main/companion/words';

/**
 * The referee's companion in a real browser: for each game, one combat through its calculator,
 * in English and in Italian (switched in the settings). A calculation that needs a table no source
 * has gets it through the table editor, filled with one obviously made-up value in this test's own
 * data folder (never shipped).
 */
const suite = useBrowserAndApp();

type Lang = 'en' | 'it';
interface Plan {
  calculator: string;
  /** Inputs to type: [data-input of the field, value, which one when several carry the id (0 = first)]. */
  set: [string, string, number?][];
  /** Made-up tables for this test only (CSV as pasted), for tables whose shape the player gives. */
  fake?: Record<string, string>;
  /** A worked step the inputs must produce (value shown), in both languages. */
  step: RegExp;
}

const PLANS: Record<string, Plan> = {
  // 6 attack factors against 2 defence factors: odds 3-1 (7.3).
  'afrika-korps': { calculator: 'combat', set: [['attack', '6'], ['defence', '2']], step: /\b3-1\b/ },
  // A firer of FP 8 adjacent: point blank doubles it to 16 (3.2.2).
  'asl-starter-kit': { calculator: 'fire', set: [['fp', '8'], ['range', 'adjacent']], step: /\b16\b/ },
  'dark-sands': { calculator: 'combat', set: [['af', '6'], ['df', '2']], step: /\b6\b/ },
  // 6 against 3 (the defaults): 2-1 before shifts (11.3a).
  'case-yellow': { calculator: 'combat', set: [], step: /\b2-1\b/ },
  // CS 6 against CS 3: odds 2:1, rounded to the nearest half (8.2.5).
  'battle-for-north-africa': {
    calculator: 'combat',
    set: [['cs', '6', 0], ['cs', '3', 1]],
    step: /6:3 → 2:1/,
    fake: {
      'odds-drm': 'a,1:1,0\nb,2:1,0\nc,1:2,0',
      crt: ',roll,attacker,defender\na,≤4,FAKE,FAKE\nb,≥5,FAKE,FAKE',
    },
  },
};

const GAMES = Object.keys(PLANS);

/** One value a table's cell pattern accepts, for a made-up table in a test (never shipped). */
function fakeCell(pattern: string): string {
  const re = new RegExp(`^(?:${pattern})$`);
  return ['-', '0', '1', 'C', 'DE', 'AE', 'X', '1MC'].find((v) => re.test(v)) ?? '-';
}

async function setInput(page: Page, input: string, value: string, nth = 0): Promise<void> {
  const field = page.locator(`[data-testid="calc-input"][data-input="${input}"]`).nth(nth);
  const tag = await field.evaluate((el) => el.tagName);
  if (tag === 'SELECT') await field.selectOption(value);
  else if ((await field.getAttribute('type')) === 'checkbox') await field.setChecked(value === 'true');
  else await field.fill(value);
}

async function enterMissingTables(page: Page, def: CompanionDefinition, fakes: Record<string, string>): Promise<number> {
  const missing = page.getByTestId('calc-preview').getByTestId('calc-enter-table');
  let entered = 0;
  while ((await missing.count()) > 0) {
    const id = (await missing.first().getAttribute('data-table'))!;
    const spec = def.tables.find((x) => x.id === id)!;
    await missing.first().click();
    const editor = page.locator(`[data-testid="table-editor"][data-table="${id}"]`);
    await editor.waitFor();
    const fake = fakeCell(spec.cellPattern);
    const csv = fakes[id] ?? spec.rows.map(() => spec.cols.map(() => fake).join(',')).join('\n');
    await editor.locator('summary').click();
    await editor.getByTestId('table-paste').fill(csv);
    await editor.getByTestId('table-paste-apply').click();
    expect(await editor.getByTestId('table-check').getAttribute('data-valid')).toBe('true');
    await editor.getByTestId('table-save').click();
    await editor.getByTestId('table-saved').waitFor();
    await page.locator(`[data-testid="table-row"][data-table="${id}"][data-status="user"]`).waitFor();
    entered++;
    await page.locator('[data-testid="companion-tab"][data-tab="combat"]').click();
    await page.locator(`[data-testid="calc-choose"]`).first().waitFor();
  }
  return entered;
}

async function oneCombat(page: Page, game: string, lang: Lang): Promise<void> {
  const plan = PLANS[game]!;
  const def = COMPANION_DEFINITIONS[game as keyof typeof COMPANION_DEFINITIONS]!();
  const calc = def.calculators.find((c) => c.id === plan.calculator)!;
  await page.getByTestId('nav-home').click();
  await page.locator(`[data-testid="start-companion"][data-game-id="${game}"]`).click();
  await page.locator(`[data-testid="screen-companion"][data-game-id="${game}"]`).waitFor();
  await page.getByTestId('companion-checklist').waitFor();
  // The sequence of play of turn 1 is there with its rule numbers.
  expect(await page.getByTestId('companion-step').count()).toBeGreaterThan(1);

  await page.locator('[data-testid="companion-tab"][data-tab="combat"]').click();
  await page.locator(`[data-testid="calc-choose"][data-calculator="${calc.id}"]`).click();
  await expect.poll(() => page.getByTestId('calc-title').innerText()).toContain(companionWords(calc.title, lang));
  for (const [input, value, nth] of plan.set) await setInput(page, input, value, nth);
  await expect.poll(() => page.getByTestId('calc-preview').getByTestId('calc-step').allInnerTexts(), { timeout: 5000 }).toEqual(expect.arrayContaining([expect.stringMatching(plan.step)]));
  if (await enterMissingTables(page, def, plan.fake ?? {})) {
    await page.locator(`[data-testid="calc-choose"][data-calculator="${calc.id}"]`).click();
    for (const [input, value, nth] of plan.set) await setInput(page, input, value, nth);
    await expect.poll(() => page.getByTestId('calc-preview').getByTestId('calc-missing').count()).toBe(0);
  }

  // Roll and resolve: the app's dice (the default dice mode).
  await page.getByTestId('calc-roll-submit').click();
  const resolved = page.getByTestId('calc-resolved');
  await resolved.waitFor();
  const id = await page.evaluate(() => history.state?.game as string);
  const session = await callApi<{ state: { calcs: { calculator: string; dice: number[] | null; result: { outcome?: { value: string }; steps: { value: string; rule: string }[] } }[] } }>(page, 'companion.session', { id });
  const last = session.value!.state.calcs.at(-1)!;
  expect(last.calculator).toBe(calc.id);
  expect(last.dice?.length).toBe(calc.roll === '2d6' ? 2 : 1);
  // The screen shows what main worked out: every step with its rule, and the outcome read from the table.
  const shown = await resolved.getByTestId('calc-step').allInnerTexts();
  expect(shown).toHaveLength(last.result.steps.length);
  last.result.steps.forEach((s, i) => expect(shown[i]).toContain(s.value));
  expect(shown.join('\n')).toContain(lang === 'it' ? 'regola' : 'rule');
  if (last.result.outcome) expect(await resolved.getByTestId('calc-outcome-value').innerText()).toBe(last.result.outcome.value);
  // And the log has it, in the reader's language.
  const log = await page.getByTestId('companion-log-entry').first().innerText();
  expect(log).toContain(companionWords(calc.title, lang));
}

describe('referee’s companion in a browser', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`one combat through each game's calculator, in ${lang === 'en' ? 'English' : 'Italian'}`, async () => {
      const context = await suite.browser.newContext({ locale: 'en-GB' });
      const { page, problems } = await openPage(context, suite.app.url);
      await page.getByTestId('home').waitFor();
      await page.getByTestId('action-settings').click();
      await page.getByTestId(`language-${lang}`).check();
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const played: string[] = [];
      for (const game of GAMES) {
        if (!COMPANION_DEFINITIONS[game as keyof typeof COMPANION_DEFINITIONS]) continue;
        await oneCombat(page, game, lang);
        played.push(game);
      }
      // Every game with a companion definition was played (the content side registers them one by one).
      expect(played).toEqual(GAMES.filter((g) => COMPANION_DEFINITIONS[g as keyof typeof COMPANION_DEFINITIONS]));
      expect(played.length).toBeGreaterThanOrEqual(2);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('takes dice typed in from the table: a d10 read 0–9, two d6 white and coloured with doubles', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-settings').click();
    await page.getByTestId('language-en').check();
    await page.getByTestId('dice-physical').check();
    await page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();

    await page.getByTestId('nav-home').click();
    await page.locator('[data-testid="start-companion"][data-game-id="battle-for-north-africa"]').click();
    await page.locator('[data-testid="companion-tab"][data-tab="dice"]').click();
    const d10 = page.getByTestId('companion-roll');
    expect(await d10.getAttribute('data-physical')).toBe('true');
    await d10.getByTestId('companion-roll-value').fill('0');
    await d10.getByTestId('companion-roll-submit').click();
    await expect.poll(() => page.getByTestId('companion-last-roll').innerText()).toBe('0');
    expect(await page.getByTestId('companion-log-entry').first().innerText()).toMatch(/d10: 0\.[\s\S]*table dice d10: 10/);

    await page.getByTestId('nav-home').click();
    await page.locator('[data-testid="start-companion"][data-game-id="asl-starter-kit"]').click();
    await page.locator('[data-testid="companion-tab"][data-tab="dice"]').click();
    const two = page.getByTestId('companion-roll');
    await two.getByTestId('companion-roll-value').nth(0).fill('4');
    await two.getByTestId('companion-roll-value').nth(1).fill('4');
    await two.getByTestId('companion-roll-submit').click();
    await expect.poll(() => page.getByTestId('companion-last-roll').innerText()).toBe('4 + 4 = 8, doubles');
    expect(await page.getByTestId('companion-log-entry').first().innerText()).toContain('Rolled doubles, 4 and 4 (coloured): 8.');
    // A value no die shows cannot be sent.
    await two.getByTestId('companion-roll-value').nth(0).fill('7');
    await two.getByTestId('companion-roll-value').nth(1).fill('1');
    expect(await two.getByTestId('companion-roll-submit').isDisabled()).toBe(true);

    await page.getByTestId('nav-home').click();
    await page.getByTestId('action-settings').click();
    await page.getByTestId('dice-app').check();
    await page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('enters a missing table cell by cell, marks the cells that are not valid, exports it, and imports it back', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', acceptDownloads: true });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.locator('[data-testid="start-companion"][data-game-id="case-yellow"]').click();
    await page.locator('[data-testid="companion-tab"][data-tab="tables"]').click();
    const row = page.locator('[data-testid="table-row"][data-table="interdiction"]');
    expect(await row.getAttribute('data-status')).toBe('missing');
    await row.locator('button.name').click();
    const editor = page.locator('[data-testid="table-editor"][data-table="interdiction"]');
    const cells = editor.getByTestId('table-cell');
    expect(await cells.count()).toBe(6);
    // Made up for this test only: a value per die face, one left empty.
    for (let i = 0; i < 5; i++) await cells.nth(i).fill(`test ${i + 1}`);
    expect(await cells.nth(5).getAttribute('aria-invalid')).toBe('true');
    expect(await cells.nth(0).getAttribute('aria-invalid')).toBe('false');
    expect(await editor.getByTestId('table-save').isDisabled()).toBe(true);
    await cells.nth(5).fill('test 6');
    expect(await editor.getByTestId('table-check').getAttribute('data-valid')).toBe('true');
    await editor.getByTestId('table-save').click();
    await page.locator('[data-testid="table-row"][data-table="interdiction"][data-status="user"]').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), editor.getByTestId('table-export').click()]);
    expect(download.suggestedFilename()).toBe('case-yellow-interdiction.cttable');
    const file = await download.path();
    const text = (await import('node:fs')).readFileSync(file, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'campaign-table/table', game: 'case-yellow', table: 'interdiction', cells: [['test 1'], ['test 2'], ['test 3'], ['test 4'], ['test 5'], ['test 6']] });

    await editor.getByTestId('table-remove').click();
    await page.locator('[data-testid="table-row"][data-table="interdiction"][data-status="missing"]').waitFor();
    // A file of another table is refused with a message; the right one is taken.
    await editor.getByTestId('table-import-file').setInputFiles({ name: 'x.cttable', mimeType: 'application/json', buffer: Buffer.from(text.replace('"interdiction"', '"crt"')) });
    await expect.poll(() => editor.getByTestId('table-error').innerText()).toContain('not the one open here');
    await editor.getByTestId('table-import-file').setInputFiles(file);
    await page.locator('[data-testid="table-row"][data-table="interdiction"][data-status="user"]').waitFor();
    expect(await cells.nth(5).inputValue()).toBe('test 6');
    // The completeness page names it as entered by the player.
    await page.locator('[data-testid="companion-tab"][data-tab="completeness"]').click();
    await expect.poll(() => page.locator('[data-testid="completeness-item"][data-id="table:interdiction"]').getAttribute('data-level')).toBe('complete');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows each game’s completeness page with the same levels as its card in the library', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    for (const game of GAMES) {
      await page.getByTestId('nav-home').click();
      const card = page.locator(`[data-testid="game-card"][data-game-id="${game}"]`);
      const onCard = await card.locator('[data-testid^="support-"][data-level]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-testid')!.slice(8), e.getAttribute('data-level')]));
      await card.getByTestId('open-completeness').click();
      await page.locator(`[data-testid="screen-completeness"][data-game-id="${game}"]`).waitFor();
      await page.getByTestId('completeness-area').first().waitFor();
      const onPage = await page.getByTestId('completeness-area').evaluateAll((els) => els.map((e) => [e.getAttribute('data-area'), e.getAttribute('data-level')]));
      expect(onPage, game).toEqual(onCard);
      // Each table the app lacks (and the player has not entered) is named as missing.
      const tables = await callApi<{ id: string; status: string }[]>(page, 'companion.tables', { gameId: game });
      const missing = await page.locator('[data-testid="completeness-item"][data-level="none"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
      expect(missing, game).toEqual(tables.value!.filter((x) => x.status === 'missing').map((x) => `table:${x.id}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays a Dark Sands priority chit from its owner’s hand, with its rule in the log (18.6.1)', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.locator('[data-testid="start-companion"][data-game-id="dark-sands"]').click();
    await page.getByTestId('companion-checklist').waitFor();
    // Turn 3 (March–April 1941): Rommel is in the Axis hand, not in the cup.
    await page.locator('[data-testid="companion-turn"][data-turn="3"]').click();
    await page.locator('[data-testid="companion-tab"][data-tab="dice"]').click();
    const play = page.locator('[data-testid="companion-held-play"][data-chit="rommel"]');
    await play.waitFor();
    expect(await page.locator('[data-testid="companion-chit"][data-chit="rommel"]').count()).toBe(0);
    await play.click();
    await page.getByTestId('companion-hand-empty').waitFor();
    await expect.poll(() => page.getByTestId('companion-log-entry').first().innerText()).toMatch(/Rommel played from the hand[\s\S]*18\.6\.1/);
    expect(await page.locator('[data-testid="companion-track-chit"][data-chit="rommel"]').count()).toBe(1);
    // The per-turn counts stand against their limits: a priority chit counts for none of them.
    expect(await page.locator('[data-testid="companion-limit"][data-limit="axis-moves"]').getAttribute('data-count')).toBe('0');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every rule number as a link that opens its section in the rules panel beside the companion', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.locator('[data-testid="start-companion"][data-game-id="dark-sands"]').click();
    await page.getByTestId('companion-checklist').waitFor();
    // The checklist's rule numbers are links, as on the table.
    const stepLink = page.getByTestId('companion-checklist').getByTestId('rule-link').first();
    const stepRule = (await stepLink.getAttribute('data-rule'))!;
    await stepLink.click();
    await page.getByTestId('rules-panel').waitFor();
    expect(page.url()).not.toContain('rulebooks');
    await page.getByTestId('screen-companion').waitFor();
    await expect.poll(() => page.getByTestId('rules-panel').getByTestId('rulebook-section').getAttribute('data-section')).toBe(stepRule.split(',')[0]!.trim());
    // A calculator's worked steps too: the Assault CRT refused for want of infantry cites 12.6.
    await page.locator('[data-testid="companion-tab"][data-tab="combat"]').click();
    await page.locator('[data-testid="calc-choose"][data-calculator="combat"]').click();
    await setInput(page, 'attacker', 'allied');
    await setInput(page, 'turn', '15');
    await setInput(page, 'crt', 'assault');
    await setInput(page, 'type', 'tank');
    await page.getByTestId('calc-preview').getByTestId('calc-invalid').getByTestId('rule-link').click();
    await expect.poll(() => page.getByTestId('rules-panel').getByTestId('rulebook-section').getAttribute('data-section')).toBe('12.6');
    expect(await page.getByTestId('rules-panel').getByTestId('rulebook-section-title').innerText()).toMatch(/assault/i);
    // A paragraph the reference groups under its section opens that section (Case Yellow 11.3c → 11.3).
    await page.getByTestId('nav-home').click();
    await page.locator('[data-testid="start-companion"][data-game-id="case-yellow"]').click();
    await page.locator('[data-testid="companion-tab"][data-tab="combat"]').click();
    await page.locator('[data-testid="calc-choose"][data-calculator="combat"]').click();
    await page.locator('[data-testid="rule-link"][data-rule="11.3c"]').first().click();
    await expect.poll(() => page.getByTestId('rules-panel').getByTestId('rulebook-section').getAttribute('data-section')).toBe('11.3');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists every Dark Sands chit kind at the table, the ones that cannot be drawn disabled with the reason', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-settings').click();
    await page.getByTestId('language-en').check();
    await page.getByTestId('dice-physical').check();
    await page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();
    await page.getByTestId('nav-home').click();
    await page.locator('[data-testid="start-companion"][data-game-id="dark-sands"]').click();
    await page.locator('[data-testid="companion-tab"][data-tab="dice"]').click();
    const drew = (chit: string) => page.locator(`[data-testid="companion-chit-drew"][data-chit="${chit}"]`);
    const cup = COMPANION_DEFINITIONS['dark-sands']!().trackers.find((x) => x.id === 'action-chits')!;
    if (cup.kind !== 'cup') throw new Error('cup');
    await expect.poll(() => page.getByTestId('companion-chit-drew').count()).toBe(cup.chits.length);
    // None of this kind on turn 1: disabled, saying so.
    expect(await drew('axis-mc').isDisabled()).toBe(true);
    expect(await drew('axis-mc').getAttribute('title')).toBe('None left in the cup');
    await drew('oconnor').click();
    await drew('allied-mc').click();
    await page.locator('[data-testid="companion-face"][data-face="move"]').click();
    // Two Allied chits in a row: the Allied kinds wait, with the limit and its rule; the Axis ones may be drawn.
    await page.getByTestId('companion-choose-face').waitFor({ state: 'detached' });
    await expect.poll(() => drew('allied-half').getAttribute('title')).toMatch(/chits in a row[\s\S]*18\.7\.1/);
    expect(await drew('allied-half').isDisabled()).toBe(true);
    expect(await drew('axis-c').isDisabled()).toBe(false);
    await drew('axis-c').click();
    await expect.poll(() => drew('allied-half').isDisabled()).toBe(false);

    await page.getByTestId('nav-home').click();
    await page.getByTestId('action-settings').click();
    await page.getByTestId('dice-app').check();
    await page.getByTestId('settings-status').filter({ hasText: /\S/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the checklist, notes, dice and undo in the saved game, and reopens it from the library', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.locator('[data-testid="start-companion"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('companion-checklist').waitFor();
    const first = await page.getByTestId('companion-current-step').innerText();
    await page.getByTestId('companion-next').click();
    await expect.poll(() => page.getByTestId('companion-current-step').innerText()).not.toBe(first);
    await page.getByTestId('companion-note').fill('Tobruk holds');
    await page.getByTestId('companion-note-save').click();
    await expect.poll(() => page.getByTestId('companion-log-entry').count()).toBe(2);
    await page.locator('[data-testid="companion-tab"][data-tab="dice"]').click();
    await page.getByTestId('companion-roll-submit').click();
    await expect.poll(async () => /^[1-6]$/.test(await page.getByTestId('companion-last-roll').innerText())).toBe(true);
    await page.getByTestId('companion-undo').click();
    await expect.poll(() => page.getByTestId('companion-log-entry').count()).toBe(2);
    const id = await page.evaluate(() => history.state?.game as string);

    // From the saved games, the session opens on the companion screen, as it was left.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('action-saved-games').click();
    await page.getByTestId('screen-saved-games').waitFor();
    await page.locator(`[data-testid="saved-game-open"][data-saved-game-id="${id}"]`).click();
    await page.locator('[data-testid="screen-companion"][data-game-id="afrika-korps"]').waitFor();
    expect(await page.evaluate(() => history.state)).toEqual({ screen: 'companion', game: id });
    await page.locator('[data-testid="companion-tab"][data-tab="turn"]').click();
    expect(await page.getByTestId('companion-note').inputValue()).toBe('Tobruk holds');
    expect(problems).toEqual([]);
    await context.close();
  });
});
