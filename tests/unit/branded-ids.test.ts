import { describe, expect, it } from 'vitest';
import { UnitStateSchema } from '../../shared/engine/view';
import { FreeActionSchema } from '../../shared/engine/free-actions';
import type { HexName, UnitId } from '../../shared/engine/ids';

/**
 * The view's unit states and the free actions come out of their schemas with branded ids: a hex name
 * where a unit id is due is a type error (the `@ts-expect-error` lines fail the type check if the
 * brands are lost), while the values themselves are the same strings (no state hash changes).
 */
describe('branded ids where they are parsed', () => {
  it("brands a unit state's id and hex, keeping their values", () => {
    const raw = { id: 'de-21pz-5', status: 'map', hex: 'W6', turn: null, order: 3 };
    const u = UnitStateSchema.parse(raw);
    const id: UnitId = u.id;
    const hex: HexName | null = u.hex;
    // @ts-expect-error a hex name is no unit id
    const wrong: UnitId = hex!;
    expect([id, hex, wrong]).toEqual(['de-21pz-5', 'W6', 'W6']);
    expect(JSON.stringify(u)).toBe(JSON.stringify(raw));
  });

  it("brands a free action's units and hex, and still refuses what is not an id", () => {
    const a = FreeActionSchema.parse({ type: 'move', units: ['u1'], to: 'A1' });
    if (a.type !== 'move') throw new Error('parsed as another action');
    const to: HexName = a.to;
    // @ts-expect-error a unit id is no hex name
    const wrong: HexName = a.units[0]!;
    expect([to, wrong]).toEqual(['A1', 'u1']);
    expect(FreeActionSchema.safeParse({ type: 'move', units: [''], to: 'A1' }).success).toBe(false);
    expect(FreeActionSchema.safeParse({ type: 'move', units: ['u1'], to: 'x'.repeat(33) }).success).toBe(false);
  });
});
