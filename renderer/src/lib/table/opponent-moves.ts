import type { LogEntry } from '../../../../shared/engine/view';
import type { Trail } from './board/board';

/**
 * What the opponent did, read from the log entries after the last action both players had: the
 * entries to mark in the log, the counters to mark on the board, and a trail for each move from
 * the hex it left to the hex it reached. Only messages that moved or placed a counter carry one
 * (`moved`, `placed`, with params unit, from, to); a unit that moved twice gets one trail from
 * where it started to where it ended.
 */
export interface OpponentMoves {
  since: number;
  /** Seqs of the opponent's actions. */
  seqs: number[];
  units: string[];
  trails: Trail[];
}

const MOVES = new Set(['moved', 'placed']);

export function opponentMoves(entries: readonly Pick<LogEntry, 'seq' | 'messages'>[], since: number): OpponentMoves {
  const seqs: number[] = [];
  const path = new Map<string, { from: string; to: string }>();
  for (const entry of entries) {
    if (entry.seq <= since) continue;
    seqs.push(entry.seq);
    for (const m of entry.messages) {
      if (!MOVES.has(m.code)) continue;
      const from = typeof m.params.from === 'string' ? m.params.from : '';
      const to = typeof m.params.to === 'string' ? m.params.to : '';
      const ids = typeof m.params.unit === 'string' ? [m.params.unit] : typeof m.params.units === 'string' ? m.params.units.split(',') : [];
      for (const raw of ids) {
        const id = raw.trim();
        if (!id) continue;
        const before = path.get(id);
        path.set(id, { from: before?.from ?? from, to });
      }
    }
  }
  const trails: Trail[] = [];
  for (const { from, to } of path.values()) if (from && to && from !== to) trails.push({ from, to });
  return { since, seqs, units: [...path.keys()], trails };
}
