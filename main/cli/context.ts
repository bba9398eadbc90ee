import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createModuleRegistry, type ModuleRegistry } from '../games/registry.js';
import { CliError, EXIT } from './output.js';

/** Everything a command needs from the outside world, so tests can run commands in-process. */
export interface CliContext {
  /** Relative paths are resolved against this folder. */
  cwd: string;
  modules: ModuleRegistry;
  now(): Date;
  /** `bytes` random bytes as lowercase hex (uids, seeds). */
  randomHex(bytes: number): string;
  /** Reads standard input (for `apply FILE -`), refusing more than `limit` bytes. */
  readStdin(limit: number): Promise<string>;
  /** Milliseconds, for timings only. */
  clock(): number;
}

export function defaultContext(): CliContext {
  return {
    cwd: invocationDir(),
    modules: createModuleRegistry(),
    now: () => new Date(),
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    readStdin: readProcessStdin,
    clock: () => performance.now(),
  };
}

/**
 * `npm run cli` runs the script in the package folder; paths the user typed are relative to where
 * they typed them, which npm passes as INIT_CWD.
 */
function invocationDir(): string {
  const init = process.env.INIT_CWD;
  return process.env.npm_lifecycle_event === 'cli' && init ? init : process.cwd();
}

async function readProcessStdin(limit: number): Promise<string> {
  if (process.stdin.isTTY) throw new CliError(EXIT.usage, "cli.usage: '-' reads the action from standard input, but it is a terminal (pipe the JSON in)");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += b.length;
    if (size > limit) throw new CliError(EXIT.failed, `cli.tooLarge: the action on standard input is larger than ${limit} bytes`);
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}
