import { describe, expect, it } from 'vitest';
import { AK_CALENDAR, REPLACEMENTS_TURN, SUBSTITUTES_TURN, supplyWindowOf, turnFrom } from '../../main/games/afrika-korps/calendar';
import { afrikaKorpsCompanion } from '../../main/games/afrika-korps/companion/definition';
import { exchange } from '../../main/games/afrika-korps/play/combat';
import { REPLACEMENTS_FROM, SUBSTITUTES_FROM, SUPPLY_LIMIT, SUPPLY_RANGE, sunkFaces } from '../../main/games/afrika-korps/play/state';
import { akData, board } from './fixtures/ak-board';
import { wordsEn, wordsIt } from '../support/companion-words';

/**
 * One source for the Afrika Korps tables and dates (data/calendar.json): the engine, the companion
 * and (through the options the engine lists) the play panel read the same supply table, the same
 * first turns of replacements and substitutes and the same supply limits; and both say the same
 * about an exchange with equal factors (7.5).
 */
const def = afrikaKorpsCompanion();

describe('Afrika Korps calendar data', () => {
  it('turns the rulebook dates into turns through the turn track', () => {
    expect(turnFrom('1942-03-01')).toBe(23);
    expect(turnFrom('1942-08-01')).toBe(33);
    expect([REPLACEMENTS_FROM, SUBSTITUTES_FROM]).toEqual([REPLACEMENTS_TURN, SUBSTITUTES_TURN]);
    expect(akData.turns.find((t) => t.turn === REPLACEMENTS_FROM)!.date).toBe(AK_CALENDAR.replacements.from);
    expect(akData.turns.find((t) => t.turn === SUBSTITUTES_FROM)!.date).toBe(AK_CALENDAR.substitutes.from);
    expect(SUPPLY_LIMIT).toEqual({ axis: 3, allied: 4 });
  });

  it('the engine rolls on the very table the companion shows, on every turn', () => {
    const table = def.tables.find((t) => t.id === 'axis-supply')!;
    for (const { turn } of akData.turns) {
      const col = table.cols.findIndex((c) => c.id === supplyWindowOf(turn)!.id);
      const sunk = [1, 2, 3, 4, 5, 6].filter((d) => table.builtIn!.cells[d - 1]![col] === 'Aff.');
      expect(sunkFaces(turn), `turn ${turn}`).toEqual(sunk);
    }
    // As printed (12.2): April–June 1941 1–2, July–November 1–3, from December 1941 only 1.
    expect([sunkFaces(6), sunkFaces(7), sunkFaces(16), sunkFaces(17)]).toEqual([[1, 2], [1, 2, 3], [1, 2, 3], [1]]);
  });

  it('the companion calendar announces replacements and substitutes on the engine\'s turns', () => {
    const on = (rule: string) => def.turns.filter((t) => t.events?.some((e) => e.rule === rule)).map((t) => t.n);
    expect(on('20.1')).toEqual([REPLACEMENTS_FROM]);
    expect(on('21.1')).toEqual([SUBSTITUTES_FROM]);
    const calc = def.calculators.find((c) => c.id === 'axis-supply')!;
    expect(calc.compute({ turn: 5, port: true, onMap: SUPPLY_LIMIT.axis }, {}, [6]).invalid).toBeDefined();
    expect(calc.compute({ turn: 5, port: true, onMap: SUPPLY_LIMIT.axis - 1 }, {}, [6]).invalid).toBeUndefined();
  });

  it('the companion\'s supply trackers, steps and supply line say the engine\'s limits, from the same data', () => {
    const max = (id: string) => (def.trackers.find((t) => t.id === id) as { max: number }).max;
    expect([max('axis-supplies-on-map'), max('allied-supplies-on-map')]).toEqual([SUPPLY_LIMIT.axis, SUPPLY_LIMIT.allied]);
    expect(SUPPLY_LIMIT).toEqual({ axis: AK_CALENDAR.supplyLimit.axis, allied: AK_CALENDAR.supplyLimit.allied });
    const step = (id: string) => def.sequence.flatMap((p) => p.steps ?? []).find((s) => s.id === id)!.title;
    expect(step('axis-supply').params).toEqual({ max: AK_CALENDAR.supplyLimit.axis });
    expect(step('allied-supply').params).toEqual({ max: AK_CALENDAR.supplyLimit.allied });
    expect(wordsEn(step('axis-supply'))).toContain(`at most ${SUPPLY_LIMIT.axis} on the map`);
    expect(wordsIt(step('allied-end-movement'))).toContain('da agosto 1942');
    const combat = def.calculators.find((c) => c.id === 'combat')!;
    const supplyStep = combat.compute({ attackers: [{ attack: 3 }], defenders: [{ defence: 1, doubled: false }] }, {}, null).steps.find((s) => s.rule === '14.1')!;
    expect(wordsEn(supplyStep.label)).toBe(`A supply unit within ${SUPPLY_RANGE} hexes is needed`);
    expect(SUPPLY_RANGE).toBe(AK_CALENDAR.supplyRange.hexes);
  });

  it('an exchange with equal factors costs both sides every unit, in the engine and the companion (7.5)', () => {
    // A 2-2-6 against a 2-2-… in the open: 2 against 2.
    const attacker = akData.units.find((u) => u.side === 'axis' && u.attack === 2)!;
    const defender = akData.units.find((u) => u.side === 'allied' && u.defence === 2)!;
    const b = board([attacker.id, 'P30'], [defender.id, 'P31']);
    expect(exchange(b, [attacker.id], [defender.id])).toEqual({ loser: 'both', atLeast: 0 });
    const combat = def.calculators.find((c) => c.id === 'combat')!;
    const crt = def.tables.find((t) => t.id === 'crt')!;
    const col = crt.cols.findIndex((c) => c.id === '1-1');
    const exDie = crt.builtIn!.cells.findIndex((row) => row[col] === 'EX') + 1;
    const r = combat.compute({ attackers: [{ attack: 2 }], defenders: [{ defence: 2, doubled: false }] }, {}, [exDie]);
    expect(r.outcome?.value).toBe('EX');
    const said = r.steps.map((s) => wordsEn(s.label)).join(' | ');
    expect(said).toMatch(/both sides lose every unit/);
    expect(said).not.toMatch(/agree at the table/);
  });

  it('the rulebook\'s two exchanges (7.5) are worked out alike by the engine and the companion', () => {
    const combat = def.calculators.find((c) => c.id === 'combat')!;
    const exDie = (column: string) => {
      const crt = def.tables.find((t) => t.id === 'crt')!;
      const col = crt.cols.findIndex((c) => c.id === column);
      return crt.builtIn!.cells.findIndex((row) => row[col] === 'EX') + 1;
    };
    // 1: seven 1-1-6 against a 2-3-4 doubled on an escarpment (G24), at 1-1: the defender goes, the attacker removes at least 6.
    const sevens = ['gb-50inf-69', 'gb-50inf-150', 'gb-50inf-151', 'za-50inf-6sa-motor', 'gb-70inf-23', 'gb-44inf-61', 'gb-44inf-132'];
    const one = board(['it-brescia', 'G24'], ...sevens.map((u) => [u, 'H24'] as [string, string]));
    expect(exchange(one, sevens, ['it-brescia'])).toEqual({ loser: 'defender', atLeast: 6 });
    const r1 = combat.compute({ attackers: sevens.map(() => ({ attack: 1 })), defenders: [{ defence: 3, doubled: true }] }, {}, [exDie('1-1')]);
    expect(r1.outcome?.value).toBe('EX');
    expect(r1.steps.slice(-2).map((s) => [wordsEn(s.label), s.value])).toEqual([
      ['Exchange: the defender has fewer factors and loses every unit', '6'],
      ['The attacker removes units worth at least (attack factors)', '6'],
    ]);
    // 2: a 3-4-6 attacking four 1-1-6 at 1-2: the attacker goes, the defender removes at least 3 (three of the four).
    const fours = sevens.slice(0, 4);
    const two = board(['it-trieste', 'P30'], ...fours.map((u) => [u, 'P31'] as [string, string]));
    expect(exchange(two, ['it-trieste'], fours)).toEqual({ loser: 'attacker', atLeast: 3 });
    const r2 = combat.compute({ attackers: [{ attack: 3 }], defenders: fours.map(() => ({ defence: 1, doubled: false })) }, {}, [exDie('1-2')]);
    expect(r2.outcome?.value).toBe('EX');
    expect(r2.steps.slice(-2).map((s) => [wordsEn(s.label), s.value])).toEqual([
      ['Exchange: the attacker has fewer factors and loses every unit', '3'],
      ['The defender removes units worth at least (defence factors as counted for the odds)', '3'],
    ]);
  });
});
