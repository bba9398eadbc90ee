import type { Handlers } from '../api/registry.js';
import type { FeatureDeps } from './feature-deps.js';

/** The companion feature's API calls; handlers.ts joins them to the core handlers. */
export function createCompanionHandlers(_d: FeatureDeps): Pick<Handlers, never> {
  return {};
}
