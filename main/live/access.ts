import type { Result } from '../../shared/api/result.js';
import type { GameView } from '../../shared/engine/view.js';
import type { AnyGameModule, BaseState } from '../engine/module.js';
import type { ActionRow, GameRow } from '../engine/store.js';
import type { SeenHead } from '../engine/sessions.js';

/** What live play needs of the app's games: the same sessions and game files as everything else. */
export interface LiveGames {
  position(id: string): Result<{ module: AnyGameModule; state: BaseState; row: GameRow }>;
  log(id: string): Result<{ row: GameRow; actions: ActionRow[] }>;
  apply(id: string, action: unknown, dice: readonly number[] | undefined, seen: SeenHead): Result<GameView>;
  exportGame(id: string): Result<{ text: string }>;
  /** A game file received from the host, verified whole, written as a new game or appended to ours. */
  importFile(text: string): Promise<Result<{ id: string }>>;
  /** The local game holding a game uid, if any. */
  findByUid(uid: string): { id: string } | null;
}
