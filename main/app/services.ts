import path from 'node:path';
import type { AppInfo } from '../../shared/api/contract.js';
import { createRegistry, type Registry, type RegistryOptions } from '../api/registry.js';
import { openDatabase, type Db } from '../db/open.js';
import { createSettingsService } from '../services/settings.js';
import { CapabilityRegistry } from '../catalog/support.js';
import { createHandlers, liveServiceOf } from './handlers.js';
import { createDepartures } from './departures.js';
import { createWorkRunner } from '../work/runner.js';
import { createGameStore } from '../engine/store.js';
import { createGameSessions } from '../engine/sessions.js';
import { createLibrary } from '../engine/library.js';
import { createExchange } from '../engine/exchange.js';
import { createDiceStore } from '../engine/dice/store.js';
import { createDiceSessions, diceWaitOf } from '../engine/dice/session.js';
import { createModuleRegistry, registerDataCapabilities, registeredGames } from '../games/registry.js';
import { acquireDataLock, lockHolder } from './data-lock.js';
import { importedGamesOf } from './handlers-imported.js';
import { readOnlyHandlers } from './read-only.js';
import type { LiveService } from '../live/service.js';

export const DATABASE_FILE = 'campaign-table.sqlite';

export interface AppServicesOptions {
  dataDir: string;
  mode: AppInfo['mode'];
  version: string;
  systemLocales?: string[];
  nativeBinding?: string;
  registry?: RegistryOptions;
  /** Open read-only even when no other process holds the folder (web mode's --read-only). */
  readOnly?: boolean;
}

export interface AppServices {
  registry: Registry;
  info: AppInfo;
  db: Db;
  /** Live play (main/live/): the games this app hosts or joined. */
  live: LiveService;
  /** Web mode beyond this computer: the links with the access token, shown to local callers in app.info. */
  publishAccessUrls(urls: readonly string[]): void;
  close(): void;
}

/**
 * Everything main serves, wired once; both the Electron shell and the web server start here.
 * One process writes a data folder: if another holds its lock, this one opens the database
 * read-only, refuses every writing call (app.readOnly) and says who holds it (info.lockedBy).
 */
export function startAppServices(o: AppServicesOptions): AppServices {
  const file = path.join(o.dataDir, DATABASE_FILE);
  const attempt = o.readOnly ? { ok: false as const, holder: lockHolder(o.dataDir) } : acquireDataLock(o.dataDir, o.mode);
  const lock = attempt.ok ? attempt.lock : null;
  const lockedBy = attempt.ok ? null : attempt.holder;
  const readOnly = !attempt.ok;
  let opened;
  try {
    opened = openDatabase(file, { ...(o.nativeBinding ? { nativeBinding: o.nativeBinding } : {}), readonly: readOnly });
  } catch (e) {
    lock?.release();
    throw e;
  }
  const db = opened.db;
  const info: AppInfo = {
    version: o.version,
    mode: o.mode,
    dataDir: o.dataDir,
    databasePath: file,
    sqliteVersion: db.prepare('SELECT sqlite_version()').pluck().get() as string,
    systemLocales: o.systemLocales ?? [],
    notices: opened.notices,
    readOnly,
    lockedBy,
  };
  const capabilities = new CapabilityRegistry();
  const work = createWorkRunner();
  // Imported games (main/games/imported/), their boards' tiles cut by the work runner.
  const imported = importedGamesOf(o.dataDir, work);
  const modules = createModuleRegistry(undefined, undefined, (key) => imported.imported.module(key));
  for (const gameId of registeredGames()) registerDataCapabilities(capabilities, modules.get(gameId)!.data);
  const store = createGameStore(db);
  const diceStore = createDiceStore(db);
  const sessions = createGameSessions({ store, modules, diceWait: (id) => diceWaitOf(diceStore.get(id)) });
  const dice = createDiceSessions({ store, dice: diceStore, sessions });
  const library = createLibrary(store, sessions);
  if (!readOnly) library.purgeTrash(); // games in the trash for more than 30 days
  const departures = createDepartures();
  let accessUrls: readonly string[] = [];
  const handlerDeps = {
    info,
    settings: createSettingsService(db),
    capabilities,
    modules,
    sessions,
    library,
    exchange: createExchange(store, sessions, modules, undefined, diceStore),
    dice,
    db,
    accessUrls: () => accessUrls,
    departures,
    work,
    imported,
  };
  const live = liveServiceOf(handlerDeps);
  const handlers = createHandlers({ ...handlerDeps, live });
  return {
    registry: createRegistry(readOnly ? readOnlyHandlers(handlers, lockedBy) : handlers, {
      ...o.registry,
      onForget: (client) => {
        departures.emit(client);
        o.registry?.onForget?.(client);
      },
    }),
    info,
    db,
    live,
    publishAccessUrls: (urls) => void (accessUrls = [...urls]),
    close: () => {
      void live.close();
      work.close();
      if (db.open) db.close();
      lock?.release();
    },
  };
}
