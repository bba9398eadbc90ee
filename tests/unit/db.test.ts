import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../main/db/open';
import { MIGRATIONS, SCHEMA_VERSION } from '../../main/db/migrations';
import { StorageError } from '../../main/db/errors';
import { tempDir } from './helpers';

const fixedNow = () => new Date('2026-11-22T10:00:00.000Z');

describe('openDatabase', () => {
  it('creates the file with WAL, FULL synchronous, foreign keys, and the latest schema', () => {
    const file = path.join(tempDir(), 'nested', 'db.sqlite');
    const { db, notices } = openDatabase(file);
    expect(notices).toEqual([]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual([
      // version 5: tables entered for the referee's companion
      'companion_tables',
      'game_actions', 'game_bookmarks',
      // version 9: commit–reveal dice (this copy's seat and secret, the dice table, the held action)
      'game_dice',
      'game_seats', 'game_snapshots', 'games',
      // version 4: rulebooks (the FTS5 table and its shadow tables)
      'rulebook_fts', 'rulebook_fts_config', 'rulebook_fts_content', 'rulebook_fts_data', 'rulebook_fts_docsize',
      'rulebook_fts_idx',
      // version 6: PDF rulebooks, the pages of search rows and the pages players set
      'rulebook_fts_pages',
      'rulebook_import_sections', 'rulebook_imports', 'rulebook_index_meta',
      'rulebook_pdfs', 'rulebook_section_pages',
      'settings',
    ]);
    db.close();
    // reopening keeps the data and migrates nothing twice
    const again = openDatabase(file);
    expect(again.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    again.db.close();
  });

  it('moves a file that is not a database aside, keeps it, and says where', () => {
    const dir = tempDir();
    const file = path.join(dir, 'db.sqlite');
    fs.writeFileSync(file, 'this is not a database, but somebody cares about it'.repeat(100));
    const { db, notices } = openDatabase(file, { now: fixedNow });
    const kept = path.join(dir, 'db.corrupt-2026-11-22T10-00-00-000Z.sqlite');
    expect(notices).toEqual([{ code: 'db.recoveredCorrupt', params: { path: kept } }]);
    expect(fs.readFileSync(kept, 'utf8')).toContain('somebody cares');
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('moves a database with damaged pages aside instead of using or deleting it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'db.sqlite');
    const seed = new Database(file);
    seed.pragma('journal_mode = DELETE');
    seed.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); CREATE INDEX t_v ON t (v);');
    const ins = seed.prepare('INSERT INTO t (v) VALUES (?)');
    seed.transaction(() => { for (let i = 0; i < 3000; i++) ins.run(`value ${i} `.repeat(5)); })();
    seed.close();
    const bytes = fs.readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    // scribble over the middle of the file, leaving the header intact
    for (let i = pageSize * 3; i < pageSize * 8; i++) bytes[i] = (i * 31) & 0xff;
    fs.writeFileSync(file, bytes);

    const { db, notices } = openDatabase(file, { now: fixedNow });
    expect(notices[0]?.code).toBe('db.recoveredCorrupt');
    expect(fs.statSync(String(notices[0]!.params.path)).size).toBe(bytes.length);
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 't'").pluck().get()).toBe(0);
    db.close();
  });

  it('refuses a database from a newer version of the app and leaves it untouched', () => {
    const file = path.join(tempDir(), 'db.sqlite');
    const future = new Database(file);
    future.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
    future.close();
    const before = fs.readFileSync(file);
    expect(() => openDatabase(file)).toThrowError(StorageError);
    try {
      openDatabase(file);
    } catch (e) {
      expect((e as StorageError).code).toBe('db.tooNew');
    }
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});

describe('migrate', () => {
  it('runs each pending migration in its own transaction with its version', () => {
    const db = new Database(':memory:');
    migrate(db, [
      { version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER) STRICT;' },
      { version: 2, name: 'b', sql: 'CREATE TABLE b (x INTEGER) STRICT;' },
    ]);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
  });

  it('rolls a failing migration back entirely, keeping the earlier ones', () => {
    const db = new Database(':memory:');
    const steps = [
      { version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER) STRICT;' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE b (x INTEGER) STRICT; INSERT INTO missing VALUES (1);' },
    ];
    expect(() => migrate(db, steps)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(['a']);
  });

  it('backs up a database that holds data before upgrading it', () => {
    const dir = tempDir();
    const db = new Database(path.join(dir, 'db.sqlite'));
    migrate(db, [{ version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER) STRICT;' }]);
    db.prepare('INSERT INTO a VALUES (42)').run();
    const backup = path.join(dir, "it's a backup.sqlite");
    migrate(db, [
      { version: 1, name: 'a', sql: '' },
      { version: 2, name: 'b', sql: 'ALTER TABLE a ADD COLUMN y TEXT;' },
    ], () => backup);
    const copy = new Database(backup, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(1);
    expect(copy.prepare('SELECT x FROM a').pluck().get()).toBe(42);
    copy.close();
  });

  it('keeps the real migrations in order with consecutive versions', () => {
    MIGRATIONS.forEach((m, i) => expect(m.version).toBe(i + 1));
  });
});

describe('upgrading a database from an earlier version of the app', () => {
  it('migrates a version-1 database to the latest schema, keeping its data and a backup', () => {
    const dir = tempDir();
    const file = path.join(dir, 'campaign-table.sqlite');
    const v1 = new Database(file);
    migrate(v1, MIGRATIONS.slice(0, 1));
    v1.prepare(`INSERT INTO settings VALUES ('language', '"it"', '2026-11-01T00:00:00Z')`).run();
    v1.prepare(`INSERT INTO games VALUES ('old', 'afrika-korps', 'Old game', 'march-1941', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')`).run();
    v1.close();

    const { db } = openDatabase(file, { now: fixedNow });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get('language')).toBe('"it"');
    expect(db.prepare('SELECT title, head, dice_policy FROM games WHERE id = ?').get('old')).toEqual({ title: 'Old game', head: 0, dice_policy: 'app' });
    db.close();
    const backups = fs.readdirSync(dir).filter((f) => f.includes('before-upgrade-v1'));
    expect(backups).toHaveLength(1);
  });
});
