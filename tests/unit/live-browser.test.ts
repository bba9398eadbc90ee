import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startAppServices, type AppServices } from '../../main/app/services';
import { BROWSER_SEAT_CALLS, checkBrowserCall, readSeatCookie, seatCookie } from '../../main/live/browser-seat';
import { CHANNELS } from '../../shared/api/channels';
import type { Result } from '../../shared/api/result';
import type { GameView } from '../../shared/engine/view';
import type { LiveStatus } from '../../shared/api/contract-live';
import { tempDir } from './helpers';

/**
 * A browser seat (docs/live-play.md, "Joining from a browser"): the host's live listener serves the
 * app to a plain browser that opened the invitation's browser link; that browser may call only an
 * allow-list of calls, for its game only, and act only for its seat's side.
 */

let services: AppServices[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  for (const s of services) {
    await s.live.close();
    s.close();
  }
  services = [];
});
const client = { id: 'tab-1' };
const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r.value;
};
const call = <T = unknown>(s: AppServices, channel: string, args: unknown = {}) => s.registry.dispatch(channel, args, client) as Promise<Result<T>>;

const SIDE = new Map<string, string>();
beforeAll(async () => {
  const s = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't' });
  const data = value(await s.registry.dispatch('game.data', { gameId: 'afrika-korps' }, client)) as { units: { id: string; side: string }[] };
  for (const u of data.units) SIDE.set(u.id, u.side);
  s.close();
});

async function hosted(mode: 'free' | 'rules' = 'free') {
  const staticDir = tempDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  const host = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true } });
  services.push(host);
  host.live.serveBrowsers({ staticDir, registry: host.registry });
  const g = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode, dice: 'app' }));
  const st = value(await call<LiveStatus>(host, 'live.host', { id: g.id, side: 'axis', listen: { where: 'loopback', port: 0 } }));
  const link = (side: string) => st.invitations.find((i) => i.side === side)!.browser!;
  return { host, g, st, link };
}

/** Opens a browser link as a browser would: the answer's cookie and where it sends the page. */
async function open(link: string, cookie?: string) {
  const res = await fetch(link, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const set = res.headers.get('set-cookie');
  return { status: res.status, location: res.headers.get('location'), cookie: set ? set.split(';')[0]! : null };
}

/** A page's API connection with its cookie: calls, and the game.changed events it hears. */
async function page(link: string, cookie: string) {
  const u = new URL(link);
  const ws = new WebSocket(`ws://${u.host}/api`, { headers: { cookie, origin: `http://${u.host}` } });
  sockets.push(ws);
  const events: { event: string; head: number }[] = [];
  const answers = new Map<number, (r: Result<unknown>) => void>();
  const closed = new Promise<{ code: number; first: unknown }>((resolve) => {
    let first: unknown = null;
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as { id?: number; result?: Result<unknown>; event?: string; head: number };
      first ??= m;
      if (m.event) events.push({ event: m.event, head: m.head });
      else if (typeof m.id === 'number') answers.get(m.id)?.(m.result!);
    });
    ws.on('close', (code) => resolve({ code, first }));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let n = 0;
  const api = <T = unknown>(channel: string, args: unknown = {}) =>
    new Promise<Result<T>>((resolve) => {
      const id = ++n;
      answers.set(id, resolve as (r: Result<unknown>) => void);
      ws.send(JSON.stringify({ id, channel, args }));
    });
  return { ws, api, events, closed };
}

/** A page whose API connection is refused before the upgrade, and what /api/access then tells it. */
async function refusedPage(link: string, cookie: string) {
  const u = new URL(link);
  const ws = new WebSocket(`ws://${u.host}/api`, { headers: { cookie, origin: `http://${u.host}` } });
  sockets.push(ws);
  const status = await new Promise<number>((resolve) => {
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => resolve(101));
    ws.once('error', () => resolve(-1));
  });
  const access = await fetch(new URL('/api/access', link), { headers: { cookie } });
  return { status, access: access.status, body: (await access.json()) as unknown };
}

const until = async (test: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('browser seat: the allow-list', () => {
  const scope = { gameId: 'g1', module: 'afrika-korps' };
  it('lets through only the listed calls, and only for the seat’s own game', () => {
    expect(checkBrowserCall(scope, 'game.open', { id: 'g1' }).ok).toBe(true);
    expect(checkBrowserCall(scope, 'game.apply', { id: 'g1', action: {}, head: 0 }).ok).toBe(true);
    expect(checkBrowserCall(scope, 'game.data', { gameId: 'afrika-korps' }).ok).toBe(true);
    expect(checkBrowserCall(scope, 'app.info', {}).ok).toBe(true);
    expect(checkBrowserCall(scope, 'game.open', { id: 'g2' })).toMatchObject({ ok: false, code: 'live.browserOtherGame' });
    expect(checkBrowserCall(scope, 'game.data', { gameId: 'other-game' })).toMatchObject({ ok: false, code: 'live.browserOtherGame' });
    expect(checkBrowserCall(scope, 'game.export', null)).toMatchObject({ ok: false, code: 'live.browserOtherGame' });
    for (const c of ['games.list', 'games.latest', 'imported.list', 'settings.get', 'settings.update', 'game.import', 'game.create', 'game.delete', 'game.undo', 'live.host', 'live.join', 'live.leave', 'toString', '__proto__', 42])
      expect(checkBrowserCall(scope, c, { id: 'g1' }), String(c)).toMatchObject({ ok: false, code: 'live.browserRefused' });
  });

  it('lists only channels that exist, and none that reaches the library, settings, imports or other games', () => {
    for (const c of Object.keys(BROWSER_SEAT_CALLS)) expect(CHANNELS as readonly string[]).toContain(c);
    expect(Object.keys(BROWSER_SEAT_CALLS).filter((c) => /^(settings|games|imported|work|vassal|vasl|rulebook|companion|seats|board)\.|import|create|delete|duplicate|rename|branch|bookmark|thumbnail|undo|redo|live\.(host|join|leave)/i.test(c))).toEqual([]);
  });

  it('reads back its seat cookie, and nothing malformed', () => {
    const claim = { game: 'uid_1', token: 'T'.repeat(43), browser: 'B'.repeat(43) };
    expect(readSeatCookie(`a=b; ${seatCookie(claim, true).split(';')[0]}`)).toEqual(claim);
    expect(readSeatCookie('ct_seat=a.b')).toBeNull();
    expect(readSeatCookie('ct_seat=a.b.c<script>')).toBeNull();
    expect(readSeatCookie(undefined)).toBeNull();
  });
});

describe('browser seat: playing from a plain browser', () => {
  it('opens the link, sees its game only, acts only for its side, and follows the host’s moves', async () => {
    const { host, g, link } = await hosted();
    const opened = await open(link('allied'));
    expect(opened).toMatchObject({ status: 303, location: `/?seat=${g.id}` });
    const index = await fetch(new URL('/', link('allied')));
    expect(await index.text()).toContain('<title>app</title>');
    const p = await page(link('allied'), opened.cookie!);
    const view = value(await p.api<GameView>('game.open', { id: g.id }));
    expect(view.hash).toBe(g.hash);
    // No library, no settings, no other game.
    expect(await p.api('games.list')).toMatchObject({ ok: false, code: 'live.browserRefused' });
    expect(await p.api('settings.get')).toMatchObject({ ok: false, code: 'live.browserRefused' });
    const other = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', dice: 'app' }));
    expect(await p.api('game.open', { id: other.id })).toMatchObject({ ok: false, code: 'live.browserOtherGame' });
    expect(value(await p.api<{ dataDir?: string }>('app.info')).dataDir).toBeUndefined();
    // Its own side only; the host's view of the seat shows no invitation.
    const axis = g.units.find((u) => u.status === 'map' && SIDE.get(u.id) === 'axis')!;
    const allied = g.units.find((u) => u.status === 'map' && SIDE.get(u.id) === 'allied')!;
    const move = (u: typeof axis, to: typeof axis) => ({ type: 'move', units: [u.id], to: to.hex });
    expect(await p.api('game.apply', { id: g.id, action: move(axis, allied), head: 0 })).toMatchObject({ ok: false, code: 'live.notYourSide', params: { side: 'axis' } });
    const mine = value(await p.api<GameView>('game.apply', { id: g.id, action: move(allied, axis), head: 0 }));
    expect(mine.head).toBe(1);
    expect(value(await call<LiveStatus>(host, 'live.status', { id: g.id })).lastOpponentSeq).toBe(1);
    // The host's move reaches the page as it happens.
    value(await call(host, 'game.apply', { id: g.id, action: move(axis, allied), head: 1 }));
    await until(() => p.events.some((e) => e.event === 'game.changed' && e.head === 2));
    // Chat both ways; the seat's status shows no token of any seat.
    value(await p.api('live.chat', { id: g.id, text: 'hello' }));
    const st = value(await p.api<LiveStatus>('live.status', { id: g.id }));
    expect(st).toMatchObject({ side: 'allied', invitations: [] });
    expect(st.events.at(-1)).toMatchObject({ kind: 'chat', from: 'allied', text: 'hello' });
    expect(value(await call<LiveStatus>(host, 'live.status', { id: g.id })).opponent).toBe('here');
    // It can take the game file away to go on by email.
    expect(value(await p.api<{ text: string }>('game.export', { id: g.id })).text).toContain(mine.hash);
  });

  it('a reload resumes the seat; another browser with the same link is refused while it is held; an observer only watches', async () => {
    const { g, link } = await hosted();
    const first = await open(link('allied'));
    const a = await page(link('allied'), first.cookie!);
    value(await a.api('game.open', { id: g.id }));
    // Another browser: its own secret, refused while the seat is held.
    const second = await open(link('allied'));
    expect(second.cookie).not.toBe(first.cookie);
    expect(await refusedPage(link('allied'), second.cookie!)).toMatchObject({ status: 403, access: 403, body: { code: 'live.seatTaken', params: { side: 'allied' } } });
    // The same browser opening its link again keeps its secret.
    expect((await open(link('allied'), first.cookie!)).cookie).toBe(first.cookie);
    // A reload: the same cookie takes the seat back at once, before the old connection is noticed gone.
    const reloaded = await page(link('allied'), first.cookie!);
    expect((await a.closed).code).not.toBe(4000);
    expect(value(await reloaded.api<GameView>('game.open', { id: g.id })).id).toBe(g.id);
    // Once the holder left, the seat is free for whoever has the link.
    reloaded.ws.close();
    await reloaded.closed;
    const c = await page(link('allied'), second.cookie!);
    value(await c.api('game.open', { id: g.id }));
    // An observer sees the game and may not act.
    const w = await page(link('observer'), (await open(link('observer'))).cookie!);
    const wv = value(await w.api<GameView>('game.open', { id: g.id }));
    const axis = wv.units.find((u) => u.status === 'map' && SIDE.get(u.id) === 'axis')!;
    expect(await w.api('game.apply', { id: g.id, action: { type: 'move', units: [axis.id], to: axis.hex }, head: 0 })).toMatchObject({ ok: false, code: 'live.observer' });
  });

  it('refuses a wrong token, a page from another origin, and a commit–reveal game', async () => {
    const { link, host } = await hosted();
    const bad = new URL(link('allied'));
    bad.searchParams.set('token', 'A'.repeat(43));
    expect((await open(bad.toString())).status).toBe(403);
    const cookie = (await open(link('allied'))).cookie!;
    const u = new URL(link('allied'));
    const foreign = new WebSocket(`ws://${u.host}/api`, { headers: { cookie, origin: 'http://evil.example' } });
    sockets.push(foreign);
    await expect(new Promise((resolve, reject) => (foreign.once('open', resolve), foreign.once('error', reject)))).rejects.toThrow();
    const forged = `ct_seat=${decodeURIComponent(cookie.split('=')[1]!).split('.').map((p, i) => (i === 1 ? 'A'.repeat(43) : p)).join('.')}`;
    expect(await refusedPage(link('allied'), forged)).toMatchObject({ status: 403, access: 403, body: { code: 'live.badToken' } });
    expect(await refusedPage(link('allied'), 'other=1')).toMatchObject({ status: 403, body: { code: 'live.badToken' } });
    const cr = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'rules', dice: 'commit-reveal' }));
    const st = value(await call<LiveStatus>(host, 'live.host', { id: cr.id, side: 'axis', listen: { where: 'loopback', port: 0 } }));
    const crLink = st.invitations.find((i) => i.side === 'allied')!.browser!;
    expect(await refusedPage(crLink, (await open(crLink)).cookie!)).toMatchObject({ status: 403, body: { code: 'live.browserNoDice' } });
  });
});
