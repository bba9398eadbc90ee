/**
 * Every new game starts here (game.create and vassal.newGame alike): it is created, and when it is
 * played on a module's table its counters are then turned over and stepped as the chosen set-up had
 * them — a scenario names only cells, so the look comes as the game's first actions (play.ts) —
 * and a scenario made from a VASSAL log continues with the log's steps (log-timeline.ts).
 */
import type { Result } from '../../../shared/api/result.js';
import type { GameView } from '../../../shared/engine/view.js';
import { importedSlug, type GameKey, type ImportedKey } from '../../../shared/games/ids.js';
import type { PlayMode } from '../../../shared/games/capabilities.js';
import type { DicePolicy } from '../../engine/core.js';
import { readLink } from './link.js';
import { openingActions } from './play.js';

export interface NewGameDeps {
  /** Creates the game: in the mode asked for (null: the game's first) and with the dice asked for (absent: the player's setting). */
  create: (gameId: GameKey, scenario: string, title: string | undefined, options?: NewGameOptions) => Promise<Result<GameView>>;
  /** Applies an action to a game just created. */
  apply: (id: string, action: unknown) => Result<GameView>;
  /** An imported game's folder, or null. */
  folder: (key: ImportedKey) => string | null;
}

export interface NewGameOptions {
  mode?: PlayMode | null;
  dice?: DicePolicy;
}

export async function startNewGame(d: NewGameDeps, gameId: GameKey, scenario: string, title: string | undefined, options: NewGameOptions = {}): Promise<Result<GameView>> {
  const created = await d.create(gameId, scenario, title, options);
  if (!created.ok) return created;
  const folder = importedSlug(gameId as ImportedKey) ? d.folder(gameId as ImportedKey) : null;
  const link = folder ? readLink(folder) : null;
  let view: Result<GameView> = created;
  // The set-up's look, then a VASSAL log's steps (the game's timeline), when the scenario came from one.
  for (const action of [...openingActions(link?.looks[scenario]), ...(link?.timeline[scenario] ?? []).flat()]) {
    view = d.apply(created.value.id, action);
    if (!view.ok) return view;
  }
  return view;
}
