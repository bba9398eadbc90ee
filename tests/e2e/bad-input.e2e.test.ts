/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndApp } from './harness';

const suite = useBrowserAndApp();

describe('hostile calls against the running web server', () => {
  it('get clean error results, and the app keeps serving', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB' });
    const { page } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();

    // From the page's own origin (the only one the server accepts), send garbage and a flood.
    const summary = await page.evaluate(async () => {
      const ws = new WebSocket(`ws://${location.host}/api`);
      await new Promise((r) => (ws.onopen = r));
      const answers: { id: unknown; result: { ok: boolean; code?: string } }[] = [];
      ws.onmessage = (e) => answers.push(JSON.parse(String(e.data)));
      const frames = [
        '{"id":1,',
        JSON.stringify({ id: 2, channel: 'no.such.call', args: {} }),
        JSON.stringify({ id: 3, channel: 'settings.update', args: { language: 'klingon' } }),
        JSON.stringify({ id: 4, channel: 'settings.update' }),
        JSON.stringify({ id: 5, channel: 'games.list', args: { limit: 1, pad: 'x'.repeat(600_000) } }),
      ];
      for (const f of frames) ws.send(f);
      for (let i = 0; i < 2000; i++) ws.send(JSON.stringify({ id: 100 + i, channel: 'settings.get', args: {} }));
      const expected = frames.length + 2000;
      const start = Date.now();
      while (answers.length < expected && Date.now() - start < 20_000) await new Promise((r) => setTimeout(r, 50));
      ws.close();
      const codeOf = (id: unknown) => answers.find((a) => a.id === id)?.result.code;
      return {
        total: answers.length,
        malformed: answers.filter((a) => a.id === null).map((a) => a.result.code),
        unknown: codeOf(2),
        badArgs: codeOf(3),
        missing: codeOf(4),
        huge: codeOf(5),
        limited: answers.filter((a) => a.result.code === 'api.rateLimited').length,
        served: answers.filter((a) => typeof a.id === 'number' && a.id >= 100 && a.result.ok).length,
      };
    });
    expect(summary.total).toBe(2005);
    expect(summary.malformed).toEqual(['api.malformedMessage']);
    expect(summary.unknown).toBe('api.unknownChannel');
    expect(summary.badArgs).toBe('api.invalidArguments');
    expect(summary.missing).toBe('api.invalidArguments');
    expect(summary.huge).toBe('api.payloadTooLarge');
    expect(summary.limited).toBeGreaterThan(0);
    expect(summary.served).toBeGreaterThan(0);

    // The server is still serving pages and calls.
    await page.reload();
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('game-card').count()).toBe(5);
    expect(suite.app.process.exitCode).toBeNull();
    await context.close();
  });

  it('refuses a WebSocket opened by a page of another origin', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto('about:blank');
    const port = new URL(suite.app.url).port;
    const outcome = await page.evaluate(async (p) => {
      const ws = new WebSocket(`ws://127.0.0.1:${p}/api`);
      return await new Promise<string>((resolve) => {
        ws.onopen = () => resolve('open');
        ws.onerror = () => resolve('refused');
      });
    }, port);
    expect(outcome).toBe('refused');
    await context.close();
  });
});
