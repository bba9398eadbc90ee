import type { CapabilityRegistry } from '../catalog/support.js';
import type { CompanionDefinition } from '../../shared/companion/definition.js';
import type { Completeness } from '../../shared/api/contract-companion.js';
import type { GameId } from '../../shared/games/ids.js';
import type { TableState } from './tables.js';

/**
 * What the companion holds for a game, told to the capability registry — the one place the home
 * screen's indicators and the completeness page read from. Tables: one capability per table,
 * complete when built in or entered by the player, none while missing. Companion: the sequence of
 * play, the turn track, the dice, the trackers, and one per calculator, complete when every table
 * it reads is there.
 */
export function registerCompanionCapabilities(capabilities: CapabilityRegistry, def: CompanionDefinition, tables: readonly TableState[]): void {
  const game = def.game;
  const rulebook = { kind: 'rulebook' as const, ref: def.rulebook };
  const byId = new Map(tables.map((t) => [t.id, t]));
  for (const spec of def.tables) {
    const t = byId.get(spec.id);
    const level = t && t.status !== 'missing' ? 'complete' : 'none';
    capabilities.upsert({ game, area: 'tables', id: `table:${spec.id}`, level, source: t?.source ?? rulebook });
  }
  capabilities.upsert({ game, area: 'companion', id: 'sequence', level: def.sequence.length ? 'complete' : 'none', source: rulebook });
  capabilities.upsert({ game, area: 'companion', id: 'turns', level: def.turns.length ? 'complete' : 'none', source: rulebook });
  capabilities.upsert({ game, area: 'companion', id: 'dice', level: 'complete', source: rulebook });
  if (def.trackers.length) capabilities.upsert({ game, area: 'companion', id: 'trackers', level: 'complete', source: rulebook });
  // What the definition knows of the rules (and of the turn record) assists the referee: it counts in the companion
  // area. The rules area is what enforces rules — an engine module (registerDataCapabilities) — and nothing else.
  // A thing the definition knows to be missing ('none') is told on the completeness page only.
  // Map, counters and scenarios are the board's: only a game's own data registers those (registerDataCapabilities).
  for (const k of def.knowledge ?? []) {
    if (k.level === 'none' || (k.area !== 'rules' && k.area !== 'turns')) continue;
    capabilities.upsert({ game, area: 'companion', id: `companion:${k.id}`, level: k.level, source: k.source ?? rulebook });
  }
  for (const c of def.calculators) {
    const missing = missingFor(c.tables, byId);
    capabilities.upsert({ game, area: 'companion', id: `calculator:${c.id}`, level: missing.length ? 'partial' : 'complete', source: { kind: 'rulebook', ref: `${def.rulebook} §${c.rule}` } });
  }
}

const missingFor = (ids: readonly string[], byId: Map<string, TableState>) => ids.filter((id) => (byId.get(id)?.status ?? 'missing') === 'missing');

/** The completeness page of a game: the registry's facts plus each table's and calculator's detail. */
export function completenessOf(game: GameId, capabilities: CapabilityRegistry, def: CompanionDefinition | null, tables: readonly TableState[]): Completeness {
  const byId = new Map(tables.map((t) => [t.id, t]));
  return {
    game,
    companion: def !== null,
    rulebook: def?.rulebook ?? null,
    support: capabilities.supportFor(game),
    tables: (def?.tables ?? []).map((spec) => ({ ...byId.get(spec.id)!, title: spec.title, rule: spec.rule })),
    knowledge: (def?.knowledge ?? []).map((k) => ({ area: k.area, id: k.id, label: k.label, level: k.level, source: k.source, ...(k.notes ? { notes: k.notes } : {}) })),
    calculators: (def?.calculators ?? []).map((c) => ({ id: c.id, title: c.title, rule: c.rule, missingTables: missingFor(c.tables, byId) })),
  };
}
