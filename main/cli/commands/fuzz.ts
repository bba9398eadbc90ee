import { GAME_IDS, type GameId } from '../../../shared/games/ids.js';
import type { CliContext } from '../context.js';
import { clip, flag, intOption, parseCommand, setupOption, str } from '../args.js';
import { modesOf, startModeOf } from '../../engine/modes.js';
import { CliError, EXIT, done, failure, json, lines, usageError, type CliResult } from '../output.js';
import { runFuzz, type FuzzReport } from '../fuzz/run.js';
import { commandHelp } from './help.js';

const OPTIONS = {
  game: { type: 'string' },
  scenario: { type: 'string' },
  mode: { type: 'string' },
  games: { type: 'string' },
  actions: { type: 'string' },
  seed: { type: 'string' },
  dice: { type: 'string' },
  json: { type: 'boolean' },
} as const;

const counts = (m: Record<string, number>): string =>
  Object.entries(m)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || 'none';

export function formatFuzzReport(r: FuzzReport): string {
  const out = [
    `fuzz ${r.game} ${r.scenario} (module v${r.moduleVersion}, ${r.mode === 'free' ? 'free play' : r.mode}), seed '${r.seed}'`,
    `games: ${r.games} x ${r.actionsPerGame} actions (dice: ${r.policies.join(', ')})`,
    `actions: ${r.tried} tried, ${r.applied} applied, ${r.refused} refused (${r.probes} probes built to be illegal${r.rulesRefusals ? `, ${r.rulesRefusals} refused by the rules` : ''})`,
    `applied by kind: ${counts(r.appliedByKind)}`,
    `refusals by reason: ${counts(r.refusalsByReason)}`,
    ...(r.kindsWithoutGenerator.length ? [`kinds the fuzzer cannot build yet: ${r.kindsWithoutGenerator.join(', ')}`] : []),
    ...(r.stalledGames ? [`games that stopped early (nothing to play): ${r.stalledGames}`] : []),
    ...(r.finishedGames ? [`games played to a victory by the rules: ${r.finishedGames} of ${r.games} (furthest turn ${r.maxTurn})`] : r.maxTurn ? [`furthest turn: ${r.maxTurn}`] : []),
    `replay: ${r.replayedGames} of ${r.games} games re-read from their game file, every state hash matched`,
    `fingerprint: ${r.fingerprint}`,
    `time: ${r.timeMs.total} ms (play and checks ${r.timeMs.play} ms, replay ${r.timeMs.replay} ms)`,
  ];
  if (r.failureCount) {
    out.push(`FAILED: ${r.failureCount} invariant failure${r.failureCount === 1 ? '' : 's'}`);
    for (const f of r.failures) out.push(`  game ${f.game} step ${f.step}: ${f.problem}${f.action === null ? '' : ` -- ${clip(JSON.stringify(f.action) ?? 'undefined', 200)}`}`);
    if (r.failureCount > r.failures.length) out.push(`  ... and ${r.failureCount - r.failures.length} more`);
    out.push(`reproduce: npm run cli -- fuzz --game ${r.game} --scenario ${r.scenario} --games ${r.games} --actions ${r.actionsPerGame} --seed '${r.seed}'`);
  } else out.push('OK');
  return lines(out);
}

export async function fuzzCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('fuzz', args, OPTIONS, { min: 0, max: 0, names: '' });
  if (flag(p, 'help')) return done(commandHelp('fuzz'));
  const gameId = str(p, 'game') ?? 'afrika-korps';
  if (!(GAME_IDS as readonly string[]).includes(gameId)) throw usageError(`unknown game '${clip(gameId)}' (one of: ${GAME_IDS.join(', ')})`, 'fuzz');
  const games = intOption(p, 'games', 5, 1, 10_000, 'fuzz');
  const actions = intOption(p, 'actions', 500, 1, 1_000_000, 'fuzz');
  const dice = str(p, 'dice') ?? 'mixed';
  if (dice !== 'app' && dice !== 'physical' && dice !== 'mixed') throw usageError(`--dice must be app, physical or mixed, not '${clip(dice)}'`, 'fuzz');
  const seed = str(p, 'seed') ?? ctx.randomHex(8);
  if (!seed.length || seed.length > 200) throw usageError('--seed must be 1 to 200 characters', 'fuzz');

  const asked = setupOption(p, 'fuzz');
  const module = ctx.modules.get(gameId as GameId, asked.scenario);
  if (!module) throw failure('game.unknown', `no rules module for game ${gameId} yet`);
  const scenarios = module.data.scenarios.map((s) => s.id);
  const scenario = asked.scenario ?? scenarios[0];
  if (!scenario || !scenarios.includes(scenario)) throw failure('game.unknownScenario', `unknown scenario ${clip(scenario ?? '')} for ${gameId} (one of: ${scenarios.join(', ')})`);
  const modes = modesOf(module);
  if (asked.mode && !modes.includes(asked.mode)) throw failure('game.modeUnavailable', `${gameId} is not played in ${asked.mode} mode (one of: ${modes.join(', ')})`);

  const report = runFuzz({ module, scenario, mode: startModeOf(module, asked.mode), games, actions, seed, dice, clock: ctx.clock });
  const stdout = flag(p, 'json') ? json(report) : formatFuzzReport(report);
  if (report.failureCount) {
    const first = report.failures[0]!;
    throw new CliError(EXIT.failed, `fuzz.invariant: ${report.failureCount} failure(s); first: game ${first.game} step ${first.step}: ${first.problem}`, stdout);
  }
  return done(stdout);
}
