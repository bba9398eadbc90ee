/**
 * Files on their way in through the API, chunk by chunk: an upload has one or more named parts,
 * each written in order to its own file on disk, within a limit for each part and one for them all.
 * An upload belongs to the client (owner) that began it: only that client may send to it, finish it
 * or cancel it. It is dropped (its place on disk removed) on cancel, after finish whatever the
 * outcome, when its client goes, and when its client begins one more past the limit per client.
 * Used by the imported games' images and by VASSAL modules (each keeps its own limits).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { err, ok, type Result } from '../../shared/api/result.js';

/** Where one part is written, and the most bytes it may take. */
export interface UploadPart {
  file: string;
  max: number;
}

/** What an upload is made of, chosen by its API once the upload's id is known (and its place made on disk). */
export interface UploadLayout<M> {
  /** What is removed when the upload goes: its folder or its one file. */
  place: string;
  parts: ReadonlyMap<string, UploadPart>;
  /** The most bytes of all the parts together. */
  total: number;
  /** The API's own record of the upload (what finish needs). */
  meta: M;
}

export interface ChunkedUpload<M> extends UploadLayout<M> {
  id: string;
  owner: string;
  /** Bytes received, by part (a part appears once a chunk of it has come). */
  received: Map<string, number>;
  /** Bytes received in all. */
  bytes: number;
  /** Being finished: takes no more chunks and can no longer be cancelled. */
  finishing: boolean;
}

export interface ChunkedUploads<M> {
  /** Starts an upload for `owner`; `layout` gets its new id. Answers the id. */
  begin(owner: string, layout: (id: string) => UploadLayout<M>): string;
  /** The next bytes of one part: refused unless they follow what came (`offset`) and fit its limits. */
  chunk(id: string, owner: string, part: string, offset: number, data: Buffer): Result<{ received: number }>;
  /** Runs `use` on the upload once, then drops it whatever the outcome. */
  finish<T>(id: string, owner: string, use: (upload: ChunkedUpload<M>) => Promise<Result<T>>): Promise<Result<T>>;
  /** The owner's upload, finishing or not. */
  find(id: string, owner: string): ChunkedUpload<M> | null;
  cancel(id: string, owner: string): boolean;
  dropOwner(owner: string): void;
}

export function createChunkedUploads<M>(perOwner: number): ChunkedUploads<M> {
  const uploads = new Map<string, ChunkedUpload<M>>();

  const find = (id: string, owner: string): ChunkedUpload<M> | null => {
    const u = uploads.get(id);
    return u && u.owner === owner ? u : null;
  };
  function drop(u: ChunkedUpload<M>): void {
    uploads.delete(u.id);
    fs.rmSync(u.place, { recursive: true, force: true });
  }

  return {
    begin(owner, layout) {
      const own = [...uploads.values()].filter((u) => u.owner === owner && !u.finishing);
      if (own.length >= perOwner) drop(own[0]!);
      const id = crypto.randomBytes(16).toString('hex');
      uploads.set(id, { ...layout(id), id, owner, received: new Map(), bytes: 0, finishing: false });
      return id;
    },

    chunk(id, owner, part, offset, data) {
      const u = find(id, owner);
      if (!u || u.finishing) return err('imported.unknownUpload');
      const target = u.parts.get(part);
      if (!target) return err('imported.badChunk');
      const have = u.received.get(part) ?? 0;
      if (offset !== have || have + data.length > target.max || u.bytes + data.length > u.total) return err('imported.badChunk');
      fs.appendFileSync(target.file, data);
      u.received.set(part, have + data.length);
      u.bytes += data.length;
      return ok({ received: have + data.length });
    },

    async finish(id, owner, use) {
      const u = find(id, owner);
      if (!u || u.finishing) return err('imported.unknownUpload');
      u.finishing = true;
      try {
        return await use(u);
      } finally {
        drop(u);
      }
    },

    find,

    cancel(id, owner) {
      const u = find(id, owner);
      if (!u || u.finishing) return false;
      drop(u);
      return true;
    },

    dropOwner(owner) {
      for (const u of [...uploads.values()]) if (u.owner === owner && !u.finishing) drop(u);
    },
  };
}
