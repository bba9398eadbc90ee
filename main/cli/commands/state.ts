import type { UnitState } from '../../../shared/engine/view.js';
import { dicePolicyOf, type DicePolicy } from '../../engine/core.js';
import type { GameData } from '../../../shared/games/descriptor.js';
import { hashState } from '../../engine/canonical.js';
import type { CliContext } from '../context.js';
import { flag, parseCommand } from '../args.js';
import { done, json, lines, table, type CliResult } from '../output.js';
import { loadGame, type LoadedGame } from '../files.js';
import { commandHelp } from './help.js';
import { playLines, playSummary } from './play-summary.js';

const OPTIONS = { json: { type: 'boolean' } } as const;

const STATUSES = ['map', 'track', 'pool', 'eliminated'] as const;

export function placementSummary(units: readonly UnitState[]): string {
  const n = (s: UnitState['status']): number => units.filter((u) => u.status === s).length;
  return `${n('map')} units on the map, ${n('track')} on the turn track, ${n('pool')} in the pool, ${n('eliminated')} eliminated`;
}

/** Printed hex names in map order: by row letter(s), then by number. */
export function compareHexNames(a: string, b: string): number {
  const pa = /^([A-Za-z]*)(\d+)$/.exec(a);
  const pb = /^([A-Za-z]*)(\d+)$/.exec(b);
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0;
  if (pa[1] !== pb[1]) return pa[1]!.length - pb[1]!.length || (pa[1]! < pb[1]! ? -1 : 1);
  return Number(pa[2]) - Number(pb[2]);
}

/** Everything `state` shows, as data (the --json output). */
export function stateSummary(loaded: LoadedGame, fileArg: string) {
  const { header, module, state, actions } = loaded.game;
  const data: GameData = module.data;
  const view = module.view(state, null);
  const specs = new Map(data.units.map((u) => [u.id, u]));
  const places = new Map(data.places.map((p) => [p.hex, p.name]));
  const turns = data.turns.map((t) => t.turn);
  const play = playSummary(view.play);
  const atSea = new Set(play?.atSea ?? []);
  const units = [...view.units]
    .sort((a, b) => STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) || compareHexNames(a.hex ?? '', b.hex ?? '') || (a.turn ?? 0) - (b.turn ?? 0) || a.order - b.order)
    .map((u) => ({
      id: u.id,
      name: specs.get(u.id)?.name ?? null,
      side: specs.get(u.id)?.side ?? null,
      status: u.status,
      hex: u.hex,
      place: u.hex ? (places.get(u.hex) ?? null) : null,
      turn: u.turn,
      order: u.order,
      ...(atSea.has(u.id) ? { atSea: true } : {}),
    }));
  return {
    file: fileArg,
    game: header.gameId,
    scenario: header.scenario,
    title: header.title,
    uid: header.uid,
    seed: header.seed,
    dicePolicy: dicePolicyOf(state, header.dicePolicy as DicePolicy),
    createdAt: header.createdAt,
    moduleVersion: header.moduleVersion,
    mode: view.mode,
    turn: view.turn,
    turnDate: data.turns.find((t) => t.turn === view.turn)?.date ?? null,
    lastTurn: turns.length ? Math.max(...turns) : view.turn,
    phase: view.phase,
    actions: actions.length,
    lastActionAt: actions.at(-1)?.at ?? null,
    stateHash: actions.at(-1)?.hash ?? hashState(state),
    counts: Object.fromEntries(STATUSES.map((s) => [s, units.filter((u) => u.status === s).length])) as Record<(typeof STATUSES)[number], number>,
    units,
    play,
  };
}

export async function stateCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('state', args, OPTIONS, { min: 1, max: 1, names: 'a game FILE' });
  if (flag(p, 'help')) return done(commandHelp('state'));
  const fileArg = p.positionals[0]!;
  const s = stateSummary(loadGame(ctx, fileArg), fileArg);
  if (flag(p, 'json')) return done(json(s));

  const on = (status: string) => s.units.filter((u) => u.status === status && !('atSea' in u));
  const atSea = s.units.filter((u) => 'atSea' in u);
  const name = (u: (typeof s.units)[number]) => u.name ?? '';
  const side = (u: (typeof s.units)[number]) => u.side ?? '';
  const mapUnits = on('map');
  const out = [
    `${s.game} ${s.scenario} "${s.title}" (uid ${s.uid})`,
    `Turn ${s.turn} of ${s.lastTurn}${s.turnDate ? ` (${s.turnDate})` : ''}, phase ${s.phase}, ${s.mode === 'free' ? 'free play' : 'rules'}; dice ${s.dicePolicy}; ${s.actions} action${s.actions === 1 ? '' : 's'}`,
    `State hash: ${s.stateHash}`,
    ...(s.play ? playLines(s.play) : []),
    '',
    `On the map (${mapUnits.length} units on ${new Set(mapUnits.map((u) => u.hex)).size} hexes, bottom of each stack first):`,
    ...(mapUnits.length ? table(['HEX', 'PLACE', 'UNIT', 'SIDE', 'NAME'], mapUnits.map((u) => [u.hex ?? '', u.place ?? '', u.id, side(u), name(u)])) : []),
    '',
    `On the turn track (${on('track').length}):`,
    ...(on('track').length ? table(['TURN', 'UNIT', 'SIDE', 'NAME'], on('track').map((u) => [String(u.turn), u.id, side(u), name(u)])) : []),
    ...(atSea.length ? ['', `At sea, landing in their next player turn (${atSea.length}):`, ...table(['UNIT', 'SIDE', 'NAME'], atSea.map((u) => [u.id, side(u), name(u)]))] : []),
    '',
    `In the pool (${on('pool').length}):`,
    ...(on('pool').length ? table(['UNIT', 'SIDE', 'NAME'], on('pool').map((u) => [u.id, side(u), name(u)])) : []),
    '',
    `Eliminated (${on('eliminated').length}):`,
    ...(on('eliminated').length ? table(['UNIT', 'SIDE', 'NAME'], on('eliminated').map((u) => [u.id, side(u), name(u)])) : []),
  ];
  return done(lines(out));
}
