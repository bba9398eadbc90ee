/**
 * A minimal zip writer for hostile test fixtures: it writes whatever it is told (names with `..`
 * or NUL bytes, sizes that lie, symbolic-link attributes, wrong CRCs), which the well-behaved
 * writer (yazl) rightly refuses to do. Format: local headers, central directory, end record.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  /** Raw name bytes (a string is written as UTF-8 with the UTF-8 flag). */
  name: string | Buffer;
  data?: Buffer;
  /** Deflate the data (default true). */
  deflate?: boolean;
  /** Override the declared uncompressed size (a lie) in both headers. */
  declaredSize?: number;
  /** Override the CRC written in both headers. */
  crc?: number;
  /** Unix mode for the external attributes (e.g. 0o120777 for a symbolic link). */
  unixMode?: number;
  /** General purpose flags to OR in (e.g. 1 = encrypted). */
  flags?: number;
  /** Compression method to declare instead of the real one. */
  method?: number;
}

export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = typeof e.name === 'string' ? Buffer.from(e.name, 'utf8') : e.name;
    const data = e.data ?? Buffer.alloc(0);
    const deflate = e.deflate ?? true;
    const body = deflate ? deflateRawSync(data) : data;
    const method = e.method ?? (deflate ? 8 : 0);
    const crc = e.crc ?? crc32(data) >>> 0;
    const size = e.declaredSize ?? data.length;
    const flags = 0x800 | (e.flags ?? 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.unixMode !== undefined ? (3 << 8) | 20 : 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30);
    central.writeUInt16LE(0, 32);
    central.writeUInt16LE(0, 34);
    central.writeUInt16LE(0, 36);
    central.writeUInt32LE(e.unixMode !== undefined ? (e.unixMode << 16) >>> 0 : 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
