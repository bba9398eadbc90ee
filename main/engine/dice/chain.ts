import { createHash, createHmac } from 'node:crypto';

/**
 * One player's side of the commit–reveal dice (docs/dice-protocol.md): a hash chain grown from the
 * player's secret. The chain's end, value 0, is the commitment sent to the opponent once, when the
 * game is created or joined; the value for roll k is revealed only after the action that needs
 * roll k is in the log. Each link is bound to the game, the seat and its index, so a value from
 * another game, seat or roll never links where it is offered.
 */

/** How many rolls one commitment covers (a game of Afrika Korps draws a few hundred). */
export const CHAIN_LENGTH = 4096;

/** The two seats of a game: `a` created it, `b` joined it. */
export type Seat = 'a' | 'b';
export const SEATS: readonly Seat[] = ['a', 'b'];

const HEX64 = /^[0-9a-f]{64}$/;
export const isChainValue = (x: unknown): x is string => typeof x === 'string' && HEX64.test(x);

/** The value before index k, from the value at k: anyone can compute it, no one can go the other way. */
export function linkDown(game: string, seat: Seat, k: number, valueAtK: string): string {
  return createHash('sha256').update(`campaign-table-dice-link\n${game}\n${seat}\n${k}\n${valueAtK}`).digest('hex');
}

/** The top of the chain, kept from the secret by an HMAC so the secret itself is never hashed in the open. */
function top(secret: string, game: string, seat: Seat): string {
  return createHmac('sha256', secret).update(`campaign-table-dice-top\n${game}\n${seat}\n${CHAIN_LENGTH}`).digest('hex');
}

/** The chain value at index k (0 = the commitment, CHAIN_LENGTH = the top). */
export function chainValue(secret: string, game: string, seat: Seat, k: number): string {
  if (!Number.isInteger(k) || k < 0 || k > CHAIN_LENGTH) throw new RangeError(`chain index ${k} outside 0..${CHAIN_LENGTH}`);
  let v = top(secret, game, seat);
  for (let i = CHAIN_LENGTH; i > k; i--) v = linkDown(game, seat, i, v);
  return v;
}

/** The commitment a player sends: the chain's value 0. */
export const commitmentOf = (secret: string, game: string, seat: Seat): string => chainValue(secret, game, seat, 0);
