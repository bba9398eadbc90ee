import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stageElectronApp } from '../support/electron-app-dirs';
import { shell } from 'electron';

/**
 * The Electron shell cannot run here (no Electron binary), so this drives main/electron/main.ts
 * with a fake `electron` module and checks its wiring: privileged app:// scheme, hardened window,
 * IPC bound with the sender check, the protocol handler, permission, navigation and window-open
 * guards, and the database opened through the nativeBinding option. The "Electron" binding here
 * is the Node build staged where the Electron one would live, so the nativeBinding path is real.
 */

const { userData, appPath } = stageElectronApp('ct-shell');

type Listener = (...args: any[]) => any;
const state = vi.hoisted(() => ({
  schemes: [] as unknown[],
  handlers: new Map<string, Listener>(),
  protocolHandler: null as null | ((req: Request) => Promise<Response>),
  appEvents: new Map<string, Listener>(),
  windows: [] as { options: any; loaded: string[] }[],
  permission: null as null | Listener,
  permissionCheck: null as null | Listener,
  fetched: [] as string[],
  errors: [] as string[],
  paths: { userData: '', app: '' },
}));
state.paths.userData = userData;
state.paths.app = appPath;
// A development server address that is not this computer's loopback: the shell must not load it.
process.env['ELECTRON_RENDERER_URL'] = 'https://evil.example/';
const warnings: string[] = [];
vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m));

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => state.windows;
    constructor(options: unknown) {
      state.windows.push({ options, loaded: [] });
    }
    once() {}
    show() {}
    async loadURL(url: string) {
      state.windows.at(-1)!.loaded.push(url);
    }
  }
  return {
    app: {
      isPackaged: false,
      whenReady: () => Promise.resolve(),
      getPath: (name: string) => (name === 'userData' ? state.paths.userData : '/nonexistent'),
      getAppPath: () => state.paths.app,
      getVersion: () => '9.9.9',
      getPreferredSystemLanguages: () => ['it-IT', 'en-US'],
      on: (event: string, listener: Listener) => void state.appEvents.set(event, listener),
      quit: vi.fn(),
      exit: vi.fn(),
    },
    BrowserWindow,
    dialog: { showErrorBox: (_t: string, m: string) => void state.errors.push(m) },
    ipcMain: { handle: (channel: string, listener: Listener) => void state.handlers.set(channel, listener) },
    net: {
      fetch: async (url: string) => {
        state.fetched.push(url);
        return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => void state.schemes.push(...s),
      handle: (_scheme: string, handler: (req: Request) => Promise<Response>) => void (state.protocolHandler = handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: Listener) => void (state.permission = h),
        setPermissionCheckHandler: (h: Listener) => void (state.permissionCheck = h),
      },
    },
    shell: { openExternal: vi.fn() },
  };
});

afterAll(() => {
  state.appEvents.get('before-quit')?.();
  for (const dir of [userData, appPath]) fs.rmSync(dir, { recursive: true, force: true });
});

async function boot() {
  await import('../../main/electron/main');
  await vi.waitFor(() => expect(state.windows.length).toBe(1));
}

describe('Electron shell wiring (electron mocked)', () => {
  it('registers app:// as a privileged scheme and opens one hardened window on it', async () => {
    await boot();
    expect(state.errors).toEqual([]);
    expect(state.schemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    const prefs = state.windows[0]!.options.webPreferences;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(prefs.preload).toMatch(/preload[/\\]index\.cjs$/);
    expect(state.windows[0]!.loaded).toEqual(['app://campaign-table/index.html']);
  });

  it('ignores an ELECTRON_RENDERER_URL that is not a loopback http server, with a warning', () => {
    expect(state.windows[0]!.loaded).toEqual(['app://campaign-table/index.html']);
    expect(warnings.some((w) => w.includes('ELECTRON_RENDERER_URL ignored'))).toBe(true);
  });

  it('opens the database in userData through the nativeBinding option', () => {
    expect(fs.existsSync(path.join(userData, 'campaign-table.sqlite'))).toBe(true);
  });

  it('binds every API call, answering the app frame and refusing others', async () => {
    const mainFrame = { url: 'app://campaign-table/index.html' };
    const info = await state.handlers.get('api:app.info')!({ sender: { id: 1, mainFrame }, senderFrame: mainFrame }, {});
    expect(info).toMatchObject({ ok: true, value: { mode: 'desktop', version: '9.9.9', systemLocales: ['it-IT', 'en-US'], dataDir: userData } });
    const evil = { url: 'https://evil.example/' };
    expect(await state.handlers.get('api:settings.get')!({ sender: { id: 2, mainFrame: evil }, senderFrame: evil }, {})).toEqual({
      ok: false,
      code: 'api.forbiddenSender',
    });
  });

  it('serves the renderer over app:// and refuses escapes and other hosts', async () => {
    const handler = state.protocolHandler!;
    const ok = await handler(new Request('app://campaign-table/index.html'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(state.fetched.at(-1)).toMatch(/^file:\/\/.*renderer\/index\.html$/);
    // The URL parser folds %2e%2e into "..": that lands on the app's own index.html, never outside.
    await handler(new Request('app://campaign-table/%2e%2e/%2e%2e/etc/passwd'));
    expect(state.fetched.at(-1)).toMatch(/renderer\/index\.html$/);
    expect((await handler(new Request('app://campaign-table/..%2f..%2fetc%2fpasswd'))).status).toBe(400);
    expect((await handler(new Request('app://other-host/index.html'))).status).toBe(400);
  });

  it('denies permissions, blocks foreign navigation, webviews and new windows', () => {
    const granted: boolean[] = [];
    state.permission!({}, 'media', (g: boolean) => granted.push(g));
    expect(granted).toEqual([false]);
    expect(state.permissionCheck!()).toBe(false);

    const contentsEvents = new Map<string, Listener>();
    let openHandler: Listener | null = null;
    const contents = { on: (e: string, l: Listener) => void contentsEvents.set(e, l), setWindowOpenHandler: (h: Listener) => void (openHandler = h) };
    state.appEvents.get('web-contents-created')!({}, contents);
    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() };
      contentsEvents.get('will-navigate')!(event, url);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('app://campaign-table/index.html')).toBe(false);
    const webview = { preventDefault: vi.fn() };
    contentsEvents.get('will-attach-webview')!(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
    expect(openHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    // Neither is an address the app links to: nothing is handed to the browser.
    expect(vi.mocked(shell.openExternal)).not.toHaveBeenCalled();
  });
});
