/**
 * A game defined only by data, generated for tests: a map image with a registered hex grid and its
 * numbering, two-sided counter images, and the definition (shared/games/imported.ts) that ties
 * them together. Nothing in it names a game of ours; every image is made here with sharp.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageTableSchema } from '../../shared/board/image-table.js';
import { tableCells } from '../../shared/board/table-cells.js';
import { IMPORTED_GAME_FORMAT, IMPORTED_GAME_VERSION, type ImportedGameInput } from '../../shared/games/imported.js';

export interface DataOnlyGameFixture {
  definition: ImportedGameInput;
  /** Image name → file, as the import takes them. */
  images: Map<string, string>;
  /** Every cell's name, row by row. */
  cells: string[];
}

export interface DataOnlyGameOptions {
  slug?: string;
  width?: number;
  height?: number;
  pieces?: number;
}

/** A map: a tint with gentle bands, so tiles differ from one another. */
async function makeMap(file: string, width: number, height: number): Promise<void> {
  const bands = Array.from({ length: 8 }, (_, i) => ({
    input: { create: { width: Math.ceil(width / 8), height, channels: 3 as const, background: i % 2 ? '#d8c89a' : '#b9a877' } },
    left: Math.floor((i * width) / 8),
    top: 0,
  }));
  await sharp({ create: { width, height, channels: 3, background: '#c9b98a' } }).composite(bands).png({ compressionLevel: 1 }).toFile(file);
}

async function makeCounter(file: string, fill: string, label: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="4" fill="${fill}"/><text x="32" y="40" font-size="18" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

export async function makeDataOnlyGame(dir: string, o: DataOnlyGameOptions = {}): Promise<DataOnlyGameFixture> {
  const width = o.width ?? 3000;
  const height = o.height ?? 2000;
  const n = o.pieces ?? 50;
  fs.mkdirSync(dir, { recursive: true });
  const images = new Map<string, string>();
  const mapFile = path.join(dir, 'map.png');
  await makeMap(mapFile, width, height);
  images.set('map.png', mapFile);
  const pieces = [];
  for (let i = 0; i < n; i++) {
    const front = `p${i}-front.png`;
    const back = `p${i}-back.png`;
    await makeCounter(path.join(dir, front), '#a02020', String(i));
    await makeCounter(path.join(dir, back), '#2040a0', String(i));
    images.set(front, path.join(dir, front));
    images.set(back, path.join(dir, back));
    pieces.push({ id: `p${i}`, side: i % 2 ? 'blue' : 'red', front, back, layers: [] as string[] });
  }
  // One step-loss layer, shared by every counter: a band across the bottom.
  const layer = 'step-loss.png';
  await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect y="48" width="64" height="16" fill="#000" fill-opacity="0.6"/></svg>')).png().toFile(path.join(dir, layer));
  images.set(layer, path.join(dir, layer));
  for (const p of pieces) p.layers = [layer];

  const table = {
    boards: [
      {
        id: 'main',
        image: 'map.png',
        width,
        height,
        x: 0,
        y: 0,
        grid: { kind: 'hex' as const, dy: 80, x0: 40, y0: 40, sideways: false, numbering: { first: 'H' as const, hLeading: 1, vLeading: 1, hOff: 1, vOff: 1 } },
      },
    ],
    pieces,
  };
  const cells = tableCells(imageTableSchema.parse(table)).map((c) => c.name);
  const setup = pieces.map((p, i) => ({ piece: p.id, cell: cells[Math.floor(((i + 0.5) * cells.length) / n)]! }));
  const definition: ImportedGameInput = {
    format: IMPORTED_GAME_FORMAT,
    version: IMPORTED_GAME_VERSION,
    slug: o.slug ?? 'test-hexes',
    name: 'Test Hexes',
    gameVersion: '1.0',
    source: { kind: 'generated', ref: 'tests/support/data-only-game.ts' },
    table,
    sides: [
      { id: 'red', colour: '#a02020' },
      { id: 'blue', colour: '#2040a0' },
    ],
    turns: { first: 1, last: 10 },
    scenarios: [{ id: 'start', name: 'Start', startTurn: 1, setup }],
  };
  return { definition, images, cells };
}
