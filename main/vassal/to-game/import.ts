/**
 * Imports a VASSAL module (optionally with one of its saves) into a data folder's imported games:
 * read under the archive's limits, made into a game (build.ts) in a staging folder, stored by the
 * library (which cuts the boards' tiles and moves the game in at once), then its VASSAL link written
 * beside it. Anything failing — a hostile file, Cancel, the time bound — leaves nothing behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { importedKey, isImportedSlug, type ImportedKey } from '../../../shared/games/ids.js';
import sharp from 'sharp';
import { ok } from '../../../shared/api/result.js';
import { IMPORTED_TILE_SIZE, type ImportedGameSummary } from '../../../shared/games/imported.js';
import type { CutTiles, ImportedLibrary } from '../../games/imported/library.js';
import type { CutPyramid } from '../../board/tile-pyramid.js';
import { readModule } from '../module/read-module.js';
import { openArchive } from '../zip/archive.js';
import { MODULE_ZIP_LIMITS } from '../zip/limits.js';
import type { SaveFile } from '../save/read.js';
import { checkSignal } from '../errors.js';
import { moduleToGame, type ToGameResult } from './build.js';
import type { ImportReport } from './report.js';
import { keepModule, writeLink } from './link.js';
import { keepCarried, readCarried } from './carried-files.js';

/** An import's time bound unless told otherwise: ten minutes. */
export const IMPORT_TIME_MS = 10 * 60 * 1000;
/**
 * The heap an import's thread may use (MB). Paths of Glory (a 71 MB module, three set-ups of some
 * 14 MB of commands) peaks near 600 MB of the process's memory; twice and a half that leaves room.
 * A thread that grows past it is ended and the import answers `vassal.tooMuchMemory`. (Node gives a
 * thread at its limit 16 MB of leeway: one allocation larger than what is left would still end
 * the process; the archive's own limits keep each entry to 512 MiB.)
 */
export const IMPORT_HEAP_MB = 1536;

/** The library refused the game made (its code and params, translated like every API error). */
export class ImportRefused extends Error {
  constructor(
    readonly code: string,
    readonly params: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(code);
  }
}

export interface ImportOptions {
  save?: { name: string; file: SaveFile };
  signal?: AbortSignal;
  timeMs?: number;
  progress?: (done: number, total: number) => void;
  /** The slug to use; by default one made from the module's name, not yet taken. */
  slug?: string;
  /** Where the images are staged before the library takes them (the system's temporary folder by default). */
  tmpDir?: string;
  /**
   * A game folder made from the same module file, whose boards' tile pyramids are taken as they are
   * for a board image of the same key (a save opened against its module: its boards are not cut again).
   */
  tilesFrom?: string;
}

/** Cuts a board's pyramid, or copies the one `folder` already holds for the same image key. */
function reusingTiles(folder: string, cut: CutTiles): CutTiles {
  return async (source, dir) => {
    const from = path.join(folder, 'tiles', path.basename(dir));
    try {
      const pyramid = JSON.parse(fs.readFileSync(path.join(from, 'pyramid.json'), 'utf8')) as CutPyramid;
      const size = await sharp(source, { limitInputPixels: false }).metadata();
      if (pyramid.width === size.width && pyramid.height === size.height && pyramid.tileSize === IMPORTED_TILE_SIZE) {
        fs.cpSync(from, dir, { recursive: true });
        return ok(pyramid);
      }
    } catch {
      // None there, or unreadable: cut it.
    }
    return cut(source, dir);
  };
}

export interface ImportResult {
  key: ImportedKey;
  summary: ImportedGameSummary;
  report: ImportReport;
  looks: ToGameResult['looks'];
}

/** A slug from a name (lowercase letters, digits, dashes), made unique among `taken`. */
export function slugFor(name: string, taken: (slug: string) => boolean): string {
  const base = name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 50) || 'vassal-module';
  for (let i = 1; ; i++) {
    const slug = i === 1 ? base : `${base}-${i}`;
    if (isImportedSlug(slug) && !taken(slug)) return slug;
  }
}

export async function importModule(moduleFile: string, library: ImportedLibrary, o: ImportOptions = {}): Promise<ImportResult> {
  const deadline = Date.now() + (o.timeMs ?? IMPORT_TIME_MS);
  const module = await readModule(moduleFile, { signal: o.signal, timeoutMs: o.timeMs ?? IMPORT_TIME_MS });
  checkSignal(o.signal, deadline);
  const taken = new Set(library.list().map((g) => g.slug));
  const slug = o.slug ?? slugFor(module.name, (s) => taken.has(s) || library.get(importedKey(s)) !== null);
  const staging = fs.mkdtempSync(path.join(o.tmpDir ?? os.tmpdir(), 'ct-vassal-'));
  const archive = await openArchive(moduleFile, MODULE_ZIP_LIMITS);
  try {
    const made = await moduleToGame(module, archive, { slug, dir: staging, save: o.save, signal: o.signal, deadline, progress: (d, t) => o.progress?.(d, t * 2) });
    archive.close();
    checkSignal(o.signal, deadline);
    const cut = o.tilesFrom && library.cutTiles ? reusingTiles(o.tilesFrom, library.cutTiles) : undefined;
    const created = await library.create(made.definition, made.images, (d, t) => o.progress?.(t + d, t * 2), cut);
    if (!created.ok) throw new ImportRefused(created.code, created.params ?? {});
    const key = importedKey(slug);
    try {
      checkSignal(o.signal, deadline);
      writeLink(library.folder(key)!, made.link);
      keepModule(moduleFile, library.folder(key)!);
      // A save opened against a module already imported leaves the module's rulebooks with that first game.
      if (module.carried && !o.save) {
        made.report.warnings.push(...(await keepCarried(moduleFile, library.folder(key)!, module.carried, { signal: o.signal, deadline })));
        const kept = readCarried(library.folder(key)!);
        made.report.carried = { rulebooks: kept.rulebooks.map((r) => ({ id: r.id, title: r.title, bytes: r.bytes })), charts: kept.charts.length };
      }
    } catch (e) {
      library.remove(key);
      throw e;
    }
    return { key, summary: created.value, report: made.report, looks: made.looks };
  } finally {
    archive.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** An id for a save's import, so the same save and module give the same game slug. */
export const saveDigest = (bytes: Buffer): string => crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
