import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { GAME_FILE_MAX_BYTES, readGameFile, type LoggedAction, type VerifiedGame } from '../engine/game-file.js';
import type { CliContext } from './context.js';
import { describeError } from './messages.js';
import { clip } from './args.js';
import { CliError, EXIT, failure } from './output.js';

/** A game file read from disk and verified completely (chain, legality, dice, state hashes). */
export interface LoadedGame {
  path: string;
  /** The bytes as read, to make sure nobody changed the file before it is replaced. */
  bytes: Buffer;
  game: VerifiedGame;
  /** The file's own actions, byte for byte as written (not re-normalised), for rewriting the file. */
  logged: LoggedAction[];
}

export const resolvePath = (ctx: CliContext, p: string): string => path.resolve(ctx.cwd, p);

/**
 * Reads a file that must be a regular file of at most `limit` bytes, as UTF-8 text. Missing files,
 * folders, oversized or unreadable files and invalid UTF-8 stop with one line (exit 1).
 */
export function readTextFile(file: string, limit: number, what = 'file'): { bytes: Buffer; text: string } {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (e) {
    throw ioFailure(e, file, what);
  }
  if (stat.isDirectory()) throw failure('cli.notAFile', `${file} is a folder, not a ${what}`);
  if (!stat.isFile()) throw failure('cli.notAFile', `${file} is not a regular file`);
  if (stat.size > limit) throw failure(limit === GAME_FILE_MAX_BYTES ? 'file.tooLarge' : 'cli.tooLarge', `${file} is ${stat.size} bytes; the limit is ${limit}`);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    throw ioFailure(e, file, what);
  }
  if (bytes.length > limit) throw failure('cli.tooLarge', `${file} grew beyond ${limit} bytes while being read`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw failure(what === 'game file' ? 'file.malformed' : 'cli.badText', `${file} is not UTF-8 text`);
  }
  // A byte-order mark some editors and mail clients add is not part of the JSON.
  return { bytes, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

function ioFailure(e: unknown, file: string, what: string): CliError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return failure('cli.fileNotFound', `no such ${what}: ${file}`);
  if (code === 'EACCES' || code === 'EPERM') return failure('cli.unreadable', `permission denied: ${file}`);
  if (code === 'EISDIR') return failure('cli.notAFile', `${file} is a folder, not a ${what}`);
  return failure('cli.io', `cannot read ${file} (${code ?? 'error'})`);
}

/** Reads and verifies a game file; a file that does not verify stops with its error code (exit 1). */
export function loadGame(ctx: CliContext, fileArg: string): LoadedGame {
  const file = resolvePath(ctx, fileArg);
  const { bytes, text } = readTextFile(file, GAME_FILE_MAX_BYTES, 'game file');
  const r = readGameFile(text, ctx.modules);
  if (!r.ok) throw new CliError(EXIT.failed, describeError(r));
  // readGameFile has verified the document; its raw actions are kept exactly as the file has them.
  const raw = JSON.parse(text) as { actions: { seq: number; at: string; action: unknown; dice: LoggedAction['dice']; stateHash: string }[] };
  const logged = raw.actions.map((a) => ({ seq: a.seq, at: a.at, action: a.action, dice: a.dice, hash: a.stateHash }));
  return { path: file, bytes, game: r.value, logged };
}

/**
 * Replaces a file atomically: the text goes to a temporary file in the same folder, is flushed,
 * then renamed over the target, so a reader sees the old file or the new one, never half of one.
 * With `expect`, the target must still hold exactly those bytes (nobody wrote it meanwhile).
 */
export function writeFileAtomic(file: string, text: string, expect?: Buffer): void {
  const target = realTarget(file);
  const dir = path.dirname(target);
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  let fd: number | null = null;
  try {
    fd = fs.openSync(tmp, 'wx', 0o644);
    fs.writeFileSync(fd, text, 'utf8');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = null;
    if (expect) {
      let now: Buffer;
      try {
        now = fs.readFileSync(target);
      } catch {
        throw failure('cli.fileChanged', `${file} disappeared while the action was applied; nothing was written`);
      }
      if (!now.equals(expect)) throw failure('cli.fileChanged', `${file} was changed by someone else while the action was applied; nothing was written`);
      try {
        fs.chmodSync(tmp, fs.statSync(target).mode & 0o777);
      } catch {
        // Keeping the old permissions is a courtesy; the write itself matters.
      }
    }
    fs.renameSync(tmp, target);
  } catch (e) {
    if (fd !== null) fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    if (e instanceof CliError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw failure('cli.fileNotFound', `no such folder: ${dir}`);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw failure('cli.unwritable', `cannot write in ${dir} (${code})`);
    throw failure('cli.io', `cannot write ${file} (${code ?? clip(String(e))})`);
  }
}

/** Writes through a symbolic link to the file it points to, rather than replacing the link. */
function realTarget(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/** Creates a new file, refusing to replace an existing one unless `force` (then it is replaced atomically). */
export function writeNewFile(file: string, text: string, force: boolean): void {
  let stat: fs.Stats | null = null;
  try {
    stat = fs.statSync(file);
  } catch {
    stat = null;
  }
  if (stat?.isDirectory()) throw failure('cli.notAFile', `${file} is a folder`);
  if (stat && !force) throw failure('cli.fileExists', `${file} already exists (use --force to replace it)`);
  if (force) return writeFileAtomic(file, text);
  // 'wx' creates the file only if nobody else did meanwhile.
  let fd: number | null = null;
  try {
    fd = fs.openSync(file, 'wx', 0o644);
    fs.writeFileSync(fd, text, 'utf8');
    fs.fsyncSync(fd);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw failure('cli.fileExists', `${file} already exists (use --force to replace it)`);
    if (code === 'ENOENT' || code === 'ENOTDIR') throw failure('cli.fileNotFound', `no such folder: ${path.dirname(file)}`);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw failure('cli.unwritable', `cannot write ${file} (${code})`);
    throw failure('cli.io', `cannot write ${file} (${code ?? clip(String(e))})`);
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}
