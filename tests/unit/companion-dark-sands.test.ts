import { describe, expect, it } from 'vitest';
import type { CalcResult, InputValues } from '../../shared/companion/definition.js';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index.js';
import { darkSandsCompanion } from '../../main/games/dark-sands/companion/definition.js';
import { chitsForTurn } from '../../main/games/dark-sands/companion/chits.js';
import { structuralChecks } from './companion-structure';
import { wordsEn, wordsIt } from '../support/companion-words';

/**
 * The Dark Sands companion, from the rulebook (seed 002: 20.2–20.4, 12.6–12.7, TEC, CRT notes,
 * 18.x, 5.x) and the research's test cases T01–T27, T63, T106–T107 and the Compass example of play
 * (seed-002 §4.23, §6.2).
 */

const def = darkSandsCompanion();
const calc = (id: string) => def.calculators.find((c) => c.id === id)!;
const combat = calc('combat');

type U = { af?: number; df?: number; type?: string; steps?: number; ridge?: boolean; wadi?: boolean; italian?: boolean };
const base: InputValues = {
  attacker: 'axis', crt: 'mobile', turn: 5, supportAttack: 0, supportDefence: 0, terrain: 'desert', fort: 'none', box: false,
  attackerOos: false, attackerDisrupted: false, defenderOos: false, defenderDisrupted: false, combatMinus1: false, mapEdge: false, section: 'central',
};
const fight = (att: U[], dfn: U[], x: InputValues = {}, dice: number[] | null = null): CalcResult =>
  combat.compute({
    ...base,
    attackers: att.map((u) => ({ af: 0, type: 'infantry', steps: 1, ridge: false, wadi: false, ...u })),
    defenders: dfn.map((u) => ({ df: 0, type: 'infantry', steps: 1, italian: false, ...u })),
    ...x,
  }, {}, dice);
const v = (r: CalcResult, en: string): string | undefined => r.steps.find((s) => wordsEn(s.label).startsWith(en))?.value;
const odds = (r: CalcResult): string | undefined => v(r, 'Odds')?.split(' = ')[1];

structuralChecks(darkSandsCompanion);

describe('Dark Sands companion: registration and tables', () => {
  it('is registered; both CRTs are built in from the seed, 8 odds columns by modified rolls 1–8', () => {
    expect(COMPANION_DEFINITIONS['dark-sands']?.().game).toBe('dark-sands');
    for (const id of ['mobile-crt', 'assault-crt']) {
      const t = def.tables.find((x) => x.id === id)!;
      expect(t.builtIn?.source.kind).toBe('rulebook');
      expect(t.rows).toHaveLength(8);
      expect(t.cols).toHaveLength(8);
    }
  });
  it('the Assault CRT has no retreat results', () => {
    const t = def.tables.find((x) => x.id === 'assault-crt')!;
    expect(t.builtIn!.cells.flat().some((c) => c.startsWith('DR'))).toBe(false);
  });
});

describe('Dark Sands odds (20.2.5)', () => {
  it.each([[12, 7, '1-1'], [13, 4, '3-1'], [5, 9, '1-2'], [4, 9, '1-3']])('T01–T04: AF %i vs DF %i is %s', (a, d, o) => {
    expect(odds(fight([{ af: a }], [{ df: d }]))).toBe(o);
  });
  it('T05: 2 vs 7 is below 1-3: automatic AE, no roll', () => {
    const r = fight([{ af: 2 }], [{ df: 7 }]);
    expect(r.outcome?.value).toBe('AE');
  });
  it('T06: 21 vs 3 (7-1) in mountains shifts from 6-1 to 5-1', () => {
    const r = fight([{ af: 21 }], [{ df: 3 }], { terrain: 'mountain' });
    expect(v(r, 'Mountain')).toBe('5-1');
  });
  it('T07: 30 vs 2 reads the 6-1 column', () => {
    expect(v(fight([{ af: 30 }], [{ df: 2 }], {}, [1]), 'Mobile CRT, column 6-1')).toBe('DR*');
  });
});

describe('Dark Sands DRMs and the roll (20.2.6–20.2.7)', () => {
  it('T08: attacker out of supply and disrupted is −2, not −4', () => {
    expect(v(fight([{ af: 4 }], [{ df: 2 }], { attackerOos: true, attackerDisrupted: true }), 'Total DRM')).toBe('−2');
  });
  it('T09: attacker out of supply, defender disrupted: 0', () => {
    expect(v(fight([{ af: 4 }], [{ df: 2 }], { attackerOos: true, defenderDisrupted: true }), 'Total DRM')).toBe('0');
  });
  it('T10: Combat −1 with a disrupted attacker, natural 2 → −1, read as 1', () => {
    expect(v(fight([{ af: 4 }], [{ df: 2 }], { combatMinus1: true, attackerDisrupted: true }, [2]), 'Modified roll')).toBe('2 −3 → 1');
  });
  it('T11: natural 6 with +2 superiority and a defender out of supply is 10, read as 8', () => {
    const r = fight([{ af: 8, type: 'panzer', steps: 2 }, { af: 4, type: 'panzer', steps: 2 }], [{ df: 4, type: 'tank', steps: 1 }], { defenderOos: true }, [6]);
    expect(v(r, 'Panzer Superiority')).toBe('+2');
    expect(v(r, 'Modified roll')).toBe('6 +4 → 8');
  });
  it('T12/T13: Mobile 3-1 roll 4 is DR*; 2-1 roll 2 is BL1', () => {
    expect(fight([{ af: 6 }], [{ df: 2 }], {}, [4]).outcome?.value).toBe('DR*');
    expect(fight([{ af: 4 }], [{ df: 2 }], {}, [2]).outcome?.value).toBe('BL1');
  });
  it('T14: Assault 3-1 roll 5 is EX, and the British lose one more infantry step', () => {
    const r = fight([{ af: 6 }], [{ df: 2 }], { attacker: 'allied', crt: 'assault', turn: 15 }, [5]);
    expect(r.outcome?.value).toBe('EX');
    expect(r.steps.some((s) => s.rule.startsWith('12.6'))).toBe(true);
  });
  it('the Assault CRT is refused to the Axis and before turn 14', () => {
    expect(fight([{ af: 6 }], [{ df: 2 }], { attacker: 'axis', crt: 'assault', turn: 15 }).invalid?.rule).toBe('12.6');
    expect(fight([{ af: 6 }], [{ df: 2 }], { attacker: 'allied', crt: 'assault', turn: 13 }).invalid?.rule).toBe('12.6');
  });
  it('T15: map-edge defence is an automatic DR whatever the odds', () => {
    expect(fight([{ af: 2 }], [{ df: 4 }], { mapEdge: true }).outcome?.value).toBe('DR');
  });
});

describe('Dark Sands Panzer doctrine (12.7)', () => {
  it('T16: 4 panzer steps against 1 tank step in open desert: AT 1, superiority +2 (capped)', () => {
    const r = fight([{ af: 6, type: 'panzer', steps: 2 }, { af: 6, type: 'panzer', steps: 2 }], [{ df: 3, type: 'tank' }]);
    expect(v(r, 'Anti-tank factors')).toBe('1');
    expect(v(r, 'Panzer Superiority')).toBe('+2');
  });
  it('T17: 2 panzer steps against 1 tank step in rough: AT 2, +0', () => {
    const r = fight([{ af: 6, type: 'panzer', steps: 2 }], [{ df: 3, type: 'tank' }], { terrain: 'rough' });
    expect(v(r, 'Anti-tank factors')).toBe('2');
    expect(v(r, 'Panzer Superiority')).toBe('0');
  });
  it('T18: a wadi crossed by only some attackers gives no DF and no AT factor', () => {
    const r = fight([{ af: 4, type: 'panzer', wadi: true }, { af: 2 }], [{ df: 3, type: 'tank' }]);
    expect(v(r, 'Anti-tank factors')).toBe('1');
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Every attacker crosses a wadi'))).toBe(false);
    const all = fight([{ af: 4, type: 'panzer', wadi: true }], [{ df: 3, type: 'tank' }]);
    expect(v(all, 'Anti-tank factors')).toBe('2');
    expect(v(all, 'Every attacker crosses a wadi')).toBe('+1');
  });
  it('T19: panzers against infantry only in open desert: AF doubled and an extra Allied step on AL1/BL1/DR/DR*', () => {
    const r = fight([{ af: 4, type: 'panzer', steps: 2 }], [{ df: 4 }], {}, [4]);
    expect(v(r, 'Attacker 1 attack factor')).toBe('4 ×2 = 8');
    expect(odds(r)).toBe('2-1');
    expect(v(r, 'Panzer Superiority')).toBe('+2');
    expect(r.outcome?.value).toBe('DR*'); // roll 4 +2 = 6 on 2-1
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Panzer Shock: the Allies lose one more step'))).toBe(true);
  });
  it('T20: a fortified box stops the Shock (1 AT factor)', () => {
    const r = fight([{ af: 4, type: 'panzer', steps: 2 }], [{ df: 4 }], { box: true });
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Panzer Shock'))).toBe(false);
    expect(v(r, 'Anti-tank factors')).toBe('1');
  });
  it('T21: armoured cars alone get no superiority or shock', () => {
    const r = fight([{ af: 4, type: 'armoured-car', steps: 2 }], [{ df: 4 }]);
    expect(r.steps.some((s) => s.rule.startsWith('12.7'))).toBe(false);
  });
  it('T23: with panzers attacking DE* is read as DE (Resilience)', () => {
    // 10 vs 2 = 5-1; 2 panzer steps against 1 tank step: +1; roll 5 → 6 = DE* on 5-1.
    const r5 = fight([{ af: 10, type: 'panzer', steps: 2 }], [{ df: 2, type: 'tank' }], {}, [5]);
    expect(v(r5, 'Mobile CRT, column 5-1, roll 6')).toBe('DE*');
    expect(r5.outcome?.value).toBe('DE');
  });
});

describe('Dark Sands garrisons, Tobruk, retreats and the example of play', () => {
  it('T24/T25: a lone garrison — DE* is read as DE; a DR eliminates it', () => {
    const de = fight([{ af: 10 }], [{ df: 2, type: 'garrison' }], { attacker: 'allied' }, [6]);
    expect(v(de, 'A garrison defending alone')).toBe('DE');
    expect(de.outcome?.value).toBe('DE');
    const dr = fight([{ af: 4 }], [{ df: 2, type: 'garrison' }], { attacker: 'allied' }, [4]);
    expect(dr.outcome?.value).toBe('DR');
    expect(dr.steps.some((s) => s.rule === '13.6.4')).toBe(true);
  });
  it('T26/T27: Allied brigade in Tobruk gets DR*: in turn 6 it ignores the retreat, in turn 10 it retreats 4 hexes', () => {
    const t6 = fight([{ af: 9 }], [{ df: 2 }], { fort: 'tobruk', turn: 6 }, [4]);
    expect(t6.outcome?.value).toBe('DR*');
    expect(t6.steps.some((s) => wordsEn(s.label).startsWith('Allied units in Tobruk may ignore'))).toBe(true);
    const t10 = fight([{ af: 9 }], [{ df: 2 }], { fort: 'tobruk', turn: 10 }, [4]);
    expect(v(t10, 'Retreat distance')).toBe('4');
  });
  it('T28: Italians alone in a Tobruk fort get no fort bonus', () => {
    expect(v(fight([{ af: 4 }], [{ df: 2, italian: true }], { fort: 'tobruk', attacker: 'allied' }), 'Tobruk fort')).toBe('+0');
  });
  it('retreats are 2 hexes on the East and West maps', () => {
    expect(v(fight([{ af: 4 }], [{ df: 2 }], { section: 'side' }, [4]), 'Retreat distance')).toBe('2');
  });
  it('Compass T1 attack 1: 13 + RAF 2 = 15 against 5 is 3-1, roll 4 → DR*', () => {
    const r = fight([{ af: 13 }], [{ df: 5 }], { attacker: 'allied', supportAttack: 2 }, [4]);
    expect(odds(r)).toBe('3-1');
    expect(r.outcome?.value).toBe('DR*');
  });
  it('Compass T1 chit 5: 2-1 against the Sidi Omar garrison, Combat −1, roll 3 → 2 → BL1', () => {
    expect(fight([{ af: 4 }], [{ df: 2, type: 'garrison' }], { attacker: 'allied', combatMinus1: true }, [3]).outcome?.value).toBe('BL1');
  });
  it('Compass T2 chit 6: 3-1 with a disrupted attacker, roll 2 → 1 → BL1; 4-1 roll 6 → EX; 1-1 roll 6 → DR', () => {
    expect(fight([{ af: 6 }], [{ df: 2 }], { attacker: 'allied', attackerDisrupted: true }, [2]).outcome?.value).toBe('BL1');
    expect(fight([{ af: 8 }], [{ df: 2 }], { attacker: 'allied' }, [6]).outcome?.value).toBe('EX');
    expect(fight([{ af: 4 }], [{ df: 4 }], { attacker: 'allied' }, [6]).outcome?.value).toBe('DR');
  });
  it('Compass T2 chit 12: 3-1 with Combat −1, roll 4 → 3 → DR', () => {
    expect(fight([{ af: 6 }], [{ df: 2 }], { attacker: 'allied', combatMinus1: true }, [4]).outcome?.value).toBe('DR');
  });
  it('the first loss follows the priority (non-replaceable, armour, full two-step, any)', () => {
    expect(fight([{ af: 4 }], [{ df: 2 }], {}, [2]).steps.some((s) => s.rule === '20.3.2')).toBe(true);
  });
});

describe('Dark Sands chits, turns and other rolls', () => {
  it('turn 1 cup: O\'Connor, 2 M/C, 2 ½M/C−1 for the Allies; M, C, 2 ½M/C−1, Reinforcement for the Axis; 2 Logistics', () => {
    const t1 = Object.fromEntries(chitsForTurn(1).map((c) => [c.id, c.count]));
    expect(t1).toEqual({ logistics: 2, oconnor: 1, 'allied-mc': 2, 'allied-half': 2, 'axis-m': 1, 'axis-c': 1, 'axis-half': 2, 'axis-reinforcement': 1 });
  });
  it('no Reinforcement chits on turn 3; no Axis Reinforcement on turns 8–10 (errata); Allied ones on 14 and 15', () => {
    expect(chitsForTurn(3).some((c) => c.id.endsWith('reinforcement'))).toBe(false);
    for (const t of [8, 9, 10]) expect(chitsForTurn(t).some((c) => c.id === 'axis-reinforcement')).toBe(false);
    for (const t of [14, 15]) expect(chitsForTurn(t).some((c) => c.id === 'allied-reinforcement')).toBe(true);
  });
  it('the cup holds the priority chits aside and caps moves, combats and chits in a row per side', () => {
    const cup = def.trackers.find((t) => t.id === 'action-chits');
    expect(cup?.kind).toBe('cup');
    if (cup?.kind !== 'cup') return;
    expect(cup.held?.map((h) => h.id)).toEqual(['rommel', 'monty', 'the-auk']);
    expect(cup.byTurn).toHaveLength(17);
    const consecutive = cup.limits!.find((l) => l.id === 'allied-consecutive')!;
    expect(consecutive.per).toBe('in-a-row');
    expect(consecutive.chits).not.toContain('logistics');
    expect(consecutive.chits).not.toContain('monty');
    expect(cup.limits!.find((l) => l.id === 'axis-moves')!.max).toBe(2);
  });
  it('17 turns from December 1940 to December 1942, with the known initiative', () => {
    expect(def.turns).toHaveLength(17);
    expect(wordsEn(def.turns[0]!.label)).toBe('December 1940');
    expect(wordsIt(def.turns[16]!.label)).toBe('dicembre 1942');
    expect(wordsEn(def.turns[2]!.events?.find((e) => e.rule === '18.2')?.text)).toBe('Initiative: Axis');
  });
  it('T63: a white-circle unit rolling 4 is disrupted (5)', () => {
    expect(calc('disruption').compute({ circle: true }, {}, [4]).outcome?.value).toBe('DIS');
    expect(calc('disruption').compute({ circle: false }, {}, [4]).outcome?.value).toBe('OK');
  });
  it('railway advance: die 5 on the Central map is 6 hexes', () => {
    expect(calc('railway').compute({ section: 'central' }, {}, [5]).outcome?.value).toBe('6');
  });
  it('T106: Axis holds Tobruk, Mersa Matruh and El Alamein: +2 Axis VP', () => {
    expect(calc('victory').compute({ turn: 8, last: false, benghazi: false, tobrukAxis: true, matruhAxis: true, alameinAxis: true, bardiaAxis: false, sollumAxis: false, automatic: 'none' }, {}, null).outcome?.value).toBe('2–0');
  });
  it('T107: last turn, Allies hold Tobruk, Axis Bardia and Sollum: Allies +1, Axis +2', () => {
    expect(calc('victory').compute({ turn: 17, last: true, benghazi: false, tobrukAxis: false, matruhAxis: false, alameinAxis: false, bardiaAxis: true, sollumAxis: true, automatic: 'none' }, {}, null).outcome?.value).toBe('2–1');
  });
  it('automatic victory only from turn 3', () => {
    expect(calc('victory').compute({ turn: 3, automatic: 'axis' }, {}, null).outcome?.value).toBe('AV-axis');
    expect(calc('victory').compute({ turn: 2, automatic: 'axis' }, {}, null).outcome?.value).toBe('0–0');
  });
});
