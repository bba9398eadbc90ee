import { describe, expect, it } from 'vitest';
import type { CalcResult, Cells, InputValues } from '../../shared/companion/definition.js';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index.js';
import { caseYellowCompanion } from '../../main/games/case-yellow/companion/definition.js';
import { oddsLabel, oddsPosition } from '../../main/games/case-yellow/companion/calculators/combat.js';
import { structuralChecks } from './companion-structure';
import { wordsEn } from '../support/companion-words';

/**
 * The Case Yellow companion, from the rulebook's examples (seed 003: 11.3 and its worked example,
 * 5.1e dive-bombing examples, the airborne example at Den Haag, 12.5) and the research's test cases
 * T32–T56, T75, T80–T83, T96–T98, T118 (seed-003 §6.2).
 */

const def = caseYellowCompanion();
const calc = (id: string) => def.calculators.find((c) => c.id === id)!;
const combat = calc('combat');

const base: InputValues = {
  attacker: 'german', attack: 6, defence: 3, terrain: 0, attackerOos: false, airAttacker: 0, airDefender: 0, marsh: false, armourBarred: false,
  panzers: 0, alliedArmourDefends: false, arko: false, alliedArmour: false, matilda: false, defenderOos: false, attackerTr: 3, defenderTr: 3, fortifiedLine: false,
};
const final = (r: CalcResult): string | undefined => r.steps.find((s) => wordsEn(s.label).startsWith('Final odds'))?.value;
const fight = (x: InputValues, dice: number[] | null = null, tables: Record<string, Cells> = {}): CalcResult => combat.compute({ ...base, ...x }, tables, dice);

/** A CRT for the tests: every cell of column c row r is `fill(col, die)`. */
function crt(fill: (col: string, die: number) => string): Cells {
  const t = def.tables.find((x) => x.id === 'crt')!;
  return t.rows.map((r) => t.cols.map((c) => fill(c.id, Number(r.id))));
}

structuralChecks(caseYellowCompanion);

describe('Case Yellow companion: registration', () => {
  it('is registered; the CRT is declared with its 8 × 6 shape and no cells', () => {
    expect(COMPANION_DEFINITIONS['case-yellow']?.().game).toBe('case-yellow');
    const t = def.tables.find((x) => x.id === 'crt')!;
    expect(t.builtIn).toBeNull();
    expect(t.cols.map((c) => c.id)).toEqual(['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1']);
    expect(t.rows).toHaveLength(6);
  });
});

describe('Case Yellow odds and column shifts (11.3)', () => {
  it('T32: 12 vs 7 is 1-1 (fractions dropped); 5 vs 12 is 1-3, 6 vs 12 is 1-2', () => {
    expect(oddsLabel(oddsPosition(12, 7))).toBe('1-1');
    expect(oddsLabel(oddsPosition(5, 12))).toBe('1-3');
    expect(oddsLabel(oddsPosition(6, 12))).toBe('1-2');
  });
  it('T33: 3 vs 13 is not allowed (below 1-3 before shifts)', () => {
    expect(fight({ attack: 3, defence: 13 }).invalid?.rule).toBe('11.3a');
  });
  it('T34: 1-3 with one terrain shift is 1-4: automatic AE', () => {
    const r = fight({ attack: 1, defence: 3, terrain: 1 });
    expect(r.outcome?.value).toBe('AE');
    expect(r.missingTables).toEqual([]);
  });
  it('T35: 9-1 with 3 terrain shifts left is 6-1', () => {
    expect(final(fight({ attack: 9, defence: 1, terrain: 3 }))).toBe('6-1');
  });
  it('beyond 6-1 after shifts reads 6-1', () => {
    expect(final(fight({ attack: 8, defence: 1, defenderOos: true }))).toMatch(/6-1/);
  });

  const example = { attack: 13, defence: 4, terrain: 2, attackerOos: true, airAttacker: 3, airDefender: 1, panzers: 3 };
  it('T36: the 11.3 example — 13 vs 4 = 3-1; Hill + ID 2L, no Attack Supply 1L, 3 Stukas vs 1 Allied air, 3 panzer divisions (2R max): 4-1', () => {
    const r = fight(example);
    expect(r.steps.find((s) => wordsEn(s.label).startsWith('Odds'))?.value).toBe('13:4 = 3-1');
    expect(r.steps.find((s) => wordsEn(s.label).startsWith('Panzer divisions'))?.value).toBe('2R');
    expect(r.steps.find((s) => wordsEn(s.label) === 'Net shift')?.value).toBe('5R − 4L = +1');
    expect(final(r)).toBe('4-1');
  });
  it('T37/T38: a 4th Stuka makes 5-1; a 5th is capped at net +2, still 5-1', () => {
    expect(final(fight({ ...example, airAttacker: 4 }))).toBe('5-1');
    const r = fight({ ...example, airAttacker: 5 });
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Net shift for a German attacker capped at 2'))).toBe(true);
    expect(final(r)).toBe('5-1');
  });
  it('T39: an Allied 2-1 with an armoured division and one air support is capped at +1: 3-1', () => {
    const r = fight({ attacker: 'allied', attack: 4, defence: 2, alliedArmour: true, airAttacker: 1 });
    expect(r.steps.some((s) => wordsEn(s.label).includes('Allied attacker capped at 1'))).toBe(true);
    expect(final(r)).toBe('3-1');
  });
  it('leftward net shifts are not capped (3L)', () => {
    expect(final(fight({ attack: 12, defence: 2, terrain: 3 }))).toBe('3-1');
  });
  it('T40: 3 panzer divisions against a hex with a French DLM: 3 − 1 = 2R', () => {
    expect(fight({ panzers: 3, alliedArmourDefends: true }).steps.find((s) => wordsEn(s.label).startsWith('Panzer divisions'))?.value).toBe('2R');
  });
  it('T41/T42: no armour shifts into or out of City or Marsh', () => {
    expect(final(fight({ panzers: 1, armourBarred: true }))).toBe('2-1');
    expect(final(fight({ attacker: 'allied', alliedArmour: true, armourBarred: true }))).toBe('2-1');
  });
  it('T43: 3 air supports into Marsh give 1 shift', () => {
    expect(fight({ airAttacker: 3, marsh: true }).steps.find((s) => wordsEn(s.label).startsWith('Attacker air support'))?.value).toBe('1R');
  });
  it('T44/T45: attacker out of supply is one left however many; defender out of supply one right', () => {
    expect(final(fight({ attackerOos: true }))).toBe('1-1');
    expect(final(fight({ defenderOos: true }))).toBe('3-1');
  });
  it('T46: ARKO gives one right', () => {
    expect(final(fight({ arko: true }))).toBe('3-1');
  });
});

describe('Case Yellow CRT: the player\'s table, tactical ratings (11.3d) and losses', () => {
  it('without the CRT it lists it as missing and stops at the final column', () => {
    const r = fight({}, [3]);
    expect(r.missingTables).toEqual(['crt']);
    expect(r.outcome).toBeUndefined();
    expect(final(r)).toBe('2-1');
  });
  it('reads the entered CRT at the final column and die', () => {
    const t = crt((col, die) => (col === '2-1' && die === 4 ? 'DL1' : 'C'));
    expect(fight({ attackerTr: 3, defenderTr: 3 }, [4], { crt: t }).outcome?.value).toBe('DL1');
  });
  it('T49: AE with the higher attacker rating becomes AL1, not C (only once)', () => {
    const r = fight({ attackerTr: 4, defenderTr: 3 }, [1], { crt: crt(() => 'AE') });
    expect(r.outcome?.value).toBe('AL1');
  });
  it('T50: C with the higher attacker rating becomes DR', () => {
    expect(fight({ attackerTr: 4, defenderTr: 2 }, [1], { crt: crt(() => 'C') }).outcome?.value).toBe('DR');
  });
  it('T51: BL1 with the higher attacker rating also retreats the defender 1 hex', () => {
    const r = fight({ attackerTr: 4, defenderTr: 3 }, [1], { crt: crt(() => 'BL1') });
    expect(r.outcome?.value).toBe('BL1');
    expect(r.steps.some((s) => s.rule.startsWith('11.3d') && wordsEn(s.label).includes('retreats 1 hex'))).toBe(true);
  });
  it('T52/T53: ENG with equal ratings costs each side a step; unequal, only the lower side', () => {
    expect(fight({ attackerTr: 3, defenderTr: 3 }, [1], { crt: crt(() => 'ENG') }).steps.some((s) => s.value === '1 + 1')).toBe(true);
    expect(fight({ attackerTr: 4, defenderTr: 3 }, [1], { crt: crt(() => 'ENG') }).steps.some((s) => wordsEn(s.label).startsWith('Engaged: the defender'))).toBe(true);
  });
  it('no rating change against an undestroyed fortified line (11.7b)', () => {
    expect(fight({ attackerTr: 5, defenderTr: 1, fortifiedLine: true }, [1], { crt: crt(() => 'C') }).outcome?.value).toBe('C');
  });
  it('lower attacker rating leaves AE as AE', () => {
    expect(fight({ attackerTr: 2, defenderTr: 3 }, [1], { crt: crt(() => 'AE') }).outcome?.value).toBe('AE');
  });
  it('the CRT cell pattern accepts the eight result codes and nothing else', () => {
    const t = def.tables.find((x) => x.id === 'crt')!;
    const re = new RegExp(t.cellPattern);
    expect(['AE', 'AL1', 'C', 'BL1', 'ENG', 'DR', 'DL1', 'DE'].every((c) => re.test(c))).toBe(true);
    expect(re.test('EX')).toBe(false);
  });
});

describe('Case Yellow die-roll tables', () => {
  const stuka = calc('stuka');
  it('T80: Stuka against a TR 3 corps in Woods with an ID marker: −1 (not −2); roll 3 → 2 = NE', () => {
    const r = stuka.compute({ port: false, lowTr: false, terrain: '-1' }, {}, [3]);
    expect(r.steps.find((s) => wordsEn(s.label) === 'Total DRM')?.value).toBe('−1');
    expect(r.outcome?.value).toBe('NE');
  });
  it('T81: Stuka against a TR 2 corps in Town + DW: +1 −1 = 0; roll 6 = DIS + DL1', () => {
    const r = stuka.compute({ port: false, lowTr: true, terrain: '-1' }, {}, [6]);
    expect(r.steps.find((s) => wordsEn(s.label) === 'Total DRM')?.value).toBe('0');
    expect(r.outcome?.value).toBe('DIS+DL1');
  });
  it('T83: against the Dynamo port no DRMs apply and a 1 loses the Stuka', () => {
    expect(stuka.compute({ port: true, lowTr: true, terrain: '-2' }, {}, [1]).outcome?.value).toBe('NE*');
    expect(wordsEn(stuka.compute({ port: true, lowTr: false, terrain: '0' }, {}, [4]).outcome?.label)).toContain('Port capacity');
    expect(stuka.compute({ port: false, lowTr: false, terrain: '0' }, {}, [1]).outcome?.value).toBe('NE');
  });
  it('T75: bridgehead on turn 1 by a TR 4 panzer against a hex with an Allied unit and DW: d6 + 1, succeeds on 3+', () => {
    const b = calc('bridgehead');
    const x = { turn1: true, highTr: true, allied: true, works: true };
    expect(b.compute(x, {}, null).steps.find((s) => wordsEn(s.label) === 'Total DRM')?.value).toBe('+1');
    expect(b.compute(x, {}, [2]).outcome?.value).toBe('NO');
    expect(b.compute(x, {}, [3]).outcome?.value).toBe('YES');
  });
  it('T118: paratroops into Den Haag (city) roll 4 → 7: E; the 22nd rolls 5 +3 = 8: loses a step, re-roll 3 survives; a 6 eliminates', () => {
    const a = calc('airborne');
    expect(a.compute({ unit: 'para', terrain: 'city', paraLost: false }, {}, [4]).outcome?.value).toBe('E');
    const ll = a.compute({ unit: 'll22', terrain: 'city', paraLost: true }, {}, [5, 3]);
    expect(ll.steps.find((s) => wordsEn(s.label) === 'Modified roll')?.value).toBe('5 +3 = 8');
    expect(wordsEn(ll.outcome?.label)).toBe('The division loses a step');
    expect(wordsEn(a.compute({ unit: 'll22', terrain: 'open', paraLost: true }, {}, [5, 6]).outcome?.label)).toBe('Division eliminated');
  });
  it('airborne examples: Gouda (town) 2 + 1 = 3 → X; a DW hex 4 + 1 = 5 → X', () => {
    const a = calc('airborne');
    expect(a.compute({ unit: 'para', terrain: 'town', paraLost: false }, {}, [2]).outcome?.value).toBe('X');
    expect(a.compute({ unit: 'para', terrain: 'dw', paraLost: false }, {}, [4]).outcome?.value).toBe('X');
  });
  it('variable VP, action markers, air supports and Eben Emael read their seed tables', () => {
    expect(calc('variable-vp').compute({ column: 'belgian-surrender' }, {}, [1]).outcome?.value).toBe('2');
    expect(calc('action-markers').compute({ column: 'allied-2-6' }, {}, [1]).outcome?.value).toBe('2');
    expect(calc('air-support').compute({ column: 'german-2-10' }, {}, [6]).outcome?.value).toBe('6');
    expect(calc('eben-emael').compute({}, {}, [2]).outcome?.value).toBe('NO');
    expect(calc('eben-emael').compute({}, {}, [3]).outcome?.value).toBe('DE');
  });
});

describe('Case Yellow surrender (12.5)', () => {
  const s = calc('surrender');
  const none = { dutchCities: 0, dutchTowns: 0, bombed: false, antwerp: false, brussels: false, ghent: false, ostend: false, belgianUnits: 3 };
  it('T96: 5 Dutch cities + 3 towns: the Netherlands surrender', () => {
    expect(s.compute({ ...none, dutchCities: 5, dutchTowns: 3 }, {}, null).outcome?.value).toBe('NL');
  });
  it('T97: 5 cities and a 6th terror-bombed this End Phase: surrender', () => {
    expect(s.compute({ ...none, dutchCities: 5, bombed: true }, {}, null).outcome?.value).toBe('NL');
    expect(s.compute({ ...none, dutchCities: 5, dutchTowns: 2 }, {}, null).outcome?.value).toBe('-');
  });
  it('T98: Antwerp, Brussels, Ghent but not Ostend with a Belgian unit alive: no surrender; all four or no units: surrender', () => {
    expect(s.compute({ ...none, antwerp: true, brussels: true, ghent: true, belgianUnits: 1 }, {}, null).outcome?.value).toBe('-');
    expect(s.compute({ ...none, antwerp: true, brussels: true, ghent: true, ostend: true }, {}, null).outcome?.value).toBe('BE');
    expect(s.compute({ ...none, belgianUnits: 0 }, {}, null).outcome?.value).toBe('BE');
  });
});

describe('Case Yellow sequence and trackers', () => {
  it('runs Air, Supply, Action, End; the End Phase has its 11 segments in order 12.2 … 12.12', () => {
    expect(def.sequence.map((x) => x.id)).toEqual(['air', 'supply', 'action', 'end']);
    expect(def.sequence[3]!.steps!.map((x) => x.rule)).toEqual(['12.2', '12.3', '12.4', '12.5', '12.6', '12.7', '12.8', '12.9', '12.10', '12.11', '12.12']);
  });
  it('the action-marker cup caps 2 movement and 2 combat rounds and 2 in a row', () => {
    const cup = def.trackers.find((t) => t.id === 'action-markers');
    expect(cup?.kind).toBe('cup');
    if (cup?.kind === 'cup') expect(cup.limits?.map((l) => [l.id, l.max, l.per ?? 'turn'])).toEqual([['movement', 2, 'turn'], ['combat', 2, 'turn'], ['in-a-row', 2, 'in-a-row']]);
  });
});

describe('Case Yellow overrun (10.3c)', () => {
  const o = calc('overrun');
  const base = { attack: 10, defence: 1, terrain: 0, stacked: true, barred: false, disrupted: false };
  it('T21: Pz 1 + Pz 2 (CS 10) against a CS 1 unit in the open: 10-1 ≥ 9-1, disrupted and retreated', () => {
    expect(o.compute(base, {}, null).outcome?.value).toBe('disrupted');
  });
  it('T22: in Woods (1L) 9-1 is allowed; in Woods with Improved Defense (2L) 8-1 is not', () => {
    expect(o.compute({ ...base, terrain: 1 }, {}, null).outcome?.value).toBe('disrupted');
    expect(o.compute({ ...base, terrain: 2 }, {}, null).outcome?.value).toBe('no');
  });
  it('T23: an already disrupted target is eliminated', () => {
    expect(o.compute({ ...base, disrupted: true }, {}, null).outcome?.value).toBe('eliminated');
  });
  it('T24/T25: not across a river or into barred terrain; only a group stacked since the start of the round', () => {
    expect(o.compute({ ...base, barred: true }, {}, null).invalid?.rule).toBe('10.3c');
    expect(o.compute({ ...base, stacked: false }, {}, null).invalid?.rule).toBe('10.3c');
  });
});
