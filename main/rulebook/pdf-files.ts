import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/open.js';

/**
 * Where imported PDF rulebooks live: <data folder>/rulebooks/<importId>.pdf, never in the
 * database. An upload is written to uploads/<uploadId>.part as its chunks arrive (main holds no
 * copy in memory), read from there by the worker thread, and renamed to its place only when the
 * import is stored.
 */

/** The PDF's bytes go to the renderer in pieces of this size. */
export const PDF_READ_CHUNK_BYTES = 1024 * 1024;

const UUID_PDF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export interface PdfFiles {
  readonly dir: string;
  /** The file an upload is written to. */
  partOf(uploadId: string): string;
  append(uploadId: string, bytes: Uint8Array): void;
  /** Deletes an upload's file (failed, cancelled, dropped). */
  discard(uploadId: string): void;
  /** Moves a read upload to its place as an import's PDF. */
  keep(uploadId: string, importId: string): void;
  fileOf(importId: string): string;
  remove(importId: string): void;
  /** One piece of an import's PDF; 'missing' when the file is not there (any more), 'pastEnd' past its last piece. */
  read(importId: string, index: number): { data: Buffer; chunks: number; bytes: number } | 'missing' | 'pastEnd';
  /** Removes what a crash left: unfinished uploads, and PDFs no import names. */
  sweep(known: ReadonlySet<string>): void;
}

/** The PDFs' folder: rulebooks/ beside the database (in the data folder); a database in memory gets a temporary one. */
export function pdfFolderOf(db: Db): string {
  const file = db.memory || !db.name ? null : db.name;
  return file ? path.join(path.dirname(file), 'rulebooks') : fs.mkdtempSync(path.join(os.tmpdir(), 'campaign-table-rulebooks-'));
}

export function createPdfFiles(dir: string): PdfFiles {
  const uploads = path.join(dir, 'uploads');
  const partOf = (uploadId: string): string => path.join(uploads, `${uploadId}.part`);
  const fileOf = (importId: string): string => path.join(dir, `${importId}.pdf`);
  return {
    dir,
    partOf,
    append(uploadId, bytes) {
      fs.mkdirSync(uploads, { recursive: true });
      fs.appendFileSync(partOf(uploadId), bytes);
    },
    discard(uploadId) {
      fs.rmSync(partOf(uploadId), { force: true });
    },
    keep(uploadId, importId) {
      fs.renameSync(partOf(uploadId), fileOf(importId));
    },
    fileOf,
    remove(importId) {
      fs.rmSync(fileOf(importId), { force: true });
    },
    read(importId, index) {
      let fd: number;
      try {
        fd = fs.openSync(fileOf(importId), 'r');
      } catch {
        return 'missing';
      }
      try {
        const bytes = fs.fstatSync(fd).size;
        const chunks = Math.max(1, Math.ceil(bytes / PDF_READ_CHUNK_BYTES));
        if (index >= chunks) return 'pastEnd';
        const start = index * PDF_READ_CHUNK_BYTES;
        const data = Buffer.alloc(Math.min(PDF_READ_CHUNK_BYTES, bytes - start));
        let read = 0;
        while (read < data.length) {
          const n = fs.readSync(fd, data, read, data.length - read, start + read);
          if (n === 0) return 'missing'; // the file shrank while being read
          read += n;
        }
        return { data, chunks, bytes };
      } finally {
        fs.closeSync(fd);
      }
    },
    sweep(known) {
      fs.rmSync(uploads, { recursive: true, force: true });
      let names: string[] = [];
      try {
        names = fs.readdirSync(dir);
      } catch {
        return; // no folder yet: nothing was ever imported
      }
      for (const name of names) if (UUID_PDF.test(name) && !known.has(name.slice(0, -4))) fs.rmSync(path.join(dir, name), { force: true });
    },
  };
}
