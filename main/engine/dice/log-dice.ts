import { err, ok, type Result } from '../../../shared/api/result.js';
import type { DiceRoll } from '../../../shared/engine/view.js';
import type { Seat } from './chain.js';
import { joinTable, openTable, verifySettled, type DiceTable } from './protocol.js';
import type { StepInput } from '../core.js';

/**
 * A commit–reveal game's log read back (a game file, a stored game): the table rebuilt from the two
 * commitments, and each logged roll checked — its reveals linked to the commitments, its dice drawn
 * again — before the core is given them. A roll that does not verify stops the replay there.
 */
export function tableFromCommitments(game: string, commitments: Record<Seat, string | null>): Result<DiceTable> {
  const opened = openTable(game, commitments.a ?? '');
  if (!opened.ok) return opened;
  return commitments.b === null ? opened : joinTable(opened.value, commitments.b);
}

/** The logged dice of the action at `seq`, verified: what the core takes as `revealed`, and the table after. */
export function verifyLoggedDice(t: DiceTable, seq: number, dice: readonly DiceRoll[]): Result<{ table: DiceTable; revealed: StepInput['revealed'] }> {
  const ours = dice.filter((d) => d.source === 'commit-reveal');
  if (ours.length === 0) return ok({ table: t, revealed: undefined });
  const d = ours[0]!;
  if (ours.length > 1 || !d.roll) return err('dice.malformedReveal');
  const checked = verifySettled(t, { k: d.roll.k, seq, count: d.values.length, sides: d.sides, reveals: d.roll.reveals, values: d.values });
  if (!checked.ok) return checked;
  return ok({ table: checked.value, revealed: { k: d.roll.k, reveals: d.roll.reveals, values: d.values } });
}
