/**
 * Reads the few entries of a save zip into memory, under limits (entry count, size of each entry
 * and in all, compression ratio). Only this file touches the zip library, so the reader can switch to
 * the module importer's shared archive reader (main/vassal/zip/) when it lands.
 */
import yauzl from 'yauzl';
import { VassalError } from '../pieces/errors.js';

export interface SaveZipLimits {
  /** Largest save file read. */
  maxFileBytes: number;
  maxEntries: number;
  /** Largest uncompressed entry read (the others are skipped unread). */
  maxEntryBytes: number;
  /** Largest uncompressed/compressed ratio of an entry read (zip bombs). */
  maxRatio: number;
}

/** §6.17: 256 MB uncompressed for saves; Paths of Glory's 28 MB save is well within. */
export const SAVE_ZIP_LIMITS: SaveZipLimits = { maxFileBytes: 128 * 1024 * 1024, maxEntries: 10_000, maxEntryBytes: 256 * 1024 * 1024, maxRatio: 200 };

const WANTED = new Set(['savedGame', 'savedata', 'moduledata']);

/** The wanted entries by name (first one wins); throws `vassal.save.notZip` / `vassal.save.tooLarge`. */
export async function readSaveEntries(bytes: Buffer, limits: SaveZipLimits = SAVE_ZIP_LIMITS): Promise<Map<string, Buffer>> {
  if (bytes.length > limits.maxFileBytes) throw new VassalError('vassal.save.tooLarge', { bytes: bytes.length, limit: limits.maxFileBytes });
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (e, z) => (e || !z ? reject(e) : resolve(z))));
  } catch {
    throw new VassalError('vassal.save.notZip');
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new VassalError('vassal.save.tooManyEntries', { entries: zip.entryCount, limit: limits.maxEntries });
  }
  const out = new Map<string, Buffer>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new VassalError('vassal.save.notZip')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName.replace(/\\/g, '/');
        if (!WANTED.has(name) || out.has(name) || entry.isEncrypted()) return zip.readEntry();
        if (entry.uncompressedSize > limits.maxEntryBytes) return reject(new VassalError('vassal.save.tooLarge', { bytes: entry.uncompressedSize, limit: limits.maxEntryBytes }));
        if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio) {
          return reject(new VassalError('vassal.save.tooLarge', { bytes: entry.uncompressedSize, limit: limits.maxEntryBytes }));
        }
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(new VassalError('vassal.save.notZip'));
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (c: Buffer) => {
            size += c.length;
            if (size > limits.maxEntryBytes) {
              stream.destroy();
              reject(new VassalError('vassal.save.tooLarge', { bytes: size, limit: limits.maxEntryBytes }));
            } else chunks.push(c);
          });
          stream.on('error', () => reject(new VassalError('vassal.save.notZip')));
          stream.on('end', () => {
            out.set(name, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return out;
}

/** A zip starts with a local header (PK\3\4) or, when empty, the end record (PK\5\6). */
export const looksLikeZip = (b: Uint8Array): boolean => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5);
