/**
 * VASSAL modules on their way in through the API (both the desktop app and web mode send the file's
 * bytes): `begin` with its size, the bytes in chunks in order into `<data>/games/.vmod-<id>.part`,
 * then `finish` hands the file to the import (in a worker) and removes it whatever the outcome. An
 * upload belongs to the client that began it and is dropped on cancel and when its client goes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from '../../../shared/api/result.js';
import { GAMES_DIR } from '../../games/imported/library.js';

/** A module's largest size (the zip reader's own total bound). */
export const MAX_MODULE_BYTES = 2 * 1024 * 1024 * 1024;
export const MAX_MODULE_UPLOADS_PER_OWNER = 1;

interface Upload {
  id: string;
  owner: string;
  file: string;
  size: number;
  received: number;
  finishing: boolean;
}

export interface ModuleUploads {
  begin(size: number, owner: string): Result<{ uploadId: string }>;
  chunk(uploadId: string, owner: string, offset: number, data: Buffer): Result<{ received: number }>;
  /** Runs `use` on the complete file, then removes it. */
  finish<T>(uploadId: string, owner: string, use: (file: string) => Promise<Result<T>>): Promise<Result<T>>;
  cancel(uploadId: string, owner: string): boolean;
  dropOwner(owner: string): void;
}

export function createModuleUploads(dataDir: string): ModuleUploads {
  const uploads = new Map<string, Upload>();
  const root = path.join(dataDir, GAMES_DIR);
  const mine = (id: string, owner: string): Upload | null => {
    const u = uploads.get(id);
    return u && u.owner === owner ? u : null;
  };
  function drop(u: Upload): void {
    uploads.delete(u.id);
    fs.rmSync(u.file, { force: true });
  }
  return {
    begin(size, owner) {
      if (!Number.isInteger(size) || size <= 0 || size > MAX_MODULE_BYTES) return err('vassal.importFailed', { reason: 'vassal.zipTooLarge' });
      const own = [...uploads.values()].filter((u) => u.owner === owner && !u.finishing);
      if (own.length >= MAX_MODULE_UPLOADS_PER_OWNER) drop(own[0]!);
      fs.mkdirSync(root, { recursive: true });
      const id = crypto.randomBytes(16).toString('hex');
      const file = path.join(root, `.vmod-${id}.part`);
      fs.writeFileSync(file, Buffer.alloc(0));
      uploads.set(id, { id, owner, file, size, received: 0, finishing: false });
      return ok({ uploadId: id });
    },
    chunk(uploadId, owner, offset, data) {
      const u = mine(uploadId, owner);
      if (!u || u.finishing) return err('imported.unknownUpload');
      if (offset !== u.received || u.received + data.length > u.size) return err('imported.badChunk');
      fs.appendFileSync(u.file, data);
      u.received += data.length;
      return ok({ received: u.received });
    },
    async finish(uploadId, owner, use) {
      const u = mine(uploadId, owner);
      if (!u || u.finishing) return err('imported.unknownUpload');
      if (u.received !== u.size) {
        drop(u);
        return err('imported.badChunk');
      }
      u.finishing = true;
      try {
        return await use(u.file);
      } finally {
        drop(u);
      }
    },
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
