/**
 * A table drawn from images, in headless Chromium: a generated 10,000 × 7,000 px map is cut into
 * its tile pyramid (in a worker thread, as the app does), then the production Board draws it with
 * 200 image counters on a registered hex grid (tests/support/image-board.ts). Reports the cut, the
 * first tile on screen, the frame intervals while panning at two zooms, and the renderer's memory.
 * Software rendering on a shared machine: compare runs with runs.
 */
/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createWorkRunner } from '../main/work/runner.js';
import { CHROMIUM_PATH } from '../tests/e2e/harness.js';
import { buildImageBoardPage, makeImageTable, makeMapImage, serveImageBoard, type ImageBoardServer } from '../tests/support/image-board.js';
import { report } from './stats.js';

const W = 10_000;
const H = 7_000;

/**
 * Memory of the given processes, in MB (Linux /proc), or null elsewhere: resident (VmRSS, which
 * counts the Chromium binary's shared pages in every process) and proportional (Pss, which shares
 * them out). Chromium's own interface renderer (`--top-chrome-webui`: its omnibox pop-up, absent
 * from an Electron app) is not the page's and is left out.
 */
function memoryMb(pids: readonly number[]): { rss: number; pss: number } | null {
  if (process.platform !== 'linux') return null;
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      // Chromium rewrites its processes' titles: the flags are one string.
      if (/(^|[\s\0])--top-chrome-webui([\s\0]|$)/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      rss += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      pss += Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return rss ? { rss: rss / 1024, pss: pss / 1024 } : null;
}

export async function benchImageBoard(): Promise<void> {
  console.log('\n== Image board (10,000 × 7,000 px map, headless Chromium, software rendering)');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-image-bench-'));
  const runner = createWorkRunner();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // No spare renderer kept warm for the next navigation: an Electron window has none, and it
    // would be counted as the page's.
    args: ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--no-first-run', '--disable-features=SpareRendererForSitePerProcess'],
  });
  let server: ImageBoardServer | null = null;
  try {
    const source = path.join(work, 'map.png');
    await makeMapImage(source, W, H, 'noise');
    const t0 = performance.now();
    const cut = await runner.run('cutTiles', { source, dir: path.join(work, 'board') });
    if (!cut.ok) throw new Error(`cutting failed: ${cut.code}`);
    console.log(`${'tile pyramid cut (worker thread, sharp)'.padEnd(52)} ${(performance.now() - t0).toFixed(0)} ms, ${cut.value.levels} levels`);
    const fixture = await makeImageTable(work, { width: W, height: H, pieces: 200, counterImages: 50, grid: { kind: 'hex', dy: 96, x0: 56, y0: 56, numbering: {} } });
    await buildImageBoardPage(path.join(work, 'page'));
    server = await serveImageBoard(path.join(work, 'page'), path.join(work, 'board', 'tiles_files'), path.join(work, 'images'), {
      table: fixture.table,
      pyramid: cut.value,
      units: fixture.units,
    });

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const cdp = await browser.newBrowserCDPSession();
    const rendererMb = async () => {
      // Chromium tells which of its processes are renderers.
      const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
      return memoryMb(info.processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
    };
    const mb = (v: { rss: number; pss: number } | null) => (v === null ? 'n/a' : `${v.rss.toFixed(0)} MB resident, ${v.pss.toFixed(0)} MB proportional`);
    await page.goto(`${server.url}blank.html`);
    console.log(`${'renderer memory, an empty page'.padEnd(52)} ${mb(await rendererMb())}`);
    await page.addInitScript((c) => (window.__imageBoardConfig = c as never), server.config);
    await page.goto(server.url);
    await page.waitForFunction(() => window.__imageBench?.firstTileAt() != null, undefined, { timeout: 60_000 });
    console.log(`${'renderer memory at the first tile'.padEnd(52)} ${mb(await rendererMb())}`);
    const first = await page.evaluate(() => window.__imageBench!.firstTileAt()! - window.__imageBench!.startedAt);
    console.log(`${'first tile on screen (board created → drawn)'.padEnd(52)} ${first.toFixed(0)} ms`);
    console.log(`${'counters drawn'.padEnd(52)} ${await page.evaluate(() => window.__imageBench!.drawn())}`);
    report('pan frame interval (whole map in view)', await page.evaluate(() => window.__imageBench!.pan(240, 12, 7)));
    await page.evaluate(() => window.__imageBench!.zoom(6));
    report('pan frame interval (zoomed in, tiles streaming)', await page.evaluate(() => window.__imageBench!.pan(240, 25, 14)));
    console.log(`${'tiles held after panning'.padEnd(52)} ${await page.evaluate(() => window.__imageBench!.tilesHeld())}`);
    console.log(`${'renderer memory after panning'.padEnd(52)} ${mb(await rendererMb())}`);
    const heap = (await (await page.context().newCDPSession(page)).send('Runtime.getHeapUsage')) as { usedSize: number };
    console.log(`${'renderer JavaScript heap in use'.padEnd(52)} ${(heap.usedSize / 2 ** 20).toFixed(0)} MB`);
  } finally {
    server?.close();
    runner.close();
    await browser.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
