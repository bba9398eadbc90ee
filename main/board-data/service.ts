import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from '../../shared/api/result.js';
import type { BoardDataView } from '../../shared/api/contract-board-data.js';
import { chartOf, withCustomTypes } from '../../shared/board-data/charts.js';
import { TerrainTypeSchema, type TerrainChart, type TerrainType, type TerrainTypeInput } from '../../shared/board-data/chart.js';
import { BoardDataSchema, emptyBoardData, type BoardData, type BoardDataProgress, type CounterValues, type HexData, type Place } from '../../shared/board-data/schema.js';
import { importedSlug, type GameId, type ImportedKey } from '../../shared/games/ids.js';
import type { ImportedGame } from '../../shared/games/imported.js';
import { moduleTable, type ModuleTable } from './module-table.js';
import { checkBoardData, checkCounter, checkCustomTypes, checkHex, checkHexside, checkPlaces, layerOf } from './validate.js';

/**
 * A module's board data, kept in its folder as `board-data.json` beside game.json: read once and
 * held in memory, each batch checked against the linked game's chart and the module's table and
 * written whole through a temporary file (a batch with one bad entry writes nothing). A file on
 * disk that no longer reads is set aside (`board-data.damaged-<time>.json`), never overwritten.
 */

export const BOARD_DATA_FILE = 'board-data.json';

export interface ImportedSource {
  get(key: ImportedKey): ImportedGame | null;
  folder(key: ImportedKey): string | null;
}

/** Everything one call about a module's board data works with. */
export interface BoardDataContext {
  key: ImportedKey;
  def: ImportedGame;
  folder: string;
  table: ModuleTable;
  game: GameId;
  /** The game's own chart. */
  base: TerrainChart;
  /** With the players' own types. */
  chart: TerrainChart;
  data: BoardData;
}

export interface BoardDataService {
  context(key: string): Result<BoardDataContext>;
  view(key: string): Result<BoardDataView>;
  setHexes(key: string, hexes: readonly { cell: string; hex: HexData | null }[]): Result<BoardDataProgress>;
  setHexsides(key: string, hexsides: readonly { id: string; features: string[] }[]): Result<BoardDataProgress>;
  setPlaces(key: string, places: Place[]): Result<BoardDataProgress>;
  setCounters(key: string, counters: readonly { piece: string; values: CounterValues | null }[]): Result<BoardDataProgress>;
  setCustomTypes(key: string, types: readonly TerrainTypeInput[]): Result<BoardDataView>;
  /** Replaces the whole data (an imported file, already checked against the context). */
  replace(ctx: BoardDataContext, data: BoardData): Result<BoardDataProgress>;
}

export function progressOf(table: ModuleTable, data: BoardData): BoardDataProgress {
  let hexesSet = 0;
  for (const h of Object.values(data.hexes)) if (h.t !== undefined) hexesSet++;
  return {
    hexesSet,
    hexesTotal: table.cells.size,
    hexsides: Object.keys(data.hexsides).length,
    places: data.places.length,
    counters: Object.keys(data.counters).length,
    piecesTotal: table.pieces.size,
  };
}

function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

export function createBoardDataService(imported: ImportedSource): BoardDataService {
  /** Each module folder's data, with the stamp of its file when it was read or written (a module removed and imported again is read afresh). */
  const held = new Map<string, { data: BoardData; stamp: string }>();
  const stampOf = (folder: string): string => {
    try {
      const st = fs.statSync(path.join(folder, BOARD_DATA_FILE));
      return `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      return 'none';
    }
  };

  function load(folder: string, game: GameId, base: TerrainChart, table: ModuleTable): BoardData {
    const hit = held.get(folder);
    if (hit && hit.data.game === game && hit.stamp === stampOf(folder)) return hit.data;
    const file = path.join(folder, BOARD_DATA_FILE);
    let data: BoardData = emptyBoardData(game);
    if (fs.existsSync(file)) {
      let good: BoardData | null = null;
      try {
        const parsed = BoardDataSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
        if (parsed.success && parsed.data.game === game) {
          const chart = withCustomTypes(base, parsed.data.customTypes);
          if (checkBoardData(base, chart, table, parsed.data).ok) good = parsed.data;
        }
      } catch {
        good = null;
      }
      if (good) data = good;
      else fs.renameSync(file, path.join(folder, `board-data.damaged-${Date.now()}.json`));
    }
    held.set(folder, { data, stamp: stampOf(folder) });
    return data;
  }

  function context(key: string): Result<BoardDataContext> {
    if (!importedSlug(key as ImportedKey)) return err('boardData.notFound', { key });
    const k = key as ImportedKey;
    const def = imported.get(k);
    const folder = imported.folder(k);
    if (!def || !folder) return err('boardData.notFound', { key });
    const table = moduleTable(def, folder);
    if (!table.linked) return err('boardData.notLinked', { key });
    const base = chartOf(table.linked);
    if (!base) return err('boardData.noChart', { game: table.linked });
    const data = load(folder, table.linked, base, table);
    return ok({ key: k, def, folder, table, game: table.linked, base, chart: withCustomTypes(base, data.customTypes), data });
  }

  function save(ctx: BoardDataContext, data: BoardData): BoardDataProgress {
    writeAtomic(path.join(ctx.folder, BOARD_DATA_FILE), JSON.stringify(data));
    held.set(ctx.folder, { data, stamp: stampOf(ctx.folder) });
    return progressOf(ctx.table, data);
  }

  function view(key: string): Result<BoardDataView> {
    const c = context(key);
    if (!c.ok) return c;
    const { table, data, chart, game } = c.value;
    return ok({ key: c.value.key, game, chart, data, progress: progressOf(table, data) });
  }

  return {
    context,
    view,
    setHexes(key, changes) {
      const c = context(key);
      if (!c.ok) return c;
      const { chart, table, data } = c.value;
      const layers = layerOf(chart);
      for (const { cell, hex } of changes) {
        const r = hex ? checkHex(chart, layers, table, cell, hex) : table.cells.has(cell) ? ok(true) : err('boardData.unknownCell', { cell });
        if (!r.ok) return r;
      }
      const hexes = { ...data.hexes };
      for (const { cell, hex } of changes) {
        if (hex && (hex.t !== undefined || hex.f?.length || hex.s !== undefined)) hexes[cell] = hex;
        else delete hexes[cell];
      }
      return ok(save(c.value, { ...data, hexes }));
    },
    setHexsides(key, changes) {
      const c = context(key);
      if (!c.ok) return c;
      const { chart, table, data } = c.value;
      const layers = layerOf(chart);
      for (const { id, features } of changes) {
        const r = checkHexside(layers, table, id, features);
        if (!r.ok) return r;
      }
      const hexsides = { ...data.hexsides };
      for (const { id, features } of changes) {
        if (features.length) hexsides[id] = [...features];
        else delete hexsides[id];
      }
      return ok(save(c.value, { ...data, hexsides }));
    },
    setPlaces(key, places) {
      const c = context(key);
      if (!c.ok) return c;
      const r = checkPlaces(c.value.table, places);
      if (!r.ok) return r;
      return ok(save(c.value, { ...c.value.data, places }));
    },
    setCounters(key, changes) {
      const c = context(key);
      if (!c.ok) return c;
      const { chart, table, data } = c.value;
      for (const { piece, values } of changes) {
        const r = values ? checkCounter(chart, table, piece, values) : table.pieces.has(piece) ? ok(true) : err('boardData.unknownPiece', { piece });
        if (!r.ok) return r;
      }
      const counters = { ...data.counters };
      for (const { piece, values } of changes) {
        if (values) counters[piece] = values;
        else delete counters[piece];
      }
      return ok(save(c.value, { ...data, counters }));
    },
    setCustomTypes(key, inputs) {
      const c = context(key);
      if (!c.ok) return c;
      const { base, table, data } = c.value;
      const types: TerrainType[] = [];
      for (const t of inputs) {
        const parsed = TerrainTypeSchema.safeParse(t);
        if (!parsed.success) return err('boardData.badCustomType', { type: typeof t.id === 'string' ? t.id.slice(0, 40) : '?' });
        types.push(parsed.data);
      }
      const r = checkCustomTypes(base, types);
      if (!r.ok) return r;
      // A type still in use cannot go: the data would no longer read.
      const next: BoardData = { ...data, customTypes: types };
      const used = checkBoardData(base, withCustomTypes(base, types), table, next);
      if (!used.ok) return err('boardData.typeInUse', used.params ?? {});
      save(c.value, next);
      return view(key);
    },
    replace(ctx, data) {
      return ok(save(ctx, data));
    },
  };
}
