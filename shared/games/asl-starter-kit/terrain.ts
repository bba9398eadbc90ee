/**
 * The ASL Starter Kit's terrain chart, from the rulebook's terrain types (004_b640dc2cae1cda78.txt
 * §1.1.1, compiled in research/seed-004-asl-starter-kit.md §2.2): each type's effect on line of
 * sight (3.2.1), its hindrance, its height as an obstacle, its cost to enter and its TEM, with the
 * rule that says so. A value the rulebook does not give as a number is null (with the rule in
 * words where it gives one), never guessed. Names are locale keys
 * (`asl-starter-kit:terrain.<id>`), both languages.
 */

export const ASL_TERRAIN_IDS = [
  'open',
  'dirtRoad',
  'pavedRoad',
  'stoneBuilding',
  'woodenBuilding',
  'woods',
  'woodsRoad',
  'orchard',
  'orchardRoad',
  'grain',
  'brush',
] as const;
export type AslTerrainId = (typeof ASL_TERRAIN_IDS)[number];

/** Hexside terrain (Bonus Pack #1 hedges, described in 1.1.1). */
export const ASL_HEXSIDE_IDS = ['hedge'] as const;
export type AslHexsideId = (typeof ASL_HEXSIDE_IDS)[number];

/**
 * How a terrain acts on a thread of sight traced through it (3.2.1): an obstacle blocks it, a
 * hindrance adds its DRM, open terrain does nothing. `seasonal` terrain is open out of season.
 */
export type LosCategory = 'open' | 'obstacle' | 'hindrance';

export interface AslTerrain {
  id: AslTerrainId;
  los: LosCategory;
  /** Levels an obstacle rises above its hex's ground (1.1.1: buildings, woods and orchards are level-one obstacles). */
  obstacleHeight: number | null;
  /** Hindrance DRM per hex the thread crosses at the same level (3.2.1). */
  hindrance: number | null;
  /** Inherent terrain: the whole hex, hexsides included, acts on the thread (1.1.1, orchards). */
  inherent: boolean;
  /** In season only: orchards April–October, grain June–September (1.1.1). */
  season: 'orchard' | 'grain' | null;
  /** Between units at different levels: orchards in season block, out of season hinder (+1) (1.1.1). */
  betweenLevels: 'block' | 'seasonal' | 'none';
  /** TEM vs fire, null when none. */
  tem: number | null;
  /** Infantry MF to enter; null where the rulebook gives a rule rather than a number (see `mfNote`). */
  infantryMf: number | null;
  /** Locale key (asl-starter-kit namespace) of what a vehicle pays, said in words. */
  vehicles: string;
  /** Rules that say it. */
  rule: string;
  /** Example hex the rulebook names. */
  example: string | null;
  /** Where the cost is a rule rather than a number (road rate or woods cost…): its locale key. */
  mfNote?: string;
}

const t = (x: AslTerrain): AslTerrain => x;

export const ASL_TERRAIN: Readonly<Record<AslTerrainId, AslTerrain>> = {
  open: t({ id: 'open', los: 'open', obstacleHeight: null, hindrance: null, inherent: false, season: null, betweenLevels: 'none', tem: null, infantryMf: 1, vehicles: 'terrain.vehicles.open', rule: '1.1.1', example: 'qF1' }),
  dirtRoad: t({ id: 'dirtRoad', los: 'open', obstacleHeight: null, hindrance: null, inherent: false, season: null, betweenLevels: 'none', tem: null, infantryMf: 1, vehicles: 'terrain.vehicles.road', rule: '1.1.1', example: 'rL7' }),
  pavedRoad: t({ id: 'pavedRoad', los: 'open', obstacleHeight: null, hindrance: null, inherent: false, season: null, betweenLevels: 'none', tem: null, infantryMf: 1, vehicles: 'terrain.vehicles.road', rule: '1.1.1', example: 'sP6' }),
  stoneBuilding: t({ id: 'stoneBuilding', los: 'obstacle', obstacleHeight: 1, hindrance: null, inherent: false, season: null, betweenLevels: 'block', tem: 3, infantryMf: 2, vehicles: 'terrain.vehicles.building', rule: '1.1.1', example: 'qN5' }),
  woodenBuilding: t({ id: 'woodenBuilding', los: 'obstacle', obstacleHeight: 1, hindrance: null, inherent: false, season: null, betweenLevels: 'block', tem: 2, infantryMf: 2, vehicles: 'terrain.vehicles.building', rule: '1.1.1', example: null }),
  woods: t({ id: 'woods', los: 'obstacle', obstacleHeight: 1, hindrance: null, inherent: false, season: null, betweenLevels: 'block', tem: 1, infantryMf: 2, vehicles: 'terrain.vehicles.woods', rule: '1.1.1', example: 'sU7' }),
  // The road does not block sight; the woods part does (1.1.1). Per hex, the woods decide.
  woodsRoad: t({ id: 'woodsRoad', los: 'obstacle', obstacleHeight: 1, hindrance: null, inherent: false, season: null, betweenLevels: 'block', tem: 1, infantryMf: null, mfNote: 'terrain.mf.woodsRoad', vehicles: 'terrain.vehicles.road', rule: '1.1.1', example: 'qT5' }),
  orchard: t({ id: 'orchard', los: 'hindrance', obstacleHeight: 1, hindrance: 1, inherent: true, season: 'orchard', betweenLevels: 'seasonal', tem: null, infantryMf: 1, vehicles: 'terrain.vehicles.orchard', rule: '1.1.1, 3.2.1', example: 'sY3' }),
  orchardRoad: t({ id: 'orchardRoad', los: 'hindrance', obstacleHeight: 1, hindrance: 1, inherent: true, season: 'orchard', betweenLevels: 'seasonal', tem: null, infantryMf: null, mfNote: 'terrain.mf.orchardRoad', vehicles: 'terrain.vehicles.road', rule: '1.1.1', example: 'qN7' }),
  grain: t({ id: 'grain', los: 'hindrance', obstacleHeight: null, hindrance: 1, inherent: false, season: 'grain', betweenLevels: 'none', tem: null, infantryMf: 1.5, vehicles: 'terrain.vehicles.grain', rule: '1.1.1', example: 'qD4' }),
  brush: t({ id: 'brush', los: 'hindrance', obstacleHeight: null, hindrance: 1, inherent: false, season: null, betweenLevels: 'none', tem: null, infantryMf: 2, vehicles: 'terrain.vehicles.brush', rule: '1.1.1', example: 'rB7' }),
};

export interface AslHexside {
  id: AslHexsideId;
  los: LosCategory;
  /** TEM to a target in the hex the hexside forms (not cumulative with other terrain TEM). */
  tem: number;
  /** MF added to the cost of the hex entered. */
  infantryMfAdded: number;
  rule: string;
  example: string;
}

export const ASL_HEXSIDES: Readonly<Record<AslHexsideId, AslHexside>> = {
  hedge: { id: 'hedge', los: 'obstacle', tem: 1, infantryMfAdded: 1, rule: '1.1.1', example: 'pB2–C3' },
};

/** Total hindrance from which the thread is blocked (3.2.1). */
export const HINDRANCE_BLOCKS_AT = 6;

/** Ground levels: the Starter Kit's hills are one level above ground (1.1.1); a board may have more, which the Starter Kit does not cover. */
export const SK_HILL_LEVEL = 1;

export interface Season {
  /** Orchards in leaf, April–October (1.1.1). */
  orchards: boolean;
  /** Grain standing, June–September (1.1.1); out of season it is Open Ground. */
  grain: boolean;
}

/** The season of a scenario's month (1–12). */
export function seasonOf(month: number): Season {
  return { orchards: month >= 4 && month <= 10, grain: month >= 6 && month <= 9 };
}

export const isAslTerrainId = (v: unknown): v is AslTerrainId => typeof v === 'string' && (ASL_TERRAIN_IDS as readonly string[]).includes(v);
