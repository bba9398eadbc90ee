import type { ZocOptions } from '../rules/zoc.js';
import type { RulesPart } from './state.js';

/**
 * Named options for the readings of the rulebook players disagree on (research §6.1), chosen
 * before the first move of a game (Axis arrival step of turn 1) and logged like any action, so a
 * replay or a game file carries them. Each names the rule and the research ambiguity it settles.
 */
export interface AkOptions {
  /** a fortress garrison also exerts no ZOC outwards (default), or it does (19.5, 23.1, 23.2). */
  fortressZocOutward: boolean;
  /** control victory counted over Allied player turns, as the seed prints (default), or Axis ones (4.1). */
  controlTurns: 'allied' | 'axis';
  /**
   * 23.2: a garrison that attacks must attack every enemy unit next to its fortress — with its own
   * units (`garrison`, default: the rule names the fortress's units and gives no exception), or
   * with others next to those enemies taking some of them on, as 11.3.1 allows (`shared`).
   */
  garrisonSortie?: 'garrison' | 'shared';
}

export const DEFAULT_OPTIONS: AkOptions = { fortressZocOutward: false, controlTurns: 'allied' };

/**
 * Every option's default, as shown and as the rules read a missing one. Options added later
 * (`garrisonSortie`) stay out of a new game's state until chosen, so games that never choose
 * them keep the state, and the state hashes, they had before the option existed.
 */
export const OPTION_DEFAULTS: Required<AkOptions> = { ...DEFAULT_OPTIONS, garrisonSortie: 'garrison' };

export const OPTION_SPECS = [
  { id: 'fortressZocOutward', values: [false, true], rule: '19.5', research: 'A-10' },
  { id: 'controlTurns', values: ['allied', 'axis'], rule: '4.1', research: 'A-19' },
  { id: 'garrisonSortie', values: ['garrison', 'shared'], rule: '23.2', research: '23.2' },
] as const;

export type OptionId = (typeof OPTION_SPECS)[number]['id'];

/** The ZOC reading a position is judged with: options, and units under automatic victory (9.1). */
export function zocOf(rules: Pick<RulesPart, 'av' | 'options'>): ZocOptions {
  let options = readings.get(rules);
  if (!options) readings.set(rules, (options = { automaticVictory: Object.keys(rules.av), ...(rules.options.fortressZocOutward ? { fortressZocOutward: true } : {}) }));
  return options;
}

// One reading per rules object (never changed once made), so what the ZOC library keeps per reading is found again.
const readings = new WeakMap<object, ZocOptions>();
