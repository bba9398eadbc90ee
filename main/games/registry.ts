import { isGameId, type GameId, type GameKey, type ImportedKey } from '../../shared/games/ids.js';
import type { GameData } from '../../shared/games/descriptor.js';
import type { AnyGameModule } from '../engine/module.js';
import type { CapabilityRegistry } from '../catalog/support.js';
import { loadAfrikaKorpsData } from './afrika-korps/data.js';
import { createAfrikaKorpsModule } from './afrika-korps/module.js';
import { COMPANION_SCENARIO, companionModuleFor } from '../companion/factory.js';

export interface ModuleRegistry {
  /** The game's engine module; for the scenario 'companion', its referee's companion module. */
  get(gameId: GameKey, scenario?: string): AnyGameModule | null;
}

/** The free-play modules of imported games (main/games/imported/), by key; null when there is none. */
export type ImportedModules = (key: ImportedKey) => AnyGameModule | null;

/** The games that have data and an engine module, loaded on first use. */
const FACTORIES: Partial<Record<GameId, () => AnyGameModule>> = {
  'afrika-korps': () => createAfrikaKorpsModule(loadAfrikaKorpsData()),
};

export function createModuleRegistry(
  factories = FACTORIES,
  companions: (gameId: GameId) => AnyGameModule | null = companionModuleFor,
  imported: ImportedModules = () => null,
): ModuleRegistry {
  const loaded = new Map<GameId, AnyGameModule>();
  const companionLoaded = new Map<GameId, AnyGameModule | null>();
  return {
    get(key, scenario) {
      // An imported game is played on the table only: no companion, no rules module.
      if (!isGameId(key)) return scenario === COMPANION_SCENARIO ? null : imported(key);
      const gameId = key;
      if (scenario === COMPANION_SCENARIO) {
        if (!companionLoaded.has(gameId)) companionLoaded.set(gameId, companions(gameId));
        return companionLoaded.get(gameId) ?? null;
      }
      const hit = loaded.get(gameId);
      if (hit) return hit;
      const make = factories[gameId];
      if (!make) return null;
      const m = make();
      loaded.set(gameId, m);
      return m;
    },
  };
}

/**
 * Tells the catalogue what a game's data and module provide, so the home screen's indicators
 * follow what is really there: a map with terrain and counters is the board.
 */
export function registerDataCapabilities(capabilities: CapabilityRegistry, data: GameData): void {
  if (!isGameId(data.game)) return; // imported games list their own capabilities (main/games/imported/)
  const game = data.game;
  capabilities.register({ game, area: 'board', id: 'map', level: 'complete', source: data.provenance.terrain.source });
  // Counters whose type or size no source gives are drawn without it: the set is then partial.
  const incomplete = data.units.some((u) => u.type === 'unknown' || u.size === 'unknown');
  capabilities.register({ game, area: 'board', id: 'counters', level: incomplete ? 'partial' : 'complete', source: data.provenance.units.source });
  // Afrika Korps: movement advice in free mode, and rules mode — the sequence of play with movement,
  // combat, supply, isolation, arrivals and victory enforced. Partial: the few rules listed in
  // main/games/afrika-korps/rules/README.md ("Not modelled") are not enforced.
  if (game === 'afrika-korps') {
    capabilities.register({ game, area: 'rules', id: 'movement-advice', level: 'complete', source: { kind: 'rulebook', ref: '000_9dce4600f0004f56.txt §5, 7, 8, 17, 18, 22' } });
    capabilities.register({ game, area: 'rules', id: 'rules-mode', level: 'partial', source: { kind: 'rulebook', ref: '000_9dce4600f0004f56.txt §3-24, 4' } });
  }
  for (const s of data.scenarios) {
    capabilities.register({ game, area: 'board', id: `scenario:${s.id}`, level: 'complete', source: s.provenance.source });
  }
}

export function registeredGames(factories = FACTORIES): GameId[] {
  return Object.keys(factories) as GameId[];
}
