import { writeGameFile, readGameFile, type GameFileHeader } from '../../engine/game-file.js';
import { seedRng } from '../../engine/rng.js';
import { hashState } from '../../engine/canonical.js';
import { GAME_IDS, type GameId } from '../../../shared/games/ids.js';
import type { BaseState } from '../../engine/module.js';
import type { CliContext } from '../context.js';
import { clip, flag, parseCommand, seedOption, setupOption, str } from '../args.js';
import { modesOf, startModeOf } from '../../engine/modes.js';
import { done, failure, lines, usageError, type CliResult } from '../output.js';
import { describeError } from '../messages.js';
import { resolvePath, writeNewFile } from '../files.js';
import { commandHelp } from './help.js';
import { placementSummary } from './state.js';

const OPTIONS = {
  game: { type: 'string' },
  scenario: { type: 'string' },
  mode: { type: 'string' },
  seed: { type: 'string' },
  dice: { type: 'string' },
  title: { type: 'string' },
  out: { type: 'string', short: 'o' },
  force: { type: 'boolean' },
} as const;

export async function createCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('create', args, OPTIONS, { min: 0, max: 0, names: '' });
  if (flag(p, 'help')) return done(commandHelp('create'));

  const gameId = str(p, 'game');
  if (!gameId) throw usageError(`'create' needs --game (one of: ${GAME_IDS.join(', ')})`, 'create');
  if (!(GAME_IDS as readonly string[]).includes(gameId)) throw usageError(`unknown game '${clip(gameId)}' (one of: ${GAME_IDS.join(', ')})`, 'create');
  const asked = setupOption(p, 'create');
  const module = ctx.modules.get(gameId as GameId, asked.scenario);
  if (!module) throw failure('game.unknown', `no rules module for game ${gameId} yet`);

  const scenarios = module.data.scenarios.map((s) => s.id);
  const scenario = asked.scenario ?? (scenarios.length === 1 ? scenarios[0] : undefined);
  if (!scenario) throw usageError(`'create' needs --scenario (one of: ${scenarios.join(', ')})`, 'create');
  if (!scenarios.includes(scenario)) throw failure('game.unknownScenario', `unknown scenario ${clip(scenario)} for ${gameId} (one of: ${scenarios.join(', ')})`);
  const modes = modesOf(module);
  if (asked.mode && !modes.includes(asked.mode)) throw failure('game.modeUnavailable', `${gameId} is not played in ${asked.mode} mode (one of: ${modes.join(', ')})`);
  const mode = startModeOf(module, asked.mode);

  const dice = str(p, 'dice') ?? 'app';
  if (dice !== 'app' && dice !== 'physical') throw usageError(`--dice must be 'app' or 'physical', not '${clip(dice)}'`, 'create');
  const title = str(p, 'title') ?? scenario;
  if (title.length > 120) throw usageError('--title is limited to 120 characters', 'create');
  const out = str(p, 'out');
  if (!out) throw usageError("'create' needs --out FILE", 'create');

  const header: GameFileHeader = {
    uid: ctx.randomHex(16),
    gameId: gameId as GameId,
    moduleVersion: module.version,
    scenario,
    mode,
    title,
    dicePolicy: dice,
    seed: seedOption(p, 'create') ?? ctx.randomHex(16),
    createdAt: ctx.now().toISOString(),
  };
  const text = writeGameFile(header, []);
  // Never write a file that would not read back.
  const check = readGameFile(text, ctx.modules);
  if (!check.ok) throw failure(check.code, describeError(check));
  const file = resolvePath(ctx, out);
  writeNewFile(file, text, flag(p, 'force'));

  const state = module.setup(scenario, seedRng(header.seed), mode) as BaseState;
  const view = module.view(state, null);
  return done(
    lines([
      `Created ${out}: ${gameId} ${scenario} (${mode}) "${title}"`,
      `  dice: ${dice}, seed: ${header.seed}, uid: ${header.uid}`,
      `  turn ${view.turn}, phase ${view.phase}; ${placementSummary(view.units)}`,
      `  state hash: ${hashState(state)}`,
    ]),
  );
}
