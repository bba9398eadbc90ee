import { describe, expect, it, vi } from 'vitest';
import { createRegistry, type Handlers } from '../../main/api/registry';
import { ok } from '../../shared/api/result';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { GAME_IMPORT_MAX_ARGS_BYTES } from '../../shared/engine/game-file-limits';
import { CHANNELS } from '../../shared/api/channels';

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  // Every channel answers; the ones these tests call get real answers.
  const unused = Object.fromEntries(CHANNELS.map((c) => [c, () => { throw new Error(`${c} not used here`); }]));
  return {
    ...(unused as unknown as Handlers),
    'app.info': () => ok({ version: '1', mode: 'web', dataDir: '/d', databasePath: '/d/x', sqliteVersion: '3', systemLocales: [], notices: [], readOnly: false, lockedBy: null }),
    'settings.get': () => ok(DEFAULT_SETTINGS),
    'settings.update': (patch) => ok({ ...DEFAULT_SETTINGS, ...patch }),
    'catalog.list': () => ok([]),
    'games.list': () => ok([]),
    'games.latest': () => ok(null),
    ...overrides,
  };
}
const client = { id: 'c1' };

describe('registry.dispatch', () => {
  it('answers a valid call with its handler result', async () => {
    const r = createRegistry(handlers());
    expect(await r.dispatch('settings.update', { theme: 'dark' }, client)).toEqual({ ok: true, value: { ...DEFAULT_SETTINGS, theme: 'dark' } });
  });

  it('refuses unknown channels, including prototype names', async () => {
    const r = createRegistry(handlers());
    for (const c of ['nope', '__proto__', 'constructor', 'toString', 7, null, { a: 1 }]) {
      const res = await r.dispatch(c, {}, client);
      expect(res).toMatchObject({ ok: false, code: 'api.unknownChannel' });
    }
  });

  it('refuses wrong types and missing or extra fields without calling the handler', async () => {
    const spy = vi.fn(() => ok(DEFAULT_SETTINGS));
    const r = createRegistry(handlers({ 'settings.update': spy }));
    for (const args of [undefined, null, 'x', [], {}, { theme: 3 }, { language: 'de' }, { theme: 'dark', evil: true }]) {
      const res = await r.dispatch('settings.update', args, client);
      expect(res).toMatchObject({ ok: false, code: 'api.invalidArguments', params: { channel: 'settings.update' } });
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('lets a game file through up to its own, larger limit', async () => {
    const r = createRegistry(handlers({ 'game.import': () => ok({} as never) }));
    expect(await r.dispatch('game.import', { text: 'x'.repeat(1_000_000) }, client)).toMatchObject({ ok: true });
    expect(await r.dispatch('game.import', { text: 'x'.repeat(GAME_IMPORT_MAX_ARGS_BYTES) }, client)).toMatchObject({ ok: false, code: 'api.payloadTooLarge' });
  });

  it('refuses payloads that are too large or not serialisable', async () => {
    const r = createRegistry(handlers());
    const huge = { limit: 1, pad: 'x'.repeat(300_000) };
    expect(await r.dispatch('games.list', huge, client)).toMatchObject({ ok: false, code: 'api.payloadTooLarge' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await r.dispatch('games.list', cyclic, client)).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    expect(await r.dispatch('games.list', { limit: 10n }, client)).toMatchObject({ ok: false, code: 'api.invalidArguments' });
  });

  it('turns a handler crash into api.internal and keeps serving', async () => {
    const log = vi.fn();
    const r = createRegistry(handlers({ 'catalog.list': () => { throw new Error('boom'); } }), { log });
    expect(await r.dispatch('catalog.list', {}, client)).toEqual({ ok: false, code: 'api.internal', params: { channel: 'catalog.list' } });
    expect(log).toHaveBeenCalledOnce();
    expect(await r.dispatch('settings.get', {}, client)).toMatchObject({ ok: true });
  });

  it('checks results against their schema when asked', async () => {
    const log = vi.fn();
    const bad = handlers({ 'games.latest': () => ok({ id: 1 } as never) });
    const r = createRegistry(bad, { validateResults: true, log });
    expect(await r.dispatch('games.latest', {}, client)).toMatchObject({ ok: false, code: 'api.internal' });
  });

  it('limits a flood per client, and refills over time', async () => {
    let now = 0;
    const r = createRegistry(handlers(), { limits: { ratePerSecond: 10, burst: 5 }, now: () => now });
    const results = await Promise.all(Array.from({ length: 20 }, () => r.dispatch('settings.get', {}, client)));
    expect(results.filter((x) => x.ok)).toHaveLength(5);
    expect(results.filter((x) => !x.ok && x.code === 'api.rateLimited')).toHaveLength(15);
    // another client is unaffected
    expect(await r.dispatch('settings.get', {}, { id: 'c2' })).toMatchObject({ ok: true });
    now += 1000; // ten tokens back, capped at the burst of five
    const later = await Promise.all(Array.from({ length: 6 }, () => r.dispatch('settings.get', {}, client)));
    expect(later.filter((x) => x.ok)).toHaveLength(5);
  });

  it('makes the connections from one network address share one more bucket', async () => {
    let now = 0;
    const r = createRegistry(handlers(), {
      limits: { ratePerSecond: 10, burst: 5, addressRatePerSecond: 20, addressBurst: 12 },
      now: () => now,
    });
    // Eight connections from one address, each well under its own limit: together they get the address's 12.
    const conns = Array.from({ length: 8 }, (_, i) => ({ id: `ws-${i}`, address: '192.168.1.9', loopback: false }));
    const flood = await Promise.all(conns.flatMap((c) => Array.from({ length: 4 }, () => r.dispatch('settings.get', {}, c))));
    expect(flood.filter((x) => x.ok)).toHaveLength(12);
    expect(flood.filter((x) => !x.ok && x.code === 'api.rateLimited')).toHaveLength(20);
    // another address is unaffected, and so is an in-process caller
    expect(await r.dispatch('settings.get', {}, { id: 'ws-x', address: '192.168.1.10', loopback: false })).toMatchObject({ ok: true });
    expect(await r.dispatch('settings.get', {}, { id: 'ipc-1' })).toMatchObject({ ok: true });
    // half a second refills ten tokens of the address; the per-connection bucket still holds one connection to 5
    now += 500;
    const one = conns[0]!;
    const later = await Promise.all(Array.from({ length: 8 }, () => r.dispatch('settings.get', {}, one)));
    expect(later.filter((x) => x.ok)).toHaveLength(5);
    // new connections from the same address get no fresh burst: the address has 5 left
    const fresh = ['ws-new1', 'ws-new2'].map((id) => ({ id, address: '192.168.1.9', loopback: false }));
    const again = await Promise.all(fresh.flatMap((c) => Array.from({ length: 4 }, () => r.dispatch('settings.get', {}, c))));
    expect(again.filter((x) => x.ok)).toHaveLength(5);
  });

  it('tells its owner when a client goes away', () => {
    const gone: string[] = [];
    const r = createRegistry(handlers(), { onForget: (c) => gone.push(c.id) });
    r.forget({ id: 'ws-3' });
    expect(gone).toEqual(['ws-3']);
  });
});
