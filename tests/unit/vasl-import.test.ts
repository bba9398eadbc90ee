import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { tableCells } from '../../shared/board/table-cells.js';
import { importVaslMap } from '../../main/vassal/vasl/import.js';
import { vaslToGame } from '../../main/vassal/vasl/to-game.js';
import { readVaslBoard } from '../../main/vassal/vasl/board-archive.js';
import type { ImageTable } from '../../shared/board/image-table.js';
import { readLink } from '../../main/vassal/to-game/link.js';
import { createBoardDataService } from '../../main/board-data/service.js';
import { readGameLosMap } from '../../main/games/asl-starter-kit/los/game-terrain.js';
import { lineOfSight } from '../../main/games/asl-starter-kit/los/line-of-sight.js';
import { seasonOf } from '../../shared/games/asl-starter-kit/terrain.js';
import { writeModuleFixture } from '../support/vassal/module-fixture.js';
import { writeVaslBoard, type FixtureTerrain } from '../support/vassal/vasl-fixture.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vasl-import-'));
const library = (data: string) => tiledLibrary(data);

const TERRAIN: FixtureTerrain = {
  colours: [
    { name: 'Level0', rgb: [190, 200, 160], terrain: 'Open Ground', elevation: 0 },
    { name: 'WoodsGreen', rgb: [47, 131, 47], terrain: 'Woods', elevation: 0 },
  ],
  background: 'Level0',
  hexes: { Y7: 'WoodsGreen', A1: 'WoodsGreen' },
};

beforeAll(async () => {
  await writeVaslBoard(path.join(dir, 'bdY'), { name: 'y', terrain: TERRAIN });
  await writeVaslBoard(path.join(dir, 'bdZ'), { name: 'z', terrain: TERRAIN });
  await writeModuleFixture(path.join(dir, 'vasl.vmod'), { pieceCount: 6 });
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a map of VASL boards made a game, with the VASL module’s counters', () => {
  it('two boards side by side, z reversed: VASL’s names with the board letter, counters in the palette, terrain kept', async () => {
    const lib = library(path.join(dir, 'data'));
    const placement = [
      { board: 'y', col: 0, row: 0, reversed: false },
      { board: 'z', col: 1, row: 0, reversed: true },
    ];
    const r = await importVaslMap([path.join(dir, 'bdY'), path.join(dir, 'bdZ')], lib, { placement, moduleFile: path.join(dir, 'vasl.vmod'), tmpDir: dir });
    expect(r.key).toBe('imported:vasl-y-z');
    const game = lib.get(r.key)!;
    expect(game.table.boards.map((b) => [b.id, b.x, b.y, b.width, b.height])).toEqual([['y', 0, 0, 1800, 645], ['z', 1800, 0, 1800, 645]]);
    const cells = new Map(tableCells(game.table).map((c) => [c.name, c]));
    expect(cells.get('yA1')!.centre).toEqual({ x: 0, y: 32 });
    expect(cells.get('yY7')!.centre).toEqual({ x: 1349, y: 419 });
    // Reversed: z's A1 is at its bottom right, its GG10 at its top left.
    expect(cells.get('zA1')!.centre).toMatchObject({ x: 1800 + 1799 });
    expect(cells.get('zA1')!.centre.y).toBeGreaterThan(600);
    expect(cells.get('zGG10')!.centre).toEqual({ x: 1800, y: 32 });
    expect(cells.get('zB0')!.centre.y).toBeGreaterThan(640);
    expect(cells.size).toBe(2 * (33 * 10 + 16));
    expect(game.table.pieces).toHaveLength(6);
    expect(game.scenarios.map((s) => s.id)).toEqual(['empty']);
    expect(readLink(lib.folder(r.key)!)).toMatchObject({ linked: 'asl-starter-kit', boards: placement });
    expect(r.report.warnings.filter((w) => w.code.startsWith('vassal.import.grid'))).toEqual([]);
    // Line of sight on the stored game, by the table's cell names.
    const los = readGameLosMap(lib.folder(r.key)!)!;
    const v = lineOfSight(los.map, { from: los.locate('yY5')!, to: los.locate('yY9')!, season: seasonOf(7) });
    expect(v).toMatchObject({ verdict: 'blocked', blockedBy: { params: { hex: 'yY7', terrain: 'woods' } } });
    expect(los.hexes.size).toBeGreaterThan(600);
    const zWoods = [...los.hexes.values()].filter((h) => h.name.startsWith('z') && h.terrain === 'woods').map((h) => h.name).sort();
    expect(zWoods).toEqual(['zA1', 'zY7']);
    // The same terrain is the game's board data, valid against the ASL Starter Kit's chart and the table's cells.
    const view = createBoardDataService(lib).view(r.key);
    if (!view.ok) throw new Error(view.code);
    expect(view.value.data.hexes).toMatchObject({ yY7: { t: 'woods' }, yA1: { t: 'woods' }, zA1: { t: 'woods' }, yB2: { t: 'open' } });
    expect(view.value.progress).toMatchObject({ hexesSet: 2 * (33 * 10 + 16), hexesTotal: 2 * (33 * 10 + 16) });
  }, 120_000);

  it('the reversed board’s image is the archive’s turned 180°, its woods in A1 drawn where A1 is named', async () => {
    const out = path.join(dir, 'made');
    const made = await vaslToGame({ boards: [await readVaslBoard(path.join(dir, 'bdY'))], placement: [{ board: 'y', col: 0, row: 0, reversed: true }], module: null, name: 'VASL y', slug: 'vasl-y', dir: out });
    const table = made.definition.table as ImageTable;
    const cells = new Map(tableCells(table).map((c) => [c.name, c]));
    // One board: names carry no board letter.
    expect(cells.has('Y7')).toBe(true);
    const a1 = cells.get('A1')!.centre;
    const file = made.images.get(table.boards[0]!.image)!;
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(px(a1.x - 5, a1.y)).toEqual([47, 131, 47]);
    expect(px(5, 32)).toEqual([190, 200, 160]);
  }, 120_000);

  it('a board placed twice, or none, is refused and leaves nothing behind', async () => {
    const data = path.join(dir, 'data3');
    const lib = library(data);
    await expect(importVaslMap([path.join(dir, 'bdY')], lib, { placement: [{ board: 'q', col: 0, row: 0, reversed: false }], tmpDir: dir })).rejects.toMatchObject({ code: 'vassal.import.noBoards' });
    await expect(importVaslMap([path.join(dir, 'bdY')], lib, { placement: [{ board: 'y', col: 0, row: 0, reversed: false }, { board: 'y', col: 1, row: 0, reversed: false }], tmpDir: dir })).rejects.toMatchObject({ code: 'vassal.import.noBoards' });
    expect(lib.list()).toEqual([]);
  }, 60_000);
});
