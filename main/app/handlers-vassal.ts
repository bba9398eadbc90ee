import { err, ok, type Result } from '../../shared/api/result.js';
import type { ModuleRegistry } from '../games/registry.js';
import { importedSlug, type GameKey, type ImportedKey } from '../../shared/games/ids.js';
import type { GameView } from '../../shared/engine/view.js';
import { startNewGame, type NewGameDeps } from '../vassal/to-game/new-game.js';
import { readLink, writeLink } from '../vassal/to-game/link.js';
import { suggestLinkedGame } from '../../shared/games/link-suggest.js';
import type { ImportedLibrary } from '../games/imported/library.js';
import { exportVsav } from '../vassal/to-game/export-game.js';
import type { Handlers } from '../api/registry.js';
import type { VASSAL_CHANNELS } from '../../shared/api/channels-vassal.js';
import { VASSAL_CHUNK_BYTES } from '../../shared/api/contract-vassal.js';
import type { JobLimits, WorkRunner } from '../work/runner.js';
import { IMPORT_HEAP_MB, IMPORT_TIME_MS } from '../vassal/to-game/import.js';
import { createModuleUploads } from '../vassal/to-game/uploads.js';
import type { Departures } from './departures.js';
import { createVassalCarriedHandlers } from './handlers-vassal-carried.js';

type VassalChannel = (typeof VASSAL_CHANNELS)[number];

export interface VassalDeps {
  work: WorkRunner;
  /** For export: a game's verified file, the registry that replays it, and the imported games. */
  exportGame: (id: string) => Result<{ fileName: string; text: string }>;
  modules: ModuleRegistry;
  imported: ImportedLibrary;
  /** For a new game: creates it (with the player's dice setting) and applies an action to it. */
  createGame: NewGameDeps['create'];
  applyAction: (id: string, action: unknown) => Result<GameView>;
  /** The data folder; null for an app without one (then nothing is imported). */
  dataDir: string | null;
  departures?: Departures;
  /** A saved game's view, for the companion of a table on a linked module (handlers-vassal-carried.ts). */
  openGame?: (id: string) => Result<GameView>;
}

/** The thread ends past the import's own bound (with a minute's grace), or after five minutes without progress. */
const LIMITS: JobLimits = {
  totalMs: IMPORT_TIME_MS + 60_000,
  idleMs: 5 * 60_000,
  tooSlow: () => err('vassal.importFailed', { reason: 'vassal.timeout' }),
  // A hostile or pathological module cannot take the machine's memory: the thread is ended instead.
  resourceLimits: { maxOldGenerationSizeMb: IMPORT_HEAP_MB },
  tooLarge: () => err('vassal.importFailed', { reason: 'vassal.tooMuchMemory', limit: IMPORT_HEAP_MB }),
};

/** The VASSAL bridge's API: a module uploaded in chunks, imported off the main thread with progress and Cancel through work.*. */
export function createVassalHandlers(d: VassalDeps): Pick<Handlers, VassalChannel> {
  const uploads = d.dataDir ? createModuleUploads(d.dataDir) : null;
  d.departures?.on((client) => uploads?.dropOwner(client.id));
  const dataDir = d.dataDir;
  const linkOf = (key: GameKey) => {
    const folder = importedSlug(key) ? d.imported.folder(key as ImportedKey) : null;
    return folder ? readLink(folder) : null;
  };
  return {
    'vassal.uploadBegin': ({ size }, client) => {
      if (!uploads) return err('api.forbiddenSender');
      const r = uploads.begin(size, client.id);
      return r.ok ? ok({ ...r.value, chunkBytes: VASSAL_CHUNK_BYTES }) : r;
    },
    'vassal.uploadChunk': ({ uploadId, offset, data }, client) =>
      uploads ? uploads.chunk(uploadId, client.id, offset, Buffer.from(data, 'base64')) : err('api.forbiddenSender'),
    'vassal.uploadFinish': async ({ uploadId, job, against }, client) => {
      if (!uploads || !dataDir) return err('api.forbiddenSender');
      if (against !== undefined && !importedSlug(against)) return err('vassal.importFailed', { reason: 'vassal.openSave.notModuleGame' });
      return uploads.finish(uploadId, client.id, async (file) => {
        const input = { file, dataDir, ...(against ? { against: against as ImportedKey } : {}) };
        const r = await d.work.run('importVassalModule', input, { owner: client.id, id: job ?? uploadId }, LIMITS);
        return r.ok ? r.value : r;
      });
    },
    'vassal.uploadCancel': ({ uploadId }, client) => ok({ cancelled: uploads?.cancel(uploadId, client.id) ?? false }),
    'vassal.newGame': ({ gameId, scenario, title }) => startNewGame({ create: d.createGame, apply: d.applyAction, folder: (k) => d.imported.folder(k) }, gameId, scenario, title),
    'vassal.linkOf': ({ key }) => {
      const link = linkOf(key);
      return link ? ok({ linked: link.linked, suggested: suggestLinkedGame(link.module.name) }) : err('vassal.notModuleGame');
    },
    'vassal.link': ({ key, game }) => {
      const link = linkOf(key);
      if (!link) return err('vassal.notModuleGame');
      writeLink(d.imported.folder(key as ImportedKey)!, { ...link, linked: game });
      return ok({ linked: game });
    },
    'vassal.exportSave': async ({ id }) => {
      const file = d.exportGame(id);
      return file.ok ? exportVsav(file.value, d.modules, d.imported) : file;
    },
    ...createVassalCarriedHandlers({ imported: d.imported, createGame: d.createGame, openGame: d.openGame ?? (() => err('game.notFound')) }),
  };
}
