import { describe, expect, it, vi } from 'vitest';
import { bindIpc, type IpcEventLike, type IpcMainLike } from '../../main/electron/ipc';
import { CHANNELS, ipcChannel } from '../../shared/api/channels';
import type { Registry } from '../../main/api/registry';
import { ok } from '../../shared/api/result';

function fakeIpcMain() {
  const handlers = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
  return { handlers, ipc: { handle: (c, l) => void handlers.set(c, l) } as IpcMainLike };
}

const mainFrame = { url: 'app://campaign-table/index.html' };
const trustedEvent = (): IpcEventLike => ({ sender: { id: 3, mainFrame }, senderFrame: mainFrame });

describe('bindIpc', () => {
  it('registers exactly the contract channels', () => {
    const { handlers, ipc } = fakeIpcMain();
    bindIpc(ipc, { dispatch: vi.fn(), forget: vi.fn() }, ['app://campaign-table']);
    expect([...handlers.keys()].sort()).toEqual(CHANNELS.map(ipcChannel).sort());
  });

  it('passes trusted calls to the registry with a per-window client id', async () => {
    const { handlers, ipc } = fakeIpcMain();
    const registry: Registry = { dispatch: vi.fn(async () => ok('fine')), forget: vi.fn() };
    bindIpc(ipc, registry, ['app://campaign-table']);
    const r = await handlers.get('api:settings.update')!(trustedEvent(), { theme: 'dark' });
    expect(r).toEqual({ ok: true, value: 'fine' });
    expect(registry.dispatch).toHaveBeenCalledWith('settings.update', { theme: 'dark' }, { id: 'ipc-3' });
  });

  it('refuses calls from other origins, sub-frames and frames that are gone', async () => {
    const { handlers, ipc } = fakeIpcMain();
    const registry: Registry = { dispatch: vi.fn(), forget: vi.fn() };
    bindIpc(ipc, registry, ['app://campaign-table']);
    const h = handlers.get('api:settings.get')!;
    const foreign = { url: 'https://evil.example/' };
    const sub = { url: 'app://campaign-table/frame.html' };
    for (const event of [
      { sender: { id: 1, mainFrame: foreign }, senderFrame: foreign },
      { sender: { id: 1, mainFrame }, senderFrame: sub },
      { sender: { id: 1, mainFrame }, senderFrame: null },
    ]) expect(await h(event, {})).toEqual({ ok: false, code: 'api.forbiddenSender' });
    expect(registry.dispatch).not.toHaveBeenCalled();
  });

  it('answers hostile arguments with a clean error through the real registry', async () => {
    const { createRegistry } = await import('../../main/api/registry');
    const { handlers, ipc } = fakeIpcMain();
    const reg = createRegistry(Object.fromEntries(CHANNELS.map((c) => [c, vi.fn()])) as never);
    bindIpc(ipc, reg, ['app://campaign-table']);
    const h = handlers.get('api:games.list')!;
    expect(await h(trustedEvent(), { limit: 'all' })).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    expect(await h(trustedEvent(), { limit: 1, pad: 'x'.repeat(400_000) })).toMatchObject({ ok: false, code: 'api.payloadTooLarge' });
    const flood = await Promise.all(Array.from({ length: 1000 }, () => h(trustedEvent(), { limit: 'x' })));
    expect(flood.some((r) => !r.ok && r.code === 'api.rateLimited')).toBe(true);
  });
});
