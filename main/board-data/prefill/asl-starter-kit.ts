import type { TerrainChart } from '../../../shared/board-data/chart.js';
import type { BoardData } from '../../../shared/board-data/schema.js';
import { hexInfo } from '../../../shared/board-data/rules.js';
import { ASL_TERRAIN, seasonOf } from '../../../shared/games/asl-starter-kit/terrain.js';
import { defaultInputs } from '../../companion/inputs.js';
import { ASL_FIRE } from '../../games/asl-starter-kit/companion/calculators/fire.js';
import { lineOfSight, type LosResult } from '../../games/asl-starter-kit/los/line-of-sight.js';
import { hexRange } from '../../games/asl-starter-kit/los/thread.js';
import type { VaslLosMap } from '../../games/asl-starter-kit/los/vasl-map.js';
import { dedupe, faceReader, type Prefill, type SeenUnit } from './common.js';

/**
 * The ASL Starter Kit's fire calculator (IFT, main/games/asl-starter-kit/companion/calculators/
 * fire.ts) with its inputs filled from the board data and the map's line of sight: each firer's
 * FP on the face that is up, its range from the hexes (same hex ×3, adjacent ×2, beyond its normal
 * range up to twice it ×½ — 3.2.2), the target hex's TEM (1.1.1: the board data's terrain, else
 * the terrain read from the VASL boards), the hindrance DRM of the line of sight (3.2.1), and the
 * target's morale. A line of sight that is blocked, a range beyond twice the normal range, firers
 * whose hindrances differ, or a hindrance that changes with the season (orchards, grain) are left
 * for the player, listed as unfilled. Leaders, phases and FFMO/FFNAM are the player's.
 */

/** The months the seasons of 1.1.1 differ by: orchards and grain both in season (July), both out (December). */
const IN_SEASON = seasonOf(7);
const OUT_OF_SEASON = seasonOf(12);

export function prefillAslFire(chart: TerrainChart, data: BoardData, firers: readonly SeenUnit[], targets: readonly SeenUnit[], los: VaslLosMap | null): Prefill {
  const inputs = defaultInputs(ASL_FIRE.inputs);
  const unfilled: Prefill['unfilled'] = [];
  const read = faceReader(data, unfilled);
  const target = targets[0]!;
  const to = los?.locate(target.cell) ?? null;
  const base = (inputs.firers as Record<string, unknown>[])[0] ?? {};

  const hindrances = new Set<number>();
  inputs.firers = firers.map((u) => {
    const item = { ...base } as Record<string, number | string | boolean>;
    const fp = read.num(u, 'firepower', 'firers.fp');
    if (fp !== null) item.fp = fp;
    const from = los?.locate(u.cell) ?? null;
    if (u.cell === target.cell) item.range = 'same-hex';
    else if (!from || !to) unfilled.push({ input: 'firers.range', piece: u.piece, cell: u.cell });
    else {
      const range = hexRange(from, to);
      const normal = read.num(u, 'normal-range', 'firers.range');
      if (range === 1) item.range = 'adjacent';
      else if (normal !== null && range > 2 * normal) unfilled.push({ input: 'firers.range', piece: u.piece });
      else if (normal !== null) item.range = range > normal ? 'long' : 'normal';
      const seen = [IN_SEASON, OUT_OF_SEASON].map((season) => lineOfSight(los!.map, { from, to, season }));
      const [a, b] = seen as [LosResult | { error: 'offMap' }, LosResult | { error: 'offMap' }];
      if ('error' in a || 'error' in b || a.verdict === 'blocked' || b.verdict === 'blocked' || a.hindrance !== b.hindrance) unfilled.push({ input: 'hindrance', piece: u.piece, cell: u.cell });
      else hindrances.add(a.hindrance);
    }
    return item;
  });
  const sameHex = firers.every((u) => u.cell === target.cell);
  if (sameHex) inputs.hindrance = 0;
  else if (hindrances.size === 1 && !unfilled.some((x) => x.input === 'hindrance')) inputs.hindrance = Math.min(8, [...hindrances][0]!);
  else if (!unfilled.some((x) => x.input === 'hindrance')) unfilled.push({ input: 'hindrance', cell: target.cell });

  // The target hex's TEM (1.1.1): the board data's terrain, else the terrain read from the VASL boards.
  const hex = hexInfo(chart, data, target.cell);
  const read1 = to ? los!.map(to)?.terrain : null;
  if (hex.terrain) inputs.tem = hex.terrain.combat.reduce((s, e) => s + (e.kind === 'defence-plus' ? (e.value ?? 0) : 0), 0);
  else if (read1) inputs.tem = ASL_TERRAIN[read1].tem ?? 0;
  else unfilled.push({ input: 'tem', cell: target.cell });

  // The morale checks' morale: one target's; with several, each checks on its own (the player's).
  if (targets.length === 1) {
    const morale = read.num(target, 'morale', 'morale');
    if (morale !== null) inputs.morale = morale;
  } else unfilled.push({ input: 'morale' });
  return { inputs, unfilled: dedupe(unfilled) };
}
