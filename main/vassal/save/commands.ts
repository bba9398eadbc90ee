/**
 * The command stream of a save (anchor-vassal-formats §4.2): one command tree encoded with the
 * SequenceEncoder over ESC. Decoded recursively into a tree that re-encodes to the same text, and
 * flattened into leaf commands in execution order. Never split on raw ESC. A `LOG\t` leaf (a step of
 * a log, §4.6) is kept whole and its own payload decoded as a tree of its own.
 */
import { seDecode, seEncode } from '../pieces/sequence.js';
import { VassalError } from '../pieces/errors.js';

export const ESC = '\u001b';
/** The deepest nesting of commands read (real files nest a few levels). */
export const MAX_COMMAND_DEPTH = 64;

export type CommandTree = { leaf: string } | { log: CommandTree } | { children: CommandTree[] };

export function decodeCommands(s: string): CommandTree {
  return decodeAt(s, 0);
}

function decodeAt(s: string, depth: number): CommandTree {
  if (depth > MAX_COMMAND_DEPTH) throw new VassalError('vassal.save.tooDeep', { max: MAX_COMMAND_DEPTH });
  if (s.startsWith('LOG\t') && depth > 0) return { log: decodeAt(s.slice(4), depth + 1) };
  if (!s.includes(ESC)) return { leaf: s };
  const tokens = seDecode(s, ESC);
  if (tokens.length === 1 && tokens[0] === s) return { leaf: s };
  return { children: tokens.map((t) => decodeAt(t, depth + 1)) };
}

export function encodeCommands(tree: CommandTree): string {
  if ('leaf' in tree) return tree.leaf;
  if ('log' in tree) return `LOG\t${encodeCommands(tree.log)}`;
  return seEncode(tree.children.map(encodeCommands), ESC);
}

/** A leaf command, or one recorded step of a log (its own leaves, in order). */
export type FlatCommand = string | { step: string[] };

/** The leaves of a tree in execution order; log steps stay grouped. */
export function flattenCommands(tree: CommandTree): FlatCommand[] {
  const out: FlatCommand[] = [];
  const stack: CommandTree[] = [tree];
  while (stack.length) {
    const t = stack.pop()!;
    if ('leaf' in t) out.push(t.leaf);
    else if ('log' in t) out.push({ step: leaves(t.log) });
    else for (let i = t.children.length - 1; i >= 0; i--) stack.push(t.children[i]!);
  }
  return out;
}

/** Every leaf of a tree in order, log steps inside it included as their leaves. */
export function leaves(tree: CommandTree): string[] {
  return flattenCommands(tree).flatMap((c) => (typeof c === 'string' ? [c] : c.step));
}
