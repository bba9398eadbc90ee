import { err, ok } from '../../../shared/api/result.js';
import { cutTilePyramid } from '../../../main/board/tile-pyramid.js';
import { createImportedLibrary, type ImportedLibrary } from '../../../main/games/imported/library.js';

/**
 * An imported-games library in the data folder `folder` that cuts each board's tile pyramid in this
 * process (the app does it in a worker); `onCut` is told of every cut.
 */
export function tiledLibrary(folder: string, onCut?: () => void): ImportedLibrary {
  return createImportedLibrary(folder, async (source, out) => {
    onCut?.();
    try {
      return ok(await cutTilePyramid(source, out));
    } catch {
      return err('work.failed');
    }
  });
}
