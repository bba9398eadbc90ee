import type { GameData } from '../../../../shared/games/descriptor.js';
import { combatUnitsAt, isCombatUnit } from '../rules/board.js';
import { overstackedHexes, STACKING_LIMIT } from '../rules/movement.js';
import { battleOdds } from '../rules/odds.js';
import { neighboursOf } from '../rules/terrain.js';
import type { AkAction } from './actions.js';
import { optionAction, type LegalOption } from '../../../../shared/engine/options.js';
import { hexName } from '../../../../shared/engine/ids.js';
import { owedAttacks } from './combat.js';
import { legalOptions, moveTargets } from './legal-options.js';
import type { Machine } from './machine.js';
import { OPTION_DEFAULTS, zocOf, type OptionId } from './options.js';
import { SUPPLY_LIMIT, boardOf, combatUnitsOnMap, isCaptured, other, supplyUnitsOnMap, type AkState } from './state.js';

/** The random choices a player makes (the fuzzer's generator). */
export interface Chooser {
  int(n: number): number;
  chance(p: number): boolean;
}

const pick = <T>(c: Chooser, xs: readonly T[]): T => xs[c.int(xs.length)]!;

/**
 * A random player for rules mode. It works out no legality of its own: it picks among the options
 * the module lists for the side to act (play/legal-options.ts), with a player's preferences — it
 * lands what arrives, moves a few units, fights every owed battle it can, often others at good
 * odds, and ends each step. The fuzzer applies what it picks through the engine, so an option the
 * engine refuses shows up as a failure. Null when the game is over.
 */
export function randomAction(data: GameData, machine: Machine, state: AkState, c: Chooser): AkAction | null {
  if (state.mode !== 'rules') return { type: 'setMode', mode: 'rules' };
  const rules = state.rules;
  if (rules.winner) return null;
  const b = boardOf(data, state);
  const side = rules.side;
  const options = legalOptions(data, machine, state);
  const of = (kind: string) => options.filter((o) => o.kind === kind && !o.refused);
  const act = (o: LegalOption, hex?: string) => optionAction(o, hex === undefined ? undefined : hexName(hex)) as AkAction;
  const endOfStep = options.find((o) => o.kind.startsWith('end'));

  const p = rules.pending;
  if (p) {
    if (p.kind === 'retreat') {
      const o = of('retreat')[0]!;
      return act(o, pick(c, o.target!.hexes!));
    }
    if (p.kind === 'exchange') {
      // Any set of losses the engine accepts: each pays at least the exchange with none to spare.
      return act(pick(c, of('exchangeLosses')));
    }
    const advances = of('advance');
    // Often as many as may go (the list is smallest first), else stay put.
    return act(c.chance(0.7) ? advances[advances.length - 1]! : advances[0]!);
  }

  switch (rules.step) {
    case 'arrival': {
      // Now and then a game is played with a non-default reading (each option changed at most once).
      if (c.chance(0.3)) {
        const fresh = of('setOption').find((o) => (rules.options[o.action.option as OptionId] ?? OPTION_DEFAULTS[o.action.option as OptionId]) === OPTION_DEFAULTS[o.action.option as OptionId]);
        if (fresh) return act(fresh);
      }
      const roll = of('rollSupply')[0];
      if (roll) return act(roll);
      const supply = of('landSupply');
      if (supply.length) return act(pick(c, supply));
      const sea = of('land');
      if (sea.length) return act(pick(c, sea));
      // Reinforcements: the biggest group a port takes, at a port picked at random.
      const ports = [...new Set(of('reinforce').map((o) => o.action.port as string))];
      if (ports.length && c.chance(0.9)) {
        const port = pick(c, ports);
        const here = of('reinforce').filter((o) => o.action.port === port);
        return act(here.reduce((best, o) => (o.units.length > best.units.length ? o : best)));
      }
      const replace = of('replace');
      if (replace.length && c.chance(0.8)) return act(pick(c, replace));
      return act(endOfStep!);
    }
    case 'movement': {
      // Over-stacked hexes must be thinned out before movement ends (6.3).
      const over = [...overstackedHexes(b, side).values()][0];
      const moves = of('move');
      const portHexes = new Set(data.places.filter((x) => x.kinds.includes('port') || x.kinds.includes('victory')).map((x) => x.hex));
      const enemyHexes = new Set(combatUnitsOnMap(b, other(side)).map((u) => b.units.get(u)!.hex));
      // Never into a full hex (6.1), so that every crowded hex can be thinned out.
      const tryMove = (o: LegalOption): AkAction | null => {
        const u = o.units[0]!;
        const hexes = (o.target!.hexes ?? moveTargets(machine, state, u)).filter((h) => combatUnitsAt(b, h).length + (isCombatUnit(data, u) ? 1 : 0) <= STACKING_LIMIT);
        if (!hexes.length) return null;
        // Like a player: often towards the ports and bases, often into contact with the enemy.
        const goals = hexes.filter((h) => portHexes.has(h));
        if (goals.length && c.chance(0.5)) return act(o, pick(c, goals));
        const contact = hexes.filter((h) => neighboursOf(data, h).some((n) => enemyHexes.has(n)));
        if (contact.length && c.chance(0.8)) return act(o, pick(c, contact));
        return act(o, pick(c, hexes));
      };
      if (over) {
        for (const o of moves.filter((m) => over.includes(m.units[0]!)).sort(() => (c.chance(0.5) ? 1 : -1))) {
          const m = tryMove(o);
          if (m) return m;
        }
      }
      if (c.chance(0.85) && moves.length) {
        const m = tryMove(pick(c, moves));
        if (m) return m;
      }
      // Now and then a unit in port puts to sea (23.4).
      const sail = of('embark').filter((o) => isCombatUnit(data, o.units[0]!));
      if (sail.length && c.chance(0.05)) return act(pick(c, sail));
      // With a hex still crowded this is refused (6.3): the fuzzer reports the stuck position.
      return act(endOfStep!);
    }
    case 'combat': {
      const attacks = of('attack');
      // Owed battles first (8.4, 11.3.1): those that discharge an obligation.
      const owed = owedAttacks(b, rules, zocOf(rules));
      const owing = new Set([...owed.attackers, ...owed.defenders]);
      const due = attacks.filter((o) => o.units.some((u) => owing.has(u)));
      if (due.length) return act(due[0]!);
      // Often a battle nobody owes, at odds of 1-1 or better.
      if (c.chance(0.9)) {
        for (const o of attacks) {
          const column = battleOdds(b, o.action.attackers as string[], o.action.defenders as string[]).column;
          if (column === 'auto-elimination' || /^[2-6]-1$|^1-1$/.test(column)) return act(o);
        }
      }
      return act(endOfStep!);
    }
    case 'end':
      return act(endOfStep!);
  }
}

/** What must hold in rules mode after every action, beyond the table's invariants. */
export function rulesInvariants(data: GameData, state: AkState): string[] {
  if (state.mode !== 'rules') return [];
  const problems: string[] = [];
  const b = boardOf(data, state);
  const rules = state.rules;
  for (const side of ['axis', 'allied'] as const) {
    const own = supplyUnitsOnMap(b, side).filter((s) => !isCaptured(s)).length;
    if (own > SUPPLY_LIMIT[side]) problems.push(`${side} has ${own} supply units on the map (limit ${SUPPLY_LIMIT[side]})`);
  }
  // Stacking holds from the end of movement on (6.1, 6.3, 7.6.1, 16.1).
  if (rules.step === 'combat' || rules.step === 'end') {
    for (const side of ['axis', 'allied'] as const) {
      const over = overstackedHexes(b, side);
      if (over.size && side === rules.side) problems.push(`${side} over-stacked at ${[...over.keys()].join(', ')} after movement`);
    }
  }
  // Enemy combat units never share a hex.
  const byHex = new Map<string, Set<string>>();
  for (const [id, u] of b.units) {
    if (!isCombatUnit(data, id)) continue;
    const s = byHex.get(u.hex) ?? new Set();
    s.add(u.side);
    byHex.set(u.hex, s);
  }
  for (const [hex, sides] of byHex) if (sides.size > 1) problems.push(`enemy combat units share ${hex}`);
  if (rules.pending && !rules.pending.units.length) problems.push('a pending choice with no units');
  if (state.phase !== `${rules.side}.${rules.step}`) problems.push(`phase ${state.phase} does not match ${rules.side}.${rules.step}`);
  return problems;
}
