import { describe, expect, it } from 'vitest';
import { imported, player, value, type Player } from '../support/players';
import { chainNext, chainStart } from '../../main/engine/game-file';
import type { GameView } from '../../shared/engine/view';

/**
 * A commit–reveal game played by email between two data folders: A creates (commitment a), B's
 * first reply carries commitment b, A's attack waits for B's reveal, B's copy applies it with the
 * die both reveals fix, and B's reply lets A's copy settle the same die. Every forged, replayed or
 * changed reveal or commitment in a file is refused and nothing is written.
 */

const KEEP = new Set(['de-21pz-5', 'axis-supply-1', 'gb-22gds', 'allied-supply-1']);
const ATTACK = { type: 'attack', attackers: ['de-21pz-5'], defenders: ['gb-22gds'] };

interface FileJson {
  game: Record<string, unknown> & { dice?: { a: string; b: string | null } };
  actions: { seq: number; action: unknown; dice: unknown[]; stateHash: string; chain: string }[];
  pending?: { seq: number; roll: { k: number }; reveals: Record<string, string> };
}
const parse = (text: string) => JSON.parse(text) as FileJson;
/** A tampered file signed again: the chain proves nothing to someone who can recompute it. */
function rechain(f: FileJson): string {
  let c = chainStart(f.game as never);
  for (const a of f.actions) {
    c = chainNext(c, { seq: a.seq, action: a.action, dice: a.dice as never, hash: a.stateHash });
    a.chain = c;
  }
  return JSON.stringify(f);
}

/** A and B both joined, at the Axis combat step of a small position, with no roll drawn yet. */
function joined() {
  const A = player();
  const B = player();
  const created = value(A.dice.createCommitRevealGame('afrika-korps', 'march-1941', 'CR by email'));
  const id = created.view.id;
  const units = created.view.units;
  const setup: unknown[] = [
    { type: 'setMode', mode: 'free' },
    { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !KEEP.has(u.id)).map((u) => u.id) },
    { type: 'move', units: ['de-21pz-5'], to: 'P30' },
    { type: 'move', units: ['axis-supply-1'], to: 'P29' },
    { type: 'move', units: ['gb-22gds'], to: 'P31' },
    { type: 'setMode', mode: 'rules' },
    { type: 'endArrival' },
    { type: 'endMovement' },
  ];
  for (const a of setup) value(A.dice.apply(id, a));
  // A's first file: commitment a only. B's copy takes seat b; its reply carries commitment b.
  const first = value(A.exchange.exportGame(id)).text;
  expect(parse(first).game.dice).toEqual({ a: created.commitment, b: null });
  // The position was set up on the free table: B accepts those actions taken outside the rules.
  const atB = imported(B.exchange.importGame(first, { acceptOutsideRules: true }));
  expect(atB.created).toBe(true);
  const reply = value(B.exchange.exportGame(atB.view.id)).text;
  const b = parse(reply).game.dice!.b;
  expect(b).toMatch(/^[0-9a-f]{64}$/);
  imported(A.exchange.importGame(reply));
  expect(value(A.dice.commitments(id))).toEqual({ a: created.commitment, b });
  return { A, B, id, bId: atB.view.id, head: setup.length };
}

/** Plays the combat step out: the choices the rules leave after the battle (a retreat), then its end. */
function endCombat(P: Player, id: string): GameView {
  for (let i = 0; i < 6; i++) {
    const v = value(P.sessions.open(id));
    if (v.phase !== 'axis.combat') return v;
    const legal = v.play?.legal ?? [];
    const option = legal.find((o) => o.kind === 'endCombat' && !o.refused) ?? legal.find((o) => o.kind !== 'setMode' && o.kind !== 'roll' && !o.refused && !o.onBoard);
    if (!option) throw new Error(`nothing to do at ${v.phase}`);
    const action = option.target?.hexes?.length ? { ...option.action, [option.target.field]: option.target.hexes[0] } : option.action;
    value(P.dice.apply(id, action));
  }
  throw new Error('the combat step did not end');
}

/** Everything B's data folder holds of the game, to prove a refused file wrote nothing. */
const snapshot = (P: Player, id: string) => JSON.stringify({ row: P.store.get(id), actions: P.store.actions(id), dice: P.diceStore.get(id) });

describe('commit–reveal dice by email', () => {
  it('A attacks, B settles the roll, A settles the same die: same states in both copies, the secrets never leave', () => {
    const { A, B, id, bId, head } = joined();
    // A's attack waits for B's reveal: nothing applied, the view says whose reveal is missing.
    const waiting = value(A.dice.apply(id, ATTACK));
    expect(waiting.head).toBe(head);
    expect(waiting.diceWait).toEqual({ roll: 1, seq: head + 1, waitingFor: ['b'], seat: 'a' });
    expect(value(A.sessions.open(id)).diceWait).toEqual(waiting.diceWait);
    const attackFile = value(A.exchange.exportGame(id)).text;
    const pending = parse(attackFile).pending!;
    expect(pending).toMatchObject({ seq: head + 1, roll: { k: 1, count: 1, sides: 6 } });
    expect(Object.keys(pending.reveals)).toEqual(['a']);

    // B's copy checks A's reveal, releases its own, and applies the attack.
    const atB = imported(B.exchange.importGame(attackFile));
    expect(atB.view.head).toBe(head + 1);
    expect(atB.view.diceWait).toBeNull();
    const rolled = atB.view.log.at(-1)!.dice[0]!;
    expect(rolled).toMatchObject({ source: 'commit-reveal', sides: 6, roll: { k: 1 } });

    // B's reply carries B's reveal in its log: A's copy reaches the same die and the same state.
    const back = value(B.exchange.exportGame(bId)).text;
    const atA = imported(A.exchange.importGame(back));
    expect(atA.view.head).toBe(head + 1);
    expect(atA.view.diceWait).toBeNull();
    expect(atA.view.hash).toBe(atB.view.hash);
    expect(atA.view.log.at(-1)!.dice).toEqual(atB.view.log.at(-1)!.dice);

    // The combat phase ends in A's copy (a retreat first if the die gave one); B follows from the file.
    const ended = endCombat(A, id);
    expect(ended.phase).toBe('axis.end');
    const atB2 = imported(B.exchange.importGame(value(A.exchange.exportGame(id)).text));
    expect(atB2.view.hash).toBe(ended.hash);

    // Each secret stays in its own data folder: in no file, and not copied by a duplicate.
    const secrets = [A.diceStore.get(id)!.secret!, B.diceStore.get(bId)!.secret!];
    expect(A.diceStore.get(id)!.seat).toBe('a');
    expect(B.diceStore.get(bId)!.seat).toBe('b');
    for (const text of [attackFile, back, value(A.exchange.exportGame(id)).text]) for (const s of secrets) expect(text).not.toContain(s);
    const copy = value(A.sessions.branch(id, head + 2));
    expect(A.diceStore.get(copy.id)).toBeNull();
    // Such a copy could never roll a die: the app refuses to make one (game.branch, game.duplicate).
    expect(A.dice.copyGuard(id)).toMatchObject({ ok: false, code: 'dice.noCopy' });
    expect(A.dice.apply(copy.id, { type: 'endTurn' })).toMatchObject({ ok: false, code: 'dice.noTable' });
  });

  it('keeps the game waiting visibly while the reveal is withheld: no other action, no undo', () => {
    const { A, id, head } = joined();
    value(A.dice.apply(id, ATTACK));
    expect(A.dice.apply(id, { type: 'endCombat' })).toMatchObject({ ok: false, code: 'dice.stillWaiting', params: { roll: 1, seq: head + 1 } });
    expect(A.dice.undo(id)).toMatchObject({ ok: false, code: 'dice.stillWaiting' });
    expect(A.dice.awaiting(id)).toEqual({ roll: 1, seq: head + 1, waitingFor: ['b'], seat: 'a' });
    expect(value(A.sessions.open(id)).head).toBe(head);
  });

  it('refuses a settled roll taken back: undo over a commit–reveal die', () => {
    const { A, B, id, bId } = joined();
    value(A.dice.apply(id, ATTACK));
    imported(B.exchange.importGame(value(A.exchange.exportGame(id)).text));
    expect(B.dice.undo(bId)).toMatchObject({ ok: false, code: 'dice.noUndo' });
  });

  it('refuses a forged reveal, a changed commitment and a replayed reveal in a file, writing nothing', () => {
    const { A, B, id, bId, head } = joined();
    value(A.dice.apply(id, ATTACK));
    const good = value(A.exchange.exportGame(id)).text;
    const before = snapshot(B, bId);

    const forged = parse(good);
    forged.pending!.reveals.a = 'c'.repeat(64);
    expect(B.exchange.importGame(JSON.stringify(forged))).toMatchObject({ ok: false, code: 'dice.forgedReveal', params: { seat: 'a', roll: 1 } });

    const changed = parse(good);
    changed.game.dice = { a: 'd'.repeat(64), b: changed.game.dice!.b };
    expect(B.exchange.importGame(rechain(changed))).toMatchObject({ ok: false, code: 'dice.commitmentChanged', params: { seat: 'a' } });

    // A's reveal sent again as if for another roll at another log position.
    const replayed = parse(good);
    replayed.pending!.seq = head + 2;
    expect(B.exchange.importGame(JSON.stringify(replayed))).toMatchObject({ ok: false, code: 'file.malformed' });
    const otherRoll = parse(good);
    otherRoll.pending!.roll.k = 2;
    expect(B.exchange.importGame(JSON.stringify(otherRoll))).toMatchObject({ ok: false, code: 'dice.notPending' });

    // B's own seat's value planted in the file is not taken either.
    const planted = parse(good);
    planted.pending!.reveals.b = 'e'.repeat(64);
    expect(B.exchange.importGame(JSON.stringify(planted))).toMatchObject({ ok: false, code: 'dice.forgedReveal', params: { seat: 'b' } });

    expect(snapshot(B, bId)).toBe(before);
    // The honest file still goes in afterwards.
    expect(imported(B.exchange.importGame(good)).view.head).toBe(head + 1);
  });

  it('refuses a reply whose action at the held position is not the one A sent its reveal with', () => {
    const { A, B, id, bId } = joined();
    value(A.dice.apply(id, ATTACK));
    const good = value(A.exchange.exportGame(id)).text;
    // The file's waiting action replaced by another: B's copy does not find A's roll pending for it.
    const tampered = parse(good);
    (tampered.pending as unknown as { action: unknown }).action = { type: 'setMode', mode: 'free' };
    expect(B.exchange.importGame(JSON.stringify(tampered))).toMatchObject({ ok: false, code: 'dice.notPending' });
    // B's copy plays another action at that position; A's copy, holding its attack, refuses the reply.
    value(B.dice.apply(bId, { type: 'setMode', mode: 'free' }));
    const before = snapshot(A, id);
    expect(A.exchange.importGame(value(B.exchange.exportGame(bId)).text)).toMatchObject({ ok: false, code: 'dice.actionChanged' });
    expect(snapshot(A, id)).toBe(before);
  });

  it('plays the same exchange through the service API live play calls: commitments, then reveals as messages', () => {
    const A = player();
    const B = player();
    const created = value(A.dice.createCommitRevealGame('afrika-korps', 'march-1941:free', 'Live'));
    const id = created.view.id;
    // The joiner's copy came from the creator (here by a file): it takes seat b, once.
    const bId = imported(B.exchange.importGame(value(A.exchange.exportGame(id)).text)).view.id;
    const joined = value(B.dice.joinCommitRevealGame(bId));
    expect(value(B.dice.joinCommitRevealGame(bId)).commitment).toBe(joined.commitment);
    expect(A.dice.joinCommitRevealGame(id)).toMatchObject({ ok: false, code: 'dice.ownGame' });
    value(A.dice.receiveCommitment(id, joined.commitment));
    expect(A.dice.receiveCommitment(id, 'f'.repeat(64))).toMatchObject({ ok: false, code: 'dice.commitmentChanged', params: { seat: 'b' } });

    const roll = { type: 'roll', count: 2, sides: 6 };
    const sent = value(A.dice.proposeAction(id, roll));
    expect(sent.outgoing).toHaveLength(1);
    expect(sent.view.diceWait).toMatchObject({ waitingFor: ['b'], seat: 'a' });
    const atB = value(B.dice.proposeAction(bId, roll));
    expect(atB.view.diceWait).toMatchObject({ waitingFor: ['a'], seat: 'b' });
    // A forged message changes nothing; the real one settles the roll.
    expect(B.dice.receiveReveals(bId, sent.outgoing.map((r) => ({ ...r, value: '0'.repeat(64) })))).toMatchObject({ ok: false, code: 'dice.forgedReveal' });
    const doneB = value(B.dice.receiveReveals(bId, sent.outgoing));
    const doneA = value(A.dice.receiveReveals(id, atB.outgoing));
    expect(doneA.view.head).toBe(1);
    expect(doneA.view.hash).toBe(doneB.view.hash);
    expect(doneA.view.log[0]!.dice[0]!.values).toHaveLength(2);
    expect(A.dice.awaiting(id)).toBeNull();
  });

  it('takes a file the creator wrote before the joiner\'s commitment reached it', () => {
    const A = player();
    const B = player();
    const id = value(A.dice.createCommitRevealGame('afrika-korps', 'march-1941:free', 'Crossing')).view.id;
    const bId = imported(B.exchange.importGame(value(A.exchange.exportGame(id)).text)).view.id;
    const b = value(B.dice.commitments(bId)).b;
    // A moves on and sends again without having B's reply: its file still says b is unknown.
    value(A.dice.apply(id, { type: 'move', units: ['de-21pz-5'], to: 'W7' }));
    const again = value(A.exchange.exportGame(id)).text;
    expect(parse(again).game.dice!.b).toBeNull();
    expect(imported(B.exchange.importGame(again)).view.head).toBe(1);
    expect(value(B.dice.commitments(bId)).b).toBe(b);
    // B's reply brings b to A at last; the two copies agree.
    const atA = imported(A.exchange.importGame(value(B.exchange.exportGame(bId)).text));
    expect(value(A.dice.commitments(id)).b).toBe(b);
    expect(atA.view.hash).toBe(value(B.sessions.open(bId)).hash);
  });
});
