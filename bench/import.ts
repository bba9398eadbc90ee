/**
 * A long game file's import (about 10 MB: Afrika Korps free-mode moves, replayed in full in a
 * worker thread) and how quickly settings.get answers meanwhile: the main process must keep
 * answering while a file is verified.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServices } from '../main/app/services.js';
import { createModuleRegistry } from '../main/games/registry.js';
import { longGameFile } from '../tests/support/long-game-file.js';
import { elapsedMs, report } from './stats.js';

const MOVES = 30_000;

export async function benchImport(): Promise<void> {
  console.log('\n== Game file import in a worker thread');
  let t0 = process.hrtime.bigint();
  const text = longGameFile(createModuleRegistry(), MOVES);
  console.log(`${`make a file of ${MOVES} moves (${(text.length / 1024 / 1024).toFixed(1)} MB)`.padEnd(52)} ${elapsedMs(t0).toFixed(0)} ms`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-import-'));
  const services = startAppServices({ dataDir: dir, mode: 'web', version: 'bench' });
  const client = { id: 'bench' };
  try {
    t0 = process.hrtime.bigint();
    let pending = true;
    const importing = services.registry.dispatch('game.import', { text }, client).finally(() => (pending = false));
    const samples: number[] = [];
    while (pending) {
      const t = process.hrtime.bigint();
      await services.registry.dispatch('settings.get', {}, client);
      samples.push(elapsedMs(t));
      await new Promise((r) => setTimeout(r, 20));
    }
    const r = await importing;
    console.log(`${`import (${r.ok ? 'ok' : r.code})`.padEnd(52)} ${elapsedMs(t0).toFixed(0)} ms`);
    report('settings.get while importing', samples);
  } finally {
    services.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
