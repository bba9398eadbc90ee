import type { CapabilityRegistry } from '../catalog/support.js';
import type { GameReference } from './reference.js';

/**
 * The home screen's 'rulebook' indicators, per game: the reference (partial where the seed or its
 * translation lacks sections or tables, or where we grouped subsections) and the importer.
 */
export function registerRulebookCapabilities(capabilities: CapabilityRegistry, refs: Iterable<GameReference>): void {
  for (const ref of refs) {
    const incomplete = ref.gaps.length > 0 || ref.sections.some((s) => s.status !== 'present');
    const source = { kind: 'rulebook' as const, ref: `${ref.seed} (${ref.sections.length} sections)` };
    capabilities.register({ game: ref.game, area: 'rulebook', id: 'reference', level: incomplete ? 'partial' : 'complete', source });
    capabilities.register({ game: ref.game, area: 'rulebook', id: 'import', level: 'complete', source: { kind: 'user', ref: 'imported rulebook text' } });
  }
}
