import type { OutsideRulesAction } from '../../shared/api/contract.js';
import type { VerifiedGame } from './game-file.js';

/**
 * The actions of a verified game file taken outside the rules: from the switch to free mode up to
 * and including the switch back, in a game whose set-up was in rules mode. Only those after
 * `since` (the ones we do not hold yet) count. A game created in free mode has no rules to leave.
 */
export function actionsOutsideRules(game: Pick<VerifiedGame, 'actions' | 'startMode'>, since: number): OutsideRulesAction[] {
  if (game.startMode === 'free') return [];
  return game.actions
    .filter((a) => a.seq > since && (a.modeBefore === 'free' || a.mode === 'free'))
    .map((a) => ({ seq: a.seq, turn: a.turn, phase: a.phase, modeBefore: a.modeBefore, mode: a.mode, messages: a.messages }));
}
