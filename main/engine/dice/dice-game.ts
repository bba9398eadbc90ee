import { err, ok, type Result } from '../../../shared/api/result.js';
import type { Message } from '../../../shared/engine/view.js';
import type { AnyGameModule, BaseState } from '../module.js';
import { step } from '../core.js';
import { hashState } from '../canonical.js';
import type { LoggedAction } from '../game-file.js';
import type { Seat } from './chain.js';
import { acceptReveal, askRoll, settle, type DiceTable, type Reveal } from './protocol.js';
import { revealsDue, type DiceKeeper } from './player.js';

/**
 * One player's copy of a commit–reveal game, as the engine plays it: an action needing dice is
 * held as pending with its roll until both reveals are in, then applied with the dice they give.
 * Both copies run the same steps — the actor proposes its action, the opponent proposes the same
 * action from the file or message it received — and each sends the reveals `outgoing` names.
 */
export interface DiceGame {
  module: AnyGameModule;
  state: BaseState;
  table: DiceTable;
  keeper: DiceKeeper;
  log: LoggedAction[];
  /** The action waiting for its roll's reveals, with the log position it takes. */
  pending: { seq: number; action: unknown; k: number } | null;
}

/** What a view shows while a roll waits: which roll, for which action, and whose reveal is missing. */
export interface AwaitingReveal {
  roll: number;
  seq: number;
  waitingFor: Seat[];
}

export function awaitingRevealOf(g: DiceGame): AwaitingReveal | null {
  const roll = g.pending ? g.table.pending.find((p) => p.k === g.pending!.k) : undefined;
  if (!g.pending || !roll) return null;
  return { roll: roll.k, seq: roll.seq, waitingFor: (['a', 'b'] as const).filter((s) => roll.reveals[s] === undefined) };
}

/** `applied`: the action this step put in the log, with the messages it produced (null while it waits). */
export type Step = Result<{ game: DiceGame; outgoing: Reveal[]; awaiting: AwaitingReveal | null; applied: { entry: LoggedAction; messages: Message[] } | null }>;

/** An action proposed to this copy (by its player, or as received from the opponent). */
export function proposeAction(g: DiceGame, action: unknown, at: string): Step {
  if (g.pending) return err('dice.stillWaiting', { roll: g.pending.k, seq: g.pending.seq });
  const seq = g.log.length + 1;
  const r = step(g.module, g.state, { action }, 'commit-reveal');
  if (r.ok) {
    const entry: LoggedAction = { seq, at, action: r.action, dice: r.dice, hash: hashState(r.state) };
    return ok({ game: { ...g, state: r.state, log: [...g.log, entry] }, outgoing: [], awaiting: null, applied: { entry, messages: r.messages } });
  }
  if (!r.awaitingReveal) return err('game.refused', { reason: r.refusal.reason, ...(r.refusal.rule ? { rule: r.refusal.rule } : {}), ...r.refusal.params });
  const asked = askRoll(g.table, seq, r.awaitingReveal.count, r.awaitingReveal.sides);
  if (!asked.ok) return asked;
  // This copy's own reveal goes in at once: the action it opens is now fixed.
  const mine = revealsDue(g.keeper, asked.value.table);
  if (!mine.ok) return mine;
  let table = asked.value.table;
  for (const rv of mine.value) {
    const taken = acceptReveal(table, rv);
    if (!taken.ok) return taken;
    table = taken.value;
  }
  return settleIfReady({ ...g, table, pending: { seq, action, k: asked.value.roll.k } }, mine.value, at);
}

/** The opponent's reveals: all verified or none taken; the waiting action is applied once both are in. */
export function receiveReveals(g: DiceGame, reveals: readonly Reveal[], at: string): Step {
  let table = g.table;
  for (const rv of reveals) {
    if (rv.seat === g.keeper.seat) return err('dice.forgedReveal', { seat: rv.seat, roll: rv.k });
    const taken = acceptReveal(table, rv);
    if (!taken.ok) return taken;
    table = taken.value;
  }
  return settleIfReady({ ...g, table }, [], at);
}

function settleIfReady(g: DiceGame, outgoing: Reveal[], at: string): Step {
  const done = settle(g.table);
  if (!done.ok) return done;
  if (!g.pending || !done.value || !('roll' in done.value)) return ok({ game: g, outgoing, awaiting: awaitingRevealOf(g), applied: null });
  const roll = done.value.roll;
  const r = step(g.module, g.state, { action: g.pending.action, revealed: { k: roll.k, reveals: roll.reveals, values: roll.values } }, 'commit-reveal');
  if (!r.ok) return err('game.refused', { reason: r.refusal.reason, ...r.refusal.params });
  const entry: LoggedAction = { seq: g.pending.seq, at, action: r.action, dice: r.dice, hash: hashState(r.state) };
  const game = { ...g, state: r.state, table: done.value.table, log: [...g.log, entry], pending: null };
  return ok({ game, outgoing, awaiting: null, applied: { entry, messages: r.messages } });
}
