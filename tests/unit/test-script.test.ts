import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_HINT, findChromium } from '../../scripts/chromium.mjs';

/** `npm test` on a machine without Chromium says so, in one line, before its first stage. */

describe('the Chromium check of npm test', () => {
  it('looks at CHROMIUM_PATH, then /usr/bin/chromium, then PATH', () => {
    const only = (...files: string[]) => (f: string) => files.includes(f);
    expect(findChromium({ env: { CHROMIUM_PATH: '/opt/c/chrome' }, exists: only('/opt/c/chrome') })).toEqual({ ok: true, path: '/opt/c/chrome' });
    expect(findChromium({ env: { CHROMIUM_PATH: '/opt/none' }, exists: only('/usr/bin/chromium') })).toMatchObject({ ok: false });
    expect(findChromium({ env: {}, exists: only('/usr/bin/chromium') })).toEqual({ ok: true, path: '/usr/bin/chromium' });
    const onPath = path.join('/snap/bin', 'chromium');
    expect(findChromium({ env: { PATH: ['/bin', '/snap/bin'].join(path.delimiter) }, exists: only(onPath) })).toEqual({ ok: true, path: onPath });
    expect(findChromium({ env: { PATH: '/bin' }, exists: only() })).toEqual({ ok: false, message: CHROMIUM_HINT });
    expect(CHROMIUM_HINT).toContain('apt-get install chromium');
    expect(CHROMIUM_HINT).toContain('CHROMIUM_PATH');
  });

  it('stops npm test before the first stage with one line saying how to get it', () => {
    const r = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain('===');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('apt-get install chromium');
  });
});
