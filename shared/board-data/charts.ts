import type { GameId } from '../games/ids.js';
import { DARK_SANDS_TERRAIN } from '../games/dark-sands/terrain.js';
import { CASE_YELLOW_TERRAIN } from '../games/case-yellow/terrain.js';
import { BATTLE_FOR_NORTH_AFRICA_TERRAIN } from '../games/battle-for-north-africa/terrain.js';
import { ASL_STARTER_KIT_BOARD_CHART } from '../games/asl-starter-kit/board-chart.js';
import { TerrainChartSchema, type TerrainChart, type TerrainChartInput, type TerrainType } from './chart.js';

/**
 * Every game's board-data chart, by game id. A game without one here has no board data yet (Afrika
 * Korps keeps its own map data). The ASL Starter Kit's chart (shared/games/asl-starter-kit/terrain.ts)
 * is added here when its branch is merged.
 */
const CHARTS: Partial<Record<GameId, TerrainChartInput>> = {
  'dark-sands': DARK_SANDS_TERRAIN,
  'case-yellow': CASE_YELLOW_TERRAIN,
  'battle-for-north-africa': BATTLE_FOR_NORTH_AFRICA_TERRAIN,
  'asl-starter-kit': ASL_STARTER_KIT_BOARD_CHART,
};

const parsed = new Map<GameId, TerrainChart>();

/** A game's chart, checked against the chart's shape (a malformed chart is a programming error). */
export function chartOf(game: GameId): TerrainChart | null {
  const hit = parsed.get(game);
  if (hit) return hit;
  const input = CHARTS[game];
  if (!input) return null;
  const chart = TerrainChartSchema.parse(input);
  parsed.set(game, chart);
  return chart;
}

export function gamesWithCharts(): GameId[] {
  return Object.keys(CHARTS) as GameId[];
}

/** A chart with the players' own types added after the game's (an id the chart has already is skipped). */
export function withCustomTypes(chart: TerrainChart, custom: readonly TerrainType[]): TerrainChart {
  const ids = new Set(chart.types.map((t) => t.id));
  return { ...chart, types: [...chart.types, ...custom.filter((t) => !ids.has(t.id))] };
}
