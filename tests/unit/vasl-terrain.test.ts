import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVaslBoard, readVaslBoardTerrain } from '../../main/vassal/vasl/board-archive.js';
import type { HexTerrain } from '../../main/vassal/vasl/terrain.js';
import { vaslLosMap } from '../../main/games/asl-starter-kit/los/vasl-map.js';
import { lineOfSight } from '../../main/games/asl-starter-kit/los/line-of-sight.js';
import { seasonOf } from '../../shared/games/asl-starter-kit/terrain.js';
import { writeVaslBoard, type FixtureTerrain } from '../support/vassal/vasl-fixture.js';

/** A generated board: a colour table in BoardMetadata.xml and terrain painted around hex centres (no real board art). */
const TERRAIN: FixtureTerrain = {
  colours: [
    { name: 'Level0', rgb: [190, 200, 160], terrain: 'Open Ground', elevation: 0 },
    { name: 'Level1', rgb: [200, 170, 120], terrain: 'Open Ground', elevation: 1 },
    { name: 'WoodsGreen', rgb: [47, 131, 47], terrain: 'Woods', elevation: 0 },
    { name: 'WoodsL1', rgb: [40, 120, 40], terrain: 'Woods', elevation: 1 },
    { name: 'OrchL0', rgb: [51, 163, 51], terrain: 'Orchard', elevation: 0 },
    { name: 'GrainL0', rgb: [255, 255, 127], terrain: 'Grain', elevation: 0 },
    { name: 'BrushL0', rgb: [171, 224, 104], terrain: 'Brush', elevation: 0 },
    { name: 'Stone', rgb: [155, 155, 155], terrain: 'Stone Building', elevation: 0 },
    { name: 'Wood', rgb: [163, 115, 63], terrain: 'Wooden Building', elevation: 0 },
    { name: 'DirtRoad', rgb: [220, 205, 123], terrain: 'Dirt Road', elevation: 0 },
    { name: 'Water', rgb: [171, 231, 255], terrain: 'Water', elevation: 0 },
  ],
  background: 'Level0',
  hexes: { Y7: 'WoodsGreen', C3: 'OrchL0', D4: 'GrainL0', E5: 'BrushL0', F5: 'Stone', G6: 'Stone', H6: 'Wood', K2: 'Level1', K3: 'WoodsL1', M5: 'Water', N5: '#unknown' },
  roads: [{ from: 'P1', to: 'P10', colour: 'DirtRoad' }, { from: 'S1', to: 'S4', colour: 'DirtRoad' }],
  buildings: { G6: 'Wooden Building, 1 Level' },
};
TERRAIN.colours.push({ name: '#unknown', rgb: [1, 2, 3], terrain: 'Open Ground', elevation: 0 });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vasl-terrain-'));
let hexes: HexTerrain[];
const of = (h: string) => hexes.find((x) => x.hex === h)!;

beforeAll(async () => {
  const f = path.join(dir, 'bdY');
  // The colour [1, 2, 3] is painted on N5 but left out of the board's table: the reader does not know it.
  await writeVaslBoard(f, { name: 'y', terrain: TERRAIN });
  const board = await readVaslBoard(f);
  board.terrainTable.colours = board.terrainTable.colours.filter((c) => c.name !== '#unknown');
  hexes = (await readVaslBoardTerrain(board))!;
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('terrain read from a board archive’s colour table', () => {
  it('names every hex of a geomorphic board (33 columns, 10 or 11 rows)', () => {
    expect(hexes).toHaveLength(33 * 10 + 16);
    expect(of('A1')).toMatchObject({ terrain: 'open', level: 0 });
  });
  it.each([
    ['Y7', 'woods', 0],
    ['C3', 'orchard', 0],
    ['D4', 'grain', 0],
    ['E5', 'brush', 0],
    ['F5', 'stoneBuilding', 0],
    ['K2', 'open', 1],
    ['K3', 'woods', 1],
    ['P5', 'dirtRoad', 0],
    ['S2', 'dirtRoad', 0],
  ])('%s is %s at level %d', (hex, terrain, level) => {
    expect(of(hex)).toMatchObject({ terrain, level });
  });
  it('buildingTypes overrides a building hex (G6 is a wooden building)', () => {
    expect(of('G6').terrain).toBe('woodenBuilding');
    expect(of('H6').terrain).toBe('woodenBuilding');
  });
  it('terrain the Starter Kit lacks, or a colour the table does not name, is left for the player', () => {
    expect(of('M5')).toMatchObject({ terrain: null, level: 0 });
    expect(of('N5')).toMatchObject({ terrain: null, level: null, named: expect.any(Number) });
  });
  it('gets every painted hex right (accuracy on the generated board)', () => {
    const expected: Record<string, string> = { Y7: 'woods', C3: 'orchard', D4: 'grain', E5: 'brush', F5: 'stoneBuilding', G6: 'woodenBuilding', H6: 'woodenBuilding', K2: 'open', K3: 'woods' };
    for (let r = 1; r <= 10; r++) expected[`P${r}`] = 'dirtRoad';
    const right = Object.entries(expected).filter(([h, t]) => of(h).terrain === t).length;
    expect(right).toBe(Object.keys(expected).length);
  });
  it('a board without colours gives no terrain', async () => {
    const f = path.join(dir, 'bdZ');
    await writeVaslBoard(f, { name: 'z' });
    expect(await readVaslBoardTerrain(await readVaslBoard(f))).toBeNull();
  });
});

describe('line of sight on boards assembled from archives', () => {
  it('the woods read in Y7 block X7–Z7 (“blocked by the woods in yY7”) on two boards side by side', () => {
    const m = vaslLosMap([
      { placement: { board: 'y', col: 0, row: 0, reversed: false }, columns: 33, rows: 10, hexes },
      { placement: { board: 'z', col: 1, row: 0, reversed: false }, columns: 33, rows: 10, hexes: hexes.map((h) => ({ ...h, terrain: 'open' as const, level: 0 })) },
    ]);
    const r = lineOfSight(m.map, { from: m.locate('yY5')!, to: m.locate('yY9')!, season: seasonOf(7) });
    expect(r).toMatchObject({ verdict: 'blocked', range: 4, blockedBy: { code: 'blocked.obstacle', params: { hex: 'yY7', terrain: 'woods' } } });
    // Board z starts where y's last column ends: zA5 is yGG5.
    expect(m.locate('zA5')).toEqual(m.locate('yGG5'));
    expect(m.locate('zC5')).toEqual({ col: 34, row: 5 });
  });
  it('a reversed board is turned 180°: its A1 lies where GG10 would', () => {
    const m = vaslLosMap([{ placement: { board: 'y', col: 0, row: 0, reversed: true }, columns: 33, rows: 10, hexes }]);
    expect(m.locate('A1')).toEqual({ col: 32, row: 10 });
    expect(m.locate('B0')).toEqual({ col: 31, row: 10 });
    expect(m.map({ col: 32 - 24, row: 11 - 7 })).toMatchObject({ name: 'Y7', terrain: 'woods' });
  });
});
