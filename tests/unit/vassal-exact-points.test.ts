import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCells } from '../../shared/board/table-cells.js';
import type { ImageTable } from '../../shared/board/image-table.js';
import { startAppServices, type AppServices } from '../../main/app/services';
import { importModule, type ImportResult } from '../../main/vassal/to-game/import.js';
import { readModule } from '../../main/vassal/module/read-module';
import { locate } from '../../main/vassal/module/locate';
import { readSave } from '../../main/vassal/save/read';
import { writeModuleFixture } from '../support/vassal/module-fixture.js';
import { buildSave, twoSided } from '../support/vassal/save-fixture.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A map on a region grid (two regions, Paris and Lille, 60 px apart): the table lays plain 64-px
 * squares over it, so a piece lying between the two regions sits on a square whose centre is nearer
 * the other region. Its exact point is kept in the link and written back while it stays on that square.
 */
const EUROPE_XML = `<VASSAL.build.module.Map edgeHeight="0" edgeWidth="0" mapName="Europe">
  <VASSAL.build.module.map.BoardPicker><setup>EuropeBoardPicker\tFront\t0\t0</setup>
    <VASSAL.build.module.map.boardPicker.Board image="Front.png" name="Front" reversible="false">
      <VASSAL.build.module.map.boardPicker.board.RegionGrid snapto="true" visible="false">
        <VASSAL.build.module.map.boardPicker.board.Region name="Paris" originx="70" originy="100"/>
        <VASSAL.build.module.map.boardPicker.board.Region name="Lille" originx="130" originy="100"/>
      </VASSAL.build.module.map.boardPicker.board.RegionGrid>
    </VASSAL.build.module.map.boardPicker.Board>
  </VASSAL.build.module.map.BoardPicker>
</VASSAL.build.module.Map>`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vpoints-'));
const running: AppServices[] = [];
const B = 1_700_000_200_000;
/** Between the regions, nearer Lille; on the square c1r1, whose centre (96, 96) is nearer Paris. */
const BETWEEN = { id: String(B + 1), x: 110, y: 100 };
/** On Lille itself, on the square c2r1: it is moved away in the game. */
const MOVED = { id: String(B + 2), x: 130, y: 100 };
/** At the centre of the square c3r1: nothing to keep. */
const CENTRED = { id: String(B + 3), x: 224, y: 96 };
let vmod: string;
let imported: ImportResult;

beforeAll(async () => {
  vmod = path.join(dir, 'europe.vmod');
  const front = await sharp({ create: { width: 320, height: 192, channels: 3, background: { r: 230, g: 235, b: 240 } } }).png().toBuffer();
  await writeModuleFixture(vmod, { extraXml: EUROPE_XML, extraEntries: { 'images/Front.png': front } });
  const save = await buildSave({
    moduleName: 'Fixture Desert',
    pieces: [BETWEEN, MOVED, CENTRED].map((p, i) => twoSided(p.id, `Unit ${i}`, 'Europe', p.x, p.y)),
    stacks: [BETWEEN, MOVED, CENTRED].map((p, i) => ({ id: String(B + 10 + i), map: 'Europe', x: p.x, y: p.y, members: [p.id] })),
    after: ['Main MapBoardPicker\tNorth\t0\t0\tSouth\t1\t0', 'EuropeBoardPicker\tFront\t0\t0', 'SETUP_STACK\t'],
  });
  imported = await importModule(vmod, tiledLibrary(path.join(dir, 'data')), { tmpDir: dir, save: { name: 'Between', file: await readSave(save) } });
}, 120_000);
afterAll(() => {
  for (const s of running) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a VASSAL piece between two regions', () => {
  it('is set on its square, its exact point kept in the link (a piece at a square’s centre keeps none)', () => {
    const folder = path.join(dir, 'data', 'games', imported.key.replace(/^imported:/, ''));
    const def = JSON.parse(fs.readFileSync(path.join(folder, 'game.json'), 'utf8'));
    const setup = def.scenarios.find((s: any) => s.id === 'save').setup as { piece: string; cell: string }[];
    const cellOf = (id: string) => tableCells(def.table as ImageTable).find((c) => c.name === setup.find((e) => e.piece === `v${id}`)?.cell);
    expect([BETWEEN, MOVED, CENTRED].map((p) => [cellOf(p.id)?.board, cellOf(p.id)?.col, cellOf(p.id)?.row])).toEqual([
      ['Front', 1, 1],
      ['Front', 2, 1],
      ['Front', 3, 1],
    ]);
    const link = JSON.parse(fs.readFileSync(path.join(folder, 'vassal.json'), 'utf8'));
    expect(link.points.save).toEqual({ [`v${BETWEEN.id}`]: { x: BETWEEN.x, y: BETWEEN.y }, [`v${MOVED.id}`]: { x: MOVED.x, y: MOVED.y } });
  });

  it('goes back to VASSAL at its exact point, in the region it was in, while it has not left its square', async () => {
    const s = startAppServices({ dataDir: path.join(dir, 'data'), mode: 'web', version: 't', registry: { validateResults: true } });
    running.push(s);
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    const game = await call('vassal.newGame', { gameId: imported.key, scenario: 'save', title: 'Between' });
    expect(game.ok).toBe(true);
    const hexOf = (id: string) => game.value.units.find((u: any) => u.id === `v${id}`).hex as string;
    // The moved piece goes one square right (c3r1, where the centred one is).
    const moved = await call('game.apply', { id: game.value.id, head: game.value.head, action: { type: 'move', units: [`v${MOVED.id}`], to: hexOf(CENTRED.id) } });
    expect(moved.ok).toBe(true);

    const exported = await call('vassal.exportSave', { id: game.value.id });
    expect(exported.ok).toBe(true);
    const back = await readSave(Buffer.from(exported.value.data, 'base64'));
    const where = (id: string) => {
      const p = back.model.pieces.find((x) => x.id === id)!;
      const st = back.model.stacks.find((x) => x.members.includes(id))!;
      return { map: st.mapId, x: st.x, y: st.y, px: p.x, py: p.y };
    };
    expect(where(BETWEEN.id)).toEqual({ map: 'Europe', x: BETWEEN.x, y: BETWEEN.y, px: BETWEEN.x, py: BETWEEN.y });
    // Moved: at its new square's centre, stacked with the piece already there (bottom to top by the table's order).
    expect(where(MOVED.id)).toEqual({ map: 'Europe', x: CENTRED.x, y: CENTRED.y, px: CENTRED.x, py: CENTRED.y });
    expect(back.model.stacks.find((st) => st.members.includes(MOVED.id))!.members).toEqual([CENTRED.id, MOVED.id]);

    // VASSAL names the point the region it was in; the square's centre would have named the other one.
    const m = await readModule(vmod);
    expect(locate(m, 'Europe', BETWEEN.x, BETWEEN.y).name).toBe('Lille');
    expect(locate(m, 'Europe', 96, 96).name).toBe('Paris');
  }, 120_000);

  it('is written at its exact point whenever it stands on the square it started on: the save follows the position, not the way there', async () => {
    const s = running[0]!;
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    let game = await call('vassal.newGame', { gameId: imported.key, scenario: 'save', title: 'Away and back' });
    const start = game.value.units.find((u: any) => u.id === `v${BETWEEN.id}`).hex as string;
    const away = game.value.units.find((u: any) => u.id === `v${CENTRED.id}`).hex as string;
    for (const to of [away, start]) {
      game = await call('game.apply', { id: game.value.id, head: game.value.head, action: { type: 'move', units: [`v${BETWEEN.id}`], to } });
      expect(game.ok).toBe(true);
    }
    const back = await readSave(Buffer.from((await call('vassal.exportSave', { id: game.value.id })).value.data, 'base64'));
    const st = back.model.stacks.find((x) => x.members.includes(BETWEEN.id))!;
    expect([st.x, st.y]).toEqual([BETWEEN.x, BETWEEN.y]);
  }, 120_000);
});
