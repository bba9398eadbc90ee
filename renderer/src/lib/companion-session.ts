import type { CompanionDefinitionView } from '../../../shared/api/contract-companion';
import { flattenSteps } from './companion-steps';
import { pick } from './companion-text';

/** The scenario under which a saved game is a referee's companion session (main/companion/scenario.ts). */
export const COMPANION_SCENARIO = 'companion';

/** A companion session's step in words (the definition's title for the step id it saves), or null. */
export function companionStepName(def: CompanionDefinitionView | null, stepId: string): string | null {
  const step = def ? flattenSteps(def.sequence).find((s) => s.spec.id === stepId) : undefined;
  return step ? pick(step.spec.title) || null : null;
}

/** A companion session's turn as its turn track prints it ("March 1941 I"), or null. */
export function companionTurnLabel(def: CompanionDefinitionView | null, turn: number): string | null {
  const spec = def?.turns.find((x) => x.n === turn);
  return spec ? pick(spec.label) || null : null;
}
