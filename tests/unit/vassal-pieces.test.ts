import { describe, expect, it } from 'vitest';
import { seDecode, seEncode, SeReader } from '../../main/vassal/pieces/sequence';
import { decodeChain, encodeChain, MAX_CHAIN } from '../../main/vassal/pieces/chain';
import { readTrait, withState } from '../../main/vassal/pieces/traits';
import { VassalError } from '../../main/vassal/pieces/errors';
import { ladder } from '../support/vassal/save-fixture';

const T = '\t';
const codeOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof VassalError ? e.code : `not coded: ${String(e)}`;
  }
};

describe('SequenceEncoder (§3.1)', () => {
  it('reads empty tokens as VASSAL does', () => {
    expect(seDecode('a;b;', ';')).toEqual(['a', 'b', '']);
    expect(seDecode(';x;', ';')).toEqual(['', 'x', '']);
    expect(seDecode('', ';')).toEqual(['']);
    expect(seDecode('abc', ';')).toEqual(['abc']);
  });

  it('keeps an escaped delimiter in the token and drops only its backslash', () => {
    expect(seDecode('a\\;b;c', ';')).toEqual(['a;b', 'c']);
    // Backslashes are not doubled: two before a delimiter still escape it once.
    expect(seDecode('a\\\\;b', ';')).toEqual(['a\\;b']);
    expect(seDecode('x\\y;z', ';')).toEqual(['x\\y', 'z']);
  });

  it('reproduces the trailing-backslash quirk: a value ending in \\ swallows the next delimiter', () => {
    expect(seDecode('a\\;b', ';')).toEqual(['a;b']);
    // Our encoder quotes such a token when a delimiter follows it, and VASSAL's decoder unquotes it.
    const enc = seEncode(['a\\', 'b'], ';');
    expect(enc).toBe("'a\\';b");
    expect(seDecode(enc, ';')).toEqual(['a\\', 'b']);
    // A final token is written as VASSAL writes it.
    expect(seEncode(['b', 'a\\'], ';')).toBe('b;a\\');
  });

  it('quotes tokens that start with a backslash or start and end with a quote', () => {
    expect(seEncode(['\\x', 'y'], ';')).toBe("'\\x';y");
    expect(seDecode("'\\x';y", ';')).toEqual(['\\x', 'y']);
    expect(seEncode(["'x'"], ';')).toBe("''x''");
    expect(seDecode("''x''", ';')).toEqual(["'x'"]);
    expect(seDecode("''", ';')).toEqual(['']);
    expect(seDecode("'a;b", ';')).toEqual(["'a", 'b']);
  });

  it('escapes only the delimiter, and round-trips lists of ordinary tokens', () => {
    expect(seEncode(['a;b', '', 'c\\d'], ';')).toBe('a\\;b;;c\\d');
    const lists = [['x', '', 'y;z', 'w,v'], [''], ['', ''], ['1', '-60.0', 'true'], ['a/b', 'c\td']];
    for (const d of [';', ',', '/', T, '\u001b']) for (const l of lists) expect(seDecode(seEncode(l, d), d)).toEqual(l);
  });

  it('gives the undecoded rest for chain walking', () => {
    const r = new SeReader(`a${T}b\\${T}c`, T);
    expect(r.next()).toBe('a');
    expect(r.rest()).toBe(`b\\${T}c`);
    expect(r.next()).toBe(`b${T}c`);
    expect(r.hasMore()).toBe(false);
  });
});

// The Westwall chain of §3.2 (type strings shortened to their first fields where the table elides them).
const WESTWALL = [
  { type: 'prototype;Common Properties', state: '' },
  { type: 'emb2;Mark Attacked;2;;;2;;;2;;;;;false;44;20;Attack.png;;false;Mark Attacked;;;false;;1;1;false;65,130;;', state: '-1' },
  { type: 'emb2;Mark Defended;2;;;2;;;2;;;;;false;44;20;Defend.png;;false;Mark Defended;;;false;;1;1;false;65,130;;', state: '-1' },
  { type: 'markmoved;Moved.png;38;-37;Mark Moved;77,130', state: 'false' },
  { type: 'PROP;Layer;true,0,1,true;Draw on top:61\\,65:I\\,1', state: '0' },
  { type: 'mark;pcName', state: '' },
  { type: 'piece;;;A Kraft.png;A Kraft', state: 'Main Map;3612;2618;133;0' },
];

describe('piece = chain of traits (§3.2)', () => {
  it('decodes the Westwall chain with its backslash ladder and encodes it back identically', () => {
    const { type, state } = ladder(WESTWALL);
    expect(type).toContain(`markmoved;Moved.png;38;-37;Mark Moved;77,130\\\\\\${T}PROP;`);
    const chain = decodeChain(type, state);
    expect(chain.map((t) => t.id)).toEqual(['prototype;', 'emb2;', 'emb2;', 'markmoved;', 'PROP;', 'mark;', 'piece;']);
    expect(chain.map((t) => t.type)).toEqual(WESTWALL.map((t) => t.type));
    expect(chain.map((t) => t.state)).toEqual(WESTWALL.map((t) => t.state));
    expect(encodeChain(chain)).toEqual({ type, state });
    const b = readTrait(chain[6]!);
    expect(b).toMatchObject({ kind: 'basic', image: 'A Kraft.png', name: 'A Kraft', mapId: 'Main Map', x: 3612, y: 2618, gpid: '133' });
  });

  it('decodes Kassala\'s prototype definition with its empty states (§5.2)', () => {
    const type = `clone;Clone;67,130;${T}delete;Delete;68,130;\\${T}piece;;;;`;
    const state = `${T}\\${T}null;37;32;;0`;
    const chain = decodeChain(type, state);
    expect(chain.map((t) => [t.id, t.state])).toEqual([['clone;', ''], ['delete;', ''], ['piece;', 'null;37;32;;0']]);
    expect(encodeChain(chain)).toEqual({ type, state });
  });

  it('reads a stack as its own innermost element', () => {
    expect(decodeChain('stack', 'Main Map;1;2;a;b;@@-1')).toEqual([{ id: 'stack', type: 'stack', state: 'Main Map;1;2;a;b;@@-1' }]);
  });

  it('refuses unbalanced escapes with a code: too many backslashes, too few, no BasicPiece', () => {
    expect(codeOf(() => decodeChain(`emb2;X\\\\${T}piece;;;a.png;a`, ''))).toBe('vassal.piece.unbalanced');
    expect(codeOf(() => decodeChain(`emb2;X${T}mark;a${T}piece;;;a.png;a`, ''))).toBe('vassal.piece.unbalanced');
    expect(codeOf(() => decodeChain('emb2;X', ''))).toBe('vassal.piece.unbalanced');
  });

  it('refuses a chain deeper than the cap quickly', () => {
    const traits = Array.from({ length: MAX_CHAIN + 10 }, (_, i) => ({ type: `mark;p${i}`, state: '' }));
    traits.push({ type: 'piece;;;;x', state: 'null;0;0;;0' });
    const { type, state } = ladder(traits);
    const t0 = performance.now();
    expect(codeOf(() => decodeChain(type, state))).toBe('vassal.piece.tooDeep');
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('reads a hostile 1 MB run of backslashes without hanging', () => {
    const t0 = performance.now();
    expect(codeOf(() => decodeChain(`${'\\'.repeat(1_000_000)}${T}piece;;;;`, ''))).toBe('vassal.piece.unbalanced');
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('traits', () => {
  it('reads The Longest Day\'s legacy flip layer (§5.4): two-field state, back side hidden', () => {
    const layer = readTrait({ id: 'emb2;', type: 'emb2;Flip;2;F;;0;;;0;;;;1;false;0;0;2394.svg;;true;;;', state: '-1;' });
    expect(layer).toMatchObject({ kind: 'layer', images: ['2394.svg'], value: -1, legacyActive: false, xOff: 0, yOff: 0, scale: 1, followProperty: false });
  });

  it('changes only the state fields we own', () => {
    const basic = { id: 'piece;', type: 'piece;;;a.png;a', state: 'null;0;0;53;1;UniqueID;x1' };
    expect(withState(basic, { mapId: 'Main Map', x: 734.9, y: 718 }).state).toBe('Main Map;734;718;53;1;UniqueID;x1');
    const legacy = { id: 'emb2;', type: 'emb2;Flip;2;F', state: '-1;false' };
    expect(withState(legacy, { layerValue: 1 }).state).toBe('1;true');
    expect(withState({ id: 'rotate;', type: 'rotate;1;;', state: '0.0' }, { degreesCcw: -60 }).state).toBe('-60.0');
    expect(withState({ id: 'mark;', type: 'mark;A,B', state: 'x,y' }, { markerValues: ['p,q', 'r'] }).state).toBe('p\\,q,r');
  });

  it('reads rotation: fixed facings clockwise, free rotation counter-clockwise', () => {
    expect(readTrait({ id: 'rotate;', type: 'rotate;6;93,130;91,130;Rotate CW;Rotate CCW', state: '2' })).toMatchObject({ facings: 6, degrees: 120, index: 2 });
    expect(readTrait({ id: 'rotate;', type: 'rotate;1;;', state: '-60.0' })).toMatchObject({ facings: 1, degrees: 60 });
    expect(readTrait({ id: 'rotate;', type: 'rotate;1;;', state: '90.0' })).toMatchObject({ degrees: 270 });
  });

  it('reads markers, prototypes with parameters, masks, invisibility, no-stack', () => {
    expect(readTrait({ id: 'mark;', type: 'mark;Nationality,Type', state: 'German,Armor' })).toEqual({ kind: 'marker', names: ['Nationality', 'Type'], values: ['German', 'Armor'] });
    expect(readTrait({ id: 'prototype;', type: 'prototype;Unit;side=Axis,size=Div', state: '' })).toEqual({ kind: 'prototype', name: 'Unit', params: [['side', 'Axis'], ['size', 'Div']] });
    expect(readTrait({ id: 'obs;', type: 'obs;77,130;hidden.png;Mask;I;Hidden unit;sides:Axis', state: 'null;' })).toMatchObject({ kind: 'mask', owner: null, image: 'hidden.png' });
    expect(readTrait({ id: 'hide;', type: 'hide;73,130;Hide', state: 'player7' })).toEqual({ kind: 'hide', owner: 'player7' });
    expect(readTrait({ id: 'immob;', type: 'immob;;N;', state: '' })).toEqual({ kind: 'immob', stacks: false });
    expect(readTrait({ id: 'immob;', type: 'immob;;N;L', state: '' })).toEqual({ kind: 'immob', stacks: true });
    expect(readTrait({ id: 'footprint;', type: 'footprint;x', state: 'true;Main Map;2;1,2;3,4' })).toEqual({ kind: 'other', id: 'footprint;' });
  });
});
