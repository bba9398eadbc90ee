import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * One writer per data folder. The process that writes the database holds a lock file beside it,
 * created atomically (written aside, then hard-linked into place, which fails if one exists). A
 * second process finds it and learns who holds the folder; it may then open the database
 * read-only. A lock left by a process that is gone (on this host) is taken over.
 */

export const LOCK_FILE = 'campaign-table.lock';

export interface LockHolder {
  pid: number;
  host: string;
  mode: 'desktop' | 'web';
  startedAt: string;
}

export interface DataLock {
  holder: LockHolder;
  release(): void;
}

export type LockAttempt = { ok: true; lock: DataLock } | { ok: false; holder: LockHolder };

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

function parseHolder(text: string): LockHolder | null {
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    if (typeof h.pid !== 'number' || !Number.isSafeInteger(h.pid) || typeof h.host !== 'string' || typeof h.startedAt !== 'string') return null;
    return { pid: h.pid, host: h.host, mode: h.mode === 'web' ? 'web' : 'desktop', startedAt: h.startedAt };
  } catch {
    return null;
  }
}

/** Whether a process with this id runs on this machine (one we may not signal still runs). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder of the folder's lock, or null when nobody (alive) holds it. */
export function lockHolder(dataDir: string): LockHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const holder = parseHolder(text);
  // An unreadable lock is not ours to judge: it counts as held by an unknown process.
  if (!holder) return { pid: 0, host: '', mode: 'desktop', startedAt: '' };
  return holder.host === os.hostname() && !alive(holder.pid) ? null : holder;
}

/** Takes the folder's lock, taking over a stale one; or says who holds it. */
export function acquireDataLock(dataDir: string, mode: LockHolder['mode'], now: () => Date = () => new Date()): LockAttempt {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = lockPath(dataDir);
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), mode, startedAt: now().toISOString() };
  const text = `${JSON.stringify(holder)}\n`;
  const aside = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, text, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (createExclusive(aside, target, text)) return { ok: true, lock: { holder, release: () => release(target, text) } };
      const current = fs.readFileSync(target, 'utf8');
      const other = lockHolder(dataDir);
      if (other) return { ok: false, holder: other };
      // Stale: move it away only if it is still the very lock we judged, then try again.
      const stale = `${target}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        fs.renameSync(target, stale);
      } catch {
        continue;
      }
      if (fs.readFileSync(stale, 'utf8') !== current) {
        // Another process took the folder meanwhile: put its lock back and yield to it.
        try {
          fs.linkSync(stale, target);
        } catch {
          /* it is there again already */
        }
        fs.rmSync(stale, { force: true });
        const now2 = lockHolder(dataDir);
        if (now2) return { ok: false, holder: now2 };
        continue;
      }
      fs.rmSync(stale, { force: true });
    }
    const last = lockHolder(dataDir);
    return { ok: false, holder: last ?? { pid: 0, host: '', mode: 'desktop', startedAt: '' } };
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** Puts the lock in place with its content, failing (false) if one exists. */
function createExclusive(aside: string, target: string, text: string): boolean {
  try {
    fs.linkSync(aside, target);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw e;
  }
  // File systems without hard links: an exclusive create, then the content.
  try {
    fs.writeFileSync(target, text, { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

/** Removes the lock if it is still ours. */
function release(target: string, text: string): void {
  try {
    if (fs.readFileSync(target, 'utf8') === text) fs.rmSync(target);
  } catch {
    /* already gone */
  }
}
