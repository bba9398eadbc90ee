import type { GameData } from '../../../shared/games/descriptor.js';
import type { UnitState } from '../../../shared/engine/view.js';
import { FreeActionSchema, type FreeAction } from '../../../shared/engine/free-actions.js';
import { hexName, unitId } from '../../../shared/engine/ids.js';
import type { BaseState, EngineMessage, GameModule, Refusal } from '../../engine/module.js';
import type { RngState } from '../../engine/rng.js';
import { tableCells } from '../../../shared/board/table-cells.js';
import type { ImagePiece } from '../../../shared/board/image-table.js';

/**
 * Free play on the table, for any game described by data: counters go anywhere on the map, to the
 * dead pile or onto the turn track, and dice are rolled — as on a real table, but every change
 * goes through the log. A game's rules module builds on this and refuses what its rules forbid.
 */
export interface TableState extends BaseState {
  readonly scenario: string;
  readonly turn: number;
  readonly phase: string;
  readonly units: Readonly<Record<string, UnitState>>;
  /** Counts every placement, giving each counter its place in its stack (latest on top). */
  readonly clock: number;
}

export function createTableModule(data: GameData, version = 1): GameModule<TableState, FreeAction> {
  const turnNumbers = data.turns.map((t) => t.turn);
  const firstTurn = Math.min(...turnNumbers);
  const lastTurn = Math.max(...turnNumbers);
  const unitIds = new Set(data.units.map((u) => u.id));
  // A game on its own images names its cells by its grids' numbering; otherwise by its terrain's hexes.
  const cells: ReadonlySet<string> = data.imageTable ? new Set(tableCells(data.imageTable).map((c) => c.name)) : new Set(Object.keys(data.terrain));
  const pieces = new Map<string, ImagePiece>((data.imageTable?.pieces ?? []).map((p) => [p.id, p]));
  /** A counter's look (flipped, layers shown), carried along when it moves; nothing when never changed. */
  const lookOf = (u: UnitState): Pick<UnitState, 'flipped' | 'layers'> => ({
    ...(u.flipped ? { flipped: true as const } : {}),
    ...(u.layers ? { layers: u.layers } : {}),
  });

  function unknownUnits(state: TableState, units: readonly string[]): Refusal | null {
    const seen = new Set<string>();
    for (const u of units) {
      if (!state.units[u]) return { reason: 'unknownUnit', params: { unit: u } };
      if (seen.has(u)) return { reason: 'duplicateUnit', params: { unit: u } };
      seen.add(u);
    }
    return null;
  }

  const turnInRange = (turn: number): Refusal | null =>
    turn < firstTurn || turn > lastTurn ? { reason: 'turnOutOfRange', params: { turn, first: firstTurn, last: lastTurn } } : null;

  const where = (u: UnitState): string => (u.status === 'map' ? (u.hex ?? '') : u.status);

  return {
    id: data.game,
    version,
    data,
    actionSchema: FreeActionSchema,

    setup(scenarioId: string, rng: RngState): TableState | null {
      const scenario = data.scenarios.find((s) => s.id === scenarioId);
      if (!scenario) return null;
      const units: Record<string, UnitState> = {};
      let clock = 0;
      for (const p of scenario.setup) if (unitIds.has(p.unit)) units[p.unit] = { id: unitId(p.unit), status: 'map', hex: hexName(p.hex), turn: null, order: ++clock };
      for (const a of scenario.arrivals) if (unitIds.has(a.unit)) units[a.unit] = { id: unitId(a.unit), status: 'track', hex: null, turn: a.turn, order: ++clock };
      for (const id of scenario.pool) if (unitIds.has(id) && !units[id]) units[id] = { id: unitId(id), status: 'pool', hex: null, turn: null, order: ++clock };
      return { rng, scenario: scenarioId, turn: scenario.startTurn, phase: 'free', units, clock };
    },

    prompt: () => (pieces.size ? ['move', 'eliminate', 'toTrack', 'roll', 'setTurn', 'flip', 'setLayers', 'toTop'] : ['move', 'eliminate', 'toTrack', 'roll', 'setTurn', 'toTop']),

    explain(state, action): Refusal | null {
      switch (action.type) {
        case 'move': {
          const bad = unknownUnits(state, action.units);
          if (bad) return bad;
          if (!cells.has(action.to)) return { reason: 'unknownHex', params: { hex: action.to } };
          return null;
        }
        case 'eliminate': {
          const bad = unknownUnits(state, action.units);
          if (bad) return bad;
          const dead = action.units.find((u) => state.units[u]!.status === 'eliminated');
          return dead ? { reason: 'alreadyEliminated', params: { unit: dead } } : null;
        }
        case 'toTrack':
          return unknownUnits(state, action.units) ?? turnInRange(action.turn);
        case 'setTurn':
          return turnInRange(action.turn);
        case 'roll':
          return null;
        case 'flip': {
          const bad = unknownUnits(state, action.units);
          if (bad) return bad;
          const plain = action.units.find((u) => !pieces.get(u)?.back);
          return plain ? { reason: 'noBack', params: { unit: plain } } : null;
        }
        case 'setLayers': {
          const bad = unknownUnits(state, [action.unit]);
          if (bad) return bad;
          const most = pieces.get(action.unit)?.layers.length ?? 0;
          return action.layers > most ? { reason: 'noSuchLayers', params: { unit: action.unit, total: action.layers, max: most } } : null;
        }
        case 'toTop': {
          const bad = unknownUnits(state, action.units);
          if (bad) return bad;
          const off = action.units.find((u) => state.units[u]!.status !== 'map');
          return off ? { reason: 'notOnMap', params: { unit: off } } : null;
        }
      }
    },

    diceFor: (_state, action) => (action.type === 'roll' ? { count: action.count, sides: action.sides } : null),

    apply(state, action, dice): { state: TableState; messages: EngineMessage[] } {
      const units = { ...state.units };
      const messages: EngineMessage[] = [];
      let clock = state.clock;
      switch (action.type) {
        case 'move':
          for (const id of action.units) {
            const before = units[id]!;
            units[id] = { id, status: 'map', hex: action.to, turn: null, order: ++clock, ...lookOf(before) };
            messages.push(
              before.status === 'map'
                ? { code: 'moved', params: { unit: id, from: before.hex ?? '', to: action.to } }
                : { code: 'placed', params: { unit: id, from: before.status, to: action.to } },
            );
          }
          return { state: { ...state, units, clock }, messages };
        case 'eliminate':
          for (const id of action.units) {
            messages.push({ code: 'eliminated', params: { unit: id, from: where(units[id]!) } });
            units[id] = { id, status: 'eliminated', hex: null, turn: null, order: ++clock, ...lookOf(units[id]!) };
          }
          return { state: { ...state, units, clock }, messages };
        case 'toTrack':
          for (const id of action.units) {
            messages.push({ code: 'toTrack', params: { unit: id, from: where(units[id]!), turn: action.turn } });
            units[id] = { id, status: 'track', hex: null, turn: action.turn, order: ++clock, ...lookOf(units[id]!) };
          }
          return { state: { ...state, units, clock }, messages };
        case 'setTurn':
          return { state: { ...state, turn: action.turn }, messages: [{ code: 'turnSet', params: { from: state.turn, turn: action.turn } }] };
        case 'roll':
          return { state, messages: [{ code: 'rolled', params: { count: action.count, sides: action.sides, values: dice.join(', ') } }] };
        case 'flip':
          for (const id of action.units) {
            const { flipped: wasFlipped, ...rest } = units[id]!;
            units[id] = wasFlipped ? rest : { ...rest, flipped: true };
            messages.push({ code: wasFlipped ? 'flippedToFront' : 'flippedToBack', params: { unit: id, from: where(units[id]!) } });
          }
          return { state: { ...state, units }, messages };
        case 'setLayers': {
          const { layers: from = 0, ...rest } = units[action.unit]!;
          units[action.unit] = action.layers ? { ...rest, layers: action.layers } : rest;
          messages.push({ code: 'layersSet', params: { unit: action.unit, hex: where(rest), total: action.layers, from } });
          return { state: { ...state, units }, messages };
        }
        case 'toTop':
          for (const id of action.units) {
            units[id] = { ...units[id]!, order: ++clock };
            messages.push({ code: 'broughtToTop', params: { unit: id, hex: where(units[id]!) } });
          }
          return { state: { ...state, units, clock }, messages };
      }
    },

    view: (state) => ({
      mode: 'free',
      turn: state.turn,
      phase: state.phase,
      units: Object.values(state.units).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    }),
  };
}
