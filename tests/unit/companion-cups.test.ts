import { verbatim } from '../../shared/companion/definition';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createModuleRegistry } from '../../main/games/registry';
import { createCompanionModule } from '../../main/companion/module';
import { createCompanionStates } from '../../main/companion/session-state';
import { darkSandsCompanion } from '../../main/games/dark-sands/companion/definition';
import { chitsForTurn } from '../../main/games/dark-sands/companion/chits';
import type { CompanionDefinition } from '../../shared/companion/definition';
import type { Result } from '../../shared/api/result';
import { companionMini } from './fixtures/companion-mini';
import { tempDir } from './helpers';
import { wordsEn, wordsIt } from '../support/companion-words';

/**
 * The Dark Sands action chits as the companion applies them (18.3–18.7): the cup set out turn by
 * turn from the availability aid, priority chits played from the hand (18.6.1), two in a row
 * (18.7.1) and two moves and two combats a turn (18.7.2), drawn from the rulebook's own example of
 * play (Compass, turn 1) and its rules.
 */

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

function setup(def: CompanionDefinition = darkSandsCompanion(), policy: 'app' | 'physical' = 'physical', seed = '0123456789abcdef0123456789abcdef') {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  const store = createGameStore(db);
  const modules = createModuleRegistry({}, () => createCompanionModule(def));
  const sessions = createGameSessions({ store, modules, snapshotEvery: 4, newSeed: () => seed });
  const states = createCompanionStates(sessions, modules);
  const id = value(sessions.create(def.game, 'companion', 'Companion', policy)).id;
  const state = () => value(states.stateAt(id)).snapshot();
  const apply = (action: unknown, dice?: number[]) => sessions.apply(id, action, dice);
  const cup = () => state().cups['action-chits']!;
  const status = () => state().cupStatus['action-chits']!;
  const count = (limit: string) => status().limits.find((l) => l.id === limit)!.count;
  const draw = (chit: string) => value(apply({ type: 'draw', cup: 'action-chits', chit }));
  const face = (f: string) => value(apply({ type: 'chitFace', cup: 'action-chits', face: f }));
  const lastMessages = () => value(sessions.open(id)).log.at(-1)!.messages;
  return { sessions, states, id, state, apply, cup, status, count, draw, face, lastMessages };
}

const refused = (r: Result<unknown>) => (r.ok ? null : (r.params as { reason?: string; rule?: string }));

describe('Dark Sands cup: the Compass example of play, turn 1, chit by chit', () => {
  it('plays the twelve chits of the example: sides chosen or forced by 18.7.2, runs kept by 18.7.1', () => {
    const s = setup();
    // 18.3: the turn 1 chits of the availability aid are in the cup; no priority chit yet.
    expect(s.cup().cup).toHaveLength(chitsForTurn(1).reduce((n, c) => n + c.count, 0));
    expect(s.cup().held).toEqual([]);
    s.draw('oconnor'); // chit 1: the initiative chit
    s.draw('allied-mc'); // chit 2: a combo, both sides open — the player chooses
    expect(s.status().choose).toEqual({ chit: 'allied-mc', faces: ['move', 'combat'] });
    // Nothing else is drawn before the side is chosen.
    expect(refused(s.apply({ type: 'draw', cup: 'action-chits', chit: 'logistics' }))).toMatchObject({ reason: 'chooseFaceFirst', rule: '18.7.2' });
    s.face('move');
    s.draw('logistics'); // chit 3
    s.draw('axis-half'); // chit 4: played as ½ Move
    s.face('half-move');
    s.draw('allied-half'); // chit 5: Combat −1
    s.face('combat-1');
    s.draw('axis-c'); // chit 6: a plain Combat chit has one side: no choice to make
    expect(s.status().choose).toBeNull();
    expect(s.count('axis-combats')).toBe(1);
    s.draw('allied-half'); // chit 7: Combat −1, the second Allied combat
    s.face('combat-1');
    expect(s.count('allied-combats')).toBe(2);
    s.draw('axis-m'); // chit 8
    s.draw('axis-reinforcement'); // chit 9: the Axis has played two in a row
    s.draw('logistics'); // chit 10: Logistics neither extends nor breaks a run
    // 18.7.1: a third Axis chit is refused while the Allies still have one to draw.
    expect(refused(s.apply({ type: 'draw', cup: 'action-chits', chit: 'axis-half' }))).toMatchObject({ reason: 'chitInARow', rule: '18.7.1', limit: 'axis-consecutive', chit: 'axis-half' });
    // Chit 11: the Allied M/C can only be a Move now (two combats played): forced, with 18.7.2 in the log.
    s.draw('allied-mc');
    expect(s.lastMessages().at(-1)).toEqual({ code: 'chitPlayedAs', params: { cup: 'action-chits', chit: 'allied-mc', face: 'move' }, rule: '18.7.2' });
    // Choosing its Combat side instead is refused with the limit and its rule.
    expect(refused(s.apply({ type: 'chitFace', cup: 'action-chits', face: 'combat' }))).toMatchObject({ reason: 'cupTurnLimit', rule: '18.7.2', limit: 'allied-combats', chit: 'allied-mc' });
    // Chit 12: the Axis has two moves (chits 4 and 8), so its ½M/C−1 is played as Combat −1.
    s.draw('axis-half');
    expect(s.lastMessages().at(-1)).toMatchObject({ code: 'chitPlayedAs', params: { face: 'combat-1' }, rule: '18.7.2' });
    expect(s.cup().cup).toEqual([]);
    expect(s.cup().faces).toEqual(['', 'move', '', 'half-move', 'combat-1', 'combat', 'combat-1', 'move', '', '', 'move', 'combat-1']);
    expect(s.status().limits.map((l) => [l.id, l.count, l.max])).toEqual([
      ['allied-moves', 2, 2],
      ['allied-combats', 2, 2],
      ['allied-fall-of-tobruk', 0, 1],
      ['axis-moves', 2, 2],
      ['axis-combats', 2, 2],
      ['axis-fall-of-tobruk', 0, 1],
    ]);
  });

  it('places a chit without action when neither side is within the limits; it still counts for two in a row (18.7.2, 18.7.1)', () => {
    const s = setup();
    value(s.apply({ type: 'setTurn', turn: 9 })); // Axis: Rommel, Afrika Korps, 21 Corps, 1 M, 2 ½M/C−1
    s.draw('axis-half');
    s.face('half-move');
    s.draw('allied-m');
    s.draw('axis-half');
    s.face('half-move');
    s.draw('axis-m'); // two moves already: a Move chit has no other side
    expect(s.lastMessages().at(-1)).toEqual({ code: 'chitNoAction', params: { cup: 'action-chits', chit: 'axis-m' }, rule: '18.7.2' });
    expect(s.cup().faces!.at(-1)).toBe('-');
    expect(s.count('axis-moves')).toBe(2);
    // Axis ½, Axis M: two in a row, so the Afrika Korps chit waits for an Allied one.
    expect(refused(s.apply({ type: 'draw', cup: 'action-chits', chit: 'afrika-korps' }))).toMatchObject({ reason: 'chitInARow', rule: '18.7.1', limit: 'axis-consecutive' });
  });

  it('lifts two in a row once the other side has nothing left to draw (18.7.1)', () => {
    const s = setup();
    value(s.apply({ type: 'setTurn', turn: 9 })); // Allied: The Auk (held), 13 and 30 Corps, M, C, Reinforcement; Axis: Rommel (held), Afrika Korps, 21 Corps, M, 2 ½M/C−1
    s.draw('axis-m');
    s.draw('allied-m');
    s.draw('afrika-korps');
    s.draw('21-corps');
    s.draw('allied-c');
    s.draw('axis-half');
    s.face('half-move');
    s.draw('axis-half'); // the Axis' last chit in the cup: two moves played, so Combat −1
    expect(s.cup().faces!.at(-1)).toBe('combat-1');
    s.draw('13-corps');
    s.draw('30-corps');
    // Two Allied in a row, but the Axis has nothing left to draw (Rommel is in hand): a third one is played.
    expect(s.cup().cup).toEqual(['allied-reinforcement', 'logistics', 'logistics']);
    s.draw('allied-reinforcement');
    expect(s.cup().held).toEqual(['rommel', 'the-auk']);
  });

  it('lets the app draw only among the chits within the limits, with a die as large as that choice', () => {
    const s = setup(darkSandsCompanion(), 'app');
    // (a chit named in app mode is one drawn at the table)
    s.draw('allied-mc');
    s.face('move');
    s.draw('oconnor');
    // Two Allied in a row: the app's draw leaves the three Allied chits left in the cup.
    const before = s.cup().cup.length;
    const r = value(s.apply({ type: 'draw', cup: 'action-chits' }));
    expect(r.log.at(-1)!.dice[0]).toMatchObject({ sides: before - 3 });
    expect(r.log.at(-1)!.messages[0]!.params.chit).not.toMatch(/^allied|oconnor/);
  });
});

describe('Dark Sands cup: priority chits (18.3, 18.6.1)', () => {
  it('puts the turn’s priority chits in their owners’ hands, not in the cup, and plays one on the player’s word', () => {
    const s = setup();
    expect(refused(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'rommel' }))).toMatchObject({ reason: 'chitNotHeld', rule: '18.6.1' });
    value(s.apply({ type: 'setTurn', turn: 3 }));
    expect(s.cup().held).toEqual(['rommel']);
    expect(s.cup().cup).not.toContain('rommel');
    expect(s.status().playable).toEqual(['rommel']);
    s.draw('axis-mc');
    s.face('move');
    s.draw('afrika-korps'); // Axis two in a row
    const v = value(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'rommel' }));
    expect(v.log.at(-1)!.messages).toEqual([{ code: 'heldPlayed', params: { cup: 'action-chits', chit: 'rommel' }, rule: '18.6.1' }]);
    expect(s.cup().held).toEqual([]);
    expect(s.cup().drawn.at(-1)).toBe('rommel');
    // A priority chit counts for neither limit: the Axis run stays at two, moves at one.
    expect(refused(s.apply({ type: 'draw', cup: 'action-chits', chit: '21-corps' }))).toMatchObject({ reason: 'chitInARow', rule: '18.7.1', limit: 'axis-consecutive' });
    expect(s.count('axis-moves')).toBe(1);
    expect(refused(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'rommel' }))).toMatchObject({ reason: 'chitNotHeld' });
    // Put back off the track, it goes back to the hand.
    value(s.apply({ type: 'returnChit', cup: 'action-chits', chit: 'rommel' }));
    expect(s.cup().held).toEqual(['rommel']);
  });

  it('follows the pre-emption ladder: Rommel pre-empts Monty, who stays in hand; Monty may not pre-empt Rommel', () => {
    const s = setup();
    value(s.apply({ type: 'setTurn', turn: 14 }));
    expect(s.cup().held).toEqual(['monty', 'rommel']);
    // The example: three chits played, the Allies declare Monty, the Axis pre-empts it with Rommel.
    s.draw('logistics');
    s.draw('allied-mc');
    s.face('move');
    s.draw('axis-mc');
    s.face('combat');
    expect(refused(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'monty', preempts: 'rommel' }))).toMatchObject({ reason: 'cannotPreempt', rule: '18.6.1' });
    const v = value(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'rommel', preempts: 'monty' }));
    expect(v.log.at(-1)!.messages[0]).toEqual({ code: 'heldPlayedPreempting', params: { cup: 'action-chits', chit: 'rommel', preempted: 'monty' }, rule: '18.6.1' });
    expect(s.cup().held).toEqual(['monty']);
    value(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'monty' }));
    expect(s.cup().held).toEqual([]);
  });

  it('The Auk may pre-empt Rommel; a held chit waits while a drawn chit’s side is to be chosen', () => {
    const s = setup();
    value(s.apply({ type: 'setTurn', turn: 13 }));
    s.draw('axis-mc');
    expect(refused(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'the-auk' }))).toMatchObject({ reason: 'chooseFaceFirst' });
    expect(s.status().playable).toEqual([]);
    s.face('combat');
    value(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'the-auk', preempts: 'rommel' }));
    expect(s.cup().held).toEqual(['rommel']);
  });
});

describe('Dark Sands cup: the turn changes', () => {
  it('clears the track, starts the counts again and sets the cup and hands out for the new turn', () => {
    const s = setup();
    value(s.apply({ type: 'setTurn', turn: 3 }));
    s.draw('axis-mc');
    s.face('move');
    s.draw('allied-m');
    expect(s.count('axis-moves')).toBe(1);
    // Walk the sequence of play to its last step: the next one starts turn 4.
    let v = value(s.apply({ type: 'next' }));
    while (s.state().turn === 3) v = value(s.apply({ type: 'next' }));
    expect(v.log.at(-1)!.messages.map((m) => m.code)).toEqual(['stepChecked', 'turnSet', 'cupFilled', 'stepCurrent']);
    expect(v.log.at(-1)!.messages[2]).toEqual({ code: 'cupFilled', params: { cup: 'action-chits', turn: 4 }, rule: '18.3' });
    const t4 = chitsForTurn(4);
    expect(s.cup()).toEqual({
      cup: t4.filter((c) => c.id !== 'rommel').flatMap((c) => Array.from({ length: c.count }, () => c.id)).sort(),
      drawn: [],
      faces: [],
      held: ['rommel'],
      added: [],
    });
    expect(s.status().limits.every((l) => l.count === 0)).toBe(true);
  });

  it('lets each side receive one Fall of Tobruk chit a turn, however often Tobruk changes hands', () => {
    const s = setup();
    value(s.apply({ type: 'setTurn', turn: 2 }));
    const add = (chit: string) => s.apply({ type: 'cupAdd', cup: 'action-chits', chit });
    value(add('allied-fall-of-tobruk'));
    s.draw('allied-fall-of-tobruk');
    expect(refused(add('allied-fall-of-tobruk'))).toMatchObject({ reason: 'cupTurnLimit', rule: '18.1', limit: 'allied-fall-of-tobruk' });
    value(add('axis-fall-of-tobruk'));
    value(s.apply({ type: 'setTurn', turn: 3 }));
    value(add('allied-fall-of-tobruk'));
  });
});

describe('cups: a per-turn limit on the chits drawn, and replay', () => {
  it('keeps a chit over a per-turn limit in the cup: refused when named, left out of the app’s draw', () => {
    const def = companionMini();
    const rounds = def.trackers.find((t) => t.id === 'rounds')!;
    if (rounds.kind !== 'cup') throw new Error('fixture');
    rounds.limits = [{ id: 'a-per-turn', label: verbatim('One A a turn'), rule: '9.9', max: 1, per: 'turn', chits: ['a-round'] }];
    const { apply, state } = setup(def, 'physical');
    value(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }));
    expect(refused(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }))).toMatchObject({ reason: 'cupTurnLimit', rule: '9.9', limit: 'a-per-turn' });
    expect(apply({ type: 'draw', cup: 'rounds' })).toMatchObject({ ok: false, code: 'game.diceNeeded', params: { sides: 1 } });
    expect(state().cupStatus.rounds!.limits).toEqual([{ id: 'a-per-turn', count: 1, max: 1, rule: '9.9' }]);
    // A new turn gives the chits drawn back and starts the count again.
    value(apply({ type: 'setTurn', turn: 2 }));
    expect(state().cups.rounds!.drawn).toEqual([]);
    value(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }));
  });

  it('replays a Dark Sands turn drawn by the app to the same state and hash', () => {
    const run = () => {
      const s = setup(darkSandsCompanion(), 'app', 'ffeeddccbbaa99887766554433221100');
      value(s.apply({ type: 'setTurn', turn: 14 }));
      value(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'rommel' }));
      for (let i = 0; i < 12 && s.cup().cup.length; i++) {
        value(s.apply({ type: 'draw', cup: 'action-chits' }));
        const choose = s.status().choose;
        if (choose) value(s.apply({ type: 'chitFace', cup: 'action-chits', face: choose.faces.at(-1)! }));
      }
      value(s.apply({ type: 'playHeld', cup: 'action-chits', chit: 'monty' }));
      return s;
    };
    const a = run();
    const b = run();
    const va = value(a.sessions.open(a.id));
    expect(value(b.sessions.open(b.id)).hash).toBe(va.hash);
    expect(a.cup()).toEqual(b.cup());
    a.sessions.evict();
    expect(value(a.sessions.open(a.id)).hash).toBe(va.hash);
    expect(value(createCompanionStates(a.sessions, createModuleRegistry({}, () => createCompanionModule(darkSandsCompanion()))).stateAt(a.id)).snapshot()).toEqual(a.state());
    // Every count stays within its limit whatever the draws.
    for (const l of a.status().limits) expect(l.count).toBeLessThanOrEqual(l.max);
  });
});

describe('Dark Sands cup: what the refusals and the screen say of chits kept in the cup (18.7.1)', () => {
  const en = JSON.parse(readFileSync(path.join(__dirname, '../../locales/en/translation.json'), 'utf8')) as { refusal: Record<string, string> };
  const it_ = JSON.parse(readFileSync(path.join(__dirname, '../../locales/it/translation.json'), 'utf8')) as { refusal: Record<string, string> };

  it('a named Allied chit after two Allied in a row is refused alone: the Axis chits stay drawable, and the status says which kinds are kept', () => {
    const s = setup();
    s.draw('oconnor');
    s.draw('allied-mc');
    s.face('move');
    // Not "no chit can be drawn": this chit may not, the Axis chits may.
    expect(refused(s.apply({ type: 'draw', cup: 'action-chits', chit: 'allied-half' }))).toMatchObject({ reason: 'chitInARow', chit: 'allied-half', limit: 'allied-consecutive', rule: '18.7.1' });
    expect(s.status().blocked).toEqual([
      { chit: 'allied-half', limit: 'allied-consecutive', rule: '18.7.1' },
      { chit: 'allied-mc', limit: 'allied-consecutive', rule: '18.7.1' },
    ]);
    // Logistics counts for no limit: never kept in.
    expect(s.status().blocked.some((b) => b.chit === 'logistics' || b.chit.startsWith('axis'))).toBe(false);
    s.draw('axis-c');
    expect(s.status().blocked).toEqual([]);
    s.draw('allied-half');
  });

  it('a chit kept by two in a row waits while the other side has chits to draw, and is played after them', () => {
    const s = setup();
    value(s.apply({ type: 'setTurn', turn: 7 })); // Allied: 2 ½M/C−1, Reinforcement; Axis: Afrika Korps, 21 Corps (Rommel in hand)
    for (const c of ['logistics', 'logistics']) s.draw(c);
    s.draw('afrika-korps');
    s.draw('allied-half');
    s.face('half-move');
    s.draw('allied-half');
    s.face('combat-1');
    // Allied two in a row; the Axis still has 21 Corps: the Allied Reinforcement waits, 21 Corps may be drawn.
    expect(refused(s.apply({ type: 'draw', cup: 'action-chits', chit: 'allied-reinforcement' }))).toMatchObject({ reason: 'chitInARow' });
    s.draw('21-corps');
    s.draw('allied-reinforcement');
    expect(s.cup().cup).toEqual([]);
    expect(refused(s.apply({ type: 'draw', cup: 'action-chits', chit: 'allied-m' }))).toMatchObject({ reason: 'cupEmpty' });
  });

  it('words the limit in the game\'s own terms: neutral refusals carrying the limit, whose Dark Sands label speaks of chits, not rounds', () => {
    for (const key of ['cupLimit', 'chitInARow']) {
      expect(en.refusal[key]).toContain('{{limit}}');
      expect(it_.refusal[key]).toContain('{{limit}}');
      expect(`${en.refusal[key]} ${it_.refusal[key]}`).not.toMatch(/round/i);
    }
    expect(en.refusal.chitInARow).toContain('{{chit}}');
    const cup = darkSandsCompanion().trackers.find((t) => t.id === 'action-chits')!;
    if (cup.kind !== 'cup') throw new Error('cup');
    const consecutive = cup.limits!.find((l) => l.id === 'allied-consecutive')!;
    expect(wordsEn(consecutive.label)).toMatch(/chits in a row/);
    expect(wordsEn(consecutive.label)).not.toMatch(/round/i);
    expect(wordsIt(consecutive.label)).not.toMatch(/round/i);
  });
});
