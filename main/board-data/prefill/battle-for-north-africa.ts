import type { TerrainChart } from '../../../shared/board-data/chart.js';
import type { BoardData } from '../../../shared/board-data/schema.js';
import { hexInfo } from '../../../shared/board-data/rules.js';
import { defaultInputs } from '../../companion/inputs.js';
import { BNA_COMBAT } from '../../games/battle-for-north-africa/companion/calculators/combat.js';
import { dedupe, faceReader, type Prefill, type SeenUnit } from './common.js';

/**
 * Battle for North Africa's combat calculator (main/games/battle-for-north-africa/companion/
 * calculators/combat.ts) with its inputs filled from the board data: each unit's combat strength,
 * armour and artillery points and whether it is armoured, on the face that is up (8.1, 8.3, 8.4),
 * and an armoured unit counted as stacked with infantry when a selected unit without armour of its
 * side stands in its hex (8.3.4). The rulebook prints no terrain chart (seed 001), so the terrain
 * DRM is always the player's, read off their own chart, unless the defender's hex is a type whose
 * combat effect is "none"; isolation, fortification, concentric attack and air are theirs too.
 */

type Side = 'attackers' | 'defenders';

export function prefillBattleForNorthAfricaCombat(chart: TerrainChart, data: BoardData, attackers: readonly SeenUnit[], defenders: readonly SeenUnit[]): Prefill {
  const inputs = defaultInputs(BNA_COMBAT.inputs);
  const unfilled: Prefill['unfilled'] = [];
  const read = faceReader(data, unfilled);

  const items = (units: readonly SeenUnit[], side: Side) => {
    const base = inputs[side] as Record<string, unknown>[];
    return units.map((u, i) => {
      const item = { ...(base[Math.min(i, base.length - 1)] ?? {}) } as Record<string, number | boolean>;
      const cs = read.num(u, 'strength', `${side}.cs`);
      if (cs !== null) item.cs = cs;
      item.ap = read.num(u, 'armour', `${side}.ap`) ?? 0;
      item.art = read.num(u, 'artillery', `${side}.art`) ?? 0;
      item.armour = read.flag(u, 'armoured');
      if (item.armour) {
        const infantry = units.some((o) => o !== u && o.cell === u.cell && !read.flag(o, 'armoured'));
        item.supported = infantry;
        if (!infantry) unfilled.push({ input: `${side}.supported`, piece: u.piece });
      } else item.supported = false;
      return item;
    });
  };
  inputs.attackers = items(attackers, 'attackers');
  inputs.defenders = items(defenders, 'defenders');

  const target = defenders[0]!.cell;
  const hex = hexInfo(chart, data, target);
  const types = [hex.terrain, ...hex.features].filter((t) => t !== null);
  if (hex.terrain && types.every((t) => t.combat.every((e) => e.kind === 'none'))) inputs.terrain = 0;
  else unfilled.push({ input: 'terrain', cell: target });
  return { inputs, unfilled: dedupe(unfilled) };
}
