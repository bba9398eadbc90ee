import type { z } from 'zod';
import type { Cells, CompanionDefinition, CalcResult, CupLimit, DiceKind, InputValues, Text, TrackerSpec } from '../../shared/companion/definition.js';
import type { GameData } from '../../shared/games/descriptor.js';
import type { DiceRequest, EngineMessage, GameModule, Refusal } from '../engine/module.js';
import type { RngState } from '../engine/rng.js';
import { checkCells, cellsValid, trimCells } from '../../shared/companion/cells.js';
import { ACTION_TYPES, CompanionActionSchema, type CompanionAction } from './actions.js';
import { checkInputs } from './inputs.js';
import { definitionProblems, flattenSequence, turnNumbers } from './sequence.js';
import { FACE_PENDING, KEEP_CALCS, KEEP_ROLLS, PLAYED_AS_IS, PLAYED_NO_ACTION, type CalcRecord, type CompanionSnapshot, type CompanionState, type CupState, type CupStatus, type RollRecord } from './state.js';
import { COMPANION_SCENARIO } from './scenario.js';

/**
 * The referee's companion as an engine module over any CompanionDefinition: the sequence of play
 * as a checklist, the turn track, notes, the game's dice, trackers, cups of chits and the combat
 * calculators. A companion session is a saved game like any other, so its log, undo/redo, timeline,
 * library and game files come from main/engine.
 *
 * Replay never reads anything that can change after the fact: a calculation carries in its action
 * the cells of every table the player entered that it reads (built-in tables are part of the
 * definition, fixed by the module version), and the dice come from the log.
 */

export { CompanionActionSchema, type CompanionAction } from './actions.js';

/** Most chits a cup may hold. */
const MAX_CUP = 200;

const SIDES: Record<DiceKind, DiceRequest> = { d6: { count: 1, sides: 6 }, '2d6': { count: 2, sides: 6 }, d10: { count: 1, sides: 10 } };

/** Dice as the game reads them: a d10 shows 0 for ten; two d6 stay [white, coloured]. */
export function readDice(kind: DiceKind, raw: readonly number[]): number[] {
  return kind === 'd10' ? raw.map((v) => v % 10) : [...raw];
}

/** What a calculation that threw is logged as (a bug in its definition, never a rule). */
export const CALC_FAILED: Text = { key: 'companion.calcFailed' };

/** Bumped when a change of this module would make old companion logs replay differently. */
export const COMPANION_MODULE_VERSION = 1;

/**
 * The module version of a definition: this module's version and a fingerprint of what replay
 * depends on in the definition (ids, ranges, initial values, cups and their limits, inputs, table
 * shapes, patterns and built-in cells; not the wording). A game file written with another
 * definition is then refused as another version, plainly, instead of failing its replay.
 */
export function companionVersion(def: CompanionDefinition): number {
  const strip = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(strip)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.entries(x)
              .filter(([k, v]) => typeof v !== 'function' && !['label', 'title', 'notes', 'text', 'reason', 'source', 'turnsNote', 'knowledge', 'rulebook', 'events'].includes(k))
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, strip(v)]),
          )
        : x;
  const text = JSON.stringify(strip(def));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return COMPANION_MODULE_VERSION * 1_000_000 + (h % 1_000_000);
}

/** The minimal board data a module carries: the companion needs no map, so it has none. */
function boardlessData(def: CompanionDefinition): GameData {
  const src = { source: { kind: 'rulebook' as const, ref: def.rulebook }, checkedAgainst: [] };
  return {
    game: def.game,
    sides: def.sides.map((s) => ({ id: s.id, colour: '#808080' })),
    nationalities: [],
    grid: { orientation: 'pointy', offset: 'odd', cols: [0, -1], rows: [0, -1], naming: { kind: 'column-row', digits: 2, col0: 0, row0: 0 } },
    terrainTypes: [],
    terrain: {},
    hexsides: [],
    places: [],
    units: [],
    turns: [],
    scenarios: [{ id: COMPANION_SCENARIO, startTurn: def.turns[0]?.n ?? 1, setup: [], arrivals: [], pool: [], provenance: src }],
    provenance: { grid: src, terrain: src, hexsides: src, places: src, units: src, turns: src },
  };
}

type CupSpec = Extract<TrackerSpec, { kind: 'cup' }>;

export type CompanionModule = GameModule<CompanionState, CompanionAction> & { definition: CompanionDefinition; snapshot(state: CompanionState): CompanionSnapshot };

export function createCompanionModule(def: CompanionDefinition): CompanionModule {
  const problems = definitionProblems(def);
  if (problems.length) throw new Error(`companion definition of ${def.game}: ${problems.join('; ')}`);

  const flat = flattenSequence(def.sequence);
  const leaves = flat.filter((s) => s.leaf).map((s) => s.spec.id);
  const stepIndex = new Map(flat.map((s, i) => [s.spec.id, i]));
  const ruleOf = new Map(flat.map((s) => [s.spec.id, s.spec.rule]));
  const turns = turnNumbers(def);
  const trackers = new Map(def.trackers.map((t) => [t.id, t]));
  const calculators = new Map(def.calculators.map((c) => [c.id, c]));
  const tables = new Map(def.tables.map((t) => [t.id, t]));
  const sideIds = new Set(def.sides.map((s) => s.id));

  const trackerKey = (t: TrackerSpec, side?: string) => (t.kind !== 'cup' && t.perSide ? `${t.id}:${side}` : t.id);

  // ---- cups: what is in them, the hands, and the limits the companion applies ----

  const cupSpecs = def.trackers.filter((t): t is CupSpec => t.kind === 'cup');
  const cupSpecOf = (cupId: string): CupSpec | null => {
    const t = trackers.get(cupId);
    return t?.kind === 'cup' ? t : null;
  };
  const chitOf = (spec: CupSpec, chit: string) => spec.chits.find((c) => c.id === chit);
  const heldOf = (spec: CupSpec, chit: string) => spec.held?.find((h) => h.id === chit);
  const sideOf = (spec: CupSpec, chit: string): string | undefined => chitOf(spec, chit)?.side ?? heldOf(spec, chit)?.side;
  /** Whether the companion keeps a cup's faces, hands and additions (limits per turn, faces or a cup set by turn). */
  const keeps = (spec: CupSpec) => !!spec.byTurn || spec.chits.some((c) => c.faces?.length) || (spec.limits ?? []).some((l) => l.per === 'turn');
  const heldHere = (spec: CupSpec) => !!spec.byTurn && !!spec.held?.length;
  const turnLimits = (spec: CupSpec) => (spec.limits ?? []).filter((l) => l.per === 'turn');
  const inLimit = (spec: CupSpec, l: CupLimit, chit: string) => (!l.chits || l.chits.includes(chit)) && (!l.side || sideOf(spec, chit) === l.side);
  const counts = (ids: { id: string; count: number }[]) => ids.flatMap((c) => Array.from({ length: Math.max(0, c.count) }, () => c.id)).sort();

  /** A cup as it starts a turn: its contents for the turn (by turn, or as the definition counts them), hands filled, nothing played. */
  function freshCup(spec: CupSpec, turn: number): CupState {
    if (spec.byTurn) {
      const list = spec.byTurn.find((b) => b.turn === turn)?.chits ?? [];
      const held = list.filter((c) => heldOf(spec, c.id));
      return { cup: counts(list.filter((c) => !heldOf(spec, c.id))), drawn: [], faces: [], held: heldHere(spec) ? counts(held) : [], added: [] };
    }
    const cup = counts(spec.chits);
    return keeps(spec) ? { cup, drawn: [], faces: [], held: [], added: [] } : { cup, drawn: [] };
  }

  /** The cups when the turn changes: set for the new turn; a cup kept without turn contents gets its chits back (per-turn counts start again). */
  function cupsForTurn(state: CompanionState, turn: number): { cups: CompanionState['cups']; messages: EngineMessage[] } {
    const cups = { ...state.cups };
    const messages: EngineMessage[] = [];
    for (const spec of cupSpecs) {
      const cup = cups[spec.id]!;
      if (spec.byTurn) {
        cups[spec.id] = freshCup(spec, turn);
        messages.push(message('cupFilled', { cup: spec.id, turn }, spec.rule));
      } else if (keeps(spec)) {
        cups[spec.id] = { ...cup, ...putBack(spec, cup, cup.drawn), drawn: [], faces: [], added: [] };
      }
    }
    return { cups, messages };
  }

  /** Chits off the track back where they came from: held ones to the hand, the others to the cup. */
  function putBack(spec: CupSpec, cup: CupState, chits: string[]): Pick<CupState, 'cup' | 'held'> {
    const toHand = chits.filter((c) => heldOf(spec, c) && cup.held);
    const toCup = chits.filter((c) => !(heldOf(spec, c) && cup.held));
    return { cup: [...cup.cup, ...toCup].sort(), ...(cup.held ? { held: [...cup.held, ...toHand].sort() } : {}) };
  }

  /** How many chits a per-turn limit counts this turn (leaving out the chit at `skip` on the track). */
  function turnCount(spec: CupSpec, cup: CupState, l: CupLimit, skip = -1): number {
    if (l.counts === 'added') return (cup.added ?? []).filter((c) => inLimit(spec, l, c)).length;
    const faces = cup.faces ?? [];
    return cup.drawn.filter((c, i) => i !== skip && inLimit(spec, l, c) && (l.faces ? l.faces.includes(faces[i] ?? '') : faces[i] !== PLAYED_NO_ACTION && faces[i] !== FACE_PENDING)).length;
  }

  /** The per-turn limit a chit played on a face would break. */
  function faceBreaks(spec: CupSpec, cup: CupState, chit: string, face: string, skip = -1): CupLimit | null {
    for (const l of turnLimits(spec)) {
      if (l.counts === 'added' || !l.faces?.includes(face) || !inLimit(spec, l, chit)) continue;
      if (turnCount(spec, cup, l, skip) + 1 > l.max) return l;
    }
    return null;
  }

  /** The per-turn limit one more chit of this kind would break, counting draws (faceless limits) or chits put in. */
  function kindBreaks(spec: CupSpec, cup: CupState, chit: string, what: 'played' | 'added'): CupLimit | null {
    for (const l of turnLimits(spec)) {
      if ((l.counts ?? 'played') !== what || l.faces || !inLimit(spec, l, chit)) continue;
      if (turnCount(spec, cup, l) + 1 > l.max) return l;
    }
    return null;
  }

  const playableFaces = (spec: CupSpec, cup: CupState, chit: string, skip = -1) => (chitOf(spec, chit)?.faces ?? []).map((f) => f.id).filter((f) => !faceBreaks(spec, cup, chit, f, skip));
  const pendingAt = (cup: CupState) => (cup.faces ?? []).indexOf(FACE_PENDING);

  /** How a chit just drawn is played: as it is; on its only face within the limits; without action when none is; or the player chooses. */
  function faceOnDraw(spec: CupSpec, cup: CupState, chit: string): { face: string; forcedBy: CupLimit | null } {
    const faces = chitOf(spec, chit)?.faces ?? [];
    if (!faces.length) return { face: PLAYED_AS_IS, forcedBy: null };
    const ok = playableFaces(spec, cup, chit);
    const forcedBy = ok.length < faces.length ? faces.map((f) => faceBreaks(spec, cup, chit, f.id)).find((l) => l) ?? null : null;
    if (!ok.length) return { face: PLAYED_NO_ACTION, forcedBy };
    return { face: ok.length === 1 ? ok[0]! : FACE_PENDING, forcedBy };
  }

  /** Why a draw or a held chit must wait for the face of the chit drawn last. */
  function facePending(spec: CupSpec, cup: CupState): Refusal | null {
    const at = pendingAt(cup);
    if (at < 0) return null;
    const rule = turnLimits(spec).find((l) => l.faces)?.rule ?? spec.rule;
    return { reason: 'chooseFaceFirst', params: { cup: spec.id, chit: cup.drawn[at]! }, rule };
  }

  /** What the screen is told of a cup: per-turn counts, the faces open to the chit drawn last, the held chits playable, the chits a limit keeps in the cup. */
  function cupStatus(spec: CupSpec, state: CompanionState): CupStatus {
    const cup = state.cups[spec.id]!;
    const at = pendingAt(cup);
    const { excluded } = drawable(spec.id, state);
    return {
      limits: keeps(spec) ? turnLimits(spec).map((l) => ({ id: l.id, count: turnCount(spec, cup, l), max: l.max, rule: l.rule })) : [],
      choose: at >= 0 ? { chit: cup.drawn[at]!, faces: playableFaces(spec, cup, cup.drawn[at]!, at) } : null,
      playable: at >= 0 ? [] : [...new Set(cup.held ?? [])],
      blocked: [...excluded].map(([chit, l]) => ({ chit, limit: l.id, rule: l.rule })).sort((a, b) => a.chit.localeCompare(b.chit)),
    };
  }

  function setup(scenario: string, rng: RngState): CompanionState | null {
    if (scenario !== COMPANION_SCENARIO) return null;
    const values: Record<string, number | string> = {};
    const cups: CompanionState['cups'] = {};
    for (const t of def.trackers) {
      if (t.kind === 'cup') cups[t.id] = freshCup(t, turns[0]!);
      else if (t.perSide) for (const s of def.sides) values[`${t.id}:${s.id}`] = t.initial;
      else values[t.id] = t.initial;
    }
    return { rng, turn: turns[0]!, step: leaves[0]!, checked: {}, notes: {}, trackers: values, cups, rolls: [], calcs: [] };
  }

  /** The tracker and the state key an action addresses, or why not. */
  function trackerOf(action: { tracker: string; side?: string | undefined }): { spec: Exclude<TrackerSpec, { kind: 'cup' }>; key: string } | Refusal {
    const spec = trackers.get(action.tracker);
    if (!spec || spec.kind === 'cup') return { reason: 'unknownTracker', params: { tracker: action.tracker } };
    if (spec.perSide ? !action.side || !sideIds.has(action.side) : action.side !== undefined) {
      return { reason: 'unknownSide', params: { side: action.side ?? '' }, rule: spec.rule };
    }
    return { spec, key: trackerKey(spec, action.side) };
  }

  const isRefusal = (x: object): x is Refusal => 'reason' in x;

  /**
   * The chits in a cup that may be drawn now. A limit "never more than `max` in a row by one side"
   * (per 'in-a-row') puts back a chit that would break it; chits the limit does not count neither
   * extend nor break a run, and with `whileOthersInCup` it lapses once the other sides have no
   * chit it counts left. A per-turn limit that counts chits drawn (no faces) keeps a chit that
   * would break it in the cup. `excluded` says which limit kept each chit out.
   */
  function drawable(cupId: string, state: CompanionState): { pool: string[]; excluded: Map<string, CupLimit> } {
    const spec = cupSpecOf(cupId)!;
    const cup = state.cups[cupId]!;
    let pool = cup.cup;
    const excluded = new Map<string, CupLimit>();
    const keep = (l: CupLimit, out: (c: string) => boolean) => {
      for (const c of pool) if (out(c) && !excluded.has(c)) excluded.set(c, l);
      pool = pool.filter((c) => !out(c));
    };
    // The chits that make up runs: those some in-a-row limit of the cup counts (all, when one names none).
    const rows = (spec.limits ?? []).filter((l) => l.per === 'in-a-row');
    const inRuns = rows.some((l) => !l.chits) ? null : new Set(rows.flatMap((l) => l.chits ?? []));
    const counted = (c: string) => !inRuns || inRuns.has(c);
    for (const l of spec.limits ?? []) {
      if (l.per === 'in-a-row') {
        const tail = cup.drawn.filter(counted).slice(-l.max).map((c) => sideOf(spec, c));
        const side = tail[0];
        if (side === undefined || tail.length < l.max || tail.some((x) => x !== side)) continue;
        if (l.side && l.side !== side) continue;
        if (l.whileOthersInCup && !cup.cup.some((c) => counted(c) && sideOf(spec, c) !== undefined && sideOf(spec, c) !== side)) continue;
        keep(l, (c) => counted(c) && (!l.chits || l.chits.includes(c)) && sideOf(spec, c) === side);
      } else if (l.per === 'turn' && !l.faces && l.counts !== 'added') {
        if (turnCount(spec, cup, l) + 1 > l.max) keep(l, (c) => inLimit(spec, l, c));
      }
    }
    return { pool, excluded };
  }

  /**
   * Why a chit may not be drawn: the chit named is kept in the cup by a limit (the other chits may
   * still be drawn), or, with no chit named, no chit of the cup is within the limits. The limit's
   * id goes with it, so the screen says it in the game's own words (chits, rounds, markers).
   */
  const limitRefusal = (cupId: string, chit: string | undefined, l: CupLimit): Refusal =>
    chit === undefined
      ? { reason: 'cupLimit', params: { cup: cupId, limit: l.id }, rule: l.rule }
      : l.per === 'in-a-row'
        ? { reason: 'chitInARow', params: { cup: cupId, chit, limit: l.id }, rule: l.rule }
        : { reason: 'cupTurnLimit', params: { cup: cupId, chit, limit: l.id }, rule: l.rule };

  function explain(state: CompanionState, action: CompanionAction): Refusal | null {
    switch (action.type) {
      case 'check':
      case 'goto':
        if (!stepIndex.has(action.step)) return { reason: 'unknownStep', params: { step: action.step } };
        if (action.type === 'goto' && !leaves.includes(action.step)) return { reason: 'unknownStep', params: { step: action.step } };
        return null;
      case 'next': {
        const last = leaves.indexOf(state.step) === leaves.length - 1 && turns.indexOf(state.turn) === turns.length - 1;
        return last ? { reason: 'lastStep', rule: ruleOf.get(state.step) } : null;
      }
      case 'setTurn':
      case 'note':
        return turns.includes(action.turn) ? null : { reason: 'turnOutOfRange', params: { turn: action.turn, first: turns[0]!, last: turns[turns.length - 1]! } };
      case 'roll':
        return null;
      case 'trackerSet':
      case 'trackerAdjust': {
        const t = trackerOf(action);
        if (isRefusal(t)) return t;
        if (t.spec.kind === 'choice') {
          if (action.type === 'trackerAdjust') return { reason: 'unknownOption', params: { option: '' }, rule: t.spec.rule };
          return t.spec.options.some((o) => o.id === action.value) ? null : { reason: 'unknownOption', params: { option: String(action.value) }, rule: t.spec.rule };
        }
        const value = action.type === 'trackerSet' ? action.value : (state.trackers[t.key] as number) + action.delta;
        if (typeof value !== 'number' || value < t.spec.min || value > t.spec.max) {
          return { reason: 'trackerOutOfRange', params: { value: String(value), min: t.spec.min, max: t.spec.max }, rule: t.spec.rule };
        }
        return null;
      }
      case 'draw':
      case 'returnChit':
      case 'refillCup': {
        const spec = trackers.get(action.cup);
        const cup = state.cups[action.cup];
        if (!spec || spec.kind !== 'cup' || !cup) return { reason: 'unknownCup', params: { cup: action.cup } };
        if (action.type === 'draw') {
          const pending = facePending(spec, cup);
          if (pending) return pending;
          if (!cup.cup.length) return { reason: 'cupEmpty', params: { cup: action.cup }, rule: spec.rule };
          if (action.chit !== undefined && !cup.cup.includes(action.chit)) return { reason: 'unknownChit', params: { chit: action.chit }, rule: spec.rule };
          const { pool, excluded } = drawable(action.cup, state);
          // Nothing within the limits: said as such, whichever chit was named; else the named chit's own limit.
          if (!pool.length) return limitRefusal(action.cup, undefined, (action.chit !== undefined ? excluded.get(action.chit) : undefined) ?? [...excluded.values()].at(-1)!);
          if (action.chit !== undefined && excluded.has(action.chit)) return limitRefusal(action.cup, action.chit, excluded.get(action.chit)!);
        }
        if (action.type === 'returnChit' && !cup.drawn.includes(action.chit)) return { reason: 'chitNotDrawn', params: { chit: action.chit }, rule: spec.rule };
        return null;
      }
      case 'cupAdd':
      case 'cupRemove': {
        const spec = trackers.get(action.cup);
        const cup = state.cups[action.cup];
        if (!spec || spec.kind !== 'cup' || !cup) return { reason: 'unknownCup', params: { cup: action.cup } };
        if (!spec.chits.some((c) => c.id === action.chit)) return { reason: 'unknownChit', params: { chit: action.chit }, rule: spec.rule };
        if (action.type === 'cupRemove' && !cup.cup.includes(action.chit)) return { reason: 'unknownChit', params: { chit: action.chit }, rule: spec.rule };
        if (action.type === 'cupAdd' && cup.cup.length + cup.drawn.length >= MAX_CUP) return { reason: 'trackerOutOfRange', params: { value: cup.cup.length + 1, min: 0, max: MAX_CUP }, rule: spec.rule };
        const over = action.type === 'cupAdd' ? kindBreaks(spec, cup, action.chit, 'added') : null;
        if (over) return limitRefusal(action.cup, action.chit, over);
        return null;
      }
      case 'chitFace': {
        const spec = cupSpecOf(action.cup);
        const cup = state.cups[action.cup];
        if (!spec || !cup) return { reason: 'unknownCup', params: { cup: action.cup } };
        const at = cup.drawn.length - 1;
        const chit = at >= 0 ? chitOf(spec, cup.drawn[at]!) : undefined;
        if (!chit?.faces?.length || !cup.faces) return { reason: 'noFaceToChoose', params: { cup: action.cup }, rule: spec.rule };
        if (!chit.faces.some((f) => f.id === action.face)) return { reason: 'unknownFace', params: { cup: action.cup, chit: chit.id, face: action.face }, rule: chit.rule ?? spec.rule };
        const over = faceBreaks(spec, cup, chit.id, action.face, at);
        return over ? { reason: 'cupTurnLimit', params: { cup: action.cup, chit: chit.id, face: action.face, limit: over.id }, rule: over.rule } : null;
      }
      case 'playHeld': {
        const spec = cupSpecOf(action.cup);
        const cup = state.cups[action.cup];
        if (!spec || !cup) return { reason: 'unknownCup', params: { cup: action.cup } };
        const held = heldOf(spec, action.chit);
        if (!held || !cup.held?.includes(action.chit)) return { reason: 'chitNotHeld', params: { cup: action.cup, chit: action.chit }, rule: held?.rule ?? spec.rule };
        const pending = facePending(spec, cup);
        if (pending) return pending;
        if (action.preempts !== undefined && (!held.preempts?.includes(action.preempts) || !cup.held.includes(action.preempts))) {
          return { reason: 'cannotPreempt', params: { cup: action.cup, chit: action.chit, preempted: action.preempts }, rule: held.rule };
        }
        return null;
      }
      case 'calculate': {
        const calc = calculators.get(action.calculator);
        if (!calc) return { reason: 'unknownCalculator', params: { calculator: action.calculator } };
        if (action.roll && !calc.roll) return { reason: 'noRollHere', rule: calc.rule };
        const inputs = checkInputs(calc.inputs, action.inputs);
        if (!inputs.ok) return { reason: 'badInput', params: { input: inputs.input }, rule: calc.rule };
        for (const [tid, cells] of Object.entries(action.tables)) {
          const spec = tables.get(tid);
          // Only tables this calculator reads, and only those the app does not have built in.
          if (!spec || spec.builtIn || !calc.tables.includes(tid)) return { reason: 'badTable', params: { table: tid }, rule: calc.rule };
          if (!cellsValid(checkCells(spec, cells))) return { reason: 'badTable', params: { table: tid }, rule: spec.rule };
        }
        return null;
      }
    }
  }

  function diceFor(state: CompanionState, action: CompanionAction): DiceRequest | null {
    if (action.type === 'roll') return SIDES[def.dice];
    if (action.type === 'draw' && action.chit === undefined) return { count: 1, sides: drawable(action.cup, state).pool.length };
    if (action.type === 'calculate' && action.roll) {
      const kind = calculators.get(action.calculator)!.roll!;
      return SIDES[kind];
    }
    return null;
  }

  const message = (code: EngineMessage['code'], params: Record<string, string | number>, rule?: string): EngineMessage => ({ code, params, ...(rule ? { rule } : {}) });

  /** Ticks a step (and, when all its siblings are ticked, nothing more: phases are ticked by the player). */
  function withChecked(state: CompanionState, step: string, done: boolean): Record<string, string[]> {
    const key = String(state.turn);
    const now = new Set(state.checked[key] ?? []);
    if (done) now.add(step);
    else now.delete(step);
    const list = [...now].sort((a, b) => stepIndex.get(a)! - stepIndex.get(b)!);
    const checked = { ...state.checked };
    if (list.length) checked[key] = list;
    else delete checked[key];
    return checked;
  }

  /** Works a calculation out from what was asked: inputs checked against the spec, built-in tables, the player's cells, the dice. */
  function workOut(record: Pick<CalcRecord, 'calculator' | 'inputs' | 'dice' | 'tables'>): { inputs: InputValues; result: CalcResult } {
    const calc = calculators.get(record.calculator);
    if (!calc) return { inputs: {}, result: { steps: [], missingTables: [], invalid: { reason: CALC_FAILED, rule: '' } } };
    const checked = checkInputs(calc.inputs, record.inputs);
    const values = checked.ok ? checked.values : {};
    const read: Record<string, Cells> = {};
    for (const tid of calc.tables) {
      const spec = tables.get(tid);
      if (spec?.builtIn) read[tid] = spec.builtIn.cells;
      else if (record.tables[tid]) read[tid] = record.tables[tid]!;
    }
    try {
      if (!checked.ok) throw new Error('inputs');
      return { inputs: values, result: calc.compute(values, read, record.dice) };
    } catch {
      // A calculation that throws on inputs its spec allows is a bug in the definition: it is shown as not worked out.
      return { inputs: values, result: { steps: [], missingTables: [], invalid: { reason: CALC_FAILED, rule: calc.rule } } };
    }
  }

  /** The state as the screen is shown it: without the dice generator, each calculation worked out. */
  function snapshot(state: CompanionState): CompanionSnapshot {
    const { rng: _rng, calcs, ...rest } = state;
    return {
      ...rest,
      cupStatus: Object.fromEntries(cupSpecs.map((spec) => [spec.id, cupStatus(spec, state)])),
      calcs: calcs.map((c) => {
        const { inputs, result } = workOut(c);
        return { turn: c.turn, calculator: c.calculator, inputs, dice: c.dice, userTables: Object.keys(c.tables).sort(), result };
      }),
    };
  }

  function apply(state: CompanionState, action: CompanionAction, raw: readonly number[]): { state: CompanionState; messages: EngineMessage[] } {
    switch (action.type) {
      case 'check':
        return { state: { ...state, checked: withChecked(state, action.step, action.done) }, messages: [message(action.done ? 'stepChecked' : 'stepUnchecked', { step: action.step, turn: state.turn }, ruleOf.get(action.step))] };
      case 'goto':
        return { state: { ...state, step: action.step }, messages: [message('stepCurrent', { step: action.step, turn: state.turn }, ruleOf.get(action.step))] };
      case 'next': {
        const checked = withChecked(state, state.step, true);
        const i = leaves.indexOf(state.step);
        const messages = [message('stepChecked', { step: state.step, turn: state.turn }, ruleOf.get(state.step))];
        if (i < leaves.length - 1) {
          const step = leaves[i + 1]!;
          messages.push(message('stepCurrent', { step, turn: state.turn }, ruleOf.get(step)));
          return { state: { ...state, checked, step }, messages };
        }
        const turn = turns[turns.indexOf(state.turn) + 1]!;
        const step = leaves[0]!;
        const filled = cupsForTurn(state, turn);
        messages.push(message('turnSet', { turn, from: state.turn }), ...filled.messages, message('stepCurrent', { step, turn }, ruleOf.get(step)));
        return { state: { ...state, checked, turn, step, cups: filled.cups }, messages };
      }
      case 'setTurn': {
        const filled = action.turn === state.turn ? { cups: state.cups, messages: [] } : cupsForTurn(state, action.turn);
        return { state: { ...state, turn: action.turn, cups: filled.cups }, messages: [message('turnSet', { turn: action.turn, from: state.turn }), ...filled.messages] };
      }
      case 'note': {
        const notes = { ...state.notes };
        if (action.text.trim()) notes[String(action.turn)] = action.text;
        else delete notes[String(action.turn)];
        return { state: { ...state, notes }, messages: [message('noteSaved', { turn: action.turn })] };
      }
      case 'roll': {
        const values = readDice(def.dice, raw);
        const total = values.reduce((a, b) => a + b, 0);
        const doubles = def.dice === '2d6' && values[0] === values[1];
        const record: RollRecord = { turn: state.turn, step: state.step, kind: def.dice, values, total, doubles, purpose: action.purpose ?? '' };
        const params = { purpose: record.purpose, total };
        // A free roll is logged with the rule of the step it is made in.
        const rule = ruleOf.get(state.step);
        const msg =
          def.dice === '2d6'
            ? message(doubles ? 'rolled2d6Doubles' : 'rolled2d6', { ...params, white: values[0]!, coloured: values[1]! }, rule)
            : message(def.dice === 'd10' ? 'rolledD10' : 'rolledD6', { ...params, value: values[0]! }, rule);
        return { state: { ...state, rolls: [...state.rolls, record].slice(-KEEP_ROLLS) }, messages: [msg] };
      }
      case 'trackerSet':
      case 'trackerAdjust': {
        const t = trackerOf(action) as { spec: Exclude<TrackerSpec, { kind: 'cup' }>; key: string };
        const from = state.trackers[t.key]!;
        const value = action.type === 'trackerSet' ? action.value : (from as number) + action.delta;
        return {
          state: { ...state, trackers: { ...state.trackers, [t.key]: value } },
          messages: [message('trackerSet', { tracker: t.spec.id, side: action.side ?? '', value, from }, t.spec.rule)],
        };
      }
      case 'draw': {
        const spec = cupSpecOf(action.cup)!;
        const cup = state.cups[action.cup]!;
        const chit = action.chit ?? drawable(action.cup, state).pool[raw[0]! - 1]!;
        const at = cup.cup.indexOf(chit);
        const messages = [message('chitDrawn', { cup: action.cup, chit }, spec.rule)];
        const next: CupState = { ...cup, cup: cup.cup.filter((_, i) => i !== at), drawn: [...cup.drawn, chit] };
        if (cup.faces) {
          const { face, forcedBy } = faceOnDraw(spec, cup, chit);
          next.faces = [...cup.faces, face];
          if (forcedBy && face === PLAYED_NO_ACTION) messages.push(message('chitNoAction', { cup: action.cup, chit }, forcedBy.rule));
          else if (forcedBy && face !== FACE_PENDING) messages.push(message('chitPlayedAs', { cup: action.cup, chit, face }, forcedBy.rule));
        }
        return { state: { ...state, cups: { ...state.cups, [action.cup]: next } }, messages };
      }
      case 'returnChit': {
        const spec = cupSpecOf(action.cup)!;
        const cup = state.cups[action.cup]!;
        const at = cup.drawn.lastIndexOf(action.chit);
        const next: CupState = { ...cup, ...putBack(spec, cup, [action.chit]), drawn: cup.drawn.filter((_, i) => i !== at) };
        if (cup.faces) next.faces = cup.faces.filter((_, i) => i !== at);
        return { state: { ...state, cups: { ...state.cups, [action.cup]: next } }, messages: [message('chitReturned', { cup: action.cup, chit: action.chit }, spec.rule)] };
      }
      case 'refillCup': {
        const spec = cupSpecOf(action.cup)!;
        const cup = state.cups[action.cup]!;
        const next: CupState = { ...cup, ...putBack(spec, cup, cup.drawn), drawn: [] };
        if (cup.faces) next.faces = [];
        return { state: { ...state, cups: { ...state.cups, [action.cup]: next } }, messages: [message('cupRefilled', { cup: action.cup }, spec.rule)] };
      }
      case 'chitFace': {
        const spec = cupSpecOf(action.cup)!;
        const cup = state.cups[action.cup]!;
        const at = cup.drawn.length - 1;
        const chit = cup.drawn[at]!;
        const faces = [...cup.faces!];
        faces[at] = action.face;
        return { state: { ...state, cups: { ...state.cups, [action.cup]: { ...cup, faces } } }, messages: [message('chitPlayedAs', { cup: action.cup, chit, face: action.face }, chitOf(spec, chit)?.rule ?? spec.rule)] };
      }
      case 'playHeld': {
        const spec = cupSpecOf(action.cup)!;
        const cup = state.cups[action.cup]!;
        const held = [...cup.held!];
        held.splice(held.indexOf(action.chit), 1);
        const next: CupState = { ...cup, held, drawn: [...cup.drawn, action.chit], ...(cup.faces ? { faces: [...cup.faces, PLAYED_AS_IS] } : {}) };
        const rule = heldOf(spec, action.chit)!.rule;
        const msg = action.preempts !== undefined ? message('heldPlayedPreempting', { cup: action.cup, chit: action.chit, preempted: action.preempts }, rule) : message('heldPlayed', { cup: action.cup, chit: action.chit }, rule);
        return { state: { ...state, cups: { ...state.cups, [action.cup]: next } }, messages: [msg] };
      }
      case 'cupAdd':
      case 'cupRemove': {
        const cup = state.cups[action.cup]!;
        const at = cup.cup.indexOf(action.chit);
        const inCup = action.type === 'cupAdd' ? [...cup.cup, action.chit].sort() : cup.cup.filter((_, i) => i !== at);
        const code = action.type === 'cupAdd' ? 'chitAdded' : 'chitRemoved';
        const next: CupState = { ...cup, cup: inCup };
        // What a side receives in a turn counts even if it is taken out again (one Fall of Tobruk a turn, however often Tobruk changes hands).
        if (action.type === 'cupAdd' && cup.added) next.added = [...cup.added, action.chit];
        return { state: { ...state, cups: { ...state.cups, [action.cup]: next } }, messages: [message(code, { cup: action.cup, chit: action.chit }, trackers.get(action.cup)!.rule)] };
      }
      case 'calculate': {
        const calc = calculators.get(action.calculator)!;
        const dice = action.roll ? readDice(calc.roll!, raw) : null;
        const record: CalcRecord = { turn: state.turn, calculator: calc.id, inputs: action.inputs, dice, tables: Object.fromEntries(Object.entries(action.tables).map(([k, v]) => [k, trimCells(v)])) };
        const { result } = workOut(record);
        const msg = result.invalid
          ? message('calculationInvalid', { calculator: calc.id }, result.invalid.rule)
          : result.outcome
            ? message('calculated', { calculator: calc.id, outcome: result.outcome.value, dice: dice?.join('+') ?? '' }, result.outcome.rule)
            : message('calculatedOpen', { calculator: calc.id, missing: result.missingTables.join(', ') }, calc.rule);
        return { state: { ...state, calcs: [...state.calcs, record].slice(-KEEP_CALCS) }, messages: [msg] };
      }
    }
  }

  return {
    id: def.game,
    version: companionVersion(def),
    data: boardlessData(def),
    definition: def,
    snapshot,
    actionSchema: CompanionActionSchema as unknown as z.ZodType<CompanionAction>,
    setup,
    prompt: () => ACTION_TYPES,
    explain,
    diceFor,
    apply,
    view: (state) => ({ mode: 'rules', turn: state.turn, phase: state.step, units: [] }),
  };
}
