import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Notice } from '../../shared/api/contract.js';
import { StorageError } from './errors.js';
import { MIGRATIONS, type Migration } from './migrations.js';

export type Db = Database.Database;

export interface OpenOptions {
  /** Path of a better-sqlite3 binary built for this runtime (Electron needs its own ABI build). */
  nativeBinding?: string;
  migrations?: readonly Migration[];
  now?: () => Date;
  /**
   * Open for reading only (another process writes this folder): nothing is created, migrated,
   * moved aside or written; a database of another schema version is refused.
   */
  readonly?: boolean;
}

export interface OpenedDatabase {
  db: Db;
  path: string;
  /** Things the person must be told, such as a corrupt file moved aside. */
  notices: Notice[];
}

const stamp = (d: Date): string => d.toISOString().replace(/[:.]/g, '-');

/** Opens and checks a file without changing it: a bad file fails on its first read. */
function connect(file: string, options: OpenOptions): Db {
  const db = new Database(file, {
    timeout: 5000,
    ...(options.readonly ? { readonly: true, fileMustExist: true } : {}),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new CorruptDatabase(String(check));
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

function configure(db: Db): void {
  db.pragma('journal_mode = WAL');
  // Set explicitly on every connection: FULL makes a committed action survive power loss too.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

class CorruptDatabase extends Error {}

function isCorruption(e: unknown): boolean {
  if (e instanceof CorruptDatabase) return true;
  const code = (e as { code?: unknown })?.code;
  return code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT' || (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT'));
}

/** Moves a damaged database and its WAL companions aside, keeping them for the person to inspect. */
function moveAside(file: string, now: Date): string {
  const { dir, name, ext } = path.parse(file);
  const target = path.join(dir, `${name}.corrupt-${stamp(now)}${ext}`);
  fs.renameSync(file, target);
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, target + suffix);
  }
  return target;
}

export function migrate(db: Db, migrations: readonly Migration[], backupTo?: (version: number) => string): void {
  const latest = migrations.length ? migrations[migrations.length - 1]!.version : 0;
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) throw new StorageError('db.tooNew', { found: current, supported: latest });
  const pending = migrations.filter((m) => m.version > current);
  if (pending.length === 0) return;
  // Keep a copy of a database that already holds data before changing its schema.
  if (current > 0 && backupTo) db.prepare('VACUUM INTO ?').run(backupTo(current));
  for (const m of pending) {
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}

/**
 * Opens (creating if needed) the app's database: WAL, explicit synchronous, foreign keys,
 * integrity check, migrations. A corrupt file is never overwritten or deleted: it is renamed
 * beside the new one and a notice says where.
 */
export function openDatabase(file: string, options: OpenOptions = {}): OpenedDatabase {
  const now = options.now ?? (() => new Date());
  const migrations = options.migrations ?? MIGRATIONS;
  if (options.readonly) return openReadOnly(file, options, migrations);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const notices: Notice[] = [];

  let db: Db;
  try {
    db = connect(file, options);
  } catch (e) {
    if (!isCorruption(e)) throw e;
    const kept = moveAside(file, now());
    notices.push({ code: 'db.recoveredCorrupt', params: { path: kept } });
    db = connect(file, options);
  }

  try {
    const latest = migrations.length ? migrations[migrations.length - 1]!.version : 0;
    const found = db.pragma('user_version', { simple: true }) as number;
    // A newer app's database is left exactly as it is.
    if (found > latest) throw new StorageError('db.tooNew', { found, supported: latest });
    configure(db);
    const { dir, name, ext } = path.parse(file);
    migrate(db, migrations, (v) => path.join(dir, `${name}.before-upgrade-v${v}-${stamp(now())}${ext}`));
  } catch (e) {
    db.close();
    throw e;
  }
  return { db, path: file, notices };
}

/** The database another process writes, opened for reading only: it must be there, whole, and of this schema. */
function openReadOnly(file: string, options: OpenOptions, migrations: readonly Migration[]): OpenedDatabase {
  let db: Db;
  try {
    db = connect(file, options);
  } catch (e) {
    throw new StorageError('db.unavailable', { path: file, readOnly: 'true', reason: String((e as { code?: unknown }).code ?? 'open') });
  }
  const latest = migrations.length ? migrations[migrations.length - 1]!.version : 0;
  const found = db.pragma('user_version', { simple: true }) as number;
  if (found !== latest) {
    db.close();
    if (found > latest) throw new StorageError('db.tooNew', { found, supported: latest });
    throw new StorageError('db.unavailable', { path: file, readOnly: 'true', reason: `schema ${found}` });
  }
  db.pragma('foreign_keys = ON');
  return { db, path: file, notices: [] };
}
