/**
 * "Open a VASSAL save…" for a game imported from a module: the save is read against the module kept
 * in the game's folder (link.ts: keepModule) and becomes a game of its own on that module, its
 * scenario `save` holding every piece where VASSAL had it, its stacks kept and its counters' looks
 * (build.ts: fromSave) — as `vsav-import` does on the command line. A save of another module is
 * refused, naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importedKey, importedSlug, type ImportedKey } from '../../../shared/games/ids.js';
import type { ImportedLibrary } from '../../games/imported/library.js';
import { readSaveFile } from '../save/read.js';
import { importModule, ImportRefused, saveDigest, slugFor, type ImportOptions, type ImportResult } from './import.js';
import { MODULE_COPY_FILE, readLink } from './link.js';

export async function openSaveAgainst(key: ImportedKey, saveFile: string, library: ImportedLibrary, o: Omit<ImportOptions, 'save' | 'slug'> = {}): Promise<ImportResult> {
  const folder = library.get(key) ? library.folder(key) : null;
  const link = folder ? readLink(folder) : null;
  if (!folder || !link) throw new ImportRefused('vassal.openSave.notModuleGame', {});
  const moduleFile = path.join(folder, MODULE_COPY_FILE);
  if (!fs.existsSync(moduleFile)) throw new ImportRefused('vassal.openSave.noModule', { module: link.module.name });
  const save = await readSaveFile(saveFile);
  if (save.moduleName !== null && save.moduleName !== link.module.name) {
    throw new ImportRefused('vassal.openSave.otherModule', { module: save.moduleName, expected: link.module.name });
  }
  const base = `${(importedSlug(key) ?? 'vassal').slice(0, 40).replace(/-+$/, '')}-${saveDigest(fs.readFileSync(saveFile))}`;
  const slug = slugFor(base, (s) => library.get(importedKey(s)) !== null);
  // Its boards are the module's own: their tile pyramids are taken from the game it was opened on, not cut again.
  return importModule(moduleFile, library, { ...o, slug, save: { name: save.description || link.module.name, file: save }, tilesFrom: folder });
}
