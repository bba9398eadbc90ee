import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chainValue } from '../../main/engine/dice/chain';
import { acceptReveal, askRoll, joinTable, openTable, sameCommitments, settle, verifySettled, type DiceTable, type Reveal, type SettledRoll } from '../../main/engine/dice/protocol';
import { keeperCommitment, newKeeper, revealsDue, type DiceKeeper } from '../../main/engine/dice/player';
import { diceFromReveals } from '../../main/engine/dice/draw';
import { ERROR_CODES } from '../../shared/api/errors';
import en from '../../locales/en/translation.json';
import it_ from '../../locales/it/translation.json';

/**
 * The commit–reveal dice against the threat model of docs/dice-protocol.md: two players' apps,
 * each with its own copy of the shared table, exchanging only commitments and reveals.
 */
const GAME = 'game-uid-1';

function must<T>(r: { ok: true; value: T } | { ok: false; code: string; params?: unknown }): T {
  if (!r.ok) throw new Error(`refused: ${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

/** Both apps set up: the creator's commitment, the joiner's, each copy holding both. */
function twoCopies(a: DiceKeeper = newKeeper(GAME, 'a'), b: DiceKeeper = newKeeper(GAME, 'b')) {
  const opened = must(openTable(GAME, keeperCommitment(a)));
  const joined = must(joinTable(opened, keeperCommitment(b)));
  return { a, b, copyA: joined, copyB: structuredClone(joined) };
}

const take = (t: DiceTable, reveals: readonly Reveal[]): DiceTable => reveals.reduce((acc, r) => must(acceptReveal(acc, r)), t);

/** One roll by email: A's action needs it, A's file carries A's reveal, B's reply carries B's. */
function emailRoll(s: ReturnType<typeof twoCopies>, seq: number, count = 1, sides = 6): { a: SettledRoll; b: SettledRoll } {
  s.copyA = must(askRoll(s.copyA, seq, count, sides)).table;
  const fromA = must(revealsDue(s.a, s.copyA));
  s.copyA = take(s.copyA, fromA);
  s.copyB = take(must(askRoll(s.copyB, seq, count, sides)).table, fromA);
  const fromB = must(revealsDue(s.b, s.copyB));
  s.copyB = take(s.copyB, fromB);
  s.copyA = take(s.copyA, fromB);
  const doneA = must(settle(s.copyA));
  const doneB = must(settle(s.copyB));
  if (!doneA || !('roll' in doneA) || !doneB || !('roll' in doneB)) throw new Error('not settled');
  s.copyA = doneA.table;
  s.copyB = doneB.table;
  return { a: doneA.roll, b: doneB.roll };
}

describe('commit–reveal dice: the honest exchange', () => {
  it('gives the same dice on both sides, roll after roll, and a third copy verifies them', () => {
    const s = twoCopies();
    const witness = { t: structuredClone(s.copyA) };
    for (let seq = 1; seq <= 30; seq++) {
      const { a, b } = emailRoll(s, seq * 3, 1 + (seq % 2), 6);
      expect(a).toEqual(b);
      expect(a.values.every((v) => v >= 1 && v <= 6)).toBe(true);
      witness.t = must(verifySettled(witness.t, a));
    }
    expect(s.copyA).toEqual(s.copyB);
  });

  it('draws fair dice: 6,000 rolls from independent reveals give each face near 1/6', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let k = 1; k <= 6000; k++) {
      const [v] = diceFromReveals({ game: GAME, k, seq: k, a: randomBytes(32).toString('hex'), b: randomBytes(32).toString('hex'), count: 1, sides: 6 });
      counts[v! - 1]!++;
    }
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(120);
  });
});

describe('commit–reveal dice: attacks refused, nothing applied', () => {
  it('refuses a forged reveal (a value that does not link to the commitment)', () => {
    const s = twoCopies();
    const t = must(askRoll(s.copyB, 5, 1, 6)).table;
    const forged: Reveal = { game: GAME, seat: 'a', k: 1, seq: 5, value: 'f'.repeat(64) };
    const r = acceptReveal(t, forged);
    expect(r).toMatchObject({ ok: false, code: 'dice.forgedReveal', params: { seat: 'a', roll: 1 } });
    // Drawn from another secret: still forged.
    const wrongSecret: Reveal = { game: GAME, seat: 'a', k: 1, seq: 5, value: chainValue('another secret', GAME, 'a', 1) };
    expect(acceptReveal(t, wrongSecret)).toMatchObject({ ok: false, code: 'dice.forgedReveal' });
    // Nothing applied: the real reveal still goes in afterwards.
    expect(acceptReveal(t, must(revealsDue(s.a, t))[0]!).ok).toBe(true);
  });

  it('refuses a reveal replayed from another roll, another log position or another game', () => {
    const s = twoCopies();
    const first = emailRoll(s, 4);
    const t = must(askRoll(s.copyB, 9, 1, 6)).table;
    // Roll 1's reveal offered again for roll 2.
    expect(acceptReveal(t, { game: GAME, seat: 'a', k: 2, seq: 9, value: first.a.reveals.a })).toMatchObject({ ok: false, code: 'dice.forgedReveal' });
    // Roll 1's reveal with its own index: no such roll is pending any more.
    expect(acceptReveal(t, { game: GAME, seat: 'a', k: 1, seq: 4, value: first.a.reveals.a })).toMatchObject({ ok: false, code: 'dice.notPending' });
    // The right value for roll 2, but moved to another log position.
    const due = must(revealsDue(s.a, t))[0]!;
    expect(acceptReveal(t, { ...due, seq: 10 })).toMatchObject({ ok: false, code: 'dice.notPending' });
    // The same secret's value from another game (a player who reuses a secret gains nothing).
    const elsewhere = newKeeper('game-uid-2', 'a', s.a.secret);
    expect(acceptReveal(t, { ...due, value: chainValue(elsewhere.secret, elsewhere.game, 'a', 2) })).toMatchObject({ ok: false, code: 'dice.forgedReveal' });
    expect(acceptReveal(t, { ...due, game: 'game-uid-2' })).toMatchObject({ ok: false, code: 'dice.otherGame' });
    // Seat a's value offered as seat b's.
    expect(acceptReveal(t, { ...due, seat: 'b' })).toMatchObject({ ok: false, code: 'dice.forgedReveal' });
    expect(acceptReveal(t, due).ok).toBe(true);
  });

  it('refuses a changed commitment, and a second one from the joiner', () => {
    const s = twoCopies();
    const other = keeperCommitment(newKeeper(GAME, 'b'));
    expect(joinTable(s.copyA, other)).toMatchObject({ ok: false, code: 'dice.commitmentChanged', params: { seat: 'b' } });
    expect(sameCommitments(s.copyA, { a: s.copyA.commitments.a, b: other })).toMatchObject({ ok: false, code: 'dice.commitmentChanged' });
    expect(sameCommitments(s.copyA, { ...s.copyB.commitments }).ok).toBe(true);
    // A keeper whose secret no longer matches the committed chain gives no reveals.
    const t = must(askRoll(s.copyA, 1, 1, 6)).table;
    expect(revealsDue(newKeeper(GAME, 'a'), t)).toMatchObject({ ok: false, code: 'dice.commitmentChanged' });
    expect(openTable(GAME, 'not a hash')).toMatchObject({ ok: false, code: 'dice.badCommitment' });
  });

  it('refuses written dice that are not the ones the reveals give', () => {
    const s = twoCopies();
    const witness = structuredClone(s.copyA);
    const { a } = emailRoll(s, 2);
    const better = { ...a, values: [a.values[0] === 6 ? 5 : 6] };
    expect(verifySettled(witness, better)).toMatchObject({ ok: false, code: 'dice.valuesMismatch' });
  });

  it('keeps waiting while a reveal is withheld, and never draws with one reveal', () => {
    const s = twoCopies();
    let t = must(askRoll(s.copyA, 3, 2, 6)).table;
    expect(must(settle(t))).toEqual({ waiting: ['a', 'b'], k: 1 });
    t = take(t, must(revealsDue(s.a, t)));
    // B withholds: however long A waits, the roll stays pending, naming whom it waits for.
    for (let i = 0; i < 3; i++) expect(must(settle(t))).toEqual({ waiting: ['b'], k: 1 });
    // A later roll cannot jump the queue either.
    t = must(askRoll(t, 4, 1, 6)).table;
    expect(must(settle(t))).toEqual({ waiting: ['b'], k: 1 });
  });

  it('gives no reveal, and takes none, before the action needing the roll is in the log', () => {
    const s = twoCopies();
    expect(must(revealsDue(s.b, s.copyB))).toEqual([]);
    // A reveal sent ahead of its roll is refused: no one learns a die before the action is fixed.
    const early: Reveal = { game: GAME, seat: 'b', k: 1, seq: 1, value: chainValue(s.b.secret, GAME, 'b', 1) };
    expect(acceptReveal(s.copyA, early)).toMatchObject({ ok: false, code: 'dice.notPending' });
    // Nor is any roll possible before the opponent committed.
    expect(askRoll(must(openTable(GAME, keeperCommitment(s.a))), 1, 1, 6)).toMatchObject({ ok: false, code: 'dice.notJoined' });
  });

  it('does not let the creator steer the first roll: 10,000 creator secrets, without the opponent, fix nothing', () => {
    // The creator hunts, over 10,000 secrets, for one whose first reveal gives a 6. Its strongest
    // form chooses the first reveal outright (every secret yields some value), so the candidates are
    // the first reveals themselves. Without the joiner's reveal the creator can only guess it.
    const guessB = randomBytes(32).toString('hex');
    const candidates = Array.from({ length: 10_000 }, (_, i) => createHash('sha256').update(`creator secret ${i}`).digest('hex'));
    const sixes = candidates.filter((a) => diceFromReveals({ game: GAME, k: 1, seq: 1, a, b: guessB, count: 1, sides: 6 })[0] === 6);
    // Against its guess the hunt "succeeds" often...
    expect(sixes.length).toBeGreaterThan(1400);
    // ...and is worthless: against real joiners, whose first value is fixed by a secret the creator never
    // sees, each "chosen" reveal gives a 6 one time in six, no more.
    const joiners = Array.from({ length: 300 }, (_, j) => chainValue(`joiner-${j}`, GAME, 'b', 1));
    const chosen = sixes[0]!;
    const hits = joiners.filter((b) => diceFromReveals({ game: GAME, k: 1, seq: 1, a: chosen, b, count: 1, sides: 6 })[0] === 6).length;
    expect(hits / joiners.length).toBeGreaterThan(0.1);
    expect(hits / joiners.length).toBeLessThan(0.24);
    // Over all chosen reveals together, and each joiner, the rate of 6s stays one in six.
    const pooled = joiners.slice(0, 20).reduce((n, b) => n + sixes.slice(0, 100).filter((a) => diceFromReveals({ game: GAME, k: 1, seq: 1, a, b, count: 1, sides: 6 })[0] === 6).length, 0);
    expect(pooled / 2000).toBeGreaterThan(0.13);
    expect(pooled / 2000).toBeLessThan(0.2);
  });

  it('the honest creator cannot compute its first die before the joiner reveals', () => {
    // Two joiners differing only in their secret give the same creator reveal different dice often enough.
    const s1 = twoCopies(newKeeper(GAME, 'a', 'creator'), newKeeper(GAME, 'b', 'joiner-x'));
    const a1 = chainValue('creator', GAME, 'a', 1);
    const differ = Array.from({ length: 40 }, (_, j) => chainValue(`j-${j}`, GAME, 'b', 1)).map((b) => diceFromReveals({ game: GAME, k: 1, seq: 1, a: a1, b, count: 1, sides: 6 })[0]);
    expect(new Set(differ).size).toBeGreaterThan(3);
    expect(s1.copyA.commitments.b).not.toBeNull();
  });
});

describe('commit–reveal dice: codes are translated', () => {
  it('has every dice.* code in both languages', () => {
    const codes = ERROR_CODES.filter((c) => c.startsWith('dice.')).map((c) => c.slice(5));
    expect(codes.length).toBeGreaterThan(5);
    for (const c of codes) {
      expect((en.errors.dice as Record<string, string>)[c]).toBeTruthy();
      expect((it_.errors.dice as Record<string, string>)[c]).toBeTruthy();
    }
  });
});
