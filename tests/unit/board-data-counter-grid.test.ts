import { describe, expect, it } from 'vitest';
import { checkValue, faceValues, nameStem, similarPieces, withFaceValue } from '../../renderer/src/lib/board-data/counter-values';

const pieces = [
  { id: 'a', name: 'Inf Bn 12', image: 'inf.png' },
  { id: 'b', name: 'Inf Bn 13', image: 'inf-b.png' },
  { id: 'c', name: 'Tank Bde 7', image: 'inf.png' },
  { id: 'd', name: 'Tank Bde 8', image: 'tank.png' },
  { id: 'e', name: 'HQ', image: null },
  { id: 'f', name: 'HQ 2', image: null },
];

describe('the counter values grid', () => {
  it('finds similar pieces by their front image or their name but for its number', () => {
    expect(nameStem('Inf Bn 12')).toBe('inf bn');
    expect(nameStem('DAK 3/104')).toBe('dak');
    expect(similarPieces(pieces, 'a').sort()).toEqual(['b', 'c']);
    expect(similarPieces(pieces, 'd')).toEqual(['c']);
    expect(similarPieces(pieces, 'e')).toEqual(['f']);
    expect(similarPieces(pieces, 'nobody')).toEqual([]);
  });

  it('checks a typed value against the game definition, saying why a wrong one is refused', () => {
    const attack = { kind: 'number' as const, id: 'attack', name: { text: 'Attack' }, rule: '10.1', min: 0, max: 20, step: 1 };
    expect(checkValue(attack, '4')).toEqual({ ok: true, value: 4 });
    expect(checkValue(attack, ' ')).toEqual({ ok: true, value: undefined });
    expect(checkValue(attack, 'x')).toMatchObject({ ok: false, key: 'notNumber' });
    expect(checkValue(attack, '21')).toEqual({ ok: false, key: 'range', params: { min: 0, max: 20 } });
    expect(checkValue(attack, '2.5')).toEqual({ ok: false, key: 'step', params: { step: 1 } });
    const half = { ...attack, step: 0.5 };
    expect(checkValue(half, '2,5')).toEqual({ ok: true, value: 2.5 });
    const type = { kind: 'choice' as const, id: 'type', name: { text: 'Type' }, rule: '', options: [{ id: 'armour', name: { text: 'Armour' } }] };
    expect(checkValue(type, 'armour')).toEqual({ ok: true, value: 'armour' });
    expect(checkValue(type, 'cavalry')).toMatchObject({ ok: false, key: 'choice' });
    const flag = { kind: 'flag' as const, id: 'elite', name: { text: 'Elite' }, rule: '' };
    expect(checkValue(flag, true)).toEqual({ ok: true, value: true });
    expect(checkValue(flag, false)).toEqual({ ok: true, value: undefined });
  });
});

describe("the grid's back face", () => {
  it('sets a value on the back face keeping the front, drops an emptied back, and a piece with no values on either face has none', () => {
    const front = { steps: 2, attack: 6 };
    const withBack = withFaceValue({ front }, 'back', 'attack', 3);
    expect(withBack).toEqual({ front, back: { attack: 3 } });
    expect(faceValues(withBack, 'back')).toEqual({ attack: 3 });
    expect(faceValues(withBack, 'front')).toEqual(front);
    expect(withFaceValue(withBack, 'front', 'attack', 7)).toEqual({ front: { steps: 2, attack: 7 }, back: { attack: 3 } });
    expect(withFaceValue(withBack, 'back', 'attack', undefined)).toEqual({ front });
    expect(withFaceValue(undefined, 'back', 'steps', 1)).toEqual({ front: {}, back: { steps: 1 } });
    expect(withFaceValue({ front: {}, back: { steps: 1 } }, 'back', 'steps', undefined)).toBeUndefined();
    expect(withFaceValue({ front: { steps: 2 } }, 'front', 'steps', undefined)).toBeUndefined();
    expect(faceValues(undefined, 'back')).toEqual({});
  });
});
