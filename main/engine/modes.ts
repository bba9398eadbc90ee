import type { PlayMode } from '../../shared/games/capabilities.js';
import type { AnyGameModule } from './module.js';

/**
 * A game's mode and its scenario are two fields. Before they were, a game set up as a free table
 * wrote its mode into the scenario id ('march-1941:free'); stored rows are migrated (main/db,
 * migration 7), and what still arrives that way — an old game file, an old client, a CLI argument
 * — is read here, once, into the two fields.
 */
const LEGACY_FREE_SUFFIX = ':free';

export interface GameSetup {
  scenario: string;
  /** The mode asked for, or null: the module's first mode. */
  mode: PlayMode | null;
}

/** A scenario as written before modes were a field of their own, read as scenario and mode. */
export function legacySetup(scenario: string, mode: PlayMode | null = null): GameSetup {
  if (scenario.endsWith(LEGACY_FREE_SUFFIX) && scenario.length > LEGACY_FREE_SUFFIX.length) {
    return { scenario: scenario.slice(0, -LEGACY_FREE_SUFFIX.length), mode: mode ?? 'free' };
  }
  return { scenario, mode };
}

/** The modes a module plays in (a free table when it says nothing). */
export const modesOf = (module: AnyGameModule): readonly PlayMode[] => module.modes ?? ['free'];

/** The mode a game of this module starts in: the one asked for, else the module's first. */
export const startModeOf = (module: AnyGameModule, mode: PlayMode | null): PlayMode => mode ?? modesOf(module)[0]!;
