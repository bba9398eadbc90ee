import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { importModule, type ImportResult } from '../../main/vassal/to-game/import.js';
import { openSaveAgainst } from '../../main/vassal/to-game/open-save.js';
import { readModule } from '../../main/vassal/module/read-module';
import { placeBoards, pointOfName } from '../../main/vassal/module/locate';
import { readSave } from '../../main/vassal/save/read';
import { MAP_GAP } from '../../main/vassal/to-game/table-maps';
import { writeModuleFixture, EDGE, BOARD_W } from '../support/vassal/module-fixture.js';
import { buildSave, ladder, twoSided } from '../support/vassal/save-fixture.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A second map window, "Reinforcements", with one 300 × 200 board "Chart" on a 50 px square grid named A1, B1… */
const CHART_XML = `<VASSAL.build.module.Map edgeHeight="0" edgeWidth="0" mapName="Reinforcements">
  <VASSAL.build.module.map.BoardPicker><setup>ReinforcementsBoardPicker\tChart\t0\t0</setup>
    <VASSAL.build.module.map.boardPicker.Board image="Chart.png" name="Chart" reversible="false">
      <VASSAL.build.module.map.boardPicker.board.SquareGrid dx="50" dy="50" x0="25" y0="25" snapTo="true" visible="false">
        <VASSAL.build.module.map.boardPicker.board.mapgrid.SquareGridNumbering first="H" hOff="0" hType="A" vOff="1" vType="N" hLeading="0" vLeading="0" sep="" locationFormat="$gridLocation$"/>
      </VASSAL.build.module.map.boardPicker.board.SquareGrid>
    </VASSAL.build.module.map.boardPicker.Board>
  </VASSAL.build.module.map.BoardPicker>
</VASSAL.build.module.Map>`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vmaps-'));
const running: AppServices[] = [];
const B = 1_700_000_100_000;
const A = String(B + 1);
const Bp = String(B + 2);
let imported: ImportResult;
let main: { x: number; y: number };
let mainY: { x: number; y: number };

let cuts = 0;
const library = (folder: string) => tiledLibrary(folder, () => cuts++);

beforeAll(async () => {
  const vmod = path.join(dir, 'desert.vmod');
  const chart = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 240, g: 240, b: 230 } } }).png().toBuffer();
  await writeModuleFixture(vmod, { extraXml: CHART_XML, extraEntries: { 'images/Chart.png': chart } });
  const m = await readModule(vmod);
  const north = placeBoards(m.maps[0]!).find((p) => p.board.name === 'North')!;
  const at = (name: string) => {
    const p = pointOfName(north.board.grid, name, north.board)!;
    return { x: p.x + north.x, y: p.y + north.y };
  };
  main = at('C4');
  mainY = at('F7');
  // A log: A starts on the main map at C4, B on the chart's C1; then A goes to the chart's E2, B to F7, and A turns over.
  const flippedA = ladder(twoSided(A, 'Unit A', 'Reinforcements', 225, 75, true).traits).state.replace(/\//g, '\\/');
  const vlog = await buildSave({
    moduleName: 'Fixture Desert',
    pieces: [twoSided(A, 'Unit A', 'Main Map', main.x, main.y), twoSided(Bp, 'Unit B', 'Reinforcements', 125, 25)],
    stacks: [
      { id: String(B + 3), map: 'Main Map', x: main.x, y: main.y, members: [A] },
      { id: String(B + 4), map: 'Reinforcements', x: 125, y: 25, members: [Bp] },
    ],
    after: ['Main MapBoardPicker\tNorth\t0\t0\tSouth\t1\t0', 'ReinforcementsBoardPicker\tChart\t0\t0', 'SETUP_STACK\t'],
    steps: [
      [`M/${A}/Reinforcements/225/75/null/Main Map/${main.x}/${main.y}/null/p1`, 'CHAT* A to the chart'],
      [`M/${Bp}/Main Map/${mainY.x}/${mainY.y}/null/Reinforcements/125/25/null/p1`],
      [`D/${A}/${flippedA}`],
      ['CHAT*** d6 = 4'],
    ],
  });
  imported = await importModule(vmod, library(path.join(dir, 'data')), { tmpDir: dir, save: { name: 'Two maps', file: await readSave(vlog) } });
}, 120_000);
afterAll(() => {
  for (const s of running) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a module’s every map on the table, and a .vlog over them', () => {
  it('takes both maps: each board names its map, the second map beside the first, its cells named by its own grid', () => {
    const folder = path.join(dir, 'data', 'games', imported.key.replace(/^imported:/, ''));
    const def = JSON.parse(fs.readFileSync(path.join(folder, 'game.json'), 'utf8'));
    expect(def.table.boards.map((b: any) => [b.id, b.map, b.x])).toEqual([
      ['North', 'Main Map', EDGE.w],
      ['South', 'Main Map', EDGE.w + BOARD_W],
      ['Chart', 'Reinforcements', EDGE.w + 2 * BOARD_W + EDGE.w + MAP_GAP],
    ]);
    const save = def.scenarios.find((s: any) => s.id === 'save');
    // The main map's C4, and the chart's C1 (a name the main map has too, so prefixed with its board).
    expect(save.setup).toEqual(expect.arrayContaining([{ piece: `v${A}`, cell: 'C4' }, { piece: `v${Bp}`, cell: 'Chart:C1' }]));
    const link = JSON.parse(fs.readFileSync(path.join(folder, 'vassal.json'), 'utf8'));
    expect(link.maps.map((m: any) => [m.id, m.boardIds])).toEqual([['Main Map', ['North', 'South']], ['Reinforcements', ['Chart']]]);
    // The log's steps that change the table, across maps; the chat-only step is left out.
    expect(link.timeline.save).toEqual([
      [{ type: 'move', units: [`v${A}`], to: 'Chart:E2' }],
      [{ type: 'move', units: [`v${Bp}`], to: 'F7' }],
      [{ type: 'flip', units: [`v${A}`] }],
    ]);
  });

  it('plays the log as the game’s timeline, and exports each counter on its own map', async () => {
    const s = startAppServices({ dataDir: path.join(dir, 'data'), mode: 'web', version: 't', registry: { validateResults: true } });
    running.push(s);
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    const game = await call('vassal.newGame', { gameId: imported.key, scenario: 'save', title: 'Log' });
    expect(game.ok).toBe(true);
    expect(game.value.head).toBe(3);
    const unit = (u: string) => game.value.units.find((x: any) => x.id === u);
    expect([unit(`v${A}`).hex, unit(`v${A}`).flipped, unit(`v${Bp}`).hex]).toEqual(['Chart:E2', true, 'F7']);
    const timeline = await call('game.timeline', { id: game.value.id });
    expect(timeline.ok).toBe(true);

    const exported = await call('vassal.exportSave', { id: game.value.id });
    const back = await readSave(Buffer.from(exported.value.data, 'base64'));
    const where = (id: string) => {
      const p = back.model.pieces.find((x) => x.id === id)!;
      const st = back.model.stacks.find((x) => x.members.includes(id))!;
      return [st.mapId, st.x, st.y, p.mapId];
    };
    expect(where(A)).toEqual(['Reinforcements', 225, 75, 'Reinforcements']);
    expect(where(Bp)).toEqual(['Main Map', mainY.x, mainY.y, 'Main Map']);
    expect(back.model.boards).toEqual({
      'Main Map': [{ board: 'North', col: 0, row: 0, reversed: false }, { board: 'South', col: 1, row: 0, reversed: false }],
      Reinforcements: [{ board: 'Chart', col: 0, row: 0, reversed: false }],
    });
  }, 120_000);

  it('opens a save against the module without cutting its boards again: their tile pyramids are the game’s', async () => {
    // One app writes a data folder at a time.
    for (const r of running.splice(0)) r.close();
    const s = startAppServices({ dataDir: path.join(dir, 'data'), mode: 'web', version: 't', registry: { validateResults: true } });
    running.push(s);
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    const game = await call('vassal.newGame', { gameId: imported.key, scenario: 'save', title: 'Again' });
    const exported = await call('vassal.exportSave', { id: game.value.id });
    s.close();
    const file = path.join(dir, 'again.vsav');
    fs.writeFileSync(file, Buffer.from(exported.value.data, 'base64'));
    const lib = library(path.join(dir, 'data'));
    const before = cuts;
    const opened = await openSaveAgainst(imported.key, file, lib, { tmpDir: dir });
    expect(cuts - before).toBe(0);
    const tiles = (key: string) => path.join(lib.folder(key as any)!, 'tiles');
    for (const b of lib.get(opened.key)!.table.boards) {
      const pyramid = fs.readFileSync(path.join(tiles(opened.key), b.image, 'pyramid.json'), 'utf8');
      expect(pyramid).toBe(fs.readFileSync(path.join(tiles(imported.key), b.image, 'pyramid.json'), 'utf8'));
      expect(fs.readdirSync(path.join(tiles(opened.key), b.image, 'tiles_files')).length).toBeGreaterThan(0);
    }
  }, 120_000);

  it('leaves a piece VASSAL keeps beyond its map’s boards off the map, never on the map laid beside it', async () => {
    const vmod = path.join(dir, 'desert.vmod');
    // A point of the main map that, on the table, falls on the chart's C1 (the chart's map starts there).
    const beyond = { x: EDGE.w + 2 * BOARD_W + EDGE.w + MAP_GAP + 125, y: 25 };
    const save = await buildSave({
      moduleName: 'Fixture Desert',
      pieces: [twoSided(A, 'Unit A', 'Main Map', beyond.x, beyond.y), twoSided(Bp, 'Unit B', 'Reinforcements', 125, 25)],
      stacks: [],
      after: ['Main MapBoardPicker\tNorth\t0\t0\tSouth\t1\t0', 'ReinforcementsBoardPicker\tChart\t0\t0'],
    });
    const r = await importModule(vmod, library(path.join(dir, 'data-beyond')), { tmpDir: dir, save: { name: 'Beyond', file: await readSave(save) } });
    const def = JSON.parse(fs.readFileSync(path.join(dir, 'data-beyond', 'games', r.key.replace(/^imported:/, ''), 'game.json'), 'utf8'));
    const setup = def.scenarios.find((s: any) => s.id === 'save').setup;
    expect(setup).toContainEqual({ piece: `v${Bp}`, cell: 'Chart:C1' });
    expect(setup.find((e: any) => e.piece === `v${A}`)).toBeUndefined();
    expect(r.report.warnings).toContainEqual(expect.objectContaining({ code: 'vassal.import.offBoards' }));
  }, 120_000);
});
