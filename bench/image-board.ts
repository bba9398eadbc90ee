/**
 * A table drawn from images, in headless Chromium: a generated 10,000 × 7,000 px map is cut into
 * its tile pyramid (in a worker thread, as the app does), then the production Board draws it with
 * 200 image counters on a registered hex grid. Reports the cut, the first tile on screen, the frame
 * intervals while panning at two zooms, and the renderer's memory. Software rendering on a shared
 * machine: compare runs with runs.
 */
/// <reference lib="dom" />
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { gridCells } from '../shared/board/grid.js';
import type { ImageTableSpec } from '../shared/board/image-table.js';
import { createWorkRunner } from '../main/work/runner.js';
import { CHROMIUM_PATH } from '../tests/e2e/harness.js';
import { report } from './stats.js';

const W = 10_000;
const H = 7_000;
const here = import.meta.dirname;

async function makeMap(file: string): Promise<void> {
  // Noise over a tint: every tile has content, as a scanned map does (and compresses no better).
  const noise = await sharp({ create: { width: W, height: H, channels: 3, background: '#c9b98a', noise: { type: 'gaussian', mean: 150, sigma: 40 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  await sharp(noise, { limitInputPixels: false }).png({ compressionLevel: 1 }).toFile(file);
}

async function makeCounters(dir: string, n: number): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = `c${i}.png`;
    const hue = (i * 37) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="8" fill="hsl(${hue},55%,45%)"/><text x="48" y="60" font-size="34" text-anchor="middle" fill="#fff">${i}</text></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(path.join(dir, key));
    keys.push(key);
  }
  return keys;
}

function serve(root: string, tiles: string, images: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.webp': 'image/webp', '.png': 'image/png' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const tile = /^\/tiles\/[^/]+\/(\d+)\/(\d+_\d+\.webp)$/.exec(url.pathname);
    const image = /^\/images\/([A-Za-z0-9._-]+)$/.exec(url.pathname);
    if (url.pathname === '/blank.html') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>blank</title>');
      return;
    }
    const file = tile ? path.join(tiles, tile[1]!, tile[2]!) : image ? path.join(images, image[1]!) : path.join(root, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    fs.readFile(file, (e, data) => {
      if (e) res.writeHead(404).end();
      else res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' }).end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() })));
}

/** Resident memory of the given processes, in MB (Linux /proc), or null elsewhere. */
function residentMb(pids: readonly number[]): number | null {
  if (process.platform !== 'linux') return null;
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb ? kb / 1024 : null;
}

export async function benchImageBoard(): Promise<void> {
  console.log('\n== Image board (10,000 × 7,000 px map, headless Chromium, software rendering)');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-image-bench-'));
  const runner = createWorkRunner();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--no-first-run'],
  });
  let server: { url: string; close: () => void } | null = null;
  try {
    const source = path.join(work, 'map.png');
    await makeMap(source);
    const t0 = performance.now();
    const cut = await runner.run('cutTiles', { source, dir: path.join(work, 'board') });
    if (!cut.ok) throw new Error(`cutting failed: ${cut.code}`);
    console.log(`${'tile pyramid cut (worker thread, sharp)'.padEnd(52)} ${(performance.now() - t0).toFixed(0)} ms, ${cut.value.levels} levels`);

    const counters = await makeCounters(path.join(work, 'images'), 50);
    const grid = { kind: 'hex' as const, dy: 96, x0: 56, y0: 56, numbering: { hLeading: 1, vLeading: 1 } };
    const table: ImageTableSpec = {
      boards: [{ id: 'map', image: 'map.png', width: W, height: H, grid }],
      pieces: Array.from({ length: 200 }, (_, i) => ({ id: `u${i}`, front: counters[i % counters.length]! })),
      counterSize: 70,
    };
    const cells = gridCells({ ...grid, dx: (grid.dy * Math.sqrt(3)) / 2, sideways: false, numbering: { first: 'H', sep: '', hType: 'N', vType: 'N', hLeading: 1, vLeading: 1, hOff: 1, vOff: 1, hDescend: false, vDescend: false, stagger: true, oblique: null } }, W, H);
    const units = table.pieces.map((p, i) => ({ id: p.id, hex: cells[(i * 97) % cells.length]!.name }));

    const out = path.join(work, 'page');
    await build({ root: path.join(here, 'image-board'), logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
    server = await serve(out, path.join(work, 'board', 'tiles_files'), path.join(work, 'images'));

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const cdp = await browser.newBrowserCDPSession();
    const rendererMb = async () => {
      // Chromium tells which of its processes are renderers.
      const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
      return residentMb(info.processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
    };
    const mb = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(0)} MB`);
    await page.goto(`${server.url}blank.html`);
    console.log(`${'renderer memory, an empty page (resident)'.padEnd(52)} ${mb(await rendererMb())}`);
    await page.addInitScript((c) => (window.__imageBoardConfig = c as never), { table, pyramid: cut.value, units });
    await page.goto(server.url);
    await page.waitForFunction(() => window.__imageBench?.firstTileAt() != null, undefined, { timeout: 60_000 });
    console.log(`${'renderer memory at the first tile (resident)'.padEnd(52)} ${mb(await rendererMb())}`);
    const first = await page.evaluate(() => window.__imageBench!.firstTileAt()! - window.__imageBench!.startedAt);
    console.log(`${'first tile on screen (board created → drawn)'.padEnd(52)} ${first.toFixed(0)} ms`);
    console.log(`${'counters drawn'.padEnd(52)} ${await page.evaluate(() => window.__imageBench!.drawn())}`);
    report('pan frame interval (whole map in view)', await page.evaluate(() => window.__imageBench!.pan(240, 12, 7)));
    await page.evaluate(() => window.__imageBench!.zoom(6));
    report('pan frame interval (zoomed in, tiles streaming)', await page.evaluate(() => window.__imageBench!.pan(240, 25, 14)));
    console.log(`${'tiles held after panning'.padEnd(52)} ${await page.evaluate(() => window.__imageBench!.tilesHeld())}`);
    console.log(`${'renderer memory after panning (resident)'.padEnd(52)} ${mb(await rendererMb())}`);
    const heap = (await (await page.context().newCDPSession(page)).send('Runtime.getHeapUsage')) as { usedSize: number };
    console.log(`${'renderer JavaScript heap in use'.padEnd(52)} ${(heap.usedSize / 2 ** 20).toFixed(0)} MB`);
  } finally {
    server?.close();
    runner.close();
    await browser.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
