import type { Err, Result } from '../../../../shared/api/result';
import { BOARD_DATA_BATCH, type BoardDataView } from '../../../../shared/api/contract-board-data';
import type { BoardData, CounterValues, HexData, Place } from '../../../../shared/board-data/schema';
import type { GameKey } from '../../../../shared/games/ids';
import { api } from '../api';
import { EditorModel, type Patch } from './editor-model';
import { buildGridGraph, type GraphCell, type GridGraph } from './grid-graph';

/**
 * The board data of the table on screen (a module linked to a game): the chart it follows, the data
 * as an editable model, and the writes. Each step of the editor is sent as batches (at most
 * BOARD_DATA_BATCH changes a call), one after another; a refused write says why and the data is read
 * again from main, so the screen never shows what was not stored.
 */
class BoardDataStore {
  key = $state<GameKey | null>(null);
  view = $state.raw<BoardDataView | null>(null);
  /** Bumped after every change of the model (the overlay and the panels redraw). */
  version = $state(0);
  error = $state.raw<Err | null>(null);
  /** Writes not yet answered. */
  pending = $state(0);
  model: EditorModel | null = null;
  graph: GridGraph | null = null;
  /** Each cell's extra features, kept as they are when the brush sets its terrain or section. */
  private extra = new Map<string, string[]>();
  private queue: Promise<void> = Promise.resolve();
  private cells: readonly GraphCell[] = [];

  /** Reads the board data of a game's module, on the table's cells; null when there is none (no link). */
  async open(key: GameKey, cells: readonly GraphCell[]): Promise<boolean> {
    if (this.key !== key || this.cells !== cells) {
      this.key = key;
      this.cells = cells;
      this.graph = buildGridGraph(cells);
      this.model = new EditorModel(this.graph, (p) => this.write(p), () => this.version++);
      this.view = null;
    }
    return this.reload();
  }

  close(): void {
    this.key = null;
    this.view = null;
    this.model = null;
    this.graph = null;
    this.cells = [];
    this.error = null;
  }

  /** Reads the data from main again (after an import, or a refused write). */
  async reload(): Promise<boolean> {
    const key = this.key;
    if (!key) return false;
    const r = await api['boardData.get']({ key });
    if (this.key !== key) return false;
    if (!r.ok) {
      this.error = r;
      this.view = null;
      return false;
    }
    this.view = r.value;
    const d = r.value.data;
    this.extra = new Map();
    const terrain: Record<string, string> = {};
    const section: Record<string, string> = {};
    for (const [cell, h] of Object.entries(d.hexes)) {
      if (h.t) terrain[cell] = h.t;
      if (h.s) section[cell] = h.s;
      if (h.f?.length) this.extra.set(cell, h.f);
    }
    const places: Record<string, Place> = {};
    for (const p of d.places) places[p.cell] = p;
    this.model?.load({ terrain, section, sides: d.hexsides, places, values: d.counters });
    return true;
  }

  /** Sends a step's patch in batches, after the writes before it. */
  private write(patch: Patch): void {
    const key = this.key;
    if (!key) return;
    const hexes = [...new Set([...Object.keys(patch.terrain), ...Object.keys(patch.section)])].map((cell) => ({ cell, hex: this.hexData(cell) }));
    const sides = Object.entries(patch.sides).map(([id, f]) => ({ id, features: f ?? [] }));
    const counters = Object.entries(patch.values).map(([piece, v]) => ({ piece, values: (v as CounterValues | null) ?? null }));
    const places = Object.keys(patch.places).length ? [...(this.model?.data.places.values() ?? [])] : null;
    const calls: (() => Promise<Result<unknown>>)[] = [];
    for (const part of chunks(hexes)) calls.push(() => api['boardData.setHexes']({ key, hexes: part }));
    for (const part of chunks(sides)) calls.push(() => api['boardData.setHexsides']({ key, hexsides: part }));
    for (const part of chunks(counters)) calls.push(() => api['boardData.setCounters']({ key, counters: part }));
    if (places) calls.push(() => api['boardData.setPlaces']({ key, places: places as Place[] }));
    this.pending++;
    this.queue = this.queue.then(async () => {
      try {
        for (const call of calls) {
          const r = await call();
          if (!r.ok) {
            this.error = r;
            await this.reload();
            return;
          }
          if ('value' in r && r.value && typeof r.value === 'object' && 'hexesSet' in r.value && this.view) {
            this.view = { ...this.view, progress: r.value as BoardDataView['progress'] };
          }
        }
      } finally {
        this.pending--;
      }
    });
  }

  /** A cell's stored form: its terrain, section and features now, or null when it has none. */
  private hexData(cell: string): HexData | null {
    const m = this.model;
    const t = m?.data.terrain.get(cell);
    const s = m?.data.section.get(cell);
    const f = this.extra.get(cell);
    const hex: HexData = { ...(t ? { t } : {}), ...(f?.length ? { f } : {}), ...(s ? { s } : {}) };
    return Object.keys(hex).length ? hex : null;
  }

  #snapshot: { version: number; data: BoardData } | null = null;
  /** The board data as it stands in the editor (for the chart's rules: hover, path cost), rebuilt once per change. */
  current(): BoardData | null {
    const v = this.view;
    const m = this.model;
    if (!v || !m) return null;
    if (this.#snapshot?.version === this.version) return this.#snapshot.data;
    const hexes: Record<string, HexData> = {};
    for (const cell of new Set([...m.data.terrain.keys(), ...m.data.section.keys(), ...this.extra.keys()])) {
      const h = this.hexData(cell);
      if (h) hexes[cell] = h;
    }
    const data: BoardData = {
      ...v.data,
      hexes,
      hexsides: Object.fromEntries(m.data.sides),
      places: [...m.data.places.values()] as Place[],
      counters: Object.fromEntries(m.data.values) as BoardData['counters'],
    };
    this.#snapshot = { version: this.version, data };
    return data;
  }

  /** Resolves when every write sent so far has been answered. */
  settled(): Promise<void> {
    return this.queue;
  }

  dismissError(): void {
    this.error = null;
  }
}

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += BOARD_DATA_BATCH) out.push(list.slice(i, i + BOARD_DATA_BATCH));
  return out;
}

export const boardData = new BoardDataStore();
