/**
 * The import of a module as a worker task (main/work/tasks.ts: importVassalModule): the thread
 * reads the module, takes its images, cuts the boards' tiles itself and stores the game, so main
 * keeps answering. Errors come back as one code, `vassal.importFailed`, with the reader's or the
 * library's own code as `reason` (translated under `vassal.*` or `errors.*`) and its parameters.
 */
import { err, ok, type Result } from '../../../shared/api/result.js';
import type { ImportedGameSummary } from '../../../shared/games/imported.js';
import { createImportedLibrary } from '../../games/imported/library.js';
import { cutTilePyramid } from '../../board/tile-pyramid.js';
import { VassalError } from '../errors.js';
import { importModule, ImportRefused } from './import.js';
import type { ImportReport } from './report.js';
import { openSaveAgainst } from './open-save.js';
import type { ImportedKey } from '../../../shared/games/ids.js';

export interface ModuleImportInput {
  file: string;
  dataDir: string;
  timeMs?: number;
  /** A VASSAL save to open against this imported game's module (open-save.ts), rather than a module. */
  against?: ImportedKey;
}

export interface ModuleImportOutput {
  summary: ImportedGameSummary;
  report: ImportReport;
}

export async function importModuleTask(input: ModuleImportInput, progress: (done: number, total: number) => void): Promise<Result<ModuleImportOutput>> {
  const library = createImportedLibrary(input.dataDir, async (source, dir) => {
    try {
      return ok(await cutTilePyramid(source, dir));
    } catch {
      return err('work.failed');
    }
  });
  try {
    const o = { progress, ...(input.timeMs ? { timeMs: input.timeMs } : {}) };
    const r = input.against ? await openSaveAgainst(input.against, input.file, library, o) : await importModule(input.file, library, o);
    return ok({ summary: r.summary, report: r.report });
  } catch (e) {
    if (e instanceof VassalError) return err('vassal.importFailed', { reason: e.code, ...e.params });
    if (e instanceof ImportRefused) return err('vassal.importFailed', { reason: e.code, ...e.params });
    return err('vassal.importFailed', { reason: 'vassal.unreadable' });
  }
}
