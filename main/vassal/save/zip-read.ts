/**
 * Reads the entries of a save that is already in memory (a predefined set-up read out of a module,
 * a file sent over the API) under the same limits and with the same codes as the module importer's
 * archive reader (main/vassal/zip/), which reads saves on disk: entry count, declared and inflated
 * sizes, compression ratio, encryption, CRC.
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { VassalError } from '../errors.js';
import { SAVE_ZIP_LIMITS, type ZipLimits } from '../zip/limits.js';

export const SAVE_ENTRIES = ['savedGame', 'savedata', 'moduledata'] as const;

/** The save's entries by name (first one wins). */
export async function readSaveEntriesFromBuffer(bytes: Buffer, limits: ZipLimits = SAVE_ZIP_LIMITS): Promise<Map<string, Buffer>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (e, z) => (e || !z ? reject(e) : resolve(z))));
  } catch {
    throw new VassalError('vassal.notZip');
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new VassalError('vassal.zipTooManyEntries', { count: zip.entryCount, limit: limits.maxEntries });
  }
  const wanted = new Set<string>(SAVE_ENTRIES);
  const out = new Map<string, Buffer>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (e: VassalError) => {
        zip.removeAllListeners();
        reject(e);
      };
      zip.on('error', (e: Error) => fail(new VassalError('vassal.zipCorrupt', { reason: e.message.slice(0, 200) })));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName.replace(/\\/g, '/');
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes) return fail(new VassalError('vassal.zipTooLarge', { size: total, limit: limits.maxTotalBytes }));
        if (!wanted.has(name) || out.has(name)) return zip.readEntry();
        if (entry.isEncrypted()) return fail(new VassalError('vassal.zipEncrypted', { name }));
        if (entry.uncompressedSize > limits.maxEntryBytes) return fail(new VassalError('vassal.zipEntryTooLarge', { name, size: entry.uncompressedSize, limit: limits.maxEntryBytes }));
        if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
          return fail(new VassalError('vassal.zipBomb', { name, size: entry.uncompressedSize, compressed: entry.compressedSize }));
        }
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(new VassalError('vassal.zipCorrupt', { name, reason: e ? e.message.slice(0, 200) : 'no stream' }));
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (c: Buffer) => {
            size += c.length;
            if (size > limits.maxEntryBytes) {
              stream.destroy();
              fail(new VassalError('vassal.zipEntryTooLarge', { name, size, limit: limits.maxEntryBytes }));
            } else chunks.push(c);
          });
          stream.on('error', (err: Error) => fail(new VassalError('vassal.zipCorrupt', { name, reason: err.message.slice(0, 200) })));
          stream.on('end', () => {
            const data = Buffer.concat(chunks);
            if (crc32(data) >>> 0 !== entry.crc32 >>> 0) return fail(new VassalError('vassal.zipCrc', { name }));
            out.set(name, data);
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
