import { err, ok, type Result } from '../../shared/api/result.js';
import { withCustomTypes } from '../../shared/board-data/charts.js';
import {
  BOARD_DATA_FILE_EXTENSION,
  BOARD_DATA_FILE_FORMAT,
  BOARD_DATA_FILE_MAX_BYTES,
  BOARD_DATA_FILE_MAX_DEPTH,
  BOARD_DATA_FILE_VERSION,
  BoardDataFileSchema,
  type BoardDataFile,
} from '../../shared/board-data/file.js';
import type { BoardData } from '../../shared/board-data/schema.js';
import type { BoardDataContext } from './service.js';
import { checkBoardData } from './validate.js';

/**
 * The shareable board-data file (docs/board-data-format.md): written from a module's data, and
 * read back with everything checked before anything is written — its size, its nesting (counted
 * on the text, before it is parsed), keys that could reach an object's prototype, its format and
 * version, its shape, the game and the grid it was made for, and every entry against the chart
 * and the module's table. The first problem is the answer.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function exportBoardData(ctx: BoardDataContext, now = new Date()): { fileName: string; text: string } {
  const file: BoardDataFile = {
    format: BOARD_DATA_FILE_FORMAT,
    fileVersion: BOARD_DATA_FILE_VERSION,
    module: ctx.table.module,
    gridFingerprint: ctx.table.fingerprint,
    exportedAt: now.toISOString(),
    data: ctx.data,
  };
  const base = (ctx.table.module.name || ctx.def.slug).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'board';
  return { fileName: `${base}${BOARD_DATA_FILE_EXTENSION}`, text: `${JSON.stringify(file, null, 1)}\n` };
}

/** The deepest nesting of brackets in a JSON text (strings skipped), stopping once past `limit`. */
export function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      if (++depth > max) max = depth;
      if (max > limit) return max;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/** The first key anywhere in a parsed value that could reach a prototype, or null. */
function forbiddenKey(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return k;
      stack.push((v as Record<string, unknown>)[k]);
    }
  }
  return null;
}

/** A board-data file read and checked against a module; nothing is written here. */
export function parseBoardDataFile(ctx: BoardDataContext, text: string): Result<BoardData> {
  if (Buffer.byteLength(text) > BOARD_DATA_FILE_MAX_BYTES) return err('boardData.fileTooLarge', { limit: BOARD_DATA_FILE_MAX_BYTES });
  if (nestingDepth(text, BOARD_DATA_FILE_MAX_DEPTH) > BOARD_DATA_FILE_MAX_DEPTH) return err('boardData.fileTooDeep', { limit: BOARD_DATA_FILE_MAX_DEPTH });
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return err('boardData.fileMalformed');
  }
  const bad = forbiddenKey(json);
  if (bad !== null) return err('boardData.fileForbiddenKey', { key: bad });
  if (!json || typeof json !== 'object' || Array.isArray(json) || (json as { format?: unknown }).format !== BOARD_DATA_FILE_FORMAT) return err('boardData.fileWrongFormat');
  const version = (json as { fileVersion?: unknown }).fileVersion;
  if (version !== BOARD_DATA_FILE_VERSION) return err('boardData.fileVersion', { version: typeof version === 'number' ? version : String(version).slice(0, 20), supported: BOARD_DATA_FILE_VERSION });
  const parsed = BoardDataFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return err('boardData.fileInvalid', { path: issue.path.map(String).join('.').slice(0, 120) || '-' });
  }
  const file = parsed.data;
  if (file.data.game !== ctx.game) return err('boardData.fileOtherGame', { game: file.data.game, expected: ctx.game });
  if (file.gridFingerprint !== ctx.table.fingerprint) return err('boardData.fileOtherGrid', { module: file.module.name.slice(0, 120) });
  const checked = checkBoardData(ctx.base, withCustomTypes(ctx.base, file.data.customTypes), ctx.table, file.data);
  if (!checked.ok) return checked;
  return ok(file.data);
}
