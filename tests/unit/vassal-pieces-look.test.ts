import { describe, expect, it } from 'vitest';
import { decodeChain, type Chain } from '../../main/vassal/pieces/chain';
import { expandPrototypes, substituteParams, MAX_PROTOTYPE_DEPTH } from '../../main/vassal/pieces/prototypes';
import { lookOf } from '../../main/vassal/pieces/look';
import { VassalError } from '../../main/vassal/pieces/errors';
import { ladder, type FixtureTrait } from '../support/vassal/save-fixture';

const T = '\t';
const chainOf = (traits: FixtureTrait[]): Chain => {
  const { type, state } = ladder(traits);
  return decodeChain(type, state);
};
const definition = (traits: FixtureTrait[]): string => {
  const { type, state } = ladder([...traits, { type: 'piece;;;;', state: 'null;0;0;;0' }]);
  return `+/null/${type.replace(/\//g, '\\/')}/${state.replace(/\//g, '\\/')}`;
};
const codeOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof VassalError ? e.code : `not coded: ${String(e)}`;
  }
};

describe('prototype expansion (§3.4)', () => {
  // Kassala: the slot `prototype;Unit TAB piece;;;Moslem_Cannon_1-0.png;…` and the prototype Unit = clone + delete.
  const kassala = new Map([['Unit', `+/null/clone;Clone;67,130;${T}delete;Delete;68,130;\\${T}piece;;;;/${T}\\${T}null;37;32;;0`]]);

  it('inlines Kassala\'s Unit prototype as its save shows it', () => {
    const slot = decodeChain(`prototype;Unit${T}piece;;;Moslem_Cannon_1-0.png;Moslem_Cannon_1-0`, `${T}null;0;0;53;0`);
    const { chain, missing } = expandPrototypes(slot, kassala);
    expect(missing).toEqual([]);
    expect(chain.map((t) => t.type)).toEqual(['clone;Clone;67,130;', 'delete;Delete;68,130;', 'piece;;;Moslem_Cannon_1-0.png;Moslem_Cannon_1-0']);
    expect(chain.at(-1)!.state).toBe('null;0;0;53;0');
  });

  it('expands nested prototypes with their states, drops comments, reports missing ones', () => {
    const defs = new Map([
      ['Outer', definition([{ type: 'cmt;note', state: '' }, { type: 'prototype;Inner', state: '' }, { type: 'mark;Side', state: 'Axis' }])],
      ['Inner', definition([{ type: 'emb2;Flip;2;F;;0;;;0;;;;1;false;0;0;back.png;;true;Flip', state: '-1' }])],
    ]);
    const { chain, missing } = expandPrototypes(chainOf([{ type: 'prototype;Outer', state: '' }, { type: 'prototype;Gone', state: '' }, { type: 'piece;;;a.png;a', state: 'null;0;0;1;0' }]), defs);
    expect(chain.map((t) => [t.id, t.state])).toEqual([['emb2;', '-1'], ['mark;', 'Axis'], ['piece;', 'null;0;0;1;0']]);
    expect(missing).toEqual(['Gone']);
  });

  it('substitutes parameters only when given; unknown names lose their dollars; \\$ is a dollar', () => {
    expect(substituteParams('mark;Side;$side$ $x$ \\$5', [['side', 'Axis']])).toBe('mark;Side;Axis x $5');
    expect(substituteParams('mark;$side$', [])).toBe('mark;$side$');
    const defs = new Map([['P', definition([{ type: 'mark;Side', state: '$side$' }])]]);
    const { chain } = expandPrototypes(chainOf([{ type: 'prototype;P;side=Allied', state: '' }, { type: 'piece;;;;u', state: '' }]), defs);
    expect(chain[0]!.state).toBe('Allied');
  });

  it('refuses cycles and over-deep references with codes', () => {
    const cyc = new Map([
      ['A', definition([{ type: 'prototype;B', state: '' }])],
      ['B', definition([{ type: 'prototype;A', state: '' }])],
    ]);
    const piece = chainOf([{ type: 'prototype;A', state: '' }, { type: 'piece;;;;u', state: '' }]);
    expect(codeOf(() => expandPrototypes(piece, cyc))).toBe('vassal.piece.prototypeCycle');
    const self = new Map([['A', definition([{ type: 'prototype;A', state: '' }])]]);
    expect(codeOf(() => expandPrototypes(piece, self))).toBe('vassal.piece.prototypeCycle');
    const deep = new Map(Array.from({ length: MAX_PROTOTYPE_DEPTH + 5 }, (_, i) => [`A${i === 0 ? '' : i}`, definition([{ type: `prototype;A${i + 1}`, state: '' }])] as [string, string]));
    expect(codeOf(() => expandPrototypes(piece, deep))).toBe('vassal.piece.prototypeTooDeep');
  });

  it('refuses an exponential fan-out of prototypes by the chain cap, quickly', () => {
    const defs = new Map<string, string>();
    for (let i = 0; i < 20; i++) defs.set(`P${i}`, definition([{ type: `prototype;P${i + 1}`, state: '' }, { type: `prototype;P${i + 1}`, state: '' }]));
    defs.set('P20', definition([{ type: 'mark;x', state: '' }]));
    const t0 = performance.now();
    expect(codeOf(() => expandPrototypes(chainOf([{ type: 'prototype;P0', state: '' }, { type: 'piece;;;;u', state: '' }]), defs))).toBe('vassal.piece.tooDeep');
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

const FLIP = (value: number, names = ';+ (back)') => ({ type: `emb2;Flip;2;F;;0;;;0;;;;1;false;3;-4;,back.png;${names.split(';')[0]},${names.split(';')[1]};true;Flip;;;false;;1;1;true;70,130;;;;1.5;;true`, state: String(value) });
const BASE = { type: 'piece;;;front.png;5/104', state: 'Main Map;100;200;7;0' };

describe('lookOf (§3.5)', () => {
  it('draws the BasicPiece, then each active layer level on top, renaming by level names', () => {
    const up = lookOf(chainOf([FLIP(1), BASE]));
    expect(up.images.map((i) => i.image)).toEqual(['front.png']);
    expect(up.layers).toEqual([{ name: 'Flip', active: true, level: 1, levels: 2, levelName: '', expression: false }]);
    const back = lookOf(chainOf([FLIP(2), BASE]));
    expect(back.images).toEqual([
      { image: 'front.png', dx: 0, dy: 0, scale: 1, rotation: 0, source: 'basic' },
      { image: 'back.png', dx: 3, dy: -4, scale: 1.5, rotation: 0, source: 'layer', layer: 'Flip', level: 2 },
    ]);
    expect(back.name).toBe('5/104 (back)');
    const off = lookOf(chainOf([FLIP(-2), BASE]));
    expect(off.images.map((i) => i.image)).toEqual(['front.png']);
    expect(off.layers[0]).toMatchObject({ active: false, level: 2 });
    expect(lookOf(chainOf([FLIP(9), BASE])).layers[0]!.level).toBe(2);
  });

  it('follows a property from the piece\'s own markers; a BeanShell expression falls back to the stored value', () => {
    const follow = (prop: string) => ({ type: `emb2;Side;;;;;;;;;;;1;false;0;0;a.png,b.png;;true;Side;;;true;${prop};0;1;true`, state: '1' });
    expect(lookOf(chainOf([follow('CounterLayer'), { type: 'mark;CounterLayer', state: '1' }, BASE])).images.at(-1)!.image).toBe('b.png');
    const expr = lookOf(chainOf([follow('{Variant+1}'), BASE]));
    expect(expr.images.at(-1)!.image).toBe('a.png');
    expect(expr.layers[0]!.expression).toBe(true);
  });

  it('rotates what is inside a rotator only, and lists labels', () => {
    const look = lookOf(chainOf([
      { type: 'markmoved;moved.png;20;-20;Mark Moved;77,130', state: 'true' },
      { type: 'rotate;6;93,130;91,130;CW;CCW', state: '1' },
      { type: 'label;76,130;Label;10;;0,0,0;b;2;c;0;c;c;$pieceName$ ($label$);Dialog;0;0;TextLabel', state: 'HQ ' },
      FLIP(2),
      BASE,
    ]));
    expect(look.images.map((i) => [i.image, i.rotation])).toEqual([['front.png', 60], ['back.png', 60], ['moved.png', 0]]);
    expect(look.rotation).toBe(60);
    expect(look.labels).toEqual([{ text: 'HQ', vertical: 'b', horizontal: 'c', dx: 0, dy: 2, rotation: 0 }]);
  });

  it('shows a mask only to those who do not own it, and hides invisible pieces from others', () => {
    const masked = chainOf([{ type: 'obs;77,130;mask.png;Mask;I;Hidden unit;sides:Axis', state: 'axisPlayer;' }, FLIP(2), BASE]);
    const other = lookOf(masked, 'alliedPlayer');
    expect(other.images.map((i) => i.image)).toEqual(['mask.png']);
    expect(other.name).toBe('Hidden unit');
    expect(other.masked).toEqual({ owner: 'axisPlayer', forViewer: true });
    const owner = lookOf(masked, 'axisPlayer');
    expect(owner.images.map((i) => i.image)).toEqual(['front.png', 'back.png']);
    expect(owner.masked).toEqual({ owner: 'axisPlayer', forViewer: false });
    const hidden = chainOf([{ type: 'hide;73,130;Hide', state: 'axisPlayer' }, BASE]);
    expect(lookOf(hidden, null)).toMatchObject({ images: [], name: '', hidden: { owner: 'axisPlayer', forViewer: true } });
    expect(lookOf(hidden, 'axisPlayer').images).toHaveLength(1);
  });

  it('lists traits kept verbatim as not used here', () => {
    const look = lookOf(chainOf([{ type: 'footprint;x', state: '' }, { type: 'sendto;y', state: '' }, { type: 'footprint;z', state: '' }, BASE]));
    expect(look.notUsed).toEqual(['footprint;', 'sendto;']);
  });
});
