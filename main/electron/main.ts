/**
 * The Electron shell: window, app:// protocol, security wiring, IPC binding. Everything else lives
 * in modules that never import electron and are tested under plain Node.
 */
import { app, BrowserWindow, dialog, ipcMain, net, protocol, session, shell } from 'electron';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startAppServices, type AppServices } from '../app/services.js';
import { IMPORTED_ASSET_PREFIX, importedAssetPath } from '../games/imported/assets.js';
import { StorageError } from '../db/errors.js';
import { electronBindingPath } from '../native/binding-path.js';
import { APP_HOST, APP_ORIGIN, APP_SCHEME, CONTENT_SECURITY_POLICY, isAllowedOrigin, secureWebPreferences } from '../security/policy.js';
import { resolveStaticPath } from '../security/static-path.js';
import { bindIpc } from './ipc.js';
import { devRendererUrl } from './dev-url.js';
import { isAllowedExternalUrl } from '../security/external-links.js';
import { lockHolder } from '../app/data-lock.js';
import { lockDialogText } from './lock-dialog.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '../renderer');
const preload = path.join(here, '../preload/index.cjs');
const devUrl = !app.isPackaged ? devRendererUrl(process.env['ELECTRON_RENDERER_URL']) : undefined;
const allowedOrigins = devUrl ? [APP_ORIGIN, new URL(devUrl).origin] : [APP_ORIGIN];

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let services: AppServices | null = null;

function nativeBinding(): string {
  const base = app.isPackaged ? process.resourcesPath : app.getAppPath();
  const file = electronBindingPath(base, { abi: process.versions.modules, platform: process.platform, arch: process.arch });
  if (!fs.existsSync(file)) throw new StorageError('db.unavailable', { binding: file });
  return file;
}

function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    // An imported game's images and tiles, from the data folder (main/games/imported/assets.ts).
    const dataDir = services?.info.dataDir;
    const imported = url.host === APP_HOST && url.pathname.startsWith(IMPORTED_ASSET_PREFIX);
    const file = imported ? (dataDir ? importedAssetPath(dataDir, url.pathname) : null) : url.host === APP_HOST ? resolveStaticPath(rendererDir, url.pathname) : null;
    if (imported && !file) return new Response('Not found', { status: 404 });
    if (!file) return new Response('Bad request', { status: 400 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

function harden(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAllowedOrigin(url, allowedOrigins)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAllowedOrigin(url, allowedOrigins)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      // The outside addresses the app links to open in the person's browser, never in the app;
      // any other address is refused (security/external-links.ts).
      if (isAllowedExternalUrl(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 800,
    minHeight: 600,
    show: false,
    title: 'Campaign Table',
    backgroundColor: '#1f2328',
    webPreferences: secureWebPreferences(preload),
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(devUrl ?? `${APP_ORIGIN}/index.html`);
}

async function start(): Promise<void> {
  await app.whenReady();
  harden();
  serveRenderer();
  const dataDir = app.getPath('userData');
  // One writer per data folder: if another app holds it, ask whether to look read-only or quit.
  const holder = lockHolder(dataDir);
  let readOnly = false;
  if (holder) {
    const text = lockDialogText(holder, dataDir, app.getPreferredSystemLanguages());
    const choice = dialog.showMessageBoxSync({ type: 'warning', title: text.title, message: text.message, detail: text.detail, buttons: text.buttons, defaultId: 0, cancelId: 1, noLink: true });
    if (choice !== 0) {
      app.exit(0);
      return;
    }
    readOnly = true;
  }
  try {
    services = startAppServices({
      dataDir,
      readOnly,
      mode: 'desktop',
      version: app.getVersion(),
      systemLocales: app.getPreferredSystemLanguages(),
      nativeBinding: nativeBinding(),
    });
  } catch (e) {
    const detail = e instanceof StorageError ? `${e.code} ${JSON.stringify(e.params)}` : String(e);
    dialog.showErrorBox('Campaign Table', `The database could not be opened.\n\n${detail}`);
    app.exit(1);
    return;
  }
  bindIpc(ipcMain, services.registry, allowedOrigins);
  services.live.serveBrowsers({ staticDir: rendererDir, registry: services.registry });
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
app.on('before-quit', () => {
  services?.close(); // checkpoints the WAL
  services = null;
});

void start();
