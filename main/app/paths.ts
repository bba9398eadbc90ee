import os from 'node:os';
import path from 'node:path';

export const APP_DIR_NAME = 'Campaign Table';

/**
 * The per-user data folder, the same one Electron's `userData` resolves to for this app, so the
 * desktop app and `npm run web` share saved games and settings by default.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
): string {
  if (platform === 'win32') return path.win32.join(env.APPDATA || path.win32.join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', APP_DIR_NAME);
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), APP_DIR_NAME);
}
