import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startAppServices } from '../../main/app/services';
import { tempDir } from './helpers';

const worker = path.resolve(import.meta.dirname, 'fixtures', 'crash-worker.ts');

/** Runs the worker until it has committed a few actions, then kills it with SIGKILL at a random moment. */
function runAndKill(dataDir: string, game: string, killAfterMs: number): Promise<{ id: string | null; lastSeq: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, dataDir, game], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | null = null;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!timer && /seq \d+/.test(out)) timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`worker ended by itself (${code}): ${err}`));
      const seqs = [...out.matchAll(/seq (\d+)/g)].map((m) => Number(m[1]));
      resolve({ id: /game (\S+)/.exec(out)?.[1] ?? null, lastSeq: seqs.length ? Math.max(...seqs) : 0 });
    });
  });
}

describe('killing the process at any instant', () => {
  it('loses at most the action in flight, and the database stays intact', async () => {
    const dataDir = tempDir();
    let game = 'new';
    let acknowledged = 0;
    for (let round = 0; round < 12; round++) {
      const { id, lastSeq } = await runAndKill(dataDir, game, 5 + ((round * 37) % 60));
      game = id!;
      acknowledged = Math.max(acknowledged, lastSeq);

      const db = new Database(path.join(dataDir, 'campaign-table.sqlite'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
      // Every action the worker reported is there, and the log replays to its recorded hash.
      const services = startAppServices({ dataDir, mode: 'web', version: 't' });
      const opened = await services.registry.dispatch('game.open', { id: game }, { id: 'check' });
      services.close();
      expect(opened.ok, JSON.stringify(opened)).toBe(true);
      const head = (opened as { value: { head: number } }).value.head;
      expect(head).toBeGreaterThanOrEqual(acknowledged);
      expect(head).toBeLessThanOrEqual(acknowledged + 1); // at most the one in flight when killed
      acknowledged = head;
    }
    expect(acknowledged).toBeGreaterThan(12);
  }, 120_000);
});
