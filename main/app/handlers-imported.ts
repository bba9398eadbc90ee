import { err, ok } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import { importedSlug, type ImportedKey } from '../../shared/games/ids.js';
import type { IMPORTED_CHANNELS } from '../../shared/api/channels-imported.js';
import { IMPORTED_CHUNK_BYTES } from '../../shared/api/contract-imported.js';
import { createImportedLibrary, type ImportedLibrary } from '../games/imported/library.js';
import { createImportedUploads, type ImportedUploads } from '../games/imported/uploads.js';
import type { WorkRunner } from '../work/runner.js';
import type { Library } from '../engine/library.js';
import type { Departures } from './departures.js';

type ImportedChannel = (typeof IMPORTED_CHANNELS)[number];

export interface ImportedDeps {
  imported: ImportedLibrary;
  uploads: ImportedUploads;
  library: Library;
  departures?: Departures;
}

/**
 * The imported games of a data folder and their uploads, their boards' tiles cut in a worker: one
 * uploaded game's cutting is the job named by its upload id (work.progress, work.cancel).
 */
export function importedGamesOf(dataDir: string, work: WorkRunner): Pick<ImportedDeps, 'imported' | 'uploads'> {
  const imported = createImportedLibrary(dataDir, (source, dir) => work.run('cutTiles', { source, dir }));
  const uploads = createImportedUploads(dataDir, imported, (owner, id) => (source, dir) => work.run('cutTiles', { source, dir }, { owner, id }));
  return { imported, uploads };
}

/** The API of games imported as data: list, the three steps of an import, rename and remove. */
export function createImportedHandlers(d: ImportedDeps): Pick<Handlers, ImportedChannel> {
  d.departures?.on((client) => d.uploads.dropOwner(client.id));
  /** Only imported keys name imported games: one of the five is never found here. */
  const asImported = (key: string): ImportedKey | null => (importedSlug(key as ImportedKey) ? (key as ImportedKey) : null);
  return {
    'imported.list': () => ok(d.imported.list()),
    'imported.begin': ({ definition }, client) => {
      const r = d.uploads.begin(definition, client.id);
      return r.ok ? ok({ ...r.value, chunkBytes: IMPORTED_CHUNK_BYTES }) : r;
    },
    'imported.chunk': ({ uploadId, image, offset, data }, client) => d.uploads.chunk(uploadId, client.id, image, offset, Buffer.from(data, 'base64')),
    'imported.finish': ({ uploadId }, client) => d.uploads.finish(uploadId, client.id),
    'imported.progress': ({ uploadId }, client) => ok(d.uploads.progress(uploadId, client.id)),
    'imported.cancel': ({ uploadId }, client) => ok({ cancelled: d.uploads.cancel(uploadId, client.id) }),
    'imported.rename': ({ key, name }) => {
      const k = asImported(key);
      return k ? d.imported.rename(k, name) : err('imported.notFound', { key });
    },
    'imported.remove': ({ key }) => {
      const k = asImported(key);
      if (!k) return err('imported.notFound', { key });
      // Saved games played on it (in the library or the trash) would no longer open: they go first.
      const count = d.library.list({ gameId: k, limit: 500 }).length + d.library.list({ gameId: k, where: 'trash', limit: 500 }).length;
      if (count > 0) return err('imported.inUse', { count });
      return d.imported.remove(k);
    },
  };
}
