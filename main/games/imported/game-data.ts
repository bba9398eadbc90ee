import type { GameData } from '../../../shared/games/descriptor.js';
import { importedKey } from '../../../shared/games/ids.js';
import type { ImportedGame } from '../../../shared/games/imported.js';

/**
 * An imported game as the table and the free-play module read every game: its image table, sides,
 * turn range and set-ups. What its definition does not give stays unstated: no terrain (its map is
 * a picture), no places, no turn dates, and counters whose type, size and factors are "unknown"
 * (they are drawn from their images, and free play never reads a factor).
 */
export function importedGameData(def: ImportedGame): GameData {
  const provenance = { source: { kind: 'user' as const, ref: def.source.ref }, checkedAgainst: [], ...(def.source.notes ? { notes: def.source.notes } : {}) };
  const turns = [];
  for (let turn = def.turns.first; turn <= def.turns.last; turn++) turns.push({ turn });
  return {
    game: importedKey(def.slug),
    sides: def.sides,
    nationalities: def.sides.map((s) => ({ id: s.id, side: s.id, colour: s.colour })),
    terrainTypes: [],
    terrain: {},
    hexsides: [],
    places: [],
    units: def.table.pieces.map((p) => ({
      id: p.id,
      side: p.side ?? '',
      nationality: p.side ?? '',
      type: 'unknown' as const,
      size: 'unknown' as const,
      attack: 0,
      defence: 0,
      movement: 0,
      name: p.id,
    })),
    turns,
    scenarios: def.scenarios.map((s) => ({
      id: s.id,
      startTurn: s.startTurn,
      setup: s.setup.map((p) => ({ unit: p.piece, hex: p.cell })),
      arrivals: [],
      pool: s.pool,
      provenance,
    })),
    imageTable: def.table,
    provenance: { grid: provenance, terrain: provenance, hexsides: provenance, places: provenance, units: provenance, turns: provenance },
  };
}
