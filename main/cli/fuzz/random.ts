import { createHash } from 'node:crypto';
import { nextUint32, rollDie, seedRng, type RngState } from '../../engine/rng.js';

/** The fuzzer's own choices, from the engine's seeded generator: the same seed makes the same games. */
export interface Rand {
  /** 0 ≤ n' < n. */
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  /** k distinct elements (fewer if xs is shorter). */
  sample<T>(xs: readonly T[], k: number): T[];
}

export function createRand(seedHex: string): Rand {
  let s: RngState = seedRng(seedHex);
  const rand: Rand = {
    int(n) {
      const [v, next] = rollDie(s, Math.max(1, n));
      s = next;
      return v - 1;
    },
    pick: (xs) => xs[rand.int(xs.length)]!,
    chance(p) {
      const [x, next] = nextUint32(s);
      s = next;
      return x / 0x100000000 < p;
    },
    sample(xs, k) {
      const pool = [...xs];
      const out: (typeof xs)[number][] = [];
      while (out.length < k && pool.length) out.push(pool.splice(rand.int(pool.length), 1)[0]!);
      return out;
    },
  };
  return rand;
}

/** 32 hex digits derived from any text (a --seed given as a word or number, a game's index). */
export const hex32 = (...parts: (string | number)[]): string => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
