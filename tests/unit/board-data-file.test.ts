import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { err } from '../../shared/api/result';
import { importedKey } from '../../shared/games/ids';
import { BOARD_DATA_FILE_MAX_BYTES } from '../../shared/board-data/file';
import { createImportedLibrary } from '../../main/games/imported/library';
import { BOARD_DATA_FILE, createBoardDataService, type BoardDataService } from '../../main/board-data/service';
import { exportBoardData, parseBoardDataFile } from '../../main/board-data/file-io';
import { createBoardDataHandlers } from '../../main/app/handlers-board-data';
import type { WorkRunner } from '../../main/work/runner';
import { makeTerrainMap, type TerrainMap } from '../support/terrain-map';

/**
 * Board data kept with a module and shared as a file (issue 16): every batch is checked against
 * the linked game's chart and the module's grid and written whole or not at all; the file exported
 * from one data folder imports into another with the same result; hostile and malformed files are
 * refused with a translated code and nothing is written.
 */

const dirs: string[] = [];
const key = importedKey('terrain-test');
const noWork = {} as WorkRunner;
let one: { dir: string; map: TerrainMap; s: BoardDataService };
let two: { dir: string; map: TerrainMap; s: BoardDataService };

async function folderWithModule(linked: 'dark-sands' | null = 'dark-sands') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'board-data-'));
  dirs.push(dir);
  const map = await makeTerrainMap(dir, { cols: 10, rows: 8, linked });
  const s = createBoardDataService(createImportedLibrary(dir, async () => err('work.failed')));
  return { dir, map, s };
}

beforeAll(async () => {
  one = await folderWithModule();
  two = await folderWithModule();
});
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const onDisk = (f: { map: TerrainMap }) => {
  const file = path.join(f.map.folder, BOARD_DATA_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
};

describe('board data: batches checked against the chart and the grid', () => {
  it('a module not linked to a game has no chart to follow', async () => {
    const f = await folderWithModule(null);
    expect(f.s.view(key)).toMatchObject({ ok: false, code: 'boardData.notLinked' });
    expect(f.s.view('imported:nope')).toMatchObject({ ok: false, code: 'boardData.notFound' });
  });
  it('sets hexes, hexsides, places and counters, and counts progress', () => {
    const [a, b] = one.map.cells;
    expect(one.s.setHexes(key, [{ cell: a!, hex: { t: 'rough', s: 'central' } }, { cell: b!, hex: { t: 'desert', f: ['tobruk-fort'], s: 'central' } }])).toMatchObject({ ok: true, value: { hexesSet: 2, hexesTotal: one.map.cells.length } });
    const v = one.s.view(key);
    expect(v.ok && v.value.data.hexes[a!]).toEqual({ t: 'rough', s: 'central' });
    const ctx = one.s.context(key);
    const near = ctx.ok ? ctx.value.table.neighbours.get(a!)![0]! : '';
    const id = a! < near ? `${a}|${near}` : `${near}|${a}`;
    expect(one.s.setHexsides(key, [{ id, features: ['ridge', 'road'] }])).toMatchObject({ ok: true, value: { hexsides: 1 } });
    expect(one.s.setPlaces(key, [{ id: 'tobruk', name: 'Tobruk', cell: b!, roles: ['port', 'victory', 'fort'] }])).toMatchObject({ ok: true, value: { places: 1 } });
    expect(one.s.setCounters(key, [{ piece: 'u0', values: { front: { type: 'tank', steps: 2, attack: 6, defence: 4, nationality: 'allied' }, back: { type: 'tank', steps: 1, attack: 3, defence: 2, nationality: 'allied' } } }])).toMatchObject({ ok: true, value: { counters: 1 } });
  });
  it('a batch with one bad entry writes nothing: unknown terrain, a hex off the grid, a type of another layer, non-adjacent hexsides, bad values', () => {
    const before = onDisk(one);
    const [a, , c] = one.map.cells;
    const refusals: [unknown, string][] = [
      [one.s.setHexes(key, [{ cell: c!, hex: { t: 'desert' } }, { cell: a!, hex: { t: 'jungle' } }]), 'boardData.unknownType'],
      [one.s.setHexes(key, [{ cell: '9999', hex: { t: 'desert' } }]), 'boardData.unknownCell'],
      [one.s.setHexes(key, [{ cell: a!, hex: { t: 'ridge' } }]), 'boardData.unknownType'],
      [one.s.setHexes(key, [{ cell: a!, hex: { t: 'desert', s: 'north' } }]), 'boardData.unknownSection'],
      [one.s.setHexsides(key, [{ id: `${one.map.cells[0]}|${one.map.cells.at(-1)}`, features: ['wadi'] }]), 'boardData.notAdjacent'],
      [one.s.setCounters(key, [{ piece: 'u1', values: { front: { attack: 99 } } }]), 'boardData.badValue'],
      [one.s.setCounters(key, [{ piece: 'u1', values: { front: { type: 'cavalry' } } }]), 'boardData.badValue'],
      [one.s.setCounters(key, [{ piece: 'nobody', values: { front: { attack: 1 } } }]), 'boardData.unknownPiece'],
      [one.s.setPlaces(key, [{ id: 'x', name: 'X', cell: 'zz99', roles: [] }]), 'boardData.unknownCell'],
    ];
    for (const [r, code] of refusals) expect(r).toMatchObject({ ok: false, code });
    expect(onDisk(one)).toBe(before);
  });
  it("a player's own type is usable once added, and cannot go while a hex uses it", () => {
    const oasis = { id: 'oasis', layer: 'hex' as const, name: { text: 'Oasis' }, movement: { central: { kind: 'unknown' as const }, side: { kind: 'unknown' as const } }, combat: [{ kind: 'unknown' as const }], rule: 'own', colour: '#33aa55' };
    expect(one.s.setHexes(key, [{ cell: one.map.cells[5]!, hex: { t: 'oasis' } }])).toMatchObject({ ok: false, code: 'boardData.unknownType' });
    expect(one.s.setCustomTypes(key, [oasis])).toMatchObject({ ok: true });
    expect(one.s.setHexes(key, [{ cell: one.map.cells[5]!, hex: { t: 'oasis' } }])).toMatchObject({ ok: true });
    expect(one.s.setCustomTypes(key, [])).toMatchObject({ ok: false, code: 'boardData.typeInUse' });
    expect(one.s.setCustomTypes(key, [{ ...oasis, id: 'desert' }])).toMatchObject({ ok: false, code: 'boardData.typeExists' });
  });
  it('survives a restart: a new service reads the same data from the module folder', () => {
    const again = createBoardDataService(createImportedLibrary(one.dir, async () => err('work.failed')));
    const a = one.s.view(key);
    const b = again.view(key);
    expect(b.ok && a.ok && b.value.data).toEqual(a.ok && a.value.data);
  });
});

describe('a damaged file on disk', () => {
  it('is set aside, never overwritten, and the module starts with empty data', async () => {
    const f = await folderWithModule();
    fs.writeFileSync(path.join(f.map.folder, BOARD_DATA_FILE), '{"version": 1, "game": "dark-sands", "hexes": {');
    const v = f.s.view(key);
    expect(v.ok && v.value.progress.hexesSet).toBe(0);
    const aside = fs.readdirSync(f.map.folder).filter((n) => n.startsWith('board-data.damaged-'));
    expect(aside.length).toBe(1);
    expect(fs.readFileSync(path.join(f.map.folder, aside[0]!), 'utf8')).toContain('"hexes": {');
  });
});

describe('a module removed and imported again', () => {
  it('starts from its own (empty) data, not what was held for the old one', async () => {
    const f = await folderWithModule();
    expect(f.s.setHexes(key, [{ cell: f.map.cells[0]!, hex: { t: 'rough' } }]).ok).toBe(true);
    fs.rmSync(path.join(f.map.folder, BOARD_DATA_FILE));
    const v = f.s.view(key);
    expect(v.ok && v.value.progress.hexesSet).toBe(0);
  });
});

describe('the shareable file', () => {
  it('exported from one data folder, imported into another: the same data', () => {
    const h1 = createBoardDataHandlers({ imported: createImportedLibrary(one.dir, async () => err('work.failed')), work: noWork, service: one.s });
    const h2 = createBoardDataHandlers({ imported: createImportedLibrary(two.dir, async () => err('work.failed')), work: noWork, service: two.s });
    const client = { id: 'c1' } as never;
    const out = h1['boardData.export']({ key }, client) as { ok: true; value: { fileName: string; text: string } };
    expect(out.ok).toBe(true);
    expect(out.value.fileName).toBe('Terrain-Test.ctboard.json');
    expect(h2['boardData.import']({ key, text: out.value.text }, client)).toMatchObject({ ok: true });
    const a = one.s.view(key);
    const b = two.s.view(key);
    expect(a.ok && b.ok && b.value.data).toEqual(a.ok && a.value.data);
    expect(b.ok && b.value.progress.counters).toBe(1);
  });

  const good = () => {
    const c = one.s.context(key);
    if (!c.ok) throw new Error('no context');
    return JSON.parse(exportBoardData(c.value).text) as Record<string, unknown> & { data: Record<string, unknown> };
  };
  const hostile: [string, () => string, string][] = [
    ['not JSON', () => '{"format": "campaign-table-board-data",', 'boardData.fileMalformed'],
    ['another format', () => JSON.stringify({ ...good(), format: 'something-else' }), 'boardData.fileWrongFormat'],
    ['a JSON array', () => '[1,2,3]', 'boardData.fileWrongFormat'],
    ['a newer version', () => JSON.stringify({ ...good(), fileVersion: 2 }), 'boardData.fileVersion'],
    ['too large', () => ' '.repeat(BOARD_DATA_FILE_MAX_BYTES + 1), 'boardData.fileTooLarge'],
    ['nested 100,000 deep', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'boardData.fileTooDeep'],
    ['a __proto__ key', () => JSON.stringify(good()).replace('"hexes":{', '"hexes":{"__proto__":{"t":"desert"},'), 'boardData.fileForbiddenKey'],
    ['a constructor key', () => JSON.stringify(good()).replace('"counters":{', '"counters":{"constructor":{"front":{}},'), 'boardData.fileForbiddenKey'],
    ['an unknown field', () => JSON.stringify({ ...good(), extra: 1 }), 'boardData.fileInvalid'],
    ['unknown terrain', () => JSON.stringify({ ...good(), data: { ...good().data, hexes: { [one.map.cells[0]!]: { t: 'jungle' } } } }), 'boardData.unknownType'],
    ['a hex not on the grid', () => JSON.stringify({ ...good(), data: { ...good().data, hexes: { '9999': { t: 'desert' } } } }), 'boardData.unknownCell'],
    ['another grid', () => JSON.stringify({ ...good(), gridFingerprint: 'a'.repeat(64) }), 'boardData.fileOtherGrid'],
    ['another game', () => JSON.stringify({ ...good(), data: { ...good().data, game: 'case-yellow' } }), 'boardData.fileOtherGame'],
    ['a string where a number goes', () => JSON.stringify({ ...good(), data: { ...good().data, counters: { u0: { front: { attack: '6' } } } } }), 'boardData.fileInvalid'],
  ];
  it.each(hostile)('refuses %s with a clear code, and writes nothing', (_what, text, code) => {
    const before = onDisk(two);
    const h = createBoardDataHandlers({ imported: createImportedLibrary(two.dir, async () => err('work.failed')), work: noWork, service: two.s });
    expect(h['boardData.import']({ key, text: text() }, { id: 'c1' } as never)).toMatchObject({ ok: false, code });
    expect(onDisk(two)).toBe(before);
  });
  it('every refusal code has its English and Italian text', () => {
    const en = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/en/translation.json'), 'utf8')) as { errors: { boardData: Record<string, string> } };
    const it_ = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/it/translation.json'), 'utf8')) as { errors: { boardData: Record<string, string> } };
    for (const [, , code] of hostile) {
      const k = code.split('.')[1]!;
      expect(en.errors.boardData[k]).toBeTruthy();
      expect(it_.errors.boardData[k]).toBeTruthy();
    }
  });
  it('parseBoardDataFile alone writes nothing and answers the data', () => {
    const c = two.s.context(key);
    expect(c.ok && parseBoardDataFile(c.value, JSON.stringify(good())).ok).toBe(true);
  });
});
