// Where the end-to-end tests find Chromium: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium,
// else `chromium` on PATH. `npm test` asks before its first stage, so a machine without it hears
// how to get it at once rather than deep in the end-to-end stage.
import fs from 'node:fs';
import path from 'node:path';

export const CHROMIUM_HINT =
  'Chromium is needed for the end-to-end tests and was not found: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to its executable.';

/**
 * @param {{ env?: NodeJS.ProcessEnv, exists?: (file: string) => boolean }} [o]
 * @returns {{ ok: true, path: string } | { ok: false, message: string }}
 */
export function findChromium({ env = process.env, exists = isExecutable } = {}) {
  const given = env.CHROMIUM_PATH;
  if (given) {
    return exists(given) ? { ok: true, path: given } : { ok: false, message: `CHROMIUM_PATH is ${given}, which is not there. ${CHROMIUM_HINT}` };
  }
  const candidates = ['/usr/bin/chromium', ...(env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'chromium'))];
  const found = candidates.find((file) => exists(file));
  return found ? { ok: true, path: found } : { ok: false, message: CHROMIUM_HINT };
}

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
