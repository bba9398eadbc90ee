import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore, type ActionRow } from '../../main/engine/store';
import { newGameRow } from '../../main/engine/sessions';

/** Actions written many at once (a file imported, an opponent's moves) are stored one statement per batch of rows. */
describe('game store: many actions at once', () => {
  const rowsFrom = (from: number, count: number): ActionRow[] =>
    Array.from({ length: count }, (_, i) => ({
      seq: from + i,
      at: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
      action: { type: 'move', units: [`u-${i}`], to: `W${i % 40}`, note: i % 7 === 0 ? 'é "quoted" \n' : undefined },
      dice: i % 3 === 0 ? [{ sides: 6, values: [(i % 6) + 1], source: 'app' as const }] : [],
      messages: [{ code: 'moved', params: { unit: `u-${i}`, n: i }, rule: '5.2' }],
      hash: (from + i).toString(16).padStart(64, '0'),
      turn: 1 + Math.floor(i / 20),
      phase: i % 2 ? 'axis.movement' : 'allied.combat',
    }));
  const stored = (rows: ActionRow[]) => rows.map((r) => ({ ...r, action: JSON.parse(JSON.stringify(r.action)) as unknown }));

  it('keeps every row, in order, field for field, whatever the count (whole batches and the rest)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-store-many-'));
    const { db } = openDatabase(path.join(dir, 'db.sqlite'));
    const store = createGameStore(db);
    const row = newGameRow({ id: 'g', gameId: 'afrika-korps', title: 't', scenario: 'march-1941', startMode: 'rules', moduleVersion: 3, dicePolicy: 'app', seed: '0'.repeat(32), head: 0, headHash: '', createdAt: 'c', updatedAt: 'u' });
    const first = rowsFrom(1, 123);
    store.createWithActions(row, first, { head: 123, hash: first[122]!.hash, at: 'a', turn: 7, phase: 'axis.end' });
    expect(store.actions('g')).toEqual(stored(first));
    // An opponent's moves replace what came after action 100.
    const theirs = rowsFrom(101, 75);
    expect(store.appendAll('g', 100, theirs, { head: 175, hash: theirs[74]!.hash, at: 'b', turn: 9, phase: 'allied.end' }, { head: 123, hash: first[122]!.hash })).toBe(true);
    expect(store.actions('g')).toEqual(stored([...first.slice(0, 100), ...theirs]));
    expect(store.get('g')).toMatchObject({ head: 175, headHash: theirs[74]!.hash, turn: 9, phase: 'allied.end' });
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
