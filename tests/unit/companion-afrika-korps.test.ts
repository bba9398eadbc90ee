import { describe, expect, it } from 'vitest';
import type { CalcResult, InputValues } from '../../shared/companion/definition.js';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index.js';
import { afrikaKorpsCompanion } from '../../main/games/afrika-korps/companion/definition.js';
import { structuralChecks } from './companion-structure';
import { wordsEn, wordsIt } from '../support/companion-words';

/**
 * The Afrika Korps companion: odds and CRT from the rulebook's examples (seed 000: 7.3, 7.4, 7.5,
 * 10.2, 11.6, 14, the CRT page; research seed-000 §6.2 test cases 16–21, 30), the supply roll
 * (12.2), and the turn track read from the game data.
 */

const def = afrikaKorpsCompanion();
const combat = def.calculators.find((c) => c.id === 'combat')!;
const supply = def.calculators.find((c) => c.id === 'axis-supply')!;

const battle = (attack: number[], defence: (number | [number, 'doubled'])[]): InputValues => ({
  attackers: attack.map((a) => ({ attack: a })),
  defenders: defence.map((d) => (Array.isArray(d) ? { defence: d[0], doubled: true } : { defence: d, doubled: false })),
});
const odds = (r: CalcResult): string | undefined => r.steps.find((s) => wordsEn(s.label).startsWith('Odds'))?.value;

structuralChecks(afrikaKorpsCompanion);

describe('Afrika Korps companion: registration', () => {
  it('is registered in the companion index', () => {
    expect(COMPANION_DEFINITIONS['afrika-korps']?.().game).toBe('afrika-korps');
  });
});

describe('Afrika Korps battle calculator: odds (7.3, 7.4, CRT page)', () => {
  it.each([
    [[30], [9], '3-1'],
    [[64], [20], '3-1'],
    [[20], [64], '1-4'],
    [[7], [2], '3-1'],
    [[2], [7], '1-4'],
    [[3], [2], '1-1'],
    [[2], [3], '1-2'],
    [[5], [6], '1-2'],
    [[13], [2], '6-1'],
    [[1], [6], '1-6'],
    [[2], [12], '1-6'],
    [[10], [2], '5-1'],
  ])('%j against %j is %s, rounded in the defender\'s favour', (a, d, expected) => {
    const r = combat.compute(battle(a, d), {}, null);
    expect(odds(r)).toBe(expected);
    expect(r.invalid).toBeUndefined();
  });

  it('14:2 is automatic elimination with no roll (7.4, 9.1)', () => {
    const r = combat.compute(battle([14], [2]), {}, null);
    expect(r.outcome?.value).toBe('DE');
    expect(r.outcome?.rule).toContain('9.1');
  });

  it('1:7 and 2:13 are worse than 1-6: not allowed (7.4, 11.6)', () => {
    for (const [a, d] of [[1, 7], [2, 13], [1, 8]] as const) {
      const r = combat.compute(battle([a], [d]), {}, [1]);
      expect(r.invalid?.rule).toContain('7.4');
      expect(r.outcome).toBeUndefined();
    }
  });

  it('10.2: a 2-2-7 against a 4-4-7 on an escarpment is 2:8 = 1-4 and needs no supply (11.6 caption, 14.3)', () => {
    const r = combat.compute(battle([2], [[4, 'doubled']]), {}, null);
    expect(r.steps.some((s) => s.rule === '10.2' && s.value === '4→8')).toBe(true);
    expect(odds(r)).toBe('1-4');
    expect(r.steps.find((s) => s.rule === '14.3')).toBeDefined();
  });

  it('7.3 example: 3-3-7 against Savona 2-2-4 in the open is 1-1 and needs supply (14.1)', () => {
    const r = combat.compute(battle([3], [2]), {}, null);
    expect(odds(r)).toBe('1-1');
    expect(r.steps.find((s) => s.rule === '14.1')?.value).toBe('≥ 1-2');
  });

  it('several defenders each doubled by their own hex are added (11.2): 6 against a doubled 1-1-6 is 3-1', () => {
    const r = combat.compute(battle([2, 2, 2], [[1, 'doubled']]), {}, null);
    expect(r.steps.find((s) => wordsEn(s.label) === 'Defence factors')?.value).toBe('2');
    expect(odds(r)).toBe('3-1');
  });
});

describe('Afrika Korps battle calculator: CRT and exchange (7.5)', () => {
  it('cells the seed itself fixes: 3-1 die 6 eliminates the defenders, die 3 retreats them', () => {
    expect(combat.compute(battle([30], [9]), {}, [6]).outcome?.value).toBe('DE');
    expect(combat.compute(battle([6], [[1, 'doubled']]), {}, [3]).outcome?.value).toBe('DB2');
  });

  it('reads the player\'s own CRT when one is entered instead of the built-in one', () => {
    const crt = def.tables.find((t) => t.id === 'crt')!;
    const mine = crt.builtIn!.cells.map((row) => row.map(() => 'AE'));
    expect(combat.compute(battle([30], [9]), { crt: mine }, [6]).outcome?.value).toBe('AE');
  });

  it('exchange example 1: seven 1-1-6 against a doubled 2-3-4 at 1-1 — the defender loses all, the attacker at least 6 factors', () => {
    const crt = def.tables.find((t) => t.id === 'crt')!;
    const col = crt.cols.findIndex((c) => c.id === '1-1');
    const exDie = crt.builtIn!.cells.findIndex((row) => row[col] === 'EX') + 1;
    expect(exDie).toBeGreaterThan(0);
    const r = combat.compute(battle([1, 1, 1, 1, 1, 1, 1], [[3, 'doubled']]), {}, [exDie]);
    expect(odds(r)).toBe('1-1');
    expect(r.outcome?.value).toBe('EX');
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Exchange: the defender') && s.value === '6')).toBe(true);
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('The attacker removes') && s.value === '6')).toBe(true);
  });

  it('exchange example 2: a 3-4-6 against four 1-1-6 at 1-2 — the attacker loses all, the defender at least 3', () => {
    const crt = def.tables.find((t) => t.id === 'crt')!;
    const col = crt.cols.findIndex((c) => c.id === '1-2');
    const exDie = crt.builtIn!.cells.findIndex((row) => row[col] === 'EX') + 1;
    const r = combat.compute(battle([3], [1, 1, 1, 1]), {}, [exDie]);
    expect(odds(r)).toBe('1-2');
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Exchange: the attacker') && s.value === '3')).toBe(true);
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('The defender removes') && s.value === '3')).toBe(true);
  });

  it('the built-in CRT is the rules library\'s, with its reference source', () => {
    const crt = def.tables.find((t) => t.id === 'crt')!;
    expect(crt.builtIn?.source.kind).toBe('reference');
    expect(crt.builtIn?.cells[5]?.[crt.cols.findIndex((c) => c.id === '3-1')]).toBe('DE');
  });
});

describe('Afrika Korps supply roll (12.2)', () => {
  const roll = (turn: number, die: number, extra: InputValues = {}): CalcResult => supply.compute({ turn, port: true, onMap: 0, ...extra }, {}, [die]);

  it('April–June 1941: 1–2 sunk, 3–6 arrive', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => roll(2, d).outcome?.value)).toEqual(['Aff.', 'Aff.', '+1', '+1', '+1', '+1']);
  });
  it('July–November 1941: 1–3 sunk', () => {
    expect([1, 2, 3, 4].map((d) => roll(7, d).outcome?.value)).toEqual(['Aff.', 'Aff.', 'Aff.', '+1']);
    expect(roll(16, 3).outcome?.value).toBe('Aff.');
  });
  it('December 1941 to the end: only 1 sunk', () => {
    expect([1, 2].map((d) => roll(17, d).outcome?.value)).toEqual(['Aff.', '+1']);
    expect(roll(38, 2).outcome?.value).toBe('+1');
  });
  it('no roll on turn 1, none without a port, none with 3 supplies on the map', () => {
    expect(roll(1, 6).invalid?.rule).toBe('12.2');
    expect(roll(5, 6, { port: false }).invalid).toBeDefined();
    expect(roll(5, 6, { onMap: 3 }).invalid).toBeDefined();
  });
});

describe('Afrika Korps turn track from the game data', () => {
  it('38 turns from 1 April 1941 to 15 October 1942', () => {
    expect(def.turns).toHaveLength(38);
    expect([wordsEn(def.turns[0]!.label), wordsIt(def.turns[0]!.label)]).toEqual(['1 April 1941', '1 aprile 1941']);
    expect(wordsEn(def.turns[37]!.label)).toBe('15 October 1942');
  });
  it('events: replacements on turn 23, substitutes on 33, Axis reinforcements on 3', () => {
    expect(def.turns[22]!.events?.some((e) => e.rule === '20.1')).toBe(true);
    expect(def.turns[32]!.events?.some((e) => e.rule === '21.1')).toBe(true);
    expect(def.turns[2]!.events?.some((e) => e.rule === '19.1' && wordsEn(e.text).startsWith('Axis'))).toBe(true);
  });
  it('the sequence runs Axis then Allied, and the Allied turn ends by moving the turn marker (3.5)', () => {
    expect(def.sequence.map((s) => s.side)).toEqual(['axis', 'allied']);
    expect(def.sequence[1]!.steps!.at(-1)!.rule).toBe('3.5');
  });
});
