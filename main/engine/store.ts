import type { Db } from '../db/open.js';
import type { DiceRoll, Message } from '../../shared/engine/view.js';
import type { GameId } from '../../shared/games/ids.js';
import type { DicePolicy } from './core.js';

export interface GameRow {
  id: string;
  gameId: GameId;
  title: string;
  scenario: string;
  moduleVersion: number;
  dicePolicy: DicePolicy;
  seed: string;
  head: number;
  headHash: string;
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
}

interface RawGame {
  id: string;
  game_id: string;
  title: string;
  scenario: string | null;
  module_version: number;
  dice_policy: string;
  seed: string;
  head: number;
  head_hash: string;
  created_at: string;
  updated_at: string;
}

/**
 * The game logs in SQLite. Every write is one transaction, so closing the app at any instant
 * loses at most the action being written, and reopening resumes at the last committed one.
 */
export function createGameStore(db: Db) {
  const insertGame = db.prepare(
    `INSERT INTO games (id, game_id, title, scenario, created_at, updated_at, module_version, dice_policy, seed, head, head_hash)
     VALUES (@id, @gameId, @title, @scenario, @createdAt, @updatedAt, @moduleVersion, @dicePolicy, @seed, @head, @headHash)`,
  );
  const selectGame = db.prepare<[string], RawGame>('SELECT * FROM games WHERE id = ?');
  const selectActions = db.prepare<[string], { seq: number; action: string; dice: string; messages: string; hash: string; at: string }>(
    'SELECT seq, action, dice, messages, hash, at FROM game_actions WHERE game_id = ? ORDER BY seq',
  );
  const deleteFrom = db.prepare<[string, number]>('DELETE FROM game_actions WHERE game_id = ? AND seq >= ?');
  const deleteSnapshotsFrom = db.prepare<[string, number]>('DELETE FROM game_snapshots WHERE game_id = ? AND seq >= ?');
  const insertAction = db.prepare(
    'INSERT INTO game_actions (game_id, seq, action, dice, messages, hash, at) VALUES (@gameId, @seq, @action, @dice, @messages, @hash, @at)',
  );
  const moveHead = db.prepare<[number, string, string, string]>('UPDATE games SET head = ?, head_hash = ?, updated_at = ? WHERE id = ?');
  const insertSnapshot = db.prepare<[string, number, string]>('INSERT OR REPLACE INTO game_snapshots (game_id, seq, state) VALUES (?, ?, ?)');
  const selectSnapshot = db.prepare<[string, number], { seq: number; state: string }>(
    'SELECT seq, state FROM game_snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
  );

  const toRow = (r: RawGame): GameRow => ({
    id: r.id,
    gameId: r.game_id as GameId,
    title: r.title,
    scenario: r.scenario ?? '',
    moduleVersion: r.module_version,
    dicePolicy: r.dice_policy === 'physical' ? 'physical' : 'app',
    seed: r.seed,
    head: r.head,
    headHash: r.head_hash,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });

  return {
    create(row: GameRow): void {
      insertGame.run(row);
    },

    get(id: string): GameRow | null {
      const r = selectGame.get(id);
      return r ? toRow(r) : null;
    },

    actions(id: string): ActionRow[] {
      return selectActions.all(id).map((r) => ({
        seq: r.seq,
        action: JSON.parse(r.action) as unknown,
        dice: JSON.parse(r.dice) as DiceRoll[],
        messages: JSON.parse(r.messages) as Message[],
        hash: r.hash,
        at: r.at,
      }));
    },

    /** Appends the action after `head`, dropping any undone actions past it, and moves the head. */
    append: db.transaction((id: string, row: ActionRow, snapshot: string | null) => {
      deleteFrom.run(id, row.seq);
      deleteSnapshotsFrom.run(id, row.seq);
      insertAction.run({
        gameId: id,
        seq: row.seq,
        action: JSON.stringify(row.action),
        dice: JSON.stringify(row.dice),
        messages: JSON.stringify(row.messages),
        hash: row.hash,
        at: row.at,
      });
      if (snapshot !== null) insertSnapshot.run(id, row.seq, snapshot);
      moveHead.run(row.seq, row.hash, row.at, id);
    }),

    setHead(id: string, head: number, hash: string, at: string): void {
      moveHead.run(head, hash, at, id);
    },

    snapshotAtOrBefore(id: string, seq: number): { seq: number; state: unknown } | null {
      const r = selectSnapshot.get(id, seq);
      return r ? { seq: r.seq, state: JSON.parse(r.state) as unknown } : null;
    },
  };
}

export type GameStore = ReturnType<typeof createGameStore>;
