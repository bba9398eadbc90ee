/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, callApi, openPage, startWebApp, useBrowserAndApp } from './harness';
import './board-hooks';

/**
 * Play by email in the commit–reveal dice mode, two data folders (two web servers): A creates the
 * game choosing the mode at New game, B's first reply carries B's commitment, A's attack waits
 * visibly for B's reveal, B's copy resolves it, B's reply settles the same die in A's copy, and the
 * combat phase ends. A file with a forged reveal is refused with the translated message.
 */
const suite = useBrowserAndApp();
const KEEP = new Set(['de-21pz-5', 'axis-supply-1', 'gb-22gds', 'allied-supply-1']);
const ATTACK = { type: 'attack', attackers: ['de-21pz-5'], defenders: ['gb-22gds'] };

interface View {
  id: string;
  head: number;
  hash: string;
  phase: string;
  units: { id: string; status: string }[];
  diceWait: { roll: number; seq: number; waitingFor: string[] } | null;
  play: { legal: { kind: string; action: Record<string, unknown>; target?: { field: string; hexes: string[] | null }; refused?: unknown; onBoard?: boolean }[] } | null;
}

async function openTable(page: Page): Promise<void> {
  await page.locator('[data-testid="screen-table"]').waitFor();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
}

/** The page loaded again (the table shows what main holds now), through Continue if it opens at home. */
async function reopen(page: Page): Promise<void> {
  await page.reload();
  await page.locator('[data-testid="home"], [data-testid="screen-table"]').first().waitFor();
  if (await page.getByTestId('action-continue').isVisible()) await page.getByTestId('action-continue').click();
  await openTable(page);
}

async function exportTo(page: Page, file: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  await download.saveAs(file);
  return fs.readFileSync(file, 'utf8');
}

async function view(page: Page, id: string): Promise<View> {
  const r = await callApi<View>(page, 'game.open', { id });
  expect(r.ok).toBe(true);
  return r.value!;
}

describe('commit–reveal dice by email', () => {
  it('completes a combat phase with the extra exchange, and refuses a forged reveal', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-cr-'));
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const { page, problems } = await openPage(context, suite.app.url);

    // A: New game, with the dice neither player can foresee; its cost is said before starting.
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-dice-commit-reveal').check();
    expect(await page.getByTestId('new-game-dice-commit-reveal-cost').innerText()).toMatch(/an extra exchange where a roll is needed/);
    expect(await page.getByTestId('new-game-dice-seed-warning').count()).toBe(0);
    await page.getByTestId('new-game-title').fill('Dice by email');
    await page.getByTestId('new-game-start').click();
    await openTable(page);
    const list = await callApi<{ id: string }[]>(page, 'games.list', {});
    const id = list.value![0]!.id;
    expect((await callApi<{ dicePolicy: string }>(page, 'game.open', { id })).value!.dicePolicy).toBe('commit-reveal');

    // A's first file carries commitment a; B's copy takes seat b and its reply carries commitment b.
    const first = JSON.parse(await exportTo(page, path.join(dir, 'a1.ctgame'))) as { game: { dice: { a: string; b: null } } };
    expect(first.game.dice.b).toBeNull();
    const opponent = await startWebApp();
    const theirs = await context.newPage();
    await theirs.goto(opponent.url);
    await theirs.getByTestId('action-saved-games').click();
    await theirs.getByTestId('import-file').setInputFiles(path.join(dir, 'a1.ctgame'));
    await openTable(theirs);
    const reply = JSON.parse(await exportTo(theirs, path.join(dir, 'b1.ctgame'))) as { game: { dice: { a: string; b: string } } };
    expect(reply.game.dice.a).toBe(first.game.dice.a);
    expect(reply.game.dice.b).toMatch(/^[0-9a-f]{64}$/);
    await page.getByTestId('import-file-table').setInputFiles(path.join(dir, 'b1.ctgame'));
    await page.getByTestId('import-summary').waitFor();

    // A small position for one battle (set on the free table, then back to the rules), to the combat step.
    const units = (await view(page, id)).units;
    const setup: unknown[] = [
      { type: 'setMode', mode: 'free' },
      { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !KEEP.has(u.id)).map((u) => u.id) },
      { type: 'move', units: ['de-21pz-5'], to: 'P30' },
      { type: 'move', units: ['axis-supply-1'], to: 'P29' },
      { type: 'move', units: ['gb-22gds'], to: 'P31' },
      { type: 'setMode', mode: 'rules' },
      { type: 'endArrival' },
      { type: 'endMovement' },
    ];
    for (const action of setup) expect(await applyAction(page, id, action)).toMatchObject({ ok: true });

    // A attacks: the battle waits for B's reveal, and the table says so and what to do.
    expect(await applyAction(page, id, ATTACK)).toMatchObject({ ok: true });
    await reopen(page);
    const notice = page.getByTestId('dice-wait');
    await notice.waitFor();
    expect(await notice.getAttribute('data-waiting-for')).toBe('b');
    expect(await notice.innerText()).toMatch(/Send by email/);
    expect((await view(page, id)).head).toBe(setup.length);
    const attackText = await exportTo(page, path.join(dir, 'a2.ctgame'));

    // A forged reveal in the file: refused with the translated message; B's copy is unchanged.
    const forged = JSON.parse(attackText) as { pending: { reveals: { a: string } } };
    forged.pending.reveals.a = 'c'.repeat(64);
    fs.writeFileSync(path.join(dir, 'forged.ctgame'), JSON.stringify(forged));
    await theirs.getByTestId('import-file-table').setInputFiles(path.join(dir, 'forged.ctgame'));
    await theirs.getByTestId('import-error').waitFor();
    expect(await theirs.getByTestId('import-error').getAttribute('data-code')).toBe('dice.forgedReveal');
    expect(await theirs.getByTestId('import-error').innerText()).toMatch(/does not match its commitment/);
    const bId = (await callApi<{ id: string }[]>(theirs, 'games.list', {})).value![0]!.id;
    expect((await view(theirs, bId)).head).toBe(0);

    // B imports the real file (with consent to the free-table set-up): the battle is resolved there.
    await theirs.getByTestId('import-file-table').setInputFiles(path.join(dir, 'a2.ctgame'));
    await theirs.getByTestId('outside-rules-confirm').click();
    await theirs.waitForFunction((head) => document.querySelector('[data-testid="timeline-position"]')?.getAttribute('data-head') === String(head), setup.length + 1);
    const atB = await view(theirs, bId);
    expect(atB.diceWait).toBeNull();
    await theirs.locator('[data-testid="log-entry"]', { hasText: /odds 3-1/ }).first().waitFor();

    // B's reply carries B's reveal: A's copy settles the same die and the same state.
    await exportTo(theirs, path.join(dir, 'b2.ctgame'));
    await page.getByTestId('import-file-table').setInputFiles(path.join(dir, 'b2.ctgame'));
    await page.waitForFunction(() => !document.querySelector('[data-testid="dice-wait"]'));
    const atA = await view(page, id);
    expect(atA.head).toBe(setup.length + 1);
    expect(atA.hash).toBe(atB.hash);

    // The combat step ends in A's copy (a retreat first if the die gave one); B's copy follows.
    for (let i = 0; i < 4 && (await view(page, id)).phase === 'axis.combat'; i++) {
      const legal = (await view(page, id)).play!.legal;
      const o = legal.find((x) => x.kind === 'endCombat' && !x.refused) ?? legal.find((x) => x.kind !== 'setMode' && x.kind !== 'roll' && !x.refused && !x.onBoard)!;
      const action = o.target?.hexes?.length ? { ...o.action, [o.target.field]: o.target.hexes[0] } : o.action;
      expect(await applyAction(page, id, action)).toMatchObject({ ok: true });
    }
    const ended = await view(page, id);
    expect(ended.phase).toBe('axis.end');
    await reopen(page);
    await exportTo(page, path.join(dir, 'a3.ctgame'));
    await theirs.getByTestId('import-file-table').setInputFiles(path.join(dir, 'a3.ctgame'));
    await theirs.waitForFunction((head) => document.querySelector('[data-testid="timeline-position"]')?.getAttribute('data-head') === String(head), ended.head);
    expect((await view(theirs, bId)).hash).toBe(ended.hash);

    await opponent.stop();
    expect(problems).toEqual([]);
    await context.close();
  });
});
