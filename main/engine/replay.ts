import type { AnyGameModule, BaseState } from './module.js';
import type { ActionRow } from './store.js';
import { step, type DicePolicy } from './core.js';

export type ReplayResult = { ok: true; state: BaseState } | { ok: false; seq: number };

/**
 * Re-applies logged actions through the same core as live play. App dice are redrawn from the
 * generator and must equal the logged values; physical dice are fed back as typed. Any difference
 * (a refused action, other dice) means the log does not replay: it is reported, never patched.
 */
export function replay(module: AnyGameModule, from: BaseState, actions: readonly ActionRow[], policy: DicePolicy): ReplayResult {
  let state = from;
  for (const row of actions) {
    const physical = row.dice.filter((d) => d.source === 'physical').flatMap((d) => d.values);
    // A commit–reveal roll was verified against both commitments when it entered the log; it is fed back as logged.
    const settled = row.dice.find((d) => d.source === 'commit-reveal');
    const input = physical.length ? { action: row.action, dice: physical } : { action: row.action };
    const r = step(module, state, settled?.roll ? { ...input, revealed: { k: settled.roll.k, reveals: settled.roll.reveals, values: settled.values } } : input, policy);
    if (!r.ok) return { ok: false, seq: row.seq };
    const drawn = r.dice.flatMap((d) => d.values).join(',');
    const logged = row.dice.flatMap((d) => d.values).join(',');
    if (drawn !== logged) return { ok: false, seq: row.seq };
    state = r.state;
  }
  return { ok: true, state };
}
