import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../main/web/server';
import { startAppServices, type AppServices } from '../../main/app/services';
import type { WireResponse } from '../../shared/api/client';
import { tempDir } from './helpers';
import { API_LIMITS } from '../../main/api/limits';

let server: WebServer | null = null;
let services: AppServices | null = null;

afterEach(async () => {
  await server?.close();
  services?.close();
  server = null;
  services = null;
});

async function start(limits?: { ratePerSecond: number; burst: number }) {
  const staticDir = tempDir('ct-static-');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ct</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  services = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true, ...(limits ? { limits } : {}) } });
  server = await startWebServer({ host: '127.0.0.1', port: 0, staticDir, registry: services.registry });
  return server;
}

function connect(s: WebServer, origin = `http://127.0.0.1:${s.port}`): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api`, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sends raw frames and collects the next `count` answers. */
function exchange(ws: WebSocket, frames: (string | Buffer)[], count = frames.length): Promise<WireResponse[]> {
  return new Promise((resolve) => {
    const got: WireResponse[] = [];
    const onMessage = (data: WebSocket.RawData) => {
      got.push(JSON.parse(data.toString()) as WireResponse);
      if (got.length === count) {
        ws.off('message', onMessage);
        resolve(got);
      }
    };
    ws.on('message', onMessage);
    for (const f of frames) ws.send(f);
  });
}
const call = (id: number, channel: string, args: unknown = {}) => JSON.stringify({ id, channel, args });

describe('web server: HTTP', () => {
  it('serves the renderer with security headers and an SPA fallback', async () => {
    const s = await start();
    const res = await fetch(s.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>ct</title>');
    expect((await fetch(`${s.url}settings`)).status).toBe(200);
    const js = await fetch(`${s.url}assets/app.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${s.url}assets/missing.js`)).status).toBe(404);
    expect((await fetch(s.url, { method: 'POST' })).status).toBe(405);
  });

  it('refuses path traversal and foreign Host headers (DNS rebinding)', async () => {
    const s = await start();
    const http = await import('node:http');
    const get = (p: string, host?: string) =>
      new Promise<number>((resolve) => {
        http.get({ host: '127.0.0.1', port: s.port, path: p, headers: host ? { host } : {} }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
      });
    expect(await get('/../../etc/passwd')).toBe(400);
    expect(await get('/%2e%2e/%2e%2e/etc/passwd')).toBe(400);
    expect(await get('/', `evil.example:${s.port}`)).toBe(421);
    expect(await get('/', `localhost:${s.port}`)).toBe(200);
  });
});

describe('web server: WebSocket API', () => {
  it('answers calls with the same results as the registry', async () => {
    const s = await start();
    const ws = await connect(s);
    const [games, settings, updated] = await exchange(ws, [call(1, 'catalog.list'), call(2, 'settings.get'), call(3, 'settings.update', { language: 'it' })]);
    const byId = new Map([games, settings, updated].map((r) => [r!.id, r!.result]));
    expect(byId.get(1)).toMatchObject({ ok: true });
    expect((byId.get(1) as { value: unknown[] }).value).toHaveLength(5);
    expect(byId.get(3)).toMatchObject({ ok: true, value: { language: 'it' } });
    ws.close();
  });

  it('refuses connections from other origins and other paths', async () => {
    const s = await start();
    await expect(connect(s, 'http://evil.example')).rejects.toThrow(/403/);
    await expect(
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${s.port}/other`, { origin: `http://127.0.0.1:${s.port}` });
        ws.once('open', resolve);
        ws.once('error', reject);
      }),
    ).rejects.toThrow(/403/);
  });

  it('answers malformed, unknown, mistyped and oversized calls cleanly, then keeps serving', async () => {
    const s = await start();
    const ws = await connect(s);
    const answers = await exchange(ws, [
      'not json',
      '[1,2,3]',
      JSON.stringify({ id: 'x', channel: 'settings.get' }),
      Buffer.from([0, 1, 2, 3]),
      call(10, 'drop.tables'),
      call(11, 'settings.update', { theme: 42 }),
      call(12, 'settings.update', { theme: 'dark', __proto__: { admin: true } }),
      call(13, 'games.list', { limit: 1, pad: 'y'.repeat(500_000) }),
      call(14, 'settings.get'),
    ]);
    const malformed = answers.filter((a) => a.id === null);
    expect(malformed).toHaveLength(4);
    for (const m of malformed) expect(m.result).toEqual({ ok: false, code: 'api.malformedMessage' });
    const byId = new Map(answers.map((a) => [a.id, a.result]));
    expect(byId.get(10)).toMatchObject({ ok: false, code: 'api.unknownChannel' });
    expect(byId.get(11)).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    expect(byId.get(13)).toMatchObject({ ok: false, code: 'api.payloadTooLarge' });
    expect(byId.get(14)).toMatchObject({ ok: true });
    ws.close();
  });

  it('closes only the connection that sends a frame beyond the hard limit', async () => {
    const s = await start();
    const bad = await connect(s);
    const closed = new Promise<number>((resolve) => bad.once('close', (code) => resolve(code)));
    bad.send('z'.repeat(API_LIMITS.maxFrameBytes + 1024));
    expect(await closed).toBe(1009);
    const good = await connect(s);
    const [r] = await exchange(good, [call(1, 'settings.get')]);
    expect(r!.result).toMatchObject({ ok: true });
    good.close();
  });

  it('rate-limits a flood from one connection without starving another', async () => {
    const s = await start({ ratePerSecond: 50, burst: 100 });
    const flooder = await connect(s);
    const answers = await exchange(flooder, Array.from({ length: 1000 }, (_, i) => call(i, 'settings.get')));
    const limited = answers.filter((a) => !a.result.ok && a.result.code === 'api.rateLimited').length;
    expect(limited).toBeGreaterThan(800);
    const other = await connect(s);
    const [r] = await exchange(other, [call(1, 'catalog.list')]);
    expect(r!.result).toMatchObject({ ok: true });
    flooder.close();
    other.close();
  });
});
