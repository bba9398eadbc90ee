import { GameDataSchema, type MapGameData } from '../../../shared/games/descriptor.js';
import meta from './data/meta.json' with { type: 'json' };
import grid from './data/grid.json' with { type: 'json' };
import terrain from './data/terrain.json' with { type: 'json' };
import hexsides from './data/hexsides.json' with { type: 'json' };
import places from './data/places.json' with { type: 'json' };
import units from './data/units.json' with { type: 'json' };
import turns from './data/turns.json' with { type: 'json' };
import scenarioMarch1941 from './data/scenario-march-1941.json' with { type: 'json' };
import provenance from './data/provenance.json' with { type: 'json' };

/**
 * Afrika Korps as data: the map (grid, terrain, hexsides, places), the counters, the turn track and
 * the March 1941 scenario, assembled from the JSON files beside this loader and validated against
 * GameDataSchema. Where every fact comes from is in data/provenance.json and PROVENANCE.md.
 * Throws if the files do not make a valid game.
 */
export function loadAfrikaKorpsData(): MapGameData {
  const result = GameDataSchema.safeParse({
    game: meta.game,
    sides: meta.sides,
    nationalities: meta.nationalities,
    grid,
    terrainTypes: meta.terrainTypes,
    terrain,
    hexsides,
    places,
    units,
    turns,
    scenarios: [scenarioMarch1941],
    provenance,
  });
  if (!result.success) {
    throw new Error(`Afrika Korps data is not valid: ${result.error.message}`);
  }
  const { grid: g } = result.data;
  if (!g) throw new Error('Afrika Korps data is not valid: no grid');
  return { ...result.data, grid: g };
}
