import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { createModuleRegistry, registeredGames } from '../../main/games/registry';
import { companionDefinition } from '../../main/companion/definitions';
import { references } from '../../main/rulebook/reference';
import { GAME_IDS, SUPPORT_AREAS, type GameId, type SupportArea, type SupportLevel } from '../../shared/games/ids';
import { SEED_BOOKS, readableSourceRef } from '../../shared/games/seeds';
import type { GameSummary } from '../../shared/api/contract';
import { tempDir } from './helpers';

/**
 * The home screen tells the truth: each game's indicator, area by area, is checked against what is
 * registered — an engine module for the rules area, a companion definition for the companion area,
 * a game's own data for the board, the companion's tables, the rulebook reference.
 */
let app: AppServices;
let catalog: GameSummary[];

beforeAll(async () => {
  app = startAppServices({ dataDir: tempDir(), mode: 'web', version: 'test', registry: { validateResults: true } });
  const r = (await app.registry.dispatch('catalog.list', {}, { id: 'home' })) as { ok: true; value: GameSummary[] };
  catalog = r.value;
});
afterAll(() => app.close());

const level = (game: GameId, area: SupportArea): SupportLevel => catalog.find((g) => g.id === game)!.support.find((s) => s.area === area)!.level;

describe('home indicators', () => {
  const modules = createModuleRegistry();
  const engines = new Set(registeredGames());

  it('reports a rules engine only for a game whose engine module is registered', () => {
    expect([...engines]).toEqual(['afrika-korps']);
    for (const game of GAME_IDS) {
      expect(level(game, 'rules') !== 'none', game).toBe(engines.has(game));
      const rules = catalog.find((g) => g.id === game)!.support.find((s) => s.area === 'rules')!;
      // Only what the engine registers: nothing the referee's companion knows counts as enforcing rules.
      for (const c of rules.capabilities) expect(c.id.startsWith('companion:'), `${game} ${c.id}`).toBe(false);
    }
    // The Dark Sands has a companion and no engine: its rules area is empty, its companion area holds what assists.
    expect(level('dark-sands', 'rules')).toBe('none');
    expect(level('dark-sands', 'companion')).not.toBe('none');
  });

  it('reports the companion, tables, board and rulebook areas from what each game registers', () => {
    const books = new Set(references().keys());
    for (const game of GAME_IDS) {
      const def = companionDefinition(modules, game);
      expect(level(game, 'companion') !== 'none', game).toBe(def !== null);
      if ((def?.tables.length ?? 0) === 0) expect(level(game, 'tables'), game).toBe('none');
      expect(level(game, 'board') !== 'none', game).toBe(engines.has(game));
      expect(level(game, 'rulebook') !== 'none', game).toBe(books.has(game));
    }
  });

  it('rates every area by the capabilities it lists', () => {
    for (const g of catalog) {
      expect(g.support.map((s) => s.area)).toEqual([...SUPPORT_AREAS]);
      for (const s of g.support) {
        const want = s.capabilities.length === 0 ? 'none' : s.capabilities.every((c) => c.level === 'complete') ? 'complete' : 'partial';
        expect(s.level, `${g.id} ${s.area}`).toBe(want);
      }
    }
  });
});

describe('sources in words', () => {
  it('knows every rulebook seed the references are built from', () => {
    for (const ref of references().values()) expect(SEED_BOOKS[ref.seed], ref.seed).toBe(ref.game);
  });

  it('replaces a seed file name with the book, and leaves other references as they are', () => {
    const book = (game: GameId) => `<${game}>`;
    expect(readableSourceRef('000_9dce4600f0004f56.txt §5, 7', book)).toBe('<afrika-korps> §5, 7');
    expect(readableSourceRef('see 003_7c635a494592e798.txt and 002_95d7eeea64a0133f.txt', book)).toBe('see <case-yellow> and <dark-sands>');
    expect(readableSourceRef('999_0000000000000000.txt', book)).toBe('999_0000000000000000.txt');
    expect(readableSourceRef('imported rulebook text', book)).toBe('imported rulebook text');
  });

  it('leaves no seed file name in any source the home screen lists', () => {
    const book = (game: GameId) => game;
    for (const g of catalog) {
      const refs = [...g.facts.map((f) => f.source.ref), ...g.support.flatMap((s) => s.capabilities.map((c) => c.source.ref))];
      for (const ref of refs) expect(readableSourceRef(ref, book), ref).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
    }
  });
});
