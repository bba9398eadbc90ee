/**
 * Terrain and hexside questions, by printed hex name (rules 1.1, 5.6–5.8, 10.2, 17, 18, 19.5).
 *
 * Everything is derived from GameData (terrain by printed name, hexside features) and indexed once
 * per GameData object (a WeakMap cache), so the rule functions can ask freely.
 *
 * Terrain classes in the data: clear, escarpment, qattara (wholly inside the depression,
 * prohibited, 5.6), qattara-partial (plays as clear, 5.6), sea (not playable), fortress (H2, G25),
 * base (W3, J62). Hexside features: road (the red coast-road line crosses it, 17.2), closed
 * (all-sea hexside, 5.7) and qattara (all-Qattara hexside, 5.7).
 *
 * "Escarpment hex with the coast road" (18.4) is not a terrain class of its own in the data: it is
 * an escarpment hex that at least one road hexside touches. A "plain" escarpment hex has none.
 */
import type { GameData } from '../../../../shared/games/descriptor.js';
import { gridNameToHex, hexKey, hexNeighbors } from '../../../../shared/hex/index.js';

/**
 * Hexes crossed by two roads that do not meet inside the hex (17.3), with the pairs of road
 * hexsides that belong to the same road (each hexside named by the neighbour across it).
 *
 * DATA GAP: the rulebook says only that I26 holds two roads (17.3); which of I26's three road
 * hexsides (to I25, H26, J27) join is not in the rulebook nor in GameData (PROVENANCE.md, item 7).
 * The pairing below is the reference's (DrEvil-TitaniumHelix/vsav-engine@04a0e9d1, game.json
 * movement.road_through_pairs, MIT): I25↔J27 and H26↔J27. It agrees with the rulebook's §18 example
 * H24-I25-I26-J27 (a legal road move through I26). Callers may pass their own pairing
 * (MoveOptions.splitRoads) once someone checks a printed map.
 */
export const AK_SPLIT_ROADS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = Object.freeze({
  I26: Object.freeze([
    ['I25', 'J27'],
    ['H26', 'J27'],
  ] as const),
});

export interface MapIndex {
  readonly data: GameData;
  /** Terrain id by printed name, for every hex that exists. */
  readonly terrain: ReadonlyMap<string, string>;
  /** Existing neighbours of every existing hex (printed names, HEX_DIRECTIONS order). */
  readonly neighbours: ReadonlyMap<string, readonly string[]>;
  /** Hexside features by sideKey(a, b). */
  readonly sides: ReadonlyMap<string, ReadonlySet<string>>;
  readonly playable: ReadonlySet<string>;
  readonly fortresses: ReadonlySet<string>;
  /** Base hex → side it belongs to (W3 axis, J62 allied). */
  readonly bases: ReadonlyMap<string, string | undefined>;
  /** Escarpment hexes touched by at least one road hexside (18.4). */
  readonly roadEscarpments: ReadonlySet<string>;
}

/** A canonical key for the hexside between two named hexes (order-independent). */
export function sideKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

const cache = new WeakMap<GameData, MapIndex>();

/** The index of a game's map; built once per GameData object. */
export function mapIndex(data: GameData): MapIndex {
  const hit = cache.get(data);
  if (hit) return hit;

  const grid = data.grid;
  if (!grid) throw new Error(`${data.game} has no generated map grid`);
  const terrain = new Map<string, string>(Object.entries(data.terrain));
  const playableTypes = new Set(data.terrainTypes.filter((t) => t.playable).map((t) => t.id));
  const playable = new Set<string>();
  const byKey = new Map<string, string>();
  for (const [name, t] of terrain) {
    if (playableTypes.has(t)) playable.add(name);
    const h = gridNameToHex(grid, name);
    if (h) byKey.set(hexKey(h), name);
  }
  const neighbours = new Map<string, string[]>();
  for (const name of terrain.keys()) {
    const h = gridNameToHex(grid, name);
    const list: string[] = [];
    if (h) for (const n of hexNeighbors(h)) {
      const nn = byKey.get(hexKey(n));
      if (nn !== undefined) list.push(nn);
    }
    neighbours.set(name, list);
  }
  const sides = new Map<string, Set<string>>();
  for (const s of data.hexsides) {
    const k = sideKey(s.a, s.b);
    const set = sides.get(k) ?? new Set<string>();
    set.add(s.feature);
    sides.set(k, set);
  }
  const fortresses = new Set<string>();
  const bases = new Map<string, string | undefined>();
  for (const [name, t] of terrain) {
    if (t === 'fortress') fortresses.add(name);
    if (t === 'base') bases.set(name, undefined);
  }
  for (const p of data.places) {
    if (p.kinds.includes('fortress')) fortresses.add(p.hex);
    if (p.kinds.includes('base')) bases.set(p.hex, p.side);
  }
  const roadEscarpments = new Set<string>();
  for (const [name, t] of terrain) {
    if (t !== 'escarpment') continue;
    if ((neighbours.get(name) ?? []).some((n) => sides.get(sideKey(name, n))?.has('road'))) roadEscarpments.add(name);
  }

  const index: MapIndex = { data, terrain, neighbours, sides, playable, fortresses, bases, roadEscarpments };
  cache.set(data, index);
  return index;
}

/** The hex exists on the printed map (has a grid coordinate and is not an edge partial, 5.8). */
export function hexExists(data: GameData, name: string): boolean {
  return mapIndex(data).terrain.has(name);
}

/** Terrain id of a hex, or undefined if the hex does not exist. */
export function terrainOf(data: GameData, name: string): string | undefined {
  return mapIndex(data).terrain.get(name);
}

/** A unit may stand here: the hex exists and is not sea or wholly-Qattara (5.6–5.8). */
export function isPlayable(data: GameData, name: string): boolean {
  return mapIndex(data).playable.has(name);
}

/** Any escarpment hex (1.1), with or without the coast road. */
export function isEscarpment(data: GameData, name: string): boolean {
  return terrainOf(data, name) === 'escarpment';
}

/** An escarpment hex the coast road crosses (18.4). */
export function isRoadEscarpment(data: GameData, name: string): boolean {
  return mapIndex(data).roadEscarpments.has(name);
}

/** An escarpment hex without the coast road: entering it ends movement (18.1). */
export function isPlainEscarpment(data: GameData, name: string): boolean {
  return isEscarpment(data, name) && !isRoadEscarpment(data, name);
}

/** Bengasi H2, Tobruch G25 (1.1). */
export function isFortress(data: GameData, name: string): boolean {
  return mapIndex(data).fortresses.has(name);
}

/** W3 (German base), J62 (Allied base) (1.1). */
export function isBase(data: GameData, name: string): boolean {
  return mapIndex(data).bases.has(name);
}

/** The side a base belongs to, or undefined (not a base, or the data does not say). */
export function baseSide(data: GameData, name: string): string | undefined {
  return mapIndex(data).bases.get(name);
}

/** Defence is doubled here, for odds and exchange losses, whatever the attacker's hex (10.2). */
export function doublesDefence(data: GameData, name: string): boolean {
  return isFortress(data, name) || isEscarpment(data, name);
}

/** Existing neighbours of a hex (printed names). */
export function neighboursOf(data: GameData, name: string): readonly string[] {
  return mapIndex(data).neighbours.get(name) ?? [];
}

/** True when both hexes exist and share a hexside. */
export function adjacent(data: GameData, a: string, b: string): boolean {
  return neighboursOf(data, a).includes(b);
}

/** Features of the hexside between a and b ('road', 'closed', 'qattara'); empty if none. */
export function hexsideFeatures(data: GameData, a: string, b: string): readonly string[] {
  return [...(mapIndex(data).sides.get(sideKey(a, b)) ?? [])];
}

/** The red coast-road line crosses the hexside between a and b (17.2). */
export function isRoadHexside(data: GameData, a: string, b: string): boolean {
  return mapIndex(data).sides.get(sideKey(a, b))?.has('road') ?? false;
}

/** All-sea hexside (E18-F19, 5.7). */
export function isClosedHexside(data: GameData, a: string, b: string): boolean {
  return mapIndex(data).sides.get(sideKey(a, b))?.has('closed') ?? false;
}

/** All-Qattara hexside (W62-X62, 5.7). */
export function isQattaraHexside(data: GameData, a: string, b: string): boolean {
  return mapIndex(data).sides.get(sideKey(a, b))?.has('qattara') ?? false;
}

/**
 * No movement, no combat, no ZOC, no supply line and no supply capture across this hexside
 * (5.7, 7.1, 13.3, 14.2, 15.2.1): an all-sea or all-Qattara hexside.
 */
export function isProhibitedHexside(data: GameData, a: string, b: string): boolean {
  return isClosedHexside(data, a, b) || isQattaraHexside(data, a, b);
}

/**
 * Adjacent for every rule purpose: both hexes exist, share a hexside, and that hexside is not
 * all-sea or all-Qattara (5.7 "nor may units in these hexes fight each other").
 */
export function connected(data: GameData, a: string, b: string): boolean {
  return adjacent(data, a, b) && !isProhibitedHexside(data, a, b);
}

/** Neighbours of a hex along road hexsides (17.2). */
export function roadNeighbours(data: GameData, name: string): string[] {
  return neighboursOf(data, name).filter((n) => isRoadHexside(data, name, n));
}
