import type { PlayMode } from '../../../shared/games/capabilities.js';
import { createHash } from 'node:crypto';
import { step, type DicePolicy } from '../../engine/core.js';
import { hashState } from '../../engine/canonical.js';
import { readGameFile, writeGameFile, type GameFileHeader, type LoggedAction } from '../../engine/game-file.js';
import type { AnyGameModule, BaseState } from '../../engine/module.js';
import { seedRng } from '../../engine/rng.js';
import { describeError, describeRefusal } from '../messages.js';
import { oneLine } from '../output.js';
import { legalTargetsOf, rulesHooksOf } from '../hooks.js';
import { createRand, hex32, type Rand } from './random.js';
import { hasGenerator, plannedAction, plannedProbe, type GenContext, type Planned } from './generate.js';
import { checkDice, checkFreeEffect, checkView, type InvariantContext } from './invariants.js';

export interface FuzzOptions {
  module: AnyGameModule;
  scenario: string;
  /** The mode each game is set up in. */
  mode: PlayMode;
  games: number;
  /** Actions tried per game (applied or refused). */
  actions: number;
  /** Any text; the same seed plays the same games. */
  seed: string;
  dice: DicePolicy | 'mixed';
  /** Share of tries that are probes built to be illegal. */
  probeRate?: number;
  clock: () => number;
}

export interface FuzzFailure {
  game: number;
  /** The try within the game (0: the set-up). */
  step: number;
  action: unknown;
  problem: string;
}

export interface FuzzReport {
  game: string;
  scenario: string;
  moduleVersion: number;
  mode: string;
  seed: string;
  games: number;
  actionsPerGame: number;
  policies: DicePolicy[];
  tried: number;
  applied: number;
  refused: number;
  probes: number;
  /** Refusals of actions a rules module may rightly refuse (outside free play, without a legal-moves hook). */
  rulesRefusals: number;
  appliedByKind: Record<string, number>;
  refusalsByReason: Record<string, number>;
  kindsWithoutGenerator: string[];
  stalledGames: number;
  /** Games played to their end (a winner) by a rules module's own random player. */
  finishedGames: number;
  /** The furthest turn any game reached. */
  maxTurn: number;
  replayedGames: number;
  /** A hash of every game's final state: equal fingerprints, equal games. */
  fingerprint: string;
  failureCount: number;
  failures: FuzzFailure[];
  timeMs: { total: number; play: number; replay: number };
}

const MAX_REPORTED_FAILURES = 20;
const FIXED_TIME = '1970-01-01T00:00:00.000Z';

const bump = (m: Record<string, number>, k: string): void => {
  m[k] = (m[k] ?? 0) + 1;
};

const sorted = (m: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(m).sort(([a], [b]) => (a < b ? -1 : 1)));

/** Plays random games through step(), checking invariants after every action and replaying each game from its file. */
export function runFuzz(o: FuzzOptions): FuzzReport {
  const { module } = o;
  const t0 = o.clock();
  let replayTime = 0;
  const master = hex32('campaign-table fuzz', o.seed);
  const probeRate = o.probeRate ?? 0.1;
  const hexes = Object.keys(module.data.terrain);
  const hexSet = new Set(hexes);
  const turnNumbers = module.data.turns.map((t) => t.turn);
  const turns = { min: Math.min(...turnNumbers), max: Math.max(...turnNumbers) };
  const hook = legalTargetsOf(module);
  const rulesHooks = rulesHooksOf(module);
  const registry = { get: (id: string) => (id === module.id ? module : null) };

  const report: FuzzReport = {
    game: module.id,
    scenario: o.scenario,
    moduleVersion: module.version,
    mode: '',
    seed: o.seed,
    games: o.games,
    actionsPerGame: o.actions,
    policies: [],
    tried: 0,
    applied: 0,
    refused: 0,
    probes: 0,
    rulesRefusals: 0,
    appliedByKind: {},
    refusalsByReason: {},
    kindsWithoutGenerator: [],
    stalledGames: 0,
    finishedGames: 0,
    maxTurn: 0,
    replayedGames: 0,
    fingerprint: '',
    failureCount: 0,
    failures: [],
    timeMs: { total: 0, play: 0, replay: 0 },
  };
  const modes = new Set<string>();
  const noGenerator = new Set<string>();
  const finals: string[] = [];

  for (let gi = 1; gi <= o.games; gi++) {
    const fail = (stepNo: number, action: unknown, problem: string): void => {
      report.failureCount++;
      if (report.failures.length < MAX_REPORTED_FAILURES) report.failures.push({ game: gi, step: stepNo, action, problem });
    };
    const policy: DicePolicy = o.dice === 'mixed' ? (gi % 2 ? 'app' : 'physical') : o.dice;
    report.policies.push(policy);
    const gameSeed = hex32('game', master, gi);
    const rand = createRand(hex32('choices', master, gi));

    let state: BaseState | null;
    try {
      state = module.setup(o.scenario, seedRng(gameSeed), o.mode) as BaseState | null;
    } catch (e) {
      fail(0, null, `setup threw: ${oneLine(e)}`);
      continue;
    }
    if (!state) {
      fail(0, null, `game.unknownScenario: setup refused scenario ${o.scenario}`);
      continue;
    }
    const view0 = module.view(state, null);
    const inv: InvariantContext = { module, hexSet, turns, unitIds: new Set(view0.units.map((u) => u.id)) };
    const initialProblems = checkView(inv, view0, state);
    for (const p of initialProblems) fail(0, null, `after set-up: ${p}`);
    const log: LoggedAction[] = [];

    for (let t = 1; t <= o.actions && !initialProblems.length; t++) {
      const view = module.view(state, null);
      modes.add(view.mode);
      const kinds = module.prompt(state, null) as string[];
      if (!(view.mode === 'rules' && rulesHooks.randomAction)) for (const k of kinds) if (!hasGenerator(k)) noGenerator.add(k);
      const g: GenContext = { module, state, view, kinds, rand, policy, hexes, hexSet, turns, hook };
      // In rules mode a module with its own random player plays the game by the rules, step by step.
      const byRules = view.mode === 'rules' && rulesHooks.randomAction ? rulesHooks.randomAction(state, rand) : undefined;
      if (byRules === null) {
        report.finishedGames++;
        break;
      }
      const planned: Planned | null = (rand.chance(probeRate) ? plannedProbe(g) : null) ?? (byRules ? rulesPlanned(module, state, byRules, policy, rand) : plannedAction(g));
      if (!planned) {
        report.stalledGames++;
        if (view.mode === 'free') fail(t, null, `nothing to play: prompt offers [${kinds.join(', ')}]`);
        break;
      }
      report.tried++;
      if (planned.probe) report.probes++;

      let r;
      try {
        r = step(module, state, planned.input, policy);
      } catch (e) {
        fail(t, planned.input, `the engine threw: ${oneLine(e)}`);
        break;
      }
      if (!r.ok) {
        report.refused++;
        bump(report.refusalsByReason, r.refusal.reason);
        if (planned.expect === 'accept') fail(t, planned.input, `refused an action the generator believes legal: ${describeRefusal(r.refusal)}`);
        else if (planned.expect === 'refuse' && planned.strictReason && r.refusal.reason !== planned.reason) {
          fail(t, planned.input, `refused for ${r.refusal.reason}, expected ${planned.reason}`);
        } else if (planned.expect === 'any') report.rulesRefusals++;
        continue;
      }
      if (planned.expect === 'refuse') {
        fail(t, planned.input, `accepted an action built to be illegal (expected ${planned.reason})`);
        break;
      }

      report.applied++;
      bump(report.appliedByKind, r.action.type);
      const after = module.view(r.state, null);
      const problems = [
        ...checkView(inv, after, r.state),
        ...checkDice(inv, state, planned.input, r),
        ...(view.mode === 'free' ? checkFreeEffect(r.action as Record<string, unknown>, view, after) : []),
        ...(rulesHooks.invariants?.(r.state) ?? []),
      ];
      if (after.turn > report.maxTurn) report.maxTurn = after.turn;
      log.push({ seq: log.length + 1, at: FIXED_TIME, action: r.action, dice: r.dice, hash: hashState(r.state) });
      state = r.state;
      if (problems.length) {
        for (const p of problems) fail(t, planned.input, p);
        break;
      }
    }

    // The whole game again, from its set-up, the way a game file is read: every state hash must match.
    const r0 = o.clock();
    const header: GameFileHeader = {
      uid: `fuzz-${gi}`,
      gameId: module.id,
      moduleVersion: module.version,
      scenario: o.scenario,
      mode: o.mode,
      title: `fuzz game ${gi}`,
      dicePolicy: policy,
      seed: gameSeed,
      createdAt: FIXED_TIME,
    };
    const replayed = readGameFile(writeGameFile(header, log), registry);
    if (!replayed.ok) fail(log.length, null, `replay from the game file failed: ${describeError(replayed)}`);
    else if (hashState(replayed.value.state) !== hashState(state)) fail(log.length, null, 'replay from the game file reached another final state');
    else report.replayedGames++;
    replayTime += o.clock() - r0;
    finals.push(hashState(state));
  }

  report.mode = [...modes].sort().join('+') || 'none';
  report.appliedByKind = sorted(report.appliedByKind);
  report.refusalsByReason = sorted(report.refusalsByReason);
  report.kindsWithoutGenerator = [...noGenerator].sort();
  report.fingerprint = createHash('sha256').update(finals.join('\n')).digest('hex').slice(0, 16);
  const total = o.clock() - t0;
  report.timeMs = { total: Math.round(total), play: Math.round(total - replayTime), replay: Math.round(replayTime) };
  return report;
}

/** A rules module's own random action, with physical dice drawn when the game takes them. */
function rulesPlanned(module: AnyGameModule, state: BaseState, action: { type: string }, policy: DicePolicy, rand: Rand): Planned {
  const need = module.diceFor(state, action);
  const dice = policy === 'physical' && need ? Array.from({ length: need.count }, () => 1 + rand.int(need.sides)) : undefined;
  return { kind: action.type, input: dice ? { action, dice } : { action }, expect: 'accept', probe: false };
}
