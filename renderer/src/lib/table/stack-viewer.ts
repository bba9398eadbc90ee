import type { UnitState } from '../../../../shared/engine/view';

/**
 * The pieces a stack viewer shows for the hex under the pointer: the counters standing on it,
 * bottom first (by stacking order), or none when the hex holds fewer than `min`.
 */
export function stackAt(units: readonly UnitState[], hex: string | null, min = 2): string[] {
  if (!hex) return [];
  const here = units.filter((u) => u.status === 'map' && u.hex === hex).sort((a, b) => a.order - b.order);
  return here.length >= min ? here.map((u) => u.id) : [];
}
