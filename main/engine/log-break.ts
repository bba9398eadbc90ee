import type { AnyGameModule, BaseState } from './module.js';
import type { DicePolicy } from './core.js';
import type { ActionRow } from './store.js';
import { hashState } from './canonical.js';
import { replay } from './replay.js';

export interface LogBreak {
  /** How many actions from the start replay to their recorded hashes (at most the head). */
  good: number;
  /** The state after those actions. */
  state: BaseState;
  /** The first action at or before the head that is missing or does not replay to its hash; null when none. */
  breaksAt: number | null;
  /** How many stored rows are numbered 1, 2, 3… without a gap. */
  contiguous: number;
}

/**
 * Finds where a stored log stops holding: replays it one action at a time from the set-up and
 * checks each recorded hash, up to the head. Used only when the quick check on opening failed.
 */
export function findLogBreak(module: AnyGameModule, start: BaseState, actions: readonly ActionRow[], head: number, policy: DicePolicy): LogBreak {
  const gap = actions.findIndex((a, i) => a.seq !== i + 1);
  const contiguous = gap === -1 ? actions.length : gap;
  let state = start;
  for (let i = 0; i < head; i++) {
    const row = i < contiguous ? actions[i]! : null;
    const next = row ? replay(module, state, [row], policy) : null;
    if (!row || !next?.ok || hashState(next.state) !== row.hash) return { good: i, state, breaksAt: i + 1, contiguous };
    state = next.state;
  }
  return { good: head, state, breaksAt: null, contiguous };
}
