import { describe, expect, it } from 'vitest';
import type { CalcResult, Cells, InputValues } from '../../shared/companion/definition.js';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index.js';
import { aslStarterKitCompanion } from '../../main/games/asl-starter-kit/companion/definition.js';
import { ccColumn } from '../../main/games/asl-starter-kit/companion/calculators/close-combat.js';
import { iftColumn } from '../../main/games/asl-starter-kit/companion/calculators/fire.js';
import { structuralChecks } from './companion-structure';
import { wordsEn } from '../support/companion-words';

/**
 * The ASL Starter Kit companion, from the rulebook's worked examples (seed 004; research seed-004
 * §7.2 test cases F*, D*, O*, K*, C*, M* and the examples in §3.1, §4.8, §4.11).
 */

const def = aslStarterKitCompanion();
const calc = (id: string) => def.calculators.find((c) => c.id === id)!;
const fire = calc('fire');
const cc = calc('close-combat');
const ccv = calc('close-combat-vehicle');
const toHit = calc('to-hit');
const toKill = calc('to-kill');
const rally = calc('rally');

type Firer = { fp: number; range?: string; afph?: boolean; pinned?: boolean; area?: number; assault?: boolean };
const attack = (firers: Firer[], extra: InputValues = {}): InputValues => ({
  firers: firers.map((f) => ({ range: 'normal', afph: false, pinned: false, area: 0, assault: false, ...f })),
  leaders: [],
  leaderEveryHex: true,
  cowering: 'mmc',
  tem: 0,
  hindrance: 0,
  ffmo: false,
  ffnam: false,
  cx: false,
  other: 0,
  morale: 0,
  mcDrm: 0,
  elr: 0,
  ...extra,
});
const value = (r: CalcResult, en: string): string | undefined => r.steps.find((s) => wordsEn(s.label).startsWith(en))?.value;

structuralChecks(aslStarterKitCompanion);

describe('ASL companion: registration and shape', () => {
  it('is registered, rolls two dice and has eight phases per player turn', () => {
    expect(COMPANION_DEFINITIONS['asl-starter-kit']?.().game).toBe('asl-starter-kit');
    expect(def.dice).toBe('2d6');
    expect(def.sequence[0]!.steps!.map((s) => s.rule)).toEqual(['3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8']);
    expect(def.sequence[0]!.steps![0]!.steps).toHaveLength(8);
  });
});

describe('ASL IFT (reference table, checked against the seed\'s examples)', () => {
  const ift = def.tables.find((t) => t.id === 'ift')!;
  const at = (fp: number, dr: number | 'le0' | 'ge15'): string => {
    const r = ift.rows.findIndex((x) => x.id === String(dr));
    const c = ift.cols.findIndex((x) => x.id === String(fp));
    return ift.builtIn!.cells[r]![c]!;
  };
  it.each([
    [1, 3, '1MC'], [2, 1, '1KIA'], [2, 4, '1MC'], [2, 9, '-'], [4, 4, '1MC'], [4, 9, '-'], [6, 3, 'K/2'], [6, 4, '2MC'],
    [8, 7, '1MC'], [8, 9, 'PTC'], [8, 10, '-'], [12, 7, '1MC'], [12, 9, 'NMC'], [16, 7, '2MC'], [16, 10, 'NMC'],
  ] as const)('%i FP, final DR %i: %s', (fp, dr, expected) => {
    expect(at(fp, dr)).toBe(expected);
  });
  it('6 FP at DR 2 or less is a KIA (better than K/#)', () => {
    expect(at(6, 2)).toMatch(/KIA$/);
    expect(at(6, 'le0')).toMatch(/KIA$/);
  });
  it('is cited to the named reference', () => {
    expect(ift.builtIn?.source.kind).toBe('reference');
    expect(ift.builtIn?.source.ref).toContain('kehannan/ruleschat');
  });
});

describe('ASL fire attack: firepower and column (3.2.2)', () => {
  it('F1: 9 FP fires on the 8 column (10 → 8, 19 → 16)', () => {
    expect(iftColumn(9)).toBe(8);
    expect(iftColumn(10)).toBe(8);
    expect(iftColumn(19)).toBe(16);
    expect(iftColumn(0.5)).toBeNull();
    expect(value(fire.compute(attack([{ fp: 9 }]), {}, null), 'IFT column')).toBe('8');
  });

  it('F2: 6-6-6 point blank + 7-4-7 = 19 → 16 column; stone building +3 and orchard +1; DR 6 → 10 → NMC', () => {
    const r = fire.compute(attack([{ fp: 6, range: 'adjacent' }, { fp: 7 }], { tem: 3, hindrance: 1 }), {}, [2, 4]);
    expect(value(r, 'Total firepower')).toBe('19');
    expect(value(r, 'IFT column')).toBe('16');
    expect(value(r, 'Total DRM')).toBe('+4');
    expect(value(r, 'Final DR')).toBe('10');
    expect(r.outcome?.value).toBe('NMC');
  });

  it('F3: 7-4-7 at long range is 3.5 FP on the 2 column; 9-1 directing and stone +3 = +2; DR 1+1 does not cower → 1MC', () => {
    const r = fire.compute(attack([{ fp: 7, range: 'long' }], { leaders: [{ drm: -1 }], tem: 3 }), {}, [1, 1]);
    expect(value(r, 'Total firepower')).toBe('3.5');
    expect(value(r, 'IFT column')).toBe('2');
    expect(value(r, 'Total DRM')).toBe('+2');
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Cowering'))).toBe(false);
    expect(r.outcome?.value).toBe('1MC');
  });

  it('F4: green 5-3-6 point blank (10 FP, 8 column) rolling 2+2 without a leader cowers two columns to 4 → 1MC; morale 7 with ELR 3', () => {
    const r = fire.compute(attack([{ fp: 5, range: 'adjacent' }], { cowering: 'inexperienced', morale: 7, elr: 3 }), {}, [2, 2]);
    expect(value(r, 'IFT column')).toBe('8');
    expect(value(r, 'Cowering')).toBe('8 → 4');
    expect(r.outcome?.value).toBe('1MC');
    expect(value(r, 'Morale check against morale 7')).toBe('≤ 6');
    expect(value(r, 'Failing by more than ELR 3')).toBe('> 9');
  });

  it('F5: a first-line squad with 8 FP rolling 3+3 without a leader cowers one column to 6', () => {
    const r = fire.compute(attack([{ fp: 8 }]), {}, [3, 3]);
    expect(value(r, 'Cowering')).toBe('8 → 6');
    expect(r.outcome?.value).toBe('1MC'); // 6 column, final DR 6
  });

  it('F6: 2 FP by inexperienced squads rolling doubles shifts left of the 1 column: no effect', () => {
    const r = fire.compute(attack([{ fp: 2 }], { cowering: 'inexperienced' }), {}, [1, 1]);
    expect(r.outcome?.value).toBe('-');
    expect(wordsEn(r.outcome?.label)).toContain('Cowering');
  });

  it('F7: ordnance, vehicles and the like never cower', () => {
    const r = fire.compute(attack([{ fp: 16 }], { cowering: 'none' }), {}, [2, 2]);
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Cowering'))).toBe(false);
  });

  it('F11: 4 FP underlined in the AFPh: 4 × ½ = 2, +1 Assault Fire = 3 → 2 column', () => {
    const r = fire.compute(attack([{ fp: 4, afph: true, assault: true }]), {}, null);
    expect(value(r, 'Total firepower')).toBe('3');
    expect(value(r, 'IFT column')).toBe('2');
  });

  it('F12: 4-6-7 at long range in the AFPh: 4 × ½ × ½ = 1 → 1 column, no Assault Fire beyond normal range', () => {
    const r = fire.compute(attack([{ fp: 4, range: 'long', afph: true, assault: true }]), {}, null);
    expect(value(r, 'Total firepower')).toBe('1');
    expect(value(r, 'IFT column')).toBe('1');
    expect(r.steps.some((s) => wordsEn(s.label).includes('no Assault Fire'))).toBe(true);
  });

  it('F13: a pinned 4 FP squad firing point blank: 4 × ½ × 2 = 4', () => {
    expect(value(fire.compute(attack([{ fp: 4, range: 'adjacent', pinned: true }]), {}, null), 'IFT column')).toBe('4');
  });

  it('F15/F16: the worst leader of a multi-hex group applies; none unless a leader is in every hex', () => {
    const both = fire.compute(attack([{ fp: 4 }, { fp: 4 }], { leaders: [{ drm: -2 }, { drm: -1 }] }), {}, null);
    expect(value(both, 'Leadership DRM')).toBe('−1');
    const one = fire.compute(attack([{ fp: 4 }, { fp: 4 }], { leaders: [{ drm: -2 }], leaderEveryHex: false }), {}, null);
    expect(value(one, 'Total DRM')).toBe('0');
  });

  it('F17: hindrances of +6 or more block the line of sight', () => {
    expect(fire.compute(attack([{ fp: 4 }], { hindrance: 6 }), {}, null).invalid?.rule).toBe('3.2.1');
  });

  it('F23: an SMC alone firing an MMG (5 FP) is Area Fire: 2.5 → 2 column', () => {
    expect(value(fire.compute(attack([{ fp: 5, area: 1 }]), {}, null), 'IFT column')).toBe('2');
  });

  it('D11: FPF by a 4-6-7 and an MMG adjacent: 9 × ½ × 2 = 9 → 8 column; stone +3, FFNAM −1; DR 7 → 9 → PTC', () => {
    const r = fire.compute(attack([{ fp: 4, range: 'adjacent', area: 1 }, { fp: 5, range: 'adjacent', area: 1 }], { tem: 3, ffnam: true }), {}, [3, 4]);
    expect(value(r, 'Total firepower')).toBe('9');
    expect(value(r, 'IFT column')).toBe('8');
    expect(r.outcome?.value).toBe('PTC');
  });

  it('D12: the same group pinned: 4.5 FP → 4 column, FFNAM −1, DR 10 → 9: no effect', () => {
    const r = fire.compute(attack([{ fp: 4, range: 'adjacent', area: 1, pinned: true }, { fp: 5, range: 'adjacent', area: 1, pinned: true }], { ffnam: true }), {}, [4, 6]);
    expect(value(r, 'Total firepower')).toBe('4.5');
    expect(value(r, 'IFT column')).toBe('4');
    expect(r.outcome?.value).toBe('-');
  });

  it('ordnance effects on the IFT: 88 mm on the 16 column DR 7 → 2MC; 81 mm ATT on the 8 column +3 stone DR 7 → no effect; 50 mm on the 2 column −1 DR 2 → 1KIA', () => {
    expect(fire.compute(attack([{ fp: 16 }], { cowering: 'none' }), {}, [1, 6]).outcome?.value).toBe('2MC');
    expect(fire.compute(attack([{ fp: 8 }], { cowering: 'none', tem: 3 }), {}, [3, 4]).outcome?.value).toBe('-');
    expect(fire.compute(attack([{ fp: 2 }], { cowering: 'none', other: -1 }), {}, [1, 1]).outcome?.value).toBe('1KIA');
  });

  it('M1/M2: a 1MC against morale 7 passes on DR ≤ 6 (pinned on exactly 6) and fails above', () => {
    const r = fire.compute(attack([{ fp: 8 }], { cowering: 'none', morale: 7 }), {}, [3, 4]);
    expect(r.outcome?.value).toBe('1MC');
    expect(value(r, 'Morale check against morale 7: passes on DR ≤ 6, pinned on exactly 6')).toBe('≤ 6');
    expect(value(r, 'Fails above it')).toBe('> 6');
  });

  it('reads the player\'s own IFT when one is entered instead of the built-in one', () => {
    const mine: Cells = def.tables.find((t) => t.id === 'ift')!.builtIn!.cells.map((row) => row.map(() => 'PTC'));
    expect(fire.compute(attack([{ fp: 8 }]), { ift: mine }, [3, 4]).outcome?.value).toBe('PTC');
  });
});

describe('ASL close combat (3.8)', () => {
  it.each([
    [6, 4, '3-2'], [12, 8, '3-2'], [9, 6, '3-2'], [9, 5, '3-2'], [8, 4, '2-1'], [12, 4, '3-1'], [5, 5, '1-1'], [4, 4, '1-1'], [5, 4, '1-1'],
    [4, 5, '1-2'], [4, 6, '1-2'], [4, 8, '1-2'], [8, 12, '1-2'], [1, 8, '1-8'], [1, 9, '<1-8'], [10, 1, '10-1'], [11, 1, '>10-1'],
  ])('%i:%i → %s (rounded down for the defender)', (a, d, col) => {
    expect(ccColumn(a, d)).toBe(col);
  });

  const roll = (a: number, d: number, dice: [number, number], extra: InputValues = {}): CalcResult =>
    cc.compute({ attack: a, defence: d, leader: 0, vsBroken: false, attackerCx: false, defenderCx: false, ambush: 'none', other: 0, ...extra }, {}, dice);

  it('CC example 1: 1-1, DR 5 = kill number 5 → casualty reduction; DR 9 → nothing', () => {
    expect(roll(4, 4, [2, 3]).outcome?.value).toBe('CR');
    expect(roll(4, 4, [4, 5]).outcome?.value).toBe('-');
  });
  it('CC example 2: Germans 6:4 = 3-2 with −1, DR 6 → 5 eliminates; Russians 4:6 = 1-2, DR 3 eliminates', () => {
    const g = roll(6, 4, [3, 3], { leader: -1 });
    expect(value(g, 'Kill number')).toBe('6');
    expect(g.outcome?.value).toBe('KIA');
    expect(roll(4, 6, [1, 2]).outcome?.value).toBe('KIA');
  });
  it('CC example 3: 8:4 = 2-1, DR 6 eliminates; 4:8 = 1-2, DR 4 → casualty reduction', () => {
    expect(roll(8, 4, [3, 3]).outcome?.value).toBe('KIA');
    expect(roll(4, 8, [2, 2]).outcome?.value).toBe('CR');
  });
  it('CC example 5: Russian ambush at 1-1 −1, DR 6 → 5 = casualty reduction; German reply 1-2 at +1, DR 5 → 6: nothing', () => {
    expect(roll(4, 4, [3, 3], { ambush: 'attacker' }).outcome?.value).toBe('CR');
    expect(roll(4, 8, [2, 3], { ambush: 'defender' }).outcome?.value).toBe('-');
  });
  it('CC example 6: CX German at 1-1 +1, DR 9 → 10 nothing; Russian 1-2 vs CX −1, original 2 eliminates and may create a leader', () => {
    expect(roll(5, 4, [4, 5], { attackerCx: true }).outcome?.value).toBe('-');
    const r = roll(4, 5, [1, 1], { defenderCx: true });
    expect(r.outcome?.value).toBe('KIA');
    expect(r.steps.some((s) => s.rule === '5.3')).toBe(true);
  });
  it('C5: attacking broken units is −2', () => {
    expect(value(roll(4, 4, [3, 3], { vsBroken: true }), 'Total DRM')).toBe('−2');
  });

  const veh = (dice: [number, number], extra: InputValues): CalcResult =>
    ccv.compute({ unit: 'squad', smcJoined: false, halvings: 0, reaction: false, leader: 0, motion: false, immobile: false, noMg: false, ambush: 'none', other: 0, ...extra }, {}, dice);

  it('C10: squad + leader against a tank in Motion: CCV 6, DRM −1 +2; DR 5 → 6 immobilized, DR 4 → 5 eliminated', () => {
    const a = veh([2, 3], { smcJoined: true, leader: -1, motion: true });
    expect(value(a, 'Close Combat Value')).toBe('5 +1 = 6');
    expect(a.outcome?.value).toBe('Immobilized');
    expect(veh([1, 3], { smcJoined: true, leader: -1, motion: true }).outcome?.value).toBe('KIA');
  });
  it('C11: a half-squad (CCV 3) against an immobilized tank rolling 12: the attacker is reduced', () => {
    const r = veh([6, 6], { unit: 'half-squad', immobile: true });
    expect(r.outcome?.value).toBe('CR (attacker)');
  });
  it('C12: an SMC cannot be joined by another SMC against a vehicle', () => {
    expect(veh([3, 3], { unit: 'smc', smcJoined: true }).invalid).toBeDefined();
  });
});

describe('ASL To Hit (3.2.4): the Starter Kit table is the player\'s', () => {
  const base: InputValues = { target: 'itt', range: 4, red: false, gunMod: 0, caChange: 0, intensive: false, bu: false, cx: false, afph: false, nonQualified: false, bounding: 0, tem: 0, hindrance: 0, acquired: '0', size: '0', moving: false, hip: false, other: 0, rof: 0, rofCuts: 0, breakdown: 12, heFp: 0 };
  /** A player's entry holding only the numbers the seed's examples show (everything else '-'). */
  const entered = (): Cells => {
    const t = def.tables.find((x) => x.id === 'to-hit')!;
    const cells = t.rows.map(() => t.cols.map(() => '-'));
    const set = (range: number, col: string, v: string): void => { cells[range]![t.cols.findIndex((c) => c.id === col)] = v; };
    set(2, 'itt-black', '9'); set(3, 'itt-black', '8'); set(4, 'itt-black', '8'); set(2, 'itt-ch-black', '4');
    set(7, 'itt-red', '6'); set(2, 'att-red', '7'); set(3, 'att-red', '7'); set(3, 'vtt-black', '10');
    set(5, 'itt-black', '8'); set(5, 'itt-red', '7');
    return cells;
  };

  it('without the table, it lists it as missing and stops before reading a TH#', () => {
    const r = toHit.compute(base, {}, [3, 4]);
    expect(r.missingTables).toEqual(['to-hit']);
    expect(r.outcome).toBeUndefined();
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Basic TH#'))).toBe(false);
  });

  it('O8: 88 mm AA, ITT range 4, TH 8, woods +1 and grain +2: DR 7 → 10 misses; then −1 acquisition, DR 3 → 5 hits on the 16 column', () => {
    const miss = toHit.compute({ ...base, tem: 1, hindrance: 2, rof: 3 }, { 'to-hit': entered() }, [6, 1]);
    expect(value(miss, 'Basic TH#')).toBe('8');
    expect(value(miss, 'Final DR')).toBe('10');
    expect(miss.outcome?.value).toBe('miss');
    const hit = toHit.compute({ ...base, tem: 1, hindrance: 2, acquired: '-1', heFp: 16 }, { 'to-hit': entered() }, [2, 1]);
    expect(value(hit, 'Final DR')).toBe('5');
    expect(hit.outcome?.value).toBe('hit');
    expect(value(hit, 'Effect: IFT on the calibre')).toBe('16 FP');
  });

  it('O1: a red firer uses the red number (range 5: black 8, red 7)', () => {
    const r = toHit.compute({ ...base, range: 5, red: true }, { 'to-hit': entered() }, [3, 4]);
    expect(value(r, 'Basic TH#')).toBe('7');
  });

  it('O9: NT gun changing CA one hexspine: +3 to hit, ROF 2 reduced to 1, coloured 2 loses the rate of fire', () => {
    const r = toHit.compute({ ...base, range: 3, caChange: 3, tem: 1, rof: 2, rofCuts: 1 }, { 'to-hit': entered() }, [2, 2]);
    expect(value(r, 'Total DRM')).toBe('+4');
    expect(r.outcome?.value).toBe('hit');
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Coloured die 2 > ROF 1'))).toBe(true);
  });

  it('O12: 105 mm ITT range 2 (TH 9, CH 4), +3 TEM −2 acquisition, DR 3 → 4: critical hit on the 36 column', () => {
    const r = toHit.compute({ ...base, range: 2, tem: 3, acquired: '-2', heFp: 20 }, { 'to-hit': entered() }, [1, 2]);
    expect(value(r, 'Final DR')).toBe('4');
    expect(r.outcome?.value).toBe('CH');
    expect(value(r, 'Critical hit: the IFT')).toBe('36 FP');
  });

  it('O3/O5: ATT reads the red number, keeps the TEM for the IFT and halves the calibre: 75 mm range 2 TH 7, 6 FP', () => {
    const r = toHit.compute({ ...base, target: 'att', range: 2, tem: 3, heFp: 12 }, { 'to-hit': entered() }, [3, 3]);
    expect(value(r, 'Basic TH#')).toBe('7');
    expect(value(r, 'Total DRM')).toBe('0');
    expect(r.outcome?.value).toBe('hit');
    expect(value(r, 'Effect: IFT at half')).toBe('6 FP');
  });

  it('KV-1E example: VTT range 3 TH 10, +2 ST turret +1 BU +2 moving +2 smoke = +7; DR 3 (coloured 1, white 2) → 10 hits the turret', () => {
    const r = toHit.compute({ ...base, target: 'vtt', range: 3, caChange: 2, bu: true, moving: true, hindrance: 2 }, { 'to-hit': entered() }, [2, 1]);
    expect(value(r, 'Total DRM')).toBe('+7');
    expect(r.outcome?.value).toBe('hit');
    expect(r.steps.some((s) => wordsEn(s.label).includes('turret hit'))).toBe(true);
  });

  it('K1: coloured 2 white 1 and coloured 3 white 3 are hull hits', () => {
    for (const d of [[1, 2], [3, 3]] as [number, number][]) {
      const r = toHit.compute({ ...base, target: 'vtt', range: 3 }, { 'to-hit': entered() }, d);
      expect(r.steps.some((s) => wordsEn(s.label).includes('hull hit'))).toBe(true);
    }
  });

  it('O10: Intensive Fire malfunctions on an original DR at or above B# 10', () => {
    const r = toHit.compute({ ...base, intensive: true, breakdown: 10 }, { 'to-hit': entered() }, [5, 5]);
    expect(r.steps.some((s) => s.rule === '6.12')).toBe(true);
  });
});

describe('ASL To Kill (7.9, 7.10)', () => {
  const base: InputValues = { weapon: 'ordnance', basicTk: 12, ammo: 'ap', location: 'turret', aspect: 'front', af: 6, critical: false };
  it('without a TK# from the player\'s table, it lists the To Kill table as missing', () => {
    expect(toKill.compute({ ...base, basicTk: 0 }, {}, [3, 3]).missingTables).toEqual(['to-kill']);
  });
  it('K4: AP TK 12 against turret front AF 6 (final 6): DR 5 destroyed, 6 Shock, 7 possible Shock, 8 nothing', () => {
    expect(toKill.compute(base, {}, [2, 3]).outcome?.value).toBe('destroyed');
    expect(toKill.compute(base, {}, [3, 3]).outcome?.value).toBe('Shock');
    expect(toKill.compute(base, {}, [3, 4]).outcome?.value).toBe('NMC');
    expect(toKill.compute(base, {}, [4, 4]).outcome?.value).toBe('-');
  });
  it('K5: a hull hit with DR equal to the final TK# immobilizes', () => {
    expect(toKill.compute({ ...base, location: 'hull' }, {}, [3, 3]).outcome?.value).toBe('Immobilized');
  });
  it('K6: rear hull hit, AP TK 12 +1 = 13 − AF 3 = 10; DR 10 immobilizes', () => {
    const r = toKill.compute({ ...base, location: 'hull', aspect: 'rear', af: 3 }, {}, [4, 6]);
    expect(value(r, 'Minus the armour factor hit')).toBe('13 − 3 = 10');
    expect(r.outcome?.value).toBe('Immobilized');
  });
  it('K9: a Panzerfaust (TK 31, from the seed) against side hull AF 6 = 25: only an original 12 (a dud) saves', () => {
    const pf = { ...base, weapon: 'pf', location: 'hull', aspect: 'side', af: 6 };
    expect(value(toKill.compute(pf, {}, null), 'Minus the armour factor hit')).toBe('31 − 6 = 25');
    expect(toKill.compute(pf, {}, [5, 6]).outcome?.value).toBe('destroyed');
    expect(toKill.compute(pf, {}, [6, 6]).outcome?.value).toBe('dud');
  });
  it('a critical hit doubles the TK#', () => {
    expect(value(toKill.compute({ ...base, critical: true }, {}, null), 'Critical hit')).toBe('×2 = 24');
  });
});

describe('ASL rally (3.1 worked example)', () => {
  const base: InputValues = { morale: 7, self: false, dm: false, cover: false, leader: 0, other: 0 };
  it('a broken 5-2-7 self-rallies in a building: +1 −1 = 0, DR 7 ≤ 7 rallies', () => {
    expect(rally.compute({ ...base, self: true, cover: true }, {}, [3, 4]).outcome?.value).toBe('rallied');
  });
  it('a DM 5-2-7 with the 8-1 in a building: +4 −1 −1 = +2, DR 6 → 8 fails; a 4-4-7 without DM: −2, DR 9 → 7 rallies', () => {
    expect(rally.compute({ ...base, dm: true, leader: -1, cover: true }, {}, [3, 3]).outcome?.value).toBe('broken');
    expect(rally.compute({ ...base, leader: -1, cover: true }, {}, [4, 5]).outcome?.value).toBe('rallied');
  });
  it('M13: an original 12 on any rally is casualty reduction', () => {
    expect(rally.compute({ ...base, leader: -3 }, {}, [6, 6]).outcome?.value).toBe('CR');
  });
});

describe('ASL ambush (3.8)', () => {
  const a = calc('ambush');
  it('C7: dr 4 against 1 (advance into a building): the defending side ambushes', () => {
    expect(a.compute({ advancingDrm: 0, defendingDrm: 0, cover: true }, {}, [4, 1]).outcome?.value).toBe('defending');
  });
  it('C8: dr 3 against 1: a difference of 2 is no ambush', () => {
    expect(a.compute({ advancingDrm: 0, defendingDrm: 0, cover: true }, {}, [3, 1]).outcome?.value).toBe('-');
  });
  it('CC example 1: Russian Conscripts +1: German 2 against Russian 3 + 1 = 4: no ambush', () => {
    expect(a.compute({ advancingDrm: 0, defendingDrm: 1, cover: true }, {}, [2, 3]).outcome?.value).toBe('-');
  });
  it('C9: advancing into open ground: no ambush possible', () => {
    expect(a.compute({ advancingDrm: 0, defendingDrm: 0, cover: false }, {}, [6, 1]).outcome?.value).toBe('-');
  });
});

describe('ASL Defensive First Fire: FFMO and hindrances (3.3.3)', () => {
  it('a squad moving in Open Ground, clear line of sight: FFMO −1 and FFNAM −1', () => {
    const r = fire.compute(attack([{ fp: 4 }], { ffmo: true, ffnam: true }), {}, [3, 4]);
    expect(value(r, 'FFMO')).toBe('−1');
    expect(value(r, 'Total DRM')).toBe('−2');
  });
  it('the same squad seen through one grain hex (+1 hindrance): no FFMO, FFNAM still applies', () => {
    const r = fire.compute(attack([{ fp: 4 }], { ffmo: true, ffnam: true, hindrance: 1 }), {}, [3, 4]);
    expect(value(r, 'FFMO does not apply')).toBe('0');
    expect(r.steps.find((s) => wordsEn(s.label) === 'FFMO')).toBeUndefined();
    expect(value(r, 'Total DRM')).toBe('0'); // +1 hindrance −1 FFNAM
    expect(r.steps.find((s) => wordsEn(s.label).startsWith('FFMO does not apply'))?.rule).toBe('3.3.3');
  });
  it('through smoke (+3): no FFMO either', () => {
    const r = fire.compute(attack([{ fp: 8 }], { ffmo: true, hindrance: 3 }), {}, [3, 4]);
    expect(value(r, 'Total DRM')).toBe('+3');
  });
});
