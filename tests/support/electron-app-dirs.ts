import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The folders a mocked Electron app runs in: its userData, and an app path holding the Node build
 * of better-sqlite3 staged where the Electron build would live, so the nativeBinding path is real.
 */
export function stageElectronApp(prefix: string): { userData: string; appPath: string } {
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-userdata-`));
  const appPath = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-app-`));
  const bindingDir = path.join(appPath, 'native', `electron-v${process.versions.modules}-${process.platform}-${process.arch}`);
  fs.mkdirSync(bindingDir, { recursive: true });
  fs.copyFileSync(path.resolve('node_modules/better-sqlite3/build/Release/better_sqlite3.node'), path.join(bindingDir, 'better_sqlite3.node'));
  return { userData, appPath };
}
