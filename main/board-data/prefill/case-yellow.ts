import type { TerrainChart, TerrainType } from '../../../shared/board-data/chart.js';
import type { BoardData } from '../../../shared/board-data/schema.js';
import { hexInfo, hexsideFeatures } from '../../../shared/board-data/rules.js';
import { defaultInputs } from '../../companion/inputs.js';
import { CY_COMBAT } from '../../games/case-yellow/companion/calculators/combat.js';
import { dedupe, faceReader, sumOf, type Prefill, type SeenUnit } from './common.js';

/**
 * Case Yellow 1940's combat calculator (main/games/case-yellow/companion/calculators/combat.ts)
 * with its inputs filled from the board data (11.3): the attacking side from the attackers'
 * nationality; attack and defence, the sums of the face-up combat strengths (2.2a); the terrain
 * shifts, those of the defender's hex and its features (cumulative, 11.3c) plus a river hexside's
 * when every attacker attacks across one (TEC); the Marsh/Flooded air rule (5.2); no armour
 * shifts into or out of City, Marsh or Flooded, or into a fortified line (11.3c); the panzer
 * divisions, the ARKO and the Allied armour among the counters (11.3c, 11.8); the highest tactical
 * ratings (11.3d); and the Out of Supply markers the table sees. Air supports, Improved Defense,
 * bridgeheads and the 1st Tank Brigade are the player's to set.
 */

const ALLIED = new Set(['french', 'british', 'belgian', 'dutch']);
const NO_ARMOUR_NOTE = 'case-yellow:terrain.note.noArmourShift';
const ALL_ACROSS_NOTE = 'case-yellow:terrain.note.allAcross';

const noteIs = (t: TerrainType, key: string) => t.combat.some((e) => e.note && 'key' in e.note && e.note.key === key);
const shiftOf = (t: TerrainType) => t.combat.reduce((s, e) => s + (e.kind === 'shift-left' ? (e.value ?? 1) : 0), 0);

export function prefillCaseYellowCombat(chart: TerrainChart, data: BoardData, attackers: readonly SeenUnit[], defenders: readonly SeenUnit[]): Prefill {
  const inputs = defaultInputs(CY_COMBAT.inputs);
  const unfilled: Prefill['unfilled'] = [];
  const read = faceReader(data, unfilled);
  const target = defenders[0]!.cell;

  const nations = attackers.map((u) => read.choice(u, 'nationality', 'attacker'));
  if (nations.every((n) => n === 'german')) inputs.attacker = 'german';
  else if (nations.every((n) => n !== null && ALLIED.has(n))) inputs.attacker = 'allied';
  else if (!unfilled.some((x) => x.input === 'attacker')) unfilled.push({ input: 'attacker' });
  const german = inputs.attacker === 'german';

  const attack = sumOf(attackers, (u) => read.num(u, 'strength', 'attack'));
  if (attack !== null) inputs.attack = attack;
  const defence = sumOf(defenders, (u) => read.num(u, 'strength', 'defence'));
  if (defence !== null) inputs.defence = defence;

  // Terrain: the defender's hex (its base terrain and its features, cumulative), and a river's shift when all attack across one.
  const hex = hexInfo(chart, data, target);
  if (!hex.terrain) unfilled.push({ input: 'terrain', cell: target });
  const sides = attackers.map((u) => hexsideFeatures(chart, data, u.cell, target));
  const across = chart.types.filter((t) => t.layer === 'hexside' && noteIs(t, ALL_ACROSS_NOTE) && sides.every((s) => s.some((x) => x.id === t.id)));
  const riverShift = across.reduce((m, t) => Math.max(m, shiftOf(t)), 0);
  inputs.terrain = Math.min(5, [hex.terrain, ...hex.features].reduce((s, t) => s + (t ? shiftOf(t) : 0), 0) + riverShift);
  inputs.marsh = hex.terrain?.id === 'marsh' || hex.terrain?.id === 'flooded';
  inputs.fortifiedLine = hex.features.some((t) => t.id === 'fortified-line');
  const barring = (cell: string) => {
    const h = hexInfo(chart, data, cell);
    return [h.terrain, ...h.features].some((t) => t !== null && noteIs(t, NO_ARMOUR_NOTE));
  };
  inputs.armourBarred = inputs.fortifiedLine || barring(target) || attackers.some((u) => barring(u.cell));

  // The units' kinds (2.2a): panzer divisions, ARKO, Allied armour.
  const type = (u: SeenUnit, input: string) => read.choice(u, 'type', input);
  const size = (u: SeenUnit, input: string) => read.choice(u, 'size', input);
  if (german) {
    inputs.panzers = attackers.filter((u) => type(u, 'panzers') === 'panzer' && size(u, 'panzers') === 'division').length;
    inputs.arko = attackers.some((u) => type(u, 'arko') === 'arko');
    inputs.alliedArmourDefends = defenders.some((u) => type(u, 'alliedArmourDefends') === 'armoured');
  } else {
    inputs.alliedArmour = attackers.some((u) => type(u, 'alliedArmour') === 'armoured' && size(u, 'alliedArmour') === 'division') && !defenders.some((u) => type(u, 'alliedArmour') === 'panzer' && size(u, 'alliedArmour') === 'division');
  }

  const best = (units: readonly SeenUnit[], input: string): number | null => {
    const trs = units.map((u) => read.num(u, 'tactical', input)).filter((n): n is number => n !== null);
    return trs.length ? Math.max(...trs) : null;
  };
  const atr = best(attackers, 'attackerTr');
  if (atr !== null) inputs.attackerTr = Math.min(6, Math.max(1, atr));
  const dtr = best(defenders, 'defenderTr');
  if (dtr !== null) inputs.defenderTr = Math.min(6, Math.max(1, dtr));

  inputs.attackerOos = attackers.some((u) => u.outOfSupply === true);
  inputs.defenderOos = defenders.some((u) => u.outOfSupply === true);
  return { inputs, unfilled: dedupe(unfilled) };
}
