import type { Db } from '../db/open.js';
import type { SavedGameSummary } from '../../shared/api/contract.js';
import { GAME_IDS, type GameId } from '../../shared/games/ids.js';

/** The saved-games library as the home screen needs it: the list, and the most recent game. */
export interface SavedGamesService {
  list(limit?: number): Promise<SavedGameSummary[]>;
  latest(): Promise<SavedGameSummary | null>;
}

interface Row {
  id: string;
  game_id: string;
  title: string;
  scenario: string | null;
  created_at: string;
  updated_at: string;
}

function toSummary(r: Row): SavedGameSummary | null {
  if (!(GAME_IDS as readonly string[]).includes(r.game_id)) return null; // a game this build does not know
  return {
    id: r.id,
    gameId: r.game_id as GameId,
    title: r.title,
    scenario: r.scenario,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function createSavedGamesService(db: Db): SavedGamesService {
  // Games of modules this build does not know stay in the file but are not listed.
  const known = GAME_IDS.map(() => '?').join(', ');
  const page = db.prepare<unknown[], Row>(
    `SELECT * FROM games WHERE game_id IN (${known}) ORDER BY updated_at DESC, id LIMIT ?`,
  );
  const summaries = (rows: Row[]) => rows.map(toSummary).filter((s): s is SavedGameSummary => s !== null);
  return {
    list: async (limit = 100) => summaries(page.all(...GAME_IDS, limit)),
    latest: async () => summaries(page.all(...GAME_IDS, 1))[0] ?? null,
  };
}
