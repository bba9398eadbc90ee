/**
 * A VASSAL module played on the table: a generated module whose main board is a 10,000 × 7,000 px
 * image (70 megapixels of noise, so its tiles are not trivially small) is imported into a data
 * folder as the app does (model, images, the board's tile pyramid); a 2,300-piece save of its own
 * counters is opened against it and a game made of it; then the production Board draws that game's
 * board and counters in headless Chromium (bench/image-board.ts's page harness): the first tile on
 * screen and the pan frame intervals. Prints figures; asserts nothing.
 */
/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ok, err } from '../shared/api/result.js';
import { tableCells } from '../shared/board/table-cells.js';
import type { ImageTable } from '../shared/board/image-table.js';
import { cutTilePyramid, type CutPyramid } from '../main/board/tile-pyramid.js';
import { createImportedLibrary } from '../main/games/imported/library.js';
import { startAppServices } from '../main/app/services.js';
import { importModule } from '../main/vassal/to-game/import.js';
import { openSaveAgainst } from '../main/vassal/to-game/open-save.js';
import { readModule } from '../main/vassal/module/read-module.js';
import { chainOfSlot, readModuledata } from '../main/vassal/save/from-module.js';
import { writeSave, type WritePiece, type WriteStack } from '../main/vassal/save/write.js';
import type { PaletteNode, PieceSlotDef } from '../main/vassal/module/types.js';
import { CHROMIUM_PATH } from '../tests/e2e/harness.js';
import { buildImageBoardPage, makeMapImage, serveImageBoard } from '../tests/support/image-board.js';
import { writeModuleFixture } from '../tests/support/vassal/module-fixture.js';
import { elapsedMs, report } from './stats.js';

const W = 10_000;
const H = 7_000;
const PIECES = 2300;
const line = (name: string, value: string) => console.log(`${name.padEnd(52)} ${value}`);

function duBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
    files++;
  }
  return { bytes, files };
}

const slotsOf = (nodes: readonly PaletteNode[]): PieceSlotDef[] => nodes.flatMap((n) => (n.kind === 'slot' ? [n] : slotsOf(n.children)));

export async function benchVassalTable(): Promise<void> {
  console.log(`\n== A VASSAL module on the table (${W.toLocaleString('en')} × ${H.toLocaleString('en')} px board, ${PIECES.toLocaleString('en')}-piece save)`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-vtable-'));
  const cuts: number[] = [];
  const library = createImportedLibrary(path.join(work, 'data'), async (source, out) => {
    const t = process.hrtime.bigint();
    try {
      return ok(await cutTilePyramid(source, out));
    } catch {
      return err('work.failed');
    } finally {
      cuts.push(elapsedMs(t));
    }
  });
  try {
    const big = path.join(work, 'North.png');
    await makeMapImage(big, W, H, 'noise');
    const vmod = path.join(work, 'big.vmod');
    await writeModuleFixture(vmod, { pieceCount: 100, extraEntries: { 'images/North.png': fs.readFileSync(big) } });
    line('module written (board image stored)', `${(fs.statSync(vmod).size / 2 ** 20).toFixed(0)} MiB`);

    let t = process.hrtime.bigint();
    const imported = await importModule(vmod, library, { tmpDir: work });
    line('import: model, images, tile pyramids (whole)', `${elapsedMs(t).toFixed(0)} ms`);
    const folder = library.folder(imported.key)!;
    const def = library.get(imported.key)!;
    const north = def.table.boards.find((b) => b.id === 'North')!;
    line('  of which the big board’s tile pyramid (sharp)', `${Math.max(...cuts).toFixed(0)} ms`);
    const tiles = duBytes(path.join(folder, 'tiles', north.image));
    line('  its tile pyramid on disk', `${(tiles.bytes / 2 ** 20).toFixed(1)} MiB in ${tiles.files} files`);

    // A save of the module's own counters: 2,300 of them in stacks of one to three on North's cells.
    const m = await readModule(vmod);
    const slots = slotsOf(m.palette);
    const cells = tableCells(def.table as ImageTable).filter((c) => c.board === 'North');
    const pieces: WritePiece[] = [];
    const stacks: WriteStack[] = [];
    for (let i = 0, cell = 0; i < PIECES; cell++) {
      const c = cells[(cell * 7) % cells.length]!;
      const members: number[] = [];
      for (let k = 0; k <= cell % 3 && i < PIECES; k++, i++) {
        pieces.push({ id: String(1_700_000_000_000 + i), chain: chainOfSlot(slots[i % slots.length]!, m.prototypes).chain, mapId: 'Main Map', x: c.centre.x, y: c.centre.y });
        members.push(pieces.length - 1);
      }
      stacks.push({ mapId: 'Main Map', x: c.centre.x, y: c.centre.y, members });
    }
    const saveFile = path.join(work, 'big.vsav');
    fs.writeFileSync(saveFile, await writeSave({ pieces, stacks, boards: { 'Main Map': m.maps[0]!.defaultPlacement }, moduledata: await readModuledata(m), moduleVersion: m.version, vassalVersion: m.vassalVersion, description: '' }));
    t = process.hrtime.bigint();
    const opened = await openSaveAgainst(imported.key, saveFile, library, { tmpDir: work });
    line(`open the ${PIECES.toLocaleString('en')}-piece save against its module`, `${elapsedMs(t).toFixed(0)} ms (its boards' tiles taken from the game, not cut again)`);
    const services = startAppServices({ dataDir: path.join(work, 'data'), mode: 'web', version: 'bench' });
    let units: { id: string; hex: string }[] = [];
    try {
      t = process.hrtime.bigint();
      const game = (await services.registry.dispatch('vassal.newGame', { gameId: opened.key, scenario: 'save', title: 'Bench' }, { id: 'bench' })) as { ok: boolean; value?: { units: { id: string; hex: string | null; status: string }[] } };
      line('  a game made of it (vassal.newGame)', `${elapsedMs(t).toFixed(0)} ms, ${game.value?.units.filter((u) => u.status === 'map').length ?? 0} counters on the map`);
      units = (game.value?.units ?? []).filter((u) => u.status === 'map' && u.hex).map((u) => ({ id: u.id, hex: u.hex! }));
    } finally {
      services.close();
    }

    // That game's board and counters drawn by the production Board in Chromium.
    const game = library.get(opened.key)!;
    const gameFolder = library.folder(opened.key)!;
    const board = game.table.boards.find((b) => b.id === 'North')!;
    const pyramid = JSON.parse(fs.readFileSync(path.join(gameFolder, 'tiles', board.image, 'pyramid.json'), 'utf8')) as CutPyramid;
    await buildImageBoardPage(path.join(work, 'page'));
    const server = await serveImageBoard(path.join(work, 'page'), path.join(gameFolder, 'tiles', board.image, 'tiles_files'), path.join(gameFolder, 'images'), {
      table: { boards: [board], pieces: game.table.pieces },
      pyramid,
      units: units.filter((u) => cells.some((c) => c.name === u.hex)),
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--no-first-run'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.addInitScript((c) => (window.__imageBoardConfig = c as never), server.config);
      await page.goto(server.url);
      await page.waitForFunction(() => window.__imageBench?.firstTileAt() != null, undefined, { timeout: 120_000 });
      line('first tile on screen (board created → drawn)', `${(await page.evaluate(() => window.__imageBench!.firstTileAt()! - window.__imageBench!.startedAt)).toFixed(0)} ms`);
      line('counters drawn', String(await page.evaluate(() => window.__imageBench!.drawn())));
      report('pan frame interval (whole map in view)', await page.evaluate(() => window.__imageBench!.pan(240, 12, 7)));
      await page.evaluate(() => window.__imageBench!.zoom(6));
      report('pan frame interval (zoomed in, tiles streaming)', await page.evaluate(() => window.__imageBench!.pan(240, 25, 14)));
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
