import type { GameData } from '../../../../shared/games/descriptor.js';
import { combatUnitsAt, isCombatUnit } from '../rules/board.js';
import { legalMoves } from '../rules/movement.js';
import type { AkAction } from './actions.js';
import { freshAttackersOf, owedAttacks, retreatEnds } from './combat.js';
import type { Machine } from './machine.js';
import { dischargingBattles } from './obligations.js';
import { zocOf } from './options.js';
import { boardOf, combatUnitsOnMap, isCaptured, other, type AkState } from './state.js';

/**
 * The concrete actions open to the side to move now, for the command line's `legal` and for
 * referees: every arrival, every owed battle a single group can fight, every retreat end and
 * advance, and the step's end when the rules allow it. Moves are summarised per unit (`legal
 * --unit` lists the hexes). Each listed action passes explain().
 */
export function legalActions(data: GameData, machine: Machine, state: AkState): { actions: AkAction[]; movers: { unit: string; destinations: number }[] } {
  const out: AkAction[] = [];
  const movers: { unit: string; destinations: number }[] = [];
  if (state.mode !== 'rules' || state.rules.winner) return { actions: out, movers };
  const rules = state.rules;
  const b = boardOf(data, state);
  const zoc = zocOf(rules);
  const side = rules.side;
  const sideUnits = (pred: (id: string) => boolean) => data.units.filter((u) => u.side === side && pred(u.id)).map((u) => u.id);
  const p = rules.pending;
  if (p?.kind === 'retreat') {
    for (const unit of p.units) for (const to of retreatEnds(b, unit, b.units.get(unit)!.hex, zoc).keys()) out.push({ type: 'retreat', unit, to });
  } else if (p?.kind === 'advance') {
    out.push({ type: 'advance', units: [] });
    for (const u of p.units) out.push({ type: 'advance', units: [u] });
    if (p.units.length > 1) out.push({ type: 'advance', units: p.units.slice(0, 3 - combatUnitsAt(b, p.hex).length) });
  } else if (p?.kind === 'exchange') {
    for (const u of p.units) out.push({ type: 'exchangeLosses', units: [u] });
    out.push({ type: 'exchangeLosses', units: p.units });
  } else {
    switch (rules.step) {
      case 'arrival': {
        out.push({ type: 'rollSupply' });
        const spare = sideUnits((id) => data.units.find((u) => u.id === id)!.type === 'supply' && !isCaptured(id) && state.units[id]?.status !== 'map');
        for (const port of rules.ports) {
          if (spare[0]) out.push({ type: 'landSupply', unit: spare[0], port });
          const due = sideUnits((id) => state.units[id]?.status === 'track' && !(id in rules.sea) && (state.units[id]!.turn ?? 0) <= state.turn);
          for (const u of due) out.push({ type: 'reinforce', units: [u], port });
          const sea = Object.keys(rules.sea).filter((u) => data.units.find((x) => x.id === u)?.side === side);
          if (sea.length) out.push({ type: 'land', units: sea, port });
          for (const u of sideUnits((id) => state.units[id]?.status === 'eliminated' && isCombatUnit(data, id))) out.push({ type: 'replace', unit: u, port });
        }
        out.push({ type: 'endArrival' });
        break;
      }
      case 'movement': {
        for (const [id, u] of b.units) {
          if (u.side !== side) continue;
          const n = legalMoves(b, id, machine.moveOptions(state, [id])).size;
          if (n) movers.push({ unit: id, destinations: n });
        }
        movers.sort((x, y) => (x.unit < y.unit ? -1 : 1));
        for (const [id, u] of b.units) if (u.side === side) out.push({ type: 'embark', units: [id] });
        out.push({ type: 'endMovement' });
        break;
      }
      case 'combat': {
        const owed = owedAttacks(b, rules, zoc);
        const targets = new Set([...owed.defenders, ...combatUnitsOnMap(b, other(side)).filter((e) => !rules.attacked.includes(e))]);
        for (const d of [...targets].sort()) {
          const helpers = freshAttackersOf(b, rules, d);
          if (helpers.length) out.push({ type: 'attack', attackers: helpers, defenders: [d] });
        }
        // Owed battles against several enemies at once (8.4, 11.3.1).
        for (const x of dischargingBattles(b, rules, zoc, () => null)) if (x.defenders.length > 1) out.push({ type: 'attack', ...x });
        out.push({ type: 'endCombat' });
        break;
      }
      case 'end':
        out.push({ type: 'endTurn' });
        break;
    }
  }
  return { actions: out.filter((a) => !machine.explain(state, a)), movers };
}
