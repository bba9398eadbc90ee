/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, useBrowserAndApp, applyAction } from './harness';
import './board-hooks';
import { readGameFile } from '../../main/engine/game-file';
import { createModuleRegistry } from '../../main/games/registry';

/**
 * The computer at the table: chosen at New game, it plays the Allied side after the person ends
 * the Axis turn — one action per "." in step mode, each with its reason in words, its actions in
 * the log — stops while paused, and finishes its player turn when resumed.
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
const headOf = async (page: Page, id: string): Promise<number> => ((await callApi<{ head: number }>(page, 'game.open', { id })).value as { head: number }).head;

describe('the computer at the table', () => {
  it('is seated at New game', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('action-new-game').click();
    await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
    await page.getByTestId('new-game-seat-allied').selectOption('computer:strong');
    await page.getByTestId('new-game-start').click();
    await page.getByTestId('seats-panel').waitFor();
    expect(await page.getByTestId('seat-allied').inputValue()).toBe('computer:strong');
    expect(await page.getByTestId('seat-axis').inputValue()).toBe('person');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays the Allied turn visibly after the person ends the Axis turn, one step at a time, and stops while paused', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const created = await callApi<{ id: string; units: { id: string; status: string }[] }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title: 'Seats' });
    const { id, units } = created.value as { id: string; units: { id: string; status: string }[] };
    // A small position set up on the free table, then handed back to the rules: the Axis turn ends in four clicks.
    const keep = new Set(['de-21pz-5', 'axis-supply-1', 'gb-22gds', 'allied-supply-1']);
    for (const action of [
      { type: 'setMode', mode: 'free' },
      { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !keep.has(u.id)).map((u) => u.id) },
      { type: 'move', units: ['de-21pz-5'], to: 'P30' },
      { type: 'move', units: ['axis-supply-1'], to: 'P29' },
      { type: 'setMode', mode: 'rules' },
    ])
      expect(await applyAction(page, id, action)).toMatchObject({ ok: true });
    expect(await callApi(page, 'seats.set', { id, seats: [{ side: 'allied', kind: 'computer', strength: 'normal' }] })).toMatchObject({ ok: true });
    await page.reload();
    await page.getByTestId('action-continue').click();
    await page.getByTestId('seats-panel').waitFor();
    await page.getByTestId('seats-pace').selectOption('step');

    await waitStep(page, 'axis', 'arrival');
    for (const next of ['movement', 'combat', 'end']) {
      await page.getByTestId('play-end').click();
      await waitStep(page, 'axis', next);
    }
    await page.getByTestId('play-end').click();
    await waitStep(page, 'allied', 'arrival');
    const before = await headOf(page, id);
    // The computer's turn leads the dock, and the person's controls for that side wait.
    const now = page.getByTestId('dock-now');
    expect(await now.getByTestId('computer-turn-who').innerText()).toMatch(/computer \(Normal\) is playing the Allies/);
    expect(await page.getByTestId('play-end').isDisabled()).toBe(true);

    // Step mode: nothing until "." is pressed; then one action, with its reason in words.
    await page.waitForTimeout(1200);
    expect(await headOf(page, id)).toBe(before);
    await page.locator('body').press('.');
    await page.getByTestId('seats-doing').waitFor();
    await page.waitForFunction(async ([gid, h]) => {
      const ws = new WebSocket(`ws://${location.host}/api`);
      await new Promise((r) => (ws.onopen = r));
      const answer = new Promise<string>((r) => (ws.onmessage = (e) => r(String(e.data))));
      ws.send(JSON.stringify({ id: 1, channel: 'game.open', args: { id: gid } }));
      const head = (JSON.parse(await answer) as { result: { value: { head: number } } }).result.value.head;
      ws.close();
      return head === h;
    }, [id, before + 1] as const);
    const reason = await page.getByTestId('seats-doing').innerText();
    expect(reason).toMatch(/^Allied:\s*\S/);
    expect(reason).not.toMatch(/ai\.why|\{\{/);

    // Paused at a fast pace: it waits.
    await now.getByTestId('seats-pause').click();
    await page.getByTestId('seats-pace').selectOption('fast');
    const paused = await headOf(page, id);
    await page.waitForTimeout(1500);
    expect(await headOf(page, id)).toBe(paused);

    // While the computer plays the Allies, a person's move for them is refused at the table, in words, and nothing is sent.
    const allied = (await page.evaluate(() => window.__board!.unitScreenPosition('gb-22gds')))!;
    const target = (await page.evaluate(() => window.__board!.hexScreenPosition('P32')))!;
    await page.keyboard.down('Alt');
    await page.mouse.move(allied.x, allied.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await page.locator('[data-testid="refusal"][data-local="computer-side"]').waitFor();
    expect(await page.getByTestId('refusal').innerText()).toMatch(/computer is playing the Allies.*Person under Players/);
    expect(await headOf(page, id)).toBe(paused);

    // Resumed: it plays out its player turn, and the turn comes back to the person.
    await page.getByTestId('seats-resume').click();
    await waitStep(page, 'axis', 'arrival');
    expect(await headOf(page, id)).toBeGreaterThan(paused);
    // Its actions are in the timeline like a person's, and the game file verifies.
    const timeline = (await callApi(page, 'game.timeline', { id })).value as { entries: { seq: number; phase: string }[] };
    expect(timeline.entries.filter((e) => e.seq > before && e.phase.startsWith('allied.')).length).toBeGreaterThan(1);
    // Its moves stay marked on the board for the person to see, until the person acts.
    const log = ((await callApi(page, 'game.open', { id })).value as { log: { seq: number; messages: { code: string; params: Record<string, unknown> }[] }[] }).log;
    const moved = [...new Set(log.filter((e) => e.seq > before).flatMap((e) => e.messages.filter((m) => m.code === 'moved').map((m) => String(m.params['unit']))))].sort();
    expect(moved.length).toBeGreaterThan(0);
    expect((await page.evaluate(() => window.__board!.markedUnits())).sort()).toEqual(moved);
    await page.getByTestId('play-end').click();
    await waitStep(page, 'axis', 'movement');
    expect(await page.evaluate(() => window.__board!.markedUnits())).toEqual([]);
    const file = (await callApi(page, 'game.export', { id })).value as { text: string };
    const verified = readGameFile(file.text, createModuleRegistry());
    expect(verified.ok).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
  it('with physical dice waits at the top of the dock for the roll typed in, even at 1024×700, then plays it', async () => {
    const context = await suite.browser.newContext({ locale: 'it-IT', viewport: { width: 1024, height: 700 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const created = await callApi<{ id: string; units: { id: string; status: string }[] }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title: 'Dadi', dice: 'physical' });
    const { id, units } = created.value as { id: string; units: { id: string; status: string }[] };
    // The 21st Panzer next to three Allied units: in the combat step it owes them an attack at 1-1 (8.4), which rolls a die.
    const keep = new Set(['de-21pz-5', 'axis-supply-1', 'gb-22gds', 'gb-50inf-69', 'au-9a-20', 'allied-supply-1']);
    for (const action of [
      { type: 'setMode', mode: 'free' },
      { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !keep.has(u.id)).map((u) => u.id) },
      { type: 'move', units: ['de-21pz-5'], to: 'P30' },
      { type: 'move', units: ['axis-supply-1'], to: 'P29' },
      { type: 'move', units: ['gb-50inf-69', 'gb-22gds', 'au-9a-20'], to: 'P31' },
      { type: 'setMode', mode: 'rules' },
      { type: 'endArrival' },
      { type: 'endMovement' },
    ])
      expect(await applyAction(page, id, action)).toMatchObject({ ok: true });
    expect(await callApi(page, 'seats.set', { id, seats: [{ side: 'axis', kind: 'computer', strength: 'normal' }] })).toMatchObject({ ok: true });
    await page.reload();
    await page.getByTestId('action-continue').click();
    await waitStep(page, 'axis', 'combat');

    const now = page.getByTestId('dock-now');
    const input = now.getByTestId('seats-dice-input');
    await input.waitFor();
    expect(await now.getByTestId('computer-turn-who').innerText()).toMatch(/gioca per l'Asse/);
    // In view without scrolling the dock, and nothing is played until the roll is typed in.
    const box = (await input.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    const waiting = await headOf(page, id);
    await page.waitForTimeout(1500);
    expect(await headOf(page, id)).toBe(waiting);
    await input.fill('6');
    await now.getByTestId('seats-dice-roll').click();
    await expect.poll(() => headOf(page, id)).toBeGreaterThan(waiting);
    const open = (await callApi<{ log: { dice: { source: string; values: number[] }[] }[] }>(page, 'game.open', { id })).value!;
    expect(open.log[waiting]!.dice).toEqual([{ source: 'physical', sides: 6, values: [6] }]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
