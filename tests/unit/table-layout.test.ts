import { describe, expect, it } from 'vitest';
import type { UnitState } from '../../shared/engine/view';
import { hexName, unitId } from '../../shared/engine/ids';
import { drawCounterFace, faceKey, faceOf } from '../../renderer/src/lib/table/board/counter-art';
import { clampSideWidth, SIDE_DEFAULT, SIDE_MAX, SIDE_MIN } from '../../renderer/src/lib/table/dock-size';
import { stackAt } from '../../renderer/src/lib/table/stack-viewer';
import type { UnitSpec } from '../../shared/games/descriptor';
import { LegalOptionSchema, type LegalOption } from '../../shared/engine/options';
/** A fixture option, checked (and its ids branded) by the options' own schema. */
const option = (o: unknown): LegalOption => LegalOptionSchema.parse(o);
import { hex, hexDistance, hexKey, hexRange, parseHexKey } from '../../shared/hex/axial';
import { hexToPixel, pixelToHex, type PixelLayout } from '../../shared/hex/layout';
import { dragChoices } from '../../renderer/src/lib/table/drag-choice';
import { neighbourInDirection } from '../../renderer/src/lib/table/board/neighbours';
import { recallView, rememberView } from '../../renderer/src/lib/table/view-memory';
import { readUserTypes, withUserTypes, writeUserType } from '../../renderer/src/lib/table/user-types';
import type { GameIndex } from '../../renderer/src/lib/table/game-data';
import { belowStack, HALF, stackPositions } from '../../renderer/src/lib/table/board/stacking';
import type { MapHex } from '../../renderer/src/lib/table/board/map-geometry';
import { artHoles } from '../../renderer/src/lib/table/board/sea-holes';

describe('the side dock keeps the map most of the window', () => {
  it('clamps a wish between its limits and to a third of the window', () => {
    expect(clampSideWidth(100, 1920)).toBe(SIDE_MIN);
    expect(clampSideWidth(5000, 2560)).toBe(SIDE_MAX);
    expect(clampSideWidth(5000, 1920)).toBe(Math.floor(1920 * 0.32));
    expect(clampSideWidth(500, 1024)).toBe(Math.floor(1024 * 0.32));
    expect(clampSideWidth(SIDE_DEFAULT, 1024)).toBeLessThan(SIDE_DEFAULT);
    expect(clampSideWidth(Number.NaN, 1920)).toBe(SIDE_DEFAULT);
    // A window too narrow for both: the dock keeps its narrowest usable width.
    expect(clampSideWidth(400, 500)).toBe(SIDE_MIN);
  });
});

describe('the stack viewer', () => {
  const u = (id: string, hex: string | null, order: number, status: UnitState['status'] = 'map'): UnitState => ({ id: unitId(id), status, hex: hex === null ? null : hexName(hex), turn: null, order });

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

describe('a counter moved with the keyboard', () => {
  /** A small grid of radius 3 round (0, 0), its hexes named by axial key, in either orientation. */
  function grid(orientation: 'flat' | 'pointy') {
    const layout: PixelLayout = { orientation, size: { x: 30, y: 30 }, origin: { x: 0, y: 0 } };
    const byName = new Map(hexRange(hex(0, 0), 3).map((h) => [hexKey(h), { name: hexKey(h), centre: hexToPixel(layout, h) }]));
    const pitch = Math.hypot(hexToPixel(layout, hex(1, 0)).x, hexToPixel(layout, hex(1, 0)).y);
    return { byName, pitch, hexAt: (p: { x: number; y: number }) => byName.get(hexKey(pixelToHex(layout, p))) ?? null };
  }
  const centreOf = (g: ReturnType<typeof grid>, n: string | null) => g.byName.get(n!)!.centre;

  it('goes to the neighbour in the arrow’s direction on a flat-topped grid, upper or lower where two are as near', () => {
    const g = grid('flat');
    const start = hexKey(hex(0, 0));
    const up = neighbourInDirection(g, start, 0, -1);
    expect(centreOf(g, up).x).toBeCloseTo(0);
    expect(centreOf(g, up).y).toBeLessThan(0);
    const left = neighbourInDirection(g, start, -1, 0);
    const leftLower = neighbourInDirection(g, start, -1, 0, true);
    expect(centreOf(g, left).x).toBeLessThan(0);
    expect(centreOf(g, left).y).toBeLessThan(0);
    expect(centreOf(g, leftLower).y).toBeGreaterThan(0);
    for (const n of [up, left, leftLower]) expect(hexDistance(parseHexKey(n!), hex(0, 0))).toBe(1);
  });

  it('goes sideways on a pointy-topped grid and stops at the map’s edge', () => {
    const g = grid('pointy');
    const right = neighbourInDirection(g, hexKey(hex(0, 0)), 1, 0);
    expect(centreOf(g, right).y).toBeCloseTo(0);
    expect(centreOf(g, right).x).toBeGreaterThan(0);
    expect(neighbourInDirection(g, hexKey(hex(3, 0)), 1, 0)).toBeNull();
  });
});

describe('a retreat or an advance chosen by dragging', () => {
  const retreat = (unit: string, hexes: string[]): LegalOption => option({ kind: 'retreat', action: { type: 'retreat', unit }, target: { field: 'to', hexes }, label: { key: 'choice.retreat', params: {} }, units: [unit], hexes: ['H2'], rule: '7.6' });
  const advance = (units: string[]): LegalOption => option({ kind: 'advance', action: { type: 'advance', units }, label: { key: 'choice.advance', params: {} }, units, hexes: ['J5'], rule: '16.1' });
  const end: LegalOption = option({ kind: 'endCombat', action: { type: 'endCombat' }, label: { key: 'choice.end', params: {} }, units: [], hexes: [], rule: '3', endsStep: true });

  it('sends the listed retreat of the dropped counter to the hex it was dropped on', () => {
    const legal = [retreat('a', ['H3', 'G3']), retreat('b', ['H3']), end];
    expect(dragChoices(legal, ['a'], 'G3')).toEqual([{ type: 'retreat', unit: 'a', to: 'G3' }]);
    // Not a listed end: an ordinary move (which the engine refuses with its rule).
    expect(dragChoices(legal, ['b'], 'G3')).toEqual([]);
    // A stack dropped where each of its units may retreat: one retreat each.
    expect(dragChoices(legal, ['a', 'b'], 'H3')).toEqual([
      { type: 'retreat', unit: 'a', to: 'H3' },
      { type: 'retreat', unit: 'b', to: 'H3' },
    ]);
    expect(dragChoices(legal, ['a', 'b'], 'G3')).toEqual([]);
  });

  it('sends the advance of exactly the dropped units into the vacated hex, and never an option the engine refuses', () => {
    const legal = [advance([]), advance(['x']), advance(['x', 'y'])];
    expect(dragChoices(legal, ['x'], 'J5')).toEqual([{ type: 'advance', units: ['x'] }]);
    expect(dragChoices(legal, ['y', 'x'], 'J5')).toEqual([{ type: 'advance', units: ['x', 'y'] }]);
    expect(dragChoices(legal, ['x'], 'J6')).toEqual([]);
    expect(dragChoices([{ ...advance(['x']), refused: { reason: 'stacking', params: {} } }], ['x'], 'J5')).toEqual([]);
  });
});

describe('a game reopens where its map was left', () => {
  function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  }

  it('recalls each game’s zoom and centre, the latest first, and only so many games', () => {
    const s = memory();
    rememberView('a', { zoom: 1.5, x: 300.04, y: 120 }, s);
    rememberView('b', { zoom: 0.5, x: 10, y: 20 }, s);
    rememberView('a', { zoom: 2, x: 310, y: 125 }, s);
    expect(recallView('a', s)).toEqual({ zoom: 2, x: 310, y: 125 });
    expect(recallView('b', s)).toEqual({ zoom: 0.5, x: 10, y: 20 });
    expect(recallView('c', s)).toBeNull();
    for (let i = 0; i < 60; i++) rememberView(`g${i}`, { zoom: 1, x: i, y: i }, s);
    expect(recallView('g59', s)).toEqual({ zoom: 1, x: 59, y: 59 });
    expect(recallView('a', s)).toBeNull();
  });

  it('ignores a damaged or hostile entry instead of failing', () => {
    const s = memory();
    s.setItem('ct.table.views', '{not json');
    expect(recallView('a', s)).toBeNull();
    s.setItem('ct.table.views', JSON.stringify([['a', { zoom: 'x', x: 1, y: 2 }], ['b', { zoom: -1, x: 1, y: 2 }], 'junk', ['c', { zoom: 1, x: 3, y: 4 }]]));
    expect(recallView('a', s)).toBeNull();
    expect(recallView('b', s)).toBeNull();
    expect(recallView('c', s)).toEqual({ zoom: 1, x: 3, y: 4 });
    rememberView('d', { zoom: Number.NaN, x: 1, y: 1 }, s);
    expect(recallView('d', s)).toBeNull();
  });
});

describe('a counter type entered from the player’s own copy', () => {
  const store = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };
  const unit = (id: string, type: UnitSpec['type']) => ({ id, name: id, side: 'axis', nationality: 'it', type, size: 'division', attack: 2, defence: 2, movement: 4 }) as unknown as UnitSpec;
  const index = () => ({ units: new Map([['it-savona', unit('it-savona', 'unknown')], ['de-21pz-5', unit('de-21pz-5', 'armour')]]) }) as unknown as GameIndex;

  it('fills in an unknown type only, and says which types the player entered', () => {
    const s = store();
    writeUserType(s, 'afrika-korps', 'it-savona', 'infantry');
    writeUserType(s, 'afrika-korps', 'de-21pz-5', 'infantry');
    const patched = withUserTypes(index(), readUserTypes(s, 'afrika-korps'));
    expect(patched.units.get('it-savona')!.type).toBe('infantry');
    // A type the data gives is never overwritten.
    expect(patched.units.get('de-21pz-5')!.type).toBe('armour');
    expect([...(patched.enteredTypes ?? [])]).toEqual(['it-savona']);
    // Per game: another game sees none.
    expect(readUserTypes(s, 'dark-sands').size).toBe(0);
    writeUserType(s, 'afrika-korps', 'it-savona', null);
    expect(withUserTypes(index(), readUserTypes(s, 'afrika-korps')).enteredTypes).toBeUndefined();
  });

  it('ignores damaged or hostile storage', () => {
    const s = store();
    s.setItem('ct.userTypes.afrika-korps', '[1,2]');
    expect(readUserTypes(s, 'afrika-korps').size).toBe(0);
    s.setItem('ct.userTypes.afrika-korps', JSON.stringify({ 'it-savona': 'battleship', 'it-pavia': 'infantry', __proto__: 'armour' }));
    expect([...readUserTypes(s, 'afrika-korps')]).toEqual([['it-pavia', 'infantry']]);
    s.setItem('ct.userTypes.afrika-korps', '{oops');
    expect(readUserTypes(s, 'afrika-korps').size).toBe(0);
  });
});

describe('place names are not hidden under stacks', () => {
  it('start below the lowest counter of a stack of any height', () => {
    const h = { name: 'G25', centre: { x: 100, y: 200 } } as unknown as MapHex;
    for (let n = 1; n <= 12; n++) {
      const lowest = Math.max(...stackPositions(h, n).map((p) => p.y)) + HALF;
      expect(belowStack(h.centre.y)).toBeGreaterThan(lowest);
    }
  });
});

describe('no holes in the generated sea', () => {
  const layout: PixelLayout = { orientation: 'flat', size: { x: 32, y: 32 }, origin: { x: 0, y: 0 } };
  const cell = (h: { q: number; r: number }, terrain: string) => ({ name: hexKey(h as never), hex: h, terrain, centre: hexToPixel(layout, h as never), corners: [] });
  const sheet = { x: -32 * 12, y: -32 * 12, width: 32 * 24, height: 32 * 24 };
  const keysOf = (holes: { centre: { x: number; y: number } }[]) => holes.map((h) => hexKey(pixelToHex(layout, h.centre))).sort();

  it('paints the cells the data leaves out amid the sea, however many', () => {
    // A sea of radius 5 with a gap of seven cells (radius 1) round (1, -1).
    const gap = new Set(hexRange(hex(1, -1), 1).map(hexKey));
    const sea = hexRange(hex(0, 0), 5).filter((h) => !gap.has(hexKey(h))).map((h) => cell(h, 'sea'));
    const holes = artHoles({ layout, hexes: sea as unknown as MapHex[], bounds: sheet }, (t) => t === 'clear');
    expect(keysOf(holes)).toEqual([...gap].sort());
    expect(holes.every((h) => h.terrain === 'sea' && h.corners.length === 6)).toBe(true);
  });

  it('leaves a gap alone where it touches land or the edge of the sheet', () => {
    const gap = new Set(hexRange(hex(1, -1), 1).map(hexKey));
    const withLand = hexRange(hex(0, 0), 5)
      .filter((h) => !gap.has(hexKey(h)))
      .map((h) => cell(h, hexKey(h) === hexKey(hex(1, 1)) ? 'clear' : 'sea'));
    expect(artHoles({ layout, hexes: withLand as unknown as MapHex[], bounds: sheet }, (t) => t === 'clear')).toEqual([]);
    // A notch open to the outside of the map is no hole.
    const notch = hexRange(hex(0, 0), 5).filter((h) => hexDistance(h, hex(5, 0)) > 1).map((h) => cell(h, 'sea'));
    expect(artHoles({ layout, hexes: notch as unknown as MapHex[], bounds: sheet }, (t) => t === 'clear')).toEqual([]);
  });
});
