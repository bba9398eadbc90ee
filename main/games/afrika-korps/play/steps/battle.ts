import type { EngineMessage } from '../../../../engine/module.js';
import { combatUnitsAt, unitKind } from '../../rules/board.js';
import { crtResult } from '../../rules/crt.js';
import { battleOdds } from '../../rules/odds.js';
import { advanceAllowed, automatic, countedDefenders, isFortressCapture, exchange, exchangeValue, isColumn, retreatEnds, trappedOnceTaken, ignoringZocOf, supplyBoard } from '../combat.js';
import { other, type AkState, type Battle, type Side } from '../state.js';
import { battleSupplies } from '../supply.js';
import { sortieFrom } from '../obligations.js';
import { zocIgnoredForSupply } from '../combat-supply.js';
import { type Context } from './context.js';
/**
 * Battles (7, 9.1, 11, 14, 15.2.3, 16): the figures a battle is fought at, its resolution on the
 * CRT, and what follows — retreats chosen by the winner, exchange losses, captures and the advance.
 * Shared by the combat step and by the automatic victories settled at the end of movement.
 */
export function createBattles(ctx: Context) {
  const { data, board, sideOf, zocOptions, withRules, onMap, hexOf, eliminate, capture } = ctx;

  /**
   * What a battle is fought at: the odds of the defenders whose factors count (not units that
   * retreated into the fortress this turn, 11.7), and whether it is won without a roll (7-1, 5-1
   * surrounded, 9.1; refugees alone in a fortress, 11.7) or is the capture of a lone supply in a
   * fortress (15.2.3).
   */
  function figures(state: AkState, attackers: readonly string[], defenders: readonly string[]) {
    const b = board(state);
    const capture = isFortressCapture(b, defenders);
    const counted = countedDefenders(state.rules, defenders);
    const odds = battleOdds(b, attackers, counted.length ? counted : defenders);
    // Units to be lost for want of supply once these defenders are taken close no retreat (7.4, 9.7 example).
    const trapped = trappedOnceTaken(b, state.rules, defenders, zocOptions(state.rules));
    const auto = capture || !counted.length || automatic(b, odds.column, counted, ignoringZocOf(zocOptions(state.rules), trapped));
    return { b, odds, auto, capture, counted };
  }

  /** After a battle's retreats and losses: capture escorted supplies (15.3.2.1), then the advance (16.1). */
  function finishBattle(state: AkState, messages: EngineMessage[]): AkState {
    const battle = state.rules.battles[state.rules.battles.length - 1]!;
    const b = board(state);
    const enemy = other(state.rules.side);
    if (!combatUnitsAt(b, battle.hex, enemy).length) {
      const survivors = battle.attackers.filter((a) => onMap(state, a));
      const lone = [...b.units].filter(([id, u]) => u.hex === battle.hex && u.side === enemy && unitKind(data, id) === 'supply').map(([id]) => id);
      if (survivors.length) for (const s of lone) state = capture(state, s, state.rules.side, messages);
      if (survivors.length && advanceAllowed(board(state), battle.hex)) {
        return withRules(state, { pending: { kind: 'advance', chooser: state.rules.side, units: survivors, hex: battle.hex, battle: state.rules.battles.length - 1 } });
      }
    }
    return withRules(state, { pending: null });
  }

  /** Start the winner's retreat of the loser's units: units with nowhere to go are eliminated (7.6.1). */
  function startRetreat(state: AkState, units: string[], chooser: Side, messages: EngineMessage[]): AkState {
    const b = board(state);
    const doomed = units.filter((u) => retreatEnds(b, u, b.units.get(u)!.hex, zocOptions(state.rules)).size === 0);
    if (doomed.length) state = eliminate(state, doomed, '7.6.1', messages, 'forcedElimination');
    const left = units.filter((u) => !doomed.includes(u));
    if (!left.length) return finishBattle(state, messages);
    const battle = state.rules.battles.length - 1;
    return withRules(state, { pending: { kind: 'retreat', chooser, units: left, from: hexOf(state, left[0]!), battle } });
  }

  /** An exchange loss owed by the side with more factors (7.5); automatic when only one set pays it. */
  function startExchange(state: AkState, units: string[], atLeast: number, asAttacker: boolean, messages: EngineMessage[]): AkState {
    const b = board(state);
    const values = units.map((u) => exchangeValue(b, u, asAttacker));
    const total = values.reduce((a, c) => a + c, 0);
    if (values.every((v) => total - v < atLeast)) {
      state = eliminate(state, units, '7.5', messages);
      return finishBattle(state, messages);
    }
    const chooser = sideOf(units[0]!);
    const battle = state.rules.battles.length - 1;
    return withRules(state, { pending: { kind: 'exchange', chooser, units, atLeast, doubled: !asAttacker, battle, then: null } });
  }

  function resolveBattle(state: AkState, attackers: string[], defenders: string[], supplies: readonly string[] | undefined, dice: readonly number[], messages: EngineMessage[]): AkState {
    const rules = state.rules;
    const { b, odds, auto, capture: takesSupply, counted } = figures(state, attackers, defenders);
    const used = !auto && odds.needsSupply ? (battleSupplies(supplyBoard(b, rules), rules.side, attackers, zocIgnoredForSupply(rules, defenders), rules.used, supplies, zocOptions(rules)) ?? []) : [];
    // A battle is settled by the die rolled (or typed) for it, never by one made up here.
    if (!auto && dice[0] === undefined) throw new Error(`battle ${attackers.join(',')} against ${defenders.join(',')} needs a die`);
    const die = auto ? null : dice[0]!;
    const fortress = sortieFrom(b, attackers);
    const result = takesSupply ? 'capture' : auto || !isColumn(odds.column) ? 'auto' : crtResult(odds.column, die!);
    const battle: Battle = { attackers, defenders, attack: odds.attack, defence: odds.defence, column: odds.column, die, result, supplies: used, hex: hexOf(state, defenders[0]!), ...(fortress ? { fortress } : {}) };
    state = withRules(state, {
      battles: [...rules.battles, battle],
      fought: [...rules.fought, ...attackers],
      attacked: [...rules.attacked, ...defenders],
      used: [...new Set([...rules.used, ...used])],
    });
    messages.push({
      code: 'battle',
      params: { attackers: attackers.join(', '), defenders: defenders.join(', '), attack: odds.attack, defence: odds.defence, odds: odds.column, die: die ?? '-', result, supplies: used.join(', ') },
      rule: takesSupply ? '15.2.3' : !counted.length ? '11.7' : auto ? '9.1' : '7.5',
    });
    switch (result) {
      case 'capture': {
        // 15.2.3: the lone supply in the fortress is taken; the captors may move in (16.3).
        const hex = hexOf(state, defenders[0]!);
        for (const s of defenders) state = capture(state, s, rules.side, messages);
        return withRules(state, { pending: { kind: 'advance', chooser: rules.side, units: attackers, hex, battle: state.rules.battles.length - 1 } });
      }
      case 'auto':
      case 'DE':
        state = eliminate(state, defenders, auto ? '9.1' : '7.5', messages);
        return finishBattle(state, messages);
      case 'AE':
        state = eliminate(state, attackers, '7.5', messages);
        return finishBattle(state, messages);
      case 'AB2':
        return startRetreat(state, attackers, other(rules.side), messages);
      case 'DB2':
        return startRetreat(state, defenders, rules.side, messages);
      case 'EX': {
        const ex = exchange(board(state), attackers, counted);
        if (ex.loser === 'both') {
          state = eliminate(state, [...attackers, ...defenders], '7.5', messages);
          return finishBattle(state, messages);
        }
        if (ex.loser === 'attacker') {
          // Units that retreated into the fortress cannot pay (11.7).
          const payers = counted;
          state = eliminate(state, attackers, '7.5', messages);
          return startExchange(state, payers, ex.atLeast, false, messages);
        }
        const payers = attackers;
        state = eliminate(state, defenders, '7.5', messages);
        return startExchange(state, payers, ex.atLeast, true, messages);
      }
    }
  }

  return { figures, finishBattle, startRetreat, startExchange, resolveBattle };
}

export type Battles = ReturnType<typeof createBattles>;
