import type { UnitSpec } from '../../../../shared/games/descriptor';
import type { GameIndex } from './game-data';

/**
 * Counter types the player entered from their own copy, where no source gives one (the data says
 * 'unknown'). Kept per user in this browser (localStorage), per game; never written over a type
 * the data gives. The index handed to the table carries them, and says which ones they are
 * (provenance: entered by the user).
 */

export type UnitType = UnitSpec['type'];
export const ENTERABLE_TYPES: readonly Exclude<UnitType, 'unknown'>[] = ['armour', 'infantry', 'armoured-infantry', 'motorised-infantry', 'recce', 'artillery', 'hq', 'supply'];

const key = (gameId: string) => `ct.userTypes.${gameId}`;
const isType = (v: unknown): v is Exclude<UnitType, 'unknown'> => typeof v === 'string' && (ENTERABLE_TYPES as readonly string[]).includes(v);

/** The types entered for a game, by unit id; anything damaged or unknown in storage is left out. */
export function readUserTypes(storage: Pick<Storage, 'getItem'>, gameId: string): Map<string, Exclude<UnitType, 'unknown'>> {
  try {
    const raw: unknown = JSON.parse(storage.getItem(key(gameId)) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return new Map();
    return new Map(Object.entries(raw).filter((e): e is [string, Exclude<UnitType, 'unknown'>] => isType(e[1])));
  } catch {
    return new Map();
  }
}

/** Enters (or, with null, clears) one unit's type. */
export function writeUserType(storage: Pick<Storage, 'getItem' | 'setItem'>, gameId: string, unitId: string, type: UnitType | null): void {
  const all = readUserTypes(storage, gameId);
  if (type && type !== 'unknown') all.set(unitId, type);
  else all.delete(unitId);
  storage.setItem(key(gameId), JSON.stringify(Object.fromEntries(all)));
}

/** The index with the entered types in place of 'unknown' (only there), and the set of units whose type the user entered. */
export function withUserTypes(index: GameIndex, entered: ReadonlyMap<string, UnitType>): GameIndex {
  const changed = [...entered].filter(([id]) => index.units.get(id)?.type === 'unknown');
  if (!changed.length) return index;
  const units = new Map(index.units);
  for (const [id, type] of changed) units.set(id, { ...units.get(id)!, type });
  return { ...index, units, enteredTypes: new Set(changed.map(([id]) => id)) };
}
