/**
 * Reading a VASSAL module's model (readModule: zip directory checks, buildFile XML, image headers,
 * placement): a generated module whose map claims 6,000 × 4,500 px (27 megapixels, the size of
 * The Longest Day's map) with 2,000 piece slots. Time (median of runs) and the process's peak
 * resident memory above where it started. Tiling the image is not part of this figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readModule } from '../main/vassal/module/read-module.js';
import { writeModuleFixture } from '../tests/support/vassal/module-fixture.js';
import type { PaletteNode } from '../main/vassal/module/types.js';
import { elapsedMs } from './stats.js';

const countSlots = (nodes: readonly PaletteNode[]): number => nodes.reduce((n, c) => n + (c.kind === 'slot' ? 1 : countSlots(c.children)), 0);

const SLOTS = 2_000;
const RUNS = 5;

export async function benchVassalImport(): Promise<void> {
  console.log('\n== VASSAL module import (the model, not the tiles)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-vmod-'));
  try {
    const file = path.join(dir, 'big.vmod');
    let t0 = process.hrtime.bigint();
    await writeModuleFixture(file, { pieceCount: SLOTS, pieceImages: false, northClaim: { width: 6000, height: 4500 } });
    console.log(`${`write a module: 27 Mpx map claim, ${SLOTS} slots (${(fs.statSync(file).size / 1024).toFixed(0)} KiB)`.padEnd(52)} ${elapsedMs(t0).toFixed(0)} ms`);
    const times: number[] = [];
    let peakMb = 0;
    let slots = 0;
    for (let i = 0; i < RUNS; i++) {
      (globalThis as { gc?: () => void }).gc?.();
      const base = process.memoryUsage().rss;
      let peak = base;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
      t0 = process.hrtime.bigint();
      const m = await readModule(file);
      times.push(elapsedMs(t0));
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      peakMb = Math.max(peakMb, (peak - base) / 1024 / 1024);
      slots = countSlots(m.palette);
    }
    times.sort((a, b) => a - b);
    console.log(`${'readModule, median of 5'.padEnd(52)} ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[RUNS - 1]!.toFixed(0)})`);
    console.log(`${'  peak resident memory above start (max of runs)'.padEnd(52)} ${peakMb.toFixed(1)} MiB`);
    console.log(`${'  piece slots read'.padEnd(52)} ${slots}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
