/**
 * A table drawn from images, made for a test or a benchmark: a generated map image cut into its
 * tile pyramid, two-sided counter images, a registered hex grid, and the page that draws them with
 * the production Board (tests/support/image-board/), built with Vite and served over HTTP.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { build } from 'vite';
import type { GridSpec } from '../../shared/board/grid.js';
import { imageTableSchema, type ImageTableSpec } from '../../shared/board/image-table.js';
import { tableCells } from '../../shared/board/table-cells.js';
import type { CutPyramid } from '../../main/board/tile-pyramid.js';

export interface ImageBoardFixture {
  table: ImageTableSpec;
  units: { id: string; hex: string }[];
  /** Every cell's name, row by row. */
  cells: string[];
}

/** The map: dark on the left half, light on the right (or noise over a tint, as a scan compresses). */
export async function makeMapImage(file: string, width: number, height: number, kind: 'halves' | 'noise'): Promise<void> {
  const base =
    kind === 'noise'
      ? sharp({ create: { width, height, channels: 3, background: '#c9b98a', noise: { type: 'gaussian', mean: 150, sigma: 40 } } })
      : sharp({ create: { width, height, channels: 3, background: '#f0e0b0' } }).composite([
          { input: { create: { width: Math.floor(width / 2), height, channels: 3, background: '#283848' } }, left: 0, top: 0 },
        ]);
  const png = await base.png({ compressionLevel: 1 }).toBuffer();
  await sharp(png, { limitInputPixels: false }).png({ compressionLevel: 1 }).toFile(file);
}

/** n two-sided counters: a red front and a blue back, each with its number. */
async function makeCounters(dir: string, n: number): Promise<{ front: string; back: string }[]> {
  fs.mkdirSync(dir, { recursive: true });
  const svg = (fill: string, text: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${fill}"/><text x="48" y="92" font-size="12" text-anchor="middle" fill="#fff">${text}</text></svg>`);
  const out: { front: string; back: string }[] = [];
  for (let i = 0; i < n; i++) {
    const front = `c${i}-front.png`;
    const back = `c${i}-back.png`;
    await sharp(svg('#d01010', `${i}`)).png().toFile(path.join(dir, front));
    await sharp(svg('#1030d0', `${i}`)).png().toFile(path.join(dir, back));
    out.push({ front, back });
  }
  return out;
}

export async function makeImageTable(dir: string, o: { width: number; height: number; pieces: number; counterImages: number; grid: GridSpec }): Promise<ImageBoardFixture> {
  const images = await makeCounters(path.join(dir, 'images'), o.counterImages);
  const table: ImageTableSpec = {
    boards: [{ id: 'map', image: 'map.png', width: o.width, height: o.height, grid: o.grid }],
    pieces: Array.from({ length: o.pieces }, (_, i) => ({ id: `u${i}`, side: i % 2 ? 'b' : 'a', ...images[i % images.length]! })),
  };
  const cells = tableCells(imageTableSchema.parse(table)).map((c) => c.name);
  // Spread over the map, one counter a cell.
  const units = table.pieces.map((p, i) => ({ id: p.id, hex: cells[Math.floor(((i + 0.5) * cells.length) / table.pieces.length)]! }));
  return { table, units, cells };
}

/** Builds the page (Vite) into `out`. */
export async function buildImageBoardPage(out: string): Promise<void> {
  await build({ root: path.join(import.meta.dirname, 'image-board'), logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
}

export interface ImageBoardServer {
  url: string;
  config: { table: ImageTableSpec; pyramid: CutPyramid; units: { id: string; hex: string }[] };
  close(): void;
}

/** Serves the page, the board's tiles (`/tiles/<board>/<level>/<col>_<row>.webp`) and the counter images. */
export function serveImageBoard(page: string, tiles: string, images: string, config: ImageBoardServer['config']): Promise<ImageBoardServer> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.webp': 'image/webp', '.png': 'image/png' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/blank.html') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>blank</title>');
      return;
    }
    const tile = /^\/tiles\/[^/]+\/(\d+)\/(\d+_\d+\.webp)$/.exec(url.pathname);
    const image = /^\/images\/([A-Za-z0-9._-]+)$/.exec(url.pathname);
    const asset = /^\/(index\.html|assets\/[A-Za-z0-9._-]+)$/.exec(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = tile ? path.join(tiles, tile[1]!, tile[2]!) : image ? path.join(images, image[1]!) : asset ? path.join(page, asset[1]!) : null;
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    fs.readFile(file, (e, data) => {
      if (e) res.writeHead(404).end();
      else res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' }).end(data);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, config, close: () => server.close() })),
  );
}
