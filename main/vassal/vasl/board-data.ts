/**
 * The terrain read from VASL board archives (to-game.ts) as the game's board data
 * (shared/board-data/schema.ts): each hex's Starter Kit terrain under its table cell name
 * (`yY7`, or `Y7` on one board), so the board-data tools show and edit it like painted terrain.
 * A hex whose terrain was not read is left unset, for the player. The values come from the
 * player's own board archives.
 */
import { BOARD_DATA_VERSION, PROVENANCE_USER_COPY, type BoardData } from '../../../shared/board-data/schema.js';
import { boardTypeOf } from '../../../shared/games/asl-starter-kit/board-chart.js';
import type { VaslTerrainFile } from './to-game.js';

export function boardDataOf(terrain: VaslTerrainFile): BoardData {
  const many = terrain.boards.length > 1;
  const hexes: BoardData['hexes'] = {};
  for (const b of terrain.boards) {
    for (const h of b.hexes ?? []) if (h.terrain) hexes[many ? `${b.placement.board}${h.hex}` : h.hex] = { t: boardTypeOf(h.terrain) };
  }
  return { version: BOARD_DATA_VERSION, game: 'asl-starter-kit', provenance: PROVENANCE_USER_COPY, hexes, hexsides: {}, places: [], counters: {}, customTypes: [] };
}
