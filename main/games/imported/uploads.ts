import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from '../../../shared/api/result.js';
import { imagesOf, type ImportedGame, type ImportedGameSummary } from '../../../shared/games/imported.js';
import { GAMES_DIR, parseDefinition, type CutTiles, type ImportedLibrary } from './library.js';
import { createChunkedUploads } from '../../uploads/chunked.js';

/**
 * Imported games on their way in through the API: the definition checked at `begin`, each image
 * written chunk by chunk into an upload folder (`games/.upload-<id>/`), then handed to the library
 * at `finish`. Who may send to an upload and when it is dropped: main/uploads/chunked.ts.
 */

/** One image's largest size, and an upload's in all. */
export const MAX_IMAGE_BYTES = 512 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
/** Uploads under way for one client. */
export const MAX_UPLOADS_PER_OWNER = 2;

/** What an imported game's upload keeps besides its images: its definition, and how far finish has gone. */
interface Pending {
  def: ImportedGame;
  progress: { done: number; total: number } | null;
}

export interface ImportedUploads {
  begin(definition: unknown, owner: string): Result<{ uploadId: string; images: string[] }>;
  chunk(uploadId: string, owner: string, image: string, offset: number, data: Buffer): Result<{ received: number }>;
  finish(uploadId: string, owner: string): Promise<Result<ImportedGameSummary>>;
  progress(uploadId: string, owner: string): { done: number; total: number } | null;
  cancel(uploadId: string, owner: string): boolean;
  dropOwner(owner: string): void;
}

/** `cutFor(owner, uploadId)`: the tile cutter of one upload's finish (in a worker, cancelled by work.cancel of the upload's id). */
export function createImportedUploads(dataDir: string, library: ImportedLibrary, cutFor?: (owner: string, uploadId: string) => CutTiles): ImportedUploads {
  const uploads = createChunkedUploads<Pending>(MAX_UPLOADS_PER_OWNER);
  const root = path.join(dataDir, GAMES_DIR);

  return {
    begin(definition, owner) {
      const parsed = parseDefinition(definition);
      if (!parsed.ok) return parsed;
      const def = parsed.value;
      if (library.list().some((g) => g.slug === def.slug)) return err('imported.exists', { slug: def.slug });
      const { boards, pieces } = imagesOf(def.table);
      const images = [...new Set([...boards, ...pieces])];
      const id = uploads.begin(owner, (id) => {
        const dir = path.join(root, `.upload-${id}`);
        fs.mkdirSync(dir, { recursive: true });
        const parts = new Map(images.map((name) => [name, { file: path.join(dir, name), max: MAX_IMAGE_BYTES }]));
        return { place: dir, parts, total: MAX_UPLOAD_BYTES, meta: { def, progress: null } };
      });
      return ok({ uploadId: id, images });
    },

    chunk: (uploadId, owner, image, offset, data) => uploads.chunk(uploadId, owner, image, offset, data),

    finish: (uploadId, owner) =>
      uploads.finish(uploadId, owner, (u) => {
        const images = new Map([...u.received.keys()].map((name) => [name, u.parts.get(name)!.file]));
        return library.create(u.meta.def, images, (done, total) => (u.meta.progress = { done, total }), cutFor?.(owner, uploadId));
      }),

    progress: (uploadId, owner) => uploads.find(uploadId, owner)?.meta.progress ?? null,

    cancel: (uploadId, owner) => uploads.cancel(uploadId, owner),

    dropOwner: (owner) => uploads.dropOwner(owner),
  };
}
