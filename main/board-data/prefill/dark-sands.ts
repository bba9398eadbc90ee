import type { InputValues } from '../../../shared/companion/definition.js';
import type { TerrainChart } from '../../../shared/board-data/chart.js';
import type { BoardData, CounterFaceValues } from '../../../shared/board-data/schema.js';
import { hexInfo, hexsideFeatures } from '../../../shared/board-data/rules.js';
import { defaultInputs } from '../../companion/inputs.js';
import { DS_COMBAT } from '../../games/dark-sands/companion/calculators/combat.js';

/**
 * The Dark Sands combat calculator (main/games/dark-sands/companion/calculators/combat.ts) with
 * its inputs filled from the board data: each attacker's and defender's values on the face that
 * is up (type, steps, AF or DF, Italian), the attacking side from the attackers' nationality, the
 * defending hex's terrain, fort and section, and the Ridge and Wadi hexsides each attacker
 * attacks across (TEC notes A, D, E), and the Disrupted and Out of Supply markers the table sees
 * on them (20.2.6). What the data does not give keeps the calculator's default
 * and is listed as unfilled, for the player to set; supports, chits and markers are the
 * player's to add.
 */

export interface SeenUnit {
  piece: string;
  cell: string;
  flipped: boolean;
  disrupted?: boolean;
  outOfSupply?: boolean;
}

export interface Prefill {
  inputs: InputValues;
  unfilled: { input: string; piece?: string; cell?: string }[];
}

const COMBAT_TERRAIN = new Set(['desert', 'salt-marsh', 'rough', 'mountain']);
const UNIT_TYPES = new Set(['infantry', 'tank', 'panzer', 'armoured-car', 'garrison']);

function face(data: BoardData, u: SeenUnit): CounterFaceValues | null {
  const v = Object.hasOwn(data.counters, u.piece) ? data.counters[u.piece] : undefined;
  if (!v) return null;
  return u.flipped && v.back ? v.back : v.front;
}

export function prefillDarkSandsCombat(chart: TerrainChart, data: BoardData, attackers: readonly SeenUnit[], defenders: readonly SeenUnit[]): Prefill {
  const inputs = defaultInputs(DS_COMBAT.inputs);
  const unfilled: Prefill['unfilled'] = [];
  const target = defenders[0]!;
  const num = (f: CounterFaceValues | null, id: string, input: string, u: SeenUnit, fallback: number): number => {
    const v = f?.[id];
    if (typeof v === 'number') return v;
    unfilled.push({ input, piece: u.piece });
    return fallback;
  };
  const unitType = (f: CounterFaceValues | null, u: SeenUnit, input: string): string => {
    const v = f?.type;
    if (typeof v === 'string' && UNIT_TYPES.has(v)) return v;
    unfilled.push({ input, piece: u.piece });
    return 'infantry';
  };

  // The attacking side: the attackers' nationality (German or Italian: Axis).
  const nations = new Set(attackers.map((u) => face(data, u)?.nationality).filter((n): n is string => typeof n === 'string'));
  if (nations.size > 0 && [...nations].every((n) => n === 'allied')) inputs.attacker = 'allied';
  else if (nations.size > 0 && [...nations].every((n) => n === 'german' || n === 'italian')) inputs.attacker = 'axis';
  else unfilled.push({ input: 'attacker' });

  inputs.attackers = attackers.map((u) => {
    const f = face(data, u);
    const sides = hexsideFeatures(chart, data, u.cell, target.cell).map((t) => t.id);
    return {
      af: num(f, 'attack', 'attackers.af', u, 0),
      type: unitType(f, u, 'attackers.type'),
      steps: num(f, 'steps', 'attackers.steps', u, 1),
      ridge: sides.includes('ridge'),
      wadi: sides.includes('wadi'),
    };
  });
  inputs.defenders = defenders.map((u) => {
    const f = face(data, u);
    const nation = f?.nationality;
    if (typeof nation !== 'string') unfilled.push({ input: 'defenders.italian', piece: u.piece });
    return {
      df: num(f, 'defence', 'defenders.df', u, 0),
      type: unitType(f, u, 'defenders.type'),
      steps: num(f, 'steps', 'defenders.steps', u, 1),
      italian: nation === 'italian',
    };
  });

  // Markers the table sees (20.2.6: one side's OOS or Disrupted counts once).
  inputs.attackerOos = attackers.some((u) => u.outOfSupply === true);
  inputs.attackerDisrupted = attackers.some((u) => u.disrupted === true);
  inputs.defenderOos = defenders.some((u) => u.outOfSupply === true);
  inputs.defenderDisrupted = defenders.some((u) => u.disrupted === true);

  const hex = hexInfo(chart, data, target.cell);
  if (hex.terrain && COMBAT_TERRAIN.has(hex.terrain.id)) inputs.terrain = hex.terrain.id;
  else unfilled.push({ input: 'terrain', cell: target.cell });
  const fort = hex.features.find((t) => t.id === 'bardia-fort' || t.id === 'tobruk-fort');
  inputs.fort = fort ? (fort.id === 'bardia-fort' ? 'bardia' : 'tobruk') : 'none';
  if (hex.section === null) unfilled.push({ input: 'section', cell: target.cell });
  else inputs.section = hex.section === 'central' ? 'central' : 'side';
  return { inputs, unfilled };
}
