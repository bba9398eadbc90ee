import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../main/web/server';
import { startAppServices, type AppServices } from '../../main/app/services';
import { accessUrls, cookieValue, tokenMatches } from '../../main/web/access';
import { hostAllowed, isLoopbackAddress, parseHostHeader } from '../../main/web/hosts';
import type { WireResponse } from '../../shared/api/client';
import { tempDir } from './helpers';

/**
 * The server on the local network: a token for every device but this computer, Host checks that
 * stop DNS rebinding in every mode, and app.info without this computer's paths for remote clients.
 * A device on the network is stood in for by the `x-test-peer` header, read through the server's
 * clientAddress option (the real server reads the socket's peer address).
 */

let server: WebServer | null = null;
let services: AppServices | null = null;
const dataDir = () => tempDir('ct-access-data-');

afterEach(async () => {
  await server?.close();
  services?.close();
  server = null;
  services = null;
});

async function start(host: string, allowHosts: string[] = []) {
  const staticDir = tempDir('ct-static-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ct</title>');
  services = startAppServices({ dataDir: dataDir(), mode: 'web', version: 't', registry: { validateResults: true } });
  server = await startWebServer({
    host,
    port: 0,
    staticDir,
    registry: services.registry,
    allowHosts,
    clientAddress: (req) => (req.headers['x-test-peer'] as string | undefined) ?? req.socket.remoteAddress,
  });
  return server;
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
function get(s: WebServer, p: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: s.port, path: p, headers }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

function connect(s: WebServer, headers: Record<string, string> = {}, query = ''): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api${query}`, { origin: `http://${headers.host ?? `127.0.0.1:${s.port}`}`, headers });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function call(ws: WebSocket, channel: string, args: unknown = {}): Promise<WireResponse> {
  return new Promise((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(data.toString()) as WireResponse));
    ws.send(JSON.stringify({ id: 1, channel, args }));
  });
}

const remote = { 'x-test-peer': '192.168.1.50' };

describe('access token for clients beyond this computer', () => {
  it('is made only when the server listens beyond loopback', async () => {
    expect((await start('127.0.0.1')).token).toBeNull();
    await server!.close();
    services!.close();
    const s = await start('0.0.0.0');
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('refuses the WebSocket of a remote client without the token (401), with a wrong one too', async () => {
    const s = await start('0.0.0.0');
    await expect(connect(s, remote)).rejects.toThrow(/401/);
    await expect(connect(s, { ...remote, cookie: 'ct_access=wrong' })).rejects.toThrow(/401/);
    await expect(connect(s, remote, '?token=wrong')).rejects.toThrow(/401/);
  });

  it('lets a loopback client in without a token, even in LAN mode', async () => {
    const s = await start('0.0.0.0');
    const ws = await connect(s);
    expect((await call(ws, 'settings.get')).result).toMatchObject({ ok: true });
    ws.close();
  });

  it('turns the printed link into an HttpOnly SameSite=Strict cookie, which then opens the WebSocket', async () => {
    const s = await start('0.0.0.0');
    const bad = await get(s, '/?token=nope', remote);
    expect(bad.status).toBe(303);
    expect(bad.headers['set-cookie']).toBeUndefined();

    const good = await get(s, `/?token=${s.token}`, remote);
    expect(good.status).toBe(303);
    expect(good.headers.location).toBe('/');
    const cookie = good.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const pair = cookie.split(';')[0]!;

    const ws = await connect(s, { ...remote, cookie: pair });
    expect((await call(ws, 'settings.get')).result).toMatchObject({ ok: true });
    ws.close();
  });

  it('tells the page whether it needs the token, so it can say so in the user language', async () => {
    const s = await start('0.0.0.0');
    const denied = await get(s, '/api/access', remote);
    expect(denied.status).toBe(401);
    expect(JSON.parse(denied.body)).toEqual({ access: 'tokenRequired' });
    expect(JSON.parse((await get(s, '/api/access', { ...remote, cookie: `ct_access=${s.token}` })).body)).toEqual({ access: 'granted' });
    expect(JSON.parse((await get(s, '/api/access')).body)).toEqual({ access: 'open' });
  });
});

describe('Host checks in every mode (DNS rebinding)', () => {
  it('refuses a rebinding Host in LAN mode, for pages and the WebSocket alike', async () => {
    const s = await start('0.0.0.0');
    const evil = `evil.example:${s.port}`;
    expect((await get(s, '/', { host: evil })).status).toBe(421);
    await expect(connect(s, { host: evil, cookie: `ct_access=${s.token}` })).rejects.toThrow(/403/);
    expect((await get(s, '/', { host: `192.168.1.20:${s.port}` })).status).toBe(200);
    expect((await get(s, '/', { host: `[fe80::1]:${s.port}` })).status).toBe(200);
    expect((await get(s, '/', { host: `localhost:${s.port}` })).status).toBe(200);
    expect((await get(s, '/', { host: `192.168.1.20:${s.port + 1}` })).status).toBe(421);
  });

  it('accepts the names given with --allow-host', async () => {
    const s = await start('0.0.0.0', ['mypc.local']);
    expect((await get(s, '/', { host: `MyPC.local:${s.port}` })).status).toBe(200);
    expect((await get(s, '/', { host: `other.local:${s.port}` })).status).toBe(421);
  });

  it('parses Host headers strictly', () => {
    expect(parseHostHeader('[::1]:80')).toEqual({ name: '::1', port: 80 });
    expect(parseHostHeader('Example.COM')).toEqual({ name: 'example.com', port: null });
    for (const bad of ['[nothex]:1', 'a:b', 'a@b:1', 'x:99999', '']) expect(parseHostHeader(bad), bad).toBeNull();
    const lan = { boundHost: '0.0.0.0', port: 80 };
    expect(hostAllowed('10.0.0.2', lan)).toBe(true);
    expect(hostAllowed('10.0.0.2.evil.example', lan)).toBe(false);
    expect(hostAllowed('10.0.0.2', { boundHost: '127.0.0.1', port: 80 })).toBe(false);
  });

  it('knows loopback peers, IPv4-mapped included', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['192.168.1.2', '::ffff:10.0.0.1', undefined, ''].some(isLoopbackAddress)).toBe(false);
  });
});

describe('app.info for remote clients', () => {
  it('omits the data folder, the database path and the access links; this computer still sees them', async () => {
    const s = await start('0.0.0.0');
    services!.publishAccessUrls([`http://192.168.1.2:${s.port}/?token=${s.token}`]);
    const ws = await connect(s, { ...remote, cookie: `ct_access=${s.token}` });
    const far = (await call(ws, 'app.info')).result as { ok: true; value: Record<string, unknown> };
    expect(far.ok).toBe(true);
    expect(far.value).not.toHaveProperty('dataDir');
    expect(far.value).not.toHaveProperty('databasePath');
    expect(far.value).not.toHaveProperty('accessUrls');
    expect(JSON.stringify(far.value)).not.toContain(s.token!);
    ws.close();

    const near = await connect(s);
    const local = (await call(near, 'app.info')).result as { ok: true; value: Record<string, unknown> };
    expect(local.value.dataDir).toEqual(expect.any(String));
    expect(local.value.databasePath).toMatch(/campaign-table\.sqlite$/);
    expect(local.value.accessUrls).toEqual([`http://192.168.1.2:${s.port}/?token=${s.token}`]);
    near.close();
  });
});

describe('access helpers', () => {
  it('compares tokens exactly and reads one cookie among many', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    for (const g of ['abd', 'ab', 'abcd', '', null, undefined]) expect(tokenMatches(g, 'abc')).toBe(false);
    expect(cookieValue('a=1; ct_access=xyz; b=2', 'ct_access')).toBe('xyz');
    expect(cookieValue('xct_access=1', 'ct_access')).toBeNull();
  });

  it('prints one link per IPv4 address of the network interfaces when bound to 0.0.0.0', () => {
    const ifs = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: '192.168.1.7', family: 'IPv4', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
    } as unknown as Parameters<typeof accessUrls>[3];
    expect(accessUrls('0.0.0.0', 7341, 't/k', ifs)).toEqual(['http://192.168.1.7:7341/?token=t%2Fk']);
    expect(accessUrls('10.0.0.3', 80, 'x', ifs)).toEqual(['http://10.0.0.3:80/?token=x']);
  });
});
