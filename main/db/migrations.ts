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
  {
    version: 2,
    name: 'game logs',
    sql: `
      ALTER TABLE games ADD COLUMN module_version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE games ADD COLUMN dice_policy TEXT NOT NULL DEFAULT 'app';
      ALTER TABLE games ADD COLUMN seed TEXT NOT NULL DEFAULT '';
      ALTER TABLE games ADD COLUMN head INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE games ADD COLUMN head_hash TEXT NOT NULL DEFAULT '';

      -- The append-only log: one row per applied action, with the dice it drew and the state hash.
      -- Rows past games.head are undone actions, kept for redo until a new action replaces them.
      CREATE TABLE game_actions (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        action TEXT NOT NULL,
        dice TEXT NOT NULL,
        messages TEXT NOT NULL,
        hash TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;

      -- States at some points of the log, so opening a long game replays only its tail.
      CREATE TABLE game_snapshots (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 3,
    name: 'saved games library, lines of play, bookmarks',
    sql: `
      -- Identity shared by the copies of one game exchanged by email.
      ALTER TABLE games ADD COLUMN uid TEXT NOT NULL DEFAULT '';
      -- Summary for the library, kept in step with the head.
      ALTER TABLE games ADD COLUMN turn INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE games ADD COLUMN phase TEXT NOT NULL DEFAULT '';
      ALTER TABLE games ADD COLUMN thumbnail TEXT;
      -- Lines of play: a branch names the line and the action it branched after.
      ALTER TABLE games ADD COLUMN parent_id TEXT REFERENCES games (id) ON DELETE SET NULL;
      ALTER TABLE games ADD COLUMN fork_seq INTEGER;
      ALTER TABLE games ADD COLUMN root_id TEXT NOT NULL DEFAULT '';
      -- The trash: deleted games are kept for 30 days.
      ALTER TABLE games ADD COLUMN deleted_at TEXT;
      UPDATE games SET uid = id, root_id = id;
      CREATE INDEX games_by_root ON games (root_id);
      CREATE INDEX games_by_uid ON games (uid);

      ALTER TABLE game_actions ADD COLUMN turn INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE game_actions ADD COLUMN phase TEXT NOT NULL DEFAULT '';

      CREATE TABLE game_bookmarks (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        note TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT;
    `,
  },
  {
    version: 4,
    name: 'rulebooks: imported texts and the search index',
    sql: `
      -- Rulebook texts the user imported (user data: kept until the user removes them).
      CREATE TABLE rulebook_imports (
        id TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        title TEXT NOT NULL,
        file_name TEXT NOT NULL,
        chars INTEGER NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX rulebook_imports_by_game ON rulebook_imports (game_id);

      -- One row per numbered section found in an imported text, in the text's order.
      CREATE TABLE rulebook_import_sections (
        import_id TEXT NOT NULL REFERENCES rulebook_imports (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        section TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (import_id, seq)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX rulebook_import_sections_by_section ON rulebook_import_sections (section);

      -- Which version of the built-in reference the index holds; rebuilt when it changes.
      CREATE TABLE rulebook_index_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      -- Full-text index over summaries, glossary and imported texts, in both languages.
      -- kind: 'summary' | 'glossary' | 'import'; source: '' for built-in rows, the import id else.
      CREATE VIRTUAL TABLE rulebook_fts USING fts5(
        title, body,
        kind UNINDEXED, game_id UNINDEXED, section UNINDEXED, lang UNINDEXED, source UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      );
    `,
  },
  {
    version: 5,
    name: "companion: tables the players entered from their own copies",
    sql: `
      -- A table the seed lacks, entered cell by cell or imported by the player (user data).
      -- cells: JSON array of rows of strings, checked against the game's TableSpec before writing.
      CREATE TABLE companion_tables (
        game_id TEXT NOT NULL,
        table_id TEXT NOT NULL,
        cells TEXT NOT NULL,
        -- Who entered it and from what (free text), as the table file carries them.
        entered_by TEXT NOT NULL,
        source_note TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (game_id, table_id)
      ) STRICT;
    `,
  },
  {
    version: 6,
    name: 'rulebooks: PDF imports, their pages and the pages players set',
    sql: `
      -- An imported PDF (its file is <data folder>/rulebooks/<import_id>.pdf, never a blob here).
      -- text_layer: 'full' | 'partial' | 'none' (a scan: no text, pages set by hand).
      CREATE TABLE rulebook_pdfs (
        import_id TEXT PRIMARY KEY REFERENCES rulebook_imports (id) ON DELETE CASCADE,
        lang TEXT NOT NULL,
        pages INTEGER NOT NULL,
        text_layer TEXT NOT NULL,
        bytes INTEGER NOT NULL
      ) STRICT;

      -- The page a PDF import's section heading was found on (NULL for texts).
      ALTER TABLE rulebook_import_sections ADD COLUMN page INTEGER;

      -- The page of each search index row of a PDF import (rows are cut at page breaks).
      CREATE TABLE rulebook_fts_pages (
        fts_rowid INTEGER PRIMARY KEY,
        import_id TEXT NOT NULL REFERENCES rulebook_imports (id) ON DELETE CASCADE,
        page INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX rulebook_fts_pages_by_import ON rulebook_fts_pages (import_id);

      -- Pages the player set by hand ("18.2 is on page 23"); they win over the pages found.
      CREATE TABLE rulebook_section_pages (
        import_id TEXT NOT NULL REFERENCES rulebook_imports (id) ON DELETE CASCADE,
        section TEXT NOT NULL,
        page INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (import_id, section)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 7,
    name: 'games: the mode a game was set up in is a column, not a suffix of its scenario',
    sql: `
      -- 'free' | 'rules'; NULL: the game module's first mode (rows set up in it before this column).
      ALTER TABLE games ADD COLUMN start_mode TEXT;
      -- A game set up as a free table had ':free' after its scenario id.
      UPDATE games SET start_mode = 'free', scenario = substr(scenario, 1, length(scenario) - 5)
        WHERE scenario LIKE '%:free' AND length(scenario) > 5;
    `,
  },
  {
    version: 8,
    name: 'game seats: who plays each side, a person or the computer (not part of the log)',
    sql: `
      -- A side with no row is played by a person.
      CREATE TABLE game_seats (
        game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        side TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('person', 'computer')),
        strength TEXT CHECK (strength IS NULL OR strength IN ('quick', 'normal', 'strong')),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (game, side)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 9,
    name: 'commit-reveal dice: this copy\'s seat and secret, the shared dice table, the action waiting for a reveal',
    sql: `
      -- One row per game in the commit-reveal dice mode (docs/dice-protocol.md). The secret stays in
      -- this data folder: it is never exported, never sent, never copied to a branch or duplicate.
      -- seat/secret NULL: a copy that holds no seat (it watches; it cannot act).
      CREATE TABLE game_dice (
        game TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        seat TEXT CHECK (seat IS NULL OR seat IN ('a', 'b')),
        secret TEXT,
        -- The DiceTable both copies share (commitments, last verified reveals, pending rolls), JSON.
        dice_table TEXT NOT NULL,
        -- The action waiting for its roll's reveals, JSON {seq, at, action, k}; NULL when none waits.
        pending TEXT,
        updated_at TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
