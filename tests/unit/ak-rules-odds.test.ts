import { describe, expect, it } from 'vitest';
import {
  AK_CRT,
  CRT_COLUMNS,
  CRT_RESULTS,
  adjacent,
  battleOdds,
  crtResult,
  defenceFactor,
  explainBattle,
  isEscarpment,
  needsSupply,
  oddsColumn,
  reducedOdds,
  resultProbabilities,
  unitSpec,
  type Board,
  type CrtColumn,
} from '../../main/games/afrika-korps/rules/index.js';
import { GameDataSchema } from '../../shared/games/descriptor.js';
import { akData, board } from './fixtures/ak-board';

/**
 * Afrika Korps odds and the CRT, from the rulebook (seed 000_9dce4600f0004f56.txt: 7.3, 7.4, 7.5,
 * 8.5, 10.2, 11.6, 14.1, 14.3, 23.1, the CRT page) and the research's test cases ("T<n>").
 */

const data = akData;
const factors = (id: string): string => {
  const u = unitSpec(data, id)!;
  return `${u.attack}-${u.defence}-${u.movement}`;
};

describe('odds (7.3, 7.4, CRT page)', () => {
  it('7.3: fractions are rounded in the defender\'s favour — 7:2 is 3-1, 2:7 is 1-4', () => {
    expect(oddsColumn(7, 2)).toBe('3-1');
    expect(oddsColumn(2, 7)).toBe('1-4');
    expect(reducedOdds(7, 2)).toEqual({ attacker: 3, defender: 1 });
    expect(reducedOdds(2, 7)).toEqual({ attacker: 1, defender: 4 });
  });

  it('CRT page: 30 against 9 reduces to 3-1; 64:20 (3 1/5 to 1) is 3-1; 20:64 (1 to 3 1/5) is 1-4', () => {
    expect(oddsColumn(30, 9)).toBe('3-1');
    expect(oddsColumn(64, 20)).toBe('3-1');
    expect(oddsColumn(20, 64)).toBe('1-4');
  });

  it('T16: the research\'s odds list', () => {
    const cases: [number, number, string][] = [
      [3, 2, '1-1'],
      [2, 3, '1-2'],
      [5, 6, '1-2'],
      [10, 2, '5-1'],
      [2, 6, '1-3'],
      [2, 8, '1-4'],
      [6, 2, '3-1'],
      [7, 6, '1-1'],
      [3, 4, '1-2'],
      [13, 2, '6-1'],
      [1, 6, '1-6'],
      [2, 12, '1-6'],
    ];
    for (const [a, d, col] of cases) expect(oddsColumn(a, d), `${a}:${d}`).toBe(col);
  });

  it('A-05 (7.4 + the CRT note): 7-1 or more after rounding is automatic elimination, no roll; 6-1 is rolled', () => {
    expect(oddsColumn(14, 2)).toBe('auto-elimination');
    expect(oddsColumn(7, 1)).toBe('auto-elimination');
    expect(oddsColumn(100, 3)).toBe('auto-elimination');
    expect(oddsColumn(13, 2)).toBe('6-1');
    expect(resultProbabilities('auto-elimination')).toEqual([{ result: 'DE', dice: [], sixths: 6, probability: 1 }]);
  });

  it('7.4, 11.6: worse than 1-6 is not allowed — 1:7, 2:13, 1:8', () => {
    expect(oddsColumn(1, 7)).toBe('not-allowed');
    expect(oddsColumn(2, 13)).toBe('not-allowed');
    expect(oddsColumn(1, 8)).toBe('not-allowed');
    expect(resultProbabilities('not-allowed')).toEqual([]);
  });

  it('every total maps onto the CRT columns monotonically', () => {
    const order = ['not-allowed', ...CRT_COLUMNS, 'auto-elimination'];
    for (let d = 1; d <= 40; d++) {
      let last = 0;
      for (let a = 1; a <= 120; a++) {
        const i = order.indexOf(oddsColumn(a, d));
        expect(i).toBeGreaterThanOrEqual(last);
        last = i;
      }
    }
  });

  it('14.1, 14.3: 1-2 or better (and automatic elimination, 9.2) needs a supply; 1-3 or worse does not', () => {
    expect(needsSupply('1-2')).toBe(true);
    expect(needsSupply('1-1')).toBe(true);
    expect(needsSupply('6-1')).toBe(true);
    expect(needsSupply('auto-elimination')).toBe(true);
    expect(needsSupply('1-3')).toBe(false);
    expect(needsSupply('1-6')).toBe(false);
    expect(needsSupply('not-allowed')).toBe(false);
  });
});

describe('battles on the map (7.3, 8.5, 8.7, 10.2, 11.1, 11.2, 23.1)', () => {
  it('7.3 example / T17: the British 7th mechanised brigade (3-3-7) against Savona (2-2-4) is 3-2, i.e. 1-1, and needs a supply', () => {
    expect(factors('gb-7arm-7')).toBe('3-3-7');
    expect(factors('it-savona')).toBe('2-2-4');
    const b = board(['gb-7arm-7', 'K41'], ['it-savona', 'K42']);
    expect(battleOdds(b, ['gb-7arm-7'], ['it-savona'])).toEqual({ attack: 3, defence: 2, column: '1-1', doubled: [], needsSupply: true });
    expect(explainBattle(b, ['gb-7arm-7'], ['it-savona'])).toBeNull();
  });

  it('10.2: defence is doubled in a fortress or escarpment hex whatever hex the attacker is in', () => {
    // 1-1-6 on escarpment L39 attacked from clear M39, from escarpment L38 and from escarpment L40.
    expect(isEscarpment(data, 'L39')).toBe(true);
    for (const from of ['M39', 'L38', 'L40']) {
      const b = board(['au-7a-1', 'L39'], ['it-ariete', from]);
      expect(adjacent(data, from, 'L39')).toBe(true);
      expect(defenceFactor(b, 'au-7a-1')).toEqual({ base: 1, doubled: true, value: 2 });
      expect(battleOdds(b, ['it-ariete'], ['au-7a-1']).column).toBe('2-1');
    }
    // In Tobruch (fortress) as well; in clear terrain and at a base not.
    expect(defenceFactor(board(['au-9a-20', 'G25']), 'au-9a-20').value).toBe(4);
    expect(defenceFactor(board(['au-9a-20', 'K41']), 'au-9a-20').value).toBe(2);
    expect(defenceFactor(board(['au-9a-20', 'J62']), 'au-9a-20').value).toBe(2);
    // 8.7: attack factors never change with terrain.
    expect(battleOdds(board(['it-ariete', 'L38'], ['au-7a-1', 'M39']), ['it-ariete'], ['au-7a-1']).attack).toBe(4);
  });

  it('T18, caption after 11.9: a 2-2-7 soaks off against a doubled 4-4-7 at 2:8 = 1-4, the others hit a doubled 1-1-6 at 6:2 = 3-1', () => {
    // Blue 4-4-7 (1 Arm/2) and 1-1-6 (7A/1) on escarpment L38 and L39; red 2-2-7 (90/55) at M38,
    // red 4-5-6 (Ariete) + 2-2-4 (Savona) = 6 at M39.
    const b = board(['gb-1arm-2', 'L38'], ['au-7a-1', 'L39'], ['de-90inf-55', 'M38'], ['it-ariete', 'M39'], ['it-savona', 'M39']);
    expect(factors('gb-1arm-2')).toBe('4-4-7');
    expect(factors('de-90inf-55')).toBe('2-2-7');
    const soak = battleOdds(b, ['de-90inf-55'], ['gb-1arm-2']);
    expect(soak).toMatchObject({ attack: 2, defence: 8, column: '1-4', needsSupply: false });
    const main = battleOdds(b, ['it-ariete', 'it-savona'], ['au-7a-1']);
    expect(main).toMatchObject({ attack: 6, defence: 2, column: '3-1', needsSupply: true, doubled: ['au-7a-1'] });
    expect(explainBattle(b, ['de-90inf-55'], ['gb-1arm-2'])).toBeNull();
    expect(explainBattle(b, ['it-ariete', 'it-savona'], ['au-7a-1'])).toBeNull();
  });

  it('diagram after 11.9: 21/5 (7-7-10) + 21/104 (3-3-10) hit 22 Gds (2-2-6) at 10:2 = 5-1; 21/3 (2-2-12) soaks off against the 2nd (4-4-7) and the 24th (2-2-6) at 2:6 = 1-3', () => {
    const b = board(
      ['gb-22gds', 'N40'],
      ['de-21pz-5', 'N39'],
      ['de-21pz-104', 'M40'],
      ['gb-1arm-2', 'O38'],
      ['au-9a-24', 'O39'],
      ['de-21pz-3', 'N38'],
    );
    expect(battleOdds(b, ['de-21pz-5', 'de-21pz-104'], ['gb-22gds']).column).toBe('5-1');
    expect(battleOdds(b, ['de-21pz-3'], ['gb-1arm-2', 'au-9a-24']).column).toBe('1-3');
    expect(explainBattle(b, ['de-21pz-3'], ['gb-1arm-2', 'au-9a-24'])).toBeNull();
  });

  it('T24, caption after 11.9: a 1-1-7 that would have to attack at 1-8 is refused (7.4, 11.6)', () => {
    // Two 4-4-7 (1 Arm/2, 1 Arm/22) next to the red 1-1-7 (Folgore) in clear terrain: 1:8.
    const b = board(['it-folgere', 'N40'], ['gb-1arm-2', 'N41'], ['gb-1arm-22', 'O40']);
    expect(factors('it-folgere')).toBe('1-1-7');
    expect(explainBattle(b, ['it-folgere'], ['gb-1arm-2', 'gb-1arm-22'])).toEqual({
      reason: 'oddsTooLow',
      rule: '7.4',
      params: { attack: 1, defence: 8 },
    });
  });

  it('7.5 examples: seven 1-1-6 against a doubled 2-3-4 are at 7:6 = 1-1; a 3-4-6 against four 1-1-6 at 3:4 = 1-2', () => {
    // The doubled 2-3-4 (Brescia) on escarpment L39; seven Allied 1-1-6 on its six neighbours (two stacked).
    const around = ['L40', 'L38', 'K39', 'K38', 'M39', 'M40'];
    const seven = ['au-7a-1', 'au-7a-2', 'in-4i-5', 'in-4i-7', 'in-4i-11', 'in-4i-23', 'in-5i-9'];
    const b = board(['it-brescia', 'L39'], ...seven.map((id, i): [string, string] => [id, around[i % 6]!]));
    expect(factors('it-brescia')).toBe('2-3-4');
    expect(battleOdds(b, seven, ['it-brescia'])).toMatchObject({ attack: 7, defence: 6, column: '1-1' });
    const c = board(['it-trieste', 'N40'], ['au-7a-1', 'N41'], ['au-7a-2', 'N41'], ['in-4i-5', 'O40'], ['in-4i-7', 'O40']);
    expect(factors('it-trieste')).toBe('3-4-6');
    expect(battleOdds(c, ['it-trieste'], ['au-7a-1', 'au-7a-2', 'in-4i-5', 'in-4i-7'])).toMatchObject({ attack: 3, defence: 4, column: '1-2' });
  });

  it('23 example: red 4-5-6 + 2-2-12 against a blue 1-1-6 in Tobruch at 6:2 = 3-1; a red 1-1-7 against a doubled 3-3-7 at 1-6', () => {
    // Layout ours (the diagram is lost): the 3-3-7 on escarpment G24 next to Tobruch.
    const b = board(['au-7a-1', 'G25'], ['it-ariete', 'H26'], ['de-21pz-3', 'H25'], ['gb-7arm-7', 'G24'], ['it-folgere', 'H24']);
    expect(battleOdds(b, ['it-ariete', 'de-21pz-3'], ['au-7a-1']).column).toBe('3-1');
    expect(battleOdds(b, ['it-folgere'], ['gb-7arm-7']).column).toBe('1-6');
    expect(explainBattle(b, ['it-folgere'], ['gb-7arm-7'])).toBeNull();
    // Die 3 at 3-1 is "rit 2" (the example's own roll).
    expect(crtResult('3-1', 3)).toBe('DB2');
  });

  it('8.5: every attacker must be adjacent to every defender', () => {
    const b = board(['gb-22gds', 'N40'], ['de-21pz-5', 'N39'], ['de-21pz-104', 'N42']);
    expect(explainBattle(b, ['gb-22gds'], ['de-21pz-5', 'de-21pz-104'])).toMatchObject({ reason: 'attackerNotAdjacent', rule: '8.5' });
  });

  it('23.1: an attack on a fortress must include every unit in it', () => {
    const b = board(['au-9a-20', 'G25'], ['au-7a-1', 'G25'], ['de-21pz-5', 'H26']);
    expect(explainBattle(b, ['de-21pz-5'], ['au-9a-20'])).toMatchObject({ reason: 'fortressGarrisonSplit', rule: '23.1', params: { unit: 'au-7a-1' } });
    expect(explainBattle(b, ['de-21pz-5'], ['au-9a-20', 'au-7a-1'])).toBeNull();
    expect(battleOdds(b, ['de-21pz-5'], ['au-9a-20', 'au-7a-1'])).toMatchObject({ defence: 6, column: '1-1' });
  });

  it('5.4, 22.4, 7.2: only combat units fight, and only against the other side', () => {
    const b = board(['gb-22gds', 'N40'], ['de-rommel', 'N39'], ['axis-supply-1', 'N41'], ['de-21pz-5', 'O40'], ['au-7a-1', 'M41']);
    expect(explainBattle(b, ['gb-22gds'], ['de-rommel'])).toMatchObject({ reason: 'notCombatUnit', rule: '22.4' });
    expect(explainBattle(b, ['gb-22gds'], ['axis-supply-1'])).toMatchObject({ reason: 'notCombatUnit', rule: '5.4' });
    expect(explainBattle(b, ['gb-22gds'], ['au-7a-1'])).toMatchObject({ reason: 'notEnemy', rule: '7.2' });
    expect(explainBattle(b, [], ['de-21pz-5'])).toMatchObject({ reason: 'noAttackers' });
  });
});

describe('the Combat Results Table (7.5, CRT page)', () => {
  it('carries a provenance that validates and names what it was checked against', () => {
    const p = AK_CRT.provenance;
    expect(() => GameDataSchema.shape.provenance.shape.units.parse(p)).not.toThrow();
    expect(p.licence).toBe('MIT');
    expect(p.source.kind).toBe('reference');
    expect(p.checkedAgainst.some((c) => c.includes('PASSO 3'))).toBe(true);
    expect(p.checkedAgainst.some((c) => c.includes('§23'))).toBe(true);
    expect(AK_CRT.columns).toEqual([...CRT_COLUMNS]);
  });

  it('T21: the two cells the seed gives — 3-1 with a 6 eliminates all defenders; 3-1 with a 3 retreats the defender', () => {
    expect(crtResult('3-1', 6)).toBe('DE'); // CRT page, step 3
    expect(crtResult('3-1', 3)).toBe('DB2'); // 23 example
  });

  it('9.1, 9.3: at 5-1 and 6-1 a surrounded defender cannot survive — only D elim and D rit 2 there', () => {
    for (const col of ['5-1', '6-1'] as CrtColumn[]) {
      for (let die = 1; die <= 6; die++) expect(['DE', 'DB2']).toContain(crtResult(col, die));
    }
  });

  it('15.4 example: a 2-2-7 attacking at 1-4 has "only a 50% chance" of being lost', () => {
    const losing = resultProbabilities('1-4').filter((r) => r.result === 'AE' || r.result === 'EX');
    expect(losing.reduce((s, r) => s + r.sixths, 0)).toBe(3);
  });

  it('9.7 example: a unit attacking at 1-3 "could in theory retreat" — the 1-3 column has A rit 2', () => {
    expect(resultProbabilities('1-3').some((r) => r.result === 'AB2')).toBe(true);
  });

  it('23 example: a 1-6 soak-off can end in the attacker\'s elimination', () => {
    expect(resultProbabilities('1-6').some((r) => r.result === 'AE')).toBe(true);
  });

  it('every column holds six results among the five codes of 7.5, and its probabilities add up to one', () => {
    for (const col of CRT_COLUMNS) {
      const p = resultProbabilities(col);
      expect(p.reduce((s, r) => s + r.sixths, 0)).toBe(6);
      expect(p.reduce((s, r) => s + r.probability, 0)).toBeCloseTo(1, 12);
      for (const r of p) {
        expect(CRT_RESULTS).toContain(r.result);
        for (const die of r.dice) expect(crtResult(col, die)).toBe(r.result);
      }
    }
    expect(() => crtResult('1-1', 0)).toThrow(RangeError);
    expect(() => crtResult('1-1', 7)).toThrow(RangeError);
  });
});
