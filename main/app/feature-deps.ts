import type { Db } from '../db/open.js';
import type { CapabilityRegistry } from '../catalog/support.js';
import type { ModuleRegistry } from '../games/registry.js';
import type { GameSessions } from '../engine/sessions.js';
import type { Library } from '../engine/library.js';
import type { Departures } from './departures.js';

/** What a feature's handlers may use; each feature builds its own services from these. */
export interface FeatureDeps {
  db: Db;
  capabilities: CapabilityRegistry;
  modules: ModuleRegistry;
  sessions: GameSessions;
  library: Library;
  /** Where a feature hears that a client went away. */
  departures?: Departures;
}
