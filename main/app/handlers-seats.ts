import { err, ok, type Result } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import type { SEATS_CHANNELS } from '../../shared/api/channels-seats.js';
import type { AiMove, Seat } from '../../shared/api/contract-seats.js';
import type { GameSessions } from '../engine/sessions.js';
import type { SeatStore } from '../engine/seats.js';
import type { WorkRunner } from '../work/runner.js';
import type { AnyGameModule } from '../engine/module.js';

type SeatsChannel = (typeof SEATS_CHANNELS)[number];

export interface SeatsDeps {
  sessions: Pick<GameSessions, 'position'>;
  seats: SeatStore;
  work: Pick<WorkRunner, 'run'>;
}

/** A thought longer than this is cut short (the strongest computer's player turn takes seconds, one action far less). */
const THINK_MS = 60_000;

function sidesOf(module: AnyGameModule): Result<readonly string[]> {
  return module.computerPlayer ? ok(module.computerPlayer.sides) : err('seats.noComputer', { gameId: module.id });
}

/**
 * Who plays each side, and the computer's next action. The seats live beside the game (never in
 * its log); the computer thinks in a worker thread, on the position at the head the client saw,
 * and only proposes: the client applies its action through game.apply, the same engine step as a
 * person's (with physical dice, typed in like a person's).
 */
export function createSeatsHandlers(d: SeatsDeps): Pick<Handlers, SeatsChannel> {
  return {
    'seats.get': ({ id }) => {
      const p = d.sessions.position(id);
      if (!p.ok) return p;
      const sides = sidesOf(p.value.module);
      return sides.ok ? ok({ seats: d.seats.get(id, sides.value) }) : sides;
    },
    'seats.set': ({ id, seats }) => {
      const p = d.sessions.position(id);
      if (!p.ok) return p;
      const sides = sidesOf(p.value.module);
      if (!sides.ok) return sides;
      const unknown = seats.find((s: Seat) => !sides.value.includes(s.side));
      if (unknown) return err('seats.unknownSide', { side: unknown.side });
      if (new Set(seats.map((s) => s.side)).size !== seats.length) return err('api.invalidArguments');
      d.seats.set(id, seats);
      return ok({ seats: d.seats.get(id, sides.value) });
    },
    'ai.next': async ({ id, head }): Promise<Result<AiMove | null>> => {
      const p = d.sessions.position(id, { head });
      if (!p.ok) return p;
      const { module, state, row } = p.value;
      const sides = sidesOf(module);
      if (!sides.ok) return sides;
      const play = module.view(state, null).play;
      if (!play || play.winner) return ok(null); // a free table, or a game over
      // A choice after a battle (a retreat, an exchange) is its chooser's, whoever's turn it is.
      const side = play.pending?.chooser ?? play.side;
      const seat = d.seats.get(id, sides.value).find((s) => s.side === side);
      if (seat?.kind !== 'computer') return err('seats.notComputersTurn', { side });
      const r = await d.work.run(
        'computerMove',
        { gameId: row.gameId, scenario: row.scenario, state, strength: seat.strength, seed: `${row.seed}:${head}` },
        undefined,
        { totalMs: THINK_MS, idleMs: THINK_MS, tooSlow: () => err('work.failed') },
      );
      if (!r.ok) return r;
      // The game may have moved while the computer thought: its choice is for a position gone.
      const still = d.sessions.position(id, { head });
      if (!still.ok) return still;
      if (!r.value) return ok(null);
      // With physical dice the roll is typed in at the table: the client is told how many dice to ask for.
      const need = row.dicePolicy === 'physical' ? module.diceFor(state, r.value.action) : null;
      return ok({ side, head, action: r.value.action, why: r.value.why, dice: need ? { count: need.count, sides: need.sides } : null });
    },
  };
}
