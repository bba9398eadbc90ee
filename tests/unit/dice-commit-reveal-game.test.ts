import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../main/games/registry';
import { seedRng } from '../../main/engine/rng';
import { hashState } from '../../main/engine/canonical';
import { readGameFile, writeGameFile, type GameFileHeader } from '../../main/engine/game-file';
import { tableFromCommitments } from '../../main/engine/dice/log-dice';
import { keeperCommitment, newKeeper } from '../../main/engine/dice/player';
import { awaitingRevealOf, proposeAction, receiveReveals, type DiceGame } from '../../main/engine/dice/dice-game';
import type { BaseState } from '../../main/engine/module';

/**
 * Play by email in the commit–reveal mode, both copies driven through the engine: the actor's file
 * carries its action and its reveal, the reply carries the opponent's reveal, and the die is the
 * same in both copies. A withheld reveal leaves the game waiting, visibly; nothing goes on.
 */
const modules = createModuleRegistry();
const module = modules.get('afrika-korps', 'march-1941')!;
const UID = 'pbem-cr-1';
const SEED = 'fedcba9876543210fedcba9876543210';
const AT = '2026-11-25T12:00:00Z';
const roll = { type: 'roll', count: 1, sides: 6 };

function must<T>(r: { ok: true; value: T } | { ok: false; code: string; params?: unknown }): T {
  if (!r.ok) throw new Error(`refused: ${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

function copies(): { A: DiceGame; B: DiceGame; commitments: { a: string; b: string } } {
  const ka = newKeeper(UID, 'a');
  const kb = newKeeper(UID, 'b');
  const commitments = { a: keeperCommitment(ka), b: keeperCommitment(kb) };
  const table = must(tableFromCommitments(UID, commitments));
  const state = module.setup('march-1941', seedRng(SEED), 'free') as BaseState;
  const base = { module, state, table, log: [], pending: null };
  return { A: { ...base, keeper: ka }, B: { ...base, keeper: kb }, commitments };
}

describe('play by email with commit–reveal dice', () => {
  it('settles each roll in one exchange, with the same dice and states in both copies, and the file verifies', () => {
    let { A, B, commitments } = copies();
    for (let turn = 0; turn < 5; turn++) {
      // A acts: its copy waits, its file carries the action and A's reveal.
      const a1 = must(proposeAction(A, roll, AT));
      expect(a1.awaiting).toEqual({ roll: turn + 1, seq: turn + 1, waitingFor: ['b'] });
      expect(a1.outgoing).toHaveLength(1);
      // B receives: proposes the same action, takes A's reveal, and the die is known.
      const b1 = must(proposeAction(B, roll, AT));
      const b2 = must(receiveReveals(b1.game, a1.outgoing, AT));
      expect(b2.awaiting).toBeNull();
      // B's reply carries B's reveal; A's copy reaches the same die.
      const a2 = must(receiveReveals(a1.game, b1.outgoing, AT));
      expect(a2.game.log).toEqual(b2.game.log);
      expect(hashState(a2.game.state)).toBe(hashState(b2.game.state));
      A = a2.game;
      B = b2.game;
    }
    expect(A.log.map((l) => l.dice[0]!.source)).toEqual(Array(5).fill('commit-reveal'));
    const header: GameFileHeader = { uid: UID, gameId: 'afrika-korps', moduleVersion: module.version, scenario: 'march-1941', mode: 'free', title: 't', dicePolicy: 'commit-reveal', dice: commitments, seed: SEED, createdAt: AT };
    expect(hashState(must(readGameFile(writeGameFile(header, A.log), modules)).state)).toBe(hashState(A.state));
  });

  it('keeps the game waiting while the opponent withholds its reveal, and refuses to go on', () => {
    const { A } = copies();
    const a1 = must(proposeAction(A, roll, AT));
    expect(awaitingRevealOf(a1.game)).toEqual({ roll: 1, seq: 1, waitingFor: ['b'] });
    expect(a1.game.log).toHaveLength(0);
    expect(hashState(a1.game.state)).toBe(hashState(A.state));
    expect(proposeAction(a1.game, roll, AT)).toMatchObject({ ok: false, code: 'dice.stillWaiting', params: { roll: 1, seq: 1 } });
    // An empty reply changes nothing: still waiting.
    expect(must(receiveReveals(a1.game, [], AT)).awaiting).toEqual({ roll: 1, seq: 1, waitingFor: ['b'] });
  });

  it('refuses a forged reply or one replaying its own reveal, applying nothing', () => {
    const { A, B } = copies();
    const a1 = must(proposeAction(A, roll, AT));
    const b1 = must(proposeAction(B, roll, AT));
    const forged = b1.outgoing.map((r) => ({ ...r, value: 'c'.repeat(64) }));
    expect(receiveReveals(a1.game, forged, AT)).toMatchObject({ ok: false, code: 'dice.forgedReveal', params: { seat: 'b', roll: 1 } });
    // A's own reveal sent back as if the opponent's.
    expect(receiveReveals(a1.game, a1.outgoing, AT)).toMatchObject({ ok: false, code: 'dice.forgedReveal' });
    // The honest reply still settles it afterwards: nothing was applied by the refusals.
    expect(must(receiveReveals(a1.game, b1.outgoing, AT)).game.log).toHaveLength(1);
  });

  it('refuses one player switching a commit-reveal game to foreseeable dice', () => {
    const { A } = copies();
    for (const dice of ['app', 'physical']) {
      expect(proposeAction(A, { type: 'setDice', dice }, AT)).toMatchObject({ ok: false, code: 'game.refused', params: { reason: 'diceModeFixed' } });
    }
  });

  it('applies an action needing no dice at once, with no exchange', () => {
    const { A } = copies();
    const r = must(proposeAction(A, { type: 'setTurn', turn: 2 }, AT));
    expect(r.outgoing).toEqual([]);
    expect(r.awaiting).toBeNull();
    expect(r.game.log).toHaveLength(1);
  });
});
