import { err, ok, type Result } from '../../../shared/api/result.js';
import type { ImportResult } from '../../../shared/api/contract.js';
import { canonicalJson } from '../canonical.js';
import { actionsOutsideRules } from '../outside-rules.js';
import type { GameFileHeader, GameFilePending, LoggedAction, VerifiedGame } from '../game-file.js';
import type { GameSessions } from '../sessions.js';
import { importedGameRow } from '../sessions.js';
import type { ActionRow, GameRow, GameStore, HeadSummary } from '../store.js';
import type { Seat } from './chain.js';
import { keeperCommitment, newKeeper } from './player.js';
import { joinTable, sameCommitments, type DiceTable, type Reveal } from './protocol.js';
import { proposeAction, receiveReveals, type DiceGame } from './dice-game.js';
import type { DiceRecord, DiceStore } from './store.js';

/**
 * Play by email in the commit–reveal mode (docs/dice-protocol.md, "By email"). A file carries both
 * commitments in its header, every settled roll's reveals in its log, and the action waiting for
 * its roll with the sender's reveal (`pending`). Reading one: every settled roll is verified
 * (readGameFile), the waiting action is proposed again here, the sender's reveal is checked and
 * this copy's own released, and the action applies; the reply's log then carries this copy's reveal.
 * Anything forged, replayed or changed is refused with its code and nothing is written.
 */

/** The header's dice and the pending block of this copy's file. */
export function commitRevealExport(rec: DiceRecord): { dice: NonNullable<GameFileHeader['dice']>; pending?: GameFilePending } {
  const { a, b } = rec.table.commitments;
  const dice = { a: a ?? '', b };
  const held = rec.pending;
  const roll = held ? rec.table.pending.find((p) => p.k === held.k) : undefined;
  if (!held || !roll) return { dice };
  return { dice, pending: { seq: held.seq, at: held.at, action: held.action, roll: { k: roll.k, count: roll.count, sides: roll.sides }, reveals: { ...roll.reveals } } };
}

export interface CommitRevealImportDeps {
  store: GameStore;
  dice: DiceStore;
  sessions: GameSessions;
  now: () => Date;
}

type Row = ActionRow;

export function importCommitReveal(d: CommitRevealImportDeps, v: VerifiedGame, options: { acceptOutsideRules?: boolean } = {}): Result<ImportResult> {
  const { header, setup, module, actions } = v;
  if (!header.dice || !v.table) return err('file.malformed', { detail: 'game.dice' });
  const at = d.now().toISOString();
  const local = d.store.findByUid(header.uid);
  const rec = local ? d.dice.get(local.id) : null;
  const rows: Row[] = actions.map((a) => ({ seq: a.seq, at: a.at, action: a.action, dice: a.dice, messages: a.messages, hash: a.hash, turn: a.turn, phase: a.phase }));
  let keep = 0;
  let table: DiceTable = v.table;

  if (local) {
    if (local.seed !== header.seed || local.scenario !== setup.scenario || local.gameId !== header.gameId || local.dicePolicy !== header.dicePolicy) return err('file.seedChanged');
    if (rec) {
      // A file the creator wrote before the joiner's commitment reached it carries b as null: not a change.
      const same = sameCommitments(rec.table, { a: header.dice.a, b: header.dice.b ?? rec.table.commitments.b });
      if (!same.ok) return same;
    }
    const ours = d.store.actions(local.id).slice(0, local.head);
    if (actions.length < ours.length) return err('file.behind', { seq: actions.length, ours: ours.length });
    for (const a of ours) {
      const theirs = actions[a.seq - 1]!;
      if (theirs.hash !== a.hash || canonicalJson(theirs.action) !== canonicalJson(a.action) || canonicalJson(theirs.dice) !== canonicalJson(a.dice)) return err('file.diverged', { seq: a.seq });
    }
    keep = ours.length;
    // Our held action must be the one the opponent applied (or still holds): never another one with our reveal.
    const held = rec?.pending;
    if (held) {
      const theirs = actions.length >= held.seq ? actions[held.seq - 1]!.action : v.pending?.seq === held.seq ? v.pending.action : undefined;
      if (theirs !== undefined && canonicalJson(theirs) !== canonicalJson(held.action)) return err('dice.actionChanged', { seq: held.seq });
      // Nothing new: the file is where this copy already is.
      if (actions.length === ours.length) return reopen(d, local.id, keep);
    }
    // The joiner's commitment that this copy knows and an older file may not carry yet.
    if (table.commitments.b === null && rec?.table.commitments.b) {
      const joined = joinTable(table, rec.table.commitments.b);
      if (!joined.ok) return joined;
      table = joined.value;
    }
  }

  // This copy's seat: the one it holds; a copy meeting the game for the first time takes b if it is free.
  let seat: Seat | null = rec?.seat ?? null;
  let secret: string | null = rec?.secret ?? null;
  if (!rec && table.commitments.b === null) {
    const keeper = newKeeper(header.uid, 'b');
    const joined = joinTable(table, keeperCommitment(keeper));
    if (!joined.ok) return joined;
    table = joined.value;
    seat = 'b';
    secret = keeper.secret;
  }

  // The file's waiting action: proposed here again, the sender's reveal checked, ours released.
  let state = v.state;
  let heldOut: DiceRecord['pending'] = null;
  const extra: Row[] = [];
  if (v.pending && seat && secret) {
    const p = v.pending;
    const log: LoggedAction[] = rows;
    const g: DiceGame = { module, state, table, keeper: newKeeper(header.uid, seat, secret), log, pending: null };
    const proposed = proposeAction(g, p.action, p.at);
    if (!proposed.ok) return proposed;
    const roll = proposed.value.game.table.pending.find((r) => r.seq === p.seq);
    if (proposed.value.applied || !roll || roll.k !== p.roll.k || roll.count !== p.roll.count || roll.sides !== p.roll.sides) return err('dice.notPending', { roll: p.roll.k, seq: p.seq });
    const reveals: Reveal[] = (['a', 'b'] as const).flatMap((s) => (p.reveals[s] !== undefined && s !== seat ? [{ game: header.uid, seat: s, k: p.roll.k, seq: p.seq, value: p.reveals[s]! }] : []));
    // Our own seat's value in someone else's file is not ours to take: it must be the one we release.
    const mine = p.reveals[seat];
    if (mine !== undefined && mine !== proposed.value.outgoing.find((r) => r.k === p.roll.k)?.value) return err('dice.forgedReveal', { seat, roll: p.roll.k });
    const received = receiveReveals(proposed.value.game, reveals, at);
    if (!received.ok) return received;
    const after = received.value;
    table = after.game.table;
    state = after.game.state;
    if (after.applied) {
      const w = module.where?.(state) ?? module.view(state, null);
      const e = after.applied.entry;
      extra.push({ seq: e.seq, at: e.at, action: e.action, dice: e.dice, messages: after.applied.messages, hash: e.hash, turn: w.turn, phase: w.phase });
    } else if (after.game.pending) {
      heldOut = { seq: after.game.pending.seq, at: p.at, action: after.game.pending.action, k: after.game.pending.k };
    }
  }

  // Actions taken outside the rules wait for the player's consent — asked only of a file that verified whole.
  const outside = actionsOutsideRules(v, keep);
  if (outside.length > 0 && !options.acceptOutsideRules) return ok({ held: true, gameId: header.gameId, title: header.title, since: keep, outsideRules: outside });

  const all = [...rows, ...extra];
  const view = module.view(state, null);
  const head: HeadSummary = { head: all.length, hash: all.length ? all[all.length - 1]!.hash : '', at, turn: view.turn, phase: view.phase };
  const record = (game: string): DiceRecord => ({ game, seat, secret, table, pending: heldOut });

  if (!local) {
    const row: GameRow = importedGameRow(header, setup, 'commit-reveal', at);
    const id = d.store.get(row.id) ? `${row.id}-${Date.now().toString(36)}` : row.id;
    d.dice.transaction(() => {
      d.store.createWithActions({ ...row, id, rootId: id }, all, head);
      d.dice.put(record(id), at);
    });
    return reopen(d, id, 0, true);
  }
  const written = d.dice.transaction(() => {
    if (!d.store.appendAll(local.id, keep, all.slice(keep), head, { head: local.head, hash: local.headHash })) return false;
    d.dice.put(record(local.id), at);
    return true;
  });
  d.sessions.evict(local.id);
  if (!written) return err('game.changed', { head: d.store.get(local.id)?.head ?? 0 });
  return reopen(d, local.id, keep);
}

function reopen(d: CommitRevealImportDeps, id: string, since: number, created = false): Result<ImportResult> {
  d.sessions.evict(id);
  const opened = d.sessions.open(id);
  return opened.ok ? ok({ view: opened.value, since, created }) : opened;
}
