import type { LiveGames } from './access.js';
import type { GameSessions } from '../engine/sessions.js';
import type { Exchange } from '../engine/exchange.js';
import type { ModuleRegistry } from '../games/registry.js';
import type { WorkRunner } from '../work/runner.js';
import type { GameStore } from '../engine/store.js';
import { verifyGameFileOffThread } from '../work/verify.js';
import type { DiceSessions } from '../engine/dice/session.js';

export interface LiveGamesDeps {
  sessions: GameSessions;
  exchange: Exchange;
  modules: ModuleRegistry;
  work: WorkRunner;
  store: Pick<GameStore, 'findByUid' | 'get'>;
  dice: DiceSessions;
  dataDir?: string;
}

/** The app's games as live play sees them: a received game file is verified off the main thread, like an emailed one. */
export function liveGamesOf(d: LiveGamesDeps): LiveGames {
  return {
    position: (id) => d.sessions.position(id),
    log: (id) => d.sessions.log(id),
    apply: (id, action, dice, seen) => d.sessions.apply(id, action, dice, seen),
    exportGame: (id) => d.exchange.exportGame(id),
    // The host's log was played live in front of both players: its trips outside the rules were seen as they happened.
    importFile: async (text) => {
      const r = d.exchange.importGame(text, { acceptOutsideRules: true }, await verifyGameFileOffThread(d.work, d.modules, text, undefined, d.dataDir));
      if (!r.ok) return r;
      return 'view' in r.value ? { ok: true, value: { id: r.value.view.id } } : { ok: false, code: 'file.illegalAction' };
    },
    dice: {
      isCommitReveal: (id) => d.store.get(id)?.dicePolicy === 'commit-reveal',
      join: (id) => {
        const r = d.dice.joinCommitRevealGame(id);
        return r.ok ? { ok: true, value: { commitment: r.value.commitment } } : r;
      },
      receiveCommitment: (id, commitment) => d.dice.receiveCommitment(id, commitment),
      propose: (id, action, seen) => d.dice.proposeAction(id, action, seen),
      receiveReveals: (id, reveals) => d.dice.receiveReveals(id, reveals),
    },
    findByUid: (uid) => {
      const row = d.store.findByUid(uid);
      return row && !row.deletedAt ? { id: row.id } : null;
    },
  };
}
