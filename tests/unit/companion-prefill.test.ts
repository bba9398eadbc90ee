import { describe, expect, it } from 'vitest';
import type { InputSpec } from '../../shared/companion/definition';
import { defaultInputs, prefilledInputs } from '../../renderer/src/lib/companion-prefill';

const label = { key: 'x' };
const SPECS: InputSpec[] = [
  { kind: 'choice', id: 'attacker', label, options: [{ id: 'axis', label }, { id: 'allied', label }], default: 'axis' },
  { kind: 'number', id: 'turn', label, min: 1, max: 17, default: 1 },
  { kind: 'flag', id: 'night', label, default: false },
  { kind: 'list', id: 'units', label, min: 1, max: 3, item: [{ kind: 'number', id: 'strength', label, min: 0, max: 20, default: 1 }] },
];

describe('a calculator asked for from the table, with inputs', () => {
  it('takes each value that fits its input over the defaults', () => {
    expect(prefilledInputs(SPECS, { attacker: 'allied', turn: 5, night: true, units: [{ strength: 6 }, { strength: 4 }] })).toEqual({
      attacker: 'allied',
      turn: 5,
      night: true,
      units: [{ strength: 6 }, { strength: 4 }],
    });
  });
  it('keeps the default where a value does not fit, bounds numbers and groups, and ignores inputs it does not have', () => {
    expect(
      prefilledInputs(SPECS, { attacker: 'soviet', turn: 99, night: 'yes', units: [{ strength: -3 }, 'x', { strength: 2 }, { strength: 9 }], elevation: 3 }),
    ).toEqual({ attacker: 'axis', turn: 17, night: false, units: [{ strength: 0 }, { strength: 1 }, { strength: 2 }] });
    expect(prefilledInputs(SPECS, { units: [], turn: Number.NaN })).toEqual(defaultInputs(SPECS));
  });
});
