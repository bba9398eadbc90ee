import { hashState } from '../../engine/canonical.js';
import { readGameFile } from '../../engine/game-file.js';
import type { CliContext } from '../context.js';
import { flag, parseCommand } from '../args.js';
import { CliError, EXIT, done, json, lines, type CliResult } from '../output.js';
import { describeError } from '../messages.js';
import { readTextFile, resolvePath } from '../files.js';
import { GAME_FILE_MAX_BYTES } from '../../engine/game-file.js';
import { commandHelp } from './help.js';

const OPTIONS = { json: { type: 'boolean' } } as const;

export async function verifyCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('verify', args, OPTIONS, { min: 1, max: 1, names: 'a game FILE' });
  if (flag(p, 'help')) return done(commandHelp('verify'));
  const asJson = flag(p, 'json');
  const file = resolvePath(ctx, p.positionals[0]!);
  let text: string;
  try {
    text = readTextFile(file, GAME_FILE_MAX_BYTES, 'game file').text;
  } catch (e) {
    if (asJson && e instanceof CliError) throw new CliError(e.exitCode, e.line, json({ ok: false, code: e.line.split(':')[0], message: e.line }));
    throw e;
  }
  const r = readGameFile(text, ctx.modules);
  if (!r.ok) {
    const line = describeError(r);
    throw new CliError(EXIT.failed, line, asJson ? json({ ok: false, code: r.code, params: r.params ?? {}, message: line }) : '');
  }
  const g = r.value;
  const finalHash = g.actions.at(-1)?.hash ?? hashState(g.state);
  const notes: string[] = [];
  if (g.header.moduleVersion !== g.module.version) {
    notes.push(`note: written with ${g.header.gameId} module version ${g.header.moduleVersion}; this build has version ${g.module.version} (the file still replays exactly)`);
  }
  if (asJson) {
    return done(json({ ok: true, actions: g.actions.length, finalStateHash: finalHash, chain: g.chain, game: g.header.gameId, scenario: g.header.scenario, dicePolicy: g.header.dicePolicy, moduleVersion: g.header.moduleVersion, notes }));
  }
  return done(lines([`OK: ${g.actions.length} action${g.actions.length === 1 ? '' : 's'}, final state hash ${finalHash}`]), lines(notes));
}
