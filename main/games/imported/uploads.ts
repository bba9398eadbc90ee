import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from '../../../shared/api/result.js';
import { imagesOf, type ImportedGame, type ImportedGameSummary } from '../../../shared/games/imported.js';
import { GAMES_DIR, parseDefinition, type CutTiles, type ImportedLibrary } from './library.js';

/**
 * Imported games on their way in through the API: the definition checked at `begin`, each image
 * written chunk by chunk into an upload folder (`games/.upload-<id>/`), then handed to the library
 * at `finish`. An upload belongs to the client that began it; it is dropped on cancel, on finish
 * (whatever the outcome), when its client goes, and when another begins past the limit.
 */

/** One image's largest size, and an upload's in all. */
export const MAX_IMAGE_BYTES = 512 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
/** Uploads under way for one client. */
export const MAX_UPLOADS_PER_OWNER = 2;

interface Upload {
  id: string;
  owner: string;
  def: ImportedGame;
  dir: string;
  needed: Set<string>;
  received: Map<string, number>;
  bytes: number;
  progress: { done: number; total: number } | null;
  finishing: boolean;
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
  const uploads = new Map<string, Upload>();
  const root = path.join(dataDir, GAMES_DIR);

  const mine = (id: string, owner: string): Upload | null => {
    const u = uploads.get(id);
    return u && u.owner === owner ? u : null;
  };
  function drop(u: Upload): void {
    uploads.delete(u.id);
    fs.rmSync(u.dir, { recursive: true, force: true });
  }

  return {
    begin(definition, owner) {
      const parsed = parseDefinition(definition);
      if (!parsed.ok) return parsed;
      const def = parsed.value;
      if (library.list().some((g) => g.slug === def.slug)) return err('imported.exists', { slug: def.slug });
      const own = [...uploads.values()].filter((u) => u.owner === owner && !u.finishing);
      if (own.length >= MAX_UPLOADS_PER_OWNER) drop(own[0]!);
      const id = crypto.randomBytes(16).toString('hex');
      const dir = path.join(root, `.upload-${id}`);
      fs.mkdirSync(dir, { recursive: true });
      const { boards, pieces } = imagesOf(def.table);
      const needed = new Set([...boards, ...pieces]);
      uploads.set(id, { id, owner, def, dir, needed, received: new Map(), bytes: 0, progress: null, finishing: false });
      return ok({ uploadId: id, images: [...needed] });
    },

    chunk(uploadId, owner, image, offset, data) {
      const u = mine(uploadId, owner);
      if (!u || u.finishing) return err('imported.unknownUpload');
      if (!u.needed.has(image)) return err('imported.badChunk');
      const have = u.received.get(image) ?? 0;
      if (offset !== have || have + data.length > MAX_IMAGE_BYTES || u.bytes + data.length > MAX_UPLOAD_BYTES) return err('imported.badChunk');
      fs.appendFileSync(path.join(u.dir, image), data);
      u.received.set(image, have + data.length);
      u.bytes += data.length;
      return ok({ received: have + data.length });
    },

    async finish(uploadId, owner) {
      const u = mine(uploadId, owner);
      if (!u || u.finishing) return err('imported.unknownUpload');
      u.finishing = true;
      try {
        const images = new Map([...u.received.keys()].map((name) => [name, path.join(u.dir, name)]));
        return await library.create(u.def, images, (done, total) => (u.progress = { done, total }), cutFor?.(owner, uploadId));
      } finally {
        drop(u);
      }
    },

    progress: (uploadId, owner) => mine(uploadId, owner)?.progress ?? null,

    cancel(uploadId, owner) {
      const u = mine(uploadId, owner);
      if (!u || u.finishing) return false;
      drop(u);
      return true;
    },

    dropOwner(owner) {
      for (const u of [...uploads.values()]) if (u.owner === owner && !u.finishing) drop(u);
    },
  };
}
