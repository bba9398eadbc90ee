import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createLibrary } from '../../main/engine/library';
import { createModuleRegistry } from '../../main/games/registry';
import type { Result } from '../../shared/api/result';
import { tempDir } from './helpers';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

function game() {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  const store = createGameStore(db);
  const sessions = createGameSessions({ store, modules: createModuleRegistry(), snapshotEvery: 3 });
  const lib = createLibrary(store, sessions);
  const id = value(sessions.create('afrika-korps', 'march-1941:free', 'Timeline', 'app')).id;
  const hexes = ['W7', 'W8', 'V8', 'V9', 'U9'];
  for (const to of hexes) value(sessions.apply(id, { type: 'move', units: ['de-21pz-5'], to }));
  value(sessions.apply(id, { type: 'setTurn', turn: 2 }));
  value(sessions.apply(id, { type: 'move', units: ['de-21pz-5'], to: 'U10' }));
  return { sessions, lib, id, store };
}
const at = (v: { units: { id: string; hex: string | null }[] }) => v.units.find((u) => u.id === 'de-21pz-5')!.hex;

describe('timeline', () => {
  it('shows the past read-only at any action, without moving the head', () => {
    const { sessions, id } = game();
    expect(at(value(sessions.at(id, 0)))).toBe('W6');
    expect(at(value(sessions.at(id, 3)))).toBe('V8');
    const past = value(sessions.at(id, 6));
    expect(past).toMatchObject({ head: 6, turn: 2 });
    expect(past.log).toHaveLength(6);
    expect(value(sessions.open(id)).head).toBe(7);
    expect(sessions.at(id, 8)).toMatchObject({ ok: false, code: 'game.seqOutOfRange' });
  });

  it('lists every action with its turn, and bookmarks with notes', () => {
    const { lib, id } = game();
    const t = value(lib.timeline(id));
    expect(t.entries.map((e) => e.turn)).toEqual([1, 1, 1, 1, 1, 2, 2]);
    expect(t.head).toBe(7);
    value(lib.bookmark(id, 3, 'before the push'));
    const marked = value(lib.bookmark(id, 5, 'Rommel at U9'));
    expect(marked.bookmarks.map((b) => [b.seq, b.note])).toEqual([[3, 'before the push'], [5, 'Rommel at U9']]);
    expect(value(lib.unbookmark(id, 3)).bookmarks).toHaveLength(1);
    expect(lib.bookmark(id, 99, 'x')).toMatchObject({ ok: false, code: 'game.seqOutOfRange' });
  });

  it('plays from a past action on a new line, keeping the old one, and shows the tree', () => {
    const { sessions, lib, id } = game();
    value(lib.bookmark(id, 2, 'kept in the branch'));
    value(lib.bookmark(id, 6, 'not in the branch'));
    const branch = value(sessions.branch(id, 3, 'What if'));
    expect(branch.id).not.toBe(id);
    expect(branch).toMatchObject({ head: 3, title: 'What if', canRedo: false });
    expect(at(branch)).toBe('V8');
    const moved = value(sessions.apply(branch.id, { type: 'move', units: ['de-21pz-5'], to: 'H3' }));
    expect(at(moved)).toBe('H3');
    // The old line is untouched.
    sessions.evict();
    expect(at(value(sessions.open(id)))).toBe('U10');
    const tree = value(lib.timeline(branch.id));
    expect(tree.bookmarks.map((b) => b.seq)).toEqual([2]);
    expect(tree.lines.map((l) => [l.id === id ? 'main' : 'branch', l.parentId === id ? l.forkSeq : null])).toEqual([
      ['main', null],
      ['branch', 3],
    ]);
    // The branch's snapshot-backed replay gives the same hash as a fresh replay.
    const again = value(sessions.open(branch.id));
    expect(again.hash).toBe(moved.hash);
  });
});
