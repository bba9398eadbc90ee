import type { CliContext } from '../context.js';
import { clip, flag, intOption, parseCommand, str } from '../args.js';
import { CliError, EXIT, done, failure, json, lines, usageError, type CliResult } from '../output.js';
import { commandHelp } from './help.js';
import { playMatch, type MatchResult, type Seat } from '../../games/afrika-korps/ai/match.js';
import { traceLine, type TurnSummary } from '../../games/afrika-korps/ai/trace.js';
import { STRENGTHS, type Strength } from '../../games/afrika-korps/ai/player.js';
import type { AfrikaKorpsExtras } from '../../games/afrika-korps/module.js';
import type { GameModule } from '../../engine/module.js';
import type { AkState, Side } from '../../games/afrika-korps/play/state.js';
import type { AkAction } from '../../games/afrika-korps/play/actions.js';

const OPTIONS = {
  axis: { type: 'string' },
  allied: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'max-actions': { type: 'string' },
  'both-sides': { type: 'boolean' },
  json: { type: 'boolean' },
  trace: { type: 'boolean' },
} as const;

const SEATS = [...STRENGTHS, 'random'] as const;

function seatOf(value: string | undefined, fallback: string): Seat {
  const v = value ?? fallback;
  if (!(SEATS as readonly string[]).includes(v)) throw usageError(`a seat is one of ${SEATS.join(', ')}, not '${clip(v)}'`, 'ai-match');
  return v === 'random' ? { kind: 'random' } : { kind: 'computer', strength: v as Strength };
}

const seatName = (s: Seat): string => (s.kind === 'random' ? 'random' : s.strength);
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

export interface AiMatchReport {
  games: { seed: string; axis: string; allied: string; winner: Side | null; winnerSeat: string | null; reason: string | null; turn: number; actions: number; stalled: boolean; lost: Record<Side, number>; trace?: TurnSummary[] }[];
  /** Wins of each seat name over all games (whichever side it played). */
  wins: Record<string, number>;
  stalled: number;
  /** Median milliseconds a computer seat thought over one player turn. */
  turnMs: Record<string, number>;
}

export function report(results: readonly { r: MatchResult; seats: Record<Side, Seat> }[]): AiMatchReport {
  const wins: Record<string, number> = {};
  const times: Record<string, number[]> = {};
  for (const { r, seats } of results) {
    for (const side of ['axis', 'allied'] as const) {
      wins[seatName(seats[side])] ??= 0;
      if (seats[side].kind === 'computer') (times[seatName(seats[side])] ??= []).push(...r.turnMs[side]);
    }
    if (r.winner) wins[seatName(seats[r.winner])]! += 1;
  }
  return {
    games: results.map(({ r, seats }) => ({ seed: r.seed, axis: seatName(seats.axis), allied: seatName(seats.allied), winner: r.winner, winnerSeat: r.winner ? seatName(seats[r.winner]) : null, reason: r.reason, turn: r.turn, actions: r.actions, stalled: r.stalled, lost: r.lost, ...(r.trace ? { trace: r.trace } : {}) })),
    wins,
    stalled: results.filter(({ r }) => r.stalled).length,
    turnMs: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(median(v))])),
  };
}

function format(rep: AiMatchReport): string {
  const out = rep.games.flatMap((g) => [
    ...(g.trace ?? []).map(traceLine),
    `game ${g.seed}: axis ${g.axis}, allied ${g.allied} -> ${g.stalled ? 'STALLED' : g.winner ? `${g.winner} (${g.winnerSeat}) by ${g.reason}` : 'no winner'} at turn ${g.turn}, ${g.actions} actions; factors lost: axis ${g.lost.axis}, allied ${g.lost.allied}`,
  ]);
  out.push(`wins: ${Object.entries(rep.wins).map(([k, n]) => `${k} ${n}`).join(', ')} of ${rep.games.length} games; stalled: ${rep.stalled}`);
  for (const [k, ms] of Object.entries(rep.turnMs)) out.push(`${k}: median ${ms} ms per player turn`);
  return lines(out);
}

export async function aiMatchCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('ai-match', args, OPTIONS, { min: 0, max: 0, names: '' });
  if (flag(p, 'help')) return done(commandHelp('ai-match'));
  const axis = seatOf(str(p, 'axis'), 'normal');
  const allied = seatOf(str(p, 'allied'), 'normal');
  const games = intOption(p, 'games', 4, 1, 1000, 'ai-match');
  const maxActions = intOption(p, 'max-actions', 6000, 10, 1_000_000, 'ai-match');
  const seed = str(p, 'seed') ?? ctx.randomHex(8);
  if (!seed.length || seed.length > 200) throw usageError('--seed must be 1 to 200 characters', 'ai-match');
  const module = ctx.modules.get('afrika-korps') as (GameModule<AkState, AkAction> & Partial<AfrikaKorpsExtras>) | undefined;
  if (!module?.legalOptions) throw failure('game.unknown', 'no Afrika Korps rules module');
  const ak = module as GameModule<AkState, AkAction> & AfrikaKorpsExtras;

  const results: { r: MatchResult; seats: Record<Side, Seat> }[] = [];
  for (let g = 0; g < games; g++) {
    // --both-sides: every other game the seats change sides.
    const swap = flag(p, 'both-sides') && g % 2 === 1;
    const seats = swap ? { axis: allied, allied: axis } : { axis, allied };
    results.push({ r: playMatch(ak, `${seed}-${g + 1}`, seats, maxActions, ctx.clock, flag(p, 'trace')), seats });
  }
  const rep = report(results);
  const stdout = flag(p, 'json') ? json(rep) : format(rep);
  if (rep.stalled) throw new CliError(EXIT.failed, `ai.stalled: ${rep.stalled} game(s) stopped without a winner`, stdout);
  return done(stdout);
}
