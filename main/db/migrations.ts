/**
 * Schema migrations, in order. Migration N brings the database from user_version N-1 to N; each
 * runs in its own transaction together with the user_version bump. Never edit a released entry:
 * append a new one.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'settings and saved games',
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        title TEXT NOT NULL,
        scenario TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX games_by_updated ON games (updated_at DESC);
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
