import { describe, expect, it } from 'vitest';
import { readSave } from '../../main/vassal/save/read';
import { replaySteps } from '../../main/vassal/save/replay';
import { lookOf } from '../../main/vassal/pieces/look';
import { buildSave, ladder, manyPieces, twoSided } from '../support/vassal/save-fixture';

const B = 1_648_473_853_000;
const id = (n: number) => String(B + n);

describe('a log\'s steps become a timeline (§4.6)', () => {
  it('plays flips, moves onto a piece, into a stack at a point, stack moves, removals and undo brackets in order', async () => {
    // manyPieces(4): piece 0 alone (stack 1) at hex 0; pieces 2, 3 (stack 4) at hex 1; piece 5 (stack 6) at hex 2.
    const start = manyPieces(4);
    const at = (n: number) => start.stacks.find((s) => s.members.includes(id(n)))!;
    const flipped = ladder(twoSided(id(0), 'Unit 0', 'Main Map', at(0).x, at(0).y, true, '0').traits).state;
    const log = await readSave(await buildSave({
      ...start,
      steps: [
        [`D/${id(0)}/${flipped.replace(/\//g, '\\/')}`, 'CHAT* Unit 0 flips'],
        [`M/${id(5)}/Main Map/${at(0).x}/${at(0).y}/${id(0)}/Main Map/${at(5).x}/${at(5).y}/null/p1`],
        [`M/${id(4)}/Main Map/900/950/null/Main Map/${at(2).x}/${at(2).y}/null/p1`],
        [`M/${id(0)}/Main Map/900/950/null/Main Map/${at(0).x}/${at(0).y}/null/p1`],
        ['UNDO\ttrue', `-/${id(3)}`, 'UNDO\tfalse'],
        ['CHAT*** d6 = 4'],
      ],
    }));
    expect(log.steps).toHaveLength(6);
    const t = replaySteps(log.model, log.steps);
    expect(t).toHaveLength(6);
    const piece = (i: number, n: number) => t[i]!.pieces.find((p) => p.id === id(n));
    const stackOf = (i: number, n: number) => t[i]!.stacks.find((s) => s.members.includes(id(n)));
    // 1: the flip shows the back.
    expect(lookOf(piece(0, 0)!.chain).images.map((x) => x.image)).toEqual(['Unit 0.png', 'Unit 0_back.png']);
    expect(lookOf(log.model.pieces[0]!.chain).images).toHaveLength(1);
    // 2: piece 5 dropped on piece 0 joins its stack on top; its old stack is gone.
    expect(stackOf(1, 5)!.members).toEqual([id(0), id(5)]);
    expect([piece(1, 5)!.x, piece(1, 5)!.y]).toEqual([at(0).x, at(0).y]);
    expect(t[1]!.stacks.find((s) => s.id === id(6))).toBeUndefined();
    // 3: the stack of pieces 2 and 3 moves whole.
    expect([piece(2, 2)!.x, piece(2, 3)!.y, stackOf(2, 3)!.id]).toEqual([900, 950, id(4)]);
    // 4: piece 0 leaves its stack and joins the stack at exactly that point.
    expect(stackOf(3, 0)!.members).toEqual([id(2), id(3), id(0)]);
    expect(stackOf(3, 5)!.members).toEqual([id(5)]);
    // 5: removed inside an undo bracket.
    expect(piece(4, 3)).toBeUndefined();
    expect(stackOf(4, 0)!.members).toEqual([id(2), id(0)]);
    // 6: a chat line changes nothing; the start position is untouched.
    expect(t[5]!.pieces).toEqual(t[4]!.pieces);
    expect(log.model.stacks.find((s) => s.id === id(4))!.members).toEqual([id(2), id(3)]);
  });
});
