import { err, ok, type Result } from '../../../shared/api/result.js';
import type { DiceWait, GameView } from '../../../shared/engine/view.js';
import type { GameKey } from '../../../shared/games/ids.js';
import type { PlayMode } from '../../../shared/games/capabilities.js';
import type { AnyGameModule, BaseState } from '../module.js';
import type { GameSessions, SeenHead } from '../sessions.js';
import type { ActionRow, GameRow, GameStore } from '../store.js';
import { keeperCommitment, newKeeper } from './player.js';
import { joinTable, openTable, waitingFor, type Reveal } from './protocol.js';
import { proposeAction as proposeToCopy, receiveReveals as receiveInCopy, type DiceGame, type Step } from './dice-game.js';
import type { DiceRecord, DiceStore } from './store.js';

/**
 * Commit–reveal games as this data folder plays them (docs/dice-protocol.md): the session layer over
 * dice-game.ts. An action needing dice is held, with this copy's reveal, until the opponent's reveal
 * arrives; it is never applied with a die one side chose. Both transports use it: play by email
 * (main/engine/dice/email.ts) and live play, which calls this API directly:
 *
 *   createCommitRevealGame → {view, commitment}        the creator's copy, seat a
 *   joinCommitRevealGame(id) → {view, commitment}      a received copy takes seat b
 *   receiveCommitment(id, commitment)                   the creator's copy records b's
 *   proposeAction(id, action) → {view, outgoing}        send `outgoing` (this copy's reveals) with the action
 *   receiveReveals(id, reveals) → {view, outgoing}      the opponent's reveals; the action applies once both are in
 *   awaiting(id)                                        the roll waited for, and whose reveal is missing
 */
export interface DiceSessionDeps {
  store: GameStore;
  dice: DiceStore;
  sessions: GameSessions;
  now?: () => Date;
  snapshotEvery?: number;
}

export type DiceStepResult = Result<{ view: GameView; outgoing: Reveal[] }>;

/** What the view shows of a record: the roll its held action waits for, and whose reveal is missing. */
export function diceWaitOf(rec: DiceRecord | null): DiceWait | null {
  if (!rec?.pending) return null;
  const roll = rec.table.pending.find((p) => p.k === rec.pending!.k);
  return roll ? { roll: roll.k, seq: rec.pending.seq, waitingFor: waitingFor(roll), seat: rec.seat } : null;
}

export function createDiceSessions(d: DiceSessionDeps) {
  const now = d.now ?? (() => new Date());
  const snapshotEvery = d.snapshotEvery ?? 50;

  function recordOf(id: string): Result<{ row: GameRow; rec: DiceRecord }> {
    const row = d.store.get(id);
    if (!row) return err('game.notFound', { id });
    if (row.dicePolicy !== 'commit-reveal') return err('dice.notCommitReveal');
    const rec = d.dice.get(id);
    return rec ? ok({ row, rec }) : err('dice.noTable');
  }

  /** This copy of the game as dice-game.ts plays it, at its head, with its held action. */
  function copyOf(id: string, seen?: SeenHead): Result<{ g: DiceGame; row: GameRow; rec: DiceRecord; module: AnyGameModule }> {
    const found = recordOf(id);
    if (!found.ok) return found;
    const { rec } = found.value;
    if (!rec.seat || !rec.secret) return err('dice.noSeat');
    const pos = d.sessions.position(id, seen);
    if (!pos.ok) return pos;
    const log = d.store.actions(id).slice(0, pos.value.row.head);
    const keeper = newKeeper(rec.table.game, rec.seat, rec.secret);
    const pending = rec.pending ? { seq: rec.pending.seq, action: rec.pending.action, k: rec.pending.k } : null;
    const g: DiceGame = { module: pos.value.module, state: pos.value.state, table: rec.table, keeper, log, pending };
    return ok({ g, row: pos.value.row, rec, module: pos.value.module });
  }

  function actionRow(module: AnyGameModule, state: BaseState, applied: NonNullable<Extract<Step, { ok: true }>['value']['applied']>): ActionRow {
    const v = module.where?.(state) ?? module.view(state, null);
    const e = applied.entry;
    return { seq: e.seq, at: e.at, action: e.action, dice: e.dice, messages: applied.messages, hash: e.hash, turn: v.turn, phase: v.phase };
  }

  /** Writes what a step did — the applied action and the dice record — in one transaction, or nothing. */
  function persist(id: string, row: GameRow, rec: DiceRecord, step: Step, proposedAt: string): DiceStepResult {
    if (!step.ok) return step;
    const { game, applied, outgoing } = step.value;
    const at = now().toISOString();
    const held = game.pending ? { seq: game.pending.seq, action: game.pending.action, k: game.pending.k, at: rec.pending?.seq === game.pending.seq ? rec.pending.at : proposedAt } : null;
    const written = d.dice.transaction(() => {
      if (applied) {
        const r = actionRow(game.module, game.state, applied);
        const snapshot = r.seq % snapshotEvery === 0 ? JSON.stringify(game.state) : null;
        if (!d.store.append(id, r, snapshot, { head: row.head, hash: row.headHash })) return false;
      }
      d.dice.put({ ...rec, table: game.table, pending: held }, at);
      return true;
    });
    d.sessions.evict(id);
    if (!written) return err('game.changed', { head: d.store.get(id)?.head ?? 0 });
    const view = d.sessions.open(id);
    return view.ok ? ok({ view: view.value, outgoing }) : view;
  }

  const api = {
    /** A new game in the commit-reveal mode: this copy holds seat a; `commitment` goes to the opponent with the game. */
    createCommitRevealGame(gameId: GameKey, scenario: string, title?: string, mode: PlayMode | null = null): Result<{ view: GameView; commitment: string }> {
      return d.dice.transaction(() => {
        const created = d.sessions.create(gameId, scenario, title, 'commit-reveal', mode);
        if (!created.ok) return created;
        const row = d.store.get(created.value.id)!;
        const keeper = newKeeper(row.uid, 'a');
        const commitment = keeperCommitment(keeper);
        const table = openTable(row.uid, commitment);
        if (!table.ok) return table;
        d.dice.put({ game: row.id, seat: 'a', secret: keeper.secret, table: table.value, pending: null }, now().toISOString());
        return ok({ view: created.value, commitment });
      });
    },

    /** A copy received from the creator takes seat b (once; asked again, the same commitment). */
    joinCommitRevealGame(id: string): Result<{ view: GameView; commitment: string }> {
      const found = recordOf(id);
      if (!found.ok) return found;
      const { row, rec } = found.value;
      let commitment: string;
      if (rec.seat === 'b' && rec.secret) commitment = keeperCommitment(newKeeper(rec.table.game, 'b', rec.secret));
      else if (rec.seat === 'a') return err('dice.ownGame');
      else if (rec.table.commitments.b !== null) return err('dice.alreadyJoined');
      else {
        const keeper = newKeeper(rec.table.game, 'b');
        commitment = keeperCommitment(keeper);
        const joined = joinTable(rec.table, commitment);
        if (!joined.ok) return joined;
        d.dice.put({ ...rec, seat: 'b', secret: keeper.secret, table: joined.value }, now().toISOString());
      }
      d.sessions.evict(row.id);
      const view = d.sessions.open(row.id);
      return view.ok ? ok({ view: view.value, commitment }) : view;
    },

    /** The creator's copy records the joiner's commitment; another one later is refused (dice.commitmentChanged). */
    receiveCommitment(id: string, commitment: string): Result<GameView> {
      const found = recordOf(id);
      if (!found.ok) return found;
      const { rec } = found.value;
      const joined = joinTable(rec.table, commitment);
      if (!joined.ok) return joined;
      d.dice.put({ ...rec, table: joined.value }, now().toISOString());
      d.sessions.evict(id);
      return d.sessions.open(id);
    },

    /** Both commitments as this copy holds them (b null until the opponent joined). */
    commitments(id: string): Result<DiceRecord['table']['commitments']> {
      const found = recordOf(id);
      return found.ok ? ok(found.value.rec.table.commitments) : found;
    },

    /**
     * An action for this copy (its player's, or the opponent's as received): applied at once when it
     * needs no dice; otherwise held with its roll, and this copy's reveal is in `outgoing`.
     */
    proposeAction(id: string, action: unknown, seen?: SeenHead): DiceStepResult {
      const c = copyOf(id, seen);
      if (!c.ok) return c;
      const at = now().toISOString();
      return persist(id, c.value.row, c.value.rec, proposeToCopy(c.value.g, action, at), at);
    },

    /** The opponent's reveals: all verified or nothing taken; the held action applies once both are in. */
    receiveReveals(id: string, reveals: readonly Reveal[]): DiceStepResult {
      const c = copyOf(id);
      if (!c.ok) return c;
      const at = now().toISOString();
      return persist(id, c.value.row, c.value.rec, receiveInCopy(c.value.g, reveals, at), at);
    },

    /** The roll this copy waits for and whose reveal is missing; null when nothing waits. */
    awaiting(id: string): DiceWait | null {
      return diceWaitOf(d.dice.get(id));
    },

    /** game.apply for every game: a commit-reveal game's actions go through proposeAction. */
    apply(id: string, action: unknown, dice?: readonly number[], seen?: SeenHead): Result<GameView> {
      if (d.store.get(id)?.dicePolicy !== 'commit-reveal') return d.sessions.apply(id, action, dice, seen);
      if (dice?.length) return err('game.refused', { reason: 'diceFromApp' });
      const r = api.proposeAction(id, action, seen);
      return r.ok ? ok(r.value.view) : r;
    },

    /**
     * Undo and redo in a commit-reveal game: not while an action waits (its roll holds the next log
     * position), and never over a settled roll — taking it back would let a player draw that die again.
     */
    undo(id: string, seen?: SeenHead): Result<GameView> {
      const guard = moveGuard(id, 0);
      return guard.ok ? d.sessions.undo(id, seen) : guard;
    },
    redo(id: string, seen?: SeenHead): Result<GameView> {
      const guard = moveGuard(id, 1);
      return guard.ok ? d.sessions.redo(id, seen) : guard;
    },

    /**
     * A branch or a duplicate of a commit-reveal game would be a game with no commitments of its own,
     * in which no die could ever be rolled: refused (dice.noCopy). `copy` makes it for other games.
     */
    copyGuard(id: string): Result<true> {
      return d.store.get(id)?.dicePolicy === 'commit-reveal' ? err('dice.noCopy') : ok(true);
    },
  };

  function moveGuard(id: string, offset: 0 | 1): Result<true> {
    const row = d.store.get(id);
    if (row?.dicePolicy !== 'commit-reveal') return ok(true);
    const rec = d.dice.get(id);
    if (rec?.pending) return err('dice.stillWaiting', { roll: rec.pending.k, seq: rec.pending.seq });
    const crossed = d.store.actions(id)[row.head - 1 + offset];
    if (crossed?.dice.some((x) => x.source === 'commit-reveal')) return err('dice.noUndo', { seq: crossed.seq });
    return ok(true);
  }

  return api;
}

export type DiceSessions = ReturnType<typeof createDiceSessions>;
