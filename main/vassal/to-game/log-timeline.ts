/**
 * A VASSAL log's steps (.vlog, §4.6) as a game's timeline: the log is played over its starting
 * position (save/replay.ts) and each step becomes the free actions that take the table from the
 * position before it to the one after, on every map the table holds — counters moved or put on top so every stack has VASSAL's
 * order, counters gone from the map eliminated, and flips and steps as the pieces' traits show them.
 * Pieces the game does not have (added during the log) are left out.
 */
import type { FreeActionInput } from '../../../shared/engine/free-actions.js';
import type { SaveModel } from '../save/model.js';
import type { LogStep } from '../save/log.js';
import { replaySteps } from '../save/replay.js';
import { facesOf } from './pieces.js';

const BATCH = 40;
/** The most steps taken from one log (a longer log keeps its first ones). */
export const MAX_LOG_STEPS = 5000;

interface Position {
  /** Cell → units bottom to top. */
  cells: Map<string, string[]>;
  looks: Map<string, { flipped: boolean; steps: number }>;
}

/** The cell of the table under a point of a map (null off the table's cells or on a map it does not hold). */
export type CellOf = (mapId: string | null, x: number, y: number) => string | null;

function positionOf(m: SaveModel, cellOf: CellOf, unitOf: (vassalId: string) => string | null): Position {
  const cells = new Map<string, string[]>();
  const looks = new Map<string, { flipped: boolean; steps: number }>();
  const byId = new Map(m.pieces.map((p) => [p.id, p]));
  const put = (vid: string, mapId: string | null, x: number, y: number) => {
    const p = byId.get(vid);
    const unit = unitOf(vid);
    const cell = cellOf(mapId, x, y);
    if (!p || !unit || !cell || looks.has(unit)) return;
    cells.set(cell, [...(cells.get(cell) ?? []), unit]);
    const f = facesOf(p.chain);
    looks.set(unit, { flipped: f.flipped, steps: f.steps });
  };
  for (const s of m.stacks) for (const id of s.members) put(id, s.mapId, s.x, s.y);
  for (const p of m.pieces) if (p.stackId === null) put(p.id, p.mapId, p.x, p.y);
  return { cells, looks };
}

/** Runs of one kind of action, at most BATCH units each. */
function batched(out: FreeActionInput[], type: 'move' | 'toTop' | 'eliminate' | 'flip', units: string[], to?: string): void {
  for (let i = 0; i < units.length; i += BATCH) {
    const part = units.slice(i, i + BATCH);
    out.push(type === 'move' ? { type, units: part, to: to! } : { type, units: part });
  }
}

/** The actions from one position to the next. */
function stepActions(before: Position, after: Position): FreeActionInput[] {
  const out: FreeActionInput[] = [];
  const cellNow = new Map<string, string>();
  for (const [cell, units] of before.cells) for (const u of units) cellNow.set(u, cell);
  batched(out, 'eliminate', [...before.looks.keys()].filter((u) => !after.looks.has(u)).sort());
  for (const [cell, target] of [...after.cells].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const staying = (before.cells.get(cell) ?? []).filter((u) => target.includes(u));
    let k = 0;
    while (k < staying.length && staying[k] === target[k]) k++;
    // From the first difference up, each counter goes on top in VASSAL's order: moved in, or put on top.
    let run: { type: 'move' | 'toTop'; units: string[] } | null = null;
    for (const u of target.slice(k)) {
      const type = cellNow.get(u) === cell ? 'toTop' : 'move';
      if (run && run.type !== type) {
        batched(out, run.type, run.units, cell);
        run = null;
      }
      (run ??= { type, units: [] }).units.push(u);
    }
    if (run) batched(out, run.type, run.units, cell);
  }
  const turned = [...after.looks].filter(([u, l]) => (before.looks.get(u)?.flipped ?? false) !== l.flipped).map(([u]) => u);
  batched(out, 'flip', turned.sort());
  for (const [u, l] of after.looks) if ((before.looks.get(u)?.steps ?? 0) !== l.steps) out.push({ type: 'setLayers', unit: u, layers: l.steps });
  return out;
}

/** Each step of a log that changes the table, as its actions (steps that only chat are left out). */
export function logTimeline(start: SaveModel, steps: readonly LogStep[], cellOf: CellOf, unitOf: (vassalId: string) => string | null): FreeActionInput[][] {
  const models = replaySteps(start, steps.slice(0, MAX_LOG_STEPS));
  let before = positionOf(start, cellOf, unitOf);
  const out: FreeActionInput[][] = [];
  for (const m of models) {
    const after = positionOf(m, cellOf, unitOf);
    const actions = stepActions(before, after);
    if (actions.length) out.push(actions);
    before = after;
  }
  return out;
}
