import type { GameData } from '../../../../shared/games/descriptor.js';
import type { LegalOption, Removal } from '../../../../shared/engine/options.js';
import { hexName, ruleRef, unitId } from '../../../../shared/engine/ids.js';
import { combatUnitsAt, isCombatUnit, unitSpec } from '../rules/board.js';
import { STACKING_LIMIT } from '../rules/movement.js';
import { neighboursOf } from '../rules/terrain.js';
import type { AkAction } from './actions.js';
import { freshAttackersOf, owedAttacks, retreatEnds } from './combat.js';
import type { Machine } from './machine.js';
import { dischargingBattles } from './obligations.js';
import { OPTION_DEFAULTS, OPTION_SPECS, zocOf } from './options.js';
import { boardOf, combatUnitsOnMap, isCaptured, other, supplyUnitsOnMap, type AkState } from './state.js';

/**
 * The one list of what the side to act may do now in an Afrika Korps game (shared/engine/options.ts):
 * the play panel, the command line's `legal` and the fuzzer's random player all read it. Candidates
 * are gathered per step and pending choice, then judged by the machine's own explain(): an option
 * is listed only when the engine accepts it, except the end of a step, which is always listed and
 * carries the engine's refusal when there is one.
 *
 * Where the rules allow a choice among interchangeable counters (a supply unit to land, a
 * substitute of a given type and factor), the first such counter stands for the others. Moves are
 * per unit, each with every destination the movement rules allow; stacks moving together and
 * break-downs into other counters than those a substitute was formed from are open to the player
 * but not listed.
 */

type Params = Record<string, string | number>;

interface Candidate {
  action: AkAction;
  rule: string;
  units?: readonly string[];
  hexes?: readonly string[];
  params?: Params;
  /** The label's key when it is not `choice.<type>`. */
  key?: string;
}

/** Every subset of `xs` of at most `max` members, smallest first (xs is small: a battle's units). */
function subsets<T>(xs: readonly T[], max: number): T[][] {
  let out: T[][] = [[]];
  for (const x of xs) out = [...out, ...out.filter((s) => s.length < max).map((s) => [...s, x])];
  return out.sort((a, b) => a.length - b.length);
}

/**
 * The units an action would remove by the rules (7.4, 8.4, 11.6, 11.9 at the end of movement; 23.4.2,
 * 24.2, 24.4, 24.5 at the end of the turn): the action is applied to the position, as the engine
 * would, and its forced eliminations read back. An action that needs dice is not foreseen.
 */
export function removedBy(machine: Machine, state: AkState, action: AkAction): Removal[] {
  if (machine.diceFor(state, action)) return [];
  const { messages } = machine.apply(state, action, []);
  return messages
    .filter((m) => m.code === 'forcedElimination' && typeof m.params.unit === 'string')
    .map((m) => {
      const unit = String(m.params.unit);
      const u = state.units[unit];
      return { unit, rule: m.rule ?? '', hex: u?.status === 'map' && u.hex ? u.hex : null };
    });
}

/** Choices made on the board — a counter dragged, battles in the combat planner — rather than from the panel's list. */
const ON_BOARD = new Set(['move', 'declareAv', 'attack']);

const END_RULE: Record<string, string> = { endArrival: '3.1', endMovement: '6.3', endCombat: '8.4', endTurn: '3.5' };

/**
 * `destinations: 'all'` lists every move's hexes; `'onDemand'` (the view's default: a move search
 * per unit costs about 10 ms) lists each unit free to move with `target.hexes` null, its hexes
 * given by moveTargets() — the same search, which the board also asks for the unit it picks up.
 */
export function legalOptions(data: GameData, machine: Machine, state: AkState, destinations: 'all' | 'onDemand' = 'onDemand'): LegalOption[] {
  if (state.mode !== 'rules' || state.rules.winner) return [];
  const rules = state.rules;
  const b = boardOf(data, state);
  const zoc = zocOf(rules);
  const side = rules.side;
  const enemy = other(side);
  const hexOf = (id: string) => state.units[id]?.hex ?? '';
  const placeHex = (id: string) => data.places.find((p) => p.id === id)?.hex ?? '';
  const own = (pred: (id: string) => boolean) => data.units.filter((u) => u.side === side && pred(u.id)).map((u) => u.id);
  const out: LegalOption[] = [];
  const kinds = new Set<string>(machine.prompt(state));

  const option = (c: Candidate, ...extra: Partial<LegalOption>[]): LegalOption => {
    const port = 'port' in c.action ? c.action.port : undefined;
    // The dice a panel option rolls (the supply roll), for a game played with physical dice.
    const dice = ON_BOARD.has(c.action.type) ? null : machine.diceFor(state, c.action);
    return {
      kind: c.action.type,
      action: c.action as Record<string, unknown>,
      label: { key: c.key ?? `choice.${c.action.type}`, params: c.params ?? {} },
      units: (c.units ?? []).map(unitId),
      hexes: (c.hexes ?? []).map(hexName),
      rule: ruleRef(c.rule),
      ...(port ? { place: port } : {}),
      ...(dice ? { dice } : {}),
      ...(ON_BOARD.has(c.action.type) ? { onBoard: true } : {}),
      ...(c.action.type === 'setOption' ? { setting: { id: c.action.option, value: String(c.action.value) } } : {}),
      ...Object.assign({}, ...extra),
    };
  };
  /** Listed when the engine accepts it. */
  const offer = (c: Candidate) => {
    if (kinds.has(c.action.type) && !machine.explain(state, c.action)) out.push(option(c));
  };
  /** The end of the step: always listed, with the engine's refusal if it has one. */
  const end = (type: 'endArrival' | 'endMovement' | 'endCombat' | 'endTurn') => {
    const action = { type } as AkAction;
    const refusal = machine.explain(state, action);
    const removes = refusal ? [] : removedBy(machine, state, action);
    out.push(
      option(
        { action, rule: END_RULE[type]!, params: { side } },
        { endsStep: true },
        refusal ? { refused: { reason: refusal.reason, ...(refusal.rule ? { rule: refusal.rule } : {}), params: { ...(refusal.params ?? {}) } } } : {},
        removes.length ? { removes } : {},
      ),
    );
  };
  const list = (ids: readonly string[]) => ids.join(', ');

  const p = rules.pending;
  if (p?.kind === 'retreat') {
    for (const unit of p.units) {
      const ends = [...retreatEnds(b, unit, hexOf(unit), zoc).keys()].filter((to) => !machine.explain(state, { type: 'retreat', unit, to })).sort();
      if (ends.length) out.push(option({ action: { type: 'retreat', unit } as AkAction, rule: '7.6', units: [unit], hexes: [hexOf(unit)], params: { unit, side: p.chooser } }, { target: { field: 'to', hexes: ends.map(hexName) } }));
    }
    return out;
  }
  if (p?.kind === 'exchange') {
    for (const units of subsets(p.units, p.units.length)) if (units.length) offer({ action: { type: 'exchangeLosses', units }, rule: '7.5', units, hexes: [...new Set(units.map(hexOf))], params: { units: list(units), side: p.chooser } });
    return out;
  }
  if (p?.kind === 'advance') {
    for (const units of subsets(p.units, STACKING_LIMIT)) offer({ action: { type: 'advance', units }, rule: '16.1', units, hexes: [p.hex], params: { units: list(units), hex: p.hex }, ...(units.length ? {} : { key: 'choice.stay' }) });
    return out;
  }

  switch (rules.step) {
    case 'arrival': {
      for (const spec of OPTION_SPECS) {
        const now = rules.options[spec.id] ?? OPTION_DEFAULTS[spec.id];
        for (const value of spec.values as readonly (string | boolean)[]) {
          if (value !== now) offer({ action: { type: 'setOption', option: spec.id, value }, rule: spec.rule, params: { option: spec.id, value: String(value) } });
        }
      }
      offer({ action: { type: 'rollSupply' }, rule: '12.2' });
      const spare = own((id) => unitSpec(data, id)?.type === 'supply' && !isCaptured(id) && state.units[id]?.status !== 'map')[0];
      const due = own((id) => state.units[id]?.status === 'track' && !(id in rules.sea) && (state.units[id]!.turn ?? 0) <= state.turn).sort();
      const atSea = Object.keys(rules.sea).filter((u) => unitSpec(data, u)?.side === side).sort();
      const dead = own((id) => state.units[id]?.status === 'eliminated' && isCombatUnit(data, id)).sort();
      for (const port of rules.ports) {
        const at = { port, hexes: [placeHex(port)] };
        if (spare) offer({ action: { type: 'landSupply', unit: spare, port }, rule: side === 'axis' ? '12.2' : '12.1', units: [spare], hexes: at.hexes, params: { unit: spare, port } });
        for (const u of due) offer({ action: { type: 'reinforce', units: [u], port }, rule: '19.2', units: [u], hexes: at.hexes, params: { units: u, port } });
        // As many as the port's hex can take (6.1), together.
        const room = STACKING_LIMIT - combatUnitsAt(b, placeHex(port)).length;
        if (due.length > 1 && room > 1) {
          const group = due.slice(0, room);
          offer({ action: { type: 'reinforce', units: group, port }, rule: '19.2', units: group, hexes: at.hexes, params: { units: list(group), port } });
        }
        if (atSea.length) offer({ action: { type: 'land', units: atSea, port }, rule: '23.4', units: atSea, hexes: at.hexes, params: { units: list(atSea), port } });
        for (const u of dead) offer({ action: { type: 'replace', unit: u, port }, rule: '20.4', units: [u], hexes: at.hexes, params: { unit: u, port } });
      }
      end('endArrival');
      break;
    }
    case 'movement': {
      for (const [id, u] of [...b.units].sort(([x], [y]) => (x < y ? -1 : 1))) {
        if (u.side !== side) continue;
        if (!kinds.has('move')) break;
        if (destinations === 'onDemand') {
          // Every check but the destination passed: the engine refuses only a move to where it stands.
          if (machine.explain(state, { type: 'move', units: [id], to: u.hex })?.reason === 'alreadyThere') {
            out.push(option({ action: { type: 'move', units: [id] } as AkAction, rule: '5.2', units: [id], hexes: [u.hex], params: { unit: id } }, { target: { field: 'to', hexes: null } }));
          }
          continue;
        }
        const moves = moveTargets(machine, state, id);
        if (moves.length) out.push(option({ action: { type: 'move', units: [id] } as AkAction, rule: '5.2', units: [id], hexes: [u.hex], params: { unit: id } }, { target: { field: 'to', hexes: moves.map(hexName) } }));
      }
      // Automatic victories (9.1): every fresh unit next to an enemy against it.
      for (const d of combatUnitsOnMap(b, enemy).sort()) {
        if (d in rules.av) continue;
        const attackers = freshAttackersOf(b, rules, d).filter((a) => !rules.frozen.includes(a));
        if (attackers.length) offer({ action: { type: 'declareAv', attackers, defenders: [d] }, rule: '9.1', units: [...attackers, d], hexes: [hexOf(d)], params: { attackers: list(attackers), defenders: d } });
      }
      for (const [id, u] of [...b.units].sort(([x], [y]) => (x < y ? -1 : 1))) if (u.side === side) offer({ action: { type: 'embark', units: [id] }, rule: '23.4', units: [id], hexes: [u.hex], params: { units: id } });
      substitutions(data, state, offer);
      breakDowns(state, offer);
      end('endMovement');
      break;
    }
    case 'combat': {
      const owed = owedAttacks(b, rules, zoc);
      const battles: { attackers: string[]; defenders: string[] }[] = [];
      const targets = new Set([...owed.defenders, ...combatUnitsOnMap(b, enemy).filter((e) => !rules.attacked.includes(e))]);
      for (const d of [...targets].sort()) {
        const helpers = freshAttackersOf(b, rules, d);
        if (helpers.length) battles.push({ attackers: helpers, defenders: [d] });
      }
      // A whole stack at once, with every fresh unit next to it: a fortress's garrison is attacked whole (23.1).
      const stacks = new Map<string, string[]>();
      for (const d of [...targets].sort()) stacks.set(hexOf(d), [...(stacks.get(hexOf(d)) ?? []), d]);
      for (const defenders of stacks.values()) {
        if (defenders.length < 2) continue;
        const attackers = [...new Set(defenders.flatMap((d) => freshAttackersOf(b, rules, d)))].sort();
        if (attackers.length) battles.push({ attackers, defenders });
      }
      // A unit that owes an attack, alone against each enemy next to it (8.4).
      for (const a of owed.attackers) {
        const ah = b.units.get(a)!.hex;
        for (const e of combatUnitsOnMap(b, enemy).sort()) if (!rules.attacked.includes(e) && neighboursOf(data, ah).includes(b.units.get(e)!.hex)) battles.push({ attackers: [a], defenders: [e] });
      }
      // Battles against several enemies at once (8.4, 11.3.1).
      for (const x of dischargingBattles(b, rules, zoc, () => null)) if (x.defenders.length > 1) battles.push(x);
      const seen = new Set<string>();
      for (const x of battles) {
        const key = `${x.attackers.join(',')}>${x.defenders.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        offer({ action: { type: 'attack', attackers: x.attackers, defenders: x.defenders }, rule: '7', units: [...x.attackers, ...x.defenders], hexes: [...new Set(x.defenders.map(hexOf))], params: { attackers: list(x.attackers), defenders: list(x.defenders) } });
      }
      // Escorted supplies open to capture (15.3.2.2).
      for (const s of supplyUnitsOnMap(b, enemy).sort()) {
        for (const n of neighboursOf(data, hexOf(s))) for (const unit of combatUnitsAt(b, n, side)) offer({ action: { type: 'captureSupply', unit, supply: s }, rule: '15.3.2.2', units: [unit, s], hexes: [hexOf(s)], params: { unit, supply: s } });
      }
      breakDowns(state, offer);
      end('endCombat');
      break;
    }
    case 'end':
      end('endTurn');
      break;
  }
  return out;
}

/** The hexes a unit may move to now, each accepted by the engine (5–9, 13, 17, 18, 22). */
export function moveTargets(machine: Machine, state: AkState, unit: string): string[] {
  const from = state.units[unit]?.hex;
  return [...machine.movesFor(state, [unit]).keys()].filter((to) => to !== from && !machine.explain(state, { type: 'move', units: [unit], to })).sort();
}

/** Allied substitutions (21.1, 21.2): each kind of substitute off the map, on each hex where units of its family add up to its factor. */
function substitutions(data: GameData, state: AkState, offer: (c: Candidate) => void): void {
  const rules = state.rules;
  const kinds = new Set<string>();
  const subs = data.units.filter((u) => u.side === rules.side && u.id.includes('-sub-') && state.units[u.id]?.status === 'pool');
  const byHex = new Map<string, string[]>();
  for (const u of Object.values(state.units)) {
    if (u.status !== 'map' || !u.hex || unitSpec(data, u.id)?.side !== rules.side || u.id.includes('-sub-') || !isCombatUnit(data, u.id)) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.id].sort());
  }
  for (const sub of subs) {
    const kind = `${sub.type}:${sub.attack}`;
    if (kinds.has(kind)) continue;
    kinds.add(kind);
    for (const [hex, here] of [...byHex].sort(([x], [y]) => (x < y ? -1 : 1))) {
      for (const units of subsets(here, STACKING_LIMIT)) {
        if (units.length) offer({ action: { type: 'substitute', units, substitute: sub.id }, rule: '21.2', units: [...units, sub.id], hexes: [hex], params: { units: units.join(', '), substitute: sub.id, hex } });
      }
    }
  }
}

/** A substitute on the map broken back into the counters it was formed from (21.3). */
function breakDowns(state: AkState, offer: (c: Candidate) => void): void {
  for (const [sub, units] of Object.entries(state.rules.formed).sort(([x], [y]) => (x < y ? -1 : 1))) {
    offer({ action: { type: 'breakDown', substitute: sub, units }, rule: '21.3', units: [sub, ...units], hexes: [state.units[sub]?.hex ?? ''].filter(Boolean), params: { substitute: sub, units: units.join(', ') } });
  }
}
