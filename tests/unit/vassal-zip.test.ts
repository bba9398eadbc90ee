import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../main/vassal/zip/archive.js';
import { MODULE_ZIP_LIMITS, type ZipLimits } from '../../main/vassal/zip/limits.js';
import { unsafeNameReason } from '../../main/vassal/zip/names.js';
import { VassalError } from '../../main/vassal/errors.js';
import { HOSTILE_ZIPS } from '../support/vassal/hostile-zips.js';
import { rawZip } from '../support/vassal/raw-zip.js';
import { tempDir } from './helpers.js';

const write = (bytes: Buffer, name = 'x.vmod'): string => {
  const file = path.join(tempDir('ct-vzip-'), name);
  fs.writeFileSync(file, bytes);
  return file;
};

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (e) {
    expect(e).toBeInstanceOf(VassalError);
    return (e as VassalError).code;
  }
}

const text = (s: string): Buffer => Buffer.from(s, 'utf8');

describe('openArchive', () => {
  it('lists entries and reads them into memory, verifying the CRC', async () => {
    const file = write(rawZip([
      { name: 'buildFile.xml', data: text('<root/>') },
      { name: 'images/', data: Buffer.alloc(0), deflate: false },
      { name: 'images/Map Board.png', data: Buffer.from([1, 2, 3]), deflate: false },
    ]));
    const zip = await openArchive(file);
    try {
      expect(zip.names()).toEqual(['buildFile.xml', 'images/Map Board.png']);
      expect((await zip.read('buildFile.xml')).toString()).toBe('<root/>');
      expect([...(await zip.read('images/Map Board.png'))]).toEqual([1, 2, 3]);
      expect(zip.info('buildFile.xml')).toMatchObject({ size: 7 });
      expect(await codeOf(zip.read('nothing'))).toBe('vassal.zipNoEntry');
    } finally {
      zip.close();
    }
  });

  it('reads a name written with backslashes as a path with slashes', async () => {
    const zip = await openArchive(write(rawZip([{ name: 'images\\a.png', data: text('a') }])));
    expect(zip.names()).toEqual(['images/a.png']);
    zip.close();
  });

  it('finds NFD names (macOS) and names differing in case, the latter with a warning', async () => {
    const zip = await openArchive(write(rawZip([{ name: 'images/Caffe\u0300.png', data: text('a') }, { name: 'images/Tank.PNG', data: text('b') }])));
    expect(zip.resolve('images/Caff\u00e8.png')).toBe('images/Caffe\u0300.png');
    expect(zip.warnings).toEqual([]);
    expect((await zip.read('images/tank.png')).toString()).toBe('b');
    expect(zip.warnings.map((w) => w.code)).toEqual(['vassal.zipNameCase']);
    zip.close();
  });

  it('keeps the first of duplicate names and warns', async () => {
    const zip = await openArchive(write(rawZip([{ name: 'a', data: text('first') }, { name: 'a', data: text('second') }])));
    expect((await zip.read('a')).toString()).toBe('first');
    expect(zip.warnings).toEqual([{ code: 'vassal.zipDuplicate', params: { name: 'a' } }]);
    zip.close();
  });

  it('refuses an entry whose CRC does not match its bytes', async () => {
    const zip = await openArchive(write(rawZip([{ name: 'savedGame', data: text('!VCSK0102'), crc: 12345 }])));
    expect(await codeOf(zip.read('savedGame'))).toBe('vassal.zipCrc');
    zip.close();
  });

  it('refuses an entry that inflates to more than it declared', async () => {
    const zip = await openArchive(write(rawZip([{ name: 'savedGame', data: Buffer.alloc(200_000, 65), declaredSize: 1000 }])));
    expect(await codeOf(zip.read('savedGame'))).toBe('vassal.zipCorrupt');
    zip.close();
  });

  it('refuses to read more than the caller allows', async () => {
    const zip = await openArchive(write(rawZip([{ name: 'buildFile.xml', data: Buffer.alloc(5000, 65) }])));
    expect(await codeOf(zip.read('buildFile.xml', 4999))).toBe('vassal.zipEntryTooLarge');
    expect((await zip.readHead('buildFile.xml', 10)).length).toBe(10);
    zip.close();
  });

  it('refuses too many entries and too many bytes in all', async () => {
    const small: ZipLimits = { ...MODULE_ZIP_LIMITS, maxEntries: 3, maxTotalBytes: 10_000 };
    const many = rawZip(Array.from({ length: 4 }, (_, i) => ({ name: `e${i}`, data: text('x') })));
    expect(await codeOf(openArchive(write(many), small))).toBe('vassal.zipTooManyEntries');
    const big = rawZip([{ name: 'a', data: Buffer.alloc(6000, 1), deflate: false }, { name: 'b', data: Buffer.alloc(6000, 2), deflate: false }]);
    expect(await codeOf(openArchive(write(big), small))).toBe('vassal.zipTooLarge');
  });

  it('says a missing file is unreadable', async () => {
    expect(await codeOf(openArchive(path.join(tempDir(), 'none.vmod')))).toBe('vassal.unreadable');
  });

  for (const h of HOSTILE_ZIPS) {
    it(`refuses ${h.label} with ${h.code}, quickly`, async () => {
      const file = write(h.bytes());
      const t0 = performance.now();
      expect(await codeOf(openArchive(file))).toBe(h.code);
      expect(performance.now() - t0).toBeLessThan(2000);
    });
  }
});

describe('unsafeNameReason', () => {
  it.each([
    ['images/a.png', null],
    ['a..b/c', null],
    ['../a', 'traversal'],
    ['a/../../b', 'traversal'],
    ['/abs', 'absolute'],
    ['c:/x', 'drive'],
    ['a\0b', 'nul'],
    ['', 'empty'],
  ])('%j → %s', (name, reason) => expect(unsafeNameReason(name)).toBe(reason));
});
