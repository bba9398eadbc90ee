import { cellsWithin, floodFrom, type GridGraph } from './grid-graph';

/**
 * The board data being edited, kept by layer and key: each cell's terrain, each side's features, the
 * named places, each piece's values. Every change is a step (one brush stroke, one fill, one named
 * suggestion) that undo and redo take back and put again whole; each step is handed to `write` as
 * one patch, so storage gets batches, never one call per hex.
 */

/** A named place on a cell (one per cell). */
export interface PlaceMark {
  id: string;
  name: string;
  cell: string;
  roles: string[];
}
export type FaceValues = Record<string, string | number | boolean>;
/** A piece's values: its front face's, and its back's when the back is another state. */
export interface PieceValues {
  front: FaceValues;
  back?: FaceValues;
}

export interface Layers {
  terrain: string;
  /** The map section a cell lies in (the chart's sections: its movement column). */
  section: string;
  sides: string[];
  places: PlaceMark;
  values: PieceValues;
}
export type LayerName = keyof Layers;

/** One key's change in a step; `undefined` is "not set". */
export interface Change<L extends LayerName = LayerName> {
  layer: L;
  key: string;
  before: Layers[L] | undefined;
  after: Layers[L] | undefined;
}

/** What a step writes: per layer, each key's new value (null: cleared). */
export type Patch = { [L in LayerName]: Record<string, Layers[L] | null> };

export function emptyPatch(): Patch {
  return { terrain: {}, section: {}, sides: {}, places: {}, values: {} };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class EditorModel {
  readonly data: { [L in LayerName]: Map<string, Layers[L]> } = { terrain: new Map(), section: new Map(), sides: new Map(), places: new Map(), values: new Map() };
  private readonly undoStack: Change[][] = [];
  private readonly redoStack: Change[][] = [];
  /** The step being built (a stroke in progress), keyed by layer/key so a cell painted twice keeps its first `before`. */
  private open: Map<string, Change> | null = null;

  constructor(
    readonly graph: GridGraph,
    /** Storage: called once per finished step, undo and redo with the patch that sets the data. */
    private readonly write: (patch: Patch) => void,
    /** Called after every change (the screen redraws). */
    private readonly changed: () => void = () => {},
  ) {}

  /** Loads stored data (no step, nothing written). */
  load(initial: Partial<{ [L in LayerName]: Record<string, Layers[L]> }>): void {
    for (const layer of ['terrain', 'section', 'sides', 'places', 'values'] as const) {
      const m = this.data[layer] as Map<string, unknown>;
      m.clear();
      for (const [k, v] of Object.entries(initial[layer] ?? {})) m.set(k, v);
    }
    this.undoStack.length = 0;
    this.redoStack.length = 0;
    this.open = null;
    this.changed();
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Cells with a terrain, and all cells. */
  progress(): { set: number; total: number } {
    let set = 0;
    for (const c of this.graph.cells.keys()) if (this.data.terrain.has(c)) set++;
    return { set, total: this.graph.cells.size };
  }

  // ------------------------------------------------------------ steps

  /** Starts a step (a stroke): changes until `end()` are one step. */
  begin(): void {
    if (!this.open) this.open = new Map();
  }

  /** Ends the step begun: it is written and can be undone (nothing happens when it changed nothing). */
  end(): void {
    const open = this.open;
    this.open = null;
    if (!open) return;
    const changes = [...open.values()].filter((c) => !same(c.before, c.after));
    if (!changes.length) return;
    this.undoStack.push(changes);
    this.redoStack.length = 0;
    this.write(patchOf(changes, 'after'));
    this.changed();
  }

  /** Sets values in the open step, or as a step of their own when none is open. */
  set<L extends LayerName>(layer: L, entries: Iterable<[string, Layers[L] | undefined]>): void {
    const alone = !this.open;
    this.begin();
    const m = this.data[layer] as Map<string, Layers[L]>;
    for (const [key, value] of entries) {
      const id = `${layer}\u0000${key}`;
      const prior = this.open!.get(id);
      const before = prior ? (prior.before as Layers[L] | undefined) : m.get(key);
      if (value === undefined) m.delete(key);
      else m.set(key, value);
      this.open!.set(id, { layer, key, before, after: value } as Change);
    }
    if (alone) this.end();
    this.changed();
  }

  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    this.redoStack.push(step);
    this.put(step, 'before');
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (!step) return false;
    this.undoStack.push(step);
    this.put(step, 'after');
    return true;
  }

  private put(step: readonly Change[], which: 'before' | 'after'): void {
    for (const c of step) {
      const m = this.data[c.layer] as Map<string, unknown>;
      const v = c[which];
      if (v === undefined) m.delete(c.key);
      else m.set(c.key, v);
    }
    this.write(patchOf(step, which));
    this.changed();
  }

  // ------------------------------------------------------------ tools

  /** The brush: `value` (undefined clears) on the cells within `size - 1` steps of `cell`, in the terrain or the section layer. */
  paint(cell: string, size: number, value: string | undefined, layer: 'terrain' | 'section' = 'terrain'): void {
    const cells = cellsWithin(this.graph, cell, Math.max(0, size - 1));
    this.set(layer, cells.map((c) => [c, value] as [string, string | undefined]));
  }

  /** Flood fill: `value` on the contiguous cells that have the same value as `cell` in that layer (or none, alike). */
  fill(cell: string, value: string | undefined, layer: 'terrain' | 'section' = 'terrain'): number {
    const m = this.data[layer];
    const was = m.get(cell);
    if (was === value) return 0;
    const cells = floodFrom(this.graph, cell, (c) => m.get(c) === was);
    this.set(layer, cells.map((c) => [c, value] as [string, string | undefined]));
    return cells.length;
  }

  /** Adds (or, with `remove`, takes away) a feature on sides. */
  sideFeature(sides: Iterable<string>, feature: string, remove = false): void {
    const entries: [string, string[] | undefined][] = [];
    for (const s of sides) {
      const now = this.data.sides.get(s) ?? [];
      const next = remove ? now.filter((f) => f !== feature) : now.includes(feature) ? now : [...now, feature].sort();
      entries.push([s, next.length ? next : undefined]);
    }
    this.set('sides', entries);
  }

  /** Names each group's cells with a terrain (a group named with nothing is left as it is), as one step. */
  nameGroups(groups: readonly { cells: readonly string[]; terrain: string | null }[]): number {
    const entries: [string, string][] = [];
    for (const g of groups) if (g.terrain) for (const c of g.cells) if (this.graph.cells.has(c)) entries.push([c, g.terrain]);
    this.set('terrain', entries);
    return entries.length;
  }
}

function patchOf(step: readonly Change[], which: 'before' | 'after'): Patch {
  const p = emptyPatch();
  for (const c of step) (p[c.layer] as Record<string, unknown>)[c.key] = c[which] ?? null;
  return p;
}
