import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createGameStore } from '../../main/engine/store';
import { createGameSessions } from '../../main/engine/sessions';
import { createLibrary } from '../../main/engine/library';
import { createModuleRegistry, registerDataCapabilities, registeredGames, gameCapabilities, type ModuleRegistry } from '../../main/games/registry';
import { CapabilityRegistry } from '../../main/catalog/support';
import { listGames } from '../../main/catalog/catalog';
import { createCompanionHandlers } from '../../main/app/handlers-companion';
import { createCompanionModule } from '../../main/companion/module';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index';
import { GAME_IDS } from '../../shared/games/ids';
import type { Result } from '../../shared/api/result';
import { companionMini } from './fixtures/companion-mini';
import { tempDir } from './helpers';

function value<T>(r: Result<T> | Promise<Result<T>>): T {
  const x = r as Result<T>;
  if (!x.ok) throw new Error(`${x.code} ${JSON.stringify(x.params)}`);
  return x.value;
}

function app(modules: ModuleRegistry) {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  const capabilities = new CapabilityRegistry();
  for (const g of registeredGames()) registerDataCapabilities(capabilities, createModuleRegistry().get(g)!.data);
  const store = createGameStore(db);
  const sessions = createGameSessions({ store, modules });
  const library = createLibrary(store, sessions);
  const h = createCompanionHandlers({ db, capabilities, modules, sessions, library });
  const call = <T>(r: unknown) => value(r as Result<T>);
  return { h, capabilities, call, home: () => listGames(capabilities, (game) => gameCapabilities(modules, capabilities, game)) };
}

/** The home screen's indicators equal the completeness page's facts, game by game. */
function agree(a: ReturnType<typeof app>) {
  for (const game of a.home()) {
    const page = a.call<{ support: unknown }>(a.h['companion.completeness']({ gameId: game.id }, {} as never));
    expect(page.support, game.id).toEqual(game.support);
  }
}

describe('completeness', () => {
  it('the home indicators read the same facts as every game’s completeness page (the registered definitions)', () => {
    const a = app(createModuleRegistry());
    agree(a);
    for (const game of a.home()) {
      const companion = game.support.find((s) => s.area === 'companion')!;
      // A game has a companion indicator exactly when it has a companion definition.
      expect(companion.level === 'none', game.id).toBe(!COMPANION_DEFINITIONS[game.id]);
      const page = a.call<{ tables: { status: string }[]; companion: boolean }>(a.h['companion.completeness']({ gameId: game.id }, {} as never));
      expect(page.companion).toBe(!!COMPANION_DEFINITIONS[game.id]);
      const tables = game.support.find((s) => s.area === 'tables')!;
      const expected = page.tables.length === 0 ? 'none' : page.tables.every((t) => t.status !== 'missing') ? 'complete' : 'partial';
      expect(tables.level, game.id).toBe(expected);
    }
    expect(GAME_IDS.length).toBe(a.home().length);
  });

  it('a missing table makes the tables and its calculator partial, and entering it makes them complete on both', () => {
    const modules = createModuleRegistry({}, (g) => (g === 'dark-sands' ? createCompanionModule(companionMini()) : null));
    const a = app(modules);
    const area = (name: string) => a.home().find((g) => g.id === 'dark-sands')!.support.find((s) => s.area === name)!;
    expect(area('tables')).toMatchObject({ level: 'partial' });
    expect(area('tables').capabilities).toEqual([
      { id: 'table:crt', level: 'complete', source: { kind: 'user', ref: 'test fixture' } },
      { id: 'table:ift', level: 'none', source: { kind: 'rulebook', ref: 'test fixture' } },
    ]);
    expect(area('companion').capabilities.find((c) => c.id === 'calculator:fire')).toMatchObject({ level: 'partial' });
    const page = a.call<{ calculators: { id: string; missingTables: string[] }[] }>(a.h['companion.completeness']({ gameId: 'dark-sands' }, {} as never));
    expect(page.calculators).toEqual([
      expect.objectContaining({ id: 'odds', missingTables: [] }),
      expect.objectContaining({ id: 'fire', missingTables: ['ift'] }),
    ]);
    agree(a);

    a.call(a.h['companion.tableSet']({ gameId: 'dark-sands', table: 'ift', cells: [['1MC', 'K']], sourceNote: 'my copy' }, {} as never));
    expect(area('tables')).toMatchObject({ level: 'complete' });
    expect(area('tables').capabilities[1]).toEqual({ id: 'table:ift', level: 'complete', source: { kind: 'user', ref: 'my copy' } });
    expect(area('companion').level).toBe('complete');
    agree(a);

    a.call(a.h['companion.tableRemove']({ gameId: 'dark-sands', table: 'ift' }, {} as never));
    expect(area('tables').level).toBe('partial');
    agree(a);
  });

  it('the preview calculation reads the tables the player entered, and the definition travels without its code', () => {
    const modules = createModuleRegistry({}, (g) => (g === 'dark-sands' ? createCompanionModule(companionMini()) : null));
    const a = app(modules);
    const calc = (dice?: number[]) => a.call<{ missingTables: string[]; outcome?: { value: string } }>(a.h['companion.calculate']({ gameId: 'dark-sands', calculator: 'fire', inputs: { units: [{ fp: 3 }] }, ...(dice ? { dice } : {}) }, {} as never));
    expect(calc().missingTables).toEqual(['ift']);
    a.call(a.h['companion.tableSet']({ gameId: 'dark-sands', table: 'ift', cells: [['1MC', 'K']] }, {} as never));
    expect(calc([2]).outcome?.value).toBe('K');
    expect(a.h['companion.calculate']({ gameId: 'dark-sands', calculator: 'fire', inputs: { units: [{ fp: 'x' }] } }, {} as never)).toMatchObject({ ok: false, code: 'companion.badInput' });
    const def = a.call<{ calculators: object[] }>(a.h['companion.definition']({ gameId: 'dark-sands' }, {} as never));
    expect(def.calculators.every((c) => !('compute' in c))).toBe(true);
    expect(JSON.parse(JSON.stringify(def))).toEqual(def);
    expect(a.h['companion.definition']({ gameId: 'case-yellow' }, {} as never)).toMatchObject({ ok: false, code: 'companion.noDefinition' });
  });
});
