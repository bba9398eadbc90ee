import path from 'node:path';
import type { AppInfo } from '../../shared/api/contract.js';
import { createRegistry, type Registry, type RegistryOptions } from '../api/registry.js';
import { openDatabase, type Db } from '../db/open.js';
import { createSettingsService } from '../services/settings.js';
import { CapabilityRegistry } from '../catalog/support.js';
import { createHandlers } from './handlers.js';
import { createWorkRunner } from '../work/runner.js';
import { createGameStore } from '../engine/store.js';
import { createGameSessions } from '../engine/sessions.js';
import { createLibrary } from '../engine/library.js';
import { createExchange } from '../engine/exchange.js';
import { createModuleRegistry, registerDataCapabilities, registeredGames } from '../games/registry.js';

export const DATABASE_FILE = 'campaign-table.sqlite';

export interface AppServicesOptions {
  dataDir: string;
  mode: AppInfo['mode'];
  version: string;
  systemLocales?: string[];
  nativeBinding?: string;
  registry?: RegistryOptions;
}

export interface AppServices {
  registry: Registry;
  info: AppInfo;
  db: Db;
  close(): void;
}

/** Everything main serves, wired once; both the Electron shell and the web server start here. */
export function startAppServices(o: AppServicesOptions): AppServices {
  const file = path.join(o.dataDir, DATABASE_FILE);
  const opened = openDatabase(file, o.nativeBinding ? { nativeBinding: o.nativeBinding } : {});
  const db = opened.db;
  const info: AppInfo = {
    version: o.version,
    mode: o.mode,
    dataDir: o.dataDir,
    databasePath: file,
    sqliteVersion: db.prepare('SELECT sqlite_version()').pluck().get() as string,
    systemLocales: o.systemLocales ?? [],
    notices: opened.notices,
  };
  const capabilities = new CapabilityRegistry();
  const modules = createModuleRegistry();
  for (const gameId of registeredGames()) registerDataCapabilities(capabilities, modules.get(gameId)!.data);
  const store = createGameStore(db);
  const sessions = createGameSessions({ store, modules });
  const library = createLibrary(store, sessions);
  library.purgeTrash(); // games in the trash for more than 30 days
  const work = createWorkRunner();
  const handlers = createHandlers({
    info,
    settings: createSettingsService(db),
    capabilities,
    modules,
    sessions,
    library,
    exchange: createExchange(store, sessions, modules),
    db,
    work,
  });
  return {
    registry: createRegistry(handlers, o.registry),
    info,
    db,
    close: () => {
      work.close();
      if (db.open) db.close();
    },
  };
}
