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

/** An angle as the state keeps it: in [0, 360), to a thousandth of a degree, 0 for the printed way up. */
export function normalAngle(a: number): number {
  const r = Math.round((((a % 360) + 360) % 360) * 1000) / 1000;
  return r >= 360 ? 0 : r;
}

/** Whether an angle is one of `facings` equal steps round the circle. */
export function isFacing(angle: number, facings: number): boolean {
  const step = 360 / facings;
  const k = Math.round(angle / step);
  return Math.abs(angle - k * step) < 0.01;
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
  const lookOf = (u: UnitState): Pick<UnitState, 'flipped' | 'layers' | 'angle' | 'maskedBy'> => ({
    ...(u.flipped ? { flipped: true as const } : {}),
    ...(u.layers ? { layers: u.layers } : {}),
    ...(u.angle ? { angle: u.angle } : {}),
    ...(u.maskedBy ? { maskedBy: u.maskedBy } : {}),
  });
  const sideIds = new Set(data.sides.map((s) => s.id));

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

    prompt: () =>
      pieces.size ? ['move', 'eliminate', 'toTrack', 'roll', 'setTurn', 'flip', 'setLayers', 'toTop', 'rotate', 'mask'] : ['move', 'eliminate', 'toTrack', 'roll', 'setTurn', 'toTop'],

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
        case 'rotate': {
          const bad = unknownUnits(state, [action.unit]);
          if (bad) return bad;
          const facings = pieces.get(action.unit)?.rotation?.facings;
          if (!facings) return { reason: 'cannotRotate', params: { unit: action.unit } };
          return facings > 1 && !isFacing(action.angle, facings) ? { reason: 'notAFacing', params: { unit: action.unit, angle: action.angle, facings } } : null;
        }
        case 'mask': {
          const bad = unknownUnits(state, action.units);
          if (bad) return bad;
          const plain = action.units.find((u) => !pieces.get(u)?.mask);
          if (plain) return { reason: 'cannotMask', params: { unit: plain } };
          if (action.by !== null && !sideIds.has(action.by)) return { reason: 'noSuchSide', params: { side: action.by } };
          // Only the side that masked a counter may unmask it or hand it to another.
          const held = action.units.find((u) => state.units[u]!.maskedBy && action.by !== state.units[u]!.maskedBy);
          return held && action.by !== null ? { reason: 'maskedByOther', params: { unit: held, side: state.units[held]!.maskedBy! } } : null;
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
        case 'roll': {
          if (action.button === undefined) return { state, messages: [{ code: 'rolled', params: { count: action.count, sides: action.sides, values: dice.join(', ') } }] };
          // A game's own dice button: its modifier added to each die, then to the total.
          const plus = action.plus ?? 0;
          const each = dice.map((d) => d + plus);
          const total = each.reduce((a, b) => a + b, 0) + (action.add ?? 0);
          const params = { button: action.button, count: action.count, sides: action.sides, values: each.join(', '), total };
          return { state, messages: [{ code: 'rolledButton', params }] };
        }
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
        case 'rotate': {
          const { angle: from = 0, ...rest } = units[action.unit]!;
          const angle = normalAngle(action.angle);
          units[action.unit] = angle ? { ...rest, angle } : rest;
          messages.push({ code: 'rotated', params: { unit: action.unit, hex: where(rest), angle, from } });
          return { state: { ...state, units }, messages };
        }
        case 'mask':
          for (const id of action.units) {
            const { maskedBy: was, ...rest } = units[id]!;
            units[id] = action.by ? { ...rest, maskedBy: action.by } : rest;
            messages.push(action.by ? { code: 'masked', params: { unit: id, side: action.by, hex: where(rest) } } : { code: 'unmasked', params: { unit: id, side: was ?? '', hex: where(rest) } });
          }
          return { state: { ...state, units }, messages };
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
