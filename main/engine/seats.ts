import type { Db } from '../db/open.js';
import type { Seat } from '../../shared/api/contract-seats.js';
import type { ComputerStrength } from '../../shared/games/capabilities.js';

interface SeatRow {
  side: string;
  kind: string;
  strength: string | null;
}

const STRENGTH_OF: Record<string, ComputerStrength> = { quick: 'quick', normal: 'normal', strong: 'strong' };

/**
 * Who plays each side of a saved game (the game_seats table): kept beside the game, never in its
 * log, so changing a seat is not a game action and a game file never carries it.
 */
export function createSeatStore(db: Db) {
  const select = db.prepare<[string], SeatRow>('SELECT side, kind, strength FROM game_seats WHERE game = ?');
  const upsert = db.prepare<[string, string, string, string | null, string]>(
    `INSERT INTO game_seats (game, side, kind, strength, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (game, side) DO UPDATE SET kind = excluded.kind, strength = excluded.strength, updated_at = excluded.updated_at`,
  );
  const writeAll = db.transaction((game: string, seats: readonly Seat[], at: string) => {
    for (const s of seats) upsert.run(game, s.side, s.kind, s.kind === 'computer' ? s.strength : null, at);
  });

  return {
    /** The seats of `sides` in their order; a side with no stored seat (or a damaged row) is a person's. */
    get(game: string, sides: readonly string[]): Seat[] {
      const rows = new Map(select.all(game).map((r) => [r.side, r]));
      return sides.map((side): Seat => {
        const r = rows.get(side);
        const strength = r?.strength ? STRENGTH_OF[r.strength] : undefined;
        return r?.kind === 'computer' && strength ? { side, kind: 'computer', strength } : { side, kind: 'person' };
      });
    },
    /** Writes the seats given (the other sides keep theirs), in one transaction. */
    set(game: string, seats: readonly Seat[], at: Date = new Date()): void {
      writeAll(game, seats, at.toISOString());
    },
  };
}

export type SeatStore = ReturnType<typeof createSeatStore>;
