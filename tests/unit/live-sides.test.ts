import { describe, expect, it } from 'vitest';
import { liveContract } from '../../shared/api/contract-live';
import { sidesOf } from '../../main/vassal/to-game/table-extras';

/**
 * "Play live" sends the side the host plays. A game played on a VASSAL module takes its sides from
 * the module's roster as written ("Axis", "Free French"): live.host must take every one of them,
 * as it takes the five games' own (main then checks the side is one of the game's).
 */
const host = (side: string) => liveContract['live.host'].args.safeParse({ id: 'g1', side, listen: { where: 'loopback', port: 0 } });

describe('the side a live host plays', () => {
  it("accepts every side a module's roster gives its game, and the five games' sides", () => {
    const sides = sidesOf(['Axis', 'Allied', 'Free French', 'U.S.A.', '1st Army']).map((s) => s.id);
    expect(sides).toEqual(['Axis', 'Allied', 'Free French', 'U.S.A.', '1st Army']);
    for (const side of [...sides, ...sidesOf(undefined).map((s) => s.id), 'axis', 'allied']) expect(host(side).success, side).toBe(true);
  });

  it('refuses what cannot be a side', () => {
    for (const side of ['', ' Axis', '<script>', 'a'.repeat(65), 'Axis\n']) expect(host(side).success, JSON.stringify(side)).toBe(false);
  });
});
