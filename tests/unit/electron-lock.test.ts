import fs from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stageElectronApp } from '../support/electron-app-dirs';
import { acquireDataLock } from '../../main/app/data-lock';

/**
 * The desktop app started on a data folder another app holds (electron mocked, as in
 * electron-shell.test.ts): it names the holder in a dialog and opens read-only, or quits.
 */

const { userData, appPath } = stageElectronApp('ct-lock');

type Listener = (...args: any[]) => any;
const state = vi.hoisted(() => ({
  handlers: new Map<string, Listener>(),
  appEvents: new Map<string, Listener>(),
  windows: 0,
  dialogs: [] as { detail: string; buttons: string[] }[],
  answer: 0,
  exits: [] as number[],
  paths: { userData: '', app: '' },
}));
state.paths.userData = userData;
state.paths.app = appPath;

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => [];
    constructor() {
      state.windows++;
    }
    once() {}
    show() {}
    async loadURL() {}
  }
  return {
    app: {
      isPackaged: false,
      whenReady: () => Promise.resolve(),
      getPath: (name: string) => (name === 'userData' ? state.paths.userData : '/nonexistent'),
      getAppPath: () => state.paths.app,
      getVersion: () => '9.9.9',
      getPreferredSystemLanguages: () => ['it-IT'],
      on: (event: string, listener: Listener) => void state.appEvents.set(event, listener),
      quit: vi.fn(),
      exit: (code: number) => void state.exits.push(code),
    },
    BrowserWindow,
    dialog: {
      showErrorBox: (_t: string, m: string) => {
        throw new Error(m);
      },
      showMessageBoxSync: (o: { detail: string; buttons: string[] }) => {
        state.dialogs.push(o);
        return state.answer;
      },
    },
    ipcMain: { handle: (channel: string, listener: Listener) => void state.handlers.set(channel, listener) },
    net: { fetch: async () => new Response('') },
    protocol: { registerSchemesAsPrivileged: () => {}, handle: () => {} },
    session: { defaultSession: { setPermissionRequestHandler: () => {}, setPermissionCheckHandler: () => {} } },
    shell: { openExternal: vi.fn() },
  };
});

// Another app (this test) holds the folder, with a database in it.
const { startAppServices } = await import('../../main/app/services');
const holder = startAppServices({ dataDir: userData, mode: 'web', version: 't' });

afterAll(() => {
  state.appEvents.get('before-quit')?.();
  holder.close();
  for (const dir of [userData, appPath]) fs.rmSync(dir, { recursive: true, force: true });
});

async function boot(answer: number) {
  state.answer = answer;
  vi.resetModules();
  await import('../../main/electron/main');
  await vi.waitFor(() => expect(state.dialogs.length).toBeGreaterThan(0));
}

describe('the desktop app on a data folder another app holds', () => {
  it('quits when the person chooses Quit, without opening a window or the database', async () => {
    await boot(1);
    await vi.waitFor(() => expect(state.exits).toEqual([0]));
    expect(state.windows).toBe(0);
    expect(state.dialogs[0]!.detail).toContain(`npm run web (processo ${process.pid} su ${os.hostname()})`);
    expect(state.dialogs[0]!.buttons).toEqual(['Apri in sola lettura', 'Esci']);
  });

  it('opens read-only when asked: the app says who holds the folder and refuses writes', async () => {
    state.dialogs.length = 0;
    await boot(0);
    await vi.waitFor(() => expect(state.windows).toBe(1));
    const frame = { url: 'app://campaign-table/index.html' };
    const call = (channel: string, args: unknown) => state.handlers.get(`api:${channel}`)!({ sender: { id: 1, mainFrame: frame }, senderFrame: frame }, args);
    expect(await call('app.info', {})).toMatchObject({ ok: true, value: { readOnly: true, lockedBy: { pid: process.pid, mode: 'web' } } });
    expect(await call('settings.update', { theme: 'dark' })).toMatchObject({ ok: false, code: 'app.readOnly' });
    // The holder's lock is untouched.
    expect(acquireDataLock(userData, 'desktop')).toMatchObject({ ok: false, holder: { pid: process.pid, mode: 'web' } });
  });
});
