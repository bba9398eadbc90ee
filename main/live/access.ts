import type { Result } from '../../shared/api/result.js';
import type { GameView } from '../../shared/engine/view.js';
import type { AnyGameModule, BaseState } from '../engine/module.js';
import type { ActionRow, GameRow } from '../engine/store.js';
import type { SeenHead } from '../engine/sessions.js';
import type { Reveal } from '../engine/dice/protocol.js';

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
  /** Commit–reveal dice (main/engine/dice/session.ts): each app keeps its own secret; only reveals travel. */
  dice: LiveDice;
}

export type DiceStep = Result<{ view: GameView; outgoing: Reveal[] }>;

export interface LiveDice {
  isCommitReveal(id: string): boolean;
  /** This copy's seat: the joiner's copy takes seat b; the answer is the commitment to send. */
  join(id: string): Result<{ commitment: string }>;
  receiveCommitment(id: string, commitment: string): Result<unknown>;
  /** An action, applied at once, or held for its roll with this copy's reveal in `outgoing`. */
  propose(id: string, action: unknown, seen: SeenHead): DiceStep;
  receiveReveals(id: string, reveals: readonly Reveal[]): DiceStep;
}
