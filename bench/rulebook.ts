/**
 * Rulebook search figures: one query over the built-in reference of all five games (summaries in
 * both languages and glossary) plus the five seed rulebooks imported as the reader's own texts,
 * across all games and within one. The target is under 10 ms per query.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../main/db/open.js';
import { createRulebookService } from '../main/rulebook/service.js';
import { references } from '../main/rulebook/reference.js';
import { elapsedMs, report } from './stats.js';

const SEEDS = path.resolve(import.meta.dirname, '../../shared/seeds');
const QUERIES = ['scarpata', 'escarpment', 'zona di controllo', 'zone of control', 'rifornim', 'supply line', 'unita', 'Rommel', 'ritirata', 'retreat', 'fire', 'artiglieria', '18.2', '7.2', 'DaE2.31', 'panzer', 'ZOC', 'vittoria automatica', 'di', 'the', 'l\'unità', 'co'];

export async function benchRulebook(): Promise<void> {
  console.log('\n== Rulebook search (five games, both languages, five imported seeds)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-rulebook-'));
  const { db } = openDatabase(path.join(dir, 'db.sqlite'));
  let t0 = process.hrtime.bigint();
  const rb = createRulebookService(db);
  console.log(`${'index the built-in reference (5 games)'.padEnd(52)} ${elapsedMs(t0).toFixed(1)} ms`);

  t0 = process.hrtime.bigint();
  let chars = 0;
  for (const ref of references().values()) {
    const bytes = fs.readFileSync(path.join(SEEDS, ref.seed));
    chars += bytes.length;
    const b = rb.imports.begin(ref.game, ref.seed, bytes.length, 'it');
    if (!b.ok) throw new Error(b.code);
    for (let i = 0, k = 0; i < bytes.length; i += b.value.chunkBytes, k++) {
      const c = rb.imports.chunk(b.value.uploadId, k, bytes.subarray(i, i + b.value.chunkBytes).toString('base64'));
      if (!c.ok) throw new Error(c.code);
    }
    const f = rb.imports.finish(b.value.uploadId, ref.seed);
    if (!f.ok) throw new Error(f.code);
  }
  console.log(`${`import, split and index the five seeds (${Math.round(chars / 1024)} KiB)`.padEnd(52)} ${elapsedMs(t0).toFixed(1)} ms`);
  const rows = db.prepare('SELECT count(*) FROM rulebook_fts').pluck().get() as number;
  console.log(`${'rows in the index'.padEnd(52)} ${rows}`);

  for (const [label, game] of [['query, all games', null], ['query, one game (Afrika Korps)', 'afrika-korps']] as const) {
    for (const q of QUERIES) rb.index.search(q, { game }); // warm
    const samples: number[] = [];
    for (let round = 0; round < 25; round++) {
      for (const q of QUERIES) {
        const t = process.hrtime.bigint();
        rb.index.search(q, { game });
        samples.push(elapsedMs(t));
      }
    }
    report(label, samples);
  }
  const worst: [string, number][] = QUERIES.map((q) => {
    const t = process.hrtime.bigint();
    for (let i = 0; i < 10; i++) rb.index.search(q);
    return [q, elapsedMs(t) / 10];
  });
  worst.sort((a, b) => b[1] - a[1]);
  console.log(`${'slowest query (all games)'.padEnd(52)} "${worst[0]![0]}" ${worst[0]![1].toFixed(3)} ms`);
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
