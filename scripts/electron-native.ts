/**
 * Provides the Electron build of better-sqlite3 without touching the Node build that tests and
 * `npm run web` use. Electron has its own ABI, so the desktop app loads a second binary through
 * better-sqlite3's `nativeBinding` option from native/electron-v<ABI>-<platform>-<arch>/.
 *
 * How it is obtained (needs internet, once per Electron version):
 *   1. copy node_modules/better-sqlite3 to .cache/, so node_modules is never rebuilt;
 *   2. prebuild-install downloads the matching Electron prebuild published by better-sqlite3;
 *   3. failing that, node-gyp compiles it against Electron's headers.
 *
 * Usage: tsx scripts/electron-native.ts [--platform P] [--arch A] [--force]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bindingDirName, electronBindingPath } from '../main/native/binding-path.js';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { platform: { type: 'string' }, arch: { type: 'string' }, force: { type: 'boolean' } },
});

function fail(message: string): never {
  console.error(`electron-native: ${message}`);
  process.exit(1);
}

const electronDir = path.join(root, 'node_modules', 'electron');
if (!fs.existsSync(electronDir)) fail('electron is not installed; run npm install first.');
const electronVersion = (JSON.parse(fs.readFileSync(path.join(electronDir, 'package.json'), 'utf8')) as { version: string }).version;
const abi = fs.readFileSync(path.join(electronDir, 'abi_version'), 'utf8').trim();
const target = { abi, platform: values.platform ?? process.platform, arch: values.arch ?? process.arch };
const destination = electronBindingPath(root, target);

if (fs.existsSync(destination) && !values.force) {
  console.log(`electron-native: ${path.relative(root, destination)} is ready (Electron ${electronVersion}).`);
  process.exit(0);
}

if (!values.platform && !fs.existsSync(path.join(electronDir, 'path.txt'))) {
  console.warn(
    'electron-native: the Electron binary itself is not installed (ELECTRON_SKIP_BINARY_DOWNLOAD was set?).\n' +
      '  To run the desktop app: unset it and run `npm rebuild electron`.',
  );
}

const source = path.join(root, 'node_modules', 'better-sqlite3');
const work = path.join(root, '.cache', bindingDirName(target));
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(path.dirname(work), { recursive: true });
fs.cpSync(source, work, { recursive: true, filter: (p) => !p.startsWith(path.join(source, 'build')) });

// This machine's npm may point nodedir at Node's headers; Electron needs its own.
const env = { ...process.env };
for (const key of Object.keys(env)) if (/^npm_config_(nodedir|target|runtime|disturl|build_from_source)$/i.test(key)) delete env[key];
const common = [`--runtime=electron`, `--target=${electronVersion}`, `--arch=${target.arch}`];

const run = (cmd: string, args: string[]): boolean => {
  try {
    execFileSync(cmd, args, { cwd: work, env, stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
};

const prebuild = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'prebuild-install.cmd' : 'prebuild-install');
let built = run(prebuild, [...common, `--platform=${target.platform}`, '--verbose']);
if (!built) {
  if (target.platform !== process.platform) fail(`no prebuild for ${bindingDirName(target)}, and compiling needs that platform.`);
  console.log('electron-native: no prebuild downloaded; compiling with node-gyp against Electron headers.');
  const nodeGyp = env['npm_config_node_gyp'] ?? path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  built = run(process.execPath, [nodeGyp, 'rebuild', '--release', ...common, '--dist-url=https://electronjs.org/headers']);
}
const produced = path.join(work, 'build', 'Release', 'better_sqlite3.node');
if (!built || !fs.existsSync(produced)) {
  fail('could not obtain the Electron build of better-sqlite3 (this step needs internet access). See README, "The desktop app and better-sqlite3".');
}
fs.mkdirSync(path.dirname(destination), { recursive: true });
fs.copyFileSync(produced, destination);
fs.rmSync(work, { recursive: true, force: true });
console.log(`electron-native: wrote ${path.relative(root, destination)} for Electron ${electronVersion} (ABI ${abi}).`);
