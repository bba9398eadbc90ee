/// <reference lib="dom" />
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, startWebApp, type WebApp } from './harness';

/**
 * `npm run web -- --host 0.0.0.0` seen from another device. Chromium opens the app through this
 * machine's network address, so the server sees a non-loopback peer, as it would a tablet's.
 */

const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

let browser: Browser;
let app: WebApp;

describe.skipIf(!lanAddress)('web mode on the network', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    app = await startWebApp(undefined, ['--host', '0.0.0.0']);
    // the links come on the lines after "running at"
    await vi.waitFor(() => expect(app.output()).toContain('?token='));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('prints the link with the token; without it another device gets no API and is told what to open', async () => {
    const link = new RegExp(`http://${lanAddress!.replace(/\./g, '\\.')}:(\\d+)/\\?token=([A-Za-z0-9_-]+)`).exec(app.output());
    expect(link, app.output()).not.toBeNull();
    const port = link![1]!;

    const context = await browser.newContext({ locale: 'en-GB' });
    const bare = await openPage(context, `http://${lanAddress}:${port}/`);
    const error = bare.page.getByTestId('startup-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('?token=');
    expect(await bare.page.getByTestId('home').count()).toBe(0);

    const it = await browser.newContext({ locale: 'it-IT' });
    const italian = await openPage(it, `http://${lanAddress}:${port}/`);
    await italian.page.getByTestId('startup-error').waitFor();
    expect(await italian.page.getByTestId('startup-error').innerText()).toMatch(/collegamento/);
  });

  it('lets the device in once it opened the link, and shows it no path of this computer', async () => {
    const link = new RegExp(`http://${lanAddress!.replace(/\./g, '\\.')}:\\d+/\\?token=[A-Za-z0-9_-]+`).exec(app.output())![0];
    const context = await browser.newContext({ locale: 'en-GB' });
    const { page, problems } = await openPage(context, link);
    await page.getByTestId('home').waitFor();
    expect(new URL(page.url()).search).toBe('');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'ct_access')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    await page.getByTestId('action-settings').click();
    await page.getByTestId('app-version').waitFor();
    expect(await page.getByTestId('data-dir').count()).toBe(0);
    expect(await page.getByTestId('database-path').count()).toBe(0);
    expect(await page.getByTestId('access-urls').count()).toBe(0);
    // Chromium notes that it ignores COOP over plain http from a non-loopback address: not a fault.
    expect(problems.filter((p) => !/Cross-Origin-Opener-Policy header has been ignored/.test(p))).toEqual([]);
  });

  it('shows this computer the link for other devices in Settings', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const { page } = await openPage(context, app.url);
    await page.getByTestId('action-settings').click();
    await page.getByTestId('access-urls').waitFor();
    expect(await page.getByTestId('access-urls').innerText()).toContain(`http://${lanAddress}:`);
    expect(await page.getByTestId('data-dir').innerText()).toContain(app.dataDir);
  });
});
