import { describe, expect, it } from 'vitest';
import { encodeNested } from '../../main/vassal/pieces/nest';
import { seEncode } from '../../main/vassal/pieces/sequence';
import { decodeChain, encodeChain } from '../../main/vassal/pieces/chain';

/** The format's own definition: each level encodes its text and the whole inner encoding. */
function levelByLevel(texts: readonly string[], d: string): string {
  let out = texts[texts.length - 1]!;
  for (let i = texts.length - 2; i >= 0; i--) out = seEncode([texts[i]!, out], d);
  return out;
}

function rng(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

describe('encodeNested: one pass, the same string as level by level', () => {
  it('matches on chains made of the characters that matter (delimiter, backslash, quote)', () => {
    const rand = rng(7);
    const alphabet = ['\t', '\\', "'", 'a', ';', 'b'];
    for (let n = 0; n < 4000; n++) {
      const depth = 1 + Math.floor(rand() * 7);
      const texts = Array.from({ length: depth }, () => Array.from({ length: Math.floor(rand() * 5) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join(''));
      expect(encodeNested(texts, '\t'), JSON.stringify(texts)).toBe(levelByLevel(texts, '\t'));
    }
  });

  it('matches on the cases the quirks come from', () => {
    for (const texts of [['', ''], ['', 'x'], ['x', ''], ["'", 'x'], ['x', "'"], ['\\', 'x'], ['x\\', 'y'], ['', '', "'a'"], ['a', '\\', "'"], ['\t', '\t\t', ''], ["'", '', "'"]]) {
      expect(encodeNested(texts, '\t'), JSON.stringify(texts)).toBe(levelByLevel(texts, '\t'));
    }
  });

  it('reads back through decodeChain for a piece 40 traits deep', () => {
    const traits = Array.from({ length: 39 }, (_, i) => `emb2;Layer ${i};\t${'x'.repeat(i)}\\;'q'`);
    const type = levelByLevel([...traits, 'piece;;;a.png;a'], '\t');
    const state = levelByLevel([...traits.map((_, i) => String(i)), 'null;0;0;1'], '\t');
    const chain = decodeChain(type, state);
    expect(chain).toHaveLength(40);
    expect(chain[3]!.type).toBe(traits[3]);
    expect(encodeChain(chain)).toEqual({ type, state });
  });
});
