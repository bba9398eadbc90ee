import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '../../../shared/api/result.js';
import { chainValue, commitmentOf, type Seat } from './chain.js';
import type { DiceTable, Reveal } from './protocol.js';

/**
 * What one player's app keeps for a commit–reveal game: its secret (never sent, never in a game
 * file) and its seat. It gives its commitment once, and a reveal only for a roll the shared table
 * already holds as pending — that is, once the action needing the roll is fixed in the log. A
 * reveal released earlier would let the opponent compute the die before choosing their action.
 */
export interface DiceKeeper {
  game: string;
  seat: Seat;
  secret: string;
}

export const newDiceSecret = (): string => randomBytes(32).toString('hex');

export function newKeeper(game: string, seat: Seat, secret: string = newDiceSecret()): DiceKeeper {
  return { game, seat, secret };
}

export const keeperCommitment = (k: DiceKeeper): string => commitmentOf(k.secret, k.game, k.seat);

/** This player's reveal for every pending roll still waiting for it (what a reply by email carries). */
export function revealsDue(keeper: DiceKeeper, t: DiceTable): Result<Reveal[]> {
  if (t.game !== keeper.game) return err('dice.otherGame');
  if (t.commitments[keeper.seat] !== keeperCommitment(keeper)) return err('dice.commitmentChanged', { seat: keeper.seat });
  return ok(
    t.pending
      .filter((p) => p.reveals[keeper.seat] === undefined)
      .map((p) => ({ game: t.game, seat: keeper.seat, k: p.k, seq: p.seq, value: chainValue(keeper.secret, keeper.game, keeper.seat, p.k) })),
  );
}
