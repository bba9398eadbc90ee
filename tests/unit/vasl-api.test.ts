import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { err, ok } from '../../shared/api/result.js';
import { createVaslHandlers, VASL_BOARDS_DIR } from '../../main/app/handlers-vasl.js';
import { writeVaslBoard, type FixtureTerrain } from '../support/vassal/vasl-fixture.js';
import { writeModuleFixture } from '../support/vassal/module-fixture.js';
import { rawZip } from '../support/vassal/raw-zip.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vasl-api-'));
const data = path.join(dir, 'data');
const library = tiledLibrary(data);
const api = createVaslHandlers({ imported: library, dataDir: data });
const client = { id: 'tab-1' };

const TERRAIN: FixtureTerrain = {
  colours: [
    { name: 'Level0', rgb: [190, 200, 160], terrain: 'Open Ground', elevation: 0 },
    { name: 'WoodsGreen', rgb: [47, 131, 47], terrain: 'Woods', elevation: 0 },
  ],
  background: 'Level0',
  hexes: { Y7: 'WoodsGreen' },
};

/** Sends a file as the renderer does: begin, chunks in order (base64), then the given finish. */
async function upload(file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const begun = await api['vasl.uploadBegin']({ size: bytes.length }, client);
  if (!begun.ok) throw new Error(begun.code);
  const { uploadId, chunkBytes } = begun.value;
  for (let o = 0; o < bytes.length; o += chunkBytes) {
    const r = await api['vasl.uploadChunk']({ uploadId, offset: o, data: bytes.subarray(o, o + chunkBytes).toString('base64') }, client);
    if (!r.ok) throw new Error(r.code);
  }
  return uploadId;
}

beforeAll(async () => {
  await writeVaslBoard(path.join(dir, 'bdY'), { name: 'y', terrain: TERRAIN });
  await writeVaslBoard(path.join(dir, 'bdZ'), { name: 'z' });
  await writeModuleFixture(path.join(dir, 'vasl.vmod'), { pieceCount: 3 });
  fs.writeFileSync(path.join(dir, 'bdBAD'), rawZip([{ name: '../escape', data: Buffer.from('x') }]));
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('VASL boards through the API', () => {
  it('keeps uploaded board archives, refuses a hostile one, makes a map and answers line of sight on it', async () => {
    expect(await api['vasl.boardFinish']({ uploadId: await upload(path.join(dir, 'bdY')) }, client)).toEqual(ok({ name: 'y', version: '6.0', width: 1800, height: 645, terrain: true }));
    expect(await api['vasl.boardFinish']({ uploadId: await upload(path.join(dir, 'bdZ')) }, client)).toMatchObject(ok({ name: 'z', terrain: false }));
    expect(await api['vasl.boardFinish']({ uploadId: await upload(path.join(dir, 'bdBAD')) }, client)).toEqual(err('vassal.importFailed', { reason: 'vassal.unsafePath' }));
    expect(fs.readdirSync(path.join(data, VASL_BOARDS_DIR)).sort()).toEqual(['bdy', 'bdz']);
    expect(((await api['vasl.boards']({}, client)) as { value: { name: string }[] }).value.map((b) => b.name)).toEqual(['y', 'z']);

    const made = await api['vasl.makeMap']({ placement: [{ board: 'y', col: 0, row: 0, reversed: false }, { board: 'z', col: 0, row: 1, reversed: false }], moduleUploadId: await upload(path.join(dir, 'vasl.vmod')) }, client);
    if (!made.ok) throw new Error(made.code);
    expect(made.value.summary).toMatchObject({ name: 'VASL y, z', pieces: 3 });
    const key = made.value.summary.key;

    const blocked = await api['vasl.los']({ key, from: 'yY5', to: 'yy9', month: 7 }, client);
    expect(blocked).toMatchObject(ok({ verdict: 'blocked', range: 4, blockedBy: { code: 'blocked.obstacle', params: { hex: 'yY7', terrain: 'woods' }, rule: '1.1.1' } }));
    // Across the two boards: z has no colour table, so its hexes' terrain is unknown and noted.
    const across = await api['vasl.los']({ key, from: 'yC8', to: 'zC3', month: 7 }, client);
    expect(across).toMatchObject(ok({ verdict: 'clear', range: 5 }));
    expect((across as { value: { reasons: { code: string }[] } }).value.reasons.map((r) => r.code)).toContain('note.unknownTerrain');
    expect(await api['vasl.hexTerrain']({ key, hex: 'yY7' }, client)).toEqual(ok({ words: 'asl-starter-kit', hex: 'yY7', terrain: 'woods', level: 0 }));
    expect(await api['vasl.los']({ key, from: 'yY5', to: 'qQ9', month: 7 }, client)).toEqual(err('vasl.unknownHex', { hex: 'qQ9' }));
    expect(await api['vasl.los']({ key: 'imported:nothing' as typeof key, from: 'yY5', to: 'yY9', month: 7 }, client)).toEqual(err('vasl.noTerrain'));
  }, 120_000);
});
