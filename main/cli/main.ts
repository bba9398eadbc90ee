/**
 * Campaign Table on the command line: `npm run cli -- <command>`. Every command works on game
 * files (the same files players exchange by email) through the engine's GameModule contract, so it
 * serves whatever module the registry returns. Usage: docs/cli.md.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultContext, type CliContext } from './context.js';
import { CliError, EXIT, oneLine, usageError, type CliResult } from './output.js';
import { clip } from './args.js';
import { COMMAND_HELP, USAGE, helpCommand } from './commands/help.js';
import { createCommand } from './commands/create.js';
import { legalCommand } from './commands/legal.js';
import { applyCommand } from './commands/apply.js';
import { stateCommand } from './commands/state.js';
import { verifyCommand } from './commands/verify.js';
import { fuzzCommand } from './commands/fuzz.js';
import { moduleInfoCommand } from './commands/module-info.js';
import { aiMatchCommand } from './commands/ai-match.js';
import { vsavPiecesCommand } from './commands/vsav-pieces.js';
import { vsavExportCommand, vsavImportCommand } from './commands/vsav-bridge.js';

type Command = (args: readonly string[], ctx: CliContext) => Promise<CliResult> | CliResult;

export const COMMANDS: Record<string, Command> = {
  create: createCommand,
  legal: legalCommand,
  apply: applyCommand,
  state: stateCommand,
  verify: verifyCommand,
  fuzz: fuzzCommand,
  'module-info': moduleInfoCommand,
  // Loaded when used: it reads board images (sharp), which other commands do not need at start.
  'vasl-map': async (args, ctx) => (await import('./commands/vasl-map.js')).vaslMapCommand(args, ctx),
  'ai-match': aiMatchCommand,
  'vsav-pieces': vsavPiecesCommand,
  'vsav-import': vsavImportCommand,
  'vsav-export': vsavExportCommand,
  help: (args) => {
    const topic = args[0];
    if (topic !== undefined && !(topic in COMMAND_HELP) && !topic.startsWith('-')) throw usageError(`no command '${clip(topic)}'`);
    return helpCommand(args);
  },
};

/** Runs one command line (without the node and script arguments) and returns what to print and the exit code. */
export async function runCli(argv: readonly string[], ctx: CliContext = defaultContext()): Promise<CliResult> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h') return { code: EXIT.ok, stdout: USAGE, stderr: '' };
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!run) throw usageError(`unknown command '${clip(command)}' (commands: ${Object.keys(COMMANDS).join(', ')})`);
    return await run(rest, ctx);
  } catch (e) {
    if (e instanceof CliError) return { code: e.exitCode, stdout: e.stdout, stderr: `${e.line}\n` };
    // A bug in a command or a module: still one line; CT_DEBUG=1 shows the stack.
    const stack = process.env.CT_DEBUG && e instanceof Error && e.stack ? `${e.stack}\n` : '';
    return { code: EXIT.failed, stdout: '', stderr: `cli.internal: ${oneLine(e)}\n${stack}` };
  }
}

/** True when this file is the program being run (not imported by a test). */
function isEntry(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return fs.realpathSync(script) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) {
  // Piping into `head` closes stdout early: that is not an error worth a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
  const result = await runCli(process.argv.slice(2));
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
