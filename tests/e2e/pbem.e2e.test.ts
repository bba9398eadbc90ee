/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, openPage, startWebApp, useBrowserAndApp, applyAction } from './harness';
import './board-hooks';

const suite = useBrowserAndApp();
const root = path.resolve(import.meta.dirname, '../..');

async function openTable(page: Page): Promise<void> {
  await page.locator('[data-testid="screen-table"]').waitFor();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
}

async function playMoves(page: Page, gameId: string, moves: [string, string][]): Promise<void> {
  for (const [unit, to] of moves) {
    expect(await applyAction(page, gameId, { type: 'move', units: [unit], to })).toMatchObject({ ok: true });
  }
}

describe('saved games, timeline and play by email', () => {
  it('continues after a reload, steps back, branches, and exchanges a game by file', async () => {
    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-dl-'));
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();

    // Create a game, play three moves, reload, Continue.
    const created = await callApi<{ id: string }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free', title: 'By email' });
    const id = created.value!.id;
    await playMoves(page, id, [['de-21pz-5', 'W7'], ['de-21pz-5', 'W8'], ['gb-2arm-2sg', 'H3']]);
    await page.reload();
    await page.getByTestId('action-continue').click();
    await openTable(page);
    expect(await page.getByTestId('log-entry').count()).toBe(3);

    // Step back through the timeline: the past is shown read-only.
    await page.getByTestId('timeline-back').click();
    await page.getByTestId('readonly-banner').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="timeline-position"]')?.getAttribute('data-seq') === '2');
    await page.getByTestId('timeline-back').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="timeline-position"]')?.getAttribute('data-seq') === '1');
    // Branch from action 1: a new line, the old one kept.
    await page.getByTestId('branch-here').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="line"]').length === 2);
    const lines = await callApi<{ lines: { id: string }[] }>(page, 'game.timeline', { id });
    expect(lines.value!.lines).toHaveLength(2);
    const original = await callApi<{ head: number }>(page, 'game.open', { id });
    expect(original.value!.head).toBe(3);

    // Export the original line as a file.
    await page.locator(`[data-testid="line"][data-game-id="${id}"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="timeline-position"]')?.getAttribute('data-head') === '3');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(file.endsWith('.ctgame')).toBe(true);

    // The opponent, with their own data folder, imports it, moves, and sends it back.
    const opponent = await startWebApp();
    const theirs = await context.newPage();
    await theirs.goto(opponent.url);
    await theirs.getByTestId('action-saved-games').click();
    await theirs.getByTestId('import-file').setInputFiles(file);
    await openTable(theirs);
    await playMoves(theirs, id, [['gb-2arm-2sg', 'H4'], ['au-9a-20', 'G26']]);
    const [reply] = await Promise.all([theirs.waitForEvent('download'), theirs.getByTestId('export').click()]);
    const replyFile = path.join(downloads, `reply-${reply.suggestedFilename()}`);
    await reply.saveAs(replyFile);
    await opponent.stop();

    // Back home: import the reply and see the opponent's two moves highlighted.
    await page.getByTestId('import-file-table').setInputFiles(replyFile);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="opponent-move"]').length === 2);
    const view = await callApi<{ head: number; units: { id: string; hex: string }[] }>(page, 'game.open', { id });
    expect(view.value!.head).toBe(5);
    expect(view.value!.units.find((u) => u.id === 'au-9a-20')!.hex).toBe('G26');

    // A tampered file: refused by the app and by the command line.
    const tampered = JSON.parse(fs.readFileSync(replyFile, 'utf8'));
    tampered.actions[4].action.to = 'G27';
    const tamperedFile = path.join(downloads, 'tampered.ctgame');
    fs.writeFileSync(tamperedFile, JSON.stringify(tampered));
    await page.getByTestId('import-file-table').setInputFiles(tamperedFile);
    await page.getByTestId('import-error').waitFor();
    expect(await page.getByTestId('import-error').innerText()).toMatch(/5/);
    let cli = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'main/cli/main.ts'), 'verify', tamperedFile], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      const x = e as { status: number; stdout: string; stderr: string };
      status = x.status;
      cli = x.stdout + x.stderr;
    }
    expect(status).toBe(1);
    expect(cli).toMatch(/file\.chainBroken/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
