/**
 * "Export for VASSAL (.vsav)": a game of the library played on a module, written as a save VASSAL
 * opens (play.ts: saveOfGame) — from its verified game file, so what leaves is what was played.
 */
import { err, ok, type Result } from '../../../shared/api/result.js';
import { importedSlug, type ImportedKey } from '../../../shared/games/ids.js';
import type { UnitState } from '../../../shared/engine/view.js';
import type { ModuleRegistry } from '../../games/registry.js';
import type { ImportedLibrary } from '../../games/imported/library.js';
import { readGameFile } from '../../engine/game-file.js';
import { writeSave } from '../save/write.js';
import { readLink } from './link.js';
import { saveOfGame } from './play.js';

export async function exportVsav(gameFile: { fileName: string; text: string }, modules: ModuleRegistry, library: ImportedLibrary): Promise<Result<{ fileName: string; data: string; pieces: number; unwritten: number }>> {
  const game = readGameFile(gameFile.text, modules);
  if (!game.ok) return game;
  const key = game.value.header.gameId;
  const slug = importedSlug(key as ImportedKey);
  const folder = slug ? library.folder(key as ImportedKey) : null;
  const def = slug ? library.get(key as ImportedKey) : null;
  const link = folder ? readLink(folder) : null;
  if (!def || !link) return err('vassal.notModuleGame');
  const units = Object.values((game.value.state as unknown as { units: Record<string, UnitState> }).units);
  const { input, offMap } = saveOfGame(def, link, units, game.value.header.title, game.value.setup.scenario);
  try {
    const bytes = await writeSave(input);
    return ok({ fileName: gameFile.fileName.replace(/\.ctgame$/, '') + '.vsav', data: bytes.toString('base64'), pieces: input.pieces.length, unwritten: offMap });
  } catch {
    return err('vassal.notModuleGame');
  }
}
