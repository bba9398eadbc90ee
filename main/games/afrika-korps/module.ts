import type { GameData } from '../../../shared/games/descriptor.js';
import type { FreeAction } from '../../../shared/engine/free-actions.js';
import type { GameModule, MoveAdvice, Refusal } from '../../engine/module.js';
import type { RngState } from '../../engine/rng.js';
import type { PlayMode } from '../../../shared/games/capabilities.js';
import { createTableModule } from '../table/module.js';
import { battleOdds, defenceFactor, explainBattle, explainMove, inEnemyZoc, legalMoves, neighboursOf, reducedOdds, resultProbabilities, unitSpec, unitsAt, zocMap } from './rules/index.js';
import type { BattlePlan, Overlays } from '../../../shared/api/contract.js';
import { ruleLayerSchema } from '../../../shared/board/overlay.js';
import type { PlayView } from '../../../shared/engine/view.js';
import { AkActionSchema, type AkAction } from './play/actions.js';
import { createMachine } from './play/machine.js';
import { battleSupplies, isolatedUnits, suppliesInRange } from './play/supply.js';
import { automatic } from './play/combat.js';
import { SUPPLY_RANGE, supplyUnitsOnMap, type AkState, type Side } from './play/state.js';
import { randomAction, rulesInvariants, type Chooser } from './play/random-player.js';
import { legalOptions, moveTargets } from './play/legal-options.js';
import { decide } from './ai/player.js';
import type { LegalOption } from '../../../shared/engine/options.js';
import { zocOf } from './play/options.js';
import { createNameNormaliser } from './play/names.js';
import { statusLines } from './play/status.js';
import { akAdviceStop, akOverlayLayers } from './overlay-layers.js';
import { hexName, type HexName } from '../../../shared/engine/ids.js';
import type { AkPlayPart } from '../../../shared/games/afrika-korps/view.js';

/**
 * Module version 3 kept a free table's mode in its scenario id ('march-1941:free'), and its state
 * still records the set-up that way: the tag is never read back, but it is part of the state hash,
 * so a free game set up now replays to the same hashes as one set up then.
 */
const FREE_STATE_TAG = ':free';

/** How good each result of the combat results table is for the attacker, as the combat planner colours it. */
const RESULT_TONE: Record<string, 'bad' | 'poor' | 'even' | 'good' | 'best'> = { AE: 'bad', AB2: 'poor', EX: 'even', DB2: 'good', DE: 'best' };

/**
 * Afrika Korps by its third-edition rules. Rules mode (the default) runs the sequence of play of
 * play/machine.ts and refuses what the rules forbid, with the rule number; free mode is the plain
 * table, one action away ('setMode'), where the rules only advise.
 */
/** What the command line and the fuzzer use beyond the GameModule contract (main/cli/hooks.ts). */
export interface AfrikaKorpsExtras {
  randomAction(state: AkState, chooser: Chooser): AkAction | null;
  invariants(state: AkState): string[];
  /** The options of the side to act (play/legal-options.ts), as the view lists them. */
  legalOptions(state: AkState, destinations?: 'all' | 'onDemand'): LegalOption[];
  /** The hexes an option's target may take, when the list leaves them to be asked for. */
  optionTargets(state: AkState, option: LegalOption): HexName[];
}

export function createAfrikaKorpsModule(data: GameData): GameModule<AkState, AkAction> & AfrikaKorpsExtras {
  const table = createTableModule(data);
  const lastTurn = Math.max(...data.turns.map((t) => t.turn));
  const machine = createMachine(data, lastTurn);
  const free = new Set(['move', 'eliminate', 'toTrack', 'roll', 'setTurn']);
  const zocOptions = (state: AkState) => (state.mode === 'rules' ? zocOf(state.rules) : {});
  // Hexes and ports as typed ("w4", "W3") are read as the printed names and place ids.
  const named = createNameNormaliser(data);

  /**
   * Where the sequence of play stands, with the options of the side to act; the retreat ends and
   * the escorted supplies open to capture are read off those options, not worked out again.
   */
  function playView(state: AkState): PlayView {
    const legal = legalOptions(data, machine, state);
    const { part: own, ...base } = machine.view(state);
    const p = base.pending;
    const endsOf = (unit: string) => legal.find((o) => o.kind === 'retreat' && o.units[0] === unit)?.target?.hexes ?? [];
    const part: AkPlayPart = { ...own, captures: legal.filter((o) => o.kind === 'captureSupply').map((o) => ({ unit: String(o.action.unit), supply: String(o.action.supply) })) };
    const play = { ...base, pending: p?.kind === 'retreat' ? { ...p, ends: Object.fromEntries(p.units.map((u) => [u, endsOf(u)])) } : p };
    return { ...play, status: statusLines(play, part, legal), game: part, legal };
  }

  function moveAdvice(state: AkState, unitId: string): MoveAdvice | null {
    const unit = state.units[unitId];
    if (!unit || unit.status !== 'map' || !unit.hex) return null;
    const rules = state.mode === 'rules';
    if (rules && (state.rules.step !== 'movement' || state.rules.pending || state.rules.frozen.includes(unitId) || unitSpec(data, unitId)?.side !== state.rules.side)) {
      return { from: unit.hex, moves: [] };
    }
    const found = rules ? machine.movesFor(state, [unitId]) : legalMoves(machine.board(state), unitId, {});
    const moves = [...found].map(([hex, m]) => ({ hex, remaining: m.remaining, stop: akAdviceStop(m.stop), path: m.path }));
    return { from: unit.hex, moves };
  }

  function adviseMove(state: AkState, unitId: string, to: string): Refusal | null {
    to = (named({ type: 'move', units: [unitId], to }) as { to: string }).to;
    if (state.mode === 'rules') return machine.explain(state, { type: 'move', units: [unitId], to });
    const r = explainMove(machine.board(state), unitId, to);
    return r ? { reason: r.reason, rule: r.rule, params: r.params } : null;
  }

  /** Odds and chances for a planned battle (7, 10.2, 11, 14), with the supply that sustains it and why it could not be fought. */
  function battlePlan(state: AkState, attackers: readonly string[], defenders: readonly string[]): BattlePlan {
    const board = machine.board(state);
    const odds = battleOdds(board, attackers, defenders);
    // Free mode: the battle's shape; rules mode: everything the engine would check now.
    let refusal: Refusal | null = state.mode === 'rules' ? null : explainBattle(board, attackers, defenders);
    if (state.mode === 'rules') {
      const rules = state.rules;
      if (rules.step === 'combat' && !rules.pending) refusal = machine.explain(state, { type: 'attack', attackers: [...attackers], defenders: [...defenders] });
      // In movement, a battle may be declared an automatic victory (9.1); any other waits for combat.
      else if (rules.step === 'movement' && !rules.pending) refusal = machine.explain(state, { type: 'declareAv', attackers: [...attackers], defenders: [...defenders] });
      else refusal = { reason: 'notNowRules', rule: '3', params: { action: 'attack' } };
    }
    const side = (board.units.get(attackers[0] ?? '')?.side ?? 'axis') as Side;
    const used = state.mode === 'rules' ? state.rules.used : [];
    const supplies = odds.needsSupply && attackers.length && defenders.length ? battleSupplies(board, side, attackers, defenders, used, undefined, zocOptions(state)) : null;
    const auto = attackers.length > 0 && defenders.length > 0 && (state.mode === 'rules' ? !refusal && machine.diceFor(state, { type: 'attack', attackers: [...attackers], defenders: [...defenders] }) === null : automatic(board, odds.column, defenders, zocOptions(state)));
    return {
      attackers: attackers.map((unit) => ({ unit, attack: unitSpec(data, unit)?.attack ?? 0 })),
      defenders: defenders.map((unit) => {
        const d = board.units.has(unit) ? defenceFactor(board, unit) : { base: unitSpec(data, unit)?.defence ?? 0, doubled: false, value: unitSpec(data, unit)?.defence ?? 0 };
        return { unit, defence: d.base, doubled: d.doubled, value: d.value };
      }),
      attack: odds.attack,
      defence: odds.defence,
      reduced: reducedOdds(odds.attack, odds.defence),
      column: odds.column,
      needsSupply: odds.needsSupply,
      supplies: supplies ?? [],
      automatic: auto,
      chances: auto ? [] : resultProbabilities(odds.column).map((c) => ({ result: c.result, dice: c.dice, probability: c.probability, tone: RESULT_TONE[c.result] ?? 'even' })),
      rules: { supplies: '14.6', automatic: '9.1' },
      refusal: refusal ? { legal: false, reason: refusal.reason, rule: refusal.rule, params: refusal.params ?? {} } : null,
    };
  }

  /**
   * Zones of control of each side (7.1), control of the fortresses and bases (4.3), each side's
   * supply range for attacks (14.2: hexes whose units have a supply within five) and the isolated
   * units (24.1).
   */
  function overlays(state: AkState): Overlays {
    const board = machine.board(state);
    const zoc: Record<string, string[]> = {};
    for (const side of data.sides) zoc[side.id] = [...zocMap(board, side.id, zocOptions(state)).keys()].sort();
    const control = data.places
      .filter((p) => p.kinds.includes('fortress') || p.kinds.includes('base'))
      .map((p) => {
        const sides = new Set(unitsAt(board, p.hex).map((u) => board.units.get(u)!.side));
        let controller = sides.size === 1 ? [...sides][0]! : null;
        if (controller && p.kinds.includes('base') && inEnemyZoc(board, controller, p.hex)) controller = null;
        return { place: p.id, hex: p.hex, controller, rule: '4.3' };
      });
    const supplyRange: Record<string, string[]> = {};
    const isolated: Record<string, { unit: string; hex: string | null }[]> = {};
    for (const side of ['axis', 'allied'] as const) {
      supplyRange[side] = rangeOf(state, side);
      isolated[side] = isolatedUnits(board, side, zocOptions(state)).map((unit) => ({ unit, hex: board.units.get(unit)?.hex ?? null }));
    }
    return { layers: akOverlayLayers({ zoc, control, supplyRange, isolated }).map((l) => ruleLayerSchema.parse(l)) };
  }

  /** Hexes from which a unit of the side would reach a supply within five hexes (14.2). */
  function rangeOf(state: AkState, side: Side): string[] {
    const board = machine.board(state);
    if (!supplyUnitsOnMap(board, side).length) return [];
    const hexes = new Set<string>();
    for (const s of supplyUnitsOnMap(board, side)) {
      // A probe unit on each hex near the supply would be cheaper in a flood; the map is small.
      const h = board.units.get(s)!.hex;
      hexes.add(h);
    }
    const out = new Set<string>();
    const probe = '__probe__';
    const units = new Map(board.units);
    const candidates = new Set<string>();
    for (const h of hexes) for (const n of ringWithin(h)) candidates.add(n);
    for (const h of candidates) {
      units.set(probe, { hex: h, side });
      if (suppliesInRange({ data, units }, side, probe, [], zocOptions(state)).length) out.add(h);
    }
    return [...out].sort();
  }

  function ringWithin(center: string): string[] {
    const seen = new Set([center]);
    let frontier = [center];
    for (let d = 0; d < SUPPLY_RANGE; d++) {
      const next: string[] = [];
      for (const h of frontier) for (const n of neighbours(h)) if (!seen.has(n)) seen.add(n), next.push(n);
      frontier = next;
    }
    return [...seen];
  }
  const neighbours = (h: string) => neighboursOf(data, h);

  const module: GameModule<AkState, AkAction> & AfrikaKorpsExtras = {
    id: data.game,
    // 3: attack obligations (8.4, 11.3, 23.2), automatic-victory supply and retreat cutters (9.3, 9.6),
    // supply after retreats (14.2), Rommel's path (22.4.2) and isolation at sea (24.4) replay differently.
    version: 3,
    modes: ['rules', 'free'],
    // A battle (7) and an automatic victory declared in the movement step (9.1).
    battleActions: { resolve: 'attack', automatic: 'declareAv' },
    data,
    actionSchema: AkActionSchema,
    setup(scenario: string, rng: RngState, mode: PlayMode = 'rules'): AkState | null {
      const t = table.setup(scenario, rng);
      if (!t) return null;
      if (mode === 'rules') return machine.initial({ ...t, scenario });
      return { ...machine.initial({ ...t, scenario: `${scenario}${FREE_STATE_TAG}` }), mode: 'free', phase: 'free' };
    },
    prompt: (state) => machine.prompt(state),
    // In rules mode an action outside its step is refused with the sequence of play (3).
    whyNotNow: (state, type): Refusal =>
      state.mode === 'rules' ? { reason: 'notNowRules', rule: '3', params: { action: type, phase: state.phase } } : { reason: 'notNow', params: { action: type } },
    explain(state, typed) {
      const action = named(typed);
      if (state.mode === 'free' && free.has(action.type)) return table.explain(state, action as FreeAction);
      return machine.explain(state, action);
    },
    diceFor(state, typed) {
      const action = named(typed);
      if (state.mode === 'free' && free.has(action.type)) return table.diceFor(state, action as FreeAction);
      return machine.diceFor(state, action);
    },
    apply(state, typed, dice) {
      const action = named(typed);
      if (state.mode === 'free' && free.has(action.type)) {
        const r = table.apply(state, action as FreeAction, dice);
        return { state: { ...state, ...r.state } as AkState, messages: r.messages };
      }
      if (action.type === 'roll') {
        const r = table.apply(state, action, dice);
        return { state, messages: r.messages };
      }
      const r = machine.apply(state, action, dice);
      const next = r.state.mode === 'free' ? { ...r.state, phase: 'free' } : { ...r.state, phase: `${r.state.rules.side}.${r.state.rules.step}` };
      return { state: next, messages: r.messages };
    },
    where: (state) => ({ mode: state.mode, turn: state.turn, phase: state.phase }),
    view: (state) => ({
      ...table.view(state, null),
      mode: state.mode,
      play: state.mode === 'rules' ? playView(state) : null,
    }),
    overlays,
    moveAdvice,
    adviseMove,
    battlePlan,
    legalTargets: (state, unitId) => moveAdvice(state, unitId)?.moves.map((m) => m.hex) ?? null,
    randomAction: (state, chooser) => randomAction(data, machine, state, chooser),
    invariants: (state) => rulesInvariants(data, state),
    legalOptions: (state, destinations) => legalOptions(data, machine, state, destinations),
    optionTargets: (state, option) => option.target?.hexes ?? (option.kind === 'move' ? moveTargets(machine, state, option.units[0]!).map(hexName) : []),
    // The computer plays only under the rules: on a free table there is nothing it may not do.
    computerPlayer: {
      sides: ['axis', 'allied'],
      decide: (state, strength, seed) => (state.mode === 'rules' ? decide(module, state, strength, seed) : null),
    },
  };
  return module;
}
