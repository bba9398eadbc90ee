/**
 * A generated VASSAL module whose boards are painted as terrain: the default fixture module
 * (tests/support/vassal/module-fixture.ts) with its two board images replaced by maps where each
 * hex is filled with its terrain's colour, with per-pixel noise and a thin dark hex outline, so the
 * suggestion from the map has real work to do. The terrain of every hex is known (the truth the
 * test checks against). Nothing here comes from a real game's map.
 */
import sharp from 'sharp';
import { cellAt, cellName, gridCells, gridSchema, type Grid } from '../../../shared/board/grid';
import { mulberry32 } from '../prng';
import { BOARD_H, BOARD_W, GRID, NUMBERING, writeModuleFixture } from '../vassal/module-fixture';

export const FIXTURE_GRID: Grid = gridSchema.parse({ kind: 'hex', dx: GRID.dx, dy: GRID.dy, x0: GRID.x0, y0: GRID.y0, sideways: true, numbering: NUMBERING });

/** Colours of the painted terrains (sand and brown, as a desert map's). */
export const PAINT: Record<string, [number, number, number]> = { desert: [226, 205, 150], rough: [150, 110, 70] };

/** The painted terrain of a hex of a board: rough in a band of columns, desert elsewhere. */
export function paintedTerrain(board: 'North' | 'South', col: number, row: number): 'desert' | 'rough' {
  if (board === 'North') return col >= 2 && col <= 3 && row >= 1 ? 'rough' : 'desert';
  return (col + row) % 7 === 0 ? 'rough' : 'desert';
}

async function paintBoard(board: 'North' | 'South', seed: number): Promise<Buffer> {
  const rnd = mulberry32(seed);
  const px = Buffer.alloc(BOARD_W * BOARD_H * 3);
  const cache = new Map<string, [number, number, number]>();
  for (let y = 0; y < BOARD_H; y++) {
    for (let x = 0; x < BOARD_W; x++) {
      const c = cellAt(FIXTURE_GRID, { x, y });
      const key = `${c.col},${c.row}`;
      let colour = cache.get(key);
      if (!colour) cache.set(key, (colour = PAINT[paintedTerrain(board, c.col, c.row)]!));
      const noise = Math.round((rnd() - 0.5) * 40);
      const i = (y * BOARD_W + x) * 3;
      px[i] = Math.max(0, Math.min(255, colour[0] + noise));
      px[i + 1] = Math.max(0, Math.min(255, colour[1] + noise));
      px[i + 2] = Math.max(0, Math.min(255, colour[2] + noise));
    }
  }
  return sharp(px, { raw: { width: BOARD_W, height: BOARD_H, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** Each hex of a board by the table's name, with its painted terrain (the first board's names; the second's prefixed when they repeat). */
export function paintedTruth(): Map<string, 'desert' | 'rough'> {
  const out = new Map<string, 'desert' | 'rough'>();
  for (const board of ['North', 'South'] as const) {
    for (const c of gridCells(FIXTURE_GRID, BOARD_W, BOARD_H)) {
      const name = cellName(FIXTURE_GRID, c.col, c.row, BOARD_W, BOARD_H);
      out.set(out.has(name) ? `${board}:${name}` : name, paintedTerrain(board, c.col, c.row));
    }
  }
  return out;
}

/** Writes the painted module to `file`. */
export async function writePaintedModule(file: string, saves?: Record<string, Buffer>): Promise<void> {
  await writeModuleFixture(file, {
    ...(saves ? { saves } : {}),
    extraEntries: { 'images/North.png': await paintBoard('North', 11), 'images/South.png': await paintBoard('South', 12) },
  });
}
