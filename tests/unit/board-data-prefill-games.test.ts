import { describe, expect, it } from 'vitest';
import { chartOf } from '../../shared/board-data/charts';
import { hexsideId } from '../../shared/board-data/hexsides';
import { emptyBoardData, type BoardData } from '../../shared/board-data/schema';
import type { GameId } from '../../shared/games/ids';
import { prefillCaseYellowCombat } from '../../main/board-data/prefill/case-yellow';
import { prefillBattleForNorthAfricaCombat } from '../../main/board-data/prefill/battle-for-north-africa';
import { prefillOf } from '../../main/board-data/prefill/index';
import { computeCyCombat } from '../../main/games/case-yellow/companion/calculators/combat';
import { computeBnaCombat } from '../../main/games/battle-for-north-africa/companion/calculators/combat';
import type { CalcStep } from '../../shared/companion/definition';

/**
 * The other games' combat calculators prefilled from the map (issue 16): Case Yellow 1940 and
 * Battle for North Africa, each checked against its rulebook's example (seed 003 §11.3 worked
 * example; seed 001 §8.2.5's printed odds), and the face that is up read from a flipped counter.
 * Counter values here are a test's board data (entered as a player would), summing to the
 * example's totals.
 */

const board = (game: GameId, over: Partial<BoardData>): BoardData => ({ ...emptyBoardData(game), ...over });
const valueOf = (steps: readonly CalcStep[], key: string) => steps.find((s) => typeof s.label === 'object' && 'key' in s.label && s.label.key.endsWith(key))?.value;

describe('Case Yellow 1940 combat prefilled from the map', () => {
  const chart = chartOf('case-yellow')!;
  const pz = (strength: number, tactical: number) => ({ front: { type: 'panzer', size: 'division', nationality: 'german', strength, tactical, steps: 2 } });
  const data = board('case-yellow', {
    hexes: { h: { t: 'hill' }, a: { t: 'open' }, b: { t: 'open' }, c: { t: 'open' }, m: { t: 'marsh' }, x: { t: 'open', f: ['city'] } },
    hexsides: { [hexsideId('a', 'h')]: ['minor-river'], [hexsideId('b', 'h')]: ['minor-river'] },
    counters: {
      pz1: pz(5, 4),
      pz2: pz(5, 4),
      pz3: pz(3, 3),
      corps: { front: { type: 'infantry', size: 'corps', nationality: 'french', strength: 4, tactical: 2, steps: 2 }, back: { type: 'infantry', size: 'corps', nationality: 'french', strength: 2, tactical: 1, steps: 1 } },
    },
  });
  const attackers = [
    { piece: 'pz1', cell: 'a', flipped: false },
    { piece: 'pz2', cell: 'b', flipped: false },
    { piece: 'pz3', cell: 'c', flipped: false },
  ];
  const defender = [{ piece: 'corps', cell: 'h', flipped: false }];

  it('seed 003 11.3 worked example: 3 panzer divisions, 13 vs a French corps of 4 on a Hill → 3-1, terrain 1L from the hill, 3 panzer divisions, TRs from the counters', () => {
    const p = prefillCaseYellowCombat(chart, data, attackers, defender);
    expect(p.inputs).toMatchObject({ attacker: 'german', attack: 13, defence: 4, terrain: 1, panzers: 3, attackerTr: 4, defenderTr: 2, marsh: false, armourBarred: false, fortifiedLine: false, arko: false, alliedArmourDefends: false });
    expect(p.unfilled).toEqual([]);
    // What the example adds that the map cannot see: the Improved Defense marker (1L), no Attack Supply (1L), 3 Stukas and 1 Allied air.
    const inputs = { ...p.inputs, terrain: (p.inputs.terrain as number) + 1, attackerOos: true, airAttacker: 3, airDefender: 1 };
    const r = computeCyCombat(inputs, {}, null);
    expect(valueOf(r.steps, 'oddsFractionsDroppedForTheDefender')).toBe('13:4 = 3-1');
    // The seed nets the air first (3L / 4R); the calculator counts the Allied air on the left: the same +1.
    expect(valueOf(r.steps, 'netShift')).toBe('5R − 4L = +1');
    expect(valueOf(r.steps, 'finalOdds')).toBe('4-1');
  });

  it('a minor river counts only when every attacker attacks across it (TEC); the corps flipped to its reduced face defends with its back values', () => {
    const two = prefillCaseYellowCombat(chart, data, attackers.slice(0, 2), [{ ...defender[0]!, flipped: true }]);
    expect(two.inputs).toMatchObject({ attack: 10, defence: 2, terrain: 2, defenderTr: 1 });
    expect(prefillCaseYellowCombat(chart, data, attackers, defender).inputs.terrain).toBe(1);
  });

  it('marsh and city bar armour shifts; what the counters lack stays the default and is listed', () => {
    const marsh = prefillCaseYellowCombat(chart, data, attackers, [{ piece: 'corps', cell: 'm', flipped: false }]);
    expect(marsh.inputs).toMatchObject({ marsh: true, armourBarred: true, terrain: 1 });
    const city = prefillCaseYellowCombat(chart, data, [{ piece: 'pz1', cell: 'x', flipped: false }], [{ piece: 'nobody', cell: 'nowhere', flipped: false }]);
    expect(city.inputs).toMatchObject({ armourBarred: true, defence: 3, defenderTr: 3, terrain: 0 });
    expect(city.unfilled).toEqual(expect.arrayContaining([{ input: 'defence', piece: 'nobody' }, { input: 'defenderTr', piece: 'nobody' }, { input: 'terrain', cell: 'nowhere' }]));
  });
});

describe('Battle for North Africa combat prefilled from the map', () => {
  const chart = chartOf('battle-for-north-africa')!;
  const data = board('battle-for-north-africa', {
    hexes: { d: { t: 'desert' } },
    counters: {
      inf: { front: { strength: 12, armour: 0, artillery: 2 } },
      tank: { front: { strength: 9, armour: 3, artillery: 0, armoured: true } },
      def: { front: { strength: 11, armour: 1, artillery: 1 }, back: { strength: 15, armour: 1, artillery: 1 } },
      lone: { front: { strength: 10, armour: 0, artillery: 0 } },
    },
  });

  it('seed 001 8.2.5 printed odds: 21:11 → 2:1 from the counters; the tank stacked with the infantry counts as supported (8.3.4)', () => {
    const p = prefillBattleForNorthAfricaCombat(chart, data, [{ piece: 'inf', cell: 's', flipped: false }, { piece: 'tank', cell: 's', flipped: false }], [{ piece: 'def', cell: 'd', flipped: false }]);
    expect(p.inputs.attackers).toEqual([
      { cs: 12, ap: 0, art: 2, armour: false, supported: false, isolated: false },
      { cs: 9, ap: 3, art: 0, armour: true, supported: true, isolated: false },
    ]);
    expect(p.inputs.defenders).toEqual([{ cs: 11, ap: 1, art: 1, armour: false, supported: false, isolated: false }]);
    // The rulebook prints no terrain chart: the terrain DRM is the player's.
    expect(p.unfilled).toEqual([{ input: 'terrain', cell: 'd' }]);
    expect(valueOf(computeBnaCombat(p.inputs, {}, null).steps, 'oddsRoundedToTheNearestHalf')).toBe('21:11 → 2:1');
  });

  it('seed 001 8.2.5 printed odds: 10:15 → 1:1.5 with the defender flipped to its back face; an armoured unit alone is listed for the player', () => {
    const p = prefillBattleForNorthAfricaCombat(chart, data, [{ piece: 'lone', cell: 's', flipped: false }], [{ piece: 'def', cell: 'd', flipped: true }]);
    expect(valueOf(computeBnaCombat(p.inputs, {}, null).steps, 'oddsRoundedToTheNearestHalf')).toBe('10:15 → 1:1.5');
    const alone = prefillBattleForNorthAfricaCombat(chart, data, [{ piece: 'tank', cell: 's', flipped: false }], [{ piece: 'def', cell: 'd', flipped: false }]);
    expect(alone.unfilled).toContainEqual({ input: 'attackers.supported', piece: 'tank' });
  });
});

describe('the prefill registry', () => {
  it('names each game with a prefill and its calculator; a game without one has none', () => {
    expect(prefillOf('dark-sands')?.calculator).toBe('combat');
    expect(prefillOf('case-yellow')?.calculator).toBe('combat');
    expect(prefillOf('battle-for-north-africa')?.calculator).toBe('combat');
    expect(prefillOf('afrika-korps')).toBeNull();
  });
});
