import { describe, expect, it } from 'vitest';
import { overstacksPort } from '../../main/games/afrika-korps/ai/match';
import type { AkAction } from '../../main/games/afrika-korps/play/actions';
import { ak, position } from './fixtures/ak-play';

/**
 * The random seat of ai-match lands no more than a port holds (6.1): units landed over the limit
 * at a besieged Tobruch could never leave, and movement could never end (6.3) — three of ten
 * games of the computer against the random player stalled on it.
 */
describe('ai-match random seat', () => {
  const crowded = position({ 'de-21pz-5': 'G25', 'de-21pz-104': 'G25', 'de-21pz-3': 'G25', 'gb-22gds': 'M40' });
  const roomy = position({ 'de-21pz-5': 'G25', 'de-21pz-104': 'G25', 'gb-22gds': 'M40' });

  it('sees a landing that would put a fourth combat unit in the port', () => {
    for (const type of ['reinforce', 'land'] as const) {
      expect(overstacksPort(ak, crowded, { type, units: ['de-15pz-8'], port: 'tobruch' } as AkAction)).toBe(true);
      expect(overstacksPort(ak, roomy, { type, units: ['de-15pz-8'], port: 'tobruch' } as AkAction)).toBe(false);
      expect(overstacksPort(ak, roomy, { type, units: ['de-15pz-8', 'de-15pz-115'], port: 'tobruch' } as AkAction)).toBe(true);
    }
  });

  it('counts combat units only (6.1: supply units and Rommel do not count), and only landings', () => {
    expect(overstacksPort(ak, crowded, { type: 'reinforce', units: ['de-rommel'], port: 'tobruch' } as AkAction)).toBe(false);
    expect(overstacksPort(ak, crowded, { type: 'move', units: ['de-15pz-8'], to: 'G25' } as AkAction)).toBe(false);
  });
});
