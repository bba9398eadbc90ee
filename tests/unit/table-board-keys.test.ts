import { describe, expect, it } from 'vitest';
import type { UnitState } from '../../shared/engine/view';
import type { Board } from '../../renderer/src/lib/table/board/board';
import { boardKey, type BoardKeyContext } from '../../renderer/src/lib/table/board-keys';

/** A key pressed while the board (or something else) has the focus. */
const press = (key: string, opts: { shiftKey?: boolean; ctrlKey?: boolean; on?: string } = {}): KeyboardEvent =>
  ({ key, shiftKey: !!opts.shiftKey, ctrlKey: !!opts.ctrlKey, metaKey: false, altKey: false, target: { dataset: { testid: opts.on ?? 'board' } } }) as unknown as KeyboardEvent;

const unit = (id: string, hex: string | null, order = 0, status = 'map'): UnitState => ({ id, hex, order, status }) as unknown as UnitState;

/** A table state the keys act on, recording what they did; the board's neighbour is the next column. */
function context(over: Partial<BoardKeyContext> = {}) {
  const done: string[] = [];
  const board = {
    reveal: (hex: string) => done.push(`reveal ${hex}`),
    neighbour: (hex: string, dx: number, dy: number) => (hex === 'edge' ? null : `${hex}+${dx},${dy}`),
  } as unknown as Board;
  const c: BoardKeyContext = {
    board,
    units: [unit('b', '0210'), unit('a', '0110'), unit('c', '0210', 1), unit('off', null, 0, 'eliminated')],
    selected: null,
    selectedHex: null,
    target: null,
    readOnly: false,
    select: (id) => done.push(`select ${id}`),
    setTarget: (hex) => done.push(`target ${hex}`),
    move: (u, to) => done.push(`move ${u} ${to}`),
    ...over,
  };
  return { c, done };
}

describe('the board keys (keyboard moves)', () => {
  it('N picks the counters on the map in hex order, then stacking order; Shift+N goes back', () => {
    const first = context();
    expect(boardKey(press('n'), first.c)).toBe(true);
    expect(first.done).toEqual(['select a', 'reveal 0110', 'target null']);
    const next = context({ selected: 'b' });
    boardKey(press('n'), next.c);
    expect(next.done[0]).toBe('select c');
    const wrap = context({ selected: 'c' });
    boardKey(press('n'), wrap.c);
    expect(wrap.done[0]).toBe('select a');
    const back = context({ selected: 'a' });
    boardKey(press('N', { shiftKey: true }), back.c);
    expect(back.done[0]).toBe('select c');
  });

  it('N picks only the counters the side to act may use when there are any, and all of them otherwise', () => {
    // 'a' is the opponent's (first in hex order): a keyboard player is not walked through it.
    const mine = context({ actors: new Set(['b', 'c']) });
    boardKey(press('n'), mine.c);
    expect(mine.done[0]).toBe('select b');
    const wrap = context({ actors: new Set(['b', 'c']), selected: 'c' });
    boardKey(press('n'), wrap.c);
    expect(wrap.done[0]).toBe('select b');
    const fromEnemy = context({ actors: new Set(['c']), selected: 'a' });
    boardKey(press('N', { shiftKey: true }), fromEnemy.c);
    expect(fromEnemy.done[0]).toBe('select c');
    // Nothing to act with on the map (an empty list, or only counters off it): every counter, as before.
    for (const actors of [new Set<string>(), new Set(['off'])]) {
      const none = context({ actors });
      boardKey(press('n'), none.c);
      expect(none.done[0]).toBe('select a');
    }
  });

  it('the arrows aim from the selected counter, then from the hex aimed at; Enter moves there', () => {
    const aim = context({ selected: 'a', selectedHex: '0110' });
    expect(boardKey(press('ArrowRight'), aim.c)).toBe(true);
    expect(aim.done).toEqual(['target 0110+1,0']);
    const further = context({ selected: 'a', selectedHex: '0110', target: '0110+1,0' });
    boardKey(press('ArrowDown'), further.c);
    expect(further.done).toEqual(['target 0110+1,0+0,1']);
    const edge = context({ selected: 'a', selectedHex: '0110', target: 'edge' });
    boardKey(press('ArrowUp'), edge.c);
    expect(edge.done).toEqual(['target edge']);
    const go = context({ selected: 'a', selectedHex: '0110', target: '0210' });
    expect(boardKey(press('Enter'), go.c)).toBe(true);
    expect(go.done).toEqual(['target null', 'move a 0210']);
  });

  it('Escape cancels an aimed move, and is left to the table otherwise', () => {
    const aimed = context({ selected: 'a', selectedHex: '0110', target: '0210' });
    expect(boardKey(press('Escape'), aimed.c)).toBe(true);
    expect(aimed.done).toEqual(['target null']);
    expect(boardKey(press('Escape'), context({ selected: 'a', selectedHex: '0110' }).c)).toBe(false);
  });

  it('takes nothing in the past on view, off the board, with a modifier, or with no counter to aim', () => {
    const past = context({ selected: 'a', selectedHex: '0110', readOnly: true });
    expect(boardKey(press('ArrowRight'), past.c)).toBe(false);
    expect(past.done).toEqual([]);
    expect(boardKey(press('n', { on: 'log' }), context().c)).toBe(false);
    expect(boardKey(press('n', { ctrlKey: true }), context().c)).toBe(false);
    expect(boardKey(press('ArrowRight'), context().c)).toBe(false);
    expect(boardKey(press('Enter'), context({ selected: 'a' }).c)).toBe(false);
    expect(boardKey(press('n'), context({ units: [unit('off', null, 0, 'eliminated')] }).c)).toBe(false);
  });
});
