import type { RulesPart } from './state.js';

/**
 * Which enemy ZOC a battle's supply line may cross in the combat phase (14.2).
 *
 * - The units attacked in that battle (13.2 read with 14.2, ruling A-14).
 * - Enemy units that retreated earlier in this combat phase: "the line need not be kept after a
 *   battle is resolved, so enemy units that retreat have no effect on the attacks resolved later
 *   in the same turn" (14.2, last sentence). Their ZOC is ignored for the supply of later battles.
 *
 * Not for automatic victories: their line must be clear of the defender's ZOC (9.6).
 */
export function retreatedEnemies(rules: Pick<RulesPart, 'battles'>): string[] {
  return [...new Set(rules.battles.filter((b) => b.result === 'DB2').flatMap((b) => b.defenders))].sort();
}

/** The enemy units whose ZOC does not block the supply line of a battle against `defenders` now (A-14, 14.2). */
export function zocIgnoredForSupply(rules: Pick<RulesPart, 'battles'>, defenders: readonly string[]): string[] {
  return [...new Set([...defenders, ...retreatedEnemies(rules)])];
}
