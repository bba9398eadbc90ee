import { step, type DicePolicy } from '../../engine/core.js';
import { hashState } from '../../engine/canonical.js';
import { readGameFile, writeGameFile, type LoggedAction } from '../../engine/game-file.js';
import type { CliContext } from '../context.js';
import { clip, diceOption, flag, parseCommand, str } from '../args.js';
import { CliError, EXIT, done, failure, json, lines, usageError, type CliResult } from '../output.js';
import { describeError, describeMessage, describeRefusal } from '../messages.js';
import { loadGame, readTextFile, resolvePath, writeFileAtomic } from '../files.js';
import { commandHelp } from './help.js';

const OPTIONS = {
  'action-file': { type: 'string' },
  dice: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** An action is a small JSON object; anything bigger is a mistake. */
export const ACTION_MAX_BYTES = 64 * 1024;

export async function applyCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('apply', args, OPTIONS, { min: 1, max: 2, names: 'a game FILE and an action' });
  if (flag(p, 'help')) return done(commandHelp('apply'));
  const asJson = flag(p, 'json');
  const [fileArg, actionArg] = p.positionals as [string, string | undefined];
  const actionFile = str(p, 'action-file');
  if (actionArg !== undefined && actionFile !== undefined) throw usageError('give the action either as an argument or with --action-file, not both', 'apply');
  if (actionArg === undefined && actionFile === undefined) throw usageError("'apply' needs an action: JSON, '-' for standard input, or --action-file", 'apply');
  const dice = diceOption(p, 'apply');

  // The action text is read and parsed before the game, so a typo costs nothing.
  let actionText: string;
  let source: string;
  if (actionFile !== undefined) {
    actionText = readTextFile(resolvePath(ctx, actionFile), ACTION_MAX_BYTES, 'action file').text;
    source = actionFile;
  } else if (actionArg === '-') {
    actionText = await ctx.readStdin(ACTION_MAX_BYTES);
    source = 'standard input';
  } else {
    actionText = actionArg!;
    source = 'the action argument';
    if (Buffer.byteLength(actionText) > ACTION_MAX_BYTES) throw usageError(`the action is larger than ${ACTION_MAX_BYTES} bytes`, 'apply');
  }
  let action: unknown;
  try {
    action = JSON.parse(actionText);
  } catch {
    throw usageError(`${source} is not valid JSON: '${clip(actionText.trim())}' (e.g. '{"type":"move","units":["de-rommel"],"to":"W7"}')`, 'apply');
  }
  if (typeof action !== 'object' || action === null || Array.isArray(action)) throw usageError(`the action must be a JSON object with a "type", not '${clip(actionText.trim())}'`, 'apply');

  const loaded = loadGame(ctx, fileArg);
  const g = loaded.game;
  const r = step(g.module, g.state, dice ? { action, dice } : { action }, g.header.dicePolicy as DicePolicy);
  if (!r.ok) {
    const line = `refused ${describeRefusal(r.refusal)}`;
    const out = asJson ? json({ ok: false, refusal: r.refusal, ...(r.diceNeeded ? { diceNeeded: r.diceNeeded } : {}) }) : '';
    throw new CliError(EXIT.failed, line, out);
  }

  const entry: LoggedAction = { seq: loaded.logged.length + 1, at: ctx.now().toISOString(), action: r.action, dice: r.dice, hash: hashState(r.state) };
  const text = writeGameFile(g.header, [...loaded.logged, entry]);
  // The new file must verify before it replaces the old one: a game is never lost to a bug here.
  const check = readGameFile(text, ctx.modules);
  if (!check.ok) throw failure('cli.internal', `the new file would not verify (${describeError(check)}); nothing was written`);
  writeFileAtomic(loaded.path, text, loaded.bytes);

  if (asJson) return done(json({ ok: true, seq: entry.seq, action: r.action, dice: r.dice, messages: r.messages, stateHash: entry.hash }));
  return done(
    lines([
      `applied #${entry.seq} ${r.action.type}`,
      ...r.messages.map((m) => `  ${describeMessage(m)}`),
      ...r.dice.map((d) => `  dice (${d.source}): ${d.values.join(',')} on d${d.sides}`),
      `  state hash: ${entry.hash}`,
    ]),
  );
}
