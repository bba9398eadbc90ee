/**
 * Prototype expansion (anchor-vassal-formats §3.4): a `prototype;Name` trait stands for the traits of
 * the PrototypeDefinition Name, with that definition's states. Iterative, with a cap on depth and on
 * the size of the expanded chain, and a coded error on a cycle. Comment traits are dropped.
 */
import { decodeChain, MAX_CHAIN, type Chain, type TraitRecord } from './chain.js';
import { seDecode } from './sequence.js';
import { VassalError, clipText } from './errors.js';
import { readTrait } from './traits.js';

/** How many prototypes may reference one another in a row. */
export const MAX_PROTOTYPE_DEPTH = 32;

export interface ExpandResult {
  chain: Chain;
  /** Prototype names referenced but not defined (their trait is dropped, as VASSAL draws nothing for it). */
  missing: string[];
}

/** VASSAL's `$name$` substitution, applied to a definition only when the reference passes parameters. */
export function substituteParams(text: string, params: readonly [string, string][]): string {
  if (!params.length) return text;
  const values = new Map(params);
  const tokens = seDecode(text, '$');
  let out = '';
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const isName = i % 2 === 1 && i < tokens.length - 1;
    out += isName ? (values.get(tok) ?? tok) : tok;
  }
  return out;
}

/** The traits a definition text `+/null/<type>/<state>` contributes: its chain without the empty BasicPiece. */
export function definitionTraits(text: string): TraitRecord[] {
  const parts = seDecode(text, '/');
  if (parts[0] !== '+' || parts.length < 3) throw new VassalError('vassal.piece.unbalanced', { text: clipText(text) });
  const chain = decodeChain(parts[2]!, parts[3] ?? '');
  return chain.slice(0, -1);
}

/** Expands every `prototype;` trait of a chain from `definitions` (name → definition text). */
export function expandPrototypes(chain: Chain, definitions: ReadonlyMap<string, string>): ExpandResult {
  const out: TraitRecord[] = [];
  const missing = new Set<string>();
  // Frames of traits still to emit; `names` is the path of prototypes being expanded (for cycles).
  const frames: { items: TraitRecord[]; at: number; name: string | null }[] = [{ items: chain, at: 0, name: null }];
  const active: string[] = [];
  while (frames.length) {
    const f = frames[frames.length - 1]!;
    if (f.at >= f.items.length) {
      frames.pop();
      if (f.name !== null) active.pop();
      continue;
    }
    const t = f.items[f.at++]!;
    if (t.id === 'cmt;' && f.name !== null) continue;
    if (t.id !== 'prototype;') {
      if (out.length >= MAX_CHAIN) throw new VassalError('vassal.piece.tooDeep', { max: MAX_CHAIN });
      out.push(t);
      continue;
    }
    const ref = readTrait(t);
    if (ref.kind !== 'prototype') continue;
    if (active.includes(ref.name)) throw new VassalError('vassal.piece.prototypeCycle', { name: clipText(ref.name), path: clipText([...active, ref.name].join(' → '), 200) });
    if (active.length >= MAX_PROTOTYPE_DEPTH) throw new VassalError('vassal.piece.prototypeTooDeep', { max: MAX_PROTOTYPE_DEPTH });
    const text = definitions.get(ref.name);
    if (text === undefined) {
      missing.add(ref.name);
      continue;
    }
    active.push(ref.name);
    frames.push({ items: definitionTraits(substituteParams(text, ref.params)), at: 0, name: ref.name });
  }
  return { chain: out, missing: [...missing] };
}
