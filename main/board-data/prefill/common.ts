import type { BoardData, CounterFaceValues } from '../../../shared/board-data/schema.js';
import type { Prefill, SeenUnit } from './dark-sands.js';

export type { Prefill, SeenUnit } from './dark-sands.js';

/** The values of the face that is up (the back's when the counter is flipped and its back was entered), or null when none were entered. */
export function faceUp(data: BoardData, u: SeenUnit): CounterFaceValues | null {
  const v = Object.hasOwn(data.counters, u.piece) ? data.counters[u.piece] : undefined;
  if (!v) return null;
  return u.flipped && v.back ? v.back : v.front;
}

/**
 * Reads the face-up values of units for a prefill, recording every value the data lacks as
 * unfilled (by the calculator's input id and the piece), so the player sets it.
 */
export function faceReader(data: BoardData, unfilled: Prefill['unfilled']) {
  return {
    num(u: SeenUnit, id: string, input: string): number | null {
      const v = faceUp(data, u)?.[id];
      if (typeof v === 'number') return v;
      unfilled.push({ input, piece: u.piece });
      return null;
    },
    choice(u: SeenUnit, id: string, input: string): string | null {
      const v = faceUp(data, u)?.[id];
      if (typeof v === 'string') return v;
      unfilled.push({ input, piece: u.piece });
      return null;
    },
    /** A flag is either set or not: an absent flag is false (the grid keeps only set flags). */
    flag(u: SeenUnit, id: string): boolean {
      return faceUp(data, u)?.[id] === true;
    },
  };
}

/** The sum of one value over units, or null (the calculator's default stays) when a unit lacks it. */
export function sumOf(units: readonly SeenUnit[], read: (u: SeenUnit) => number | null): number | null {
  let total = 0;
  let complete = true;
  for (const u of units) {
    const v = read(u);
    if (v === null) complete = false;
    else total += v;
  }
  return complete ? total : null;
}

/** Each unfilled input once per piece and cell. */
export function dedupe(list: Prefill['unfilled']): Prefill['unfilled'] {
  const seen = new Set<string>();
  return list.filter((x) => {
    const k = `${x.input}|${x.piece ?? ''}|${x.cell ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
