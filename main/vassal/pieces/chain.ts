/**
 * A game piece as VASSAL stores it: a chain of traits, outermost first, whose innermost element is
 * a BasicPiece (or a stack or deck), with a parallel chain of states (anchor-vassal-formats §3.2).
 * Decoding is iterative and capped; a chain that does not end in a BasicPiece, stack or deck has
 * broken escapes and is refused with a code.
 */
import { SeReader } from './sequence.js';
import { encodeNested } from './nest.js';
import { VassalError, clipText } from './errors.js';

const TAB = '\t';
/** The deepest trait chain read (VASSAL's real pieces have a few dozen traits at most). */
export const MAX_CHAIN = 256;

export interface TraitRecord {
  /** The type's prefix through its first ';' (`emb2;`, `piece;`), or the whole type when it has none (`stack`). */
  id: string;
  type: string;
  state: string;
}

/** A piece's traits, outermost first; the last one is the BasicPiece (or stack / deck). */
export type Chain = TraitRecord[];

export const traitId = (type: string): string => {
  const i = type.indexOf(';');
  return i < 0 ? type : type.slice(0, i + 1);
};

/** The ids that end a chain. */
export const isInnermost = (id: string): boolean => id === 'piece;' || id === 'stack' || id === 'deck;';

/**
 * A copy of a string that refers to nothing else. Each level's texts are read out of the level
 * above (slices, and concatenations where a delimiter was escaped), which is as long as the whole
 * rest of the chain: a trait kept as such a string keeps all of it alive — for a module's thousands
 * of pieces, most of a gigabyte. V8 gives no way to flatten a string in place, and a one-element
 * join hands back the same rope; a round trip through UTF-16 bytes writes a new flat string, exact
 * for any JavaScript string (unpaired surrogates included).
 */
const flat = (s: string): string => (s.length < 13 ? s : Buffer.from(s, 'utf16le').toString('utf16le'));

/**
 * The traits' own type texts of a type string, outermost first (the type half of §3.2). A module's
 * pieces share a few hundred type strings among thousands of counters, and reading one level by
 * level copies its rest at every level: the texts of the type strings seen last are kept, up to
 * TYPE_MEMO_CHARS characters in all.
 */
const TYPE_MEMO_CHARS = 32 * 1024 * 1024;
const typeMemo = new Map<string, readonly string[]>();
let typeMemoChars = 0;

function typeTexts(type: string): readonly string[] {
  const known = typeMemo.get(type);
  if (known) return known;
  const texts: string[] = [];
  let t: string | null = type;
  while (t !== null) {
    if (texts.length >= MAX_CHAIN) throw new VassalError('vassal.piece.tooDeep', { max: MAX_CHAIN });
    const tr: SeReader = new SeReader(t, TAB);
    texts.push(flat(tr.next()));
    const inner: string | null = tr.hasMore() ? tr.next() : null;
    if (tr.hasMore()) throw new VassalError('vassal.piece.unbalanced', { text: clipText(type) });
    t = inner;
  }
  if (!isInnermost(traitId(texts[texts.length - 1]!))) throw new VassalError('vassal.piece.unbalanced', { text: clipText(type) });
  if (type.length * 2 <= TYPE_MEMO_CHARS) {
    if (typeMemoChars + type.length * 2 > TYPE_MEMO_CHARS) (typeMemo.clear(), (typeMemoChars = 0));
    // The key too is kept flat: the caller's string may be a slice of a whole save.
    typeMemo.set(flat(type), texts);
    typeMemoChars += type.length * 2;
  }
  return texts;
}

/** Decodes a piece's type and state strings into its chain (§3.2). */
export function decodeChain(type: string, state: string): Chain {
  const types = typeTexts(type);
  const chain: Chain = [];
  let s: string | null = state;
  for (const own of types) {
    let ownS = '';
    if (s !== null) {
      const sr: SeReader = new SeReader(s, TAB);
      ownS = sr.next();
      s = sr.hasMore() ? sr.next() : null;
    }
    chain.push({ id: traitId(own), type: own, state: flat(ownS) });
  }
  return chain;
}

/** Encodes a chain back into its type and state strings (the inverse of decodeChain), in one pass (nest.ts). */
export function encodeChain(chain: Chain): { type: string; state: string } {
  if (!chain.length) throw new VassalError('vassal.piece.unbalanced', { text: '' });
  return { type: encodeNested(chain.map((t) => t.type), TAB), state: encodeNested(chain.map((t) => t.state), TAB) };
}

/** The BasicPiece (innermost element) of a chain. */
export const basicOf = (chain: Chain): TraitRecord => chain[chain.length - 1]!;
