import type { Db } from '../db/open.js';
import type { CapabilityRegistry } from '../catalog/support.js';
import type { ModuleRegistry } from '../games/registry.js';
import type { GameSessions } from '../engine/sessions.js';
import type { Library } from '../engine/library.js';
import type { Departures } from './departures.js';
import type { WorkRunner } from '../work/runner.js';

/** What a feature's handlers may use; each feature builds its own services from these. */
export interface FeatureDeps {
  db: Db;
  capabilities: CapabilityRegistry;
  modules: ModuleRegistry;
  sessions: GameSessions;
  library: Library;
  /** Where a feature hears that a client went away. */
  departures?: Departures;
  /** Long work (imports) runs in worker threads through it; without it, in this thread. */
  work?: WorkRunner;
}
