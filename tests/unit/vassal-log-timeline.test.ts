import { describe, expect, it } from 'vitest';
import { readSave } from '../../main/vassal/save/read';
import { logTimeline } from '../../main/vassal/to-game/log-timeline';
import { buildSave, ladder, manyPieces, twoSided } from '../support/vassal/save-fixture';

const B = 1_648_473_853_000;
const id = (n: number) => String(B + n);
const v = (n: number) => `v${B + n}`;

describe('a VASSAL log as a game’s timeline', () => {
  it('turns each step that changes the table into its actions: flips, moves onto a stack, stack moves, removals; chat-only steps left out', async () => {
    // manyPieces(4): piece 0 alone (stack 1) at hex 0; pieces 2, 3 (stack 4) at hex 1; piece 5 (stack 6) at hex 2.
    const start = manyPieces(4);
    const at = (n: number) => start.stacks.find((s) => s.members.includes(id(n)))!;
    const flipped = ladder(twoSided(id(0), 'Unit 0', 'Main Map', at(0).x, at(0).y, true, '0').traits).state;
    const log = await readSave(
      await buildSave({
        ...start,
        steps: [
          [`D/${id(0)}/${flipped.replace(/\//g, '\\/')}`, 'CHAT* Unit 0 flips'],
          [`M/${id(5)}/Main Map/${at(0).x}/${at(0).y}/${id(0)}/Main Map/${at(5).x}/${at(5).y}/null/p1`],
          [`M/${id(4)}/Main Map/900/950/null/Main Map/${at(2).x}/${at(2).y}/null/p1`],
          [`M/${id(0)}/Main Map/900/950/null/Main Map/${at(0).x}/${at(0).y}/null/p1`],
          ['UNDO\ttrue', `-/${id(3)}`, 'UNDO\tfalse'],
          ['CHAT*** d6 = 4'],
        ],
      }),
    );
    const cell = (x: number, y: number) => `${x},${y}`;
    // The table holds the map "Main Map" only.
    const onMain = (f: (x: number, y: number) => string | null) => (mapId: string | null, x: number, y: number) => (mapId === 'Main Map' ? f(x, y) : null);
    const known = new Set([0, 2, 3, 5].map(id));
    const timeline = logTimeline(log.model, log.steps, onMain(cell), (vid) => (known.has(vid) ? `v${vid}` : null));
    expect(timeline).toEqual([
      [{ type: 'flip', units: [v(0)] }],
      [{ type: 'move', units: [v(5)], to: cell(at(0).x, at(0).y) }],
      [{ type: 'move', units: [v(2), v(3)], to: '900,950' }],
      [{ type: 'move', units: [v(0)], to: '900,950' }],
      [{ type: 'eliminate', units: [v(3)] }],
    ]);
    // A piece off the table's cells is not moved there.
    expect(logTimeline(log.model, log.steps, onMain((x, y) => (x === 900 ? null : cell(x, y))), (vid) => `v${vid}`)[2]).toEqual([{ type: 'eliminate', units: [v(2), v(3)] }]);
  });
});
