/**
 * Imports boards from VASL board archives (and, optionally, the VASL module for its counters) into a
 * data folder's imported games, linked to the ASL Starter Kit: read under the archives' limits,
 * made a game (to-game.ts) in a staging folder, stored by the library whole or not at all, then its
 * VASSAL link, the module (when given) and the hexes' terrain written beside it (for line of sight,
 * and as the game's board data).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importedKey } from '../../../shared/games/ids.js';
import type { ImportedLibrary } from '../../games/imported/library.js';
import { checkSignal } from '../errors.js';
import type { BoardPlacement } from '../module/types.js';
import { readModule } from '../module/read-module.js';
import { openArchive } from '../zip/archive.js';
import { MODULE_ZIP_LIMITS } from '../zip/limits.js';
import { IMPORT_TIME_MS, ImportRefused, slugFor, type ImportResult } from '../to-game/import.js';
import { keepModule, writeLink } from '../to-game/link.js';
import { readVaslBoard, type VaslBoard } from './board-archive.js';
import { VASL_TERRAIN_FILE, vaslToGame, type VaslTerrainFile } from './to-game.js';
import { boardDataOf } from './board-data.js';
import { BOARD_DATA_FILE } from '../../board-data/service.js';

export interface VaslImportOptions {
  placement: readonly BoardPlacement[];
  moduleFile?: string | null;
  name?: string;
  signal?: AbortSignal;
  timeMs?: number;
  progress?: (done: number, total: number) => void;
  tmpDir?: string;
}

function write(file: string, text: string): void {
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** The default name of a map of boards: `VASL y, z`. */
export const vaslMapName = (placement: readonly BoardPlacement[]): string => `VASL ${placement.map((p) => p.board).join(', ')}`.slice(0, 120);

export async function importVaslMap(boardFiles: readonly string[], library: ImportedLibrary, o: VaslImportOptions): Promise<ImportResult & { terrain: VaslTerrainFile }> {
  const deadline = Date.now() + (o.timeMs ?? IMPORT_TIME_MS);
  const boards: VaslBoard[] = [];
  for (const f of boardFiles) {
    checkSignal(o.signal, deadline);
    boards.push(await readVaslBoard(f));
  }
  const module = o.moduleFile ? await readModule(o.moduleFile, { signal: o.signal, timeoutMs: o.timeMs ?? IMPORT_TIME_MS }) : null;
  const name = o.name?.trim() || vaslMapName(o.placement);
  const taken = new Set(library.list().map((g) => g.slug));
  const slug = slugFor(name, (s) => taken.has(s) || library.get(importedKey(s)) !== null);
  const staging = fs.mkdtempSync(path.join(o.tmpDir ?? os.tmpdir(), 'ct-vasl-'));
  const archive = o.moduleFile ? await openArchive(o.moduleFile, MODULE_ZIP_LIMITS) : null;
  try {
    const made = await vaslToGame({
      boards,
      placement: o.placement,
      module: module && archive ? { module, archive } : null,
      name,
      slug,
      dir: staging,
      signal: o.signal,
      deadline,
      progress: (d, t) => o.progress?.(d, t * 2),
    });
    archive?.close();
    checkSignal(o.signal, deadline);
    const created = await library.create(made.definition, made.images, (d, t) => o.progress?.(t + d, t * 2));
    if (!created.ok) throw new ImportRefused(created.code, created.params ?? {});
    const key = importedKey(slug);
    try {
      checkSignal(o.signal, deadline);
      const folder = library.folder(key)!;
      writeLink(folder, made.link);
      if (o.moduleFile) keepModule(o.moduleFile, folder);
      write(path.join(folder, VASL_TERRAIN_FILE), JSON.stringify(made.terrain));
      write(path.join(folder, BOARD_DATA_FILE), JSON.stringify(boardDataOf(made.terrain)));
    } catch (e) {
      library.remove(key);
      throw e;
    }
    return { key, summary: created.value, report: made.report, looks: made.looks, terrain: made.terrain };
  } finally {
    archive?.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
