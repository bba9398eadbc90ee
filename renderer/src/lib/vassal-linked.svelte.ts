import { GAME_IDS, type GameId, type GameKey } from '../../../shared/games/ids';
import type { Err } from '../../../shared/api/result';
import { api } from './api';

/**
 * Which of the five games each imported module is linked to (vassal.linkOf / vassal.link): the table
 * of a game on a linked module opens that game's rulebook beside the board.
 */
class VassalLinks {
  #linked = $state<Record<string, { linked: GameId | null; suggested: GameId | null }>>({});
  error = $state.raw<Err | null>(null);

  of(key: GameKey): { linked: GameId | null; suggested: GameId | null } | undefined {
    return this.#linked[key];
  }

  /** The game whose rulebook a table shows: the linked one for a module, else the game itself. */
  rulesGame(key: GameKey): GameKey {
    return this.#linked[key]?.linked ?? key;
  }

  async load(key: GameKey): Promise<void> {
    const r = await api['vassal.linkOf']({ key });
    if (r.ok) this.#linked[key] = r.value;
  }

  async link(key: GameKey, game: GameId | null): Promise<void> {
    if (game !== null && !(GAME_IDS as readonly string[]).includes(game)) return;
    const r = await api['vassal.link']({ key, game });
    if (!r.ok) {
      this.error = r;
      return;
    }
    this.error = null;
    this.#linked[key] = { suggested: this.#linked[key]?.suggested ?? null, linked: r.value.linked };
  }
}

export const vassalLinks = new VassalLinks();
