/**
 * Figures for the application shell. Prints numbers; asserts nothing.
 *   - start-up: open + integrity check + migrate a new database, and reopen an existing one
 *   - API dispatch through the registry (validation included), in process
 *   - WebSocket round trips through the real web server
 *   - settings writes (one SQLite transaction each, synchronous = FULL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startAppServices } from '../main/app/services.js';
import { startWebServer } from '../main/web/server.js';
import { report } from './stats.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-'));
const ms = (ns: bigint) => Number(ns) / 1e6;

function timed<T>(fn: () => T): [T, number] {
  const t = process.hrtime.bigint();
  const r = fn();
  return [r, ms(process.hrtime.bigint() - t)];
}

export async function benchShell(): Promise<void> {
  console.log('\n== Application shell');
  const unlimited = { limits: { ratePerSecond: 1e9, burst: 1e9 } };

  const fresh: number[] = [];
  const reopen: number[] = [];
  for (let i = 0; i < 20; i++) {
    const dir = path.join(tmp, `start-${i}`);
    const [a, t1] = timed(() => startAppServices({ dataDir: dir, mode: 'web', version: 'bench' }));
    a.close();
    fresh.push(t1);
    const [b, t2] = timed(() => startAppServices({ dataDir: dir, mode: 'web', version: 'bench' }));
    b.close();
    reopen.push(t2);
  }
  report('start-up, new database', fresh);
  report('start-up, existing database', reopen);

  const services = startAppServices({ dataDir: path.join(tmp, 'main'), mode: 'web', version: 'bench', registry: unlimited });
  const client = { id: 'bench' };
  for (const channel of ['settings.get', 'catalog.list'] as const) {
    const samples: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const t = process.hrtime.bigint();
      await services.registry.dispatch(channel, {}, client);
      samples.push(ms(process.hrtime.bigint() - t));
    }
    report(`dispatch ${channel} (in process)`, samples);
  }
  const bad: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const t = process.hrtime.bigint();
    await services.registry.dispatch('settings.update', { theme: 42, junk: 'x'.repeat(1000) }, client);
    bad.push(ms(process.hrtime.bigint() - t));
  }
  report('dispatch of an invalid call (rejected)', bad);

  const writes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = process.hrtime.bigint();
    await services.registry.dispatch('settings.update', { theme: i % 2 ? 'dark' : 'light' }, client);
    writes.push(ms(process.hrtime.bigint() - t));
  }
  report('settings.update (durable SQLite write)', writes);

  const staticDir = path.join(tmp, 'static');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>');
  const server = await startWebServer({ host: '127.0.0.1', port: 0, staticDir, registry: services.registry });
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { origin: `http://127.0.0.1:${server.port}` });
  await new Promise((r) => ws.once('open', r));
  const rtt: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const t = process.hrtime.bigint();
    await new Promise<void>((resolve) => {
      ws.once('message', () => resolve());
      ws.send(JSON.stringify({ id: i, channel: 'settings.get', args: {} }));
    });
    rtt.push(ms(process.hrtime.bigint() - t));
  }
  report('WebSocket round trip, settings.get', rtt);

  const n = 20000;
  const t = process.hrtime.bigint();
  await new Promise<void>((resolve) => {
    let got = 0;
    ws.on('message', () => {
      if (++got === n) resolve();
    });
    for (let i = 0; i < n; i++) ws.send(JSON.stringify({ id: i, channel: 'settings.get', args: {} }));
  });
  const secs = ms(process.hrtime.bigint() - t) / 1000;
  console.log(`${'WebSocket throughput, pipelined settings.get'.padEnd(52)} ${Math.round(n / secs).toLocaleString('en')} calls/s`);

  ws.close();
  await server.close();
  services.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

