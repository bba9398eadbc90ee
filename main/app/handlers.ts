import { ok } from '../../shared/api/result.js';
import type { AppInfo } from '../../shared/api/contract.js';
import type { Handlers } from '../api/registry.js';
import type { SettingsService } from '../services/settings.js';
import type { SavedGamesService } from '../services/saved-games.js';
import type { CapabilityRegistry } from '../catalog/support.js';
import { listGames } from '../catalog/catalog.js';

export interface HandlerDeps {
  info: AppInfo;
  settings: SettingsService;
  savedGames: SavedGamesService;
  capabilities: CapabilityRegistry;
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
  };
}
