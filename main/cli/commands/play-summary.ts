import type { PlayView } from '../../../shared/engine/view.js';
import { AkPlayPartSchema } from '../../../shared/games/afrika-korps/view.js';

/**
 * Where a rules-mode game stands, for `state` and `legal`: who is to act, the winner, the attacks
 * still owed, a pending retreat, exchange or advance, the replacement factors banked, the
 * isolation counts and the units at sea. Null in free play or for a module without a sequence of play.
 */
export interface PlaySummary {
  side: string;
  step: string;
  /** The side whose decision the game waits for: the chooser of a pending retreat, exchange or advance, else the side to move; null once the game is won. */
  toAct: string | null;
  winner: { side: string; reason: string } | null;
  owed: { attackers: string[]; defenders: string[] };
  pending: PlayView['pending'];
  bank: Record<string, number>;
  isolated: { unit: string; turns: number }[];
  atSea: string[];
}

export function sideToAct(play: PlayView | null | undefined): string | null {
  if (!play || play.winner) return null;
  return play.pending?.chooser ?? play.side;
}

export function playSummary(play: PlayView | null | undefined): PlaySummary | null {
  if (!play) return null;
  const parsed = AkPlayPartSchema.safeParse(play.game);
  const ak = parsed.success ? parsed.data : null;
  return {
    side: play.side,
    step: play.step,
    toAct: sideToAct(play),
    winner: play.winner,
    owed: play.owed,
    pending: play.pending,
    // A game's own part, read with its own schema; absent parts read as nothing.
    bank: ak?.bank ?? {},
    isolated: ak?.isolated ?? [],
    atSea: ak?.atSea ?? [],
  };
}

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'none');

/** The text lines `state` prints for a rules-mode game (units at sea are listed with the units). */
export function playLines(p: PlaySummary): string[] {
  const out: string[] = [];
  out.push(p.winner ? `Game over: ${p.winner.side} wins (${p.winner.reason})` : `To act: ${p.toAct} (${p.side} player turn, ${p.step} step)`);
  if (p.owed.attackers.length || p.owed.defenders.length) {
    out.push(`Attacks still owed: must attack ${list(p.owed.attackers)}; must be attacked ${list(p.owed.defenders)}`);
  }
  const q = p.pending;
  if (q?.kind === 'retreat') {
    out.push(`Pending retreat, ${q.chooser} chooses the ends:`);
    for (const u of q.units) out.push(`  ${u} -> ${list(q.ends?.[u] ?? [])}`);
  } else if (q?.kind === 'exchange') {
    out.push(`Pending exchange losses, ${q.chooser} chooses: at least ${q.atLeast ?? 0} factors from ${list(q.units)}`);
  } else if (q?.kind === 'advance') {
    out.push(`Pending advance into ${q.hex ?? ''}, ${q.chooser} chooses from ${list(q.units)}`);
  }
  out.push(`Replacement factors banked: ${Object.entries(p.bank).map(([s, n]) => `${s} ${n}`).join(', ')}`);
  out.push(`Isolated: ${p.isolated.length ? p.isolated.map((i) => `${i.unit} (${i.turns} turn${i.turns === 1 ? '' : 's'} counted)`).join(', ') : 'none'}`);
  return out;
}
