import type { TerrainChart } from '../../../shared/board-data/chart.js';
import type { BoardData } from '../../../shared/board-data/schema.js';
import type { GameId } from '../../../shared/games/ids.js';
import { prefillBattleForNorthAfricaCombat } from './battle-for-north-africa.js';
import { prefillCaseYellowCombat } from './case-yellow.js';
import { prefillDarkSandsCombat } from './dark-sands.js';
import type { Prefill, SeenUnit } from './common.js';

/**
 * Each game's calculator prefilled from the map, by game id: which calculator of its companion it
 * fills and how. The handler (main/app/handlers-board-data.ts) names no game; a game missing here
 * answers `boardData.noPrefill`.
 */
export interface GamePrefill {
  /** The companion calculator's id the inputs are for. */
  calculator: string;
  fill(chart: TerrainChart, data: BoardData, attackers: readonly SeenUnit[], defenders: readonly SeenUnit[]): Prefill;
}

const PREFILLS: Partial<Record<GameId, GamePrefill>> = {
  'dark-sands': { calculator: 'combat', fill: prefillDarkSandsCombat },
  'case-yellow': { calculator: 'combat', fill: prefillCaseYellowCombat },
  'battle-for-north-africa': { calculator: 'combat', fill: prefillBattleForNorthAfricaCombat },
};

export function prefillOf(game: GameId): GamePrefill | null {
  return PREFILLS[game] ?? null;
}
