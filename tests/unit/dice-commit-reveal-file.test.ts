import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../main/games/registry';
import { step, type StepInput } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { hashState } from '../../main/engine/canonical';
import { chainNext, chainStart, readGameFile, writeGameFile, type GameFileHeader, type LoggedAction } from '../../main/engine/game-file';
import { acceptReveal, askRoll, settle, type DiceTable } from '../../main/engine/dice/protocol';
import { tableFromCommitments } from '../../main/engine/dice/log-dice';
import { keeperCommitment, newKeeper, revealsDue } from '../../main/engine/dice/player';
import type { BaseState } from '../../main/engine/module';

/**
 * A commit–reveal game played through the engine core and written as a game file (version 3):
 * the core never draws such a die itself, and the receiving copy re-verifies every roll.
 */
const modules = createModuleRegistry();
const module = modules.get('afrika-korps', 'march-1941')!;
const UID = 'cr-game-1';
const SEED = '0123456789abcdef0123456789abcdef';

function must<T>(r: { ok: true; value: T } | { ok: false; code: string; params?: unknown }): T {
  if (!r.ok) throw new Error(`refused: ${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

/** Plays `rolls` plain dice rolls in free mode, each settled by both players' reveals. */
function play(rolls: number) {
  const a = newKeeper(UID, 'a', 'secret of a');
  const b = newKeeper(UID, 'b', 'secret of b');
  const commitments = { a: keeperCommitment(a), b: keeperCommitment(b) };
  let table: DiceTable = must(tableFromCommitments(UID, commitments));
  let state = module.setup('march-1941', seedRng(SEED), 'free') as BaseState;
  const log: LoggedAction[] = [];
  for (let seq = 1; seq <= rolls; seq++) {
    const action = { type: 'roll', count: 2, sides: 6 };
    const waiting = step(module, state, { action }, 'commit-reveal');
    // Without both reveals the core draws nothing and says it waits.
    expect(waiting).toMatchObject({ ok: false, refusal: { reason: 'diceAwaitReveal' }, awaitingReveal: { count: 2, sides: 6 } });
    table = must(askRoll(table, seq, 2, 6)).table;
    for (const keeper of [a, b]) for (const r of must(revealsDue(keeper, table))) table = must(acceptReveal(table, r));
    const done = must(settle(table));
    if (!done || !('roll' in done)) throw new Error('not settled');
    table = done.table;
    const input: StepInput = { action, revealed: { k: done.roll.k, reveals: done.roll.reveals, values: done.roll.values } };
    const r = step(module, state, input, 'commit-reveal');
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    state = r.state;
    log.push({ seq, at: '2026-11-25T00:00:00Z', action: r.action, dice: r.dice, hash: hashState(state) });
  }
  const header: GameFileHeader = { uid: UID, gameId: 'afrika-korps', moduleVersion: module.version, scenario: 'march-1941', mode: 'free', title: 'CR', dicePolicy: 'commit-reveal', dice: commitments, seed: SEED, createdAt: '2026-11-25T00:00:00Z' };
  return { header, log, state };
}

/** The file rewritten by someone who edits it and recomputes its chain (an attacker can). */
function forge(text: string, edit: (file: { version: number; game: GameFileHeader; actions: { seq: number; dice: { roll?: { k: number; reveals: { a: string; b: string } }; values: number[] }[]; action: unknown; stateHash: string; chain: string }[] }) => void): string {
  const file = JSON.parse(text);
  edit(file);
  let chain = chainStart(file.game);
  for (const a of file.actions) {
    chain = chainNext(chain, { seq: a.seq, action: a.action, dice: a.dice, hash: a.stateHash });
    a.chain = chain;
  }
  return JSON.stringify(file);
}

describe('commit–reveal dice in the engine and the game file', () => {
  const { header, log, state } = play(6);
  const text = writeGameFile(header, log);

  it('writes version 3 with both commitments, and the other copy verifies every roll to the same state', () => {
    expect(JSON.parse(text).version).toBe(3);
    const read = must(readGameFile(text, modules));
    expect(read.header.dice).toEqual(header.dice);
    expect(read.actions.map((x) => x.dice)).toEqual(log.map((x) => x.dice));
    expect(hashState(read.state)).toBe(hashState(state));
  });

  it('refuses a forged reveal in the file, even with the chain recomputed', () => {
    const forged = forge(text, (f) => {
      f.actions[2]!.dice[0]!.roll!.reveals.b = 'e'.repeat(64);
    });
    expect(readGameFile(forged, modules)).toMatchObject({ ok: false, code: 'dice.forgedReveal', params: { seat: 'b', roll: 3, seq: 3 } });
  });

  it('refuses a reveal replayed from another roll', () => {
    const forged = forge(text, (f) => {
      f.actions[3]!.dice[0]!.roll!.reveals.a = f.actions[1]!.dice[0]!.roll!.reveals.a;
    });
    expect(readGameFile(forged, modules)).toMatchObject({ ok: false, code: 'dice.forgedReveal' });
  });

  it('refuses better dice written over the ones the reveals give', () => {
    const forged = forge(text, (f) => {
      const [first, second] = f.actions[0]!.dice[0]!.values as [number, number];
      f.actions[0]!.dice[0]!.values = [(first % 6) + 1, second];
    });
    expect(readGameFile(forged, modules)).toMatchObject({ ok: false, code: 'dice.valuesMismatch', params: { roll: 1, seq: 1 } });
  });

  it('refuses a changed commitment (new values chosen after the game began)', () => {
    const other = keeperCommitment(newKeeper(UID, 'b', 'a new secret'));
    const forged = forge(text, (f) => {
      f.game.dice = { a: f.game.dice!.a, b: other };
    });
    expect(readGameFile(forged, modules)).toMatchObject({ ok: false, code: 'dice.forgedReveal', params: { seat: 'b', roll: 1 } });
  });

  it('reads an older file as the seed mode, and refuses a commit-reveal header in an old version', () => {
    const seedHeader: GameFileHeader = { ...header, dicePolicy: 'app', dice: undefined };
    delete (seedHeader as { dice?: unknown }).dice;
    const v2 = writeGameFile(seedHeader, []).replace('"version": 3', '"version": 2');
    expect(must(readGameFile(v2, modules)).header.dicePolicy).toBe('app');
    const mixed = forge(text, (f) => {
      f.version = 2;
    });
    expect(readGameFile(mixed, modules)).toMatchObject({ ok: false, code: 'file.malformed' });
    // A commit-reveal file without its commitments cannot be replayed.
    const bare = forge(text, (f) => {
      delete (f.game as { dice?: unknown }).dice;
    });
    expect(readGameFile(bare, modules)).toMatchObject({ ok: false, code: 'file.malformed' });
  });

  it('never takes revealed dice in the seed or physical modes, nor typed dice in commit-reveal', () => {
    const s0 = module.setup('march-1941', seedRng(SEED), 'free') as BaseState;
    const revealed = { k: 1, reveals: { a: 'a'.repeat(64), b: 'b'.repeat(64) }, values: [6, 6] };
    expect(step(module, s0, { action: { type: 'roll', count: 2, sides: 6 }, revealed }, 'app')).toMatchObject({ ok: false, refusal: { reason: 'diceFromApp' } });
    expect(step(module, s0, { action: { type: 'roll', count: 2, sides: 6 }, dice: [6, 6] }, 'commit-reveal')).toMatchObject({ ok: false, refusal: { reason: 'diceFromApp' } });
    expect(step(module, s0, { action: { type: 'roll', count: 2, sides: 6 }, dice: [6, 6], revealed }, 'physical')).toMatchObject({ ok: false, refusal: { reason: 'malformedAction' } });
  });
});
