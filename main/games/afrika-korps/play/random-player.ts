import type { GameData } from '../../../../shared/games/descriptor.js';
import { combatUnitsAt, isCombatUnit, unitKind } from '../rules/board.js';
import { overstackedHexes, STACKING_LIMIT } from '../rules/movement.js';
import { battleOdds } from '../rules/odds.js';
import { neighboursOf } from '../rules/terrain.js';
import type { AkAction } from './actions.js';
import { explainAttack, explainLosses, exchangeValue, freshAttackersOf, owedAttacks, retreatEnds } from './combat.js';
import type { Machine } from './machine.js';
import { dischargingBattles } from './obligations.js';
import { OPTION_DEFAULTS, OPTION_SPECS, zocOf } from './options.js';
import { SUPPLY_LIMIT, boardOf, combatUnitsOnMap, isCaptured, other, supplyUnitsOnMap, type AkState } from './state.js';

/** The random choices a player makes (the fuzzer's generator). */
export interface Chooser {
  int(n: number): number;
  chance(p: number): boolean;
}

const pick = <T>(c: Chooser, xs: readonly T[]): T => xs[c.int(xs.length)]!;

/**
 * A random player for rules mode: at each step, an action it believes legal, built from the rules
 * library (legal moves, retreat ends, owed attacks) — not by asking explain(), so a disagreement
 * between the two shows up as a refusal in the fuzzer. Plays whole games: it lands what arrives,
 * moves a few units, fights every owed battle it can and ends each step. Null when the game is over.
 */
export function randomAction(data: GameData, machine: Machine, state: AkState, c: Chooser): AkAction | null {
  if (state.mode !== 'rules') return { type: 'setMode', mode: 'rules' };
  const rules = state.rules;
  if (rules.winner) return null;
  const b = boardOf(data, state);
  const zoc = zocOf(rules);
  const side = rules.side;

  const p = rules.pending;
  if (p) {
    if (p.kind === 'retreat') {
      const unit = p.units[0]!;
      const ends = [...retreatEnds(b, unit, b.units.get(unit)!.hex, zoc).keys()].sort();
      return { type: 'retreat', unit, to: pick(c, ends) };
    }
    if (p.kind === 'exchange') {
      // Drop units at random while the rest still pays: a minimal set.
      const asAttacker = data.units.find((u) => u.id === p.units[0])!.side === side;
      let chosen = [...p.units];
      for (const u of [...chosen].sort(() => (c.chance(0.5) ? 1 : -1))) {
        const rest = chosen.filter((x) => x !== u);
        if (rest.reduce((s, x) => s + exchangeValue(b, x, asAttacker), 0) >= p.atLeast) chosen = rest;
      }
      return explainLosses(b, p.units, chosen, p.atLeast, asAttacker) ? { type: 'exchangeLosses', units: p.units } : { type: 'exchangeLosses', units: chosen };
    }
    const room = STACKING_LIMIT - combatUnitsAt(b, p.hex).length;
    return { type: 'advance', units: c.chance(0.7) ? p.units.slice(0, Math.max(0, room)) : [] };
  }

  switch (rules.step) {
    case 'arrival': {
      // Now and then a game is played with a non-default reading (each option changed at most once).
      if (state.turn === 1 && side === 'axis' && c.chance(0.3)) {
        for (const o of OPTION_SPECS) {
          if ((rules.options[o.id] ?? OPTION_DEFAULTS[o.id]) !== OPTION_DEFAULTS[o.id]) continue;
          const other = (o.values as readonly (string | boolean)[]).find((v) => v !== OPTION_DEFAULTS[o.id])!;
          return { type: 'setOption', option: o.id, value: other };
        }
      }
      if (side === 'axis' && rules.ports.length && rules.supplyDue === null) return { type: 'rollSupply' };
      const mayLand = side === 'allied' ? !rules.supplyLanded : rules.supplyDue === true && !rules.supplyLanded;
      if (mayLand && rules.ports.length && supplyUnitsOnMap(b, side).filter((s) => !isCaptured(s)).length < SUPPLY_LIMIT[side]) {
        const spare = data.units.find((u) => u.side === side && u.type === 'supply' && !isCaptured(u.id) && state.units[u.id]?.status !== 'map');
        if (spare) return { type: 'landSupply', unit: spare.id, port: pick(c, rules.ports) };
      }
      if (rules.ports.length) {
        const atSea = Object.keys(rules.sea).filter((u) => data.units.find((x) => x.id === u)?.side === side);
        if (atSea.length) return { type: 'land', units: atSea, port: pick(c, rules.ports) };
        const due = Object.values(state.units).filter((u) => u.status === 'track' && !(u.id in rules.sea) && (u.turn ?? 0) <= state.turn && data.units.find((x) => x.id === u.id)?.side === side);
        const port = pick(c, rules.ports);
        const room = STACKING_LIMIT - combatUnitsAt(b, data.places.find((x) => x.id === port)!.hex).length;
        if (due.length && room > 0 && c.chance(0.9)) return { type: 'reinforce', units: due.slice(0, room).map((u) => u.id), port };
        const dead = Object.values(state.units).filter((u) => u.status === 'eliminated' && isCombatUnit(data, u.id) && !u.id.includes('-sub-') && data.units.find((x) => x.id === u.id)?.side === side);
        const affordable = dead.filter((u) => (data.units.find((x) => x.id === u.id)?.attack ?? 99) <= rules.bank[side]);
        if (affordable.length && room > 0 && c.chance(0.8)) return { type: 'replace', unit: pick(c, affordable).id, port };
      }
      return { type: 'endArrival' };
    }
    case 'movement': {
      // Over-stacked hexes must be thinned out before movement ends (6.3).
      const over = [...overstackedHexes(b, side).values()][0];
      const movable = (u: string) => !rules.frozen.includes(u) && !rules.substituted.includes(u);
      const portHexes = new Set(data.places.filter((x) => x.kinds.includes('port') || x.kinds.includes('victory')).map((x) => x.hex));
      const enemyHexes = new Set(combatUnitsOnMap(b, other(side)).map((u) => b.units.get(u)!.hex));
      // Never into a full hex (6.1), so that every crowded hex can be thinned out.
      const tryMove = (u: string): AkAction | null => {
        // The engine's own search, less the hexes already holding three combat units.
        const moves = [...machine.movesFor(state, [u]).keys()].filter((h) => combatUnitsAt(b, h).length + (isCombatUnit(data, u) ? 1 : 0) <= STACKING_LIMIT).sort();
        if (!moves.length) return null;
        // Like a player: often towards the ports and bases, often into contact with the enemy.
        const goals = moves.filter((h) => portHexes.has(h));
        if (goals.length && c.chance(0.5)) return { type: 'move', units: [u], to: pick(c, goals) };
        const contact = moves.filter((h) => neighboursOf(data, h).some((n) => enemyHexes.has(n)));
        if (contact.length && c.chance(0.8)) return { type: 'move', units: [u], to: pick(c, contact) };
        return { type: 'move', units: [u], to: pick(c, moves) };
      };
      if (over) {
        for (const u of [...over].sort(() => (c.chance(0.5) ? 1 : -1))) {
          if (!movable(u)) continue;
          const m = tryMove(u);
          if (m) return m;
        }
      }
      if (c.chance(0.85)) {
        const mine = [...b.units].filter(([id, u]) => u.side === side && unitKind(data, id) !== undefined && movable(id)).map(([id]) => id).sort();
        if (mine.length) {
          const m = tryMove(pick(c, mine));
          if (m) return m;
        }
      }
      // Now and then a unit in port puts to sea (23.4).
      if (c.chance(0.05)) {
        const ports = new Set(data.places.filter((x) => x.kinds.includes('port') && (!x.kinds.includes('base') || x.side === side)).map((x) => x.hex));
        const sailors = [...b.units].filter(([id, u]) => u.side === side && ports.has(u.hex) && isCombatUnit(data, id) && !rules.landed.includes(id) && !rules.frozen.includes(id)).map(([id]) => id).sort();
        if (sailors.length) {
          const a: AkAction = { type: 'embark', units: [pick(c, sailors)] };
          if (!machine.explain(state, a)) return a;
        }
      }
      // With a hex still crowded this is refused (6.3): the fuzzer reports the stuck position.
      return { type: 'endMovement' };
    }
    case 'combat': {
      const owed = owedAttacks(b, rules, zoc);
      for (const d of owed.defenders) {
        const helpers = freshAttackersOf(b, rules, d);
        if (helpers.length && !explainAttack(b, rules, helpers, [d], undefined, zoc)) return { type: 'attack', attackers: helpers, defenders: [d] };
      }
      for (const a of owed.attackers) {
        const ah = b.units.get(a)!.hex;
        const targets = combatUnitsOnMap(b, other(side)).filter((e) => !rules.attacked.includes(e) && neighboursOf(data, ah).includes(b.units.get(e)!.hex));
        const t = targets.find((e) => !explainAttack(b, rules, [a], [e], undefined, zoc));
        if (t) return { type: 'attack', attackers: [a], defenders: [t] };
      }
      // A unit between several enemies fights them together (8.4, 11.3.1).
      const together = dischargingBattles(b, rules, zoc, (at, de) => explainAttack(b, rules, at, de, undefined, zoc));
      if (together.length) return { type: 'attack', ...pick(c, together) };
      // Often a battle nobody owes, at odds of 1-1 or better.
      if (c.chance(0.9)) {
        for (const e of combatUnitsOnMap(b, other(side)).filter((x) => !rules.attacked.includes(x))) {
          const helpers = freshAttackersOf(b, rules, e);
          if (!helpers.length || explainAttack(b, rules, helpers, [e], undefined, zoc)) continue;
          const column = battleOdds(b, helpers, [e]).column;
          if (column === 'auto-elimination' || /^[2-6]-1$|^1-1$/.test(column)) return { type: 'attack', attackers: helpers, defenders: [e] };
        }
      }
      return { type: 'endCombat' };
    }
    case 'end':
      return { type: 'endTurn' };
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
