import { verbatim } from '../../shared/companion/definition';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createModuleRegistry } from '../../main/games/registry';
import { CALC_FAILED, companionVersion, createCompanionModule, readDice } from '../../main/companion/module';
import { createCompanionStates } from '../../main/companion/session-state';
import type { CompanionDefinition } from '../../shared/companion/definition';
import type { Result } from '../../shared/api/result';
import { companionMini } from './fixtures/companion-mini';
import { tempDir } from './helpers';
import { wordsEn } from '../support/companion-words';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

function setup(def: CompanionDefinition = companionMini(), policy: 'app' | 'physical' = 'app', seed = '0123456789abcdef0123456789abcdef') {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  const store = createGameStore(db);
  const modules = createModuleRegistry({}, () => createCompanionModule(def));
  const sessions = createGameSessions({ store, modules, snapshotEvery: 4, newSeed: () => seed });
  const states = createCompanionStates(sessions, modules);
  const id = value(sessions.create(def.game, 'companion', 'Companion', policy)).id;
  /** The state as the screen sees it (calculations worked out). */
  const state = () => value(states.stateAt(id)).snapshot();
  const apply = (action: unknown, dice?: number[]) => sessions.apply(id, action, dice);
  return { sessions, states, id, state, apply, store, modules };
}

const refusal = (r: Result<unknown>) => (r.ok ? null : (r.params as { reason?: string }).reason ?? r.code);

describe('companion module: sequence of play and turn track', () => {
  it('walks the steps in order, ticks each one for its turn and moves to the next turn after the last', () => {
    const { apply, state } = setup();
    expect(state()).toMatchObject({ turn: 1, step: 's1', checked: {} });
    value(apply({ type: 'next' }));
    expect(state()).toMatchObject({ turn: 1, step: 's2', checked: { '1': ['s1'] } });
    value(apply({ type: 'next' }));
    value(apply({ type: 'next' }));
    // p2 was the last leaf of turn 1: turn 2 starts at the first step with nothing ticked.
    expect(state()).toMatchObject({ turn: 2, step: 's1', checked: { '1': ['s1', 's2', 'p2'] } });
    value(apply({ type: 'check', step: 'p1', done: true }));
    value(apply({ type: 'check', step: 's2', done: true }));
    expect(state().checked['2']).toEqual(['p1', 's2']);
    value(apply({ type: 'check', step: 'p1', done: false }));
    expect(state().checked['2']).toEqual(['s2']);
  });

  it('logs each step with its rule number and refuses to go past the last step of the last turn', () => {
    const { apply, sessions, id } = setup();
    const v = value(apply({ type: 'next' }));
    expect(v.log.at(-1)!.messages).toEqual([
      { code: 'stepChecked', params: { step: 's1', turn: 1 }, rule: '1.1' },
      { code: 'stepCurrent', params: { step: 's2', turn: 1 }, rule: '1.2' },
    ]);
    value(apply({ type: 'setTurn', turn: 3 }));
    value(apply({ type: 'goto', step: 'p2' }));
    expect(refusal(apply({ type: 'next' }))).toBe('lastStep');
    expect(refusal(apply({ type: 'setTurn', turn: 4 }))).toBe('turnOutOfRange');
    expect(refusal(apply({ type: 'goto', step: 'p1' }))).toBe('unknownStep'); // a phase with segments is not a step to stand on
    expect(value(sessions.open(id)).turn).toBe(3);
  });

  it('keeps a note per turn and clears it when emptied', () => {
    const { apply, state } = setup();
    value(apply({ type: 'note', turn: 2, text: 'Tobruk still holds' }));
    value(apply({ type: 'note', turn: 1, text: 'opening' }));
    expect(state().notes).toEqual({ '1': 'opening', '2': 'Tobruk still holds' });
    value(apply({ type: 'note', turn: 1, text: '  ' }));
    expect(state().notes).toEqual({ '2': 'Tobruk still holds' });
  });
});

describe('companion module: dice', () => {
  it('rolls the game dice from the seeded generator and logs them', () => {
    const { apply, state } = setup();
    const v = value(apply({ type: 'roll', purpose: 'supply' }));
    const entry = v.log.at(-1)!;
    expect(entry.dice).toHaveLength(1);
    expect(entry.dice[0]!.source).toBe('app');
    const rolled = entry.dice[0]!.values[0]!;
    expect(entry.messages[0]).toEqual({ code: 'rolledD6', params: { purpose: 'supply', total: rolled, value: rolled }, rule: '1.1' });
    expect(state().rolls.at(-1)).toMatchObject({ kind: 'd6', values: [rolled], purpose: 'supply' });
  });

  it('takes physical dice typed in, and refuses missing or impossible values', () => {
    const { apply, state } = setup(companionMini('2d6'), 'physical');
    expect(apply({ type: 'roll' })).toMatchObject({ ok: false, code: 'game.diceNeeded', params: { count: 2, sides: 6 } });
    expect(refusal(apply({ type: 'roll' }, [3, 7]))).toBe('diceOutOfRange');
    const v = value(apply({ type: 'roll' }, [4, 4]));
    // ASL: the first die is the white one, the second the coloured one; doubles are reported.
    expect(v.log.at(-1)!.messages[0]).toEqual({ code: 'rolled2d6Doubles', params: { purpose: '', total: 8, white: 4, coloured: 4 }, rule: '1.1' });
    value(apply({ type: 'roll' }, [2, 5]));
    expect(state().rolls.map((r) => [r.values, r.doubles])).toEqual([
      [[4, 4], true],
      [[2, 5], false],
    ]);
  });

  it('reads a d10 as 0–9, ten being 0', () => {
    expect(readDice('d10', [10, 1, 9])).toEqual([0, 1, 9]);
    const { apply, state } = setup(companionMini('d10'), 'physical');
    value(apply({ type: 'roll' }, [10]));
    expect(state().rolls[0]).toMatchObject({ kind: 'd10', values: [0], total: 0 });
  });

  it('refuses dice passed in when the app rolls', () => {
    const { apply } = setup();
    expect(refusal(apply({ type: 'roll' }, [6]))).toBe('diceFromApp');
  });
});

describe('companion module: trackers and cups', () => {
  it('sets and adjusts trackers per side within their range, and choices among their options', () => {
    const { apply, state } = setup();
    expect(state().trackers).toEqual({ 'vp:a': 2, 'vp:b': 2, init: 'a' });
    value(apply({ type: 'trackerAdjust', tracker: 'vp', side: 'b', delta: 3 }));
    value(apply({ type: 'trackerSet', tracker: 'init', value: 'b' }));
    expect(state().trackers).toEqual({ 'vp:a': 2, 'vp:b': 5, init: 'b' });
    expect(refusal(apply({ type: 'trackerAdjust', tracker: 'vp', side: 'b', delta: 6 }))).toBe('trackerOutOfRange');
    expect(refusal(apply({ type: 'trackerSet', tracker: 'vp', side: 'c', value: 1 }))).toBe('unknownSide');
    expect(refusal(apply({ type: 'trackerSet', tracker: 'vp', value: 1 }))).toBe('unknownSide');
    expect(refusal(apply({ type: 'trackerSet', tracker: 'init', value: 'c' }))).toBe('unknownOption');
    expect(refusal(apply({ type: 'trackerSet', tracker: 'nope', value: 1 }))).toBe('unknownTracker');
    expect(refusal(apply({ type: 'trackerSet', tracker: 'chits', value: 1 }))).toBe('unknownTracker');
  });

  it('draws chits from the cup by app dice or as drawn at the table, returns and refills', () => {
    const { apply, state } = setup();
    const drawn = value(apply({ type: 'draw', cup: 'chits' })).log.at(-1)!;
    expect(drawn.dice[0]).toMatchObject({ sides: 3, source: 'app' });
    const chit = drawn.messages[0]!.params.chit as string;
    expect(state().cups.chits!.drawn).toEqual([chit]);
    value(apply({ type: 'draw', cup: 'chits', chit: 'blue' === chit ? 'red' : 'blue' }));
    expect(state().cups.chits!.cup).toHaveLength(1);
    value(apply({ type: 'draw', cup: 'chits' }));
    expect(refusal(apply({ type: 'draw', cup: 'chits' }))).toBe('cupEmpty');
    value(apply({ type: 'returnChit', cup: 'chits', chit: 'blue' }));
    expect(state().cups.chits).toMatchObject({ cup: ['blue'] });
    expect(refusal(apply({ type: 'returnChit', cup: 'chits', chit: 'blue' }))).toBe('chitNotDrawn');
    value(apply({ type: 'refillCup', cup: 'chits' }));
    expect(state().cups.chits).toEqual({ cup: ['blue', 'red', 'red'], drawn: [] });
    expect(refusal(apply({ type: 'draw', cup: 'vp' }))).toBe('unknownCup');
  });
});

describe('companion module: what is in a cup, and its limits', () => {
  it('puts chits in and takes them out as the player’s counters say, only of the kinds the cup holds', () => {
    const { apply, state } = setup();
    expect(state().cups.rounds).toEqual({ cup: ['a-round', 'a-round', 'a-round', 'b-round'], drawn: [] });
    value(apply({ type: 'cupAdd', cup: 'rounds', chit: 'b-extra' }));
    value(apply({ type: 'cupRemove', cup: 'rounds', chit: 'a-round' }));
    expect(state().cups.rounds!.cup).toEqual(['a-round', 'a-round', 'b-extra', 'b-round']);
    expect(refusal(apply({ type: 'cupAdd', cup: 'rounds', chit: 'red' }))).toBe('unknownChit');
    expect(refusal(apply({ type: 'cupRemove', cup: 'rounds', chit: 'b-extra' }))).toBe(null);
    expect(refusal(apply({ type: 'cupRemove', cup: 'rounds', chit: 'b-extra' }))).toBe('unknownChit');
  });

  it('never draws a third chit in a row of one side: such chits stay in the cup, and with only those left it refuses', () => {
    const { apply, state } = setup(companionMini(), 'physical');
    value(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }));
    value(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }));
    // A third A in a row is not drawn: at the table it goes back and another is drawn.
    expect(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' })).toMatchObject({ ok: false, params: { reason: 'chitInARow', rule: '4.1' } });
    // The app's draw picks among the others only: one B left, so the die has one face.
    expect(apply({ type: 'draw', cup: 'rounds' })).toMatchObject({ ok: false, code: 'game.diceNeeded', params: { count: 1, sides: 1 } });
    value(apply({ type: 'draw', cup: 'rounds' }, [1]));
    expect(state().cups.rounds).toEqual({ cup: ['a-round'], drawn: ['a-round', 'a-round', 'b-round'] });
    value(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }));
    value(apply({ type: 'returnChit', cup: 'rounds', chit: 'b-round' }));
    value(apply({ type: 'returnChit', cup: 'rounds', chit: 'a-round' }));
    // Drawn now: A, A — the B left cannot be refused, the A can.
    expect(refusal(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }))).toBe('chitInARow');
    value(apply({ type: 'cupRemove', cup: 'rounds', chit: 'b-round' }));
    // Only A left: nothing may be drawn, whether the A is named or the app draws.
    expect(refusal(apply({ type: 'draw', cup: 'rounds', chit: 'a-round' }))).toBe('cupLimit');
    expect(refusal(apply({ type: 'draw', cup: 'rounds' }, [1]))).toBe('cupLimit');
  });
});

describe('companion module: calculators', () => {
  it('works a calculation over a built-in table, rolls and logs the outcome with its rule', () => {
    const { apply, state, states, id } = setup(companionMini(), 'physical');
    const v = value(apply({ type: 'calculate', calculator: 'odds', inputs: { att: 5, def: 2 }, roll: true }, [5]));
    expect(v.log.at(-1)!.messages[0]).toEqual({ code: 'calculated', params: { calculator: 'odds', outcome: 'DE', dice: '5' }, rule: '5.3' });
    expect(state().calcs[0]).toMatchObject({ calculator: 'odds', inputs: { att: 5, def: 2 }, dice: [5], result: { steps: [{ rule: '5.1', value: '2-1' }] } });
    // Without a roll it only works out the steps.
    value(apply({ type: 'calculate', calculator: 'odds', inputs: {} }));
    expect(state().calcs[1]).toMatchObject({ inputs: { att: 1, def: 1 }, dice: null, result: { steps: [{ value: '1-1' }] } });
    // The state keeps what was asked, not the result: a result worded differently later does not change it.
    expect(value(states.stateAt(id)).state.calcs[1]).toEqual({ turn: 1, calculator: 'odds', inputs: {}, dice: null, tables: {} });
  });

  it('says which table is missing, and reads a table the player entered from the action itself', () => {
    const { apply, state } = setup(companionMini(), 'physical');
    const open = value(apply({ type: 'calculate', calculator: 'fire', inputs: { units: [{ fp: 2 }, { fp: 1 }] } }));
    expect(open.log.at(-1)!.messages[0]).toEqual({ code: 'calculatedOpen', params: { calculator: 'fire', missing: 'ift' }, rule: '6' });
    value(apply({ type: 'calculate', calculator: 'fire', inputs: { units: [{ fp: 2 }, { fp: 1 }] }, tables: { ift: [[' 1MC', 'K']] }, roll: true }, [3]));
    expect(state().calcs[1]).toMatchObject({ userTables: ['ift'], result: { outcome: { value: 'K' } } });
  });

  it('logs a calculation whose code throws as not worked out, and replays it the same', () => {
    const def = companionMini();
    def.calculators[0]!.compute = () => {
      throw new Error('bug');
    };
    const { apply, state, sessions, id } = setup(def);
    const v = value(apply({ type: 'calculate', calculator: 'odds', inputs: {} }));
    expect(v.log.at(-1)!.messages[0]).toEqual({ code: 'calculationInvalid', params: { calculator: 'odds' }, rule: '5' });
    expect(state().calcs[0]!.result.invalid?.reason).toEqual(CALC_FAILED);
    sessions.evict();
    expect(value(sessions.open(id)).hash).toBe(v.hash);
  });

  it('refuses hostile or malformed calculations before anything is logged', () => {
    const { apply, sessions, id } = setup();
    const calc = (extra: object) => refusal(apply({ type: 'calculate', calculator: 'fire', inputs: { units: [{ fp: 1 }] }, ...extra }));
    expect(refusal(apply({ type: 'calculate', calculator: 'nope', inputs: {} }))).toBe('unknownCalculator');
    expect(calc({ inputs: { units: [{ fp: 9 }] } })).toBe('badInput');
    expect(calc({ inputs: { units: [{ fp: '1' }] } })).toBe('badInput');
    expect(calc({ inputs: { units: [] } })).toBe('badInput');
    expect(calc({ inputs: { units: [{ fp: 1 }, { fp: 1 }, { fp: 1 }, { fp: 1 }] } })).toBe('badInput');
    expect(calc({ inputs: { units: [{ fp: 1 }], extra: 1 } })).toBe('badInput');
    expect(calc({ inputs: { units: [{ fp: 1 }], close: 'yes' } })).toBe('badInput');
    expect(calc({ tables: { ift: [['1MC']] } })).toBe('badTable'); // wrong shape
    expect(calc({ tables: { ift: [['1MC', 'boom']] } })).toBe('badTable'); // a value the table cannot hold
    expect(calc({ tables: { crt: [['AR', 'DR'], ['DR', 'DE']] } })).toBe('badTable'); // built in: not the player's to replace
    expect(calc({ tables: { other: [['x']] } })).toBe('badTable');
    expect(calc({ hack: 1 })).toBe('malformedAction');
    expect(refusal(apply({ type: 'note', turn: 1, text: 'x'.repeat(5000) }))).toBe('malformedAction');
    expect(refusal(apply({ type: 'explode' }))).toBe('malformedAction');
    expect(refusal(apply(null))).toBe('malformedAction');
    expect(value(sessions.open(id)).head).toBe(0);
  });
});

describe('companion module: saved like any game', () => {
  it('replays to the same state and hashes from the log alone, and undo/redo move through it', () => {
    const run = () => {
      const s = setup(companionMini(), 'app', 'ffeeddccbbaa99887766554433221100');
      value(s.apply({ type: 'roll' }));
      value(s.apply({ type: 'next' }));
      value(s.apply({ type: 'draw', cup: 'chits' }));
      value(s.apply({ type: 'calculate', calculator: 'odds', inputs: { att: 3, def: 1 }, roll: true }));
      value(s.apply({ type: 'calculate', calculator: 'fire', inputs: { units: [{ fp: 3 }] }, tables: { ift: [['1MC', 'K']] }, roll: true }));
      value(s.apply({ type: 'trackerAdjust', tracker: 'vp', side: 'a', delta: 1 }));
      value(s.apply({ type: 'note', turn: 1, text: 'n' }));
      return s;
    };
    const a = run();
    const b = run();
    const va = value(a.sessions.open(a.id));
    expect(va.hash).toBe(value(b.sessions.open(b.id)).hash);
    expect(va.head).toBe(7);
    // From the disk: a fresh cache replays the log (snapshots every 4 actions) to the same hash.
    a.sessions.evict();
    expect(value(a.sessions.open(a.id)).hash).toBe(va.hash);
    const full = a.state();
    const fresh = createCompanionStates(a.sessions, a.modules);
    expect(value(fresh.stateAt(a.id)).snapshot()).toEqual(full);

    value(a.sessions.undo(a.id));
    value(a.sessions.undo(a.id));
    expect(a.state().notes).toEqual({});
    expect(a.state().trackers['vp:a']).toBe(2);
    expect(value(fresh.stateAt(a.id, 3)).state.cups.chits!.drawn).toHaveLength(1);
    value(a.sessions.redo(a.id));
    value(a.sessions.redo(a.id));
    expect(a.state()).toEqual(full);
  });

  it('still opens a saved session after a calculation is worded differently, and shows the new wording', () => {
    const { sessions, store, id, apply } = setup();
    const before = value(apply({ type: 'calculate', calculator: 'odds', inputs: { att: 4, def: 2 } }));
    const changed = companionMini();
    const old = changed.calculators[0]!.compute;
    changed.calculators[0]!.compute = (i, t, d) => ({ ...old(i, t, d), steps: [{ rule: '5.1', label: verbatim('Odds (reworded)'), value: '2-1' }] });
    const modules = createModuleRegistry({}, () => createCompanionModule(changed));
    const later = createGameSessions({ store, modules });
    expect(value(later.open(id)).hash).toBe(before.hash);
    const snap = value(createCompanionStates(later, modules).stateAt(id)).snapshot();
    expect(wordsEn(snap.calcs[0]!.result.steps[0]!.label)).toBe('Odds (reworded)');
    void sessions;
  });

  it('has a version that follows what replay depends on in the definition, not its wording', () => {
    const v = companionVersion(companionMini());
    expect(v).toBeGreaterThanOrEqual(1_000_000);
    expect(createCompanionModule(companionMini()).version).toBe(v);
    const reworded = companionMini();
    reworded.sequence[0]!.title = verbatim('Other words');
    reworded.tables[0]!.title = verbatim('x');
    expect(companionVersion(reworded)).toBe(v);
    const retuned = companionMini();
    (retuned.trackers[0] as { initial: number }).initial = 3;
    expect(companionVersion(retuned)).not.toBe(v);
    const renamed = companionMini();
    renamed.sequence[1]!.id = 'p2b';
    expect(companionVersion(renamed)).not.toBe(v);
  });

  it('refuses a companion definition with repeated ids', () => {
    const def = companionMini();
    def.trackers.push({ ...def.trackers[0]! } as never);
    expect(() => createCompanionModule(def)).toThrow(/tracker vp defined twice/);
  });

  it('is only the companion for the scenario "companion"', () => {
    const { modules } = setup();
    expect(modules.get('dark-sands', 'companion')).not.toBeNull();
    expect(modules.get('dark-sands')).toBeNull();
    expect(createCompanionModule(companionMini()).setup('march-1941', [1, 2, 3, 4])).toBeNull();
  });
});
