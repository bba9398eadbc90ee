import { err, ok, type Result } from '../../../shared/api/result.js';
import { CHAIN_LENGTH, SEATS, isChainValue, linkDown, type Seat } from './chain.js';
import { diceFromReveals } from './draw.js';

/**
 * The shared record of a commit–reveal game's dice, the same in both players' copies: the two
 * commitments, the last value each seat has revealed, and the rolls asked for and not yet settled.
 * Pure data in, pure data out: nothing here is secret, and nothing is applied unless it verifies.
 */
export interface DiceTable {
  game: string;
  commitments: Record<Seat, string | null>;
  /** Per seat: the index and value of its last verified chain value (index 0 is the commitment). */
  last: Record<Seat, { k: number; value: string } | null>;
  /** How many rolls have been asked for; the next one takes index rolls + 1. */
  rolls: number;
  /** Rolls asked for and not settled yet, with the reveals received so far. */
  pending: PendingRoll[];
}

export interface PendingRoll {
  k: number;
  /** The log position of the action the roll belongs to. */
  seq: number;
  count: number;
  sides: number;
  reveals: Partial<Record<Seat, string>>;
}

/** A reveal as it travels between the two apps (in a game file, or a live message). */
export interface Reveal {
  game: string;
  seat: Seat;
  k: number;
  seq: number;
  value: string;
}

/** A roll fixed by both reveals: what the log keeps, so that anyone can check it again. */
export interface SettledRoll {
  k: number;
  seq: number;
  count: number;
  sides: number;
  reveals: Record<Seat, string>;
  values: number[];
}

/** The creator opens the table with its commitment; no die can be drawn until the other seat commits. */
export function openTable(game: string, commitmentA: string): Result<DiceTable> {
  if (!isChainValue(commitmentA)) return err('dice.badCommitment', { seat: 'a' });
  return ok({ game, commitments: { a: commitmentA, b: null }, last: { a: { k: 0, value: commitmentA }, b: null }, rolls: 0, pending: [] });
}

/** The joiner's commitment, once: a second one, or another one, is refused. */
export function joinTable(t: DiceTable, commitmentB: string): Result<DiceTable> {
  if (!isChainValue(commitmentB)) return err('dice.badCommitment', { seat: 'b' });
  if (t.commitments.b !== null) return t.commitments.b === commitmentB ? ok(t) : err('dice.commitmentChanged', { seat: 'b' });
  return ok({ ...t, commitments: { ...t.commitments, b: commitmentB }, last: { ...t.last, b: { k: 0, value: commitmentB } } });
}

/**
 * What the other copy says the commitments are must be what this copy holds: a commitment
 * changed after the game began would let its owner pick new values, and is refused.
 */
export function sameCommitments(t: DiceTable, other: Record<Seat, string | null>): Result<true> {
  for (const seat of SEATS) {
    const mine = t.commitments[seat];
    if (mine !== null && other[seat] !== mine) return err('dice.commitmentChanged', { seat });
  }
  return ok(true);
}

/** A roll the log needs for the action at `seq`: it waits for both reveals. */
export function askRoll(t: DiceTable, seq: number, count: number, sides: number): Result<{ table: DiceTable; roll: PendingRoll }> {
  if (t.commitments.a === null || t.commitments.b === null) return err('dice.notJoined');
  const k = t.rolls + 1;
  if (k > CHAIN_LENGTH) return err('dice.chainExhausted', { limit: CHAIN_LENGTH });
  const roll: PendingRoll = { k, seq, count, sides, reveals: {} };
  return ok({ table: { ...t, rolls: k, pending: [...t.pending, roll] }, roll });
}

/**
 * A reveal received: it must be for this game, for a roll that is pending at that log position,
 * from a seat that has not revealed it yet, and must link down to that seat's last verified value.
 * Anything else is refused and the table is returned unchanged by the caller.
 */
export function acceptReveal(t: DiceTable, r: Reveal): Result<DiceTable> {
  if (r.game !== t.game) return err('dice.otherGame');
  if (!SEATS.includes(r.seat) || !isChainValue(r.value)) return err('dice.malformedReveal');
  const roll = t.pending.find((p) => p.k === r.k);
  if (!roll || roll.seq !== r.seq) return err('dice.notPending', { roll: r.k, seq: r.seq });
  const held = roll.reveals[r.seat];
  if (held !== undefined) return held === r.value ? ok(t) : err('dice.forgedReveal', { seat: r.seat, roll: r.k });
  const last = t.last[r.seat];
  // Reveals come in the order of the rolls: the one before must have been verified first.
  if (!last || last.k !== r.k - 1) return err('dice.outOfOrder', { seat: r.seat, roll: r.k });
  if (linkDown(t.game, r.seat, r.k, r.value) !== last.value) return err('dice.forgedReveal', { seat: r.seat, roll: r.k });
  const pending = t.pending.map((p) => (p === roll ? { ...p, reveals: { ...p.reveals, [r.seat]: r.value } } : p));
  return ok({ ...t, last: { ...t.last, [r.seat]: { k: r.k, value: r.value } }, pending });
}

/** The seats whose reveal a pending roll still waits for. */
export const waitingFor = (roll: PendingRoll): Seat[] => SEATS.filter((s) => roll.reveals[s] === undefined);

/** The oldest pending roll, once both reveals are in: its dice, and the table without it. */
export function settle(t: DiceTable): Result<{ table: DiceTable; roll: SettledRoll } | { waiting: Seat[]; k: number } | null> {
  const roll = t.pending[0];
  if (!roll) return ok(null);
  const a = roll.reveals.a;
  const b = roll.reveals.b;
  if (a === undefined || b === undefined) return ok({ waiting: waitingFor(roll), k: roll.k });
  const values = diceFromReveals({ game: t.game, k: roll.k, seq: roll.seq, a, b, count: roll.count, sides: roll.sides });
  return ok({ table: { ...t, pending: t.pending.slice(1) }, roll: { k: roll.k, seq: roll.seq, count: roll.count, sides: roll.sides, reveals: { a, b }, values } });
}

/**
 * A settled roll read back from a log or a file: asked again, its reveals accepted again, its dice
 * drawn again, and refused unless they are the values written. This is how a copy verifies the
 * other copy's dice without trusting them.
 */
export function verifySettled(t: DiceTable, s: SettledRoll): Result<DiceTable> {
  const asked = askRoll(t, s.seq, s.count, s.sides);
  if (!asked.ok) return asked;
  if (asked.value.roll.k !== s.k) return err('dice.outOfOrder', { seat: 'a', roll: s.k });
  let table = asked.value.table;
  for (const seat of SEATS) {
    const r = acceptReveal(table, { game: t.game, seat, k: s.k, seq: s.seq, value: s.reveals[seat] });
    if (!r.ok) return r;
    table = r.value;
  }
  const done = settle(table);
  if (!done.ok || !done.value || !('roll' in done.value)) return err('dice.forgedReveal', { seat: 'a', roll: s.k });
  if (done.value.roll.values.join(',') !== s.values.join(',')) return err('dice.valuesMismatch', { roll: s.k });
  return ok(done.value.table);
}
