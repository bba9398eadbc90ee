import { describe, expect, it } from 'vitest';
import type { CalcResult, InputValues } from '../../shared/companion/definition.js';
import { darkSandsCompanion } from '../../main/games/dark-sands/companion/definition.js';
import { isInfantry } from '../../main/games/dark-sands/companion/calculators/combat.js';
import { wordsEn, wordsIt } from '../support/companion-words';

/**
 * The Dark Sands combat calculator on the points issue 12 found (seed 002): Garrisons are Infantry
 * for every rule (12.4, 13.6.4, TEC note G), the Assault CRT's infantry majority (12.6), what an EX
 * costs the attacker (CRT legend) and the Ridge's anti-tank reading (TEC clarification, 12.7.2).
 */

const combat = darkSandsCompanion().calculators.find((c) => c.id === 'combat')!;
type U = { af?: number; df?: number; type?: string; steps?: number; ridge?: boolean; wadi?: boolean; italian?: boolean };
const fight = (att: U[], dfn: U[], x: InputValues = {}, dice: number[] | null = null): CalcResult =>
  combat.compute({
    attacker: 'axis', crt: 'mobile', turn: 5, terrain: 'desert', fort: 'none', box: false, section: 'central',
    attackers: att.map((u) => ({ af: 0, type: 'infantry', steps: 1, ridge: false, wadi: false, ...u })),
    defenders: dfn.map((u) => ({ df: 0, type: 'infantry', steps: 1, italian: false, ...u })),
    ...x,
  }, {}, dice);
const value = (r: CalcResult, en: string): string | undefined => r.steps.find((s) => wordsEn(s.label).startsWith(en))?.value;

describe('Garrisons are Infantry for every rule (12.4, 13.6.4, TEC note G)', () => {
  it('one predicate: infantry and garrisons, not armour', () => {
    expect(['infantry', 'garrison'].every(isInfantry)).toBe(true);
    expect(['tank', 'panzer', 'armoured-car'].some(isInfantry)).toBe(false);
  });
  it('a Garrison alone in a Box gets the Box bonus: 1 + 2 = 3', () => {
    const r = fight([{ af: 9 }], [{ df: 1, type: 'garrison' }], { box: true, attacker: 'allied' });
    expect(value(r, 'Fortified box')).toBe('+2');
    expect(value(r, 'Defence strength')).toBe('3');
  });
  it('an Italian Garrison alone in a Box gets +1 only', () => {
    const r = fight([{ af: 9 }], [{ df: 1, type: 'garrison', italian: true }], { box: true, attacker: 'allied' });
    expect(value(r, 'Fortified box with Italian infantry')).toBe('+1');
    expect(value(r, 'Defence strength')).toBe('2');
  });
  it('a German tank with an Italian Garrison in a Box: infantry is there, Italian, so +1', () => {
    const r = fight([{ af: 9 }], [{ df: 3, type: 'tank' }, { df: 1, type: 'garrison', italian: true }], { box: true, attacker: 'allied' });
    expect(value(r, 'Defence strength')).toBe('5');
  });
  it('armour alone in a Box still gets nothing from it', () => {
    const r = fight([{ af: 9 }], [{ df: 3, type: 'tank' }], { box: true, attacker: 'allied' });
    expect(value(r, 'A box needs infantry')).toBe('0');
    expect(value(r, 'Defence strength')).toBe('3');
  });
});

describe('The Assault CRT needs an infantry majority of the attacking steps (12.6)', () => {
  const assault = { attacker: 'allied', crt: 'assault', turn: 15 };
  it('a two-step tank brigade with one infantry step is refused with 12.6', () => {
    const r = fight([{ af: 6, type: 'tank', steps: 2 }, { af: 2, type: 'infantry', steps: 1 }], [{ df: 2 }], assault, [4]);
    expect(r.invalid?.rule).toBe('12.6');
    expect(r.outcome).toBeUndefined();
    expect(value(r, 'Infantry steps among the attacking steps')).toBe('1/3');
  });
  it('exactly half is not a majority', () => {
    expect(fight([{ af: 6, type: 'tank', steps: 2 }, { af: 6, steps: 2 }], [{ df: 2 }], assault).invalid?.rule).toBe('12.6');
  });
  it('four infantry steps against one tank step may use it', () => {
    const r = fight([{ af: 3, steps: 2 }, { af: 3, steps: 2 }, { af: 4, type: 'tank', steps: 1 }], [{ df: 5 }], assault, [3]);
    expect(r.invalid).toBeUndefined();
    expect(value(r, 'Infantry steps among the attacking steps')).toBe('4/5');
    expect(r.outcome?.value).toBe('BL1'); // 10:5 = 2-1, roll 3 on the Assault CRT
  });
  it('the Mobile CRT asks no majority', () => {
    expect(fight([{ af: 6, type: 'tank', steps: 2 }], [{ df: 2 }], { attacker: 'allied', turn: 15 }, [4]).invalid).toBeUndefined();
  });
});

describe('EX: how many steps the attacker loses (CRT legend)', () => {
  it('as many as the defender had: Babini\'s two steps cost the British two (example of play)', () => {
    const r = fight([{ af: 8, type: 'tank', steps: 2 }], [{ df: 2, type: 'tank', steps: 2, italian: true }], { attacker: 'allied' }, [6]);
    expect(r.outcome?.value).toBe('EX');
    expect(value(r, 'EX: the attacker loses as many steps')).toBe('2');
    expect(wordsEn(r.outcome?.label)).toBe('Defender eliminated; the attacker loses 2 steps');
  });
  it('three defending steps cost three; one costs one', () => {
    expect(value(fight([{ af: 16 }], [{ df: 2, steps: 2 }, { df: 2, steps: 1 }], { attacker: 'allied' }, [6]), 'EX: the attacker loses')).toBe('3');
    const one = fight([{ af: 8 }], [{ df: 2 }], { attacker: 'allied' }, [6]);
    expect(wordsEn(one.outcome?.label)).toBe('Defender eliminated; the attacker loses 1 step');
    expect(wordsIt(one.outcome?.label)).toBe('Difensore eliminato; l\'attaccante perde 1 livello');
  });
  it('on the Assault CRT the doctrine adds one infantry step to the count', () => {
    const r = fight([{ af: 6, steps: 2 }], [{ df: 2, steps: 2 }], { attacker: 'allied', crt: 'assault', turn: 15 }, [5]);
    expect(r.outcome?.value).toBe('EX');
    expect(value(r, 'Steps the attacker loses in all')).toBe('3');
    expect(wordsEn(r.outcome?.label)).toBe('Defender eliminated; the attacker loses 3 steps');
  });
});

describe('Ridge and anti-tank factors (TEC clarification, 12.7.2): a named reading', () => {
  const panzers = (ridge: boolean) => [{ af: 6, type: 'panzer', steps: 2, ridge }, { af: 4, type: 'panzer', steps: 2 }];
  it('defaults to "any": one panzer across a Ridge adds one AT factor against a tank step in open desert', () => {
    const r = fight(panzers(true), [{ df: 3, type: 'tank' }]);
    expect(value(r, 'Anti-tank factors')).toBe('2');
    expect(value(r, 'Panzer Superiority')).toBe('+2');
    expect(r.steps.find((s) => wordsEn(s.label).startsWith('Anti-tank factors'))?.rule).toBe('12.7.2, 6.0');
  });
  it('"none": the Ridge only takes 1 AF from the unit crossing it', () => {
    const r = fight(panzers(true), [{ df: 3, type: 'tank' }], { ridgeAntiTank: 'none' });
    expect(value(r, 'Anti-tank factors')).toBe('1');
    expect(value(r, 'Attacker 1 attack factor')).toBe('6 −1 = 5');
  });
  it('with a Ridge crossed, infantry alone is no longer without AT factors: no Panzer Shock', () => {
    const r = fight(panzers(true), [{ df: 4 }]);
    expect(r.steps.some((s) => wordsEn(s.label).startsWith('Panzer Shock'))).toBe(false);
    expect(fight(panzers(true), [{ df: 4 }], { ridgeAntiTank: 'none' }).steps.some((s) => wordsEn(s.label).startsWith('Panzer Shock'))).toBe(true);
  });
  it('the option is an input of the calculator with its default and its citation', () => {
    const input = combat.inputs.find((i) => i.id === 'ridgeAntiTank');
    expect(input?.kind === 'choice' && input.default).toBe('any');
    expect(input?.rule).toContain('12.7.2');
  });
});
