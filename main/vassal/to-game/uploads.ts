/**
 * VASSAL modules on their way in through the API (both the desktop app and web mode send the file's
 * bytes): `begin` with its size, the bytes in chunks in order into `<data>/games/.vmod-<id>.part`,
 * then `finish` hands the file to the import (in a worker) and removes it whatever the outcome. Who
 * may send to an upload and when it is dropped: main/uploads/chunked.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from '../../../shared/api/result.js';
import { GAMES_DIR } from '../../games/imported/library.js';
import { createChunkedUploads } from '../../uploads/chunked.js';

/** A module upload's one part. */
const MODULE = 'module';

/** A module's largest size (the zip reader's own total bound). */
export const MAX_MODULE_BYTES = 2 * 1024 * 1024 * 1024;
export const MAX_MODULE_UPLOADS_PER_OWNER = 1;

export interface ModuleUploads {
  begin(size: number, owner: string): Result<{ uploadId: string }>;
  chunk(uploadId: string, owner: string, offset: number, data: Buffer): Result<{ received: number }>;
  /** Runs `use` on the complete file, then removes it. */
  finish<T>(uploadId: string, owner: string, use: (file: string) => Promise<Result<T>>): Promise<Result<T>>;
  cancel(uploadId: string, owner: string): boolean;
  dropOwner(owner: string): void;
}

export function createModuleUploads(dataDir: string): ModuleUploads {
  const uploads = createChunkedUploads<{ size: number }>(MAX_MODULE_UPLOADS_PER_OWNER);
  const root = path.join(dataDir, GAMES_DIR);
  return {
    begin(size, owner) {
      if (!Number.isInteger(size) || size <= 0 || size > MAX_MODULE_BYTES) return err('vassal.importFailed', { reason: 'vassal.zipTooLarge' });
      const id = uploads.begin(owner, (id) => {
        fs.mkdirSync(root, { recursive: true });
        const file = path.join(root, `.vmod-${id}.part`);
        fs.writeFileSync(file, Buffer.alloc(0));
        return { place: file, parts: new Map([[MODULE, { file, max: size }]]), total: size, meta: { size } };
      });
      return ok({ uploadId: id });
    },
    chunk: (uploadId, owner, offset, data) => uploads.chunk(uploadId, owner, MODULE, offset, data),
    // A file shorter than it was said to be is refused (and dropped like any other).
    finish: (uploadId, owner, use) =>
      uploads.finish(uploadId, owner, (u) => (u.bytes === u.meta.size ? use(u.parts.get(MODULE)!.file) : Promise.resolve(err('imported.badChunk')))),
    cancel: (uploadId, owner) => uploads.cancel(uploadId, owner),
    dropOwner: (owner) => uploads.dropOwner(owner),
  };
}
