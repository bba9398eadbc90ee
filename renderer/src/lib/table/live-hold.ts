import type { LiveStatus } from '../../../../shared/api/contract-live';
import type { GameView } from '../../../../shared/engine/view';

/**
 * What a live game holds back at this seat, so the table disables it (and says why) instead of
 * sending what main would refuse (main/app/handlers-live.ts, main/live/acting-side.ts):
 * - `live`: undo and redo, always (the opponent has seen the moves);
 * - `wait`: the game's actions, for an observer always and for a player while the sequence of play
 *   waits for the other side (or a choice after a battle is the other side's to make). On a free
 *   table each player moves their own counters at any time: nothing waits there.
 */
export interface LiveHold {
  live: boolean;
  wait: { kind: 'observer' } | { kind: 'opponent'; side: string } | null;
}

export const NO_HOLD: LiveHold = { live: false, wait: null };

/** `status`: the live session main reports for the game on the table (another game's is ignored). */
export function liveHold(view: GameView, status: LiveStatus | null): LiveHold {
  if (!status || status.id !== view.id) return NO_HOLD;
  if (status.side === null) return { live: true, wait: { kind: 'observer' } };
  const play = view.play;
  const acting = play ? (play.pending?.chooser ?? play.side) : null;
  return { live: true, wait: acting !== null && acting !== status.side ? { kind: 'opponent', side: acting } : null };
}
