import { describe, expect, it } from 'vitest';
import { imported, modules, player, value } from '../support/players';
import { readGameFile } from '../../main/engine/game-file';

const count = (db: ReturnType<typeof player>['db'], sql: string) => db.prepare(sql).pluck().get() as number;

describe('a game with a hole in its log', () => {
  it('opens at the last good action, says where the log breaks, and exports up to the hole', () => {
    const p = player();
    const id = value(p.sessions.create('afrika-korps', 'march-1941:free', 'Holed', 'app')).id;
    let head = 0;
    for (const to of ['W7', 'W8', 'V8', 'V9', 'U9']) head = value(p.sessions.apply(id, { type: 'move', units: ['de-21pz-5'], to }, undefined, { head })).head;
    p.db.prepare('DELETE FROM game_actions WHERE game_id = ? AND seq = 4').run(id);
    p.sessions.evict(); // the app opened again
    const v = value(p.sessions.open(id));
    expect(v).toMatchObject({ head: 3, logBreak: { seq: 4 } });
    expect(v.units.find((u) => u.id === 'de-21pz-5')?.hex).toBe('V8');
    expect(p.sessions.apply(id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: 3 })).toMatchObject({ ok: false, code: 'game.logBroken', params: { seq: 4, good: 3 } });

    const file = value(p.exchange.exportGame(id));
    const read = value(readGameFile(file.text, modules));
    expect(read.actions.map((a) => a.seq)).toEqual([1, 2, 3]);
    // The opponent receives a whole game of three actions, and it plays on.
    const other = player();
    const got = imported(other.exchange.importGame(file.text));
    expect(got.view).toMatchObject({ head: 3, logBreak: null });
    expect(value(other.sessions.apply(got.view.id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: 3 })).head).toBe(4);
    // "Play from here" starts a whole new line from a good action.
    const line = value(p.sessions.branch(id, 3));
    expect(value(p.sessions.apply(line.id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: 3 })).head).toBe(4);
  });
});

describe('importing a game in one transaction', () => {
  it('writes nothing at all when writing its actions fails after the game row', () => {
    const a = player();
    const id = value(a.sessions.create('afrika-korps', 'march-1941:free', 'Two moves', 'app')).id;
    value(a.sessions.apply(id, { type: 'move', units: ['de-21pz-5'], to: 'W7' }, undefined, { head: 0 }));
    value(a.sessions.apply(id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: 1 }));
    const file = value(a.exchange.exportGame(id));

    const b = player();
    // A failure between the game row and its second action (as a kill there would be).
    b.db.exec(`CREATE TRIGGER fail_second BEFORE INSERT ON game_actions WHEN NEW.seq = 2 BEGIN SELECT RAISE(ABORT, 'disk gone'); END`);
    expect(() => b.exchange.importGame(file.text)).toThrow(/disk gone/);
    expect(count(b.db, 'SELECT count(*) FROM games')).toBe(0);
    expect(count(b.db, 'SELECT count(*) FROM game_actions')).toBe(0);
    b.db.exec('DROP TRIGGER fail_second');
    expect(imported(b.exchange.importGame(file.text)).view.head).toBe(2);
  });
});

describe('a game file that left the rules and came back', () => {
  function detour() {
    const axis = player();
    const id = value(axis.sessions.create('afrika-korps', 'march-1941', 'Detour', 'app')).id;
    let head = 0;
    const act = (action: object) => (head = value(axis.sessions.apply(id, action, undefined, { head })).head);
    act({ type: 'setMode', mode: 'free' });
    act({ type: 'eliminate', units: ['au-9a-20'] });
    act({ type: 'setMode', mode: 'rules' });
    return { axis, id, file: value(axis.exchange.exportGame(id)) };
  }

  it('is held, with every action taken outside the rules, and written only when the player accepts', () => {
    const { file } = detour();
    const allied = player();
    const held = value(allied.exchange.importGame(file.text));
    expect(held).toMatchObject({ held: true, title: 'Detour', since: 0 });
    if (!('held' in held)) throw new Error('not held');
    expect(held.outsideRules.map((a) => [a.seq, a.modeBefore, a.mode])).toEqual([
      [1, 'rules', 'free'],
      [2, 'free', 'free'],
      [3, 'free', 'rules'],
    ]);
    expect(held.outsideRules[1]!.messages.length).toBeGreaterThan(0);
    expect(held.outsideRules[1]).toMatchObject({ turn: 1 });
    expect(count(allied.db, 'SELECT count(*) FROM games')).toBe(0);

    const accepted = imported(allied.exchange.importGame(file.text, { acceptOutsideRules: true }));
    expect(accepted.view).toMatchObject({ head: 3, mode: 'rules' });
    expect(accepted.view.units.find((u) => u.id === 'au-9a-20')?.hex ?? null).toBeNull();
  });

  it('asks again only for detours the receiving player does not hold yet', () => {
    const { axis, id, file } = detour();
    const allied = player();
    const mine = imported(allied.exchange.importGame(file.text, { acceptOutsideRules: true })).view;
    // The Allied player plays by the rules and sends the game back: nothing outside the rules is new.
    value(allied.sessions.apply(mine.id, { type: 'roll', count: 1, sides: 6 }, undefined, { head: 3 }));
    const back = value(allied.exchange.exportGame(mine.id));
    expect(imported(axis.exchange.importGame(back.text))).toMatchObject({ since: 3, created: false });
    expect(value(axis.sessions.open(id)).head).toBe(4);
  });

  it('needs no consent for a game created in free mode', () => {
    const a = player();
    const id = value(a.sessions.create('afrika-korps', 'march-1941:free', 'Free', 'app')).id;
    value(a.sessions.apply(id, { type: 'eliminate', units: ['au-9a-20'] }, undefined, { head: 0 }));
    value(a.sessions.apply(id, { type: 'setMode', mode: 'rules' }, undefined, { head: 1 }));
    expect(imported(player().exchange.importGame(value(a.exchange.exportGame(id)).text))).toMatchObject({ created: true });
  });
});

describe('a game begun under an earlier version of the rules', () => {
  function playThree(p: ReturnType<typeof player>) {
    const id = value(p.sessions.create('afrika-korps', 'march-1941:free', 'Older rules', 'app')).id;
    let head = 0;
    for (const to of ['W7', 'W8', 'V8']) head = value(p.sessions.apply(id, { type: 'move', units: ['de-21pz-5'], to }, undefined, { head })).head;
    return id;
  }
  const current = modules.get('afrika-korps', 'march-1941')!.version;

  it('that still replays is exported under the version that verified it, and the receiver takes it', () => {
    const p = player();
    const id = playThree(p);
    p.db.prepare('UPDATE games SET module_version = ? WHERE id = ?').run(current - 1, id);
    p.sessions.evict();
    expect(value(p.sessions.open(id))).toMatchObject({ head: 3, logBreak: null });
    const file = value(p.exchange.exportGame(id));
    expect(value(readGameFile(file.text, modules)).header.moduleVersion).toBe(current);
    expect(imported(player().exchange.importGame(file.text)).view.head).toBe(3);
    // A line branched from it goes on under today's rules.
    const line = value(p.sessions.branch(id, 2));
    expect(p.store.get(line.id)?.moduleVersion).toBe(current);
  });

  it('that breaks where the rules differ says which versions, not only where', () => {
    const p = player();
    const id = playThree(p);
    p.db.prepare('UPDATE games SET module_version = ? WHERE id = ?').run(current - 1, id);
    // Stands for an action today's rules replay differently: its recorded hash no longer matches.
    p.db.prepare("UPDATE game_actions SET hash = 'x' || substr(hash, 2) WHERE game_id = ? AND seq = 3").run(id);
    p.sessions.evict();
    expect(value(p.sessions.open(id))).toMatchObject({ head: 2, logBreak: { seq: 3, rulesVersion: { saved: current - 1, current } } });
  });
});
