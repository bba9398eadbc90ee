import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { startAppServices } from '../../main/app/services';
import { createModuleRegistry } from '../../main/games/registry';
import type { GameView } from '../../shared/engine/view';
import type { Result } from '../../shared/api/result';
import { tempDir } from './helpers';

/**
 * Two clients on one game (two browser tabs), and two session caches on one database: nothing
 * decided on an old position is applied, nothing is lost, nothing is reordered.
 */

const modules = createModuleRegistry();

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

type Call = (channel: string, args: unknown) => Promise<Result<GameView>>;

async function webApp() {
  const services = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { limits: { ratePerSecond: 10_000, burst: 10_000 } } });
  const client = (id: string): Call => (channel, args) => services.registry.dispatch(channel, args, { id }) as Promise<Result<GameView>>;
  const tab1 = client('tab-1');
  const tab2 = client('tab-2');
  const id = value(await tab1('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' })).id;
  return { services, tab1, tab2, id };
}

describe('two tabs on one game', () => {
  it('refuses an undo decided on an old position, so one tab never undoes the other’s action', async () => {
    const { services, tab1, tab2, id } = await webApp();
    const seen = value(await tab2('game.open', { id })).head;
    const moved = value(await tab1('game.apply', { id, head: seen, action: { type: 'move', units: ['de-21pz-5'], to: 'W7' } }));
    expect(await tab2('game.undo', { id, head: seen })).toEqual({ ok: false, code: 'game.changed', params: { head: 1, seen: 0 } });
    expect(await tab2('game.apply', { id, head: seen, action: { type: 'roll', count: 1, sides: 6 } })).toMatchObject({ ok: false, code: 'game.changed' });
    // A hash that is not the one shown is refused too, even at the same seq.
    expect(await tab2('game.redo', { id, head: 1, hash: '0'.repeat(64) })).toMatchObject({ ok: false, code: 'game.changed' });
    // The stale tab reloads and sees tab 1's move, which is still there.
    const now = value(await tab2('game.open', { id }));
    expect(now).toMatchObject({ head: 1, hash: moved.hash });
    expect(value(await tab2('game.undo', { id, head: now.head, hash: now.hash })).head).toBe(0);
    services.close();
  });

  it('50 pairs of simultaneous actions from two tabs: each applied once, in the order answered, none lost', async () => {
    const { services, tab1, tab2, id } = await webApp();
    const hexes = ['W7', 'W8'];
    const acked: { seq: number; tab: number; action: unknown }[] = [];
    let refused = 0;
    // Each tab knows the head it last saw; a refused action is retried on the new position, as the renderer does.
    const tabs = [
      { call: tab1, head: 0, next: (i: number) => ({ type: 'move', units: ['de-21pz-5'], to: hexes[i % 2] }) },
      { call: tab2, head: 0, next: () => ({ type: 'roll', count: 1, sides: 6 }) },
    ];
    async function send(t: number, i: number): Promise<void> {
      const tab = tabs[t]!;
      const action = tab.next(i);
      for (;;) {
        const r = await tab.call('game.apply', { id, head: tab.head, action });
        if (r.ok) {
          acked.push({ seq: r.value.head, tab: t, action });
          tab.head = r.value.head;
          return;
        }
        expect(r).toMatchObject({ ok: false, code: 'game.changed' });
        refused++;
        tab.head = value(await tab.call('game.open', { id })).head;
      }
    }
    for (let i = 0; i < 50; i++) await Promise.all([send(0, i), send(1, i)]);

    expect(refused).toBeGreaterThanOrEqual(50); // the two of each pair were decided on one position
    const rows = services.db.prepare('SELECT seq, action FROM game_actions WHERE game_id = ? ORDER BY seq').all(id) as { seq: number; action: string }[];
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(acked.map((a) => a.seq).sort((a, b) => a - b)).toEqual(rows.map((r) => r.seq));
    for (const a of acked) expect(JSON.parse(rows[a.seq - 1]!.action)).toEqual(a.action);
    // Each tab's actions are stored in the order it sent them.
    for (const t of [0, 1]) {
      const mine = acked.filter((a) => a.tab === t).map((a) => a.seq);
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    }
    expect(value(await tab1('game.open', { id })).head).toBe(100);
    services.close();
  });
});

describe('two session caches on one database (two processes)', () => {
  function twoProcesses() {
    const file = path.join(tempDir(), 'db.sqlite');
    const a = openDatabase(file).db;
    const b = openDatabase(file).db;
    const storeA = createGameStore(a);
    const storeB = createGameStore(b);
    return { a: createGameSessions({ store: storeA, modules }), b: createGameSessions({ store: storeB, modules }), storeA, storeB, dbA: a };
  }

  it('reads what the other wrote instead of a stale copy, and appends after it', () => {
    const { a, b, dbA } = twoProcesses();
    const id = value(a.create('afrika-korps', 'march-1941:free', 'shared', 'app')).id;
    value(b.open(id)); // B caches the game at head 0
    for (let i = 1; i <= 5; i++) value(a.apply(id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: i - 1 }));
    expect(value(b.open(id)).head).toBe(5);
    value(b.apply(id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: 5 }));
    expect(value(a.apply(id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: 6 })).head).toBe(7);
    expect(dbA.prepare('SELECT seq FROM game_actions WHERE game_id = ? ORDER BY seq').pluck().all(id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(value(b.open(id)).head).toBe(7);
  });

  it('the store writes nothing when the stored head is not the one the writer expected', () => {
    const { a, storeB, dbA } = twoProcesses();
    const id = value(a.create('afrika-korps', 'march-1941:free', 'shared', 'app')).id;
    const v1 = value(a.apply(id, { type: 'roll', count: 1, sides: 6 }));
    value(a.apply(id, { type: 'roll', count: 1, sides: 6 }));
    const stale = { seq: 2, action: { type: 'roll', count: 1, sides: 6 }, dice: [], messages: [], hash: 'f'.repeat(64), at: 'x', turn: 1, phase: '' };
    // A writer that still believes the head is 1 would have deleted row 2: it is refused instead.
    expect(storeB.append(id, stale, null, { head: 1, hash: v1.hash })).toBe(false);
    expect(storeB.setHead(id, { head: 0, hash: '', at: 'x', turn: 1, phase: '' }, { head: 1, hash: v1.hash })).toBe(false);
    expect(dbA.prepare('SELECT count(*) FROM game_actions WHERE game_id = ?').pluck().get(id)).toBe(2);
    expect(dbA.prepare('SELECT head FROM games WHERE id = ?').pluck().get(id)).toBe(2);
  });
});
