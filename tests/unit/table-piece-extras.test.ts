import { describe, expect, it } from 'vitest';
import { imageTableSchema, pieceLabelSchema } from '../../shared/board/image-table';
import { labelBox } from '../../renderer/src/lib/table/board/piece-extras';
import { counterLookMenu, FREE_STEP } from '../../renderer/src/lib/table/counter-looks';
import { looksOf } from '../../renderer/src/lib/table/art-for-game';
import type { GameIndex } from '../../renderer/src/lib/table/game-data';
import type { UnitState } from '../../shared/engine/view';
import { imageScale, tableMaps } from '../../renderer/src/lib/table/board/image-geometry';

const grid = { kind: 'hex' as const, dy: 100, x0: 60, y0: 60 };
const table = imageTableSchema.parse({
  boards: [{ id: 'main', image: 'map.png', width: 1000, height: 800, grid }],
  pieces: [
    { id: 'hex6', front: 'a.png', rotation: { facings: 6 }, mask: { image: 'm.png' } },
    { id: 'free', front: 'b.png', rotation: { facings: 1 } },
    { id: 'plain', front: 'c.png' },
  ],
});
const index = { data: { imageTable: table } } as unknown as GameIndex;
const unit = (id: string, more: Partial<UnitState> = {}): UnitState => ({ id, status: 'map', hex: '0101', turn: null, order: 1, ...more }) as UnitState;

describe('what a module counter’s menu offers, and how it is drawn', () => {
  it('turns a counter of six facings by 60°, a free one by the free step, and offers upright only when turned', () => {
    const six = counterLookMenu(index, unit('hex6', { angle: 300 }))!.rotate!;
    expect(six.clockwise).toEqual({ type: 'rotate', unit: 'hex6', angle: 0 });
    expect(six.counter).toEqual({ type: 'rotate', unit: 'hex6', angle: 240 });
    expect(six.upright).toEqual({ type: 'rotate', unit: 'hex6', angle: 0 });
    const free = counterLookMenu(index, unit('free'))!.rotate!;
    expect([free.clockwise, free.counter, free.upright]).toEqual([{ type: 'rotate', unit: 'free', angle: FREE_STEP }, { type: 'rotate', unit: 'free', angle: 360 - FREE_STEP }, null]);
    expect(counterLookMenu(index, unit('plain'))!.rotate).toBeNull();
  });

  it('lets only the seat of the masking side unmask, and an onlooker neither mask nor unmask', () => {
    expect(counterLookMenu(index, unit('hex6'))!.mask).toBeNull();
    expect(counterLookMenu(index, unit('hex6'), 'Axis')!.mask).toEqual({ action: { type: 'mask', units: ['hex6'], by: 'Axis' }, masking: true });
    expect(counterLookMenu(index, unit('hex6', { maskedBy: 'Axis' }), 'Axis')!.mask).toEqual({ action: { type: 'mask', units: ['hex6'], by: null }, masking: false });
    expect(counterLookMenu(index, unit('hex6', { maskedBy: 'Axis' }), 'Allied')!.mask).toBeNull();
    expect(counterLookMenu(index, unit('plain'), 'Axis')!.mask).toBeNull();
  });

  it('shows a masked counter as its mask to every seat but the masking side’s', () => {
    const units = [unit('hex6', { maskedBy: 'Axis', angle: 60 })];
    expect(looksOf(units, 'Axis').get('hex6')).toEqual({ flipped: false, layers: 0, angle: 60, masked: false });
    expect(looksOf(units, 'Allied').get('hex6')!.masked).toBe(true);
    expect(looksOf(units, null).get('hex6')!.masked).toBe(true);
  });

  it('places a label at its anchor and offset, justified, scaled from the image to the square, and kept inside it', () => {
    const l = pieceLabelSchema.parse({ text: '4-4', vertical: 'b', horizontal: 'c', vJust: 'c', hJust: 'c', dy: -6 });
    // A 48 px image drawn in a 96 px square: offsets double; centred on the bottom edge moved up 12 px.
    expect(labelBox(l, 96, 48, { width: 20, height: 10 })).toEqual({ x: 38, y: 96 - 12 - 5 });
    // Left-justified at the top-left corner; the default (above the counter) is drawn at its top edge.
    expect(labelBox(pieceLabelSchema.parse({ text: 'x', vertical: 't', horizontal: 'l', vJust: 't', hJust: 'l', dx: 2 }), 96, 48, { width: 20, height: 10 })).toEqual({ x: 4, y: 0 });
    expect(labelBox(pieceLabelSchema.parse({ text: 'x' }), 96, 48, { width: 20, height: 10 })).toEqual({ x: 38, y: 0 });
  });

  it('gives a tab per map of a table that holds several, framing its boards; none for one map', () => {
    expect(tableMaps(table)).toEqual([]);
    const two = imageTableSchema.parse({
      boards: [
        { id: 'n', image: 'n.png', width: 500, height: 400, x: 10, y: 10, grid, map: 'Main Map' },
        { id: 's', image: 's.png', width: 500, height: 400, x: 510, y: 10, grid, map: 'Main Map' },
        { id: 'c', image: 'c.png', width: 300, height: 200, x: 1210, y: 0, grid, map: 'Reinforcements' },
      ],
      pieces: [],
    });
    const k = imageScale(two);
    expect(tableMaps(two)).toEqual([
      { name: 'Main Map', area: { x: 10 * k, y: 10 * k, width: 1000 * k, height: 400 * k } },
      { name: 'Reinforcements', area: { x: 1210 * k, y: 0, width: 300 * k, height: 200 * k } },
    ]);
  });
});
