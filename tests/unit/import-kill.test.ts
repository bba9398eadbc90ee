import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startAppServices } from '../../main/app/services';
import { tempDir } from './helpers';

const worker = path.resolve(import.meta.dirname, 'fixtures', 'import-worker.ts');

/** Runs the import worker until it has imported a game, then kills it with SIGKILL after `ms`. */
function importAndKill(dataDir: string, file: string, round: number, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, dataDir, file, String(round)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | null = null;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!timer && /imported \d+/.test(out)) timer = setTimeout(() => child.kill('SIGKILL'), ms);
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`worker ended by itself (${code}): ${err}`));
      resolve([...out.matchAll(/imported \d+/g)].length);
    });
  });
}

describe('killing the process while it imports games', () => {
  it('never leaves a game without its actions: each imported game is whole or absent', async () => {
    // A game of 120 actions, as a file.
    const source = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { limits: { ratePerSecond: 10_000, burst: 10_000 } } });
    const client = { id: 'maker' };
    const id = ((await source.registry.dispatch('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' }, client)) as { value: { id: string } }).value.id;
    const hexes = ['W7', 'W8', 'V8', 'V9'];
    for (let head = 0; head < 120; head++) {
      const action = head % 3 === 2 ? { type: 'roll', count: 1, sides: 6 } : { type: 'move', units: ['de-21pz-5'], to: hexes[head % 4] };
      expect((await source.registry.dispatch('game.apply', { id, head, action }, client)).ok).toBe(true);
    }
    const file = path.join(tempDir(), 'game.ctgame');
    fs.writeFileSync(file, ((await source.registry.dispatch('game.export', { id }, client)) as { value: { text: string } }).value.text);
    source.close();

    const dataDir = tempDir();
    let imported = 0;
    // Kills land anywhere in the next import: reading, replaying, or writing it.
    for (let round = 0; round < 10; round++) imported += await importAndKill(dataDir, file, round, 2 + ((round * 37) % 150));
    expect(imported).toBeGreaterThanOrEqual(10);
    const db = new Database(path.join(dataDir, 'campaign-table.sqlite'), { readonly: true });
    const games = db.prepare('SELECT g.id, g.head, (SELECT count(*) FROM game_actions a WHERE a.game_id = g.id) AS n FROM games g').all() as { id: string; head: number; n: number }[];
    db.close();
    expect(games.length).toBeGreaterThanOrEqual(imported);
    for (const g of games) expect(g, g.id).toMatchObject({ head: 120, n: 120 });
  }, 120_000);
});
