import { err, ok, type Result } from '../../shared/api/result.js';
import type { VerifiedGame } from '../engine/game-file.js';
import type { ModuleRegistry } from '../games/registry.js';
import type { JobKey, WorkRunner } from './runner.js';

/**
 * readGameFile (parse, chain, replay of every action) in a worker thread: the same answer as
 * calling it here, with the module looked up again on this side.
 */
export async function verifyGameFileOffThread(work: WorkRunner, modules: ModuleRegistry, text: string, key?: JobKey, dataDir?: string): Promise<Result<VerifiedGame>> {
  // With the data folder, the worker replays imported games too (main/games/imported/).
  const r = await work.run('verifyGameFile', dataDir ? { text, dataDir } : text, key);
  if (!r.ok) return r;
  if (!r.value.ok) return r.value;
  const data = r.value.value;
  const module = modules.get(data.header.gameId, data.header.scenario);
  if (!module) return err('game.unknown', { gameId: data.header.gameId });
  return ok({ ...data, module });
}
