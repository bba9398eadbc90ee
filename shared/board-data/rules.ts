import type { TerrainChart, TerrainType } from './chart.js';
import { hexsideId } from './hexsides.js';
import type { BoardData, Place } from './schema.js';

/**
 * What the table does with board data, as pure functions both sides use: a hex's terrain and
 * features with their effects and rules (hover), and the movement cost of a path by the game's
 * chart (advice while dragging, never a refusal).
 *
 * A step's cost follows the chart's columns: the column of the section of the hex entered
 * (The Dark Sands 19.1.6), or the chart's only column. Moving along a Road or Track (a hexside
 * feature with `along`) costs that feature's cost instead of the hex's and the hexside's (TEC:
 * "cancels hexside movement costs"); otherwise the hex's base terrain costs its cost, and each
 * hexside feature and each hex feature with a cost in MP adds it. A road that keeps hexside
 * costs (Case Yellow 10.4c) adds the other hexside features' costs to its own. What the data or
 * the chart does not say makes the step's cost unknown — it is never guessed.
 */

export interface HexInfo {
  cell: string;
  terrain: TerrainType | null;
  features: TerrainType[];
  section: string | null;
  /** The movement column the hex is entered by, or null when its section is not set. */
  column: string | null;
  places: Place[];
}

export function typeById(chart: TerrainChart, id: string | undefined): TerrainType | null {
  return id === undefined ? null : (chart.types.find((t) => t.id === id) ?? null);
}

export function columnOf(chart: TerrainChart, data: BoardData, cell: string): string | null {
  if (chart.sections.length === 0) return chart.movementColumns[0]!.id;
  const s = data.hexes[cell]?.s;
  return chart.sections.find((x) => x.id === s)?.movementColumn ?? null;
}

export function hexInfo(chart: TerrainChart, data: BoardData, cell: string): HexInfo {
  const hex = Object.hasOwn(data.hexes, cell) ? data.hexes[cell] : undefined;
  return {
    cell,
    terrain: typeById(chart, hex?.t),
    features: (hex?.f ?? []).map((f) => typeById(chart, f)).filter((t): t is TerrainType => t !== null),
    section: hex?.s ?? null,
    column: columnOf(chart, data, cell),
    places: data.places.filter((p) => p.cell === cell),
  };
}

/** The hexside features between two adjacent cells. */
export function hexsideFeatures(chart: TerrainChart, data: BoardData, a: string, b: string): TerrainType[] {
  const id = hexsideId(a, b);
  const list = Object.hasOwn(data.hexsides, id) ? data.hexsides[id]! : [];
  return list.map((f) => typeById(chart, f)).filter((t): t is TerrainType => t !== null);
}

export type StepCost =
  | { kind: 'mp'; mp: number; rules: string[] }
  | { kind: 'prohibited'; by: string; rule: string }
  | { kind: 'all'; rule: string }
  | { kind: 'unknown'; cell: string; reason: 'no-terrain' | 'no-section' | 'not-in-chart' };

/** What entering `to` from `from` costs by the chart; `unitColumn` picks a column by the unit (Battle for North Africa: foot or mechanized) when the map has no sections. */
export function stepCost(chart: TerrainChart, data: BoardData, from: string, to: string, unitColumn?: string): StepCost {
  const column = chart.sections.length === 0 && unitColumn && chart.movementColumns.some((c) => c.id === unitColumn) ? unitColumn : columnOf(chart, data, to);
  if (column === null) return { kind: 'unknown', cell: to, reason: 'no-section' };
  const sides = hexsideFeatures(chart, data, from, to);
  for (const s of sides) {
    const c = s.movement[column];
    if (c?.kind === 'prohibited') return { kind: 'prohibited', by: s.id, rule: s.rule };
  }
  const along = sides.filter((s) => s.along && s.movement[column]?.kind === 'mp');
  if (along.length > 0) {
    const best = along.reduce((a, b) => ((a.movement[column] as { mp: number }).mp <= (b.movement[column] as { mp: number }).mp ? a : b));
    let mp = (best.movement[column] as { mp: number }).mp;
    const rules = [best.rule];
    if (best.keepsHexsideCosts) {
      for (const t of sides) {
        const c = t.movement[column];
        if (t.along || !c || c.kind === 'other' || c.kind === 'na') continue;
        if (c.kind !== 'mp') return { kind: 'unknown', cell: to, reason: 'not-in-chart' };
        mp += c.mp;
        rules.push(t.rule);
      }
    }
    return { kind: 'mp', mp, rules };
  }
  const info = hexInfo(chart, data, to);
  if (!info.terrain) return { kind: 'unknown', cell: to, reason: 'no-terrain' };
  const base = info.terrain.movement[column];
  if (!base || base.kind === 'unknown' || base.kind === 'other' || base.kind === 'na') return { kind: 'unknown', cell: to, reason: 'not-in-chart' };
  if (base.kind === 'prohibited') return { kind: 'prohibited', by: info.terrain.id, rule: info.terrain.rule };
  if (base.kind === 'all') return { kind: 'all', rule: info.terrain.rule };
  let mp = base.mp;
  const rules = [info.terrain.rule];
  for (const t of [...info.features, ...sides]) {
    const c = t.movement[column];
    if (!c || c.kind === 'other' || c.kind === 'na') continue;
    if (c.kind === 'prohibited') return { kind: 'prohibited', by: t.id, rule: t.rule };
    if (c.kind === 'unknown' || c.kind === 'all') return { kind: 'unknown', cell: to, reason: 'not-in-chart' };
    mp += c.mp;
    rules.push(t.rule);
  }
  return { kind: 'mp', mp, rules };
}

export interface PathCost {
  /** The sum in MP, or null when a step is unknown, prohibited or takes all the movement. */
  total: number | null;
  steps: StepCost[];
}

/** A path's cost, cell by cell from its first cell (the one the unit stands on). */
export function pathCost(chart: TerrainChart, data: BoardData, cells: readonly string[], unitColumn?: string): PathCost {
  const steps: StepCost[] = [];
  let total: number | null = 0;
  for (let i = 1; i < cells.length; i++) {
    const s = stepCost(chart, data, cells[i - 1]!, cells[i]!, unitColumn);
    steps.push(s);
    total = s.kind === 'mp' && total !== null ? total + s.mp : null;
  }
  return { total, steps };
}

/** One line of a hex's hover: a type on the hex, its cost in the hex's column, its combat effects, notes and rule. */
export interface EffectLine {
  type: string;
  name: TerrainType['name'];
  layer: TerrainType['layer'];
  /** The cost in the hex's movement column, or null when the hex's section (hence its column) is not set. */
  movement: TerrainType['movement'][string] | null;
  combat: TerrainType['combat'];
  notes: TerrainType['notes'];
  rule: string;
}

/** Everything a hex's terrain does by the chart: its base terrain first, then its features, each with its rule. */
export function hexEffects(chart: TerrainChart, data: BoardData, cell: string): EffectLine[] {
  const info = hexInfo(chart, data, cell);
  return [info.terrain, ...info.features]
    .filter((t): t is TerrainType => t !== null)
    .map((t) => ({ type: t.id, name: t.name, layer: t.layer, movement: info.column ? (t.movement[info.column] ?? null) : null, combat: t.combat, notes: t.notes, rule: t.rule }));
}
