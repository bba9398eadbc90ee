import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleVaslMap, vaslLocate, vaslPointOf } from '../../main/vassal/vasl/assemble.js';
import { readVaslBoard, readVaslBoardFolder, type VaslBoard } from '../../main/vassal/vasl/board-archive.js';
import { VASL_DEFAULT_GRID, vaslHexCentre, vaslHexName } from '../../main/vassal/vasl/grid.js';
import { writeVaslBoard } from '../support/vassal/vasl-fixture.js';
import { rawZip } from '../support/vassal/raw-zip.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vasl-'));
let y: VaslBoard;
let z: VaslBoard;

beforeAll(async () => {
  await writeVaslBoard(path.join(dir, 'bdY'), { name: 'y' });
  await writeVaslBoard(path.join(dir, 'bdZ'), { name: 'z' });
  await writeVaslBoard(path.join(dir, 'bdOLD'), { name: 'old', legacyData: 'version 5.3\nAug 2008 TR\ndx 60\ny0 30\nalternate true\n' });
  fs.writeFileSync(path.join(dir, 'bdBAD'), rawZip([{ name: '../escape', data: Buffer.from('x') }]));
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a board');
  y = await readVaslBoard(path.join(dir, 'bdY'));
  z = await readVaslBoard(path.join(dir, 'bdZ'));
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const g = VASL_DEFAULT_GRID;

describe('VASL hex names on a geomorphic board (33 × 10 hexes, 1800 × 645 px)', () => {
  it.each([
    ['A1', 0, 32], ['A10', 0, 613], ['B0', 56, 1], ['B1', 56, 64], ['B10', 56, 645], ['C1', 112, 32],
    ['Y7', 1350, 419], ['GG1', 1800, 32], ['GG10', 1800, 613], ['AA5', 1462, 290],
  ])('%s is centred at (%d, %d) and named back', (name, x, yy) => {
    expect(vaslHexCentre(g, name)).toEqual({ x, y: yy });
    expect(vaslHexName(g, { x, y: yy })).toBe(name);
  });
  it('names every point of the board with one of its 33 columns and rows 0–10', () => {
    const names = new Set<string>();
    for (let x = 0; x < 1800; x += 7) for (let yy = 0; yy < 645; yy += 7) names.add(vaslHexName(g, { x, y: yy }).replace(/\d+$/, ''));
    expect(names.size).toBe(33);
    expect([...names].at(-1)).toBe('GG');
  });
  it('reads names case-insensitively, as VASL does', () => {
    expect(vaslHexCentre(g, 'y7')).toEqual(vaslHexCentre(g, 'Y7'));
    expect(vaslHexCentre(g, 'AB3')).toBeNull();
  });
  it('an alternate board puts B1 half a hex higher', () => {
    const alt = { ...g, alternate: true };
    expect(vaslHexCentre(alt, 'B1')).toEqual({ x: 56, y: 1 });
    expect(vaslHexName(alt, { x: 56, y: 1 })).toBe('B1');
  });
});

describe('VASL board archives', () => {
  it('reads BoardMetadata.xml and the image size', () => {
    expect(y).toMatchObject({ name: 'y', version: '6.0', image: 'bdy.gif', width: 1800, height: 645, hexColumns: 33, hexRows: 10, legacy: false, grid: g });
  });
  it('reads a pre-6.0 archive through its data file', async () => {
    const old = await readVaslBoard(path.join(dir, 'bdOLD'));
    expect(old).toMatchObject({ name: 'old', version: '5.3', legacy: true, grid: { dx: 60, dy: 64.51, x0: 0, y0: 30, alternate: true } });
  });
  it('takes a non-standard grid from the metadata', async () => {
    const f = path.join(dir, 'custom', 'bdBIG');
    fs.mkdirSync(path.dirname(f));
    await writeVaslBoard(f, { name: 'big', width: 900, height: 600, attrs: { hexWidth: '168.72', hexHeight: '193.53', A1CenterX: '0', A1CenterY: '97' } });
    expect((await readVaslBoard(f)).grid).toEqual({ dx: 168.72, dy: 193.53, x0: 0, y0: 97, alternate: false });
  });
  it('reads a folder of archives; a refused one is a warning', async () => {
    const r = await readVaslBoardFolder(dir);
    expect(r.boards.map((b) => b.name)).toEqual(['old', 'y', 'z']);
    expect(r.warnings).toEqual([{ code: 'vassal.boardRefused', params: { file: 'bdBAD', reason: 'vassal.unsafePath' } }]);
  });
});

describe('boards assembled as the board picker does', () => {
  it('two boards side by side after a 400 px edge: names carry the board', () => {
    const m = assembleVaslMap([y, z], [{ board: 'y', col: 0, row: 0, reversed: false }, { board: 'z', col: 1, row: 0, reversed: false }], { width: 400, height: 400 });
    expect(m.placed.map((p) => [p.board.name, p.x, p.y])).toEqual([['y', 400, 400], ['z', 2200, 400]]);
    expect(vaslLocate(m, 400 + 1350, 400 + 419)).toMatchObject({ board: 'y', name: 'yY7' });
    expect(vaslLocate(m, 2200 + 1350, 400 + 419)).toMatchObject({ board: 'z', name: 'zY7' });
    expect(vaslPointOf(m, 'z', 'Y7')).toEqual({ x: 3550, y: 819 });
    expect(vaslLocate(m, 10, 10).board).toBeNull();
  });
  it('a reversed board is turned 180°: its A1 is at the bottom right', () => {
    const m = assembleVaslMap([y], [{ board: 'y', col: 0, row: 0, reversed: true }]);
    expect(vaslLocate(m, 1799, 645 - 32)).toMatchObject({ name: 'A1' });
    expect(vaslPointOf(m, 'y', 'A1')).toEqual({ x: 1800, y: 613 });
  });
  it('boards in two rows', () => {
    const m = assembleVaslMap([y, z], [{ board: 'y', col: 0, row: 0, reversed: false }, { board: 'z', col: 0, row: 1, reversed: false }]);
    expect(m.placed.map((p) => [p.board.name, p.x, p.y])).toEqual([['y', 0, 0], ['z', 0, 645]]);
    expect(vaslLocate(m, 1350, 645 + 419)).toMatchObject({ name: 'zY7' });
  });
});
