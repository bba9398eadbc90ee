import type { Handlers } from '../api/registry.js';
import type { FeatureDeps } from './feature-deps.js';

/** The rulebook feature's API calls; handlers.ts joins them to the core handlers. */
export function createRulebookHandlers(_d: FeatureDeps): Pick<Handlers, never> {
  return {};
}
