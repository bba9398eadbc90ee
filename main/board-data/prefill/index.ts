import type { TerrainChart } from '../../../shared/board-data/chart.js';
import type { BoardData } from '../../../shared/board-data/schema.js';
import type { GameId } from '../../../shared/games/ids.js';
import { readGameLosMap } from '../../games/asl-starter-kit/los/game-terrain.js';
import { prefillAslFire } from './asl-starter-kit.js';
import { prefillBattleForNorthAfricaCombat } from './battle-for-north-africa.js';
import { prefillCaseYellowCombat } from './case-yellow.js';
import { prefillDarkSandsCombat } from './dark-sands.js';
import type { Prefill, SeenUnit } from './common.js';

/**
 * Each game's calculator prefilled from the map, by game id: which calculator of its companion it
 * fills and how. The handler (main/app/handlers-board-data.ts) names no game; a game missing here
 * answers `boardData.noPrefill`.
 */
export interface PrefillContext {
  chart: TerrainChart;
  data: BoardData;
  /** The imported module's folder (the ASL Starter Kit reads its VASL boards' line-of-sight terrain there). */
  folder: string;
}

export interface GamePrefill {
  /** The companion calculator's id the inputs are for. */
  calculator: string;
  fill(c: PrefillContext, attackers: readonly SeenUnit[], defenders: readonly SeenUnit[]): Prefill;
}

const PREFILLS: Partial<Record<GameId, GamePrefill>> = {
  'dark-sands': { calculator: 'combat', fill: (c, a, d) => prefillDarkSandsCombat(c.chart, c.data, a, d) },
  'case-yellow': { calculator: 'combat', fill: (c, a, d) => prefillCaseYellowCombat(c.chart, c.data, a, d) },
  'battle-for-north-africa': { calculator: 'combat', fill: (c, a, d) => prefillBattleForNorthAfricaCombat(c.chart, c.data, a, d) },
  'asl-starter-kit': { calculator: 'fire', fill: (c, a, d) => prefillAslFire(c.chart, c.data, a, d, readGameLosMap(c.folder)) },
};

export function prefillOf(game: GameId): GamePrefill | null {
  return PREFILLS[game] ?? null;
}
