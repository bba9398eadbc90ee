import path from 'node:path';

/**
 * Where the Electron build of better-sqlite3 lives. Node (tests, `npm run web`) loads the copy in
 * node_modules; Electron has a different ABI and loads this one through the `nativeBinding`
 * option. `npm start` fetches or compiles it (scripts/electron-native.ts); a packaged app carries
 * it in its resources.
 */
export interface BindingTarget {
  /** NODE_MODULE_VERSION of the Electron release (process.versions.modules inside Electron). */
  abi: string;
  platform: string;
  arch: string;
}

export const bindingDirName = (t: BindingTarget): string => `electron-v${t.abi}-${t.platform}-${t.arch}`;

export function electronBindingPath(baseDir: string, t: BindingTarget): string {
  return path.join(baseDir, 'native', bindingDirName(t), 'better_sqlite3.node');
}
