import { expect, it } from 'vitest';
import { allowedValues, flattenSteps } from '../../renderer/src/lib/companion-steps';
import { companionMini } from './fixtures/companion-mini';
it('lists the values a table cell may hold when its pattern is a list, else shows the pattern', () => {
  expect(allowedValues('^(AE|AL1|C|BL1|ENG|DR|DL1|DE)$')).toBe('AE, AL1, C, BL1, ENG, DR, DL1, DE');
  expect(allowedValues('^(Aff\\.|-)$')).toBe('Aff., -');
  expect(allowedValues('^(allied|axis|-)$')).toBe('allied, axis, -');
  expect(allowedValues('^(-?\\d{1,2}|-)$')).toBe('^(-?\\d{1,2}|-)$');
  expect(allowedValues('^.{1,24}$')).toBe('^.{1,24}$');
});

it('lays out the sequence of play in the rulebook’s order with depths and leaves', () => {
  expect(flattenSteps(companionMini().sequence).map((r) => [r.spec.id, r.depth, r.leaf])).toEqual([
    ['p1', 0, false],
    ['s1', 1, true],
    ['s2', 1, true],
    ['p2', 0, true],
  ]);
});
