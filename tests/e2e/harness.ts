import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
export const WEB_ENTRY = path.join(root, 'out', 'main', 'web.js');

export interface WebApp {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ct-e2e-'));
}

/** Starts `node out/main/web.js` exactly as `npm run web` does, on a free port. */
export async function startWebApp(dataDir = makeDataDir(), extraArgs: string[] = []): Promise<WebApp> {
  if (!fs.existsSync(WEB_ENTRY)) throw new Error('out/main/web.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, [WEB_ENTRY, '--port', '0', '--data', dataDir, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web server did not start:\n${out}`)), 20_000);
    const check = () => {
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web server exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
    ],
  });
}

/** A page that records console errors and uncaught exceptions (a CSP violation is one). */
export async function openPage(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { page, problems };
}

/**
 * One Chromium and one web app for a whole test file, started before its tests and stopped after.
 * Read `suite.browser` and `suite.app` inside tests (they are set once beforeAll has run).
 */
export function useBrowserAndApp(): { browser: Browser; app: WebApp } {
  const suite = {} as { browser: Browser; app: WebApp };
  beforeAll(async () => {
    suite.browser = await launchChromium();
    suite.app = await startWebApp();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}

/** Calls the app's API from inside the page, over its own WebSocket, as the renderer does. */
export async function callApi<T = unknown>(page: Page, channel: string, args: unknown): Promise<{ ok: boolean; value?: T; code?: string }> {
  return page.evaluate(
    async ([c, a]) => {
      const ws = new WebSocket(`ws://${location.host}/api`);
      await new Promise((r) => (ws.onopen = r));
      const answer = new Promise<string>((r) => (ws.onmessage = (e) => r(String(e.data))));
      ws.send(JSON.stringify({ id: 1, channel: c, args: a }));
      const msg = JSON.parse(await answer) as { result: { ok: boolean; value?: unknown; code?: string } };
      ws.close();
      return msg.result;
    },
    [channel, args] as const,
  ) as Promise<{ ok: boolean; value?: T; code?: string }>;
}

/** Applies an action through the API on the game's present position (every action carries the head it was decided on). */
export async function applyAction<T = unknown>(page: Page, id: string, action: unknown): Promise<{ ok: boolean; value?: T; code?: string }> {
  const open = await callApi<{ head: number }>(page, 'game.open', { id });
  if (!open.ok) return open as { ok: false; code?: string };
  return callApi<T>(page, 'game.apply', { id, head: open.value!.head, action });
}
