/**
 * Why the Afrika Korps rules refuse something: a short code (to translate under `refusal.<code>`),
 * the rule number it rests on (as printed in the Italian third-edition rulebook, seed
 * 000_9dce4600f0004f56.txt), and parameters for the message.
 *
 * The shape matches the engine's Refusal ({ reason, params, rule }). The codes are listed once, in
 * shared/games/afrika-korps/codes.ts, where the translation test finds them.
 */
export { AK_REFUSAL_REASONS } from '../../../../shared/games/afrika-korps/codes.js';
import type { AK_REFUSAL_REASONS } from '../../../../shared/games/afrika-korps/codes.js';
import type { CoreRefusalReason } from '../../../../shared/engine/messages.js';

export type AkRefusalReason = (typeof AK_REFUSAL_REASONS)[number] | CoreRefusalReason;

export interface AkRefusal {
  reason: AkRefusalReason;
  /** Rule number as printed in the seed (e.g. '8.3', '18.5'). */
  rule: string;
  params: Record<string, string | number>;
}

export function refusal(reason: AkRefusalReason, rule: string, params: Record<string, string | number> = {}): AkRefusal {
  return { reason, rule, params };
}
