import { describe, expect, it } from 'vitest';
import { hexName } from '../../shared/engine/ids';
import { act, ak, newGame, position, refusal, toCombat, where } from './fixtures/ak-play';
import { step } from '../../main/engine/core';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { board } from './fixtures/ak-board';
import { battleSupplies } from '../../main/games/afrika-korps/play/supply';

/**
 * Compulsory combat over a whole combat phase (8.4, 11.3.1, 23.2), the supply of automatic
 * victories (9.6), the units that close a surrounded defender's retreat (9.3) and the supply of
 * battles after an enemy retreat (14.2), from the Italian third edition (seed 000).
 */

const codes = (messages: { code: string }[]) => messages.map((m) => m.code);
const quiet = { 'gb-22gds': 'I33', 'allied-supply-1': 'I33' };

describe('a unit next to several enemy units must attack them all, unless others take some on (8.4, 11.3.1)', () => {
  // Ariete (4-5-6) at Q31 between a 1-1-6 at Q32 and a 3-3-7 at R31; its supply at P29.
  const between = { 'it-ariete': 'Q31', 'gb-50inf-69': 'Q32', 'gb-7arm-7': 'R31', 'axis-supply-1': 'P29', ...quiet };

  it('refuses a lone unit attacking one of two enemies at better odds, and End combat before it fights', () => {
    const s = toCombat(position(between));
    expect(ak.view(s, null).play!.owed).toEqual({ attackers: ['it-ariete'], defenders: ['gb-50inf-69', 'gb-7arm-7'] });
    // 4:1 against the 1-1-6 alone would leave the 3-3-7 with nobody able to attack it.
    expect(refusal(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] })).toMatchObject({
      reason: 'enemyLeftUnattacked',
      rule: '11.3.1',
      params: { unit: 'gb-7arm-7', attacker: 'it-ariete' },
    });
    expect(refusal(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-7arm-7'] })).toMatchObject({ reason: 'enemyLeftUnattacked', params: { unit: 'gb-50inf-69' } });
    // The owed battle exists (both at once, 4:4 = 1-1): End combat is refused, not a removal.
    expect(refusal(s, { type: 'endCombat' })).toMatchObject({ reason: 'attacksOwed', rule: '8.4' });
    const both = act(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69', 'gb-7arm-7'] }, [1]);
    expect(both.messages[0]).toMatchObject({ code: 'battle', params: { attack: 4, defence: 4, odds: '1-1', result: 'DE' } });
    expect(ak.view(both.state, null).play!.owed).toEqual({ attackers: [], defenders: [] });
    expect(act(both.state, { type: 'endCombat' }).state.phase).toBe('axis.end');
  });

  it('lets the unit take one enemy when another unit can still attack the other; End combat waits for that battle', () => {
    // Folgore (1-1-7) at R30 is next to the 3-3-7 too: it can soak it off at 1-3.
    const s = toCombat(position({ ...between, 'it-folgere': 'R30' }));
    const first = act(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] }, [1]);
    expect(first.messages[0]).toMatchObject({ params: { odds: '4-1', result: 'DE' } });
    expect(ak.view(first.state, null).play!.owed).toEqual({ attackers: ['it-folgere'], defenders: ['gb-7arm-7'] });
    expect(refusal(first.state, { type: 'endCombat' })).toMatchObject({ reason: 'attacksOwed', rule: '8.4' });
    const soak = act(first.state, { type: 'attack', attackers: ['it-folgere'], defenders: ['gb-7arm-7'] }, [5]);
    expect(soak.messages[0]).toMatchObject({ params: { odds: '1-3', result: 'AE' } });
    expect(act(soak.state, { type: 'endCombat' }).state.phase).toBe('axis.end');
  });

  it('in a chain of two attackers and three enemies, each battle must leave every enemy within reach of a fresh unit', () => {
    // 21/104 (3-3-10) at Q31 is next to 1-1-6s at P31 and R32; Ariete (4-5-6) at S32 is next to R32 and to a 1-1-6 at T33.
    const s = toCombat(
      position({ 'de-21pz-104': 'Q31', 'it-ariete': 'S32', 'gb-50inf-69': 'P31', 'gb-50inf-150': 'R32', 'gb-50inf-151': 'T33', 'axis-supply-1': 'P29', 'axis-supply-2': 'T31', ...quiet }),
    );
    expect(ak.view(s, null).play!.owed).toEqual({ attackers: ['de-21pz-104', 'it-ariete'], defenders: ['gb-50inf-150', 'gb-50inf-151', 'gb-50inf-69'] });
    // 104 on the middle enemy leaves P31 to nobody; Ariete on it leaves T33 to nobody.
    expect(refusal(s, { type: 'attack', attackers: ['de-21pz-104'], defenders: ['gb-50inf-150'] })).toMatchObject({ reason: 'enemyLeftUnattacked', rule: '11.3.1', params: { unit: 'gb-50inf-69' } });
    expect(refusal(s, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-150'] })).toMatchObject({ reason: 'enemyLeftUnattacked', params: { unit: 'gb-50inf-151', attacker: 'it-ariete' } });
    // 104 on P31 alone leaves R32 to Ariete, who must then take R32 and T33 together.
    const first = act(s, { type: 'attack', attackers: ['de-21pz-104'], defenders: ['gb-50inf-69'] }, [1]);
    expect(first.messages[0]).toMatchObject({ params: { odds: '3-1', result: 'DE' } });
    expect(refusal(first.state, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-151'] })).toMatchObject({ reason: 'enemyLeftUnattacked', params: { unit: 'gb-50inf-150' } });
    expect(refusal(first.state, { type: 'endCombat' })).toMatchObject({ reason: 'attacksOwed' });
    const second = act(first.state, { type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-150', 'gb-50inf-151'] }, [1]);
    expect(second.messages[0]).toMatchObject({ params: { odds: '2-1', result: 'DE' } });
    expect(act(second.state, { type: 'endCombat' }).state.phase).toBe('axis.end');
  });

  it('refuses a battle that takes the only enemy another fresh unit in its ZOC could attack (11.3.3)', () => {
    // Savona (2-2-4) at P30 is in the ZOC of the 1-1-6 at P31 alone; 21/104 (3-3-10) at Q31 is next to it too.
    const s = toCombat(position({ 'it-savona': 'P30', 'de-21pz-104': 'Q31', 'gb-50inf-69': 'P31', 'axis-supply-1': 'P29', ...quiet }));
    expect(refusal(s, { type: 'attack', attackers: ['de-21pz-104'], defenders: ['gb-50inf-69'] })).toMatchObject({ reason: 'attackerLeftOut', rule: '11.3.3', params: { unit: 'it-savona' } });
    const both = act(s, { type: 'attack', attackers: ['de-21pz-104', 'it-savona'], defenders: ['gb-50inf-69'] }, [1]);
    expect(both.messages[0]).toMatchObject({ params: { odds: '5-1', result: 'DE' } });
    expect(act(both.state, { type: 'endCombat' }).messages.filter((m) => m.code === 'forcedElimination')).toEqual([]);
  });
});

describe('a fortress garrison that attacks must attack every enemy unit next to it (23.2)', () => {
  // Allied turn: a 4-4-7 and a 1-1-6 hold Tobruch (G25) with a supply; Savona (2-2-4) at F25 and Bologna (2-2-4) at H26.
  const siege = { 'gb-7arm-4': 'G25', 'allied-supply-1': 'G25', 'it-savona': 'F25', 'it-bologna': 'H26', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' };

  it('need not attack at all; if it does, one of two adjacent enemies is not enough', () => {
    const s = toCombat(position(siege, { side: 'allied' }));
    // No ZOC into or out of the fortress (19.5, A-10): nothing is owed.
    expect(ak.view(s, null).play!.owed).toEqual({ attackers: [], defenders: [] });
    expect(refusal(s, { type: 'attack', attackers: ['gb-7arm-4'], defenders: ['it-savona'] })).toMatchObject({
      reason: 'enemyLeftUnattacked',
      rule: '23.2',
      params: { unit: 'it-bologna', attacker: 'gb-7arm-4' },
    });
    const both = act(s, { type: 'attack', attackers: ['gb-7arm-4'], defenders: ['it-bologna', 'it-savona'] }, [1]);
    expect(both.messages[0]).toMatchObject({ code: 'battle', params: { attack: 4, defence: 4, odds: '1-1', result: 'DE' } });
    expect(act(both.state, { type: 'endCombat' }).state.phase).toBe('allied.end');
    // Not attacking is fine (23.2, first sentence).
    expect(act(s, { type: 'endCombat' }).state.phase).toBe('allied.end');
  });

  it('may split the garrison; the other adjacent enemy is then owed and End combat waits for it', () => {
    const s = toCombat(position({ ...siege, 'gb-50inf-69': 'G25' }, { side: 'allied' }));
    const first = act(s, { type: 'attack', attackers: ['gb-7arm-4'], defenders: ['it-savona'] }, [1]);
    expect(first.messages[0]).toMatchObject({ params: { odds: '2-1', result: 'DE' } });
    expect(ak.view(first.state, null).play!.owed.defenders).toEqual(['it-bologna']);
    expect(refusal(first.state, { type: 'endCombat' })).toMatchObject({ reason: 'attacksOwed', rule: '8.4' });
    const second = act(first.state, { type: 'attack', attackers: ['gb-50inf-69'], defenders: ['it-bologna'] }, [4]);
    expect(second.messages[0]).toMatchObject({ params: { odds: '1-2', result: 'AB2' } });
  });

  it('option garrisonSortie: by default the garrison must take them all itself; "shared" lets a unit outside take one on', () => {
    // Axis turn: 21/104 (3-3-10) holds Tobruch; 1-1-6s at F25 and H26; Savona (2-2-4) at H27 is next to H26 only.
    const placed = { 'de-21pz-104': 'G25', 'axis-supply-1': 'G25', 'gb-50inf-69': 'F25', 'gb-50inf-150': 'H26', 'it-savona': 'H27', ...quiet };
    // The Axis holds Tobruch: its supply roll comes first (12.2); a 1 sinks it.
    const rolled = (st: AkState) => toCombat(act(st, { type: 'rollSupply' }, [1]).state);
    const strict = rolled(position(placed));
    expect(refusal(strict, { type: 'attack', attackers: ['de-21pz-104'], defenders: ['gb-50inf-69'] })).toMatchObject({ reason: 'enemyLeftUnattacked', rule: '23.2', params: { unit: 'gb-50inf-150' } });
    const set = act(position(placed), { type: 'setOption', option: 'garrisonSortie', value: 'shared' });
    expect(set.messages[0]).toMatchObject({ code: 'optionSet', params: { option: 'garrisonSortie', value: 'shared' }, rule: '23.2' });
    const shared = rolled(set.state);
    const sortie = act(shared, { type: 'attack', attackers: ['de-21pz-104'], defenders: ['gb-50inf-69'] }, [1]);
    expect(sortie.messages[0]).toMatchObject({ params: { odds: '3-1', result: 'DE' } });
    expect(ak.view(sortie.state, null).play!.owed).toEqual({ attackers: ['it-savona'], defenders: ['gb-50inf-150'] });
    expect(act(sortie.state, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-150'] }, [1]).messages[0]).toMatchObject({ params: { odds: '2-1' } });
  });

  it('by default, once the garrison has sallied, the enemies it owes are fought with one of its units (23.2)', () => {
    // 21/104 and Bologna (2-2-4) hold Tobruch; Savona at H27 is in the ZOC of the 1-1-6 at H26.
    const placed = { 'de-21pz-104': 'G25', 'it-bologna': 'G25', 'axis-supply-1': 'G25', 'gb-50inf-69': 'F25', 'gb-50inf-150': 'H26', 'it-savona': 'H27', ...quiet };
    const s = toCombat(act(position(placed), { type: 'rollSupply' }, [1]).state);
    const sortie = act(s, { type: 'attack', attackers: ['de-21pz-104'], defenders: ['gb-50inf-69'] }, [1]);
    expect(refusal(sortie.state, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-150'] })).toMatchObject({ reason: 'sortieTargetTaken', rule: '23.2', params: { unit: 'gb-50inf-150', hex: 'G25' } });
    const joint = act(sortie.state, { type: 'attack', attackers: ['it-bologna', 'it-savona'], defenders: ['gb-50inf-150'] }, [1]);
    expect(joint.messages[0]).toMatchObject({ params: { attack: 4, defence: 1, odds: '4-1', result: 'DE' } });
    expect(act(joint.state, { type: 'endCombat' }).state.phase).toBe('axis.end');
  });
});

describe('an automatic victory cannot open its own supply line (9.6); A-14 still holds for battles in combat', () => {
  // 21/5 (7-7-10) at P30 next to a 1-1-6 at P31: 7-1. The only supply, at P33, is three hexes away
  // through Q31 and Q32, both in the 1-1-6's ZOC; around it the line is longer than five hexes.
  const pos = { 'de-21pz-5': 'P30', 'gb-50inf-69': 'P31', 'axis-supply-1': 'P33', ...quiet };

  it('refuses the automatic victory for want of a line clear of the defender, and allows the battle in combat', () => {
    let s = act(position(pos), { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'declareAv', attackers: ['de-21pz-5'], defenders: ['gb-50inf-69'] })).toMatchObject({ reason: 'noSupply', rule: '9.6' });
    // Without the supply at all it is the plain 9.2 refusal.
    const dry = act(position({ 'de-21pz-5': 'P30', 'gb-50inf-69': 'P31', 'axis-supply-1': 'W6', ...quiet }), { type: 'endArrival' }).state;
    expect(refusal(dry, { type: 'declareAv', attackers: ['de-21pz-5'], defenders: ['gb-50inf-69'] })).toMatchObject({ reason: 'noSupply', rule: '9.2' });
    // In combat the ZOC of the unit attacked does not block its battle's line: the 7-1 is fought.
    s = act(s, { type: 'endMovement' }).state;
    expect(where(s, 'de-21pz-5')).toBe('P30');
    const fought = act(s, { type: 'attack', attackers: ['de-21pz-5'], defenders: ['gb-50inf-69'] });
    expect(fought.messages[0]).toMatchObject({ code: 'battle', params: { odds: 'auto-elimination' } });
  });
});

describe('the units closing a surrounded defender\'s retreat stay put after a 5-1 automatic victory (9.3); no battle without its die', () => {
  // 21/104 (3-3-10) at P30 and Savona (2-2-4) at O30: 5-1 on a 1-1-6 at P31. 15/8 at Q33, not next
  // to it, closes P32 and Q32, its last ways out.
  const pos = { 'de-21pz-104': 'P30', 'it-savona': 'O30', 'de-15pz-8': 'Q33', 'gb-50inf-69': 'P31', 'axis-supply-1': 'P29', ...quiet };

  it('freezes the unit cutting the retreat with the attackers', () => {
    let s = act(position(pos), { type: 'endArrival' }).state;
    const av = act(s, { type: 'declareAv', attackers: ['de-21pz-104', 'it-savona'], defenders: ['gb-50inf-69'] });
    expect(av.messages).toContainEqual({ code: 'retreatCut', params: { units: 'de-15pz-8', defenders: 'gb-50inf-69' }, rule: '9.3' });
    s = av.state;
    expect(refusal(s, { type: 'move', units: ['de-15pz-8'], to: 'R34' })).toMatchObject({ reason: 'frozen', rule: '9.3', params: { unit: 'de-15pz-8' } });
    expect(refusal(s, { type: 'move', units: ['it-savona'], to: 'N30' })).toMatchObject({ reason: 'frozen', rule: '9.2' });
    const ended = act(s, { type: 'endMovement' });
    expect(ended.messages[0]).toMatchObject({ code: 'battle', params: { odds: '5-1', die: '-', result: 'auto' }, rule: '9.1' });
    expect(where(ended.state, 'gb-50inf-69')).toBe('eliminated');
  });

  it('a 7-1 needs no unit to close the retreat: nobody else is frozen', () => {
    const s = act(position({ ...pos, 'de-21pz-104': 'N31', 'de-21pz-5': 'P30' }), { type: 'endArrival' }).state;
    const av = act(s, { type: 'declareAv', attackers: ['de-21pz-5'], defenders: ['gb-50inf-69'] });
    expect(codes(av.messages)).toEqual(['automaticVictory']);
    expect(act(av.state, { type: 'move', units: ['de-15pz-8'], to: 'R34' }).state.units['de-15pz-8']!.hex).toBe('R34');
  });

  it('an automatic victory that no longer holds at the end of movement lapses and is fought in combat with a rolled die', () => {
    let s = act(position(pos), { type: 'endArrival' }).state;
    s = act(s, { type: 'declareAv', attackers: ['de-21pz-104', 'it-savona'], defenders: ['gb-50inf-69'] }).state;
    // However the position came about (a counter knocked off the table, an edited save), 15/8 is gone from Q33.
    s = { ...s, units: { ...s.units, 'de-15pz-8': { ...s.units['de-15pz-8']!, hex: hexName('T36') } } };
    const ended = act(s, { type: 'endMovement' });
    expect(codes(ended.messages)).not.toContain('battle');
    expect(ended.messages[0]).toMatchObject({ code: 'avLapsed', params: { defender: 'gb-50inf-69', attackers: 'de-21pz-104, it-savona' }, rule: '9.1' });
    s = ended.state;
    expect(where(s, 'gb-50inf-69')).toBe('P31');
    expect(ak.view(s, null).play!.owed.defenders).toEqual(['gb-50inf-69']);
    // The ordinary 5-1 asks for its die; it is settled by the die given, here a DB2.
    expect(refusal(s, { type: 'attack', attackers: ['de-21pz-104', 'it-savona'], defenders: ['gb-50inf-69'] })).toMatchObject({ reason: 'diceNeeded' });
    const fought = act(s, { type: 'attack', attackers: ['de-21pz-104', 'it-savona'], defenders: ['gb-50inf-69'] }, [2]);
    expect(fought.messages[0]).toMatchObject({ code: 'battle', params: { odds: '5-1', die: 2, result: 'DB2' } });
  });
});

describe('enemy units that retreated in the combat phase do not affect the supply of later battles (14.2, last sentence)', () => {
  // 21/104 (3-3-10) at P30 owes a 3-1 on a 1-1-6 at P31; its supply is at P34. Savona (2-2-4) at M32
  // first attacks a 1-1-6 at N32, with a supply of its own at L33; the loser retreats to P32.
  const pos = { 'de-21pz-104': 'P30', 'gb-50inf-69': 'P31', 'axis-supply-1': 'P34', 'it-savona': 'M32', 'gb-50inf-150': 'N32', 'axis-supply-2': 'L33', ...quiet };

  it('lets the later battle trace its line through the retreated unit\'s ZOC', () => {
    // At P32 the retreated 1-1-6 would cut every line of five hexes to P34.
    const after = board(['de-21pz-104', 'P30'], ['gb-50inf-69', 'P31'], ['axis-supply-1', 'P34'], ['gb-50inf-150', 'P32']);
    expect(battleSupplies(after, 'axis', ['de-21pz-104'], ['gb-50inf-69'], [])).toBeNull();
    let s = toCombat(position(pos));
    const first = act(s, { type: 'attack', attackers: ['it-savona'], defenders: ['gb-50inf-150'] }, [3]);
    expect(first.messages[0]).toMatchObject({ params: { odds: '2-1', result: 'DB2' } });
    expect(ak.view(first.state, null).play!.pending!.ends!['gb-50inf-150']).toContain('P32');
    s = act(first.state, { type: 'retreat', unit: 'gb-50inf-150', to: 'P32' }).state;
    expect(s.rules.pending).toBeNull();
    expect(where(s, 'axis-supply-1')).toBe('P34');
    const later = act(s, { type: 'attack', attackers: ['de-21pz-104'], defenders: ['gb-50inf-69'] }, [1]);
    expect(later.messages[0]).toMatchObject({ code: 'battle', params: { odds: '3-1', result: 'DE', supplies: 'axis-supply-1' } });
  });
});

describe('a battle is never settled with a die that was not rolled or typed for it (9.1, 7.3)', () => {
  it('in random play, every battle with a die was fought in a step that rolled exactly that die', { timeout: 120_000 }, () => {
    let seed = 12345;
    const chooser = {
      int: (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n),
      chance: (p: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648 < p),
    };
    let s = newGame();
    let battles = 0;
    for (let i = 0; i < 1500; i++) {
      const action = ak.randomAction!(s, chooser);
      if (!action) break;
      const r = step(ak, s, { action }, 'app');
      if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(r.refusal)}`);
      const rolled = r.dice.flatMap((d) => d.values);
      for (const m of r.messages.filter((x) => x.code === 'battle')) {
        battles++;
        const die = (m.params as Record<string, unknown>).die;
        if (die === '-') expect(['auto', 'capture']).toContain((m.params as Record<string, unknown>).result);
        else expect(rolled).toEqual([die]);
      }
      s = r.state as AkState;
    }
    expect(battles).toBeGreaterThan(0);
  });
});
