/**
 * Why the Afrika Korps rules refuse something: a short code (to translate under `refusal.<code>`),
 * the rule number it rests on (as printed in the Italian third-edition rulebook, seed
 * 000_9dce4600f0004f56.txt), and parameters for the message.
 *
 * The shape matches the engine's Refusal ({ reason, params, rule }), so the lead can pass these
 * through once the codes are added to the shared REFUSAL_REASONS list.
 */
export const AK_REFUSAL_REASONS = [
  // input
  'unitNotOnMap',
  'notStacked',
  'pathNotFromUnit',
  'notAdjacent',
  // map and terrain
  'offMap',
  'prohibitedTerrain',
  'prohibitedHexside',
  'noRoute',
  // enemy units and ZOC
  'enemyUnit',
  'automaticVictoryHex',
  'zocStop',
  'zocToZoc',
  'rommelIntoZoc',
  'nearEnemySupply',
  // movement allowance, escarpments
  'beyondMovement',
  'escarpmentStop',
  'escarpmentRoadside',
  // stacking
  'overstacked',
  // combat
  'noAttackers',
  'noDefenders',
  'notCombatUnit',
  'notEnemy',
  'attackerNotAdjacent',
  'fortressGarrisonSplit',
  'oddsTooLow',
] as const;

export type AkRefusalReason = (typeof AK_REFUSAL_REASONS)[number];

export interface AkRefusal {
  reason: AkRefusalReason;
  /** Rule number as printed in the seed (e.g. '8.3', '18.5'). */
  rule: string;
  params: Record<string, string | number>;
}

export function refusal(reason: AkRefusalReason, rule: string, params: Record<string, string | number> = {}): AkRefusal {
  return { reason, rule, params };
}
