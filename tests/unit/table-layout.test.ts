import { describe, expect, it } from 'vitest';
import type { UnitState } from '../../shared/engine/view';
import { drawCounterFace, faceKey, faceOf } from '../../renderer/src/lib/table/board/counter-art';
import { clampSideWidth, SIDE_DEFAULT, SIDE_MAX, SIDE_MIN } from '../../renderer/src/lib/table/dock-size';
import { stackAt } from '../../renderer/src/lib/table/stack-viewer';
import type { UnitSpec } from '../../shared/games/descriptor';

describe('the side dock keeps the map most of the window', () => {
  it('clamps a wish between its limits and to 40% of the window', () => {
    expect(clampSideWidth(100, 1920)).toBe(SIDE_MIN);
    expect(clampSideWidth(5000, 1920)).toBe(SIDE_MAX);
    expect(clampSideWidth(500, 1024)).toBe(Math.floor(1024 * 0.4));
    expect(clampSideWidth(Number.NaN, 1920)).toBe(SIDE_DEFAULT);
    // A window too narrow for both: the dock keeps its narrowest usable width.
    expect(clampSideWidth(400, 500)).toBe(SIDE_MIN);
  });
});

describe('the stack viewer', () => {
  const u = (id: string, hex: string | null, order: number, status: UnitState['status'] = 'map'): UnitState => ({ id, status, hex, turn: null, order });

  it('lists the counters on the hovered hex, bottom first, only for a stack', () => {
    const units = [u('top', 'H2', 5), u('bottom', 'H2', 1), u('alone', 'J3', 1), u('gone', 'H2', 9, 'eliminated')];
    expect(stackAt(units, 'H2')).toEqual(['bottom', 'top']);
    expect(stackAt(units, 'J3')).toEqual([]);
    expect(stackAt(units, null)).toEqual([]);
  });
});

describe('a counter whose type no source gives', () => {
  const spec = (type: UnitSpec['type']) => ({ id: 'it-ariete', name: 'Ariete', side: 'axis', nationality: 'it', type, size: 'division', attack: 4, defence: 4, movement: 10 }) as unknown as UnitSpec;

  /** A 2D context that only records the text it is asked to write. */
  function recorder(): { ctx: CanvasRenderingContext2D; texts: string[] } {
    const texts: string[] = [];
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (target, key) => (key === 'fillText' ? (text: string) => texts.push(text) : key in target ? target[key as string] : () => undefined),
      set: (target, key, value) => ((target[key as string] = value), true),
    });
    return { ctx: ctx as unknown as CanvasRenderingContext2D, texts };
  }

  it('shows the unit’s name in its symbol box, not a bare "?"', () => {
    const { ctx, texts } = recorder();
    drawCounterFace(ctx, faceOf(spec('unknown'), '#88aa55'), 64);
    expect(texts).toContain('Ariete');
    expect(texts).not.toContain('?');
  });

  it('keeps the NATO symbol (and no name) when the type is known, and faces differ by name only when unknown', () => {
    const { ctx, texts } = recorder();
    drawCounterFace(ctx, faceOf(spec('armour'), '#88aa55'), 64);
    expect(texts).toEqual(['4-4-10']);
    const other = { ...spec('unknown'), name: 'Trieste' } as UnitSpec;
    expect(faceKey(faceOf(spec('unknown'), '#88aa55'))).not.toBe(faceKey(faceOf(other, '#88aa55')));
    expect(faceKey(faceOf(spec('armour'), '#88aa55'))).toBe(faceKey(faceOf({ ...other, type: 'armour' } as UnitSpec, '#88aa55')));
  });
});
