import { err, ok, type Result } from '../../shared/api/result.js';
import type { Cells, CompanionDefinition, TableSpec } from '../../shared/companion/definition.js';
import type { Source } from '../../shared/api/contract.js';
import type { GameId } from '../../shared/games/ids.js';
import { checkCells, labelsValid, trimCells, type TableLabels } from '../../shared/companion/cells.js';
import type { Db } from '../db/open.js';
import { readTableFile, tableFileName, writeTableFile } from './table-file.js';

/**
 * The tables of a game's companion: built in (from a seed or a named reference, with its source),
 * entered by the player from their own copy, or missing. Entries are checked against the TableSpec
 * (shape and cell pattern) before anything is written; a refused entry or file changes nothing.
 */
export type TableStatus = 'builtIn' | 'user' | 'missing';

export interface TableState {
  id: string;
  status: TableStatus;
  cells: Cells | null;
  /** The player's headings of an extensible table's rows and columns (null where the spec gives them). */
  rowLabels: string[] | null;
  colLabels: string[] | null;
  source: Source | null;
  enteredBy: string;
  sourceNote: string;
  updatedAt: string | null;
}

interface Row {
  table_id: string;
  cells: string;
  entered_by: string;
  source_note: string;
  updated_at: string;
}

export interface EntryMeta {
  enteredBy?: string;
  sourceNote?: string;
}

/** What a stored entry stands on: the player, and the copy they named. */
export const userSource = (sourceNote: string): Source => ({ kind: 'user', ref: sourceNote.trim() || 'entered by the player' });

export function createCompanionTables(db: Db, definitionOf: (game: GameId) => CompanionDefinition | null, now: () => Date = () => new Date()) {
  const select = db.prepare<[string], Row>('SELECT table_id, cells, entered_by, source_note, updated_at FROM companion_tables WHERE game_id = ?');
  const upsert = db.prepare(
    `INSERT INTO companion_tables (game_id, table_id, cells, entered_by, source_note, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (game_id, table_id) DO UPDATE SET cells = excluded.cells, entered_by = excluded.entered_by, source_note = excluded.source_note, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM companion_tables WHERE game_id = ? AND table_id = ?');
  const listeners: ((game: GameId) => void)[] = [];

  /** Stored rows whose cells still fit the spec (a spec changed by an update would make an old entry unusable: it is then missing). */
  function stored(game: GameId, def: CompanionDefinition): Map<string, Row & { parsed: Cells; labels: TableLabels }> {
    const out = new Map<string, Row & { parsed: Cells; labels: TableLabels }>();
    for (const row of select.all(game)) {
      const spec = def.tables.find((t) => t.id === row.table_id);
      if (!spec || spec.builtIn) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(row.cells);
      } catch {
        continue;
      }
      // A table with the spec's own shape is stored as its cells; an extensible one as { cells, rows?, cols? }.
      const entry = (Array.isArray(parsed) ? { cells: parsed } : parsed) as { cells?: unknown; rows?: unknown; cols?: unknown } | null;
      const cells = entry?.cells;
      if (!Array.isArray(cells) || !cells.every((r) => Array.isArray(r) && r.every((c) => typeof c === 'string'))) continue;
      const strings = (x: unknown) => (Array.isArray(x) && x.every((l) => typeof l === 'string') ? (x as string[]) : undefined);
      const labels: TableLabels = { ...(strings(entry?.rows) ? { rows: strings(entry?.rows)! } : {}), ...(strings(entry?.cols) ? { cols: strings(entry?.cols)! } : {}) };
      const check = checkCells(spec, cells as Cells);
      if (check.shape || check.cells.length || !labelsValid(spec, cells as Cells, labels)) continue;
      out.set(row.table_id, { ...row, parsed: cells as Cells, labels });
    }
    return out;
  }

  function stateOf(spec: TableSpec, entry: (Row & { parsed: Cells; labels: TableLabels }) | undefined): TableState {
    const none = { rowLabels: null, colLabels: null };
    if (spec.builtIn) return { id: spec.id, status: 'builtIn', cells: spec.builtIn.cells, ...none, source: spec.builtIn.source, enteredBy: '', sourceNote: '', updatedAt: null };
    if (entry) {
      const labels = { rowLabels: entry.labels.rows ?? null, colLabels: entry.labels.cols ?? null };
      return { id: spec.id, status: 'user', cells: entry.parsed, ...labels, source: userSource(entry.source_note), enteredBy: entry.entered_by, sourceNote: entry.source_note, updatedAt: entry.updated_at };
    }
    return { id: spec.id, status: 'missing', cells: null, ...none, source: null, enteredBy: '', sourceNote: '', updatedAt: null };
  }

  function defOr(game: GameId): Result<CompanionDefinition> {
    const def = definitionOf(game);
    return def ? ok(def) : err('companion.noDefinition', { gameId: game });
  }

  function specOf(def: CompanionDefinition, table: string): Result<TableSpec> {
    const spec = def.tables.find((t) => t.id === table);
    if (!spec) return err('companion.unknownTable', { table });
    if (spec.builtIn) return err('companion.tableBuiltIn', { table });
    return ok(spec);
  }

  /** Checks cells against the spec: the shape, then every cell (the first bad one is named, 1-based). */
  function validate(spec: TableSpec, cells: Cells, labels: TableLabels = {}): Result<Cells> {
    const check = checkCells(spec, cells);
    if (check.shape || !labelsValid(spec, cells, labels)) return err('companion.tableShape', { table: spec.id, rows: spec.rows.length, cols: spec.cols.length });
    if (check.cells.length) {
      const first = check.cells[0]!;
      return err('companion.tableCells', { table: spec.id, count: check.cells.length, row: first.row + 1, col: first.col + 1 });
    }
    return ok(trimCells(cells));
  }

  const changed = (game: GameId) => listeners.forEach((l) => l(game));

  return {
    /** Every table of the game's companion, with its status and source. */
    list(game: GameId): Result<TableState[]> {
      const def = defOr(game);
      if (!def.ok) return def;
      const rows = stored(game, def.value);
      return ok(def.value.tables.map((spec) => stateOf(spec, rows.get(spec.id))));
    },

    /** The cells of the tables the player entered (valid ones only), by id: what a calculation carries. */
    userCells(game: GameId): Record<string, Cells> {
      const def = definitionOf(game);
      if (!def) return {};
      return Object.fromEntries([...stored(game, def)].map(([id, r]) => [id, r.parsed]));
    },

    set(game: GameId, table: string, cells: Cells, meta: EntryMeta = {}, labelsIn: TableLabels = {}): Result<TableState> {
      const def = defOr(game);
      if (!def.ok) return def;
      const spec = specOf(def.value, table);
      if (!spec.ok) return spec;
      const labels: TableLabels = {
        ...(spec.value.extensible?.rows ? { rows: (labelsIn.rows ?? cells.map(() => '')).map((l) => l.trim()) } : {}),
        ...(spec.value.extensible?.cols ? { cols: (labelsIn.cols ?? (cells[0] ?? []).map(() => '')).map((l) => l.trim()) } : {}),
      };
      const valid = validate(spec.value, cells, labels);
      if (!valid.ok) return valid;
      const at = now().toISOString();
      const enteredBy = (meta.enteredBy ?? '').trim().slice(0, 120);
      const sourceNote = (meta.sourceNote ?? '').trim().slice(0, 300);
      const json = spec.value.extensible ? JSON.stringify({ cells: valid.value, ...labels }) : JSON.stringify(valid.value);
      upsert.run(game, table, json, enteredBy, sourceNote, at);
      changed(game);
      return ok(stateOf(spec.value, { table_id: table, cells: '', entered_by: enteredBy, source_note: sourceNote, updated_at: at, parsed: valid.value, labels }));
    },

    remove(game: GameId, table: string): Result<TableState> {
      const def = defOr(game);
      if (!def.ok) return def;
      const spec = specOf(def.value, table);
      if (!spec.ok) return spec;
      remove.run(game, table);
      changed(game);
      return ok(stateOf(spec.value, undefined));
    },

    /** The table file of an entered table (docs/table-file-format.md). */
    exportFile(game: GameId, table: string): Result<{ fileName: string; text: string }> {
      const def = defOr(game);
      if (!def.ok) return def;
      const spec = specOf(def.value, table);
      if (!spec.ok) return spec;
      const entry = stored(game, def.value).get(table);
      if (!entry) return err('companion.tableNotEntered', { table });
      const text = writeTableFile({ game, table, cells: entry.parsed, ...(entry.labels.rows ? { rowLabels: entry.labels.rows } : {}), ...(entry.labels.cols ? { colLabels: entry.labels.cols } : {}), enteredBy: entry.entered_by, source: entry.source_note, updatedAt: entry.updated_at, exportedAt: now().toISOString() });
      return ok({ fileName: tableFileName(game, table), text });
    },

    /**
     * Imports a table file. With `expect`, the file must hold that game's table (an import from one
     * table's editor). Everything is checked before anything is written.
     */
    importFile(text: string, expect?: { game: GameId; table: string }): Result<{ game: GameId; table: TableState }> {
      const file = readTableFile(text);
      if (!file.ok) return file;
      const f = file.value;
      if (expect && (expect.game !== f.game || expect.table !== f.table)) return err('companion.fileOtherTable', { game: f.game, table: f.table });
      const def = defOr(f.game);
      if (!def.ok) return def;
      const spec = specOf(def.value, f.table);
      if (!spec.ok) return spec;
      const labels: TableLabels = { ...(f.rowLabels ? { rows: f.rowLabels } : {}), ...(f.colLabels ? { cols: f.colLabels } : {}) };
      const valid = validate(spec.value, f.cells, labels);
      if (!valid.ok) return valid;
      const r = this.set(f.game, f.table, valid.value, { enteredBy: f.enteredBy, sourceNote: f.source }, labels);
      return r.ok ? ok({ game: f.game, table: r.value }) : r;
    },

    /** Called after any change of a game's entered tables (the capability registry follows). */
    onChange(listener: (game: GameId) => void): void {
      listeners.push(listener);
    },
  };
}

export type CompanionTables = ReturnType<typeof createCompanionTables>;
