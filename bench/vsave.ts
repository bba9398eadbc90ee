/**
 * A VASSAL saved game of 2,300 pieces (two-sided counters in stacks of one to three), generated in
 * the real format: opened from disk (zip, de-obfuscation, command tree, trait chains, stacks), the
 * look of every piece, and writing it back as a .vsav. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSaveFile } from '../main/vassal/save/read.js';
import { writeSave } from '../main/vassal/save/write.js';
import { writeInputFromSave } from '../main/vassal/save/from-save.js';
import { lookOf } from '../main/vassal/pieces/look.js';
import { buildSave, manyPieces } from '../tests/support/vassal/save-fixture.js';
import { elapsedMs, report } from './stats.js';

const PIECES = 2300;
const RUNS = 15;

export async function benchVsave(): Promise<void> {
  console.log(`\n== VASSAL saved game of ${PIECES.toLocaleString('en')} pieces`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-vsave-'));
  try {
    const file = path.join(dir, 'big.vsav');
    const bytes = await buildSave(manyPieces(PIECES));
    fs.writeFileSync(file, bytes);
    console.log(`${'file size'.padEnd(52)} ${(bytes.length / 1024).toFixed(0)} KiB`);
    const open: number[] = [];
    const look: number[] = [];
    const write: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t = process.hrtime.bigint();
      const save = await readSaveFile(file);
      open.push(elapsedMs(t));
      if (save.model.pieces.length !== PIECES) throw new Error(`read ${save.model.pieces.length} pieces`);
      t = process.hrtime.bigint();
      for (const p of save.model.pieces) lookOf(p.chain);
      look.push(elapsedMs(t));
      t = process.hrtime.bigint();
      await writeSave(writeInputFromSave(save));
      write.push(elapsedMs(t));
    }
    report('open the save (read, decode, pieces and stacks)', open);
    report('lookOf every piece', look);
    report('write it back as a .vsav', write);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
