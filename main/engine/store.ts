import type { Db } from '../db/open.js';
import type { DiceRoll, Message } from '../../shared/engine/view.js';
import { GAME_IDS, IMPORTED_PREFIX, type GameKey } from '../../shared/games/ids.js';
import type { DicePolicy } from './core.js';
import type { PlayMode } from '../../shared/games/capabilities.js';

export interface GameRow {
  id: string;
  /** Identity shared by the copies of one game exchanged by email. */
  uid: string;
  gameId: GameKey;
  title: string;
  scenario: string;
  /** The mode the game was set up in; null for a row older than the field (the module's first mode). */
  startMode: PlayMode | null;
  moduleVersion: number;
  dicePolicy: DicePolicy;
  seed: string;
  head: number;
  headHash: string;
  turn: number;
  phase: string;
  thumbnail: string | null;
  parentId: string | null;
  forkSeq: number | null;
  rootId: string;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ActionRow {
  seq: number;
  action: unknown;
  dice: DiceRoll[];
  messages: Message[];
  hash: string;
  at: string;
  turn: number;
  phase: string;
}

export interface Bookmark {
  seq: number;
  note: string;
  createdAt: string;
}

export interface ListQuery {
  limit?: number;
  query?: string;
  gameId?: GameKey;
  where?: 'library' | 'trash';
}

/** Where the head is, and what the library shows of it. */
export interface HeadSummary {
  head: number;
  hash: string;
  at: string;
  turn: number;
  phase: string;
}

/** The head a writer saw: its seq and the hash stored with it. */
export interface StoredHead {
  head: number;
  hash: string;
}

interface RawGame {
  id: string;
  uid: string;
  game_id: string;
  title: string;
  scenario: string | null;
  start_mode: string | null;
  module_version: number;
  dice_policy: string;
  seed: string;
  head: number;
  head_hash: string;
  turn: number;
  phase: string;
  thumbnail: string | null;
  parent_id: string | null;
  fork_seq: number | null;
  root_id: string;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

interface RawAction {
  seq: number;
  action: string;
  dice: string;
  messages: string;
  hash: string;
  at: string;
  turn: number;
  phase: string;
}

/** Rows of games this app knows: the five, and imported ones (whose keys toRow checks again). */
const KNOWN_GAME = `(game_id IN (${GAME_IDS.map((id) => `'${id}'`).join(', ')}) OR game_id GLOB '${IMPORTED_PREFIX}[a-z0-9]*')`;

const toRow = (r: RawGame): GameRow => ({
  id: r.id,
  uid: r.uid,
  gameId: r.game_id as GameKey, // a key this app does not know opens as game.unknown
  title: r.title,
  scenario: r.scenario ?? '',
  startMode: r.start_mode === 'free' || r.start_mode === 'rules' ? r.start_mode : null,
  moduleVersion: r.module_version,
  dicePolicy: r.dice_policy === 'physical' || r.dice_policy === 'commit-reveal' ? r.dice_policy : 'app',
  seed: r.seed,
  head: r.head,
  headHash: r.head_hash,
  turn: r.turn,
  phase: r.phase,
  thumbnail: r.thumbnail,
  parentId: r.parent_id,
  forkSeq: r.fork_seq,
  rootId: r.root_id || r.id,
  deletedAt: r.deleted_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toAction = (r: RawAction): ActionRow => ({
  seq: r.seq,
  action: JSON.parse(r.action) as unknown,
  dice: JSON.parse(r.dice) as DiceRoll[],
  messages: JSON.parse(r.messages) as Message[],
  hash: r.hash,
  at: r.at,
  turn: r.turn,
  phase: r.phase,
});

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The games and their logs in SQLite. Every write is one transaction, so closing the app at any
 * instant loses at most the action being written, and reopening resumes at the last committed one.
 */
export function createGameStore(db: Db) {
  const insertGame = db.prepare(
    `INSERT INTO games (id, uid, game_id, title, scenario, start_mode, module_version, dice_policy, seed, head, head_hash, turn, phase,
                        thumbnail, parent_id, fork_seq, root_id, deleted_at, created_at, updated_at)
     VALUES (@id, @uid, @gameId, @title, @scenario, @startMode, @moduleVersion, @dicePolicy, @seed, @head, @headHash, @turn, @phase,
             @thumbnail, @parentId, @forkSeq, @rootId, @deletedAt, @createdAt, @updatedAt)`,
  );
  const selectGame = db.prepare<[string], RawGame>('SELECT * FROM games WHERE id = ?');
  const selectByUid = db.prepare<[string], RawGame>(
    'SELECT * FROM games WHERE uid = ? AND deleted_at IS NULL ORDER BY updated_at DESC LIMIT 1',
  );
  const selectTree = db.prepare<[string], RawGame>(
    `SELECT * FROM games WHERE root_id = ? AND ${KNOWN_GAME} ORDER BY created_at, id`,
  );
  const selectActions = db.prepare<[string], RawAction>(
    'SELECT seq, action, dice, messages, hash, at, turn, phase FROM game_actions WHERE game_id = ? ORDER BY seq',
  );
  const deleteFrom = db.prepare<[string, number]>('DELETE FROM game_actions WHERE game_id = ? AND seq >= ?');
  const deleteSnapshotsFrom = db.prepare<[string, number]>('DELETE FROM game_snapshots WHERE game_id = ? AND seq >= ?');
  const insertAction = db.prepare(
    `INSERT INTO game_actions (game_id, seq, action, dice, messages, hash, at, turn, phase)
     VALUES (@gameId, @seq, @action, @dice, @messages, @hash, @at, @turn, @phase)`,
  );
  const moveHead = db.prepare(
    'UPDATE games SET head = @head, head_hash = @hash, updated_at = @at, turn = @turn, phase = @phase WHERE id = @id',
  );
  /** Moves the head only if it is still where the writer saw it (compare-and-swap on games.head). */
  const moveHeadFrom = db.prepare(
    `UPDATE games SET head = @head, head_hash = @hash, updated_at = @at, turn = @turn, phase = @phase
     WHERE id = @id AND head = @expected AND head_hash = @expectedHash`,
  );
  const insertSnapshot = db.prepare<[string, number, string]>('INSERT OR REPLACE INTO game_snapshots (game_id, seq, state) VALUES (?, ?, ?)');
  const selectSnapshot = db.prepare<[string, number], { seq: number; state: string }>(
    'SELECT seq, state FROM game_snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
  );
  const setTitle = db.prepare<[string, string]>('UPDATE games SET title = ? WHERE id = ?');
  const setDeleted = db.prepare<[string | null, string]>('UPDATE games SET deleted_at = ? WHERE id = ?');
  const setThumb = db.prepare<[string, string]>('UPDATE games SET thumbnail = ? WHERE id = ?');
  const removeGame = db.prepare<[string]>('DELETE FROM games WHERE id = ?');
  const expired = db.prepare<[string], { id: string }>('SELECT id FROM games WHERE deleted_at IS NOT NULL AND deleted_at < ?');
  const copyActions = db.prepare<[string, string, number]>(
    `INSERT INTO game_actions (game_id, seq, action, dice, messages, hash, at, turn, phase)
     SELECT ?, seq, action, dice, messages, hash, at, turn, phase FROM game_actions WHERE game_id = ? AND seq <= ?`,
  );
  const copySnapshots = db.prepare<[string, string, number]>(
    'INSERT INTO game_snapshots (game_id, seq, state) SELECT ?, seq, state FROM game_snapshots WHERE game_id = ? AND seq <= ?',
  );
  const copyBookmarks = db.prepare<[string, string, number]>(
    'INSERT INTO game_bookmarks (game_id, seq, note, created_at) SELECT ?, seq, note, created_at FROM game_bookmarks WHERE game_id = ? AND seq <= ?',
  );
  const selectBookmarks = db.prepare<[string], { seq: number; note: string; created_at: string }>(
    'SELECT seq, note, created_at FROM game_bookmarks WHERE game_id = ? ORDER BY seq',
  );
  const upsertBookmark = db.prepare<[string, number, string, string]>(
    `INSERT INTO game_bookmarks (game_id, seq, note, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (game_id, seq) DO UPDATE SET note = excluded.note`,
  );
  const deleteBookmark = db.prepare<[string, number]>('DELETE FROM game_bookmarks WHERE game_id = ? AND seq = ?');

  /** Actions written many at once (an imported file, an opponent's moves): one statement per BATCH rows. */
  const BATCH = 50;
  const insertActions = db.prepare(
    `INSERT INTO game_actions (game_id, seq, action, dice, messages, hash, at, turn, phase)
     VALUES ${Array.from({ length: BATCH }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
  );
  function insertRows(id: string, rows: readonly ActionRow[]): void {
    let i = 0;
    for (; i + BATCH <= rows.length; i += BATCH) {
      const params: (string | number)[] = [];
      for (let j = i; j < i + BATCH; j++) {
        const a = rows[j]!;
        params.push(id, a.seq, JSON.stringify(a.action), JSON.stringify(a.dice), JSON.stringify(a.messages), a.hash, a.at, a.turn, a.phase);
      }
      insertActions.run(params);
    }
    for (; i < rows.length; i++) insertAction.run(rawActionParams(id, rows[i]!));
  }

  const rawActionParams = (id: string, a: ActionRow) => ({
    gameId: id,
    seq: a.seq,
    action: JSON.stringify(a.action),
    dice: JSON.stringify(a.dice),
    messages: JSON.stringify(a.messages),
    hash: a.hash,
    at: a.at,
    turn: a.turn,
    phase: a.phase,
  });

  return {
    create(row: GameRow): void {
      insertGame.run(row);
    },

    get(id: string): GameRow | null {
      const r = selectGame.get(id);
      return r ? toRow(r) : null;
    },

    findByUid(uid: string): GameRow | null {
      const r = selectByUid.get(uid);
      return r ? toRow(r) : null;
    },

    /** The library: newest first, searched by title or scenario, filtered by game, or the trash. */
    list(q: ListQuery = {}): GameRow[] {
      const where = [KNOWN_GAME, q.where === 'trash' ? 'deleted_at IS NOT NULL' : 'deleted_at IS NULL'];
      const params: (string | number)[] = [];
      if (q.gameId) {
        where.push('game_id = ?');
        params.push(q.gameId);
      }
      for (const word of (q.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
        where.push("(title LIKE ? ESCAPE '\\' OR scenario LIKE ? ESCAPE '\\')");
        params.push(likePattern(word), likePattern(word));
      }
      params.push(q.limit ?? 100);
      const sql = `SELECT * FROM games WHERE ${where.join(' AND ')} ORDER BY updated_at DESC, id LIMIT ?`;
      return db.prepare<(string | number)[], RawGame>(sql).all(...params).map(toRow);
    },

    tree(rootId: string): GameRow[] {
      return selectTree.all(rootId).map(toRow);
    },

    actions(id: string): ActionRow[] {
      return selectActions.all(id).map(toAction);
    },

    /**
     * Appends the action after the head, dropping any undone actions past it, and moves the head —
     * only if the stored head is still `expected` (the one the writer decided on): false, and
     * nothing written, when another writer moved it. A stale cache can never delete rows.
     */
    append: db.transaction((id: string, row: ActionRow, snapshot: string | null, expected: StoredHead): boolean => {
      if (row.seq !== expected.head + 1) return false;
      const moved = moveHeadFrom.run({ id, head: row.seq, hash: row.hash, at: row.at, turn: row.turn, phase: row.phase, expected: expected.head, expectedHash: expected.hash });
      if (moved.changes !== 1) return false;
      deleteFrom.run(id, row.seq);
      deleteSnapshotsFrom.run(id, row.seq);
      insertAction.run(rawActionParams(id, row));
      if (snapshot !== null) insertSnapshot.run(id, row.seq, snapshot);
      return true;
    }),

    /**
     * Replaces everything past `keep` with the given actions (an opponent's moves) in one
     * transaction, if the stored head is still `expected`; false, and nothing written, otherwise.
     */
    appendAll: db.transaction((id: string, keep: number, rows: readonly ActionRow[], head: HeadSummary, expected: StoredHead): boolean => {
      if (moveHeadFrom.run({ id, ...head, expected: expected.head, expectedHash: expected.hash }).changes !== 1) return false;
      deleteFrom.run(id, keep + 1);
      deleteSnapshotsFrom.run(id, keep + 1);
      insertRows(id, rows);
      return true;
    }),

    /** A game received from a file: its row and its whole log in one transaction (never an empty game). */
    createWithActions: db.transaction((row: GameRow, rows: readonly ActionRow[], head: HeadSummary): void => {
      insertGame.run(row);
      insertRows(row.id, rows);
      moveHead.run({ id: row.id, ...head });
    }),

    /** Moves the head (undo, redo) if it is still `expected`; false, and nothing written, otherwise. */
    setHead(id: string, head: HeadSummary, expected: StoredHead): boolean {
      return moveHeadFrom.run({ id, ...head, expected: expected.head, expectedHash: expected.hash }).changes === 1;
    },

    snapshotAtOrBefore(id: string, seq: number): { seq: number; state: unknown } | null {
      const r = selectSnapshot.get(id, seq);
      return r ? { seq: r.seq, state: JSON.parse(r.state) as unknown } : null;
    },

    /** A new game row holding the first `upTo` actions of another (duplicate, branch). */
    copy: db.transaction((from: string, row: GameRow, upTo: number) => {
      insertGame.run(row);
      copyActions.run(row.id, from, upTo);
      copySnapshots.run(row.id, from, upTo);
      copyBookmarks.run(row.id, from, upTo);
    }),

    rename(id: string, title: string): void {
      setTitle.run(title, id);
    },

    trash(id: string, at: string | null): void {
      setDeleted.run(at, id);
    },

    remove(id: string): void {
      removeGame.run(id);
    },

    /** Deletes for good the games that went to the trash before `before`; returns their ids. */
    purge: db.transaction((before: string): string[] => {
      const ids = expired.all(before).map((r) => r.id);
      for (const id of ids) removeGame.run(id);
      return ids;
    }),

    setThumbnail(id: string, dataUrl: string): void {
      setThumb.run(dataUrl, id);
    },

    bookmarks(id: string): Bookmark[] {
      return selectBookmarks.all(id).map((b) => ({ seq: b.seq, note: b.note, createdAt: b.created_at }));
    },

    bookmark(id: string, seq: number, note: string, at: string): void {
      upsertBookmark.run(id, seq, note, at);
    },

    unbookmark(id: string, seq: number): void {
      deleteBookmark.run(id, seq);
    },
  };
}

export type GameStore = ReturnType<typeof createGameStore>;
