import { err, ok, type Result } from '../../shared/api/result.js';
import { TYPE_LAYERS, type TerrainChart, type TerrainType } from '../../shared/board-data/chart.js';
import { hexsideCells } from '../../shared/board-data/hexsides.js';
import type { BoardData, CounterFaceValues } from '../../shared/board-data/schema.js';
import type { ModuleTable } from './module-table.js';

/**
 * Board data checked against the game's chart (its own types and the players') and the module's
 * table: every hex on the grid, every type of the right layer, every hexside between two adjacent
 * cells, every place on a cell, every counter a piece of the module with values the chart
 * defines, in their range. The first problem is the answer, as a code with its parameters.
 */

const layerOf = (chart: TerrainChart): Map<string, TerrainType['layer']> => new Map(chart.types.map((t) => [t.id, t.layer]));

/** The players' own types: ids the chart has not, their own names, a cost for every movement column. */
export function checkCustomTypes(base: TerrainChart, custom: readonly TerrainType[]): Result<true> {
  const ids = new Set(base.types.map((t) => t.id));
  const columns = base.movementColumns.map((c) => c.id);
  for (const t of custom) {
    if (ids.has(t.id)) return err('boardData.typeExists', { type: t.id });
    ids.add(t.id);
    if (!('text' in t.name)) return err('boardData.badCustomType', { type: t.id });
    for (const c of columns) if (!t.movement[c]) return err('boardData.badCustomType', { type: t.id });
    if (Object.keys(t.movement).some((c) => !columns.includes(c))) return err('boardData.badCustomType', { type: t.id });
  }
  return ok(true);
}

export function checkHex(chart: TerrainChart, layers: Map<string, TerrainType['layer']>, table: ModuleTable, cell: string, hex: BoardData['hexes'][string]): Result<true> {
  if (!table.cells.has(cell)) return err('boardData.unknownCell', { cell });
  if (hex.t !== undefined && layers.get(hex.t) !== 'hex') return err('boardData.unknownType', { type: hex.t, cell });
  for (const f of hex.f ?? []) if (layers.get(f) !== 'feature') return err('boardData.unknownType', { type: f, cell });
  if (hex.f && new Set(hex.f).size !== hex.f.length) return err('boardData.unknownType', { type: hex.f.join(','), cell });
  if (hex.s !== undefined && !chart.sections.some((s) => s.id === hex.s)) return err('boardData.unknownSection', { section: hex.s, cell });
  return ok(true);
}

export function checkHexside(layers: Map<string, TerrainType['layer']>, table: ModuleTable, id: string, features: readonly string[]): Result<true> {
  const pair = hexsideCells(id);
  if (!pair || pair[0] >= pair[1]) return err('boardData.notAdjacent', { hexside: id });
  const [a, b] = pair;
  if (!table.cells.has(a)) return err('boardData.unknownCell', { cell: a });
  if (!table.cells.has(b)) return err('boardData.unknownCell', { cell: b });
  if (!table.neighbours.get(a)?.includes(b)) return err('boardData.notAdjacent', { hexside: id });
  for (const f of features) if (layers.get(f) !== 'hexside') return err('boardData.unknownType', { type: f, cell: id });
  if (new Set(features).size !== features.length) return err('boardData.unknownType', { type: features.join(','), cell: id });
  return ok(true);
}

function checkFace(chart: TerrainChart, piece: string, face: CounterFaceValues): Result<true> {
  for (const [id, v] of Object.entries(face)) {
    const def = chart.counterValues.find((d) => d.id === id);
    if (!def) return err('boardData.badValue', { piece, value: id });
    const fine =
      def.kind === 'number'
        ? typeof v === 'number' && v >= def.min && v <= def.max
        : def.kind === 'choice'
          ? typeof v === 'string' && def.options.some((o) => o.id === v)
          : typeof v === 'boolean';
    if (!fine) return err('boardData.badValue', { piece, value: id });
  }
  return ok(true);
}

export function checkCounter(chart: TerrainChart, table: ModuleTable, piece: string, values: BoardData['counters'][string]): Result<true> {
  if (!table.pieces.has(piece)) return err('boardData.unknownPiece', { piece });
  const front = checkFace(chart, piece, values.front);
  if (!front.ok) return front;
  return values.back ? checkFace(chart, piece, values.back) : ok(true);
}

export function checkPlaces(table: ModuleTable, places: BoardData['places']): Result<true> {
  const ids = new Set<string>();
  for (const p of places) {
    if (ids.has(p.id)) return err('boardData.placeTwice', { place: p.id });
    ids.add(p.id);
    if (!table.cells.has(p.cell)) return err('boardData.unknownCell', { cell: p.cell });
  }
  return ok(true);
}

/** The whole of a module's board data (a file imported, or what is on disk when it is read). */
export function checkBoardData(base: TerrainChart, chart: TerrainChart, table: ModuleTable, data: BoardData): Result<true> {
  const custom = checkCustomTypes(base, data.customTypes);
  if (!custom.ok) return custom;
  const layers = layerOf(chart);
  for (const [cell, hex] of Object.entries(data.hexes)) {
    const r = checkHex(chart, layers, table, cell, hex);
    if (!r.ok) return r;
  }
  for (const [id, features] of Object.entries(data.hexsides)) {
    const r = checkHexside(layers, table, id, features);
    if (!r.ok) return r;
  }
  const places = checkPlaces(table, data.places);
  if (!places.ok) return places;
  for (const [piece, values] of Object.entries(data.counters)) {
    const r = checkCounter(chart, table, piece, values);
    if (!r.ok) return r;
  }
  return ok(true);
}

export { layerOf, TYPE_LAYERS };
