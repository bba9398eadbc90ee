import { describe, expect, it } from 'vitest';
import { listGames } from '../../main/catalog/catalog';
import { CapabilityRegistry, levelOf } from '../../main/catalog/support';
import { GAME_IDS, SUPPORT_AREAS } from '../../shared/games/ids';
import { GameSummarySchema } from '../../shared/api/contract';
import { createModuleRegistry, gameCapabilities } from '../../main/games/registry';
import { FREE_TABLE } from '../../shared/games/capabilities';

const freeTable = () => ({ ...FREE_TABLE, companion: false });

const src = { kind: 'rulebook' as const, ref: 'seed §1' };

describe('game catalogue', () => {
  it('lists the five games in order, each valid and with a source for every stated fact', () => {
    const games = listGames(new CapabilityRegistry(), freeTable);
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
    const before = listGames(registry, freeTable).find((g) => g.id === 'afrika-korps')!;
    expect(before.support.every((s) => s.level === 'none')).toBe(true);

    registry.register({ game: 'afrika-korps', area: 'board', id: 'map', level: 'complete', source: src });
    registry.register({ game: 'afrika-korps', area: 'tables', id: 'crt', level: 'complete', source: src });
    registry.register({ game: 'afrika-korps', area: 'tables', id: 'supply', level: 'partial', source: src });
    const after = listGames(registry, freeTable);
    const ak = after.find((g) => g.id === 'afrika-korps')!;
    expect(Object.fromEntries(ak.support.map((s) => [s.area, s.level]))).toEqual({
      board: 'complete', rules: 'none', tables: 'partial', companion: 'none', rulebook: 'none',
    });
    expect(after.find((g) => g.id === 'case-yellow')!.support.every((s) => s.level === 'none')).toBe(true);
    expect(() => registry.register({ game: 'afrika-korps', area: 'board', id: 'map', level: 'partial', source: src })).toThrow();
  });

  it("gives each game's table capabilities from its engine module, and a colour per theme", () => {
    const registry = new CapabilityRegistry();
    const modules = createModuleRegistry();
    const games = listGames(registry, (game) => gameCapabilities(modules, registry, game));
    const caps = Object.fromEntries(games.map((g) => [g.id, g.capabilities]));
    // Afrika Korps has a rules engine with advice, a combat planner and overlays; the others are free tables for now.
    expect(caps['afrika-korps']).toEqual({ rulesMode: true, moveAdvice: true, combatPlanner: true, battleActions: { resolve: 'attack', automatic: 'declareAv' }, overlays: true, computerPlayer: true, companion: false });
    expect(caps['case-yellow']).toEqual({ ...FREE_TABLE, companion: false });
    registry.register({ game: 'case-yellow', area: 'companion', id: 'sequence', level: 'complete', source: src });
    expect(listGames(registry, (game) => gameCapabilities(modules, registry, game)).find((g) => g.id === 'case-yellow')!.capabilities.companion).toBe(true);
    for (const g of games) expect(g.colour.light).not.toBe(g.colour.dark);
  });

  it('rates an area by its weakest capability', () => {
    expect(levelOf([])).toBe('none');
    expect(levelOf([{ id: 'a', level: 'complete', source: src }])).toBe('complete');
    expect(levelOf([{ id: 'a', level: 'complete', source: src }, { id: 'b', level: 'partial', source: src }])).toBe('partial');
  });
});
