import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gridSpacing } from '../../shared/board-data/hexsides';
import { tableCells } from '../../shared/board/table-cells';
import type { ImageTable } from '../../shared/board/image-table';
import { kMeans, sampleDisk, suggestTerrain } from '../../main/board-data/suggest';
import { makeTerrainMap, PAINTED } from '../support/terrain-map';

/**
 * "Suggest from the map" (issue 16) on a generated map whose every hex's terrain is known: five
 * terrains in regions, noise on every pixel, hex outlines, a dark number in each hex, dots, and a
 * quarter of one hex in five painted with another terrain. Each group is named by its majority
 * terrain, as a player would; the share of hexes that then get their right terrain is reported.
 */

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('suggest from the map', () => {
  it('k-means finds well-separated groups whatever the order', () => {
    const pts = [[0, 0], [1, 0], [0, 1], [50, 50], [51, 50], [50, 51], [100, 0], [101, 1]];
    const a = kMeans(pts, 3);
    expect(new Set(a).size).toBe(3);
    expect(a[0]).toBe(a[1]);
    expect(a[3]).toBe(a[5]);
    expect(a[6]).toBe(a[7]);
    expect(a[0]).not.toBe(a[3]);
  });
  it('the median of a disk ignores a dark mark covering a minority of it', () => {
    const w = 21;
    const raw = Buffer.alloc(w * w * 3, 200);
    for (let y = 8; y < 11; y++) for (let x = 0; x < w; x++) raw.fill(0, (y * w + x) * 3, (y * w + x) * 3 + 3);
    expect(sampleDisk(raw, w, w, 3, { x: 10, y: 10 }, 8)!.rgb).toEqual([200, 200, 200]);
  });
  it.each([
    { noise: 24, speckled: false, least: 0.97 },
    { noise: 70, speckled: false, least: 0.9 },
    { noise: 24, speckled: true, least: 0.85 },
  ])('on a generated map of 1,517 hexes with noise $noise (rough and mountain speckled: $speckled), naming each group by its majority sets most hexes right', async ({ noise, speckled, least }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'board-suggest-'));
    dirs.push(dir);
    const map = await makeTerrainMap(dir, { noise, speckled });
    const b = (map.definition.table as ImageTable).boards[0]!;
    const cells = tableCells(map.definition.table as ImageTable).map((c) => ({ name: c.name, centre: c.centre }));
    const started = performance.now();
    const out = await suggestTerrain({ boards: [{ image: path.join(map.folder, 'images', 'map.png'), width: b.width, height: b.height, spacing: gridSpacing(b.grid), cells }], groups: PAINTED.length }, () => {});
    const ms = performance.now() - started;
    let right = 0;
    for (const g of out.groups) {
      const votes = new Map<string, number>();
      for (const c of g.cells) votes.set(map.truth.get(c)!, (votes.get(map.truth.get(c)!) ?? 0) + 1);
      right += Math.max(...votes.values());
      expect(g.swatch).toMatch(/^#[0-9a-f]{6}$/);
    }
    const share = right / map.cells.length;
    console.log(`suggest: noise ${noise}${speckled ? ', speckled' : ''}, ${map.cells.length} hexes, ${out.groups.length} groups, ${(share * 100).toFixed(1)}% right after naming each group by majority, ${ms.toFixed(0)} ms`);
    expect(out.groups.reduce((n, g) => n + g.cells.length, 0)).toBe(map.cells.length);
    expect(share).toBeGreaterThanOrEqual(least);
  }, 60_000);
});

describe('boardData.suggest runs in a worker thread', () => {
  it('groups a linked module’s hexes off the main thread, every hex in one group', async () => {
    const { createWorkRunner } = await import('../../main/work/runner');
    const { createBoardDataHandlers } = await import('../../main/app/handlers-board-data');
    const { createImportedLibrary } = await import('../../main/games/imported/library');
    const { err } = await import('../../shared/api/result');
    const { importedKey } = await import('../../shared/games/ids');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'board-suggest-worker-'));
    dirs.push(dir);
    const map = await makeTerrainMap(dir, { cols: 12, rows: 10 });
    const work = createWorkRunner({ maxJobs: 1, log: () => {} });
    try {
      const h = createBoardDataHandlers({ imported: createImportedLibrary(dir, async () => err('work.failed')), work });
      const r = (await h['boardData.suggest']({ key: importedKey('terrain-test'), groups: 5, job: 'suggest-1' }, { id: 'c1' } as never)) as { ok: boolean; value: { groups: { cells: string[] }[] } };
      expect(r.ok).toBe(true);
      expect(r.value.groups.flatMap((g) => g.cells).sort()).toEqual([...map.cells].sort());
    } finally {
      work.close();
    }
  }, 60_000);
});
