/**
 * Reading VASSAL zips (modules, extensions, saves) under limits. The central directory is checked
 * whole before anything is inflated: entry count, declared sizes, compression ratio, unsafe names,
 * symbolic links, encryption. Entries are then read into memory on demand, with a byte cap, the
 * declared size enforced while inflating and the CRC-32 verified. Nothing is ever written to disk.
 *
 *   const zip = await openArchive(file, MODULE_ZIP_LIMITS);
 *   try { const xml = await zip.read('buildFile.xml', 64 << 20); } finally { zip.close(); }
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { VassalError, type VassalWarningCode } from '../errors.js';
import { MODULE_ZIP_LIMITS, type ZipLimits } from './limits.js';
import { normalizeEntryName, unsafeNameReason } from './names.js';

export interface ArchiveEntryInfo {
  name: string;
  size: number;
  compressedSize: number;
}

/** A warning found while reading the archive (a code and params, as the errors). */
export interface ArchiveWarning {
  code: Extract<VassalWarningCode, 'vassal.zipDuplicate' | 'vassal.zipNameCase'>;
  params: Record<string, string>;
}

export interface Archive {
  /** File entries (no directories), in central-directory order, first of duplicates only. */
  names(): string[];
  /** The stored name matching `name`: exactly, then its NFC/NFD form, then ignoring case (warns). */
  resolve(name: string): string | null;
  info(name: string): ArchiveEntryInfo | null;
  /** The whole entry in memory; refused when it is (or inflates to) more than `maxBytes`. */
  read(name: string, maxBytes?: number): Promise<Buffer>;
  /** Only the first `bytes` bytes (e.g. an image header), without inflating the rest. */
  readHead(name: string, bytes: number): Promise<Buffer>;
  readonly warnings: readonly ArchiveWarning[];
  close(): void;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const HOST_UNIX = 3;

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) {
        const code = (err as NodeJS.ErrnoException | null)?.code;
        if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') reject(new VassalError('vassal.unreadable', { reason: code }));
        else reject(new VassalError('vassal.notZip'));
        return;
      }
      resolve(zip);
    });
  });
}

function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw;
  if (raw.includes(0)) throw new VassalError('vassal.unsafePath', { name: raw.toString('latin1').replace(/\0/g, '\\0'), reason: 'nul' });
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
}

function isSymlink(entry: yauzl.Entry): boolean {
  const host = entry.versionMadeBy >>> 8;
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  return host === HOST_UNIX && mode === S_IFLNK;
}

/** Checks one central-directory entry against the limits; returns its normalized name. */
function checkEntry(entry: yauzl.Entry, limits: ZipLimits): string {
  const name = normalizeEntryName(decodeName(entry));
  const reason = unsafeNameReason(name);
  if (reason) throw new VassalError('vassal.unsafePath', { name: name.slice(0, 200), reason });
  if (isSymlink(entry)) throw new VassalError('vassal.zipLink', { name });
  if (name.endsWith('/')) return name;
  if (entry.isEncrypted()) throw new VassalError('vassal.zipEncrypted', { name });
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new VassalError('vassal.zipUnsupported', { name, method: entry.compressionMethod });
  }
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    throw new VassalError('vassal.zipEntryTooLarge', { name, size: entry.uncompressedSize, limit: limits.maxEntryBytes });
  }
  if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
    throw new VassalError('vassal.zipBomb', { name, size: entry.uncompressedSize, compressed: entry.compressedSize });
  }
  return name;
}

async function listEntries(zip: yauzl.ZipFile, limits: ZipLimits, warnings: ArchiveWarning[]): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (e: unknown): void => {
      zip.removeAllListeners();
      reject(e instanceof VassalError ? e : new VassalError('vassal.zipCorrupt', { reason: e instanceof Error ? e.message.slice(0, 200) : 'unknown' }));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        const name = checkEntry(entry, limits);
        if (!name.endsWith('/')) {
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes) throw new VassalError('vassal.zipTooLarge', { size: total, limit: limits.maxTotalBytes });
          if (entries.has(name)) warnings.push({ code: 'vassal.zipDuplicate', params: { name } });
          else entries.set(name, entry);
        }
      } catch (e) {
        fail(e);
        return;
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
  return entries;
}

/** Opens a zip and checks its whole directory against `limits`; throws a VassalError when refused. */
export async function openArchive(path: string, limits: ZipLimits = MODULE_ZIP_LIMITS): Promise<Archive> {
  const zip = await openZip(path);
  const warnings: ArchiveWarning[] = [];
  let entries: Map<string, yauzl.Entry>;
  try {
    if (zip.entryCount > limits.maxEntries) throw new VassalError('vassal.zipTooManyEntries', { count: zip.entryCount, limit: limits.maxEntries });
    entries = await listEntries(zip, limits, warnings);
  } catch (e) {
    zip.close();
    throw e;
  }
  const lowerCase = new Map<string, string>();
  for (const name of entries.keys()) if (!lowerCase.has(name.toLowerCase())) lowerCase.set(name.toLowerCase(), name);

  const resolve = (name: string): string | null => {
    const wanted = normalizeEntryName(name);
    for (const candidate of [wanted, wanted.normalize('NFC'), wanted.normalize('NFD')]) if (entries.has(candidate)) return candidate;
    const folded = lowerCase.get(wanted.toLowerCase()) ?? lowerCase.get(wanted.normalize('NFC').toLowerCase());
    if (folded !== undefined) {
      if (!warnings.some((w) => w.code === 'vassal.zipNameCase' && w.params.name === wanted)) {
        warnings.push({ code: 'vassal.zipNameCase', params: { name: wanted, found: folded } });
      }
      return folded;
    }
    return null;
  };

  const entryOf = (name: string): yauzl.Entry => {
    const stored = resolve(name);
    const entry = stored === null ? undefined : entries.get(stored);
    if (!entry) throw new VassalError('vassal.zipNoEntry', { name });
    return entry;
  };

  const stream = (entry: yauzl.Entry): Promise<NodeJS.ReadableStream> =>
    new Promise((res, rej) => {
      zip.openReadStream(entry, (err, s) => {
        if (err || !s) rej(new VassalError('vassal.zipCorrupt', { name: normalizeEntryName(decodeName(entry)), reason: err ? err.message.slice(0, 200) : 'no stream' }));
        else res(s);
      });
    });

  /** Collects at most `cap` bytes; `exact` means the whole entry is wanted (then it is checked). */
  async function collect(entry: yauzl.Entry, cap: number, exact: boolean): Promise<Buffer> {
    const name = normalizeEntryName(decodeName(entry));
    const s = await stream(entry);
    const chunks: Buffer[] = [];
    let got = 0;
    return new Promise<Buffer>((res, rej) => {
      let settled = false;
      const finish = (e: VassalError | null): void => {
        if (settled) return;
        settled = true;
        if (e) {
          rej(e);
          return;
        }
        const data = Buffer.concat(chunks, got);
        if (exact && crc32(data) >>> 0 !== entry.crc32 >>> 0) rej(new VassalError('vassal.zipCrc', { name }));
        else res(exact ? data : data.subarray(0, Math.min(got, cap)));
      };
      s.on('data', (chunk: Buffer) => {
        if (settled) return;
        got += chunk.length;
        chunks.push(chunk);
        if (got > cap) {
          (s as unknown as { destroy(): void }).destroy();
          if (exact) finish(new VassalError('vassal.zipEntryTooLarge', { name, size: got, limit: cap }));
          else finish(null);
        }
      });
      s.on('error', (e: Error) => finish(new VassalError('vassal.zipCorrupt', { name, reason: e.message.slice(0, 200) })));
      s.on('end', () => finish(null));
    });
  }

  return {
    names: () => [...entries.keys()],
    resolve,
    info(name) {
      const stored = resolve(name);
      const entry = stored === null ? undefined : entries.get(stored);
      return entry && stored !== null ? { name: stored, size: entry.uncompressedSize, compressedSize: entry.compressedSize } : null;
    },
    async read(name, maxBytes = limits.maxEntryBytes) {
      const entry = entryOf(name);
      if (entry.uncompressedSize > maxBytes) throw new VassalError('vassal.zipEntryTooLarge', { name, size: entry.uncompressedSize, limit: maxBytes });
      return collect(entry, maxBytes, true);
    },
    async readHead(name, bytes) {
      const entry = entryOf(name);
      if (entry.uncompressedSize === 0) return Buffer.alloc(0);
      return collect(entry, bytes, false);
    },
    warnings,
    close: () => zip.close(),
  };
}
