import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parseWebArgs } from '../../main/web/args';
import { defaultDataDir } from '../../main/app/paths';
import { isLoopbackHost } from '../../main/web/hosts';

describe('npm run web flags', () => {
  it('defaults to loopback, the default port and the per-user data folder', () => {
    expect(parseWebArgs([], '/home/u/.config/Campaign Table')).toEqual({
      ok: true,
      args: { host: '127.0.0.1', port: DEFAULT_PORT, dataDir: '/home/u/.config/Campaign Table', allowHosts: [] },
    });
  });
  it('takes --port, --host and --data', () => {
    const r = parseWebArgs(['--port', '0', '--host', '0.0.0.0', '--data', 'games'], '/x');
    expect(r).toEqual({ ok: true, args: { host: '0.0.0.0', port: 0, dataDir: path.resolve('games'), allowHosts: [] } });
  });
  it('takes --allow-host, repeated, and refuses what is not a host name', () => {
    expect(parseWebArgs(['--allow-host', 'MyPC.local', '--allow-host', 'table'], '/x')).toMatchObject({ ok: true, args: { allowHosts: ['mypc.local', 'table'] } });
    for (const bad of ['', 'a b', 'evil.example:80', '-x.com', 'a..b', 'http://x']) {
      expect(parseWebArgs(['--allow-host', bad], '/x').ok, bad).toBe(false);
    }
  });
  it('takes --read-only', () => {
    expect(parseWebArgs(['--read-only'], '/x')).toEqual({ ok: true, args: { host: '127.0.0.1', port: DEFAULT_PORT, dataDir: '/x', allowHosts: [], readOnly: true } });
  });
  it('explains bad flags', () => {
    for (const argv of [['--port', '70000'], ['--port', 'abc'], ['--bogus'], ['--host', ''], ['stray']]) {
      const r = parseWebArgs(argv, '/x');
      expect(r.ok, argv.join(' ')).toBe(false);
    }
    expect(parseWebArgs(['--help'], '/x')).toMatchObject({ ok: false, help: true });
  });
  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '192.168.1.4', 'example.com'].some(isLoopbackHost)).toBe(false);
  });
});

describe('default data folder (same as Electron userData)', () => {
  it('follows each platform convention', () => {
    expect(defaultDataDir('linux', {}, '/home/u')).toBe('/home/u/.config/Campaign Table');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/cfg' }, '/home/u')).toBe('/cfg/Campaign Table');
    expect(defaultDataDir('darwin', {}, '/Users/u')).toBe('/Users/u/Library/Application Support/Campaign Table');
    expect(defaultDataDir('win32', { APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, 'C:\\Users\\u')).toBe('C:\\Users\\u\\AppData\\Roaming\\Campaign Table');
  });
});
