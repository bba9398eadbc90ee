import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { startAppServices } from '../../main/app/services';
import { createImports, CHUNK_BYTES, MAX_IMPORT_BYTES } from '../../main/rulebook/imports';
import { references } from '../../main/rulebook/reference';
import { UPLOAD_QUOTA } from '../../main/rulebook/upload-quota';
import { tempDir } from './helpers';

/** Unfinished rulebook uploads cannot pile up in main's memory: caps per client and in all, expiry, disconnects. */

function imports(now: () => number = Date.now) {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  return createImports(db, references(), now);
}

const chunk = Buffer.alloc(CHUNK_BYTES, 0x41).toString('base64');

describe('pending rulebook uploads', () => {
  it('holds no more than the cap when 20 clients begin 8 MiB uploads and never finish them', () => {
    const im = imports();
    const answers = Array.from({ length: 20 }, (_, i) => {
      const begun = im.begin('afrika-korps', `big-${i}.txt`, MAX_IMPORT_BYTES, 'it', `ws-${i}`);
      if (begun.ok) for (let k = 0; k < 8; k++) expect(im.chunk(begun.value.uploadId, k, chunk).ok).toBe(true);
      return begun;
    });
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBeGreaterThan(0);
    const held = im.pending();
    expect(held.count).toBe(accepted);
    expect(held.count).toBeLessThanOrEqual(UPLOAD_QUOTA.total);
    expect(held.bytes).toBeLessThanOrEqual(UPLOAD_QUOTA.totalBytes);
    expect(held.received).toBeLessThanOrEqual(UPLOAD_QUOTA.totalBytes);
    for (const a of answers.filter((x) => !x.ok)) expect(a).toEqual({ ok: false, code: 'rulebook.uploadsBusy', params: {} });
  });

  it('lets one client hold only a few unfinished uploads', () => {
    const im = imports();
    const tries = Array.from({ length: 20 }, (_, i) => im.begin('afrika-korps', `b${i}.txt`, 1000, 'it', 'ws-1'));
    expect(tries.filter((t) => t.ok)).toHaveLength(UPLOAD_QUOTA.perClient);
    expect(tries.at(-1)).toEqual({ ok: false, code: 'rulebook.uploadsPending', params: { max: UPLOAD_QUOTA.perClient } });
    // another client still may
    expect(im.begin('afrika-korps', 'other.txt', 1000, 'it', 'ws-2').ok).toBe(true);
  });

  it('drops uploads left idle, and a client’s uploads when it goes away', () => {
    let now = 0;
    const im = imports(() => now);
    const stale = im.begin('afrika-korps', 'a.txt', 1000, 'it', 'ws-1');
    expect(im.begin('afrika-korps', 'b.txt', 1000, 'it', 'ws-1').ok).toBe(true);
    now += UPLOAD_QUOTA.idleMs + 1;
    expect(im.begin('afrika-korps', 'c.txt', 1000, 'it', 'ws-1').ok).toBe(true);
    expect(stale.ok && im.chunk(stale.value.uploadId, 0, 'QQ==')).toEqual({ ok: false, code: 'rulebook.unknownUpload' });
    expect(im.pending().count).toBe(1);

    im.begin('afrika-korps', 'd.txt', 1000, 'it', 'ws-2');
    im.dropOwner('ws-1');
    expect(im.pending().count).toBe(1);
  });

  it('forgets a disconnected client’s uploads through the API', async () => {
    const app = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true } });
    try {
      const client = { id: 'ws-7', address: '192.168.1.5', loopback: false };
      const begin = () => app.registry.dispatch('rulebook.importBegin', { game: 'afrika-korps', fileName: 'x.txt', bytes: 5000, lang: 'it' }, client);
      for (let i = 0; i < UPLOAD_QUOTA.perClient; i++) expect(await begin()).toMatchObject({ ok: true });
      expect(await begin()).toMatchObject({ ok: false, code: 'rulebook.uploadsPending' });
      app.registry.forget(client);
      expect(await begin()).toMatchObject({ ok: true });
    } finally {
      app.close();
    }
  });
});
