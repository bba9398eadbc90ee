import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../../shared/api/result.js';
import { createChunkedUploads, type UploadLayout } from '../../main/uploads/chunked.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-chunked-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const left = () => fs.readdirSync(root);

/** An upload of two parts in its own folder: `a` takes at most 4 bytes, `b` at most 8, 10 in all. */
function twoParts(id: string): UploadLayout<{ label: string }> {
  const dir = path.join(root, `up-${id}`);
  fs.mkdirSync(dir);
  const parts = new Map([
    ['a', { file: path.join(dir, 'a'), max: 4 }],
    ['b', { file: path.join(dir, 'b'), max: 8 }],
  ]);
  return { place: dir, parts, total: 10, meta: { label: 'two' } };
}

describe('chunked uploads (shared by imported games and VASSAL modules)', () => {
  it('write each part in order within its limit and the limit of all, and hand the whole upload to finish', async () => {
    const ups = createChunkedUploads<{ label: string }>(2);
    const id = ups.begin('me', twoParts);
    expect(ups.chunk(id, 'me', 'a', 0, Buffer.from('ab'))).toEqual(ok({ received: 2 }));
    expect(ups.chunk(id, 'me', 'a', 0, Buffer.from('cd'))).toEqual(err('imported.badChunk')); // not where the part stands
    expect(ups.chunk(id, 'me', 'a', 2, Buffer.from('cde'))).toEqual(err('imported.badChunk')); // past the part's limit
    expect(ups.chunk(id, 'me', 'c', 0, Buffer.from('x'))).toEqual(err('imported.badChunk')); // no such part
    expect(ups.chunk(id, 'me', 'a', 2, Buffer.from('cd'))).toEqual(ok({ received: 4 }));
    expect(ups.chunk(id, 'me', 'b', 0, Buffer.from('1234567'))).toEqual(err('imported.badChunk')); // past the limit of all
    expect(ups.chunk(id, 'me', 'b', 0, Buffer.from('123456'))).toEqual(ok({ received: 6 }));
    const seen = await ups.finish(id, 'me', async (u) => {
      expect(ups.chunk(id, 'me', 'b', 6, Buffer.from('x'))).toEqual(err('imported.unknownUpload')); // finishing takes no more
      expect(ups.cancel(id, 'me')).toBe(false);
      expect(ups.find(id, 'me')?.finishing).toBe(true);
      return ok({ label: u.meta.label, bytes: u.bytes, a: fs.readFileSync(u.parts.get('a')!.file, 'utf8'), b: fs.readFileSync(u.parts.get('b')!.file, 'utf8') });
    });
    expect(seen).toEqual(ok({ label: 'two', bytes: 10, a: 'abcd', b: '123456' }));
    expect(left()).toEqual([]);
    expect(await ups.finish(id, 'me', async () => ok(1))).toEqual(err('imported.unknownUpload'));
  });

  it('belong to the client that began them', async () => {
    const ups = createChunkedUploads<{ label: string }>(2);
    const id = ups.begin('me', twoParts);
    expect(ups.chunk(id, 'you', 'a', 0, Buffer.from('ab'))).toEqual(err('imported.unknownUpload'));
    expect(ups.find(id, 'you')).toBeNull();
    expect(ups.cancel(id, 'you')).toBe(false);
    expect(await ups.finish(id, 'you', async () => ok(1))).toEqual(err('imported.unknownUpload'));
    expect(ups.cancel(id, 'me')).toBe(true);
    expect(left()).toEqual([]);
  });

  it('are dropped when finish fails or throws, when their client goes, and past the limit per client', async () => {
    const ups = createChunkedUploads<{ label: string }>(2);
    const failed = ups.begin('me', twoParts);
    expect(await ups.finish(failed, 'me', async () => err('imported.badChunk'))).toEqual(err('imported.badChunk'));
    const thrown = ups.begin('me', twoParts);
    await expect(ups.finish(thrown, 'me', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(left()).toEqual([]);

    const first = ups.begin('me', twoParts);
    const second = ups.begin('me', twoParts);
    const third = ups.begin('me', twoParts); // the oldest goes
    expect(ups.find(first, 'me')).toBeNull();
    expect(ups.find(second, 'me')).not.toBeNull();
    expect(left().sort()).toEqual([`up-${second}`, `up-${third}`].sort());
    const other = ups.begin('you', twoParts);
    ups.dropOwner('me');
    expect(left()).toEqual([`up-${other}`]);
    ups.dropOwner('you');
    expect(left()).toEqual([]);
  });

  it('keep an upload that is finishing when its client goes (finish drops it)', async () => {
    const ups = createChunkedUploads<{ label: string }>(1);
    const id = ups.begin('me', twoParts);
    let release: () => void = () => {};
    const finishing = ups.finish(id, 'me', () => new Promise<Result<string>>((resolve) => (release = () => resolve(ok('done')))));
    ups.dropOwner('me');
    ups.begin('me', twoParts); // a new one does not push out the one finishing
    expect(ups.find(id, 'me')).not.toBeNull();
    expect(left()).toHaveLength(2);
    release();
    expect(await finishing).toEqual(ok('done'));
    ups.dropOwner('me');
    expect(left()).toEqual([]);
  });
});
