import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { acquireDataLock, lockHolder, LOCK_FILE } from '../../main/app/data-lock';
import { READ_CHANNELS } from '../../main/app/read-only';
import { CHANNELS } from '../../shared/api/channels';
import { tempDir } from './helpers';

const holderScript = path.resolve(import.meta.dirname, 'fixtures', 'lock-holder.ts');
const webCli = path.resolve(import.meta.dirname, '..', '..', 'main', 'web', 'cli.ts');
const open: AppServices[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  while (open.length) open.pop()!.close();
  while (children.length) children.pop()!.kill('SIGKILL');
});

function start(dataDir: string, mode: 'web' | 'desktop' = 'web') {
  const s = startAppServices({ dataDir, mode, version: 't' });
  open.push(s);
  const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: `c-${mode}` }) as Promise<any>;
  return { s, call };
}

/** Starts another process that takes the folder's lock; resolves with its pid once it holds it. */
function otherProcess(dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/locked \d+/.test(out)) resolve(child);
      else if (/held by/.test(out)) reject(new Error(out));
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited (${code})`)));
  });
}

describe('one writer per data folder', () => {
  it('a second app on the folder opens read-only, refuses every write, writes nothing, and reads what the first commits', async () => {
    const dir = tempDir();
    const first = start(dir, 'desktop');
    expect(first.s.info.lockedBy).toBeNull();
    const id = (await first.call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free', title: 'Shared' })).value.id as string;

    const second = start(dir, 'web');
    expect(second.s.info.lockedBy).toMatchObject({ pid: process.pid, host: os.hostname(), mode: 'desktop' });
    expect(second.s.db.readonly).toBe(true);
    const dbFile = path.join(dir, 'campaign-table.sqlite');
    const before = first.s.db.prepare('SELECT count(*) FROM games').pluck().get();

    const refused = { ok: false, code: 'app.readOnly', params: { pid: process.pid, mode: 'desktop' } };
    expect(await second.call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' })).toEqual(refused);
    expect(await second.call('game.apply', { id, head: 0, action: { type: 'roll', count: 1, sides: 6 } })).toEqual(refused);
    expect(await second.call('game.undo', { id, head: 0 })).toEqual(refused);
    expect(await second.call('settings.update', { theme: 'dark' })).toEqual(refused);
    expect(await second.call('game.rename', { id, title: 'Mine now' })).toEqual(refused);
    expect(await second.call('game.deleteForever', { id })).toEqual(refused);
    expect(await second.call('game.import', { text: '{}' })).toEqual(refused);
    expect(await second.call('companion.tableRemove', { gameId: 'afrika-korps', table: 'crt' })).toEqual(refused);
    expect(await second.call('rulebook.importBegin', { game: 'afrika-korps', fileName: 'x.txt', bytes: 10, lang: 'it' })).toMatchObject({ ok: false });
    expect(first.s.db.prepare('SELECT count(*) FROM games').pluck().get()).toBe(before);
    expect(first.s.db.prepare("SELECT title FROM games WHERE id = ?").pluck().get(id)).toBe('Shared');

    // What the writer commits, the reader sees on its next call (it cached the game at head 0).
    expect((await second.call('game.open', { id })).value.head).toBe(0);
    await first.call('game.apply', { id, head: 0, action: { type: 'move', units: ['de-21pz-5'], to: 'W7' } });
    expect((await second.call('game.open', { id })).value).toMatchObject({ head: 1 });
    expect((await second.call('games.list', {})).value.find((g: { id: string }) => g.id === id)).toMatchObject({ head: 1 });
    expect(fs.existsSync(dbFile)).toBe(true);

    // The writer closes: the lock goes with it, and the next app writes.
    first.s.close();
    second.s.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const third = start(dir);
    expect(third.s.info.lockedBy).toBeNull();
    expect(await third.call('game.rename', { id, title: 'Renamed' })).toMatchObject({ ok: true });
  });

  it('classifies every call: only the listed reads run in read-only mode', async () => {
    const dir = tempDir();
    start(dir);
    const reader = start(dir);
    for (const channel of CHANNELS) {
      const r = await reader.call(channel, {});
      if (READ_CHANNELS.has(channel)) expect(r.ok === false && r.code === 'app.readOnly', channel).toBe(false);
      else expect(r.ok === false && (r.code === 'app.readOnly' || r.code === 'api.invalidArguments'), channel).toBe(true);
    }
  });

  it('detects another process holding the folder, and takes the lock over once that process is gone', async () => {
    const dir = tempDir();
    const child = await otherProcess(dir);
    expect(lockHolder(dir)).toMatchObject({ pid: child.pid, host: os.hostname(), mode: 'web' });
    const reader = start(dir);
    expect(reader.s.info.lockedBy).toMatchObject({ pid: child.pid });
    reader.s.close();

    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    // The killed process left its lock behind: it is stale, and the next app takes it over.
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    expect(lockHolder(dir)).toBeNull();
    const writer = start(dir, 'desktop');
    expect(writer.s.info.lockedBy).toBeNull();
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, mode: 'desktop' });
  });

  it('takes over a lock left by a process that no longer runs, but not one from another machine', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: gone, host: os.hostname(), mode: 'web', startedAt: '2020-01-01T00:00:00Z' }));
    const taken = acquireDataLock(dir, 'desktop');
    expect(taken.ok).toBe(true);
    if (taken.ok) taken.lock.release();

    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: gone, host: `not-${os.hostname()}`, mode: 'web', startedAt: '2020-01-01T00:00:00Z' }));
    expect(acquireDataLock(dir, 'desktop')).toMatchObject({ ok: false, holder: { host: `not-${os.hostname()}` } });
  });
});

describe('npm run web on a folder another app holds', () => {
  function web(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', webCli, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let out = '';
      let err = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        // Started: it serves read-only. Stop it.
        if (/is running at/.test(out) && /Read-only/.test(out)) child.kill('SIGTERM');
      });
      child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
      child.on('exit', (code) => resolve({ code, out, err }));
    });
  }

  it('names the holder and exits non-zero, unless --read-only is given', async () => {
    const dir = tempDir();
    start(dir, 'desktop');
    const refused = await web(['--data', dir]);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(`process ${process.pid} on ${os.hostname()} (the desktop app`);
    expect(refused.err).toContain('--read-only');

    const looking = await web(['--data', dir, '--read-only']);
    expect(looking.out).toMatch(new RegExp(`Read-only: .*process ${process.pid}`));
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
  });
});
