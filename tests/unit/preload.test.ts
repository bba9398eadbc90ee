import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, ipcChannel } from '../../shared/api/channels';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async () => ({ ok: true, value: 1 }));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => void (exposed[key] = value) },
  ipcRenderer: { invoke },
}));

describe('preload', () => {
  it('exposes only window.api, with exactly one function per channel', async () => {
    await import('../../main/preload/index');
    expect(Object.keys(exposed)).toEqual(['api']);
    const api = exposed.api as Record<string, (a: unknown) => Promise<unknown>>;
    expect(Object.keys(api).sort()).toEqual([...CHANNELS].sort());
    expect(Object.isFrozen(api)).toBe(true);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    await api['settings.get']!({});
    expect(invoke).toHaveBeenCalledWith(ipcChannel('settings.get'), {});
  });
});
