/**
 * A generated module for board data (issue 16): a map painted with a known terrain in every hex
 * — regions of five colours, each pixel with noise, hex outlines, a dark "hex number" in each hex,
 * a dot in some, and a quarter of some hexes painted with a neighbour's terrain — its definition,
 * its folder as the imported library keeps it (images/, game.json, vassal.json linked to a game)
 * and the truth: each hex's terrain. Nothing is drawn from a real map.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageTableSchema } from '../../shared/board/image-table.js';
import { cellAt, cellName, type Grid } from '../../shared/board/grid.js';
import { tableCells } from '../../shared/board/table-cells.js';
import { IMPORTED_GAME_FORMAT, IMPORTED_GAME_VERSION, ImportedGameSchema, type ImportedGame } from '../../shared/games/imported.js';
import type { GameId } from '../../shared/games/ids.js';
import { writeLink } from '../../main/vassal/to-game/link.js';
import { mulberry32 } from './prng.js';

export interface TerrainMapOptions {
  slug?: string;
  cols?: number;
  rows?: number;
  /** Centre-to-centre distance along a column, in pixels. */
  dy?: number;
  seed?: number;
  /** Per-pixel noise (standard deviation, 0–255). */
  noise?: number;
  linked?: GameId | null;
  pieces?: number;
  /** Rough and mountain drawn as printed maps often do: dark speckles on the desert's colour (a third, two thirds of the pixels). */
  speckled?: boolean;
}

/** The five terrains painted, with colours of our own (not the chart's). */
export const PAINTED = [
  { id: 'desert', rgb: [226, 206, 150] },
  { id: 'rough', rgb: [170, 130, 90] },
  { id: 'salt-marsh', rgb: [168, 196, 176] },
  { id: 'mountain', rgb: [118, 100, 86] },
  { id: 'ocean', rgb: [92, 140, 200] },
] as const;

export interface TerrainMap {
  definition: ImportedGame;
  folder: string;
  /** Each hex's painted terrain. */
  truth: Map<string, string>;
  cells: string[];
}

export async function makeTerrainMap(dataDir: string, o: TerrainMapOptions = {}): Promise<TerrainMap> {
  const slug = o.slug ?? 'terrain-test';
  const cols = o.cols ?? 40;
  const rows = o.rows ?? 36;
  const dy = o.dy ?? 40;
  const dx = (dy * Math.sqrt(3)) / 2;
  const width = Math.ceil(cols * dx + dx / 2);
  const height = Math.ceil(rows * dy + dy);
  const rand = mulberry32(o.seed ?? 7);
  const grid = { kind: 'hex' as const, dy, x0: Math.round(dx / 2), y0: Math.round(dy / 2), sideways: false, numbering: { first: 'H' as const, sep: '', hType: 'N' as const, vType: 'N' as const, hLeading: 1, vLeading: 1, hOff: 1, vOff: 1, hDescend: false, vDescend: false, stagger: true, oblique: null } };
  const pieces = Array.from({ length: o.pieces ?? 8 }, (_, i) => ({ id: `u${i}`, side: i % 2 ? 'blue' : 'red', front: `u${i}.png`, back: `u${i}-back.png`, layers: [] as string[] }));
  const table = imageTableSchema.parse({ boards: [{ id: 'main', image: 'map.png', width, height, x: 0, y: 0, grid }], pieces });
  const cells = tableCells(table);

  // Regions: each hex takes the terrain of its nearest seed point.
  const seeds = Array.from({ length: 30 }, () => ({ x: rand() * width, y: rand() * height, t: Math.floor(rand() * PAINTED.length) }));
  const truth = new Map<string, string>();
  const terrainOf = new Map<string, number>();
  for (const c of cells) {
    let best = 0;
    let d = Infinity;
    seeds.forEach((s, i) => {
      const e = (s.x - c.centre.x) ** 2 + (s.y - c.centre.y) ** 2;
      if (e < d) {
        d = e;
        best = i;
      }
    });
    terrainOf.set(c.name, seeds[best]!.t);
    truth.set(c.name, PAINTED[seeds[best]!.t]!.id);
  }
  // A quarter of some hexes shows another terrain (the 25% rule of 6.1 keeps the hex's own).
  const mixed = new Map<string, { t: number; angle: number }>();
  for (const c of cells) if (rand() < 0.2) mixed.set(c.name, { t: Math.floor(rand() * PAINTED.length), angle: rand() * Math.PI * 2 });
  const dotted = new Set(cells.filter(() => rand() < 0.15).map((c) => c.name));

  const raw = Buffer.alloc(width * height * 3);
  const noise = o.noise ?? 24;
  const gauss = () => (rand() + rand() + rand() + rand() - 2) * 1.73;
  const byName = new Map(cells.map((c) => [c.name, c]));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rc = cellAt(table.boards[0]!.grid as Grid, { x, y });
      const name = cellName(table.boards[0]!.grid as Grid, rc.col, rc.row, width, height);
      const cell = byName.get(name);
      let t = cell ? terrainOf.get(name)! : 0;
      let shade = 0;
      if (cell) {
        const rx = x - cell.centre.x;
        const ry = y - cell.centre.y;
        const r = Math.hypot(rx, ry);
        const m = mixed.get(name);
        if (m && r > dy * 0.15) {
          let a = Math.atan2(ry, rx) - m.angle;
          a = Math.atan2(Math.sin(a), Math.cos(a));
          if (Math.abs(a) < Math.PI / 4) t = m.t;
        }
        if (r > dy * 0.46) shade = -90; // the hex outline
        if (ry < -dy * 0.22 && ry > -dy * 0.36 && Math.abs(rx) < dy * 0.16 && (x + y) % 3 !== 0) shade = -150; // its number
        if (dotted.has(name) && r < dy * 0.09) shade = -170; // a town's dot
      }
      let base: readonly number[] = PAINTED[t]!.rgb;
      if (o.speckled && (PAINTED[t]!.id === 'rough' || PAINTED[t]!.id === 'mountain')) {
        const density = PAINTED[t]!.id === 'rough' ? 0.33 : 0.66;
        base = rand() < density ? [90, 70, 50] : PAINTED[0]!.rgb;
      }
      const i = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch++) raw[i + ch] = Math.max(0, Math.min(255, Math.round(base[ch]! + shade + gauss() * noise)));
    }
  }
  const folder = path.join(dataDir, 'games', slug);
  fs.mkdirSync(path.join(folder, 'images'), { recursive: true });
  await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toFile(path.join(folder, 'images', 'map.png'));
  const definition = ImportedGameSchema.parse({
    format: IMPORTED_GAME_FORMAT,
    version: IMPORTED_GAME_VERSION,
    slug,
    name: 'Terrain Test',
    gameVersion: '1.0',
    source: { kind: 'generated', ref: 'tests/support/terrain-map.ts' },
    table,
    sides: [
      { id: 'red', colour: '#a02020' },
      { id: 'blue', colour: '#2040a0' },
    ],
    turns: { first: 1, last: 10 },
    scenarios: [{ id: 'start', name: 'Start', startTurn: 1, setup: [] }],
  });
  fs.writeFileSync(path.join(folder, 'game.json'), JSON.stringify(definition));
  fs.writeFileSync(path.join(folder, 'meta.json'), JSON.stringify({ createdAt: '2026-11-26T00:00:00.000Z' }));
  writeLink(folder, {
    format: 'campaign-table-vassal-link',
    version: 1,
    module: { name: 'Terrain Test', version: '1.0', vassalVersion: '3.7.0' },
    moduledata: null,
    mapId: 'Main Map',
    boards: [],
    pieces: {},
    linked: o.linked === undefined ? 'dark-sands' : o.linked,
  });
  return { definition, folder, truth, cells: cells.map((c) => c.name) };
}
