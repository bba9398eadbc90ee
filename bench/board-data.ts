/**
 * Board data (issue 16) on a generated 3,000-hex module linked to The Dark Sands: suggesting from
 * the map (sampling and grouping every hex, as the worker does it), writing every hex's terrain in
 * batches of 2,000 (each checked and written whole), exporting the shareable file and importing it
 * (every entry checked against the chart and the grid).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { err } from '../shared/api/result.js';
import { importedKey } from '../shared/games/ids.js';
import { BOARD_DATA_BATCH } from '../shared/api/contract-board-data.js';
import { gridSpacing } from '../shared/board-data/hexsides.js';
import { tableCells } from '../shared/board/table-cells.js';
import type { ImageTable } from '../shared/board/image-table.js';
import { createImportedLibrary } from '../main/games/imported/library.js';
import { createBoardDataService } from '../main/board-data/service.js';
import { exportBoardData, parseBoardDataFile } from '../main/board-data/file-io.js';
import { suggestTerrain } from '../main/board-data/suggest.js';
import { makeTerrainMap } from '../tests/support/terrain-map.js';
import { elapsedMs } from './stats.js';

export async function benchBoardData(): Promise<void> {
  console.log('\n— Board data (3,000-hex module) —');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-board-data-'));
  try {
    const map = await makeTerrainMap(dir, { cols: 60, rows: 50, dy: 40 });
    const table = map.definition.table as ImageTable;
    const b = table.boards[0]!;
    const cells = tableCells(table).map((c) => ({ name: c.name, centre: c.centre }));

    let t = process.hrtime.bigint();
    const out = await suggestTerrain({ boards: [{ image: path.join(map.folder, 'images', 'map.png'), width: b.width, height: b.height, spacing: gridSpacing(b.grid), cells }], groups: 5 }, () => {});
    const suggestMs = elapsedMs(t);
    let right = 0;
    for (const g of out.groups) {
      const votes = new Map<string, number>();
      for (const c of g.cells) votes.set(map.truth.get(c)!, (votes.get(map.truth.get(c)!) ?? 0) + 1);
      right += Math.max(...votes.values());
    }
    console.log(`  suggest from the map: ${cells.length} hexes (${b.width}×${b.height} px) in ${suggestMs.toFixed(0)} ms; ${((100 * right) / cells.length).toFixed(1)}% right after naming each group by majority`);

    const s = createBoardDataService(createImportedLibrary(dir, async () => err('work.failed')));
    const key = importedKey('terrain-test');
    const all = map.cells.map((cell) => ({ cell, hex: { t: map.truth.get(cell)!, s: 'central' } }));
    t = process.hrtime.bigint();
    for (let i = 0; i < all.length; i += BOARD_DATA_BATCH) {
      const r = s.setHexes(key, all.slice(i, i + BOARD_DATA_BATCH));
      if (!r.ok) throw new Error(r.code);
    }
    console.log(`  every hex's terrain set in batches of ${BOARD_DATA_BATCH}: ${elapsedMs(t).toFixed(0)} ms for ${all.length} hexes`);
    t = process.hrtime.bigint();
    const one = s.setHexes(key, [all[0]!]);
    if (!one.ok) throw new Error(one.code);
    console.log(`  one brush stroke (one hex, checked and written with the rest): ${elapsedMs(t).toFixed(1)} ms`);
    const ctx = s.context(key);
    if (!ctx.ok) throw new Error(ctx.code);
    t = process.hrtime.bigint();
    const file = exportBoardData(ctx.value);
    const exportMs = elapsedMs(t);
    t = process.hrtime.bigint();
    const back = parseBoardDataFile(ctx.value, file.text);
    if (!back.ok) throw new Error(back.code);
    console.log(`  export ${(file.text.length / 1024).toFixed(0)} KiB in ${exportMs.toFixed(1)} ms; import checked in ${elapsedMs(t).toFixed(1)} ms`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
