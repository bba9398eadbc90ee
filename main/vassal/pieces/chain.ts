/**
 * A game piece as VASSAL stores it: a chain of traits, outermost first, whose innermost element is
 * a BasicPiece (or a stack or deck), with a parallel chain of states (anchor-vassal-formats §3.2).
 * Decoding is iterative and capped; a chain that does not end in a BasicPiece, stack or deck has
 * broken escapes and is refused with a code.
 */
import { SeReader, seEncode } from './sequence.js';
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

/** Decodes a piece's type and state strings into its chain (§3.2). */
export function decodeChain(type: string, state: string): Chain {
  const chain: Chain = [];
  let t: string | null = type;
  let s: string | null = state;
  while (t !== null) {
    if (chain.length >= MAX_CHAIN) throw new VassalError('vassal.piece.tooDeep', { max: MAX_CHAIN });
    const tr: SeReader = new SeReader(t, TAB);
    const own = tr.next();
    const innerT: string | null = tr.hasMore() ? tr.next() : null;
    if (tr.hasMore()) throw new VassalError('vassal.piece.unbalanced', { text: clipText(type) });
    let ownS = '';
    let innerS: string | null = null;
    if (s !== null) {
      const sr: SeReader = new SeReader(s, TAB);
      ownS = sr.next();
      innerS = sr.hasMore() ? sr.next() : null;
    }
    chain.push({ id: traitId(own), type: own, state: ownS });
    t = innerT;
    s = innerS;
  }
  const last = chain[chain.length - 1]!;
  if (!isInnermost(last.id)) throw new VassalError('vassal.piece.unbalanced', { text: clipText(type) });
  return chain;
}

/** Encodes a chain back into its type and state strings (the inverse of decodeChain). */
export function encodeChain(chain: Chain): { type: string; state: string } {
  if (!chain.length) throw new VassalError('vassal.piece.unbalanced', { text: '' });
  let type = chain[chain.length - 1]!.type;
  let state = chain[chain.length - 1]!.state;
  for (let i = chain.length - 2; i >= 0; i--) {
    type = seEncode([chain[i]!.type, type], TAB);
    state = seEncode([chain[i]!.state, state], TAB);
  }
  return { type, state };
}

/** The BasicPiece (innermost element) of a chain. */
export const basicOf = (chain: Chain): TraitRecord => chain[chain.length - 1]!;
