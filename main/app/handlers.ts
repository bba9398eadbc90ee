import { err, ok } from '../../shared/api/result.js';
import type { AppInfo } from '../../shared/api/contract.js';
import type { Handlers } from '../api/registry.js';
import type { SettingsService } from '../services/settings.js';
import type { SavedGamesService } from '../services/saved-games.js';
import type { CapabilityRegistry } from '../catalog/support.js';
import type { GameSessions } from '../engine/sessions.js';
import type { ModuleRegistry } from '../games/registry.js';
import { listGames } from '../catalog/catalog.js';

export interface HandlerDeps {
  info: AppInfo;
  settings: SettingsService;
  savedGames: SavedGamesService;
  capabilities: CapabilityRegistry;
  modules: ModuleRegistry;
  sessions: GameSessions;
}

/** The implementation of every API call. Pure of transports: Electron IPC and WebSocket share it. */
export function createHandlers(d: HandlerDeps): Handlers {
  return {
    'app.info': () => ok(d.info),
    'settings.get': async () => ok(await d.settings.get()),
    'settings.update': async (patch) => ok(await d.settings.update(patch)),
    'catalog.list': () => ok(listGames(d.capabilities)),
    'games.list': async ({ limit }) => ok(await d.savedGames.list(limit)),
    'games.latest': async () => ok(await d.savedGames.latest()),
    'game.data': ({ gameId }) => {
      const m = d.modules.get(gameId);
      return m ? ok(m.data) : err('game.unknown', { gameId });
    },
    'game.create': async ({ gameId, scenario, title }) => {
      const { diceMode } = await d.settings.get();
      return d.sessions.create(gameId, scenario, title, diceMode);
    },
    'game.open': ({ id }) => d.sessions.open(id),
    'game.apply': ({ id, action, dice }) => d.sessions.apply(id, action, dice),
    'game.undo': ({ id }) => d.sessions.undo(id),
    'game.redo': ({ id }) => d.sessions.redo(id),
  };
}
