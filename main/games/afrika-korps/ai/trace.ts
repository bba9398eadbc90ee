import type { GameData } from '../../../../shared/games/descriptor.js';
import { boardOf, combatUnitsOnMap, controller, supplyUnitsOnMap, victoryHexes, SIDES, type AkState, type Side } from '../play/state.js';
import { worth } from './evaluate.js';

/**
 * What a watcher of a computer match needs to see why a side loses, at the start of each player
 * turn: who holds each victory hex (4.1–4.3), the combat factors and supply units each side has
 * on the map (12, 24.5), and how many factors each side has lost so far.
 */
export interface TurnSummary {
  turn: number;
  side: Side;
  /** Victory hex id → the side controlling it, or null. */
  held: Record<string, Side | null>;
  factors: Record<Side, number>;
  supplies: Record<Side, number>;
  lost: Record<Side, number>;
}

export function lostFactors(data: GameData, state: AkState): Record<Side, number> {
  const lost: Record<Side, number> = { axis: 0, allied: 0 };
  for (const u of Object.values(state.units)) {
    if (u.status !== 'eliminated') continue;
    const side = data.units.find((d) => d.id === u.id)?.side as Side | undefined;
    if (side) lost[side] += worth(data, u.id);
  }
  return lost;
}

export function summarize(data: GameData, state: AkState): TurnSummary {
  const board = boardOf(data, state);
  const held: Record<string, Side | null> = {};
  for (const v of victoryHexes(data)) held[v.id] = controller(board, v.hex, v.base);
  const per = (f: (s: Side) => number) => Object.fromEntries(SIDES.map((s) => [s, f(s)])) as Record<Side, number>;
  return {
    turn: state.turn,
    side: state.rules.side,
    held,
    factors: per((s) => combatUnitsOnMap(board, s).reduce((n, id) => n + worth(data, id), 0)),
    supplies: per((s) => supplyUnitsOnMap(board, s).length),
    lost: lostFactors(data, state),
  };
}

/** One line of a trace, for the console. */
export function traceLine(t: TurnSummary): string {
  const held = Object.entries(t.held)
    .map(([id, s]) => `${id} ${s ?? '-'}`)
    .join(', ');
  return `  turn ${t.turn} ${t.side}: ${held}; factors axis ${t.factors.axis}, allied ${t.factors.allied}; supplies axis ${t.supplies.axis}, allied ${t.supplies.allied}; lost axis ${t.lost.axis}, allied ${t.lost.allied}`;
}
