import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createTableModule } from '../../main/games/table/module';
import type { ModuleRegistry } from '../../main/games/registry';
import type { GameView } from '../../shared/engine/view';
import type { Result } from '../../shared/api/result';
import { miniGame } from './fixtures/mini-game';
import { tempDir } from './helpers';

const module = createTableModule(miniGame());
const modules: ModuleRegistry = { get: (id) => (id === 'afrika-korps' ? module : null) };

function setup(snapshotEvery = 50) {
  const file = path.join(tempDir(), 'db.sqlite');
  const { db } = openDatabase(file);
  let n = 0;
  const sessions = createGameSessions({
    store: createGameStore(db),
    modules,
    snapshotEvery,
    newSeed: () => '00112233445566778899aabbccddeeff',
    newId: () => `game-${++n}`,
  });
  return { db, file, sessions };
}

function value(r: Result<GameView>): GameView {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}
const hexOf = (v: GameView, unit: string) => v.units.find((u) => u.id === unit)?.hex;

describe('game sessions', () => {
  it('creates a game at its set-up and refuses unknown games and scenarios', () => {
    const { sessions } = setup();
    const v = value(sessions.create('afrika-korps', 's1', 'Test', 'app'));
    expect(v).toMatchObject({ id: 'game-1', title: 'Test', turn: 1, turnDate: '1941-01-01', lastTurn: 5, head: 0, canUndo: false, canRedo: false, mode: 'free' });
    expect(hexOf(v, 'u1')).toBe('0101');
    expect(sessions.create('case-yellow', 's1', undefined, 'app')).toMatchObject({ ok: false, code: 'game.unknown' });
    expect(sessions.create('afrika-korps', 'nope', undefined, 'app')).toMatchObject({ ok: false, code: 'game.unknownScenario' });
    expect(sessions.open('missing')).toMatchObject({ ok: false, code: 'game.notFound' });
  });

  it('writes every action as it is applied: another connection sees it at once', () => {
    const { sessions, file } = setup();
    const id = value(sessions.create('afrika-korps', 's1', undefined, 'app')).id;
    const reader = new Database(file, { readonly: true });
    const count = reader.prepare('SELECT count(*) FROM game_actions WHERE game_id = ?').pluck();
    for (let i = 1; i <= 5; i++) {
      value(sessions.apply(id, { type: 'move', units: ['u1'], to: `020${i % 4}` }));
      expect(count.get(id)).toBe(i);
    }
    reader.close();
  });

  it('reopens a game from disk exactly where it was, verified by hash', () => {
    const { sessions } = setup();
    const id = value(sessions.create('afrika-korps', 's1', undefined, 'app')).id;
    value(sessions.apply(id, { type: 'move', units: ['u2'], to: '0303' }));
    value(sessions.apply(id, { type: 'roll', count: 2, sides: 6 }));
    const last = value(sessions.apply(id, { type: 'toTrack', units: ['u4'], turn: 3 }));
    sessions.evict();
    const reopened = value(sessions.open(id));
    expect(reopened.units).toEqual(last.units);
    expect(reopened.hash).toBe(last.hash);
    expect(reopened.log.map((e) => e.messages[0]!.code)).toEqual(['moved', 'rolled', 'toTrack']);
    expect(reopened.log[1]!.dice[0]).toMatchObject({ sides: 6, source: 'app' });
  });

  it('undoes and redoes; redo survives until a new action', () => {
    const { sessions } = setup();
    const id = value(sessions.create('afrika-korps', 's1', undefined, 'app')).id;
    expect(sessions.undo(id)).toMatchObject({ ok: false, code: 'game.nothingToUndo' });
    value(sessions.apply(id, { type: 'move', units: ['u1'], to: '0202' }));
    const second = value(sessions.apply(id, { type: 'move', units: ['u1'], to: '0303' }));
    const undone = value(sessions.undo(id));
    expect(hexOf(undone, 'u1')).toBe('0202');
    expect(undone).toMatchObject({ head: 1, canUndo: true, canRedo: true });
    expect(hexOf(value(sessions.undo(id)), 'u1')).toBe('0101');
    sessions.evict(); // undo state is on disk too
    expect(value(sessions.open(id)).head).toBe(0);
    value(sessions.redo(id));
    const redone = value(sessions.redo(id));
    expect(redone.hash).toBe(second.hash);
    expect(sessions.redo(id)).toMatchObject({ ok: false, code: 'game.nothingToRedo' });
    value(sessions.undo(id));
    const branched = value(sessions.apply(id, { type: 'eliminate', units: ['u2'] }));
    expect(branched).toMatchObject({ head: 2, canRedo: false });
    sessions.evict();
    expect(value(sessions.open(id)).log.map((e) => e.messages[0]!.code)).toEqual(['moved', 'eliminated']);
  });

  it('replays dice identically, and a log with snapshots gives the same state as one without', () => {
    const a = setup(7);
    const b = setup(1000);
    const ids = [a, b].map((s) => value(s.sessions.create('afrika-korps', 's1', undefined, 'app')).id);
    const script = Array.from({ length: 40 }, (_, i) =>
      i % 3 === 0 ? { type: 'roll', count: 1, sides: 6 } : { type: 'move', units: [i % 2 ? 'u1' : 'u2'], to: `0${i % 4}0${(i * 7) % 4}` },
    );
    let va: GameView | null = null;
    let vb: GameView | null = null;
    for (const action of script) {
      va = value(a.sessions.apply(ids[0]!, action));
      vb = value(b.sessions.apply(ids[1]!, action));
    }
    expect(va!.hash).toBe(vb!.hash);
    expect(a.db.prepare('SELECT count(*) FROM game_snapshots').pluck().get()).toBe(5);
    a.sessions.evict();
    for (let i = 0; i < 9; i++) value(a.sessions.undo(ids[0]!)); // crosses snapshot 35 back to 31
    b.sessions.evict();
    for (let i = 0; i < 9; i++) value(b.sessions.undo(ids[1]!));
    expect(value(a.sessions.open(ids[0]!)).hash).toBe(value(b.sessions.open(ids[1]!)).hash);
  });

  it('opens a log altered on disk at its last good action, saying where it breaks, and changes nothing', () => {
    const { sessions, db } = setup();
    const id = value(sessions.create('afrika-korps', 's1', undefined, 'app')).id;
    value(sessions.apply(id, { type: 'roll', count: 1, sides: 6 }));
    value(sessions.apply(id, { type: 'move', units: ['u1'], to: '0202' }));
    // Change the logged die: replay draws another value, so the log does not hold.
    const original = db.prepare('SELECT dice FROM game_actions WHERE seq = 1').pluck().get() as string;
    const dice = JSON.parse(original);
    dice[0].values[0] = (dice[0].values[0] % 6) + 1;
    db.prepare('UPDATE game_actions SET dice = ? WHERE seq = 1').run(JSON.stringify(dice));
    sessions.evict();
    expect(value(sessions.open(id))).toMatchObject({ head: 0, logBreak: { seq: 1 }, canUndo: false });
    expect(sessions.apply(id, { type: 'roll', count: 1, sides: 6 })).toMatchObject({ ok: false, code: 'game.logBroken', params: { seq: 1, good: 0 } });
    // Changing where a unit went changes the state, so its hash no longer matches the log's.
    db.prepare('UPDATE game_actions SET dice = ? WHERE seq = 1').run(original);
    db.prepare(`UPDATE game_actions SET action = '{"type":"move","units":["u1"],"to":"0303"}' WHERE seq = 2`).run();
    sessions.evict();
    expect(value(sessions.open(id))).toMatchObject({ head: 1, logBreak: { seq: 2 } });
    expect(sessions.undo(id)).toMatchObject({ ok: false, code: 'game.logBroken', params: { seq: 2, good: 1 } });
    expect(db.prepare('SELECT head FROM games WHERE id = ?').pluck().get(id)).toBe(2);
  });

  it('refuses, without crashing, a saved game that has no usable seed', () => {
    const { sessions, db } = setup();
    db.prepare(`INSERT INTO games (id, game_id, title, scenario, created_at, updated_at) VALUES ('legacy', 'afrika-korps', 'Old', 's1', 'x', 'x')`).run();
    expect(sessions.open('legacy')).toEqual({ ok: false, code: 'game.corruptLog', params: { seq: 0 } });
  });

  it('asks for physical dice when the game was started in that mode', () => {
    const { sessions } = setup();
    const id = value(sessions.create('afrika-korps', 's1', undefined, 'physical')).id;
    expect(sessions.apply(id, { type: 'roll', count: 2, sides: 6 })).toEqual({ ok: false, code: 'game.diceNeeded', params: { count: 2, sides: 6 } });
    const v = value(sessions.apply(id, { type: 'roll', count: 2, sides: 6 }, [6, 1]));
    expect(v.log[0]!.dice).toEqual([{ sides: 6, values: [6, 1], source: 'physical' }]);
    sessions.evict();
    expect(value(sessions.open(id)).hash).toBe(v.hash);
  });

  it('reports refusals with their reason as translatable data', () => {
    const { sessions } = setup();
    const id = value(sessions.create('afrika-korps', 's1', undefined, 'app')).id;
    expect(sessions.apply(id, { type: 'move', units: ['u1'], to: 'Z99' })).toEqual({ ok: false, code: 'game.refused', params: { reason: 'unknownHex', hex: 'Z99' } });
    expect(value(sessions.open(id)).head).toBe(0);
  });
});
