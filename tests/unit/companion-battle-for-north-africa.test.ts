import { describe, expect, it } from 'vitest';
import type { CalcResult, Cells, InputValues } from '../../shared/companion/definition.js';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index.js';
import { battleForNorthAfricaCompanion } from '../../main/games/battle-for-north-africa/companion/definition.js';
import { bnaOdds, comparisonDrm } from '../../main/games/battle-for-north-africa/companion/calculators/combat.js';
import { structuralChecks } from './companion-structure';
import { wordsEn, wordsIt } from '../support/companion-words';

/**
 * The Battle for North Africa companion, from the rulebook (seed 001: 2.3, 4.1.6, 4.5.2, 5.0,
 * 8.2–8.5, 9.1.2, 9.5.5) and the research's test cases T6.19–T6.21 (seed-001 §6).
 */

const def = battleForNorthAfricaCompanion();
const calc = (id: string) => def.calculators.find((c) => c.id === id)!;
const combat = calc('combat');

type U = { cs?: number; ap?: number; art?: number; armour?: boolean; supported?: boolean; isolated?: boolean };
const unit = (u: U): InputValues => ({ cs: 0, ap: 0, art: 0, armour: false, supported: false, isolated: false, ...u });
const base: InputValues = { attackerAtOnly: false, defenderAtOnly: false, fortified: false, surrounded: false, airAttacker: 0, airDefender: 0, terrain: 0 };
const fight = (a: U[], d: U[], x: InputValues = {}, tables: Record<string, Cells> = {}, dice: number[] | null = null): CalcResult =>
  combat.compute({ ...base, attackers: a.map(unit), defenders: d.map(unit), ...x }, tables, dice);
const v = (r: CalcResult, en: string): string | undefined => r.steps.find((s) => wordsEn(s.label).startsWith(en))?.value;

/** A player's odds-DRM table and CRT for the tests (invented shapes, not game values: only to drive the lookup). */
const oddsTable: Cells = [['1:1', '0'], ['2:1', '+2'], ['1:1.5', '−1']];
const crtTable: Cells = [['≤0', 'A1', 'D0'], ['1', 'A2', 'D1'], ['2', 'X', 'Y'], ['≥3', 'B', 'C']];

structuralChecks(battleForNorthAfricaCompanion);

describe('Battle for North Africa companion: registration and tables', () => {
  it('is registered, rolls a d10, and declares the CRT and odds table without cells', () => {
    expect(COMPANION_DEFINITIONS['battle-for-north-africa']?.().game).toBe('battle-for-north-africa');
    expect(def.dice).toBe('d10');
    for (const id of ['crt', 'odds-drm', 'terrain', 'axis-rp', 'allied-rp', 'air-availability', 'random-events']) {
      expect(def.tables.find((t) => t.id === id)?.builtIn, id).toBeNull();
    }
  });
  it('the Independent AM table (4.1.6): 0–2 one unit, 3–7 two, 8–9 three', () => {
    const r = [0, 1, 2, 3, 7, 8, 9].map((d) => calc('independent-am').compute({}, {}, [d]).outcome?.value);
    expect(r).toEqual(['1', '1', '1', '2', '2', '3', '3']);
  });
});

describe('Battle for North Africa odds (8.2.5)', () => {
  it('T6.19.1: 21:11 → 2:1; 10:15 → 1:1.5; 10:11 → 1:1; 30:10 → 3:1; 14:10 → 1.5:1', () => {
    expect(bnaOdds(21, 11)).toBe('2:1');
    expect(bnaOdds(10, 15)).toBe('1:1.5');
    expect(bnaOdds(10, 11)).toBe('1:1');
    expect(bnaOdds(30, 10)).toBe('3:1');
    expect(bnaOdds(14, 10)).toBe('1.5:1');
  });
});

describe('Battle for North Africa modifiers (8.2.6, 8.3, 8.4, 8.5.4)', () => {
  it('T6.20.1/T6.20.2: armour comparisons', () => {
    expect([[4, 2], [3, 2], [2, 2], [2, 0], [1, 0]].map(([a, d]) => comparisonDrm(a!, d!))).toEqual([2, 1, 0, 2, 1]);
    expect([[2, 5], [0, 1], [0, 2], [3, 5]].map(([a, d]) => comparisonDrm(a!, d!))).toEqual([-2, -1, -2, -1]);
  });
  it('anti-tank assets only: +2 is halved to +1', () => {
    const r = fight([{ cs: 4, ap: 4 }], [{ cs: 4, ap: 2 }], { attackerAtOnly: true });
    expect(v(r, 'Armour points 4 : 2 (anti-tank only')).toBe('+1');
  });
  it('T6.20.3: against a fortified defender armour gives nothing', () => {
    const r = fight([{ cs: 6, ap: 6, armour: true, supported: true }], [{ cs: 3 }], { fortified: true });
    expect(v(r, 'Fortified or entrenched')).toBe('0');
    expect(v(r, 'DRMs so far')).toBe('0');
  });
  it('T6.20.4: artillery 3 against an isolated defender\'s 3 (halved to 1) is +2', () => {
    const r = fight([{ cs: 4, art: 3 }], [{ cs: 4, art: 3, isolated: true }]);
    expect(v(r, 'Artillery points 3 : 1')).toBe('+2');
  });
  it('T6.21.1–3: armour without infantry is halved (minimum 1); isolated armour halved again', () => {
    expect(v(fight([{ cs: 5, armour: true }], [{ cs: 2 }]), 'Attacker 1: CS')).toBe('5 ½ → 2');
    expect(fight([{ cs: 5, armour: true, supported: true }], [{ cs: 2 }]).steps.some((s) => wordsEn(s.label).startsWith('Attacker 1'))).toBe(false);
    expect(v(fight([{ cs: 4 }], [{ cs: 9, armour: true, isolated: true }]), 'Defender 1: CS')).toBe('9 ½ ½ → 2');
    expect(v(fight([{ cs: 2, armour: true }], [{ cs: 2 }]), 'Attacker 1: CS')).toBe('2 ½ → 1');
  });
  it('concentric attack +1, air +1 per attacker marker and −1 per defender marker, terrain from the player', () => {
    const r = fight([{ cs: 4 }], [{ cs: 4 }], { surrounded: true, airAttacker: 2, airDefender: 1, terrain: -1 });
    expect(v(r, 'Concentric attack')).toBe('+1');
    expect(v(r, 'Air markers')).toBe('+1');
    expect(v(r, 'DRMs so far')).toBe('+1');
  });
});

describe('Battle for North Africa combat on the player\'s tables', () => {
  it('without the odds table and CRT it lists both as missing and stops before the odds DRM', () => {
    const r = fight([{ cs: 21 }], [{ cs: 11 }], {}, {}, [5]);
    expect(r.missingTables).toEqual(['odds-drm', 'crt']);
    expect(r.outcome).toBeUndefined();
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Odds DRM'))).toBe(false);
  });
  it('with them, reads the odds row by key and the CRT row of d10 + DRM (0 is zero), open-ended rows included', () => {
    const t = { 'odds-drm': oddsTable, crt: crtTable };
    const r = fight([{ cs: 21 }], [{ cs: 11 }], {}, t, [0]);
    expect(v(r, 'Odds DRM for 2:1')).toBe('+2');
    expect(v(r, 'd10 (0 is zero)')).toBe('0 +2 = 2');
    expect(r.outcome?.value).toBe('X / Y');
    expect(fight([{ cs: 10 }], [{ cs: 15 }], {}, t, [0]).outcome?.value).toBe('A1 / D0'); // 0 −1 = −1 → "≤0"
    expect(fight([{ cs: 21 }], [{ cs: 11 }], {}, t, [9]).outcome?.value).toBe('B / C'); // 11 → "≥3"
  });
  it('an odds level the player\'s table lacks is reported, not guessed', () => {
    const r = fight([{ cs: 30 }], [{ cs: 10 }], {}, { 'odds-drm': oddsTable, crt: crtTable }, [3]);
    expect(r.invalid?.rule).toBe('8.2.5');
  });
});

describe('Battle for North Africa d10 rolls', () => {
  it('initiative (5.0): higher d10 + commander DRM wins; a tie gives nobody the initiative', () => {
    const i = calc('initiative');
    expect(i.rolls).toBe(2);
    expect(i.compute({ axisDrm: 0, alliedDrm: 2 }, {}, [7, 5]).outcome?.value).toBe('none');
    expect(i.compute({ axisDrm: 1, alliedDrm: 0 }, {}, [4, 5]).outcome?.value).toBe('none');
    expect(i.compute({ axisDrm: 0, alliedDrm: 0 }, {}, [0, 9]).outcome?.value).toBe('allied');
    expect(i.compute({ axisDrm: 2, alliedDrm: 0 }, {}, [8, 9]).outcome?.value).toBe('axis');
  });
  it('commander availability (4.5.2): at or under the range is in play; above it, perhaps a random event', () => {
    const c = calc('commander');
    expect(c.compute({ range: 4 }, {}, [4]).outcome?.value).toBe('in');
    expect(c.compute({ range: 4 }, {}, [5]).outcome?.value).toBe('out');
    expect(c.compute({ range: 4 }, {}, [0]).outcome?.value).toBe('in');
  });
  it('cohesion test (8.2.8): d10 + modifier above cohesion reduces', () => {
    const c = calc('cohesion');
    expect(c.compute({ cohesion: 5, modifier: 1 }, {}, [5]).outcome?.value).toBe('reduced');
    expect(c.compute({ cohesion: 5, modifier: 0 }, {}, [5]).outcome?.value).toBe('-');
  });
  it('breakthrough (8.2.8): d10 + 1 MP, so 0 gives 1 and 9 gives 10; foot units advance instead', () => {
    const b = calc('breakthrough');
    expect(b.compute({ motorized: true }, {}, [0]).outcome?.value).toBe('1');
    expect(b.compute({ motorized: true }, {}, [9]).outcome?.value).toBe('10');
    expect(b.compute({ motorized: false }, {}, [9]).outcome?.value).toBe('advance');
  });
  it('Italian surrender (9.5.5): roll above cohesion surrenders; garrisons and support units surrender at once', () => {
    const s = calc('italian-surrender');
    expect(s.compute({ cohesion: 4, garrison: false }, {}, [5]).outcome?.value).toBe('surrenders');
    expect(s.compute({ cohesion: 4, garrison: false }, {}, [4]).outcome?.value).toBe('-');
    expect(s.compute({ cohesion: 9, garrison: true }, {}, null).outcome?.value).toBe('surrenders');
  });
  it('Axis RP (9.1.2): chart dice plus villages and Malta, summed; +70 at the end of March 1941; without the chart: missing', () => {
    const rp = calc('axis-rp');
    expect(rp.compute({ chartDice: 0, villages: 0, malta: false, march41: false }, {}, null).missingTables).toEqual(['axis-rp']);
    const r = rp.compute({ chartDice: 2, villages: 1, malta: true, march41: true }, {}, [3, 0, 9, 4]);
    expect(v(r, 'Number of d10')).toBe('4');
    expect(r.outcome?.value).toBe('86');
  });
});

describe('Battle for North Africa turns and sequence', () => {
  it('28 monthly turns, September 1940 to December 1942', () => {
    expect(def.turns).toHaveLength(28);
    expect([wordsEn(def.turns[0]!.label), wordsIt(def.turns[0]!.label)]).toEqual(['September 1940', 'settembre 1940']);
    expect(wordsEn(def.turns[27]!.label)).toBe('December 1942');
    expect(def.turns[6]!.events?.some((e) => e.rule.startsWith('9.1.2b'))).toBe(true);
  });
  it('phases A to F in order', () => {
    expect(def.sequence.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('Battle for North Africa RP allocation (4.1.4, 4.5.6, 9.2)', () => {
  const al = calc('allocation');
  it('4.1.4 example: two 15. Pz.Div. AMs (3 RP) and one Trieste AM (2 RP): allocate at least 8', () => {
    expect(al.compute({ ams: [{ cost: 3 }, { cost: 3 }, { cost: 2 }], combined: [], air: 0, kg: 0 }, {}, null).outcome?.value).toBe('8');
  });
  it('4.5.6 example: a combined operation of 3 HQs of 2 RP costs 6; air markers and Kampfgruppen add 2 each', () => {
    const r = al.compute({ ams: [], combined: [{ cost: 2 }, { cost: 2 }, { cost: 2 }], air: 1, kg: 1 }, {}, null);
    expect(r.steps.find((s) => s.rule === '4.5.6')?.value).toBe('2 + 2 + 2 = 6');
    expect(r.outcome?.value).toBe('10');
  });
});
