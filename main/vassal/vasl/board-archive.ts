/**
 * VASL board archives (anchor-vassal.md §4.1): a zip `bdXX` holding the board image and, since
 * VASL 6, BoardMetadata.xml (name, version, image file, size in hexes and, for non-standard
 * boards, hex width/height and the centre of A1); older archives carry a `data` file whose
 * `key value` lines override the grid instead. Read under the same limits as modules.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkSignal, VassalError } from '../errors.js';
import { IMAGE_HEAD_BYTES, sniffImage, tooLarge } from '../module/images.js';
import type { ModuleWarning } from '../module/types.js';
import { parseXml, SMALL_XML_LIMITS } from '../xml/parse.js';
import { openArchive } from '../zip/archive.js';
import { MODULE_ZIP_LIMITS, type ZipLimits } from '../zip/limits.js';
import { VASL_DEFAULT_GRID, type VaslGrid } from './grid.js';
import { readHexTerrain, terrainTableOf, type BoardTerrainTable, type HexTerrain } from './terrain.js';

export interface VaslBoard {
  /** Board name as VASL shows it (e.g. `y`, `23`). */
  name: string;
  file: string;
  version: string;
  /** Image entry in the archive, or null when missing (then a warning). */
  image: string | null;
  width: number;
  height: number;
  /** Size in hexes from the metadata (33 × 10 for a geomorphic board), when given. */
  hexColumns: number | null;
  hexRows: number | null;
  grid: VaslGrid;
  /** No BoardMetadata.xml: a pre-6.0 archive read through its `data` file. */
  legacy: boolean;
  /** BoardMetadata.xml's colour table and building types (empty for a legacy archive). */
  terrainTable: BoardTerrainTable;
  warnings: ModuleWarning[];
}

const METADATA_LIMITS = { ...SMALL_XML_LIMITS, maxBytes: 4 * 1024 * 1024, maxElements: 20_000 };

const finite = (v: string | undefined): number | null => {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : null;
};

function applyDataFile(grid: VaslGrid, text: string): string {
  let version = '';
  for (const line of text.split(/\r?\n/).slice(0, 1000)) {
    const [key, value] = line.trim().split(/\s+/);
    if (!key || value === undefined) continue;
    const k = key.toLowerCase();
    const n = finite(value);
    if (k === 'version') version = value;
    else if (k === 'dx' && n !== null && n > 0) grid.dx = n;
    else if (k === 'dy' && n !== null && n > 0) grid.dy = n;
    else if (k === 'x0' && n !== null) grid.x0 = Math.trunc(n);
    else if (k === 'y0' && n !== null) grid.y0 = Math.trunc(n);
    else if (k === 'alternate') grid.alternate = value === 'true';
  }
  return version;
}

/** Reads one board archive. */
export async function readVaslBoard(file: string, limits: ZipLimits = MODULE_ZIP_LIMITS): Promise<VaslBoard> {
  const zip = await openArchive(file, limits);
  try {
    const warnings: ModuleWarning[] = [];
    const grid: VaslGrid = { ...VASL_DEFAULT_GRID };
    const base = path.basename(file).replace(/\.(zip)$/i, '');
    let name = base.replace(/^bd/i, '').toLowerCase();
    let version = '';
    let imageName = `bd${name}.gif`;
    let hexColumns: number | null = null;
    let hexRows: number | null = null;
    const terrainTable: BoardTerrainTable = { colours: [], buildings: new Map() };
    const metaEntry = zip.resolve('BoardMetadata.xml');
    const legacy = metaEntry === null;
    if (metaEntry) {
      const root = parseXml(await zip.read(metaEntry, METADATA_LIMITS.maxBytes), METADATA_LIMITS);
      if (root.tag !== 'boardMetadata') throw new VassalError('vassal.notVaslBoard', { file: path.basename(file) });
      const a = root.attrs;
      name = a.name?.trim() || name;
      version = a.version ?? '';
      imageName = a.boardImageFileName?.trim() || imageName;
      hexColumns = finite(a.width);
      hexRows = finite(a.height);
      const dx = finite(a.hexWidth);
      const dy = finite(a.hexHeight);
      const x0 = finite(a.A1CenterX);
      const y0 = finite(a.A1CenterY);
      if (dx !== null && dx > 0) grid.dx = dx;
      if (dy !== null && dy > 0) grid.dy = dy;
      if (x0 !== null) grid.x0 = Math.trunc(x0);
      if (y0 !== null) grid.y0 = Math.trunc(y0);
      terrainTableOf(root, terrainTable);
    } else {
      const data = zip.resolve('data');
      if (!data) throw new VassalError('vassal.notVaslBoard', { file: path.basename(file) });
      version = applyDataFile(grid, (await zip.read(data, 64 * 1024)).toString('latin1'));
    }
    const entry = zip.resolve(imageName);
    let width = 0;
    let height = 0;
    if (!entry) warnings.push({ code: 'vassal.imageMissing', params: { board: name, image: imageName } });
    else {
      const size = sniffImage(await zip.readHead(entry, IMAGE_HEAD_BYTES));
      if (!size) warnings.push({ code: 'vassal.imageUnreadable', params: { board: name, image: imageName } });
      else if (tooLarge(size)) throw new VassalError('vassal.imageTooLarge', { image: imageName, width: size.width, height: size.height });
      else ({ width, height } = size);
    }
    warnings.push(...zip.warnings);
    return { name, file, version, image: entry, width, height, hexColumns, hexRows, grid, legacy, terrainTable, warnings };
  } finally {
    zip.close();
  }
}

/** Largest board image read for its terrain (compressed bytes). */
const MAX_TERRAIN_IMAGE_BYTES = 64 * 1024 * 1024;

/**
 * Each hex's terrain and level from a board's image and colour table, with `shared` colours (a
 * SharedBoardMetadata.xml) under the board's own; null when the board has no image or no colours.
 */
export async function readVaslBoardTerrain(board: VaslBoard, shared?: BoardTerrainTable): Promise<HexTerrain[] | null> {
  const table: BoardTerrainTable = { colours: [...(shared?.colours ?? [])], buildings: new Map(shared?.buildings) };
  for (const c of board.terrainTable.colours) {
    const at = table.colours.findIndex((x) => x.rgb === c.rgb);
    if (at >= 0) table.colours[at] = c;
    else table.colours.push(c);
  }
  for (const [k, v] of board.terrainTable.buildings) table.buildings.set(k, v);
  if (!board.image || !table.colours.length) return null;
  const zip = await openArchive(board.file, MODULE_ZIP_LIMITS);
  try {
    const image = await zip.read(board.image, MAX_TERRAIN_IMAGE_BYTES);
    return await readHexTerrain(image, board.grid, table, board.hexColumns ?? 33, board.hexRows ?? 10);
  } finally {
    zip.close();
  }
}

/** Every board archive in a folder (files named `bd…`), in name order; unreadable ones are warnings. */
export async function readVaslBoardFolder(dir: string, signal?: AbortSignal): Promise<{ boards: VaslBoard[]; warnings: ModuleWarning[] }> {
  const names = (await fs.readdir(dir, { withFileTypes: true })).filter((d) => d.isFile() && /^bd/i.test(d.name)).map((d) => d.name).sort();
  const boards: VaslBoard[] = [];
  const warnings: ModuleWarning[] = [];
  for (const n of names) {
    checkSignal(signal);
    try {
      boards.push(await readVaslBoard(path.join(dir, n)));
    } catch (e) {
      if (!(e instanceof VassalError) || e.code === 'vassal.cancelled') throw e;
      warnings.push({ code: 'vassal.boardRefused', params: { file: n, reason: e.code } });
    }
  }
  return { boards, warnings };
}
