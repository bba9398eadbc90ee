import type { Db } from '../../db/open.js';
import type { Seat } from './chain.js';
import type { DiceTable } from './protocol.js';

/** The action a copy holds until its roll settles: its log position, when it was proposed, and its roll's index. */
export interface HeldAction {
  seq: number;
  at: string;
  action: unknown;
  k: number;
}

/**
 * What this data folder keeps of one commit–reveal game (the game_dice table): its seat and secret
 * (never exported, never sent), the dice table both copies share, and the action waiting for a reveal.
 * A copy with no seat (it received a game both players had already joined) can watch, not act.
 */
export interface DiceRecord {
  game: string;
  seat: Seat | null;
  secret: string | null;
  table: DiceTable;
  pending: HeldAction | null;
}

interface Raw {
  game: string;
  seat: string | null;
  secret: string | null;
  dice_table: string;
  pending: string | null;
}

export function createDiceStore(db: Db) {
  const select = db.prepare<[string], Raw>('SELECT game, seat, secret, dice_table, pending FROM game_dice WHERE game = ?');
  const upsert = db.prepare(
    `INSERT INTO game_dice (game, seat, secret, dice_table, pending, updated_at) VALUES (@game, @seat, @secret, @table, @pending, @at)
     ON CONFLICT (game) DO UPDATE SET seat = excluded.seat, secret = excluded.secret, dice_table = excluded.dice_table,
       pending = excluded.pending, updated_at = excluded.updated_at`,
  );
  return {
    get(game: string): DiceRecord | null {
      const r = select.get(game);
      if (!r) return null;
      return {
        game: r.game,
        seat: r.seat === 'a' || r.seat === 'b' ? r.seat : null,
        secret: r.seat === 'a' || r.seat === 'b' ? r.secret : null,
        table: JSON.parse(r.dice_table) as DiceTable,
        pending: r.pending ? (JSON.parse(r.pending) as HeldAction) : null,
      };
    },
    put(r: DiceRecord, at: string): void {
      upsert.run({ game: r.game, seat: r.seat, secret: r.secret, table: JSON.stringify(r.table), pending: r.pending ? JSON.stringify(r.pending) : null, at });
    },
    /** Runs `fn` in one transaction: the game's rows and its dice record are written together or not at all. */
    transaction<T>(fn: () => T): T {
      return db.transaction(fn)();
    },
  };
}

export type DiceStore = ReturnType<typeof createDiceStore>;
