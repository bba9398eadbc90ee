import { err, ok } from '../../shared/api/result.js';
import type { AppInfo } from '../../shared/api/contract.js';
import type { Handlers } from '../api/registry.js';
import type { SettingsService } from '../services/settings.js';
import type { CapabilityRegistry } from '../catalog/support.js';
import type { GameSessions, SeenHead } from '../engine/sessions.js';
import type { Library } from '../engine/library.js';
import type { Exchange } from '../engine/exchange.js';
import type { DiceSessions } from '../engine/dice/session.js';
import type { ModuleRegistry } from '../games/registry.js';
import { listGames } from '../catalog/catalog.js';
import { gameCapabilities } from '../games/registry.js';
import type { Db } from '../db/open.js';
import { createRulebookHandlers } from './handlers-rulebook.js';
import { createCompanionHandlers } from './handlers-companion.js';
import { appInfoFor } from './app-info.js';
import type { Departures } from './departures.js';
import { createWorkHandlers } from './handlers-work.js';
import { createImportedHandlers, type ImportedDeps } from './handlers-imported.js';
import { createVassalHandlers } from './handlers-vassal.js';
import { createVaslHandlers } from './handlers-vasl.js';
import { createSeatsHandlers } from './handlers-seats.js';
import { createBoardDataHandlers } from './handlers-board-data.js';
import { createSeatStore } from '../engine/seats.js';
import type { WorkRunner } from '../work/runner.js';
import { verifyGameFileOffThread } from '../work/verify.js';
import { startNewGame, type NewGameDeps } from '../vassal/to-game/new-game.js';
import { createLiveHandlers, withLivePlay } from './handlers-live.js';
import { createLiveService, type LiveService } from '../live/service.js';
import { liveGamesOf } from '../live/games.js';
import { createGameStore } from '../engine/store.js';

export interface HandlerDeps {
  info: AppInfo;
  settings: SettingsService;
  capabilities: CapabilityRegistry;
  modules: ModuleRegistry;
  sessions: GameSessions;
  library: Library;
  exchange: Exchange;
  /** Commit–reveal games (main/engine/dice/session.ts): their actions, undo and redo go through it. */
  dice: DiceSessions;
  db: Db;
  /** Web mode beyond this computer: the links to open on another device (see app-info.ts). */
  accessUrls?: () => readonly string[];
  /** Where features hear that a client went away. */
  departures?: Departures;
  work: WorkRunner;
  /** Games imported as data (main/games/imported/). */
  imported: Pick<ImportedDeps, 'imported' | 'uploads'>;
  /** Live play (main/live/); made here when not given. */
  live?: LiveService;
}

/** The live play service of an app's handlers. */
export function liveServiceOf(d: Omit<HandlerDeps, 'live'>): LiveService {
  return createLiveService({ games: liveGamesOf({ ...d, store: createGameStore(d.db), ...(d.info.dataDir ? { dataDir: d.info.dataDir } : {}) }) });
}

const seenOf = (head: number, hash: string | undefined): SeenHead => (hash === undefined ? { head } : { head, hash });

/** The implementation of every API call. Pure of transports: Electron IPC and WebSocket share it. */
export function createHandlers(d: HandlerDeps): Handlers {
  const newGame: NewGameDeps = {
    create: async (gameId, scenario, title, options = {}) => {
      const dice = options.dice ?? (await d.settings.get()).diceMode;
      if (dice !== 'commit-reveal') return d.sessions.create(gameId, scenario, title, dice, options.mode ?? null);
      const created = d.dice.createCommitRevealGame(gameId, scenario, title, options.mode ?? null);
      return created.ok ? ok(created.value.view) : created;
    },
    apply: (id, action) => d.dice.apply(id, action),
    folder: (key) => d.imported.imported.folder(key),
  };
  const live = d.live ?? liveServiceOf(d);
  return withLivePlay({
    'app.info': (_args, client) => ok(appInfoFor(d.info, client, d.accessUrls?.() ?? [])),
    'settings.get': async () => ok(await d.settings.get()),
    'settings.update': async (patch) => ok(await d.settings.update(patch)),
    'catalog.list': () => ok(listGames(d.capabilities, (game) => gameCapabilities(d.modules, d.capabilities, game))),
    'games.list': (q) => ok(d.library.list(q)),
    'games.latest': () => ok(d.library.latest()),
    'game.data': ({ gameId }) => {
      const m = d.modules.get(gameId);
      return m ? ok(m.data) : err('game.unknown', { gameId });
    },
    // A game on a module's table starts with its set-up's counters turned over and stepped (vassal.newGame does the same).
    'game.create': ({ gameId, scenario, mode, title, dice }) => startNewGame(newGame, gameId, scenario, title, { mode: mode ?? null, dice }),
    'game.open': ({ id }) => d.sessions.open(id),
    'game.apply': ({ id, action, dice, head, hash }) => d.dice.apply(id, action, dice, seenOf(head, hash)),
    'game.undo': ({ id, head, hash }) => d.dice.undo(id, seenOf(head, hash)),
    'game.redo': ({ id, head, hash }) => d.dice.redo(id, seenOf(head, hash)),
    'game.rename': ({ id, title }) => d.library.rename(id, title),
    'game.duplicate': ({ id, title }) => {
      const guard = d.dice.copyGuard(id);
      return guard.ok ? d.library.duplicate(id, title) : guard;
    },
    'game.delete': ({ id }) => d.library.trash(id),
    'game.restore': ({ id }) => d.library.restore(id),
    'game.deleteForever': ({ id }) => d.library.deleteForever(id),
    'game.setThumbnail': ({ id, dataUrl }) => d.library.setThumbnail(id, dataUrl),
    'game.at': ({ id, seq }) => d.sessions.at(id, seq),
    'game.timeline': ({ id }) => d.library.timeline(id),
    'game.bookmark': ({ id, seq, note }) => d.library.bookmark(id, seq, note),
    'game.unbookmark': ({ id, seq }) => d.library.unbookmark(id, seq),
    'game.branch': ({ id, seq, title }) => {
      const guard = d.dice.copyGuard(id);
      return guard.ok ? d.sessions.branch(id, seq, title) : guard;
    },
    'game.export': ({ id }) => d.exchange.exportGame(id),
    // Verified (the whole replay) in a worker thread; written here afterwards, in one go.
    'game.import': async ({ text, job, acceptOutsideRules }, client) =>
      d.exchange.importGame(
        text,
        { acceptOutsideRules: acceptOutsideRules === true },
        await verifyGameFileOffThread(d.work, d.modules, text, job ? { owner: client.id, id: job } : undefined, d.info.dataDir),
      ),
    'game.moves': ({ id, unit }) => d.sessions.moves(id, unit),
    'game.adviseMove': ({ id, unit, to }) => d.sessions.adviseMove(id, unit, to),
    'game.odds': ({ id, attackers, defenders }) => d.sessions.battlePlan(id, attackers, defenders),
    'game.overlays': ({ id }) => d.sessions.overlays(id),
    ...createRulebookHandlers(d),
    ...createCompanionHandlers(d),
    ...createWorkHandlers(d.work),
    ...createSeatsHandlers({ sessions: d.sessions, seats: createSeatStore(d.db), work: d.work }),
    ...createBoardDataHandlers({ imported: d.imported.imported, work: d.work }),
    ...createImportedHandlers({ ...d.imported, library: d.library, ...(d.departures ? { departures: d.departures } : {}) }),
    ...createVassalHandlers({
      work: d.work,
      dataDir: d.info.dataDir ?? null,
      exportGame: (id) => d.exchange.exportGame(id),
      modules: d.modules,
      imported: d.imported.imported,
      createGame: newGame.create,
      applyAction: newGame.apply,
      openGame: (id) => d.sessions.open(id),
      ...(d.departures ? { departures: d.departures } : {}),
    }),
    ...createLiveHandlers(live),
    ...createVaslHandlers({ imported: d.imported.imported, dataDir: d.info.dataDir ?? null, ...(d.departures ? { departures: d.departures } : {}) }),
  }, live);
}
