import type { EngineMessage } from '../../../../engine/module.js';
import { combatUnitsAt, isCombatUnit, unitSpec } from '../../rules/board.js';
import { overstackedHexes } from '../../rules/movement.js';
import { explainMove } from '../../rules/move-explain.js';
import { battleOdds } from '../../rules/odds.js';
import { automaticVictoryAgainst, doomedUnits, trappedOnceTaken, ignoringZocOf } from '../combat.js';
import { SUBSTITUTES_FROM, attackOf, type AkState } from '../state.js';
import { retreatCutters } from '../retreat-cutters.js';
import { r, type Context, type StepSpec } from './context.js';
import type { Battles } from './battle.js';
import { embarkRefusal } from './embark.js';

/**
 * The movement step (5–9, 13, 17, 18, 21–23): moves, automatic victories declared during movement
 * (9.1), putting to sea (23.4), Allied substitutions and break-downs (21), and the end of movement,
 * which settles the automatic victories and removes the units that could make no legal attack.
 */
export function movementStep(ctx: Context & Battles): StepSpec {
  const { data, lastTurn, board, zocOptions, put, withRules, onMap, hexOf, eliminate, capture, relocateRommel, ownUnits, progressOf, movesFor, rommelId, moveOptions, frozenRule, figures, resolveBattle } = ctx;

  function endMovement(state: AkState, messages: EngineMessage[]): AkState {
    // Automatic victories won during movement are settled first (9.1). One that no longer holds
    // is not settled with a die nobody rolled: it lapses, and its units fight in combat (8.4).
    for (const [defender, attackers] of Object.entries(state.rules.av)) {
      if (!onMap(state, defender)) continue;
      const live = attackers.filter((a) => onMap(state, a));
      if (!live.length) continue;
      if (!figures(state, live, [defender]).auto) {
        const av = { ...state.rules.av };
        delete av[defender];
        messages.push({ code: 'avLapsed', params: { defender, attackers: live.join(', ') }, rule: '9.1' });
        state = withRules(state, { av });
        continue;
      }
      state = resolveBattle(state, live, [defender], undefined, [], messages);
    }
    // Units that cannot make any legal attack are removed before combat (7.4, 11.6, 11.9).
    const doomed = doomedUnits(board(state), state.rules, zocOptions(state.rules));
    for (const d of doomed) state = eliminate(state, [d.unit], d.rule, messages, 'forcedElimination');
    state = relocateRommel(state, messages);
    messages.push({ code: 'stepBegun', params: { side: state.rules.side, step: 'combat' }, rule: '3.2' });
    return withRules(state, { step: 'combat', pending: null });
  }

  return {
    kinds: () => ['move', 'declareAv', 'embark', 'substitute', 'breakDown', 'endMovement'],
    actions: {
      move: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const bad = ownUnits(state, action.units);
          if (bad) return bad;
          for (const id of action.units) {
            if (!onMap(state, id)) return r('unitNotOnMap', '5.1', { unit: id });
            if (rules.frozen.includes(id)) return r('frozen', frozenRule(rules, id), { unit: id });
            if (rules.substituted.includes(id)) return r('frozen', '21.2', { unit: id });
          }
          if (!progressOf(state, action.units).same) return r('movedApart', '6.2');
          if (action.units.every((id) => hexOf(state, id) === action.to)) return r('alreadyThere', '5.2', { unit: action.units.join(', '), hex: action.to });
          if (movesFor(state, action.units).has(action.to)) return null;
          const refused = explainMove(b, action.units, action.to, moveOptions(state, action.units));
          return refused ? { reason: refused.reason, rule: refused.rule, params: refused.params } : null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const move = movesFor(state, action.units).get(action.to)!;
          const from = hexOf(state, action.units[0]!);
          let next = put(state, action.units, { status: 'map', hex: action.to, turn: null });
          const moved = { ...rules.moved };
          for (const id of action.units) moved[id] = move.progress;
          // Units that moved two hexes or more together with Rommel have had his bonus this turn (22.1).
          const withRommel = rommelId !== null && action.units.includes(rommelId) && move.path.length >= 3 ? action.units.filter((u) => u !== rommelId) : [];
          for (const id of action.units) messages.push({ code: 'moved', params: { unit: id, from, to: action.to }, rule: move.stop === 'zoc' ? '8.1' : move.stop === 'escarpment' ? '18.1' : '5.2' });
          next = withRules(next, { moved, ...(withRommel.length ? { rommelUsed: [...new Set([...(rules.rommelUsed ?? []), ...withRommel])] } : {}) });
          for (const s of move.captures) if (onMap(next, s)) next = capture(next, s, rules.side, messages);
          next = relocateRommel(next, messages);
          return { state: next, messages };
        },
      },
      declareAv: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const bad = ownUnits(state, action.attackers);
          if (bad) return bad;
          for (const d of action.defenders) if (d in rules.av) return r('alreadyAttacked', '11.7', { unit: d });
          return automaticVictoryAgainst(b, rules, action.defenders, action.attackers, zocOptions(rules));
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const av = { ...rules.av };
          for (const d of action.defenders) av[d] = [...action.attackers];
          messages.push({ code: 'automaticVictory', params: { attackers: action.attackers.join(', '), defenders: action.defenders.join(', ') }, rule: '9.1' });
          // 9.3: at 5-1 or 6-1 against a surrounded defender, the units cutting its retreat stay put too.
          const b = board(state);
          const column = battleOdds(b, action.attackers, action.defenders).column;
          const trapped = trappedOnceTaken(b, rules, action.defenders, zocOptions(rules));
          const cutters = column === 'auto-elimination' ? [] : retreatCutters(b, rules.side, action.defenders, action.attackers, ignoringZocOf(zocOptions(rules), trapped), trapped).filter((u) => !rules.frozen.includes(u));
          if (cutters.length) messages.push({ code: 'retreatCut', params: { units: cutters.join(', '), defenders: action.defenders.join(', ') }, rule: '9.3' });
          return { state: withRules(state, { av, frozen: [...new Set([...rules.frozen, ...action.attackers, ...cutters])] }), messages };
        },
      },
      embark: {
        explain(state, action) {
          const bad = ownUnits(state, action.units);
          if (bad) return bad;
          for (const id of action.units) {
            const refused = embarkRefusal(ctx, state, id);
            if (refused) return refused;
          }
          return null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const sea = { ...rules.sea };
          for (const id of action.units) {
            sea[id] = state.turn;
            messages.push({ code: 'embarked', params: { unit: id, hex: hexOf(state, id) }, rule: '23.4' });
          }
          return { state: withRules(put(state, action.units, { status: 'track', hex: null, turn: Math.min(state.turn + 1, lastTurn) }), { sea }), messages };
        },
      },
      substitute: {
        explain(state, action) {
          const rules = state.rules;
          const bad = ownUnits(state, [...action.units, action.substitute]);
          if (bad) return bad;
          if (rules.side !== 'allied') return r('substitutesAllied', '21.1');
          if (state.turn < SUBSTITUTES_FROM) return r('substitutesNotYet', '21.1', { turn: SUBSTITUTES_FROM });
          const sub = unitSpec(data, action.substitute);
          if (!sub || !action.substitute.includes('-sub-') || state.units[action.substitute]!.status === 'map') return r('notASubstitute', '21.7', { unit: action.substitute });
          const hex = hexOf(state, action.units[0]!);
          const fits = sub.type === 'armour' ? ['armour', 'armoured-infantry'] : ['infantry', 'recce'];
          for (const id of action.units) {
            if (!onMap(state, id) || hexOf(state, id) !== hex) return r('notStacked', '21.2', { unit: id });
            if (!fits.includes(unitSpec(data, id)?.type ?? '')) return r('substituteType', '21.1', { unit: id });
          }
          const total = action.units.reduce((s, id) => s + attackOf(data, id), 0);
          if (total !== sub.attack) return r('substituteFactors', '21.1', { total, attack: sub.attack });
          return null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const hex = hexOf(state, action.units[0]!);
          messages.push({ code: 'substituted', params: { units: action.units.join(', '), substitute: action.substitute, hex }, rule: '21.2' });
          let next = put(state, action.units, { status: 'pool', hex: null, turn: null });
          next = put(next, [action.substitute], { status: 'map', hex, turn: null });
          return { state: withRules(next, { substituted: [...rules.substituted, action.substitute], formed: { ...rules.formed, [action.substitute]: [...action.units] } }), messages };
        },
      },
      breakDown: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const bad = ownUnits(state, [action.substitute, ...action.units]);
          if (bad) return bad;
          const sub = unitSpec(data, action.substitute);
          if (!sub || !action.substitute.includes('-sub-') || !onMap(state, action.substitute)) return r('notASubstitute', '21.3', { unit: action.substitute });
          const fits = sub.type === 'armour' ? ['armour', 'armoured-infantry'] : ['infantry', 'recce'];
          const original = rules.formed[action.substitute] ?? [];
          for (const id of action.units) {
            const spec = unitSpec(data, id);
            if (state.units[id]!.status !== 'pool' || id.includes('-sub-') || !spec || !isCombatUnit(data, id)) return r('notAvailable', '21.3', { unit: id });
            if (!fits.includes(spec.type)) return r('substituteType', '21.3', { unit: id });
            if (spec.movement > sub.movement && !original.includes(id)) return r('breakdownSpeed', '21.4', { unit: id });
          }
          const total = action.units.reduce((n, id) => n + attackOf(data, id), 0);
          if (total > sub.attack) return r('breakdownFactors', '21.4', { total, attack: sub.attack });
          const hex = hexOf(state, action.substitute);
          if (combatUnitsAt(b, hex).length - 1 + action.units.length > 3) return r('overstacked', '21.5', { hex, count: combatUnitsAt(b, hex).length - 1 + action.units.length });
          return null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          const rules = state.rules;
          const hex = hexOf(state, action.substitute);
          messages.push({ code: 'brokenDown', params: { substitute: action.substitute, units: action.units.join(', '), hex }, rule: '21.3' });
          let next = put(state, [action.substitute], { status: 'pool', hex: null, turn: null });
          next = put(next, action.units, { status: 'map', hex, turn: null });
          const formed = { ...rules.formed };
          delete formed[action.substitute];
          // Like a substitution, what it is broken into moves no more this turn (21.2).
          return { state: withRules(next, { formed, substituted: [...rules.substituted, ...action.units] }), messages };
        },
      },
      endMovement: {
        explain(state, action) {
          const rules = state.rules;
          const b = board(state);
          const over = overstackedHexes(b, rules.side);
          const first = [...over.keys()][0];
          return first ? r('overstacked', '6.3', { hex: first, count: over.get(first)!.length }) : null;
        },
        apply(state, action) {
          const messages: EngineMessage[] = [];
          return { state: endMovement(state, messages), messages };
        },
      },
    },
  };
}
