import type { EngineMessage } from '../../../../engine/module.js';
import { isCombatUnit } from '../../rules/board.js';
import { enemyZocAt } from '../../rules/zoc.js';
import { neighboursOf, isFortress } from '../../rules/terrain.js';
import { exchange, explainAttack, explainLosses, owedAttacks, retreatEnds, trappedWithoutSupply, suppliesTakenAlong, freshAttackersOf, explainEscortCapture } from '../combat.js';
import { combatUnitsOnMap, isCaptured, other, type AkState, type Pending } from '../state.js';
import { advanceStacking } from '../advance.js';
import { explainRetreatEnd } from '../retreat-reasons.js';
import { dischargingBattles } from '../obligations.js';
import { r, type Context, type StepSpec } from './context.js';
import type { Battles } from './battle.js';

/**
 * The combat step (7–11, 14–16): battles, the capture of escorted supplies (15.3.2.2), the choices a
 * battle leaves — retreats (7.6), exchange losses (7.5), the advance (16.1) — break-downs (21.3)
 * and the end of combat, which removes the units that still owe an attack no battle can discharge.
 */
export function combatStep(ctx: Context & Battles): StepSpec {
  const { data, board, sideOf, zocOptions, put, withRules, onMap, hexOf, eliminate, capture, relocateRommel, ownUnits, finishBattle, resolveBattle } = ctx;

  /** Owed attacks that some legal battle could still discharge (8.4, 11.3). */
  function owedStillPossible(state: AkState): string[] | null {
    const rules = state.rules;
    const b = board(state);
    const owed = owedAttacks(b, rules, zocOptions(rules));
    if (!owed.attackers.length && !owed.defenders.length) return null;
    const possible: string[] = [];
    for (const d of owed.defenders) {
      const helpers = freshAttackersOf(b, rules, d);
      if (helpers.length && !explainAttack(b, rules, helpers, [d], undefined, zocOptions(rules))) possible.push(d);
    }
    for (const a of owed.attackers) {
      const ah = b.units.get(a)!.hex;
      const targets = combatUnitsOnMap(b, other(rules.side)).filter((e) => !rules.attacked.includes(e) && neighboursOf(data, ah).includes(b.units.get(e)!.hex));
      if (targets.some((e) => !explainAttack(b, rules, [a], [e], undefined, zocOptions(rules)))) possible.push(a);
    }
    // Battles against several enemies at once: a unit between two enemies must fight both (8.4, 11.3.1, 23.2).
    if (!possible.length) {
      const battles = dischargingBattles(b, rules, zocOptions(rules), (at, de) => explainAttack(b, rules, at, de, undefined, zocOptions(rules)));
      for (const x of battles) for (const u of [...x.defenders.filter((d) => owed.defenders.includes(d)), ...x.attackers.filter((a) => owed.attackers.includes(a))]) if (!possible.includes(u)) possible.push(u);
    }
    return possible.length ? possible : null;
  }

  function endCombat(state: AkState, messages: EngineMessage[]): AkState {
    // Owed attacks no legal battle can discharge any more: the units that owed them are lost (8.4, 7.4).
    const b = board(state);
    const owed = owedAttacks(b, state.rules, zocOptions(state.rules));
    for (const u of owed.attackers) {
      // Trapped without the supply its remaining battle would need (11.9), or simply unable to fight it (8.4).
      const rest = enemyZocAt(b, state.rules.side, b.units.get(u)!.hex, zocOptions(state.rules)).filter((e) => isCombatUnit(data, e) && !state.rules.attacked.includes(e));
      state = eliminate(state, [u], trappedWithoutSupply(b, state.rules.side, u, rest, zocOptions(state.rules), state.rules.fought) ? '11.9' : '8.4', messages, 'forcedElimination');
    }
    messages.push({ code: 'stepBegun', params: { side: state.rules.side, step: 'end' }, rule: '3.2' });
    return withRules(state, { step: 'end' });
  }

  return {
    kinds: () => ['attack', 'captureSupply', 'breakDown', 'endCombat'],
    actions: {
      attack: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const bad = ownUnits(state, action.attackers);
          if (bad) return bad;
          return explainAttack(b, rules, action.attackers, action.defenders, action.supplies, zocOptions(rules));
        },
        apply(state, action, dice) {
          const messages: EngineMessage[] = [];
          return { state: relocateRommel(resolveBattle(state, action.attackers, action.defenders, action.supplies, dice, messages), messages), messages };
        },
      },
      captureSupply: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const bad = ownUnits(state, [action.unit]);
          return bad ?? explainEscortCapture(b, rules, action.unit, action.supply);
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const hex = hexOf(state, action.supply);
          messages.push({ code: 'escortedSupplyTaken', params: { unit: action.unit, supply: action.supply, hex }, rule: '15.3.2.2' });
          let next = capture(state, action.supply, rules.side, messages);
          const taken = Object.values(next.units).find((u) => u.status === 'map' && u.hex === hex && isCaptured(u.id) && sideOf(u.id) === rules.side && state.units[u.id]?.status !== 'map');
          // The captor has fought its battle (15.3.2.2); the captured supply supports no attack this turn (15.4.1).
          next = withRules(next, { fought: [...rules.fought, action.unit], barred: [...rules.barred, ...(taken ? [taken.id] : [])] });
          return { state: next, messages };
        },
      },
      retreat: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const p = rules.pending;
          if (p?.kind !== 'retreat' || !p.units.includes(action.unit)) return r('notRetreating', '7.6', { unit: action.unit });
          const ends = retreatEnds(b, action.unit, hexOf(state, action.unit), zocOptions(rules));
          return ends.has(action.to) ? null : explainRetreatEnd(b, action.unit, hexOf(state, action.unit), action.to, ends, zocOptions(rules));
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const p = rules.pending as Extract<Pending, { kind: 'retreat' }>;
          const from = hexOf(state, action.unit);
          messages.push({ code: 'retreated', params: { unit: action.unit, from, to: action.to }, rule: '7.6' });
          const path = retreatEnds(board(state), action.unit, from, zocOptions(rules)).get(action.to)!;
          let next = put(state, [action.unit], { status: 'map', hex: action.to, turn: null });
          if (isFortress(data, action.to) && sideOf(action.unit) !== rules.side) next = withRules(next, { refugees: [...rules.refugees, action.unit] });
          // 15.2.2: lone enemy supplies passed on the way are taken (not one sustaining an attack now).
          for (const s of suppliesTakenAlong(board(next), action.unit, path, rules.used)) next = capture(next, s, sideOf(action.unit), messages);
          let left = p.units.filter((u) => u !== action.unit);
          // A unit still to retreat that this one's end has left with nowhere to go is eliminated
          // (7.6.1: a retreat may not end over-stacked), or the battle could never be finished.
          const stranded = left.filter((u) => retreatEnds(board(next), u, hexOf(next, u), zocOptions(rules)).size === 0);
          if (stranded.length) {
            next = eliminate(next, stranded, '7.6.1', messages, 'forcedElimination');
            left = left.filter((u) => !stranded.includes(u));
          }
          if (left.length) next = withRules(next, { pending: { ...p, units: left } });
          else next = finishBattle(next, messages);
          return { state: relocateRommel(next, messages), messages };
        },
      },
      exchangeLosses: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const p = rules.pending;
          if (p?.kind !== 'exchange') return r('notRetreating', '7.5');
          return explainLosses(b, p.units, action.units, p.atLeast, sideOf(p.units[0]!) === rules.side);
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const next = eliminate(state, action.units, '7.5', messages);
          return { state: finishBattle(next, messages), messages };
        },
      },
      advance: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const p = rules.pending;
          if (p?.kind !== 'advance') return r('noAdvance', '16.1');
          for (const id of action.units) if (!p.units.includes(id)) return r('noAdvance', '16.1', { unit: id });
          return advanceStacking(b, p.hex, action.units);
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const p = rules.pending as Extract<Pending, { kind: 'advance' }>;
          let next = state;
          if (action.units.length) {
            for (const id of action.units) messages.push({ code: 'advanced', params: { unit: id, from: hexOf(state, id), to: p.hex }, rule: '16.1' });
            const paths = action.units.map((id) => [hexOf(state, id), p.hex]);
            next = put(state, action.units, { status: 'map', hex: p.hex, turn: null });
            // 15.2.2: an advancing unit takes the lone enemy supplies it comes next to.
            action.units.forEach((id, i) => {
              for (const s of suppliesTakenAlong(board(next), id, paths[i]!)) if (onMap(next, s)) next = capture(next, s, rules.side, messages);
            });
          }
          return { state: withRules(next, { pending: null }), messages };
        },
      },
      endCombat: {
        explain(state, action) {
          const owed = owedStillPossible(state);
          return owed ? r('attacksOwed', '8.4', { units: owed.length, first: owed[0]! }) : null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          return { state: endCombat(state, messages), messages };
        },
      },
    },
  };
}
