import { err, ok, type Result } from '../../shared/api/result.js';
import type { GameSessions } from '../engine/sessions.js';
import type { ModuleRegistry } from '../games/registry.js';
import { seedRng } from '../engine/rng.js';
import { replay } from '../engine/replay.js';
import type { CompanionDefinition } from '../../shared/companion/definition.js';
import type { CompanionSnapshot, CompanionState } from './state.js';
import type { CompanionModule } from './module.js';
import { COMPANION_SCENARIO } from './scenario.js';


/**
 * The companion state of a saved game at its head (or at an earlier action, for the timeline),
 * rebuilt from its log through the same core replay the sessions use. The sessions have already
 * checked the log against its hashes; states are cached by game and head so a step costs one
 * action's replay.
 */
export function createCompanionStates(sessions: GameSessions, modules: ModuleRegistry) {
  const cache = new Map<string, { seq: number; hash: string; state: CompanionState }>();

  function stateAt(id: string, at?: number): Result<{ state: CompanionState; definition: CompanionDefinition; head: number; snapshot: () => CompanionSnapshot }> {
    const log = sessions.log(id);
    if (!log.ok) return log;
    const { row, actions } = log.value;
    if (row.scenario !== COMPANION_SCENARIO) return err('companion.notCompanion', { id });
    const module = modules.get(row.gameId, COMPANION_SCENARIO) as CompanionModule | null;
    if (!module) return err('game.unknown', { gameId: row.gameId });
    const seq = at ?? row.head;
    if (seq < 0 || seq > actions.length) return err('game.seqOutOfRange', { seq, last: actions.length });
    const hashAt = (n: number) => (n > 0 ? actions[n - 1]!.hash : '');
    const hit = cache.get(id);
    let start: CompanionState | null = null;
    let from = 0;
    if (hit && hit.seq <= seq && hashAt(hit.seq) === hit.hash) {
      start = hit.state;
      from = hit.seq;
    } else {
      start = module.setup(row.scenario, seedRng(row.seed));
      if (!start) return err('game.unknownScenario', { scenario: row.scenario });
    }
    const r = replay(module, start, actions.slice(from, seq), row.dicePolicy);
    if (!r.ok) return err('game.corruptLog', { seq: r.seq });
    const state = r.state as CompanionState;
    if (seq === row.head) cache.set(id, { seq, hash: hashAt(seq), state });
    return ok({ state, definition: module.definition, head: seq, snapshot: () => module.snapshot(state) });
  }

  return { stateAt, forget: (id: string) => cache.delete(id) };
}
