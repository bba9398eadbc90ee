import type { CombatEffect, MoveCost, Name, TypeLayer } from './chart.js';
import { PLACE_ROLES, type PlaceRole } from './schema.js';

/**
 * How a table says board data without knowing the game: each combat effect, movement cost, layer
 * and place role as a translation key (`boardData.*` in translation.json) with its parameters;
 * a note or a name is the chart's own key, or a player's words.
 */

export interface Words {
  key: string;
  params?: Record<string, string | number>;
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function effectWords(e: CombatEffect): Words & { note?: Name } {
  const note = e.note ? { note: e.note } : {};
  if (e.kind === 'shift-left') return { key: 'boardData.effect.shiftLeft', params: { count: e.value ?? 1 }, ...note };
  return { key: `boardData.effect.${camel(e.kind)}`, ...(e.value !== undefined ? { params: { value: e.value } } : {}), ...note };
}

export function moveWords(c: MoveCost): Words {
  return c.kind === 'mp' ? { key: 'boardData.move.mp', params: { mp: c.mp } } : { key: `boardData.move.${c.kind}` };
}

export const layerWords = (l: TypeLayer): Words => ({ key: `boardData.layer.${l}` });
export const roleWords = (r: PlaceRole): Words => ({ key: `boardData.role.${camel(r)}` });
export const ALL_ROLE_WORDS = PLACE_ROLES.map(roleWords);
