import { describe, expect, it } from 'vitest';
import { listGames } from '../../main/catalog/catalog';
import { CapabilityRegistry, levelOf } from '../../main/catalog/support';
import { GAME_IDS, SUPPORT_AREAS } from '../../shared/games/ids';
import { GameSummarySchema } from '../../shared/api/contract';

const src = { kind: 'rulebook' as const, ref: 'seed §1' };

describe('game catalogue', () => {
  it('lists the five games in order, each valid and with a source for every stated fact', () => {
    const games = listGames(new CapabilityRegistry());
    expect(games.map((g) => g.id)).toEqual([...GAME_IDS]);
    for (const g of games) {
      expect(GameSummarySchema.safeParse(g).success).toBe(true);
      const sourced = new Set(g.facts.map((f) => f.fact));
      expect(sourced.has('publisher'), g.id).toBe(true);
      if (g.year !== null) expect(sourced.has('year'), g.id).toBe(true);
      if (g.designer !== null) expect(sourced.has('designer'), g.id).toBe(true);
      expect(g.support.map((s) => s.area)).toEqual([...SUPPORT_AREAS]);
    }
  });

  it('reports support from what is registered, and only that', () => {
    const registry = new CapabilityRegistry();
    const before = listGames(registry).find((g) => g.id === 'afrika-korps')!;
    expect(before.support.every((s) => s.level === 'none')).toBe(true);

    registry.register({ game: 'afrika-korps', area: 'board', id: 'map', level: 'complete', source: src });
    registry.register({ game: 'afrika-korps', area: 'tables', id: 'crt', level: 'complete', source: src });
    registry.register({ game: 'afrika-korps', area: 'tables', id: 'supply', level: 'partial', source: src });
    const after = listGames(registry);
    const ak = after.find((g) => g.id === 'afrika-korps')!;
    expect(Object.fromEntries(ak.support.map((s) => [s.area, s.level]))).toEqual({
      board: 'complete', rules: 'none', tables: 'partial', companion: 'none', rulebook: 'none',
    });
    expect(after.find((g) => g.id === 'case-yellow')!.support.every((s) => s.level === 'none')).toBe(true);
    expect(() => registry.register({ game: 'afrika-korps', area: 'board', id: 'map', level: 'partial', source: src })).toThrow();
  });

  it('rates an area by its weakest capability', () => {
    expect(levelOf([])).toBe('none');
    expect(levelOf([{ id: 'a', level: 'complete', source: src }])).toBe('complete');
    expect(levelOf([{ id: 'a', level: 'complete', source: src }, { id: 'b', level: 'partial', source: src }])).toBe('partial');
  });
});
