import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ok } from '../../shared/api/result.js';
import { createModuleUploads } from '../../main/vassal/to-game/uploads.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const parts = () => (fs.existsSync(path.join(dir, 'games')) ? fs.readdirSync(path.join(dir, 'games')) : []);

describe('module uploads', () => {
  it('take chunks in order, hand the whole file to the import, and leave nothing behind', async () => {
    const u = createModuleUploads(dir);
    const begun = u.begin(6, 'a');
    if (!begun.ok) throw new Error(begun.code);
    const id = begun.value.uploadId;
    expect(u.chunk(id, 'b', 0, Buffer.from('abc'))).toMatchObject({ ok: false, code: 'imported.unknownUpload' });
    expect(u.chunk(id, 'a', 1, Buffer.from('abc'))).toMatchObject({ ok: false, code: 'imported.badChunk' });
    expect(u.chunk(id, 'a', 0, Buffer.from('abc'))).toEqual(ok({ received: 3 }));
    expect(u.chunk(id, 'a', 3, Buffer.from('defg'))).toMatchObject({ ok: false, code: 'imported.badChunk' });
    expect(u.chunk(id, 'a', 3, Buffer.from('def'))).toEqual(ok({ received: 6 }));
    const seen = await u.finish(id, 'a', async (file) => ok(fs.readFileSync(file, 'utf8')));
    expect(seen).toEqual(ok('abcdef'));
    expect(parts()).toEqual([]);
  });

  it('drop an upload on cancel, on a short file, and when its client goes', async () => {
    const u = createModuleUploads(dir);
    const a = u.begin(10, 'a');
    const b = u.begin(10, 'b');
    if (!a.ok || !b.ok) throw new Error('begin');
    expect(u.cancel(a.value.uploadId, 'b')).toBe(false);
    expect(u.cancel(a.value.uploadId, 'a')).toBe(true);
    u.dropOwner('b');
    expect(parts()).toEqual([]);
    const c = u.begin(10, 'c');
    if (!c.ok) throw new Error('begin');
    u.chunk(c.value.uploadId, 'c', 0, Buffer.from('short'));
    expect(await u.finish(c.value.uploadId, 'c', async () => ok(1))).toMatchObject({ ok: false, code: 'imported.badChunk' });
    expect(parts()).toEqual([]);
    expect(u.begin(0, 'c')).toMatchObject({ ok: false, code: 'vassal.importFailed' });
  });
});
