import { err, ok, type Result } from '../../shared/api/result.js';
import type { ImportResult } from '../../shared/api/contract.js';
import { actionsOutsideRules } from './outside-rules.js';
import { canonicalJson } from './canonical.js';
import { gameFileName, readGameFile, writeGameFile, type GameFileHeader, type VerifiedGame } from './game-file.js';
import type { ModuleRegistry } from '../games/registry.js';
import type { GameSessions } from './sessions.js';
import { importedGameRow } from './sessions.js';
import { startModeOf } from './modes.js';
import type { ActionRow, GameRow, GameStore } from './store.js';
import type { DiceStore } from './dice/store.js';
import { commitRevealExport, importCommitReveal } from './dice/email.js';

/**
 * Play by email: a game leaves as a file (its whole verified history up to the head) and comes
 * back as a file. An incoming file is replayed through the rules engine before anything is
 * written; if it continues a game we hold, what we hold must be exactly its beginning.
 */
export function createExchange(store: GameStore, sessions: GameSessions, modules: ModuleRegistry, now: () => Date = () => new Date(), dice?: DiceStore) {
  const headerOf = (row: GameRow): GameFileHeader => ({
    uid: row.uid,
    gameId: row.gameId,
    moduleVersion: row.moduleVersion,
    scenario: row.scenario,
    ...(row.startMode ? { mode: row.startMode } : {}),
    title: row.title,
    dicePolicy: row.dicePolicy,
    seed: row.seed,
    createdAt: row.createdAt,
  });

  return {
    exportGame(id: string): Result<{ fileName: string; text: string }> {
      const log = sessions.log(id);
      if (!log.ok) return log;
      const { row, actions } = log.value;
      // The log was just replayed and verified under the rules we run now: it leaves under their version,
      // even when the game was begun under an earlier one whose rules this log does not contradict.
      const version = modules.get(row.gameId, row.scenario)?.version ?? row.moduleVersion;
      const header = { ...headerOf(row), moduleVersion: version };
      // A commit–reveal game's file carries both commitments and the action waiting for its roll, with this copy's reveal.
      if (row.dicePolicy === 'commit-reveal') {
        const rec = dice?.get(row.id);
        if (!rec) return err('dice.noTable');
        const out = commitRevealExport(rec);
        return ok({ fileName: gameFileName(row.title, row.createdAt), text: writeGameFile({ ...header, dice: out.dice }, actions.slice(0, row.head), out.pending) });
      }
      return ok({ fileName: gameFileName(row.title, row.createdAt), text: writeGameFile(header, actions.slice(0, row.head)) });
    },

    /**
     * Imports a game file. Actions the file took outside the rules (in free mode, in a game created
     * in rules mode) that we do not hold yet are only listed — nothing is written — unless the
     * call says the receiving player accepted them (`acceptOutsideRules`). `verified`: the file
     * already read by readGameFile (in a worker thread, main/work/verify.ts).
     */
    importGame(text: string, options: { acceptOutsideRules?: boolean } = {}, verified: Result<VerifiedGame> = readGameFile(text, modules)): Result<ImportResult> {
      if (!verified.ok) return verified;
      if (verified.value.header.dicePolicy === 'commit-reveal') {
        return dice ? importCommitReveal({ store, dice, sessions, now }, verified.value, options) : err('dice.noTable');
      }
      const { header, setup, module, actions, state } = verified.value;
      const view = module.view(state, null);
      const at = now().toISOString();
      const rows: ActionRow[] = actions.map((a) => ({ seq: a.seq, at: a.at, action: a.action, dice: a.dice, messages: a.messages, hash: a.hash, turn: a.turn, phase: a.phase }));
      const head = { head: actions.length, hash: actions.length ? actions[actions.length - 1]!.hash : '', at, turn: view.turn, phase: view.phase };

      const local = store.findByUid(header.uid);
      const held = (since: number): ImportResult | null => {
        const outside = actionsOutsideRules(verified.value, since);
        if (outside.length === 0 || options.acceptOutsideRules) return null;
        return { held: true, gameId: header.gameId, title: header.title, since, outsideRules: outside };
      };
      if (!local) {
        const hold = held(0);
        if (hold) return ok(hold);
        const row = importedGameRow(header, setup, header.dicePolicy, at);
        const id = store.get(row.id) ? `${row.id}-${Date.now().toString(36)}` : row.id;
        store.createWithActions({ ...row, id, rootId: id }, rows, head);
        const opened = sessions.openVerified(id, state);
        return opened.ok ? ok({ view: opened.value, since: 0, created: true }) : opened;
      }

      // The same game: same set-up and seed, and our history must be the start of theirs.
      const localMode = local.startMode ?? startModeOf(module, null);
      if (local.seed !== header.seed || local.scenario !== setup.scenario || localMode !== setup.mode || local.gameId !== header.gameId || local.dicePolicy !== header.dicePolicy) {
        return err('file.seedChanged');
      }
      const ours = store.actions(local.id).slice(0, local.head);
      if (actions.length < ours.length) return err('file.behind', { seq: actions.length, ours: ours.length });
      for (const a of ours) {
        const theirs = actions[a.seq - 1]!;
        if (theirs.hash !== a.hash || canonicalJson(theirs.action) !== canonicalJson(a.action) || canonicalJson(theirs.dice) !== canonicalJson(a.dice)) {
          return err('file.diverged', { seq: a.seq });
        }
      }
      const hold = held(ours.length);
      if (hold) return ok(hold);
      // Written only if nobody moved our head since we compared our history with theirs.
      if (!store.appendAll(local.id, ours.length, rows.slice(ours.length), head, { head: local.head, hash: local.headHash })) {
        sessions.evict(local.id);
        return err('game.changed', { head: store.get(local.id)?.head ?? 0 });
      }
      const opened = sessions.openVerified(local.id, state);
      return opened.ok ? ok({ view: opened.value, since: ours.length, created: false }) : opened;
    },
  };
}

export type Exchange = ReturnType<typeof createExchange>;
