import { describe, expect, it } from 'vitest';
import { LiveStatusSchema, type LiveStatus } from '../../shared/api/contract-live';
import type { GameView } from '../../shared/engine/view';
import { actingSide } from '../../main/live/acting-side';
import { liveHold, NO_HOLD } from '../../renderer/src/lib/table/live-hold';
import { ak, newGame } from './fixtures/ak-play';

/** The live session main reports for game `id`, played from `side` (null: an observer). */
const status = (id: string, side: string | null): LiveStatus =>
  LiveStatusSchema.parse({ id, role: 'guest', side, connection: 'connected', opponent: 'here', fingerprint: null, invitations: [], head: 0, lastOpponentSeq: null, events: [], error: null });

/** The table's view of an Afrika Korps position: only what the hold reads (its id and its play). */
const viewOf = (state: ReturnType<typeof newGame>, id = 'g1'): GameView => ({ id, play: ak.view(state, null).play }) as unknown as GameView;

describe('what a live game holds back at this seat', () => {
  it('holds nothing in a game that is not live, or when the session is another game’s', () => {
    const view = viewOf(newGame());
    expect(liveHold(view, null)).toEqual(NO_HOLD);
    expect(liveHold(view, status('other', 'allied'))).toEqual(NO_HOLD);
  });

  it('rules mode: undo always; the game’s actions while the side main would ask for is the other one', () => {
    const state = newGame('march-1941', 'rules');
    const view = viewOf(state);
    const acting = actingSide(ak, state, { type: 'move', units: [], to: 'A1' });
    expect(acting).not.toBeNull();
    const other = acting === 'axis' ? 'allied' : 'axis';
    expect(liveHold(view, status('g1', acting))).toEqual({ live: true, wait: null });
    expect(liveHold(view, status('g1', other))).toEqual({ live: true, wait: { kind: 'opponent', side: acting } });
  });

  it('a choice after a battle waits for its chooser, whichever side’s turn it is', () => {
    const view = viewOf(newGame('march-1941', 'rules'));
    const turn = view.play!.side;
    const chooser = turn === 'axis' ? 'allied' : 'axis';
    const choosing = { ...view, play: { ...view.play!, pending: { kind: 'retreat' as const, chooser, units: [] } } } as GameView;
    expect(liveHold(choosing, status('g1', turn))).toEqual({ live: true, wait: { kind: 'opponent', side: chooser } });
    expect(liveHold(choosing, status('g1', chooser))).toEqual({ live: true, wait: null });
  });

  it('a free table waits for nobody (each player moves their own counters); an observer always waits', () => {
    const free = viewOf(newGame('march-1941', 'free'));
    expect(free.play).toBeNull();
    expect(liveHold(free, status('g1', 'allied'))).toEqual({ live: true, wait: null });
    expect(liveHold(free, status('g1', null))).toEqual({ live: true, wait: { kind: 'observer' } });
    expect(liveHold(viewOf(newGame()), status('g1', null))).toEqual({ live: true, wait: { kind: 'observer' } });
  });
});
