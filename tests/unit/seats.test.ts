import { afterEach, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import type { Result } from '../../shared/api/result';
import type { GameView } from '../../shared/engine/view';
import type { AiMove } from '../../shared/api/contract-seats';
import { tempDir } from './helpers';

/**
 * Seats: who plays each side of a saved game. They live beside the game, never in its log; the
 * computer's next action (ai.next) is worked out in a worker thread for the head the client saw,
 * is one of the options the view lists, and goes through game.apply like a person's.
 */

let services: AppServices[] = [];
afterEach(() => {
  for (const s of services) s.close();
  services = [];
});
const client = { id: 'tab-1' };
function app(dataDir = tempDir()): AppServices {
  const s = startAppServices({ dataDir, mode: 'web', version: 't', registry: { validateResults: true } });
  services.push(s);
  return s;
}
const call = <T = unknown>(s: AppServices, channel: string, args: unknown = {}) => s.registry.dispatch(channel, args, client) as Promise<Result<T>>;
const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r.value;
};
const newAk = async (s: AppServices): Promise<GameView> => value(await call<GameView>(s, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'rules', dice: 'app' }));

describe('seats', () => {
  it('starts with a person on each side; the seats set are kept with the game, across a restart, and out of its log', async () => {
    const dir = tempDir();
    const s = app(dir);
    const g = await newAk(s);
    expect(value(await call(s, 'seats.get', { id: g.id }))).toEqual({ seats: [{ side: 'axis', kind: 'person' }, { side: 'allied', kind: 'person' }] });
    const set = value(await call(s, 'seats.set', { id: g.id, seats: [{ side: 'allied', kind: 'computer', strength: 'strong' }] }));
    expect(set).toEqual({ seats: [{ side: 'axis', kind: 'person' }, { side: 'allied', kind: 'computer', strength: 'strong' }] });
    const reopened = value(await call<GameView>(s, 'game.open', { id: g.id }));
    expect(reopened.head).toBe(g.head);
    s.close();
    services = [];
    const again = app(dir);
    expect(value(await call(again, 'seats.get', { id: g.id }))).toEqual(set);
  });

  it('refuses bad seats with a reason and keeps the old ones', async () => {
    const s = app();
    const g = await newAk(s);
    const refused = async (args: unknown, code: string) => {
      const r = await call(s, 'seats.set', args);
      expect(r.ok).toBe(false);
      expect(r.ok ? null : r.code).toBe(code);
    };
    await refused({ id: g.id, seats: [{ side: 'germans', kind: 'person' }] }, 'seats.unknownSide');
    await refused({ id: g.id, seats: [{ side: 'allied', kind: 'computer', strength: 'godlike' }] }, 'api.invalidArguments');
    await refused({ id: g.id, seats: [{ side: 'allied', kind: 'computer' }] }, 'api.invalidArguments');
    await refused({ id: g.id, seats: [{ side: 'allied', kind: 'person', strength: 'quick' }] }, 'api.invalidArguments');
    await refused({ id: g.id, seats: [{ side: 'allied', kind: 'person' }, { side: 'allied', kind: 'computer', strength: 'quick' }] }, 'api.invalidArguments');
    await refused({ id: g.id, seats: [] }, 'api.invalidArguments');
    await refused({ id: 'nope', seats: [{ side: 'allied', kind: 'person' }] }, 'game.notFound');
    expect(value(await call(s, 'seats.get', { id: g.id }))).toEqual({ seats: [{ side: 'axis', kind: 'person' }, { side: 'allied', kind: 'person' }] });
    // A game without a computer player (a referee's companion) has no seats to set, nor a computer to ask.
    const companion = await call<GameView>(s, 'game.create', { gameId: 'case-yellow', scenario: 'companion' });
    const cid = value(companion).id;
    for (const [channel, args] of [['seats.get', { id: cid }], ['seats.set', { id: cid, seats: [{ side: 'axis', kind: 'person' }] }], ['ai.next', { id: cid, head: 0 }]] as const) {
      const r = await call(s, channel, args);
      expect(r.ok ? null : r.code, channel).toBe('seats.noComputer');
    }
  });

  it('ai.next answers only for a computer seat at the head the client saw, with an action the view lists that game.apply takes', async () => {
    const s = app();
    const g = await newAk(s);
    const axisPerson = await call(s, 'ai.next', { id: g.id, head: g.head });
    expect(axisPerson.ok ? null : axisPerson.code).toBe('seats.notComputersTurn');
    value(await call(s, 'seats.set', { id: g.id, seats: [{ side: 'axis', kind: 'computer', strength: 'quick' }] }));
    const stale = await call(s, 'ai.next', { id: g.id, head: g.head + 1 });
    expect(stale.ok ? null : stale.code).toBe('game.changed');
    let view = g;
    for (let i = 0; i < 4; i++) {
      const move = value(await call<AiMove | null>(s, 'ai.next', { id: view.id, head: view.head }));
      expect(move).not.toBeNull();
      expect(move!.side).toBe('axis');
      expect(move!.head).toBe(view.head);
      // The app rolls this game's dice: nothing to type in.
      expect(move!.dice).toBeNull();
      expect(move!.why.code).toMatch(/^[a-zA-Z.]+$/);
      const type = (move!.action as { type: string }).type;
      expect(view.play!.legal.filter((o) => !o.refused).map((o) => o.kind)).toContain(type);
      const next = value(await call<GameView>(s, 'game.apply', { id: view.id, action: move!.action, head: view.head }));
      expect(next.head).toBe(view.head + 1);
      expect(next.log.length).toBeGreaterThan(view.log.length);
      view = next;
    }
    // The answer for a position gone (the game moved on meanwhile) is refused, not applied.
    const old = await call(s, 'ai.next', { id: g.id, head: g.head });
    expect(old.ok ? null : old.code).toBe('game.changed');
  }, 60_000);
});
