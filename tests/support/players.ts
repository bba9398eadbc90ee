import path from 'node:path';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createExchange } from '../../main/engine/exchange';
import { createDiceStore } from '../../main/engine/dice/store';
import { createDiceSessions, diceWaitOf } from '../../main/engine/dice/session';
import { createModuleRegistry } from '../../main/games/registry';
import type { Result } from '../../shared/api/result';
import type { ImportedGame, ImportResult } from '../../shared/api/contract';
import { tempDir } from '../unit/helpers';

/** The game modules every player's copy runs. */
export const modules = createModuleRegistry();

/** One player's copy of the app: its own database, sessions, commit–reveal dice and play by email. */
export function player() {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  const store = createGameStore(db);
  const diceStore = createDiceStore(db);
  const sessions = createGameSessions({ store, modules, diceWait: (id) => diceWaitOf(diceStore.get(id)) });
  const dice = createDiceSessions({ store, dice: diceStore, sessions });
  return { db, store, sessions, dice, diceStore, exchange: createExchange(store, sessions, modules, undefined, diceStore) };
}
export type Player = ReturnType<typeof player>;

/** The value of a result the test expects to succeed; a failure throws with its code. */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

/** A file that went in (not held back for consent). */
export function imported(r: Result<ImportResult>): ImportedGame {
  const v = value(r);
  if ('held' in v) throw new Error(`held: ${JSON.stringify(v.outsideRules.map((a) => a.seq))}`);
  return v;
}
