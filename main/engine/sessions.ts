import { randomBytes, randomUUID } from 'node:crypto';
import { err, ok, type Result } from '../../shared/api/result.js';
import type { DiceWait, GameView, LogBreak, LogEntry } from '../../shared/engine/view.js';
import type { BattlePlan, MoveVerdict, Overlays } from '../../shared/api/contract.js';
import type { GameKey } from '../../shared/games/ids.js';
import type { AnyGameModule, BaseState, MoveAdvice as ModuleMoveAdvice } from './module.js';
import type { ModuleRegistry } from '../games/registry.js';
import { seedRng } from './rng.js';
import { dicePolicyOf, step, type DicePolicy } from './core.js';
import { hashState } from './canonical.js';
import { replay } from './replay.js';
import { tableCapabilities } from './capabilities.js';
import { legacySetup, modesOf, startModeOf } from './modes.js';
import type { PlayMode } from '../../shared/games/capabilities.js';
import type { ActionRow, GameRow, GameStore } from './store.js';
import { findLogBreak } from './log-break.js';
import type { GameFileHeader } from './game-file.js';

/** The head a client decided its action on: its seq, and optionally the state hash it showed. */
export interface SeenHead {
  head: number;
  hash?: string;
}

export interface SessionDeps {
  store: GameStore;
  modules: ModuleRegistry;
  now?: () => Date;
  newId?: () => string;
  newSeed?: () => string;
  /** A snapshot of the state is stored every this many actions. */
  snapshotEvery?: number;
  /** How many log entries a view carries (the newest). */
  logInView?: number;
  /** A commit–reveal game's action waiting for a reveal (main/engine/dice/session.ts), for the view. */
  diceWait?: (gameId: string) => DiceWait | null;
}

interface Open {
  row: GameRow;
  module: AnyGameModule;
  actions: ActionRow[];
  state: BaseState;
  /** What the store held when this was loaded or last written: a different stored row means another writer. */
  stamp: string;
  /** Where the stored log breaks (a missing row, or a row that does not replay to its hash); null when whole. */
  broken: LogBreak | null;
}

/** What identifies one stored version of a game row: any write by anyone changes it. */
const stampOf = (r: GameRow): string => JSON.stringify([r.head, r.headHash, r.updatedAt, r.deletedAt, r.title]);

/** A new game row's defaults: its own line, its own email identity, not in the trash. */
/** The row of a game first met in a file: its header's identity and set-up, no action yet (they are written with it). */
export function importedGameRow(header: GameFileHeader, setup: { scenario: string; mode: PlayMode }, dicePolicy: DicePolicy, at: string): GameRow {
  return newGameRow({
    id: header.uid,
    gameId: header.gameId,
    title: header.title,
    scenario: setup.scenario,
    startMode: setup.mode,
    moduleVersion: header.moduleVersion,
    dicePolicy,
    seed: header.seed,
    head: 0,
    headHash: '',
    createdAt: header.createdAt,
    updatedAt: at,
  });
}

export function newGameRow(fields: Omit<GameRow, 'uid' | 'turn' | 'phase' | 'thumbnail' | 'parentId' | 'forkSeq' | 'rootId' | 'deletedAt'> & Partial<GameRow>): GameRow {
  return {
    uid: fields.id,
    turn: 1,
    phase: '',
    thumbnail: null,
    parentId: null,
    forkSeq: null,
    rootId: fields.id,
    deletedAt: null,
    ...fields,
  };
}

/** The games in play: create, open, apply, undo, redo, look back, branch; every change written before it is shown. */
export function createGameSessions(deps: SessionDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomUUID());
  const newSeed = deps.newSeed ?? (() => randomBytes(16).toString('hex'));
  const snapshotEvery = deps.snapshotEvery ?? 50;
  const logInView = deps.logInView ?? 300;
  const cache = new Map<string, Open>();

  function initial(module: AnyGameModule, row: Pick<GameRow, 'seed' | 'scenario' | 'startMode'>): Result<BaseState> {
    // A row without a usable seed (written by hand, or before game logs existed) cannot be replayed.
    if (!/^[0-9a-f]{32}$/i.test(row.seed)) return err('game.corruptLog', { seq: 0 });
    const state = module.setup(row.scenario, seedRng(row.seed), startModeOf(module, row.startMode)) as BaseState | null;
    return state ? ok(state) : err('game.unknownScenario', { scenario: row.scenario });
  }

  /** The state after the first `head` actions: from the nearest snapshot, replaying the rest. */
  function stateAt(g: Pick<Open, 'row' | 'module' | 'actions'>, head: number): Result<BaseState> {
    const snap = head > 0 ? deps.store.snapshotAtOrBefore(g.row.id, head) : null;
    const start = snap ? ok(snap.state as BaseState) : initial(g.module, g.row);
    if (!start.ok) return start;
    const r = replay(g.module, start.value, g.actions.slice(snap?.seq ?? 0, head), g.row.dicePolicy);
    return r.ok ? ok(r.state) : err('game.corruptLog', { seq: r.seq });
  }

  function viewOf(g: Omit<Open, 'state' | 'stamp'>, state: BaseState, head: number): GameView {
    const mv = g.module.view(state, null);
    const turns = g.module.data.turns;
    const log: LogEntry[] = g.actions
      .slice(Math.max(0, head - logInView), head)
      .map((a) => ({ seq: a.seq, at: a.at, messages: a.messages, dice: a.dice }));
    return {
      id: g.row.id,
      gameId: g.row.gameId,
      scenario: g.row.scenario,
      title: g.row.title,
      mode: mv.mode,
      dicePolicy: dicePolicyOf(state, g.row.dicePolicy),
      turn: mv.turn,
      turnDate: turns.find((t) => t.turn === mv.turn)?.date ?? null,
      lastTurn: turns.length ? turns[turns.length - 1]!.turn : mv.turn,
      phase: mv.phase,
      units: mv.units,
      log,
      head,
      // A log that breaks is read-only: nothing to undo or redo until a new line is started.
      canUndo: head > 0 && !g.broken,
      canRedo: g.actions.length > head && !g.broken,
      hash: head > 0 ? g.actions[head - 1]!.hash : hashState(state),
      play: mv.play ?? null,
      capabilities: tableCapabilities(g.module),
      logBreak: g.broken,
      diceWait: g.row.dicePolicy === 'commit-reveal' && head === g.row.head ? (deps.diceWait?.(g.row.id) ?? null) : null,
    };
  }

  const view = (g: Open): GameView => viewOf(g, g.state, g.row.head);

  /**
   * The game as stored now. The cache is used only while the stored row is the one it was built
   * from: what another process (or anything else) commits is seen on the next call, never hidden.
   */
  function load(id: string, known?: BaseState): Result<Open> {
    const row = deps.store.get(id);
    if (!row) {
      cache.delete(id);
      return err('game.notFound', { id });
    }
    const cached = cache.get(id);
    if (cached && cached.stamp === stampOf(row)) return ok(cached);
    cache.delete(id);
    if (row.deletedAt) return err('game.inTrash', { id });
    const module = deps.modules.get(row.gameId, row.scenario);
    if (!module) return err('game.unknown', { gameId: row.gameId });
    const actions = deps.store.actions(id);
    const base = { row, module, actions };
    // A state already verified at this head (an imported file, replayed on its way in) is not replayed again.
    const state = known && row.head === actions.length ? ok(known) : stateAt(base, row.head);
    // The replayed state must be the one that was saved: same hash as the log recorded.
    const whole = state.ok && actions.length >= row.head && actions.every((a, i) => a.seq === i + 1) && (row.head === 0 || hashState(state.value) === actions[row.head - 1]?.hash);
    const open = whole && state.ok ? ok<Open>({ ...base, state: state.value, stamp: stampOf(row), broken: null }) : openBroken(base);
    if (open.ok) cache.set(id, open.value);
    return open;
  }

  /**
   * A game whose log has a hole or a row that does not replay: it opens at the last good action,
   * says where the log breaks, and is read-only (it can be exported up to the hole, or a new line
   * started from any good action).
   */
  function openBroken(base: Pick<Open, 'row' | 'module' | 'actions'>): Result<Open> {
    const start = initial(base.module, base.row);
    if (!start.ok) return start;
    const found = findLogBreak(base.module, start.value, base.actions, base.row.head, base.row.dicePolicy);
    const stamp = stampOf(base.row);
    // A hole only among undone actions (past the head) leaves the game whole: redo stops before it.
    if (found.breaksAt === null) return ok({ ...base, actions: base.actions.slice(0, found.contiguous), state: found.state, stamp, broken: null });
    const actions = base.actions.slice(0, found.good);
    const row = { ...base.row, head: found.good, headHash: found.good > 0 ? actions[found.good - 1]!.hash : '' };
    // A game begun under an earlier version of the rules may break where today's rules differ: say so.
    const rulesVersion = base.row.moduleVersion !== base.module.version ? { saved: base.row.moduleVersion, current: base.module.version } : undefined;
    return ok({ row, module: base.module, actions, state: found.state, stamp, broken: { seq: found.breaksAt, ...(rulesVersion ? { rulesVersion } : {}) } });
  }

  /** Refuses a change decided on another head than the stored one, or to a game whose log breaks. */
  function current(g: Open, seen: SeenHead | undefined): Result<Open> {
    if (g.broken) return err('game.logBroken', { seq: g.broken.seq, good: g.row.head });
    // The hash a client saw is the one its view carried (viewOf): the head action's, or the set-up's.
    if (seen && (seen.head !== g.row.head || (seen.hash !== undefined && seen.hash !== (g.row.head > 0 ? g.actions[g.row.head - 1]!.hash : hashState(g.state))))) {
      return err('game.changed', { head: g.row.head, seen: seen.head });
    }
    return ok(g);
  }

  /** Another writer moved the head between our read and our write: nothing was written; reload. */
  function lostRace(id: string): Result<never> {
    cache.delete(id);
    const row = deps.store.get(id);
    return err('game.changed', { head: row?.head ?? 0 });
  }

  function summaryOf(g: Pick<Open, 'module'>, state: BaseState) {
    const v = g.module.view(state, null);
    return { turn: v.turn, phase: v.phase };
  }

  function moveTo(id: string, delta: -1 | 1, seen?: SeenHead): Result<GameView> {
    const loaded = load(id);
    if (!loaded.ok) return loaded;
    const checked = current(loaded.value, seen);
    if (!checked.ok) return checked;
    const g = checked.value;
    const head = g.row.head + delta;
    if (head < 0) return err('game.nothingToUndo');
    if (head > g.actions.length) return err('game.nothingToRedo');
    const state = delta === 1 ? replay(g.module, g.state, [g.actions[head - 1]!], g.row.dicePolicy) : null;
    const next = state ? (state.ok ? ok(state.state) : err('game.corruptLog', { seq: head })) : stateAt(g, head);
    if (!next.ok) return next;
    const at = now().toISOString();
    const hash = head > 0 ? g.actions[head - 1]!.hash : '';
    const summary = summaryOf(g, next.value);
    if (!deps.store.setHead(id, { head, hash, at, ...summary }, { head: g.row.head, hash: g.row.headHash })) return lostRace(id);
    g.row = { ...g.row, head, headHash: hash, updatedAt: at, ...summary };
    g.stamp = stampOf(g.row);
    g.state = next.value;
    return ok(view(g));
  }

  return {
    /** A new game of a scenario, in the mode asked for (null: the module's first mode). */
    create(gameId: GameKey, asked: string, title: string | undefined, policy: DicePolicy, askedMode: PlayMode | null = null): Result<GameView> {
      // A client that still writes the mode into the scenario id ('march-1941:free') is read the new way.
      const { scenario, mode } = legacySetup(asked, askedMode);
      const module = deps.modules.get(gameId, scenario);
      if (!module) return err('game.unknown', { gameId });
      if (mode && !modesOf(module).includes(mode)) return err('game.modeUnavailable', { gameId, mode });
      const at = now().toISOString();
      const id = newId();
      const row = newGameRow({
        id,
        gameId,
        title: title ?? scenario,
        scenario,
        startMode: startModeOf(module, mode),
        moduleVersion: module.version,
        dicePolicy: policy,
        seed: newSeed(),
        head: 0,
        headHash: '',
        createdAt: at,
        updatedAt: at,
      });
      const state = initial(module, row);
      if (!state.ok) return state;
      const summary = summaryOf({ module }, state.value);
      const full = { ...row, ...summary };
      deps.store.create(full);
      const open: Open = { row: full, module, actions: [], state: state.value, stamp: stampOf(full), broken: null };
      cache.set(id, open);
      return ok(view(open));
    },

    open(id: string): Result<GameView> {
      const g = load(id);
      return g.ok ? ok(view(g.value)) : g;
    },

    /**
     * Opens a game just written whose state at its head is already known: an imported file,
     * replayed and checked action by action on its way in. The state is taken only when its hash is
     * the stored head's (else the game is replayed as always), so the cache never holds a state the
     * log does not give.
     */
    openVerified(id: string, state: BaseState): Result<GameView> {
      cache.delete(id);
      const g = load(id, state);
      return g.ok ? ok(view(g.value)) : g;
    },

    /** Applies an action decided on `seen` (the head the client showed); game.changed if the game moved since. */
    apply(id: string, action: unknown, dice?: readonly number[], seen?: SeenHead): Result<GameView> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const checked = current(loaded.value, seen);
      if (!checked.ok) return checked;
      const g = checked.value;
      const r = step(g.module, g.state, dice ? { action, dice } : { action }, g.row.dicePolicy);
      if (!r.ok) {
        if (r.diceNeeded) return err('game.diceNeeded', r.diceNeeded);
        return err('game.refused', { reason: r.refusal.reason, ...(r.refusal.rule ? { rule: r.refusal.rule } : {}), ...r.refusal.params });
      }
      const seq = g.row.head + 1;
      const summary = summaryOf(g, r.state);
      const row: ActionRow = {
        seq,
        action: r.action,
        dice: r.dice,
        messages: r.messages,
        hash: hashState(r.state),
        at: now().toISOString(),
        ...summary,
      };
      const written = deps.store.append(id, row, seq % snapshotEvery === 0 ? JSON.stringify(r.state) : null, { head: g.row.head, hash: g.row.headHash });
      if (!written) return lostRace(id);
      g.actions = [...g.actions.slice(0, g.row.head), row];
      g.row = { ...g.row, head: seq, headHash: row.hash, updatedAt: row.at, ...summary };
      g.stamp = stampOf(g.row);
      g.state = r.state;
      return ok(view(g));
    },

    undo: (id: string, seen?: SeenHead) => moveTo(id, -1, seen),
    redo: (id: string, seen?: SeenHead) => moveTo(id, +1, seen),

    /** The game as it stood after `seq` actions (read-only; the head does not move). */
    at(id: string, seq: number): Result<GameView> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const g = loaded.value;
      if (seq > g.actions.length) return err('game.seqOutOfRange', { seq, last: g.actions.length });
      if (seq === g.row.head) return ok(view(g));
      const state = stateAt(g, seq);
      return state.ok ? ok(viewOf(g, state.value, seq)) : state;
    },

    /** "Play from here": a new line holding the first `seq` actions; the old line is untouched. */
    branch(id: string, seq: number, title?: string): Result<GameView> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const g = loaded.value;
      if (seq > g.actions.length) return err('game.seqOutOfRange', { seq, last: g.actions.length });
      const state = stateAt(g, seq);
      if (!state.ok) return state;
      const at = now().toISOString();
      const branchId = newId();
      const row: GameRow = {
        ...g.row,
        id: branchId,
        uid: branchId,
        // The new line goes on under the rules that just replayed its beginning.
        moduleVersion: g.module.version,
        title: title ?? g.row.title,
        head: seq,
        headHash: seq > 0 ? g.actions[seq - 1]!.hash : '',
        ...summaryOf(g, state.value),
        thumbnail: null,
        parentId: g.row.id,
        forkSeq: seq,
        rootId: g.row.rootId,
        deletedAt: null,
        createdAt: at,
        updatedAt: at,
      };
      deps.store.copy(g.row.id, row, seq);
      const open: Open = { row, module: g.module, actions: g.actions.slice(0, seq), state: state.value, stamp: stampOf(row), broken: null };
      cache.set(branchId, open);
      return ok(view(open));
    },

    /**
     * The game's present position for someone who decides on it (the computer player): its module,
     * state, seed and head; game.changed when `seen` is not the head, game.logBroken on a broken log.
     */
    position(id: string, seen?: SeenHead): Result<{ module: AnyGameModule; state: BaseState; row: GameRow }> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const checked = current(loaded.value, seen);
      return checked.ok ? ok({ module: checked.value.module, state: checked.value.state, row: checked.value.row }) : checked;
    },

    /** The whole log of a game (undone actions included) for the timeline and for export; a broken log, up to its last good action. */
    log(id: string): Result<{ row: GameRow; actions: ActionRow[]; broken: LogBreak | null }> {
      const loaded = load(id);
      return loaded.ok ? ok({ row: loaded.value.row, actions: loaded.value.actions, broken: loaded.value.broken }) : loaded;
    },

    /** Where a unit may go under the game's rules, at the present state (advice in free mode). */
    moves(id: string, unitId: string): Result<{ unit: string } & ModuleMoveAdvice> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const { module, state } = loaded.value;
      if (!module.moveAdvice) return err('game.noAdvice', { gameId: module.id });
      const advice = module.moveAdvice(state, unitId) as ModuleMoveAdvice | null;
      return advice ? ok({ unit: unitId, ...advice }) : err('game.refused', { reason: 'unitNotOnMap', unit: unitId });
    },

    adviseMove(id: string, unitId: string, to: string): Result<MoveVerdict> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const { module, state } = loaded.value;
      if (!module.adviseMove) return err('game.noAdvice', { gameId: module.id });
      const r = module.adviseMove(state, unitId, to);
      return ok(r ? { legal: false, reason: r.reason, ...(r.rule ? { rule: r.rule } : {}), params: r.params ?? {} } : { legal: true });
    },

    /** A planned battle under the game's combat rules, at the present state (advice in free mode). */
    battlePlan(id: string, attackers: readonly string[], defenders: readonly string[]): Result<BattlePlan> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const { module, state } = loaded.value;
      if (!module.battlePlan) return err('game.noAdvice', { gameId: module.id });
      const known = new Set(Object.keys((state as { units?: object }).units ?? {}));
      const unknown = [...attackers, ...defenders].find((u) => !known.has(u));
      if (unknown) return err('game.refused', { reason: 'unknownUnit', unit: unknown });
      return ok(module.battlePlan(state, attackers, defenders));
    },

    /** Zones of control and control of victory places at the present state. */
    overlays(id: string): Result<Overlays> {
      const loaded = load(id);
      if (!loaded.ok) return loaded;
      const { module, state } = loaded.value;
      return module.overlays ? ok(module.overlays(state)) : err('game.noAdvice', { gameId: module.id });
    },

    /** Forget cached states (after a change on disk, and in tests to prove what is stored). */
    evict(id?: string): void {
      if (id) cache.delete(id);
      else cache.clear();
    },
  };
}

export type GameSessions = ReturnType<typeof createGameSessions>;
