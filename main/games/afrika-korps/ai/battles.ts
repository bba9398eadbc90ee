import type { LegalOption } from '../../../../shared/engine/options.js';
import type { BattlePlan } from '../../../../shared/api/contract.js';
import type { GameModule } from '../../../engine/module.js';
import type { AfrikaKorpsExtras } from '../module.js';
import type { AkAction } from '../play/actions.js';
import { freshAttackersOf, surrounded } from '../play/combat.js';
import { suppliesInRange } from '../play/supply.js';
import { zocOf } from '../play/options.js';
import { boardOf, combatUnitsOnMap, controller, other, victoryHexes, type AkState, type Side } from '../play/state.js';
import type { Board } from '../rules/board.js';
import { WEIGHTS, worth } from './evaluate.js';
import { supplyCost } from './supply-risk.js';
import { resultValue } from './owed.js';

export { resultValue };

type AkModule = GameModule<AkState, AkAction> & AfrikaKorpsExtras;

/** A battle the computer may declare, with what the module's battle planner says of it. */
export interface Battle {
  attackers: string[];
  defenders: string[];
  plan: BattlePlan;
  /** Expected factors gained, the hex taken counted in factors too. */
  value: number;
  /** The victory hex the battle would clear, if any. */
  place: string | null;
  /** What the supply it spends costs, in factors (already taken from `value`). */
  supply: number;
}

/** A victory hex in combat factors: what the evaluation gives a hex held against a factor kept. */
const HEX_FACTORS = WEIGHTS.victoryHex / WEIGHTS.material;

/**
 * The last victory hex a side lacks is the game, and the fewer turns are left to take it (4.1: by
 * the last turn), the more a chance at it now is worth: from twice a hex's worth on the first turn
 * to four times on the last. Early on, odds built up over a few turns are the better bet.
 */
export function lastHexWeight(data: AkModule['data'], turn: number): number {
  const last = Math.max(1, ...data.turns.map((t) => t.turn));
  return 2 + 2 * Math.min(1, turn / last);
}

/** The results that leave the defenders' hex without them: the attacker may advance into it (16). */
const CLEARS = new Set(['DE', 'DB2', 'EX']);

/**
 * The battles to weigh: the attacks the options list offers, and the ones a person would plan on
 * the board with the combat planner — every enemy stack (a fortress garrison is attacked whole,
 * 23.1) against all the fresh units next to it. The module's battle planner (a public question)
 * says whether the engine would accept each, and at what odds.
 */
export function candidateBattles(module: AkModule, state: AkState, options: readonly LegalOption[], trim = false): Battle[] {
  if (state.mode !== 'rules') return [];
  const data = module.data;
  const rules = state.rules;
  const board = boardOf(data, state);
  const shapes: { attackers: string[]; defenders: string[] }[] = [];
  for (const o of options) if (o.kind === 'attack' && !o.refused) shapes.push({ attackers: [...(o.action.attackers as string[])], defenders: [...(o.action.defenders as string[])] });
  const stacks = new Map<string, string[]>();
  for (const d of combatUnitsOnMap(board, other(rules.side))) {
    if (rules.attacked.includes(d)) continue;
    const h = board.units.get(d)!.hex;
    stacks.set(h, [...(stacks.get(h) ?? []), d]);
  }
  for (const defenders of stacks.values()) {
    const attackers = [...new Set(defenders.flatMap((d) => freshAttackersOf(board, rules, d)))].sort();
    if (attackers.length) shapes.push({ attackers, defenders: [...defenders].sort() });
  }
  const seen = new Set<string>();
  const out: Battle[] = [];
  for (let i = 0; i < shapes.length; i++) {
    const s = shapes[i]!;
    const key = `${s.attackers.join(',')}>${s.defenders.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const plan = module.battlePlan!(state, s.attackers, s.defenders);
    if (plan.refusal) {
      // Some attackers beyond their supply (14.1, 14.2): the strong player also tries the battle
      // with those that have a supply in reach, as a person would (ai-match sq-1: nine units round
      // a Tobruch never attacked, three of them cut from the supply the other six had).
      if (trim && plan.refusal.reason === 'noSupply') {
        const zoc = zocOf(rules);
        const supplied = s.attackers.filter((a) => suppliesInRange(board, rules.side, a, s.defenders, zoc).length);
        if (supplied.length && supplied.length < s.attackers.length) shapes.push({ attackers: supplied, defenders: s.defenders });
      }
      continue;
    }
    out.push(weigh(module, state, board, s.attackers, s.defenders, plan));
    if (trim) {
      const fewer = trimmed(module, state, s.attackers, s.defenders, plan);
      if (fewer.attackers.length < s.attackers.length) out.push(weigh(module, state, board, fewer.attackers, s.defenders, fewer.plan));
    }
  }
  return out;
}

/**
 * The fewest attackers that keep a battle at the same odds, the engine accepting it: the units
 * left out risk nothing on an AE or AB2 (7.5) and stay free for another battle. Each round drops
 * the attacker whose absence costs least, the strongest first among those that keep the column.
 */
export function trimmed(module: AkModule, state: AkState, attackers: readonly string[], defenders: readonly string[], plan: BattlePlan): { attackers: string[]; plan: BattlePlan } {
  const data = module.data;
  let best = { attackers: [...attackers], plan };
  for (;;) {
    let next: { attackers: string[]; plan: BattlePlan } | null = null;
    const byWorth = [...best.attackers].sort((a, b) => worth(data, b) - worth(data, a) || (a < b ? -1 : 1));
    for (const drop of byWorth) {
      const rest = best.attackers.filter((a) => a !== drop);
      if (!rest.length) continue;
      const p = module.battlePlan!(state, rest, defenders);
      if (!p.refusal && p.column === plan.column && p.automatic === plan.automatic) {
        next = { attackers: rest, plan: p };
        break;
      }
    }
    if (!next) return best;
    best = next;
  }
}

/** A battle's expected worth from its listed chances, never from the die the engine would draw, less the supply it spends. */
export function weigh(module: AkModule, state: AkState, board: Board, attackers: string[], defenders: string[], plan: BattlePlan): Battle {
  const data = module.data;
  const attack = attackers.reduce((s, a) => s + worth(data, a), 0);
  const defence = defenders.reduce((s, d) => s + worth(data, d), 0);
  const trapped = state.mode === 'rules' && surrounded(board, defenders, zocOf(state.rules));
  const hex = board.units.get(defenders[0]!)?.hex ?? '';
  const place = victoryHexes(data).find((v) => v.hex === hex) ?? null;
  const side = board.units.get(attackers[0]!)?.side as Side | undefined;
  let value: number;
  let cleared: number;
  if (plan.automatic) (value = defence), (cleared = 1);
  else {
    value = plan.chances.reduce((s, c) => s + c.probability * resultValue(c.result, attack, defence, trapped), 0);
    cleared = plan.chances.reduce((s, c) => s + (CLEARS.has(c.result) ? c.probability : 0), 0);
  }
  // A victory hex the enemy holds: clearing it is worth the hex, and the last one the side lacks is the game (4.1, 4.2).
  if (place && side && controller(board, place.hex, place.base) !== side) {
    const lacking = victoryHexes(data).filter((v) => controller(board, v.hex, v.base) !== side).length;
    value += cleared * HEX_FACTORS * (lacking === 1 ? lastHexWeight(data, state.turn) : 1);
  }
  const supply = side ? supplyCost(state, board, plan, side) : 0;
  return { attackers, defenders, plan, value: value - supply, place: place?.id ?? null, supply };
}
