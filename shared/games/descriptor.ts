import { z } from 'zod';
import { GameKeySchema } from './ids.js';
import { imageTableSchema } from '../board/image-table.js';
import { SourceSchema } from '../api/contract.js';

/**
 * The data-driven description of a game: grid, terrain, hexsides, places, units, scenarios and the
 * turn track. Games are data, not code; every dataset names its source. Hexes are written with the
 * printed coordinate the game's own map and rulebook use ("G25"), converted through the grid's
 * naming scheme (shared/hex/naming.ts).
 */

/** Where a dataset comes from, and what it was checked against. */
export const ProvenanceSchema = z.object({
  source: SourceSchema,
  /** A licence for third-party facts (e.g. "MIT"). */
  licence: z.string().optional(),
  /** What the data was verified against (rulebook sections, examples). */
  checkedAgainst: z.array(z.string()).default([]),
  notes: z.string().optional(),
});

export const NamingSchemeSchema = z.discriminatedUnion('kind', [
  /**
   * Afrika Korps: a row letter and a number that runs along the diagonal (W3, G25, J62).
   * letter = A + (row - row0); number = col + floor((row - row0) / 2) + num0.
   */
  z.object({ kind: z.literal('letter-diagonal'), row0: z.number().int(), num0: z.number().int() }),
  /** Column then row, zero-padded ("0512"), the common SPI/GMT style. */
  z.object({ kind: z.literal('column-row'), digits: z.number().int().min(1).max(3), col0: z.number().int(), row0: z.number().int() }),
]);

export const GridSchema = z.object({
  orientation: z.enum(['pointy', 'flat']),
  /** Which offset rows (pointy) or columns (flat) are pushed out by half a hex. */
  offset: z.enum(['odd', 'even']),
  /** Inclusive bounds of the offset coordinates that exist on the map. */
  cols: z.tuple([z.number().int(), z.number().int()]),
  rows: z.tuple([z.number().int(), z.number().int()]),
  naming: NamingSchemeSchema,
});

export const TerrainTypeSchema = z.object({
  id: z.string(),
  /** How the renderer draws it: our own art, a fill colour and an optional pattern. */
  fill: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  pattern: z.enum(['none', 'dots', 'hatch', 'ridge', 'waves', 'marsh']).default('none'),
  /** Not part of the playing area (sea, off-map): drawn but never entered. */
  playable: z.boolean(),
  /** Rule section that defines it. */
  rule: z.string().optional(),
});

const hexName = z.string().regex(/^[A-Za-z]{0,3}\d{1,4}$/);

export const HexsideFeatureSchema = z.object({
  /** The two adjacent hexes, by printed name. */
  a: hexName,
  b: hexName,
  feature: z.string(),
});

export const PlaceSchema = z.object({
  id: z.string(),
  /** Proper name as printed on the map (not translated). */
  name: z.string(),
  hex: hexName,
  kinds: z.array(z.enum(['fortress', 'base', 'port', 'town', 'victory'])),
  /** For a base: the side it belongs to. */
  side: z.string().optional(),
});

export const UnitSchema = z.object({
  id: z.string(),
  side: z.string(),
  nationality: z.string(),
  /** 'unknown' where no source gives the counter's type: the app says so rather than guess. */
  type: z.enum(['armour', 'infantry', 'armoured-infantry', 'recce', 'hq', 'supply', 'motorised-infantry', 'artillery', 'unknown']),
  /** 'none' for counters without a size mark (supply, leaders); 'unknown' where no source gives it. */
  size: z.enum(['battalion', 'regiment', 'brigade', 'division', 'corps', 'none', 'unknown']),
  attack: z.number().int().min(0),
  defence: z.number().int().min(0),
  movement: z.number().int().min(0),
  /** The historical name printed on the counter (proper name, not translated). */
  name: z.string(),
  /** The formation it belongs to, when printed (e.g. "21 Pz"). */
  formation: z.string().optional(),
});

export const TurnSchema = z.object({
  turn: z.number().int().min(1),
  /** ISO date (yyyy-mm-dd) the turn stands for; the renderer formats it per language. Absent where the game gives none (imported games). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});

export const PlacementSchema = z.object({ unit: z.string(), hex: hexName });
export const ArrivalSchema = z.object({
  unit: z.string(),
  turn: z.number().int().min(1),
  /** Where it may enter (place ids), when the schedule says. */
  at: z.array(z.string()).default([]),
});

export const ScenarioSchema = z.object({
  id: z.string(),
  /** First turn on the track. */
  startTurn: z.number().int().min(1),
  setup: z.array(PlacementSchema),
  arrivals: z.array(ArrivalSchema),
  /** Counters in play but off the map at the start (e.g. a supply pool), by unit id. */
  pool: z.array(z.string()).default([]),
  provenance: ProvenanceSchema,
});

export const GameDataSchema = z.object({
  game: GameKeySchema,
  sides: z.array(z.object({ id: z.string(), colour: z.string().regex(/^#[0-9a-fA-F]{6}$/) })),
  nationalities: z.array(z.object({ id: z.string(), side: z.string(), colour: z.string().regex(/^#[0-9a-fA-F]{6}$/) })),
  /** The generated map's hex grid; absent for a game drawn on its own images (imageTable). */
  grid: GridSchema.optional(),
  terrainTypes: z.array(TerrainTypeSchema),
  /** Terrain of every hex that exists, by printed name. */
  terrain: z.record(hexName, z.string()),
  hexsides: z.array(HexsideFeatureSchema),
  places: z.array(PlaceSchema),
  units: z.array(UnitSchema),
  turns: z.array(TurnSchema),
  scenarios: z.array(ScenarioSchema),
  /**
   * A game drawn from its own pictures (an imported game): board images with their registered
   * grids and image counters (shared/board/image-table.ts). Its cells are named by the grids'
   * numbering; without it the table draws the generated map and counters.
   */
  imageTable: imageTableSchema.optional(),
  provenance: z.object({
    grid: ProvenanceSchema,
    terrain: ProvenanceSchema,
    hexsides: ProvenanceSchema,
    places: ProvenanceSchema,
    units: ProvenanceSchema,
    turns: ProvenanceSchema,
  }),
});

export type GridSpec = z.infer<typeof GridSchema>;
export type GameData = z.infer<typeof GameDataSchema>;
/** A game drawn on the generated map: its grid is there. */
export type MapGameData = GameData & { grid: GridSpec };
export type NamingScheme = z.infer<typeof NamingSchemeSchema>;
export type TerrainType = z.infer<typeof TerrainTypeSchema>;
export type UnitSpec = z.infer<typeof UnitSchema>;
export type Scenario = z.infer<typeof ScenarioSchema>;
export type Place = z.infer<typeof PlaceSchema>;
export type Provenance = z.infer<typeof ProvenanceSchema>;
